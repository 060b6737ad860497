package dev.hakem.cli;

import static dev.hakem.cli.BadInputTest.inputError;
import static dev.hakem.cli.BadInputTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 14, "command line": an argument error is one line that says what is wrong and where to
 * read more, not the whole usage text; durations and input sizes are bounded and refused with the
 * field's name.
 */
class ArgumentErrorsTest {
    @TempDir
    Path dir;

    @Test
    void anArgumentErrorIsOneLineWithSeeHelp() {
        List<List<String>> wrong = List.of(
                List.of("explain", "--fen"), List.of("explain", "--depth", "2"), List.of("perft", "--depth", "x"),
                List.of("perft"), List.of("rule"), List.of("rule", "a.json", "b.json"), List.of("rule", "--jsn", "a.json"),
                List.of("mate-possible"), List.of("mate-possible", "--fen", "x", "--nodes", "many"), List.of("audit"),
                List.of("audit", "--folow", "x.pgn"), List.of("query", "--bogus"), List.of("query", "--timeout", "soon"),
                List.of("query", "--param"), List.of("serve", "--port", "abc"), List.of("serve", "--max-rows"),
                List.of("docs", "--out"), List.of("kb", "export", "--out"), List.of("kb", "chek"), List.of("nonsense"),
                List.of("--nope"), List.of("perft", "--depth", "99999999999"));
        for (List<String> args : wrong) {
            BadInputTest.Run r = run(args.toArray(String[]::new));
            assertEquals(2, r.code(), args + ": " + r.err());
            List<String> lines = r.err().strip().lines().toList();
            assertEquals(1, lines.size(), args + " prints more than one line:\n" + r.err());
            assertTrue(lines.get(0).startsWith("hakem") && lines.get(0).endsWith("--help')"), args + ": " + lines.get(0));
            assertFalse(r.err().contains("Usage:"), args + ": " + r.err());
            assertEquals("", r.out(), args + ": " + r.out());
        }
    }

    @Test
    void aClockLongerThanAClockShowsIsRefusedWithItsField() throws IOException {
        Path c = Files.writeString(dir.resolve("clock.json"), "{\"start\": \"startpos\", \"clocks\": {\"white\": \"PT"
                + Long.MAX_VALUE / 3600 + "H\", \"black\": \"PT30M\", \"increment\": \"PT30S\"}, \"events\": ["
                + "{\"by\": \"white\", \"move\": \"e4\"}]}");
        inputError("hakem: " + c + ": clocks.white: \"PT" + Long.MAX_VALUE / 3600 + "H\" is longer than a chess clock shows "
                + "(at most PT10H)", run("rule", c.toString()));
        Path inc = Files.writeString(dir.resolve("inc.json"), "{\"start\": \"startpos\", \"clocks\": {\"white\": \"PT1H\", "
                + "\"black\": \"PT1H\", \"increment\": \"PT2562047788015215H\"}, \"events\": [{\"by\": \"white\", \"move\": \"e4\"}]}");
        inputError("hakem: " + inc + ": clocks.increment: \"PT2562047788015215H\" is longer than a chess clock shows "
                + "(at most PT10H)", run("rule", inc.toString()));
        Path ok = Files.writeString(dir.resolve("ok.json"), "{\"start\": \"startpos\", \"clocks\": {\"white\": \"PT10H\", "
                + "\"black\": \"PT9H59M59S\", \"increment\": \"PT10H\"}, \"events\": [{\"by\": \"white\", \"move\": \"e4\"}]}");
        assertEquals(0, run("rule", ok.toString()).code());
    }

    @Test
    void anEndlessOrHugeInputIsRefusedWithoutReadingItAll() throws IOException {
        Path zero = Path.of("/dev/zero");
        if (Files.exists(zero)) {
            inputError("hakem: /dev/zero: larger than 1,048,576 bytes, the most a case file may have; is it the right file?",
                    run("rule", zero.toString()));
        }
        Path big = dir.resolve("big.json");
        Files.write(big, new byte[(1 << 20) + 1]);
        inputError("hakem: " + big + ": larger than 1,048,576 bytes, the most a case file may have; is it the right file?",
                run("rule", big.toString()));
        Path q = dir.resolve("big.rq");
        Files.writeString(q, "# " + "x".repeat(300_000) + "\nASK {}");
        BadInputTest.Run r = run("query", q.toString(), "--root", ".");
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().strip().endsWith("larger than 262,144 bytes, the most a query file may have; is it the right file?"),
                r.err());
    }

    @Test
    void malformedJsonNamesNoLineZero() throws IOException {
        for (String text : List.of("", " ", "{", "{\"start\": ", "[1, 2", "\u0000")) {
            Path c = Files.writeString(dir.resolve("m.json"), text);
            BadInputTest.Run r = run("rule", c.toString());
            assertEquals(2, r.code(), r.err());
            assertFalse(r.err().matches("(?s).*(line|column) (0|-1)\\b.*"), r.err());
        }
    }
}
