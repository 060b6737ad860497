package dev.hakem.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code hakem rule}: example cases end to end, and input errors (exit 2, one line, no stack trace). */
public class RuleCommandTest {
    static final Path CASES = Path.of("src/test/resources/cases");

    /** A run of the command line: exit code, standard output, standard error. */
    public record Run(int code, String out, String err) {
    }

    /** Runs {@code hakem ARGS} in this process (the other test packages use it too). */
    public static Run run(String... args) {
        CommandLine cl = Main.commandLine();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        int code = cl.execute(args);
        return new Run(code, out.toString(), err.toString());
    }

    static JsonNode json(String file) throws Exception {
        Run r = run("rule", CASES.resolve(file).toString(), "--json");
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.err());
        return new ObjectMapper().readTree(r.out());
    }

    static List<String> codes(JsonNode ruling) {
        List<String> out = new ArrayList<>();
        for (JsonNode d : ruling.get("decisions")) {
            out.add(d.get("code").asText() + " " + d.get("by").asText() + " " + d.get("articles"));
        }
        return out;
    }

    @Test
    void case002_1() throws Exception {
        JsonNode r = json("002-1-same-knight-twice.json");
        assertEquals("*", r.get("result").asText());
        assertTrue(r.get("termination").isNull());
        assertEquals("6k1/5ppp/1n6/3P4/8/8/5PPP/6K1 w - - 1 48", r.get("fen").asText());
        assertEquals("white", r.get("toMove").asText());
        assertEquals("{\"white\":\"PT42M\",\"black\":\"PT30M\"}", r.get("clocks").toString());
        assertEquals("{\"white\":0,\"black\":1}", r.get("illegalMoves").toString());
        assertTrue(r.get("obligation").isNull());
        assertEquals(List.of(
                "TOUCH_OBLIGATION black [\"4.3.1\"]",
                "MOVE_MADE black [\"4.7#h1\",\"1.3\"]",
                "ILLEGAL_MOVE black [\"7.5.1#h1\",\"6.2.1#h2\",\"4.7#h1\",\"1.3\"]",
                "POSITION_REINSTATED black [\"7.5.1#h2\",\"7.5.1#h5\"]",
                "TIME_ADDED black [\"7.5.5#h1\"]"), codes(r));
        JsonNode time = r.get("decisions").get(4);
        assertEquals("white", time.get("player").asText());
        assertEquals(120, time.get("seconds").asInt());
        // each decision says which provisions decided it and which were applied in passing
        List<String> roles = new ArrayList<>();
        for (JsonNode d : r.get("decisions")) {
            roles.add(d.get("code").asText() + " " + d.get("decidedBy") + " " + d.get("applied"));
        }
        assertEquals(List.of(
                "TOUCH_OBLIGATION [] [\"4.3.1\"]", // fulfilled by the knight's move: it decided nothing
                "MOVE_MADE [] [\"4.7#h1\",\"1.3\"]",
                "ILLEGAL_MOVE [\"7.5.1#h1\",\"6.2.1#h2\",\"4.7#h1\",\"1.3\"] []",
                "POSITION_REINSTATED [\"7.5.1#h2\",\"7.5.1#h5\"] []",
                "TIME_ADDED [\"7.5.5#h1\"] []"), roles);
    }

    @Test
    void case002_2() throws Exception {
        JsonNode r = json("002-2-second-piece-no-clock.json");
        assertEquals("*", r.get("result").asText());
        assertEquals("6k1/5ppp/8/8/8/3n4/4r1PP/6K1 w - - 1 54", r.get("fen").asText());
        assertEquals("{\"white\":0,\"black\":1}", r.get("illegalMoves").toString());
        assertEquals(List.of(
                "MOVE_MADE black [\"4.7#h1\",\"1.3\"]",
                "PIECE_RETURNED black [\"7.5.1#h1\",\"4.7#h1\",\"1.3\"]",
                "ARBITER_DISCRETION black [\"4.7#h1\",\"12.9\"]",
                "ARBITER_DISCRETION white [\"6.11.2\",\"6.11.4\",\"12.9\"]"), codes(r));
        assertEquals(9, r.get("decisions").get(2).get("options").size());
    }

    @Test
    void case000_A1() throws Exception {
        JsonNode r = json("000-A1-king-only-castling.json");
        assertEquals("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", r.get("fen").asText());
        assertEquals("{\"kind\":\"castle\",\"square\":\"e1\",\"side\":\"kingside\",\"articles\":[\"4.7.2#h2\",\"7.5.1#h4\"]}",
                r.get("obligation").toString());
        assertEquals("{\"white\":\"PT45M\",\"black\":\"PT42M\"}", r.get("clocks").toString());
    }

    @Test
    void case004_1() throws Exception {
        JsonNode r = json("004-1-offer-before-limit.json");
        assertEquals("*", r.get("result").asText());
        assertEquals(List.of(
                "MOVE_MADE white [\"4.7#h1\",\"1.3\"]",
                "DRAW_OFFER_NOT_ALLOWED white [\"9.1.1\"]",
                "AGREEMENT_INVALID black [\"9.1.1\"]"), codes(r));
    }

    @Test
    void turkishMovesAndRepetitionOnAWrittenMove() throws Exception {
        JsonNode r = json("turkish-moves-repetition.json");
        assertEquals("1/2-1/2", r.get("result").asText());
        assertEquals("repetition", r.get("termination").asText());
        assertEquals(List.of("CLAIM_UPHELD black [\"9.2#h1\",\"9.2.1#h1\",\"9.2.3#h1\",\"9.5.1#h1\",\"9.5.2\"]"), codes(r));
    }

    @Test
    void examplesAtTheRepositoryRootRule() {
        for (String f : List.of("examples/002-1-same-knight-twice.json", "examples/000-A1-king-only-castling.json")) {
            Run r = run("rule", f);
            assertEquals(0, r.code(), r.err());
            assertTrue(r.out().startsWith("Result / Sonuç: *"), r.out());
            assertTrue(r.out().contains("ILLEGAL_MOVE"), r.out());
        }
    }

    /** Guidelines II: a Chess960 castling with the rook touched first (4.4.2), claimed by the opponent (4.8). */
    @Test
    void chess960ExampleRules() {
        Run r = run("rule", "examples/960-rook-touched-first.json");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("Result / Sonuç: * (the game goes on / oyun sürüyor)\n"
                + "Position / Konum: bb3rkr/pppqpppp/2nn4/3p4/3P4/2NN4/PPPQPPPP/BB3RKR w KQkq - 6 5  (white to move)\n"),
                r.out());
        assertTrue(r.out().contains("2. MOVE_MADE (white)  [4.7.2#h1, II.3.2.1; in passing: 4.7#h1, 1.3]"), r.out());
        assertTrue(r.out().contains("3. OBLIGATION_BREACHED (white)  [4.4.2#h1, 4.4.2#h2, 4.3.1, 4.8]"), r.out());
        assertTrue(r.out().contains("4. CLAIM_UPHELD (black)"), r.out());
        assertTrue(r.out().contains("Obligation / Zorunluluk: move-piece f1  [4.4.2#h1, 4.4.2#h2, 4.3.1]"), r.out());
    }

    @Test
    void humanOutputNamesDecisionsArticlesAndReasons() {
        Run r = run("rule", CASES.resolve("002-1-same-knight-twice.json").toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("4. POSITION_REINSTATED (black)  [7.5.1#h2, 7.5.1#h5]"), r.out());
        assertTrue(r.out().contains("2. MOVE_MADE (black)  [in passing: 4.7#h1, 1.3]"), r.out());
        assertTrue(r.out().contains("b6'ya siyah at"), r.out());
    }

    // ---- errors -------------------------------------------------------------------------------

    static Run bad(Path dir, String json) throws Exception {
        Path f = dir.resolve("case.json");
        Files.writeString(f, json, StandardCharsets.UTF_8);
        return run("rule", f.toString(), "--json");
    }

    static void oneLineError(Run r, String expected) {
        assertEquals(2, r.code());
        assertEquals("", r.out());
        String err = r.err().strip();
        assertFalse(err.contains("\n"), err);
        assertFalse(err.contains("Exception") || err.contains("\tat "), err);
        assertTrue(err.startsWith("hakem: ") && err.endsWith(expected), err);
    }

    @Test
    void malformedJsonGivesLineAndColumn(@TempDir Path dir) throws Exception {
        Run r = bad(dir, "{\n  \"start\": \"startpos\",\n  \"events\": [ { \"by\": \"white\" \"touch\": \"e2\" } ]\n}");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("malformed JSON at line 3, column "), r.err());
        assertFalse(r.err().strip().contains("\n"), r.err());
    }

    @Test
    void unknownEventKeyNamesIndexAndField(@TempDir Path dir) throws Exception {
        oneLineError(bad(dir, "{\"events\": [ {\"by\": \"white\", \"move\": \"e4\"}, {\"by\": \"black\", \"tuch\": \"e7\"} ]}"),
                "events[1].tuch: unknown key");
    }

    @Test
    void touchingAnEmptySquare(@TempDir Path dir) throws Exception {
        oneLineError(bad(dir, "{\"events\": [ {\"by\": \"white\", \"touch\": \"e4\"} ]}"),
                "events[0].touch: there is no piece on e4");
    }

    @Test
    void releasingAPieceThatIsNotThere(@TempDir Path dir) throws Exception {
        oneLineError(bad(dir, "{\"events\": [ {\"by\": \"white\", \"release\": \"e3-e4\"} ]}"),
                "events[0].release: no piece stands on e3 to be picked up");
    }

    @Test
    void releasingAPieceOutOfTurnIsAnInputError(@TempDir Path dir) throws Exception {
        oneLineError(bad(dir, "{\"events\": [ {\"by\": \"black\", \"release\": \"e7-e5\"} ]}"),
                "events[0].release: black does not have the move and has no move awaiting the clock");
    }

    @Test
    void shorthandMoveByTheSideNotToMove(@TempDir Path dir) throws Exception {
        oneLineError(bad(dir, "{\"events\": [ {\"by\": \"black\", \"move\": \"e5\"} ]}"),
                "events[0].move: black is not to move (white is)");
    }

    @Test
    void illegalShorthandMove(@TempDir Path dir) throws Exception {
        oneLineError(bad(dir, "{\"events\": [ {\"by\": \"white\", \"move\": \"e5\"} ]}"),
                "events[0].move: \"e5\": illegal: no white pawn can move to e5 (White to move)");
    }

    @Test
    void badMoveInTheMovesText(@TempDir Path dir) throws Exception {
        oneLineError(bad(dir, "{\"moves\": \"1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf9\"}"),
                "moves: line 1, column 30: \"Nf9\": '9' is not a rank (1-8)");
    }

    @Test
    void aResultAtTheEndOfTheMovesIsRefused(@TempDir Path dir) throws Exception {
        // hostile #10: it was silently dropped; how a game ended is an event of the case, not a token of its moves
        oneLineError(bad(dir, "{\"moves\": \"1. e4 {good} e5 (1... c5) 2. Nf3 $1 Nc6 1-0\"}"),
                "moves: line 1, column 41: the result 1-0 cannot end these moves (only * can; say how the game"
                        + " ended with an event)");
    }

    @Test
    void anUnfinishedMarkerAtTheEndOfTheMovesIsAccepted(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("ok.json");
        java.nio.file.Files.writeString(f, "{\"moves\": \"1. e4 e5 *\"}");
        assertEquals(0, run("rule", f.toString()).code());
    }

    @Test
    void badFen(@TempDir Path dir) throws Exception {
        Run r = bad(dir, "{\"start\": \"not a fen\"}");
        assertEquals(2, r.code());
        assertTrue(r.err().startsWith("hakem: ") && r.err().contains("case.json: start: "), r.err());
        assertFalse(r.err().strip().contains("\n"), r.err());
    }

    @Test
    void badDuration(@TempDir Path dir) throws Exception {
        oneLineError(bad(dir, "{\"clocks\": {\"white\": \"45 minutes\"}}"),
                "clocks.white: \"45 minutes\" is not an ISO-8601 duration such as \"PT45M\"");
    }

    @Test
    void missingFile() {
        Run r = run("rule", "no/such/case.json");
        assertEquals(2, r.code());
        assertEquals("hakem: cannot read no/such/case.json: no such file or folder", r.err().strip());
    }
}
