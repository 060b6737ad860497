package dev.hakem.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.hakem.chess.ChessException;
import dev.hakem.chess.Color;
import dev.hakem.chess.Position;
import dev.hakem.chess.Variant;
import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * {@code hakem mate-possible --fens FILE|-}: the dead-position analysis (FIDE 5.2.2, 5.1.2, 6.9) of
 * one FEN per line, for a database of positions. Streams: each answer is written (and flushed) as
 * soon as it and those of the lines before it are known, one compact JSON object per line in the
 * shape of {@code --json} with {@code "line"} added; blank lines are skipped. A line that is not a
 * position (bad FEN, impossible position, not UTF-8) gives {@code {"line": N, "error": "..."}} and
 * the same on standard error, and the batch goes on; the exit code is then 2. The positions are
 * analysed on all processors, the answers written in the order of the lines. On a terminal (the
 * caller says: {@code System.console()}, as for {@code audit}) a progress line on standard error is
 * kept under the last answer once the batch has run a quarter of a second; elsewhere there is none.
 */
final class FenBatch {
    /** Lines read ahead of the one being written. */
    private static final int WINDOW = 256;
    /** How long a batch runs before its progress line is shown on a terminal. */
    private static final long PROGRESS_NANOS = 250_000_000L;
    /** Back to the start of the terminal's line, and the line erased. */
    private static final String CLEAR = "\r\033[K";

    private final List<Color> sides;
    private final long nodes;
    private final Variant variant;
    private final long progressNanos;
    private final ObjectMapper mapper = new ObjectMapper();

    FenBatch(List<Color> sides, long nodes, Variant variant) {
        this(sides, nodes, variant, PROGRESS_NANOS);
    }

    /** With the progress line shown once the batch has run {@code progressNanos} (0: from the first answer). */
    FenBatch(List<Color> sides, long nodes, Variant variant, long progressNanos) {
        this.sides = sides;
        this.nodes = nodes;
        this.variant = variant;
        this.progressNanos = progressNanos;
    }

    /** The answer to one line: its JSON, and the error when the line is not a position. */
    private record Answer(String json, String error, int line) {
    }

    /** Runs the batch; returns the exit code (0, or 2 when a line was not a position). */
    int run(String source, PrintWriter out, PrintWriter err, boolean terminal) throws Exception {
        boolean stdin = source.equals("-");
        String name = stdin ? "standard input" : source;
        InputStream in = stdin ? System.in : open(source);
        int threads = Math.max(1, Runtime.getRuntime().availableProcessors());
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "mate-possible");
            t.setDaemon(true);
            return t;
        });
        BlockingQueue<CompletableFuture<Answer>> queue = new ArrayBlockingQueue<>(WINDOW);
        CompletableFuture<Answer> end = CompletableFuture.completedFuture(null);
        Writer writer = new Writer(queue, end, out, err, terminal ? progressNanos : -1, name);
        Thread writing = new Thread(writer, "mate-possible-output");
        writing.start();
        IOException unreadable = null;
        try (BufferedInputStream lines = new BufferedInputStream(in, 1 << 16)) {
            int number = 0;
            byte[] line;
            while (writer.failure == null && (line = readLine(lines)) != null) {
                number++;
                int n = number;
                byte[] bytes = line;
                if (bytes == TOO_LONG || !isBlank(bytes)) {
                    queue.put(CompletableFuture.supplyAsync(() -> answer(n, bytes), pool));
                }
            }
        } catch (IOException e) {
            unreadable = e;
        } finally {
            queue.put(end);
            writing.join();
            pool.shutdownNow();
        }
        if (unreadable != null) {
            throw dev.hakem.kb.KbInputException.io("cannot read " + name, unreadable);
        }
        if (writer.failure != null) {
            throw writer.failure;
        }
        return writer.bad > 0 ? CliErrors.INPUT_ERROR : 0;
    }

    private static InputStream open(String source) {
        Path file = Path.of(source);
        if (Files.isDirectory(file)) {
            throw new UserInputException(source + ": is a folder, not a file");
        }
        try {
            return Files.newInputStream(file);
        } catch (IOException e) {
            throw dev.hakem.kb.KbInputException.io("cannot read " + source, e);
        }
    }

    private Answer answer(int line, byte[] bytes) {
        if (bytes == TOO_LONG) {
            return error(line, String.format(java.util.Locale.ROOT, "the line is longer than %,d bytes; a FEN is far shorter",
                    MAX_LINE));
        }
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return error(line, "not UTF-8 text; save the file as UTF-8");
        }
        if (line == 1 && text.startsWith("\uFEFF")) {
            text = text.substring(1); // the UTF-8 signature some editors write
        }
        Position p;
        try {
            p = Position.fromFen(text.strip(), variant);
        } catch (ChessException e) {
            return error(line, e.describe());
        }
        ObjectNode o = mapper.createObjectNode();
        o.put("line", line);
        o.setAll(MatePossibleCommand.json(mapper, p, MatePossibleCommand.analyse(p, sides, nodes)));
        return new Answer(o.toString(), null, line);
    }

    private Answer error(int line, String message) {
        ObjectNode o = mapper.createObjectNode();
        o.put("line", line);
        o.put("error", message);
        return new Answer(o.toString(), message, line);
    }

    /** The longest line read (a FEN is under 100 characters); a longer one is an error and is not kept. */
    static final int MAX_LINE = 1 << 16;
    /** Stands for a line longer than {@link #MAX_LINE} (compared by identity). */
    private static final byte[] TOO_LONG = new byte[0];

    /**
     * The next line's bytes without its end ({@code \n} or {@code \r\n}), {@link #TOO_LONG} for a line
     * beyond {@link #MAX_LINE} bytes (read to its end and dropped: memory stays bounded), or null at the end.
     */
    private static byte[] readLine(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream(96);
        int c;
        boolean tooLong = false;
        while ((c = in.read()) >= 0 && c != '\n') {
            if (line.size() < MAX_LINE) {
                line.write(c);
            } else {
                tooLong = true;
            }
        }
        if (c < 0 && line.size() == 0) {
            return null;
        }
        if (tooLong) {
            return TOO_LONG;
        }
        byte[] b = line.toByteArray();
        return b.length > 0 && b[b.length - 1] == '\r' ? java.util.Arrays.copyOf(b, b.length - 1) : b;
    }

    private static boolean isBlank(byte[] line) {
        for (byte b : line) {
            if (b != ' ' && b != '\t') {
                return false;
            }
        }
        return true;
    }

    /** Writes the answers in the order of the lines, each as soon as it is known. */
    private static final class Writer implements Runnable {
        private final BlockingQueue<CompletableFuture<Answer>> queue;
        private final CompletableFuture<Answer> end;
        private final PrintWriter out;
        private final PrintWriter err;
        /** When the progress line is first shown; negative: never (not a terminal). */
        private final long progressNanos;
        private final boolean terminal;
        private final String name;
        int bad;
        volatile Exception failure;

        Writer(BlockingQueue<CompletableFuture<Answer>> queue, CompletableFuture<Answer> end, PrintWriter out,
               PrintWriter err, long progressNanos, String name) {
            this.queue = queue;
            this.end = end;
            this.out = out;
            this.err = err;
            this.progressNanos = progressNanos;
            this.terminal = progressNanos >= 0;
            this.name = name;
        }

        @Override
        public void run() {
            long start = System.nanoTime();
            boolean showing = false; // the progress line is on the terminal
            int done = 0;
            try {
                for (CompletableFuture<Answer> f = queue.take(); f != end; f = queue.take()) {
                    Answer a;
                    try {
                        a = f.get();
                    } catch (ExecutionException e) {
                        failure = e.getCause() instanceof Exception ex ? ex : e;
                        drain();
                        return;
                    }
                    if (showing) {
                        clearProgress(); // the answers go to the same terminal: the line gives way to them
                    }
                    out.println(a.json());
                    out.flush();
                    done++;
                    if (a.error() != null) {
                        bad++;
                        err.println("hakem: " + name + " line " + a.line() + ": " + a.error());
                        err.flush();
                    }
                    long now = System.nanoTime();
                    if (terminal && (showing || now - start >= progressNanos)) {
                        // shown once the batch has run a while, then kept under the last answer
                        showing = true;
                        err.printf(java.util.Locale.ROOT, CLEAR + "%s: %d positions, %.0f positions/s", name, done,
                                done / Math.max((now - start) / 1e9, 1e-9));
                        err.flush();
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                if (showing) {
                    clearProgress();
                }
            }
        }

        private void clearProgress() {
            err.print(CLEAR);
            err.flush();
        }

        /** After a failure, takes what the reader still puts, so that it never blocks. */
        private void drain() throws InterruptedException {
            for (CompletableFuture<Answer> f = queue.take(); f != end; f = queue.take()) {
                // dropped
            }
        }
    }
}
