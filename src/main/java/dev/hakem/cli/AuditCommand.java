package dev.hakem.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.hakem.arbiter.Supervision;
import dev.hakem.arbiter.audit.AuditedGame;
import dev.hakem.arbiter.audit.Finding;
import dev.hakem.arbiter.audit.FindingKind;
import dev.hakem.arbiter.audit.PgnAudit;
import java.io.PrintWriter;
import java.nio.file.Path;
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
 * draws play ran past (9.6.1, 9.6.2, 5.2.2), correct claims not made (9.2, 9.3) and results that
 * do not fit the final position. Exit code 1 when anything is found.
 */
@Command(name = "audit", mixinStandardHelpOptions = true,
        description = "Audit PGN files: illegal moves, missed automatic draws, claimable draws, wrong results.")
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

    private PrintWriter out;
    private Supervision watched = Supervision.FULL;
    private PrintWriter err;
    private final boolean terminal = System.console() != null;

    @Override
    public Integer call() throws Exception {
        out = spec.commandLine().getOut();
        err = spec.commandLine().getErr();
        watched = Supervision.parse(supervision);
        if (watched == null || watched == Supervision.NONE) {
            throw new UserInputException("--supervision: expected \"full\" or \"limited\", not \"" + supervision + "\"");
        }
        List<String> texts = new ArrayList<>();
        for (Path f : files) {
            texts.add(read(f)); // all files are checked before any output
        }
        long t0 = System.nanoTime();
        List<FileResult> results = new ArrayList<>();
        for (int i = 0; i < files.size(); i++) {
            FileResult r = new FileResult(files.get(i).toString());
            String text = texts.get(i);
            long lines = text.chars().filter(c -> c == '\n').count() + 1;
            long start = System.nanoTime();
            r.done = PgnAudit.audit(text, 0, g -> {
                r.add(g);
                if (follow && json) {
                    out.println(gameJson(r.file, g).toString());
                    out.flush();
                } else if (!json) {
                    printGame(r.file, g);
                }
                progress(r, g, lines, start);
            }, follow, watched);
            r.length = text.length();
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
        if (json && !follow) {
            out.println(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(report(results)));
        } else if (!json && files.size() > 1) {
            out.println("total: " + results.stream().mapToInt(r -> r.games.size()).sum() + " games, "
                    + results.stream().mapToInt(r -> r.findings).sum() + " findings");
        }
        if (stats) {
            int games = results.stream().mapToInt(r -> r.games.size()).sum();
            err.printf(java.util.Locale.ROOT, "audited %d games in %.2f s: %.0f games/minute%n", games, ns / 1e9,
                    games / (ns / 1e9) * 60);
        }
        out.flush();
        if (follow) {
            follow(results);
        }
        return results.stream().anyMatch(r -> r.findings > 0) ? FOUND : 0;
    }

    /** --follow: re-reads grown files and audits the games completed since the last look. */
    private void follow(List<FileResult> results) throws InterruptedException {
        for (int poll = 0; followPolls < 0 || poll < followPolls; poll++) {
            Thread.sleep(followIntervalMillis);
            for (int i = 0; i < files.size(); i++) {
                FileResult r = results.get(i);
                String text;
                try {
                    text = read(files.get(i));
                } catch (dev.hakem.kb.KbInputException gone) {
                    continue; // being rewritten: try again at the next poll
                }
                if (text.length() == r.length) {
                    continue;
                }
                r.length = text.length();
                r.done = PgnAudit.audit(text, r.done, g -> {
                    r.add(g);
                    if (json) {
                        out.println(gameJson(r.file, g).toString());
                    } else {
                        printGame(r.file, g);
                    }
                    out.flush();
                }, true, watched);
            }
        }
    }

    private void progress(FileResult r, AuditedGame g, long lines, long start) {
        if (!terminal || r.games.size() % 200 != 0) {
            return;
        }
        double s = (System.nanoTime() - start) / 1e9;
        double rate = r.games.size() / Math.max(s, 1e-9);
        double frac = Math.min(1.0, g.line() / (double) lines);
        double left = frac > 0 ? s / frac - s : 0;
        err.printf(java.util.Locale.ROOT, "\r\033[K%s: %d games, %.0f games/s, ~%.0f s left",
                r.file, r.games.size(), rate, left);
        err.flush();
    }

    private static String read(Path f) {
        return dev.hakem.kb.TextFile.readUtf8(f);
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
        StringBuilder sb = new StringBuilder(r.file + ": " + r.games.size() + " games, " + r.gamesWithFindings
                + " with findings, " + r.findings + " findings");
        r.byKind.forEach((k, v) -> sb.append(", ").append(k.key()).append(' ').append(v));
        out.println(sb);
    }

    private static ObjectNode report(List<FileResult> results) {
        ObjectMapper m = new ObjectMapper();
        ObjectNode o = m.createObjectNode();
        ArrayNode games = o.putArray("games");
        ObjectNode summary = m.createObjectNode();
        ArrayNode files = summary.putArray("files");
        int total = 0, withFindings = 0, findings = 0;
        Map<FindingKind, Integer> byKind = new EnumMap<>(FindingKind.class);
        for (FileResult r : results) {
            for (AuditedGame g : r.games) {
                games.add(gameJson(r.file, g));
            }
            ObjectNode f = files.addObject();
            f.put("file", r.file);
            f.put("games", r.games.size());
            f.put("gamesWithFindings", r.gamesWithFindings);
            f.put("findings", r.findings);
            kinds(f.putObject("byKind"), r.byKind);
            total += r.games.size();
            withFindings += r.gamesWithFindings;
            findings += r.findings;
            r.byKind.forEach((k, v) -> byKind.merge(k, v, Integer::sum));
        }
        summary.put("games", total);
        summary.put("gamesWithFindings", withFindings);
        summary.put("findings", findings);
        kinds(summary.putObject("byKind"), byKind);
        o.set("summary", summary);
        return o;
    }

    private static void kinds(ObjectNode o, Map<FindingKind, Integer> byKind) {
        for (FindingKind k : FindingKind.values()) {
            o.put(k.key(), byKind.getOrDefault(k, 0));
        }
    }

    private static ObjectNode gameJson(String file, AuditedGame g) {
        ObjectNode o = new ObjectMapper().createObjectNode();
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

    /** Games and counts of one file. */
    private static final class FileResult {
        final String file;
        final List<AuditedGame> games = new ArrayList<>();
        final Map<FindingKind, Integer> byKind = new EnumMap<>(FindingKind.class);
        int findings;
        int gamesWithFindings;
        int done;
        int length;

        FileResult(String file) {
            this.file = file;
        }

        void add(AuditedGame g) {
            games.add(g);
            if (!g.findings().isEmpty()) {
                gamesWithFindings++;
                findings += g.findings().size();
                g.findings().forEach(f -> byKind.merge(f.kind(), 1, Integer::sum));
            }
        }
    }
}
