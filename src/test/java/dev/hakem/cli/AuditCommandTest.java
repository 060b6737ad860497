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
        assertEquals("hakem: " + zeros + ": 65,524 of the first 65,536 bytes are control characters (the first at line 2, column 1):"
                + " not a PGN text file", err.toString().strip());
    }

    /**
     * Recheck M2: one stray NUL byte near the start of a text archive (game 2 of 3) no longer loses the archive:
     * that game is a parse error at the byte, the others are audited (game 3's illegal move is found).
     */
    @Test
    void aStrayNulByteCostsOnlyItsGame(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("stray.pgn");
        String game = "[Event \"t\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n";
        String bad = "[Event \"t\"]\n[Result \"*\"]\n\n1. e4 \u0000e5 *\n\n";
        String illegal = "[Event \"t\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ke3 *\n";
        Files.writeString(f, game + bad + illegal);
        assertEquals(1, run("audit", f.toString()));
        String report = out.toString();
        assertTrue(report.contains("game 2") && report.contains("parse-error") && report.contains("U+0000"), report);
        assertTrue(report.contains("game 3") && report.contains("illegal-move"), report);
        assertTrue(report.contains("game 1") , report);
    }

    /** Hostile #8: a device or a pipe is not read without end: only regular files are audited. */
    @Test
    void aFileThatIsNotRegularIsRefused() {
        assertEquals(2, run("audit", "/dev/zero"));
        assertEquals("", out.toString());
        assertEquals("hakem: /dev/zero: not a regular file (a device, a pipe?): give a PGN file", err.toString().strip());
    }

    /** An audit command whose --follow looks {@code polls} times, running {@code change} before each look (no sleep). */
    private static CommandLine following(int polls, java.util.function.IntConsumer change) {
        CommandLine cl = Main.commandLine();
        AuditCommand cmd = cl.getSubcommands().get("audit").getCommand();
        cmd.followPolls = polls;
        cmd.beforePoll = change;
        return cl;
    }

    private static void write(Path file, String text) {
        try {
            Files.writeString(file, text); // in place: the same file, truncated and written again
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** As broadcast tools do: the new version is written beside the file and moved over it (a new file). */
    private static void replace(Path file, String text) {
        try {
            Path next = file.resolveSibling(file.getFileName() + ".new");
            Files.writeString(next, text);
            Files.move(next, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                    java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static int count(String text, String part) {
        return text.split(java.util.regex.Pattern.quote(part), -1).length - 1;
    }

    @Test
    void followReportsGamesAppendedLater(@TempDir Path dir) throws Exception {
        Path live = dir.resolve("live.pgn");
        String game1 = "[Event \"live\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n";
        String start2 = "[Event \"live\"]\n[White \"C\"]\n[Black \"D\"]\n[Result \"1-0\"]\n\n1. f3 e5 2. g4";
        // the second game is still being written: no result yet; then it is completed, by appending
        Files.writeString(live, game1 + start2);
        CommandLine cl = following(3, poll -> {
            if (poll == 1) {
                write(live, game1 + start2 + " Qh4# 1-0\n");
            }
        });
        AuditCommand cmd = cl.getSubcommands().get("audit").getCommand();
        int code = run(cl, "audit", live.toString(), "--follow");
        String text = out.toString().replace("\r", "");
        assertTrue(text.startsWith(live + ":1: game 1 (A - B, live) * (in progress): ok so far\n"), text);
        assertTrue(text.contains("game 2 (C - D, live) 1-0: 1 finding\n  wrong-result ply 4 (2... Qh4#) [5.1.1, 8.7]"), text);
        assertEquals(1, count(text, "game 2 "), "the unfinished game is reported once, when complete");
        assertEquals(1, count(text, "game 1 "), text);
        // Issue 14: only what was appended is read again (from the end of game 1), not the whole file
        assertEquals(game1.length() - 2, cmd.followReadFrom);
        assertEquals(1, code);
    }

    /**
     * Hostile #4: a broadcast tool writes the whole file again and moves it over the old one; the game that
     * was going on (written with *) is now finished, with an illegal move. Only that game is reported again,
     * said to have changed; no phantom game is made of the two versions.
     */
    @Test
    void followOnAFileReplacedByANewVersionReportsTheGamesThatChanged(@TempDir Path dir) throws Exception {
        Path live = dir.resolve("live.pgn");
        String game1 = "[Event \"t\"]\n[Site \"x\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n"
                + "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n\n";
        String tags2 = "[Event \"t\"]\n[Site \"x\"]\n[White \"A\"]\n[Black \"B\"]\n";
        // the hostile review's FOLLOW2_v1.pgn and FOLLOW2_v2.pgn
        Files.writeString(live, game1 + tags2 + "[Result \"*\"]\n\n1. d4 d5 *\n");
        CommandLine cl = following(3, poll -> {
            if (poll == 1) {
                replace(live, game1 + tags2 + "[Result \"1/2-1/2\"]\n\n1. d4 d5 2. Ke3 Nf6 1/2-1/2\n");
            }
        });
        int code = run(cl, "audit", live.toString(), "--follow");
        String text = out.toString().replace("\r", "");
        assertTrue(text.startsWith(live + ":1: game 1 (A - B, t) 1-0: ok\n" + live + ":9: game 2 (A - B, t) * (in progress): ok so far\n"),
                text);
        assertTrue(text.contains(live + ": the file was rewritten: read again from the start; games that changed are reported again\n"
                + live + ":9: game 2 (A - B, t) 1/2-1/2 (changed): 1 finding\n  illegal-move at " + live + ":15:13 ply 3 (2. Ke3)"), text);
        assertEquals(1, count(text, "game 1 "), text);
        assertEquals(0, count(text, "game 3"), text);
        assertEquals(0, count(text, "parse-error"), text);
        assertEquals(1, code);
    }

    /**
     * Hostile #4: the file is truncated and written again in place (the same file) with a longer text; the
     * old code read on from its old end into the new text and reported a false illegal move.
     */
    @Test
    void followOnAFileRewrittenInPlaceReadsItAgain(@TempDir Path dir) throws Exception {
        Path live = dir.resolve("live.pgn");
        String tags = "[Event \"t\"]\n[Site \"x\"]\n[Date \"2024.01.01\"]\n[Round \"1\"]\n[White \"A\"]\n[Black \"B\"]\n";
        // the hostile review's P06.pgn, then P10.pgn
        Files.writeString(live, tags + "[Result \"*\"]\n\n1. e4 e5 2. Ke3 Nc6 *\n");
        CommandLine cl = following(3, poll -> {
            if (poll == 1) {
                write(live, tags + "[Result \"1/2-1/2\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1/2-1/2\n");
            }
        });
        int code = run(cl, "audit", live.toString(), "--follow");
        String text = out.toString().replace("\r", "");
        assertTrue(text.startsWith(live + ":1: game 1 (A - B, t) * (in progress): 1 finding so far\n  illegal-move at " + live
                + ":9:13 ply 3 (2. Ke3)"), text);
        assertTrue(text.contains(live + ": the file was rewritten: read again from the start; games that changed are reported again\n"
                + live + ":1: game 1 (A - B, t) 1/2-1/2 (changed): 1 finding\n  wrong-result ply 7 (4. Qxf7#) [5.1.1, 8.7]"), text);
        assertEquals(1, count(text, "illegal-move at"), text);
        assertEquals(0, count(text, "game 2"), text);
        assertEquals(1, code);
    }

    /** Hostile #4: with --json, each report of a game says whether it is final and whether it changed. */
    @Test
    void followInJsonSaysInProgressAndChanged(@TempDir Path dir) throws Exception {
        Path live = dir.resolve("live.pgn");
        String tags = "[Event \"t\"]\n[White \"A\"]\n[Black \"B\"]\n";
        Files.writeString(live, tags + "[Result \"*\"]\n\n1. e4 e5 *\n");
        CommandLine cl = following(2, poll -> {
            if (poll == 1) {
                replace(live, tags + "[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n");
            }
        });
        assertEquals(0, run(cl, "audit", live.toString(), "--follow", "--json"));
        String[] lines = out.toString().strip().split("\n");
        assertEquals(2, lines.length, out.toString());
        JsonNode first = new ObjectMapper().readTree(lines[0]);
        assertEquals("in-progress", first.get("status").asText());
        assertEquals(false, first.get("changed").asBoolean());
        JsonNode second = new ObjectMapper().readTree(lines[1]);
        assertEquals("final", second.get("status").asText());
        assertEquals(true, second.get("changed").asBoolean());
        assertEquals("1-0", second.get("result").asText());
        assertTrue(err.toString().contains("the file was rewritten"), err.toString());
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

    /** The hostile review's P26.pgn: three games, a Latin-1 byte (M\\xfcller) in a tag of the second, an illegal move in the third. */
    private static byte[] latin1Archive() {
        String head = "[Event \"t\"]\n[Site \"x\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n";
        String text = head + "1. e4 e5 *\n\n[Event \"t\"]\n[White \"M\u00fcller\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. d4 d5 *\n\n"
                + head + "1. d4 d5 2. Ke3 *\n";
        return text.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
    }

    /**
     * Hostile #24: one byte that is not UTF-8 does not lose the archive. In UTF-8 (the default) the game holding
     * it is audited and gets a finding naming line, column and byte; the others are audited as usual, and a note
     * suggests --encoding iso-8859-1. With that option the file is read as Latin-1: the name reads M\u00fcller.
     */
    @Test
    void aByteThatIsNotUtf8IsReportedWithItsGameAndTheArchiveIsAudited(@TempDir Path dir) throws Exception {
        Path twic = dir.resolve("twic.pgn");
        Files.write(twic, latin1Archive());
        assertEquals(1, run("audit", twic.toString()));
        String text = out.toString().replace("\r", "");
        assertTrue(text.contains(twic + ":9: game 2 (M\ufffdller - B, t) *: 1 finding\n  not-utf8 at " + twic
                + ":10:10: Game 2 holds byte 0xFC at line 10, column 10, which is not UTF-8 text"), text);
        assertTrue(text.contains("game 3 (A - B, t) *: 1 finding\n  illegal-move at " + twic + ":22:13 ply 3 (2. Ke3)"), text);
        assertTrue(text.startsWith(twic + ":1: game 1 (A - B, t) *: ok\n"), text);
        assertEquals("hakem: note: " + twic + ": line 10, column 10: byte 0xFC is not UTF-8 text; if the file is"
                + " ISO-8859-1 (Latin-1), as the PGN standard's export format and older archives are, audit it with"
                + " --encoding iso-8859-1", err.toString().strip());

        out.getBuffer().setLength(0);
        err.getBuffer().setLength(0);
        assertEquals(1, run("audit", twic.toString(), "--encoding", "iso-8859-1"));
        text = out.toString().replace("\r", "");
        assertTrue(text.contains(twic + ":9: game 2 (M\u00fcller - B, t) *: ok\n"), text);
        assertTrue(text.contains("game 3 (A - B, t) *: 1 finding\n  illegal-move at " + twic + ":22:13 ply 3 (2. Ke3)"), text);
        assertEquals("", err.toString());
    }

    @Test
    void anUnknownEncodingIsExitTwoInOneLine() {
        assertEquals(2, run("audit", CORPUS, "--encoding", "cp1252"));
        assertEquals("", out.toString());
        assertEquals("hakem: --encoding: expected \"utf-8\" or \"iso-8859-1\", not \"cp1252\"", err.toString().strip());
    }

    /** Recheck L3: a long or odd --encoding value is quoted cut and escaped, never echoed whole. */
    @Test
    void aLongEncodingValueIsNotEchoedWhole() {
        assertEquals(2, run("audit", CORPUS, "--encoding", "x".repeat(10_000) + "\n"));
        assertEquals("hakem: --encoding: expected \"utf-8\" or \"iso-8859-1\", not \"" + "x".repeat(40) + "… (10,001 characters)\"",
                err.toString().strip());
    }
}
