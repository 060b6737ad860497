package dev.hakem.cli;

import static dev.hakem.cli.BadInputTest.inputError;
import static dev.hakem.cli.BadInputTest.run;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Malformed JSON in a case file (finding 15 of the hostile review): one line with the line, the
 * column and the field path, in hakem's words — no parser internals ("[Source: REDACTED ...",
 * "StreamReadConstraints").
 */
class CaseFileErrorsTest {
    @TempDir
    Path dir;

    private static String hostile(String name) {
        return Path.of("src/test/resources/hostile", name).toString();
    }

    @Test
    void aFileThatEndsInsideAnArraySaysWhereItWasOpened() {
        BadInputTest.Run r = run("rule", hostile("J03.json"));
        inputError("hakem: " + hostile("J03.json") + ": malformed JSON at line 1, column 34 (in events): the file ends "
                + "inside an array opened at line 1, column 33; close it with ]", r);
        assertFalse(r.err().contains("Source") || r.err().contains("REDACTED"), r.err());
    }

    @Test
    void nestingTooDeepHasItsPlaceAndPath() {
        BadInputTest.Run r = run("rule", hostile("J15.json"));
        inputError("hakem: " + hostile("J15.json") + ": malformed JSON at line 1, column 1031 (in note[0][0][0][0][0][0][0]…): "
                + "arrays and objects nested more than 1000 deep; flatten the file", r);
        assertFalse(r.err().contains("StreamReadConstraints"), r.err());
    }

    @Test
    void otherSyntaxErrorsNameThePathToo() throws IOException {
        Path obj = Files.writeString(dir.resolve("obj.json"), "{\"start\": \"startpos\",\n \"clocks\": {\"white\": \"PT1H\"");
        inputError("hakem: " + obj + ": malformed JSON at line 2, column 28 (in clocks.white): the file ends inside an object "
                + "opened at line 2, column 12; close it with }", run("rule", obj.toString()));
        Path dup = Files.writeString(dir.resolve("dup.json"), "{\"start\": \"startpos\",\n \"events\": [{\"by\": \"white\", \"by\": \"black\"}]}");
        inputError("hakem: " + dup + ": malformed JSON at line 2, column 33 (in events[0].by): Duplicate field 'by'",
                run("rule", dup.toString()));
        Path trailing = Files.writeString(dir.resolve("trailing.json"), "{\"start\": \"startpos\", \"events\": []} x");
        inputError("hakem: " + trailing + ": malformed JSON at line 1, column 37: Unrecognized token 'x': was expecting "
                + "(JSON String, Number, Array, Object or token 'null', 'true' or 'false')", run("rule", trailing.toString()));
    }

    /** Found by FuzzTest (seed 14): a move number beyond an int was an internal error (exit 3). */
    @Test
    void aMoveNumberTooLargeIsAnInputError() throws IOException {
        Path f = Files.writeString(dir.resolve("big.json"), "{\"start\": \"startpos\", \"moves\": \"1. e4 e5 85754297178208305433. Nf3\"}");
        BadInputTest.Run r = run("rule", f.toString());
        org.junit.jupiter.api.Assertions.assertEquals(2, r.code(), r.err());
        org.junit.jupiter.api.Assertions.assertTrue(r.err().strip().lines().count() == 1
                && r.err().contains("move number 85754297178208305433 is too large"), r.err());
    }

    /** Found by FuzzTest (seed 14): a path the file system cannot name printed picocli's "(java.nio.file.InvalidPathException: ...)". */
    @Test
    void aPathThatCannotBeNamedIsOneLineWithoutTheJavaClass() {
        BadInputTest.Run r = run("docs", "--out", "site\uD800x");
        org.junit.jupiter.api.Assertions.assertEquals(2, r.code(), r.err());
        org.junit.jupiter.api.Assertions.assertTrue(r.err().strip().lines().count() == 1 && !r.err().contains("Exception")
                && r.err().startsWith("hakem docs: Invalid value for option '--out': cannot convert"), r.err());
    }
}
