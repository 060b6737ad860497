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
import dev.hakem.chess.pgn.PgnReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
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

    @Option(names = "--stats", description = "Print games, time and games per minute on standard error at the end.")
    boolean stats;

    /** Polling interval of --follow, in milliseconds. */
    long followIntervalMillis = 1000;
    /** For tests: stop --follow after this many polls (negative: never). */
    int followPolls = -1;

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private PrintWriter out;
    private Supervision watched = Supervision.FULL;
    private PrintWriter err;
    private final boolean terminal = System.console() != null;
    private JsonGenerator report;

    @Override
    public Integer call() throws Exception {
        out = spec.commandLine().getOut();
        err = spec.commandLine().getErr();
        watched = Supervision.parse(supervision);
        if (watched == null || watched == Supervision.NONE) {
            throw new UserInputException("--supervision: expected \"full\" or \"limited\", not \"" + supervision + "\"");
        }
        for (Path f : files) {
            checkText(f);
            dev.hakem.kb.TextFile.checkUtf8(f); // all files are checked before any output
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
            long size = Files.size(f);
            long start = System.nanoTime();
            r.progress = audit(r, PgnAudit.Progress.START, g -> progress(r, g, size, start));
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
     * device such as /dev/zero or a pipe has no end to wait for), and a file whose first block holds a NUL byte
     * or more than one control byte in ten (tab, line ends and form feed apart) — an audit of such bytes would
     * only be slow and report nonsense.
     */
    private static void checkText(Path f) {
        if (Files.exists(f) && !Files.isDirectory(f) && !Files.isRegularFile(f)) {
            throw new UserInputException(f + ": not a regular file (a device, a pipe?): give a PGN file");
        }
        if (!Files.isRegularFile(f)) {
            return; // missing or a folder: the UTF-8 check says so
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
        for (int i = 0; i < n; i++) {
            int b = head[i] & 0xFF;
            if (b == 0) {
                throw new UserInputException(f + ": line " + line + ", column " + column + ": a NUL byte: not a PGN text file");
            }
            if (b < 0x20 && b != '\t' && b != '\n' && b != '\r' && b != '\f' || b == 0x7F) {
                control++;
            }
            if (b == '\n') {
                line++;
                column = 1;
            } else if ((b & 0xC0) != 0x80) {
                column++;
            }
        }
        if (n >= 64 && control * 10 > n) {
            throw new UserInputException(f + ": " + control + " of the first " + n
                    + " bytes are control characters: not a PGN text file");
        }
    }

    /** Audits the file of {@code r} from {@code from} on, reporting each game; returns how far it got. */
    private PgnAudit.Progress audit(FileResult r, PgnAudit.Progress from, java.util.function.Consumer<AuditedGame> onGame)
            throws IOException {
        FileChannel ch = FileChannel.open(r.path, StandardOpenOption.READ);
        ch.position(from.endOffset());
        // the file was checked to be UTF-8; a character cut off at the end of a file being written is held with its game
        Reader in = new InputStreamReader(Channels.newInputStream(ch), StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE).onUnmappableCharacter(CodingErrorAction.REPLACE));
        PgnReader reader = PgnReader.resume(in, from.endLine(), from.endOffset(), from.done());
        return PgnAudit.audit(reader, g -> {
            r.add(g);
            if (json && follow) {
                out.println(gameJson(r.file, g).toString());
                out.flush();
            } else if (json) {
                try {
                    MAPPER.writeTree(report, gameJson(r.file, g));
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            } else {
                printGame(r.file, g);
                if (follow) {
                    out.flush();
                }
            }
            onGame.accept(g);
        }, follow, from, watched);
    }

    /**
     * --follow: looks at the files again and audits the games completed since the last look,
     * reading only from where the last completed game ended. A file that became shorter (rewritten)
     * and stays so at the next look is audited again from its start.
     */
    private void follow(List<FileResult> results) throws InterruptedException {
        for (int poll = 0; followPolls < 0 || poll < followPolls; poll++) {
            Thread.sleep(followIntervalMillis);
            for (FileResult r : results) {
                long size;
                try {
                    size = Files.size(r.path);
                } catch (IOException gone) {
                    continue; // being replaced: look again at the next poll
                }
                if (size < r.progress.endOffset()) {
                    if (++r.shrunk < 2) {
                        continue;
                    }
                    err.println("hakem: note: " + r.file + " became shorter (rewritten?): auditing it again from the start");
                    err.flush();
                    r.progress = PgnAudit.Progress.START;
                }
                r.shrunk = 0;
                if (size == r.seenSize) {
                    continue;
                }
                r.seenSize = size;
                try {
                    r.progress = audit(r, r.progress, g -> { });
                } catch (IOException | RuntimeException e) {
                    // the file changed under the reader: look again at the next poll
                }
            }
        }
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

    private void printGame(String file, AuditedGame g) {
        String head = file + ":" + g.line() + ": game " + g.index() + " (" + g.white() + " - " + g.black()
                + (g.event().isEmpty() ? "" : ", " + g.event()) + ") " + g.result();
        if (g.findings().isEmpty()) {
            out.println(head + ": ok");
            return;
        }
        out.println(head + ": " + g.findings().size() + (g.findings().size() == 1 ? " finding" : " findings"));
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
        long seenSize = -1;
        int shrunk;

        FileResult(Path path) {
            this.path = path;
            this.file = path.toString();
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
