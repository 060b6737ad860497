package dev.hakem.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class AuditCommandTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    static final String CORPUS = "src/test/resources/audit/inserted-problems.pgn";

    private int run(CommandLine cl, String... args) {
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        return cl.execute(args);
    }

    private int run(String... args) {
        return run(Main.commandLine(), args);
    }

    @Test
    void jsonOfTheCorpusAndExitOne() throws Exception {
        assertEquals(1, run("audit", CORPUS, "--json"));
        JsonNode j = new ObjectMapper().readTree(out.toString());
        assertEquals(7, j.get("games").size());
        JsonNode first = j.get("games").get(0);
        assertEquals(1, first.get("index").asInt());
        assertEquals("Audit corpus: illegal move", first.get("event").asText());
        assertEquals("1-0", first.get("result").asText());
        JsonNode f = first.get("findings").get(0);
        assertEquals("illegal-move", f.get("kind").asText());
        assertEquals(3, f.get("ply").asInt());
        assertEquals("2. Ke3", f.get("move").asText());
        assertEquals("3.8.1", f.get("articles").get(0).asText());
        assertTrue(f.get("tr").asText().contains("geçersiz hamle"));
        JsonNode s = j.get("summary");
        assertEquals(7, s.get("games").asInt());
        assertEquals(6, s.get("gamesWithFindings").asInt()); // all but the clean game
        assertEquals(2, s.get("byKind").get("illegal-move").asInt());
        assertEquals(1, s.get("byKind").get("parse-error").asInt());
        assertEquals(1, s.get("byKind").get("missed-fivefold").asInt());
        assertEquals(1, s.get("byKind").get("missed-seventy-five").asInt());
        assertEquals(2, s.get("byKind").get("wrong-result").asInt());
        assertEquals("", err.toString());
    }

    @Test
    void cleanFileExitsZero(@TempDir Path dir) throws Exception {
        Path clean = dir.resolve("clean.pgn");
        Files.writeString(clean, "[Event \"c\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n"
                + "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n");
        assertEquals(0, run("audit", clean.toString()));
        assertEquals(clean + ":1: game 1 (A - B, c) 1-0: ok\n" + clean + ": 1 games, 0 with findings, 0 findings\n",
                out.toString().replace("\r", ""));
    }

    @Test
    void missingFileIsExitTwoWithoutOutput(@TempDir Path dir) {
        assertEquals(2, run("audit", CORPUS, dir.resolve("nope.pgn").toString()));
        assertEquals("", out.toString());
        assertTrue(err.toString().startsWith("hakem: ") && err.toString().contains("nope.pgn"), err.toString());
    }

    /** Hostile #8: a binary file (NUL bytes) is refused at once with one line, exit 2, nothing audited. */
    @Test
    void aBinaryFileIsRefusedAtOnce(@TempDir Path dir) throws Exception {
        Path zeros = dir.resolve("zeros.pgn");
        byte[] b = new byte[3_000_000];
        System.arraycopy("[Event \"x\"]\n".getBytes(java.nio.charset.StandardCharsets.UTF_8), 0, b, 0, 12);
        Files.write(zeros, b);
        assertEquals(2, run("audit", CORPUS, zeros.toString()));
        assertEquals("", out.toString());
        assertEquals("hakem: " + zeros + ": line 2, column 1: a NUL byte: not a PGN text file", err.toString().strip());
    }

    /** Hostile #8: a device or a pipe is not read without end: only regular files are audited. */
    @Test
    void aFileThatIsNotRegularIsRefused() {
        assertEquals(2, run("audit", "/dev/zero"));
        assertEquals("", out.toString());
        assertEquals("hakem: /dev/zero: not a regular file (a device, a pipe?): give a PGN file", err.toString().strip());
    }

    @Test
    void followReportsGamesAppendedLater(@TempDir Path dir) throws Exception {
        Path live = dir.resolve("live.pgn");
        String game1 = "[Event \"live\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n";
        // the second game is still being written: no result yet
        Files.writeString(live, game1 + "[Event \"live\"]\n[White \"C\"]\n[Black \"D\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4");
        CommandLine cl = Main.commandLine();
        AuditCommand cmd = cl.getSubcommands().get("audit").getCommand();
        cmd.followIntervalMillis = 50;
        cmd.followPolls = 40;
        Thread writer = new Thread(() -> {
            try {
                Thread.sleep(300);
                Files.writeString(live, game1 + "[Event \"live\"]\n[White \"C\"]\n[Black \"D\"]\n[Result \"1-0\"]\n\n"
                        + "1. f3 e5 2. g4 Qh4# 1-0\n");
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        });
        writer.start();
        int code = run(cl, "audit", live.toString(), "--follow");
        writer.join();
        String text = out.toString().replace("\r", "");
        assertTrue(text.startsWith(live + ":1: game 1 (A - B, live) *: ok\n"), text);
        assertTrue(text.contains("game 2 (C - D, live) 1-0: 1 finding\n  wrong-result ply 4 (2... Qh4#) [5.1.1, 8.7]"), text);
        assertEquals(1, text.split("game 2 ", -1).length - 1, "the unfinished game is reported once, when complete");
        assertEquals(1, code);
    }

    @Test
    void supervisionTellsWhetherAnIllegalMoveInARapidGameStood_A_5_2(@TempDir Path dir) throws Exception {
        Path rapid = dir.resolve("rapid.pgn");
        Files.writeString(rapid, "[Event \"Rapid\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n[TimeControl \"900+10\"]\n\n"
                + "1. e4 e5 2. Ke3 Nc6 *\n");
        assertEquals(1, run("audit", rapid.toString(), "--supervision", "limited"));
        assertTrue(out.toString().contains("illegal-move at " + rapid + ":7:13 ply 3 (2. Ke3) [3.8.1, A.5.2#h1, A.5.2#h3, "
                + "A.5.2#h4]: "), out.toString());
        assertTrue(out.toString().contains("so the illegal move stood"), out.toString());
        out.getBuffer().setLength(0);
        assertEquals(1, run("audit", rapid.toString()));
        assertTrue(out.toString().contains("[3.8.1, 7.5.1#h2, 7.5.5#h1, A.3]"), out.toString());
    }

    @Test
    void anUnknownSupervisionIsExitTwoInOneLine() {
        assertEquals(2, run("audit", CORPUS, "--supervision", "none"));
        assertEquals("", out.toString());
        assertEquals("hakem: --supervision: expected \"full\" or \"limited\", not \"none\"", err.toString().strip());
    }

    /** Issue 14: --follow reads only what was appended, not the whole file again at each look. */
    @Test
    void followReadsOnlyWhatWasAppended(@TempDir Path dir) throws Exception {
        Path live = dir.resolve("live.pgn");
        String game1 = "[Event \"live\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n";
        String start2 = "[Event \"live\"]\n[White \"C\"]\n[Black \"D\"]\n[Result \"1-0\"]\n\n1. f3 e5 2. g4";
        Files.writeString(live, game1 + start2);
        CommandLine cl = Main.commandLine();
        AuditCommand cmd = cl.getSubcommands().get("audit").getCommand();
        cmd.followIntervalMillis = 50;
        cmd.followPolls = 60;
        Thread writer = new Thread(() -> {
            try {
                Thread.sleep(600);
                // the part already audited is damaged on disk (not UTF-8 any more): a reader that went back
                // to the start would stop there; one that reads on from the last game does not see it
                try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(live.toFile(), "rw")) {
                    f.seek(1);
                    f.write(0xFF);
                    f.seek(f.length());
                    f.write(" Qh4# 1-0\n".getBytes(java.nio.charset.StandardCharsets.UTF_8));
                }
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        });
        writer.start();
        int code = run(cl, "audit", live.toString(), "--follow");
        writer.join();
        String text = out.toString().replace("\r", "");
        assertTrue(text.contains("game 2 (C - D, live) 1-0: 1 finding\n  wrong-result ply 4 (2... Qh4#) [5.1.1, 8.7]"), text);
        assertEquals(1, text.split("game 1 ", -1).length - 1, text);
        assertEquals(1, code);
    }
}
