package dev.hakem.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.hakem.arbiter.Supervision;
import dev.hakem.arbiter.audit.AuditedGame;
import dev.hakem.arbiter.audit.Finding;
import dev.hakem.arbiter.audit.FindingKind;
import dev.hakem.arbiter.audit.PgnAudit;
import dev.hakem.chess.pgn.PgnEncoding;
import dev.hakem.chess.pgn.PgnReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import java.util.zip.CRC32C;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code hakem audit}: checks tournament PGN files game by game — illegal moves (3.10.2), automatic
 * draws play ran past (9.6.1, 9.6.2, 5.2.2), correct claims not made (9.2, 9.3), results that
 * do not fit the final position (8.7) and, from clock readings, the moves from which a player need
 * not record (8.4). Exit code 1 when anything is found. Input and output are streamed (text and
 * JSON): memory holds one game and the counts, whatever the size of the files; {@code --follow}
 * reads only what was appended since its last look.
 */
@Command(name = "audit", mixinStandardHelpOptions = true,
        description = "Audit PGN files: illegal moves, missed automatic draws, claimable draws, wrong results,"
                + " the 8.4 recording exemption (from [%%clk] and TimeControl).")
public final class AuditCommand implements Callable<Integer> {
    static final int FOUND = 1;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE.pgn", description = "PGN files to audit.")
    List<Path> files;

    @Option(names = "--follow", description = "Keep watching the files and report new games as they are completed (live broadcast).")
    boolean follow;

    @Option(names = "--json", description = "Print JSON (with --follow: one JSON object per game and line).")
    boolean json;

    @Option(names = "--supervision", paramLabel = "full|limited",
            description = "The event's supervision of its rapid and blitz games (A.6, B.4): full (A.4, B.2; the default) or "
                    + "limited (A.5, B.3: an illegal move the opponent replied to stood, A.5.2). The class of each game "
                    + "comes from its TimeControl tag, else an Event naming rapid or blitz.")
    String supervision = "full";

    @Option(names = "--encoding", paramLabel = "utf-8|iso-8859-1",
            description = "How the files' bytes are read: utf-8 (the default) or iso-8859-1 (Latin-1, the PGN standard's"
                    + " export format and older archives). In utf-8 a game holding a byte that is not UTF-8 is still"
                    + " audited, with a not-utf8 finding that names the byte.")
    String encoding = "utf-8";

    @Option(names = "--stats", description = "Print games, time and games per minute on standard error at the end.")
    boolean stats;

    /** Polling interval of --follow, in milliseconds. */
    long followIntervalMillis = 1000;
    /** For tests: stop --follow after this many polls (negative: never). */
    int followPolls = -1;
    /** Runs before each look of --follow, with the look's number (from 1): waits the polling interval. Tests change the file here. */
    java.util.function.IntConsumer beforePoll = poll -> pause(followIntervalMillis);
    /** The byte offset the last look of --follow read from (0: the file was read again from its start). */
    long followReadFrom = -1;

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private PrintWriter out;
    private Supervision watched = Supervision.FULL;
    private PrintWriter err;
    private final boolean terminal = System.console() != null;
    private JsonGenerator report;
    private PgnEncoding bytes = PgnEncoding.UTF_8;

    @Override
    public Integer call() throws IOException {
        out = spec.commandLine().getOut();
        err = spec.commandLine().getErr();
        watched = Supervision.parse(supervision);
        if (watched == null || watched == Supervision.NONE) {
            throw new UserInputException("--supervision: expected \"full\" or \"limited\", not \"" + supervision + "\"");
        }
        bytes = PgnEncoding.parse(encoding);
        if (bytes == null) {
            throw new UserInputException("--encoding: expected \"utf-8\" or \"iso-8859-1\", not \"" + dev.hakem.chess.UserText.clipped(encoding, 40) + "\"");
        }
        for (Path f : files) {
            checkText(f); // all files are checked before any output
        }
        long t0 = System.nanoTime();
        List<FileResult> results = new ArrayList<>();
        report = null; // a command line may run this command again (its options are reset, this is not)
        if (json && !follow) {
            report = MAPPER.getFactory().createGenerator(out).disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET)
                    .setPrettyPrinter(new DefaultPrettyPrinter());
            report.writeStartObject();
            report.writeArrayFieldStart("games");
        }
        for (Path f : files) {
            FileResult r = new FileResult(f);
            if (follow) {
                r.seen = Seen.of(f);
            }
            long size = Files.size(f);
            long start = System.nanoTime();
            r.progress = audit(r, PgnAudit.Progress.START, g -> progress(r, g, size, start));
            if (follow) {
                try (FileChannel ch = FileChannel.open(f, StandardOpenOption.READ)) {
                    r.prefixCrc = hash(ch, new CRC32C(), 0, r.progress.endOffset());
                }
            }
            if (terminal) {
                err.print("\r\033[K");
                err.flush();
            }
            if (!json) {
                printSummary(r);
            }
            results.add(r);
        }
        long ns = System.nanoTime() - t0;
        if (report != null) {
            report.writeEndArray();
            report.writeFieldName("summary");
            MAPPER.writeTree(report, summary(results));
            report.writeEndObject();
            report.close();
            out.println();
        } else if (!json && files.size() > 1) {
            out.println("total: " + results.stream().mapToInt(r -> r.games).sum() + " games, "
                    + results.stream().mapToInt(r -> r.findings).sum() + " findings");
        }
        if (stats) {
            int games = results.stream().mapToInt(r -> r.games).sum();
            err.printf(java.util.Locale.ROOT, "audited %d games in %.2f s: %.0f games/minute%n", games, ns / 1e9,
                    games / (ns / 1e9) * 60);
        }
        out.flush();
        if (follow) {
            follow(results);
        }
        return results.stream().anyMatch(r -> r.findings > 0) ? FOUND : 0;
    }

    /** How much of a file's start is looked at for binary content. */
    static final int FIRST_BLOCK = 1 << 16;

    /**
     * Refuses, before anything is read at length, what cannot be a PGN text: a file that is not regular (a
     * device such as /dev/zero or a pipe has no end to wait for), and a file whose first block holds more than
     * one control byte in ten (NUL included; tab, line ends and form feed apart) — an audit of such bytes would
     * only be slow and report nonsense. A few stray control bytes in a text are no reason to lose the archive:
     * the game that holds one is reported (a parse error there), the others are audited.
     */
    private static void checkText(Path f) {
        if (Files.exists(f) && !Files.isDirectory(f) && !Files.isRegularFile(f)) {
            throw new UserInputException(f + ": not a regular file (a device, a pipe?): give a PGN file");
        }
        if (Files.isDirectory(f)) {
            throw new UserInputException(f + ": is a folder, not a file");
        }
        byte[] head = new byte[FIRST_BLOCK];
        int n = 0;
        try (java.io.InputStream in = Files.newInputStream(f)) {
            for (int k; n < head.length && (k = in.read(head, n, head.length - n)) > 0; ) {
                n += k;
            }
        } catch (IOException e) {
            throw UserInputException.io("cannot read " + f, e);
        }
        int line = 1;
        int column = 1;
        int control = 0;
        String first = null;
        for (int i = 0; i < n; i++) {
            int b = head[i] & 0xFF;
            if (b < 0x20 && b != '\t' && b != '\n' && b != '\r' && b != '\f' || b == 0x7F) {
                control++;
                if (first == null) {
                    first = "line " + line + ", column " + column;
                }
            }
            if (b == '\n') {
                line++;
                column = 1;
            } else if ((b & 0xC0) != 0x80) {
                column++;
            }
        }
        if (n >= 64 && control * 10 > n) {
            throw new UserInputException(f + ": " + String.format(java.util.Locale.ROOT, "%,d of the first %,d", control, n)
                    + " bytes are control characters (the first at " + first + "): not a PGN text file");
        }
    }

    /** Audits the file of {@code r} from {@code from} on, reporting each game; returns how far it got. */
    private PgnAudit.Progress audit(FileResult r, PgnAudit.Progress from, Consumer<AuditedGame> onGame)
            throws IOException {
        try (FileChannel ch = FileChannel.open(r.path, StandardOpenOption.READ)) {
            return read(ch, from, g -> {
                if (follow) {
                    followed(r, g);
                } else {
                    report(r, g, false, false);
                }
                onGame.accept(g);
            });
        }
    }

    /**
     * Audits the games of {@code ch} from {@code from} on (with --follow, a last game that runs into the end of the
     * file is left for later); the channel stays open.
     */
    private PgnAudit.Progress read(FileChannel ch, PgnAudit.Progress from, Consumer<AuditedGame> sink) throws IOException {
        ch.position(from.endOffset());
        java.io.InputStream in = new java.io.FilterInputStream(Channels.newInputStream(ch)) {
            @Override
            public void close() {
                // the channel is the caller's
            }
        };
        // a byte that is not UTF-8 is named in its game's findings; one cut off at the end of a file being written is
        // held with its game (it runs into the end of the file)
        PgnReader reader = PgnReader.resume(this.bytes.reader(in), from.endLine(), from.endOffset(), from.done(), this.bytes);
        return PgnAudit.audit(reader, sink, follow, from, watched);
    }

    /** Prints a game's report with --follow: a new game, or one whose report changed; the same report is not repeated. */
    private void followed(FileResult r, AuditedGame g) {
        long fp = fingerprint(g);
        long before = r.reported(g.index());
        if (before == fp) {
            return;
        }
        r.reported(g.index(), fp);
        report(r, g, before != 0, "*".equals(g.result()));
    }

    private void report(FileResult r, AuditedGame g, boolean changed, boolean inProgress) {
        r.add(g);
        noteNotUtf8(r, g);
        if (json && follow) {
            ObjectNode o = gameJson(r.file, g);
            o.put("status", inProgress ? "in-progress" : "final");
            o.put("changed", changed);
            out.println(o.toString());
            out.flush();
        } else if (json) {
            try {
                MAPPER.writeTree(report, gameJson(r.file, g));
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        } else {
            printGame(r.file, g, changed, inProgress);
            if (follow) {
                out.flush();
            }
        }
    }

    private static final java.util.regex.Pattern BYTE = java.util.regex.Pattern.compile("byte (0x[0-9A-F]{2})");

    /** Once per file, on standard error: where its first byte that is not UTF-8 is, and the option that reads Latin-1. */
    private void noteNotUtf8(FileResult r, AuditedGame g) {
        if (r.notUtf8Noted) {
            return;
        }
        for (Finding f : g.findings()) {
            if (f.kind() == FindingKind.NOT_UTF8) {
                r.notUtf8Noted = true;
                java.util.regex.Matcher m = BYTE.matcher(f.en());
                err.println("hakem: note: " + r.file + ": line " + f.line() + ", column " + f.column() + ": "
                        + (m.find() ? "byte " + m.group(1) : "a byte") + " is not UTF-8 text; if the file is ISO-8859-1"
                        + " (Latin-1), as the PGN standard's export format and older archives are, audit it with"
                        + " --encoding iso-8859-1");
                err.flush();
                return;
            }
        }
    }

    /** A finding's place in its message ("line 3, column 7"): a game that only moved in the file has not changed. */
    private static final java.util.regex.Pattern PLACE = java.util.regex.Pattern.compile("line \\d+, column \\d+");

    /**
     * What --follow compares to tell whether a game changed: its report (tags shown, result, findings without their
     * places) and, once it is finished, its number of moves. A game going on (*) is reported again when its result
     * or its findings change, not at each move.
     */
    static long fingerprint(AuditedGame g) {
        StringBuilder sb = new StringBuilder().append(g.result()).append('\n').append(g.event()).append('\n')
                .append(g.white()).append('\n').append(g.black());
        if (!"*".equals(g.result())) {
            sb.append('\n').append(g.plies());
        }
        for (Finding f : g.findings()) {
            sb.append('\n').append(f.kind().key()).append(' ').append(f.ply()).append(' ').append(f.move()).append(' ')
                    .append(PLACE.matcher(f.en()).replaceAll(""));
        }
        String text = sb.toString();
        CRC32C crc = new CRC32C();
        crc.update(text.getBytes(StandardCharsets.UTF_8));
        long h = (long) text.hashCode() << 32 | crc.getValue();
        return h == 0 ? 1 : h;
    }

    /** The file's identity, length and time of change, as --follow last saw them. */
    private record Seen(Object key, long size, long modified) {
        static Seen of(Path p) throws IOException {
            java.nio.file.attribute.BasicFileAttributes a = Files.readAttributes(p,
                    java.nio.file.attribute.BasicFileAttributes.class);
            return new Seen(a.fileKey(), a.size(), a.lastModifiedTime().to(java.util.concurrent.TimeUnit.NANOSECONDS));
        }
    }

    /** Adds bytes {@code from} to {@code to} of the channel to {@code crc}; its value. */
    private static long hash(FileChannel ch, CRC32C crc, long from, long to) throws IOException {
        java.nio.ByteBuffer buf = java.nio.ByteBuffer.allocate(1 << 16);
        for (long at = from; at < to; ) {
            buf.clear().limit((int) Math.min(buf.capacity(), to - at));
            int n = ch.read(buf, at);
            if (n < 0) {
                break; // shorter than it was: the hash differs
            }
            buf.flip();
            crc.update(buf);
            at += n;
        }
        return crc.getValue();
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * --follow: looks at the files again and audits what changed since the last look. A file that only grew
     * (the bytes read so far are the same, checked by their hash) is read on from where its last completed game
     * ended; a file that was replaced (another file now has its name), became shorter or changed in what was
     * already read is read again from its start, and only the games whose report changed are reported, marked
     * "changed". What is read while the file is being written (its length or time changed during the look) is
     * not reported: the next look reads it again, so no game is ever made of two versions of the file.
     */
    private void follow(List<FileResult> results) {
        for (int poll = 1; (followPolls < 0 || poll <= followPolls) && !Thread.currentThread().isInterrupted(); poll++) {
            beforePoll.accept(poll);
            for (FileResult r : results) {
                look(r);
            }
        }
    }

    private void look(FileResult r) {
        Seen now;
        try {
            now = Seen.of(r.path);
        } catch (IOException gone) {
            return; // being replaced: look again at the next poll
        }
        if (now.equals(r.seen)) {
            return;
        }
        List<AuditedGame> changed = new ArrayList<>();
        try (FileChannel ch = FileChannel.open(r.path, StandardOpenOption.READ)) {
            if (!Seen.of(r.path).equals(now)) {
                return; // changed again while being opened
            }
            PgnAudit.Progress from = r.progress;
            CRC32C crc = new CRC32C();
            boolean rewritten = !java.util.Objects.equals(now.key(), r.seen.key()) || now.size() < from.endOffset()
                    || hash(ch, crc, 0, from.endOffset()) != r.prefixCrc;
            if (rewritten) {
                from = PgnAudit.Progress.START;
                crc.reset();
            }
            followReadFrom = from.endOffset();
            PgnAudit.Progress to = read(ch, from, g -> {
                if (r.reported(g.index()) != fingerprint(g)) {
                    changed.add(g);
                }
            });
            long prefix = hash(ch, crc, from.endOffset(), to.endOffset());
            if (!Seen.of(r.path).equals(now)) {
                return; // written to during the look: what was read may mix two versions
            }
            r.seen = now;
            r.progress = to;
            r.prefixCrc = prefix;
            if (rewritten) {
                String note = r.file + ": the file was rewritten: read again from the start; games that changed are reported again";
                if (json) {
                    err.println("hakem: note: " + note);
                    err.flush();
                } else {
                    out.println(note);
                }
            }
        } catch (IOException | RuntimeException e) {
            return; // the file changed under the reader: look again at the next poll
        }
        changed.forEach(g -> followed(r, g));
        out.flush();
    }

    private void progress(FileResult r, AuditedGame g, long size, long start) {
        if (!terminal || r.games % 200 != 0) {
            return;
        }
        double s = (System.nanoTime() - start) / 1e9;
        double rate = r.games / Math.max(s, 1e-9);
        err.printf(java.util.Locale.ROOT, "\r\033[K%s: %d games, %.0f games/s", r.file, r.games, rate);
        err.flush();
    }

    private void printGame(String file, AuditedGame g, boolean changed, boolean inProgress) {
        String head = file + ":" + g.line() + ": game " + g.index() + " (" + g.white() + " - " + g.black()
                + (g.event().isEmpty() ? "" : ", " + g.event()) + ") " + g.result()
                + (changed && inProgress ? " (changed, in progress)" : changed ? " (changed)" : inProgress ? " (in progress)" : "");
        String soFar = inProgress ? " so far" : "";
        if (g.findings().isEmpty()) {
            out.println(head + ": ok" + soFar);
            return;
        }
        out.println(head + ": " + g.findings().size() + (g.findings().size() == 1 ? " finding" : " findings") + soFar);
        for (Finding f : g.findings()) {
            StringBuilder sb = new StringBuilder("  ").append(f.kind().key());
            if (f.line() > 0) {
                sb.append(" at ").append(file).append(':').append(f.line()).append(':').append(f.column());
            }
            if (f.move() != null) {
                sb.append(" ply ").append(f.ply()).append(" (").append(f.move()).append(')');
            }
            if (!f.articles().isEmpty()) {
                sb.append(" [").append(String.join(", ", f.articles())).append(']');
            }
            sb.append(": ").append(f.en());
            out.println(sb);
        }
    }

    private void printSummary(FileResult r) {
        StringBuilder sb = new StringBuilder(r.file + ": " + r.games + " games, " + r.gamesWithFindings
                + " with findings, " + r.findings + " findings");
        r.byKind.forEach((k, v) -> sb.append(", ").append(k.key()).append(' ').append(v));
        out.println(sb);
    }

    private static ObjectNode summary(List<FileResult> results) {
        ObjectNode summary = MAPPER.createObjectNode();
        ArrayNode files = summary.putArray("files");
        int total = 0, withFindings = 0, findings = 0;
        Map<FindingKind, Integer> byKind = new EnumMap<>(FindingKind.class);
        for (FileResult r : results) {
            ObjectNode f = files.addObject();
            f.put("file", r.file);
            f.put("games", r.games);
            f.put("gamesWithFindings", r.gamesWithFindings);
            f.put("findings", r.findings);
            kinds(f.putObject("byKind"), r.byKind);
            total += r.games;
            withFindings += r.gamesWithFindings;
            findings += r.findings;
            r.byKind.forEach((k, v) -> byKind.merge(k, v, Integer::sum));
        }
        summary.put("games", total);
        summary.put("gamesWithFindings", withFindings);
        summary.put("findings", findings);
        kinds(summary.putObject("byKind"), byKind);
        return summary;
    }

    private static void kinds(ObjectNode o, Map<FindingKind, Integer> byKind) {
        for (FindingKind k : FindingKind.values()) {
            o.put(k.key(), byKind.getOrDefault(k, 0));
        }
    }

    private static ObjectNode gameJson(String file, AuditedGame g) {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("file", file);
        o.put("index", g.index());
        o.put("line", g.line());
        o.put("event", g.event());
        o.put("white", g.white());
        o.put("black", g.black());
        o.put("result", g.result());
        o.put("plies", g.plies());
        ArrayNode fs = o.putArray("findings");
        for (Finding f : g.findings()) {
            ObjectNode j = fs.addObject();
            j.put("kind", f.kind().key());
            j.put("ply", f.ply());
            if (f.move() == null) {
                j.putNull("move");
            } else {
                j.put("move", f.move());
            }
            f.articles().forEach(j.putArray("articles")::add);
            j.put("en", f.en());
            j.put("tr", f.tr());
            if (f.fen() != null) {
                j.put("fen", f.fen());
            }
            if (f.line() > 0) {
                j.put("line", f.line());
                j.put("column", f.column());
            }
        }
        return o;
    }

    /** The counts of one file (no game is kept) and how far it was read. */
    private static final class FileResult {
        final Path path;
        final String file;
        final Map<FindingKind, Integer> byKind = new EnumMap<>(FindingKind.class);
        int games;
        int findings;
        int gamesWithFindings;
        PgnAudit.Progress progress = PgnAudit.Progress.START;
        /** --follow: the file as last looked at, the hash of the bytes read so far, each game's last report. */
        Seen seen;
        long prefixCrc;
        boolean notUtf8Noted;
        private long[] reported = new long[0];

        FileResult(Path path) {
            this.path = path;
            this.file = path.toString();
        }

        /** The fingerprint of game {@code index}'s last report (1-based), 0 if never reported. */
        long reported(int index) {
            return index - 1 < reported.length ? reported[index - 1] : 0;
        }

        void reported(int index, long fingerprint) {
            if (index - 1 >= reported.length) {
                reported = java.util.Arrays.copyOf(reported, Math.max(index, reported.length * 2));
            }
            reported[index - 1] = fingerprint;
        }

        void add(AuditedGame g) {
            games++;
            if (!g.findings().isEmpty()) {
                gamesWithFindings++;
                findings += g.findings().size();
                g.findings().forEach(f -> byKind.merge(f.kind(), 1, Integer::sum));
            }
        }
    }
}
