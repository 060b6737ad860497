package dev.hakem.arbiter.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The run record: what the writer writes the reader reads back; older records without roles still read. */
class RunRecordFileTest {
    @TempDir
    Path tmp;

    @Test
    void writtenAndReadBack() throws Exception {
        RunRecord.DecisionRun d = new RunRecord.DecisionRun("TIME_ADDED", "black", "white", 120,
                List.of("7.5.5#h1", "A.3"), List.of("7.5.5#h1", "A.3"), List.of(), "tr", "en", List.of());
        RunRecord.DecisionRun move = new RunRecord.DecisionRun("MOVE_MADE", "black", null, 0,
                List.of("4.7#h1", "1.3"), List.of(), List.of("4.7#h1", "1.3"), "tr", "en", List.of());
        RunRecord.ScenarioRun s = RunRecord.ScenarioRun.of("features/x.feature", 12, "ad",
                List.of("@vaka-002-1", "@madde-7.5.5", "@madde-4.3"), "passed",
                List.of("4.7#h1", "1.3", "7.5.5#h1", "A.3"), List.of("7.5.5#h1", "A.3"), List.of(move, d), "*", null,
                List.of(new RunRecord.BoardPosition("start", "8/8/8/8/8/8/8/K1k5 w - - 0 1")), List.of("d7"),
                new dev.hakem.arbiter.Case("8/8/8/8/8/8/8/K1k5 w - - 0 1", null, dev.hakem.arbiter.CompetitionRules.STANDARD,
                        null, null, List.of(new dev.hakem.arbiter.Event.Touch(dev.hakem.chess.Color.WHITE, "a1"))));
        assertEquals(List.of("4.7#h1", "1.3"), s.applied());
        assertEquals(List.of("4.3"), s.notCitedByEngine());
        assertEquals(List.of("4.3"), s.notDecidedByEngine());
        assertEquals(List.of("002-1"), s.cases());
        RunRecord r = new RunRecord("2024-01-01T00:00:00Z", List.of(s));
        Path f = tmp.resolve("reports/citations.json");
        RunRecordFile.write(f, r);
        assertEquals(r, RunRecordFile.read(f).orElseThrow());
        try (var files = Files.list(f.getParent())) {
            assertEquals(1, files.count(), "no temporary file left");
        }
    }

    @Test
    void aRecordWithoutRolesReadsEveryArticleAsDeciding() throws Exception {
        Path f = tmp.resolve("citations.json");
        Files.writeString(f, "{\"scenarios\": [{\"feature\": \"features/a.feature\", \"line\": 3, \"status\": \"passed\","
                + " \"engineArticles\": [\"7.5.5#h1\"], \"decisions\": [{\"code\": \"TIME_ADDED\", \"articles\": [\"7.5.5#h1\"]}]}]}");
        RunRecord.ScenarioRun s = RunRecordFile.read(f).orElseThrow().scenarios().get(0);
        assertEquals(List.of("7.5.5#h1"), s.decidedBy());
        assertEquals(List.of("7.5.5#h1"), s.decisions().get(0).decidedBy());
        assertEquals(List.of(), s.decisions().get(0).applied());
    }

    @Test
    void badInputNamesTheFileAndThePlace() throws Exception {
        Path f = tmp.resolve("citations.json");
        Files.writeString(f, "{\"scenarios\": [{\"feature\": \"f\", \"line\": 3, \"status\": \"passed\", \"decidedBy\": [1]}]}");
        RunRecordException e = assertThrows(RunRecordException.class, () -> RunRecordFile.read(f));
        assertEquals(f + ": scenarios[0].decidedBy[0] must be a string", e.getMessage());
        Files.writeString(f, "{\"scenarios\": [{\"feature\": \"f\", \"line\": 3, \"status\": \"passed\", \"positions\": [{\"role\": \"start\"}]}]}");
        e = assertThrows(RunRecordException.class, () -> RunRecordFile.read(f));
        assertEquals(f + ": scenarios[0].positions[0].fen is missing", e.getMessage());
        assertTrue(RunRecordFile.read(tmp.resolve("none.json")).isEmpty());
    }

    @Test
    void malformedJsonIsOneLineWithTheFileLineColumnAndPath() throws Exception {
        Path f = tmp.resolve("citations.json");
        Files.writeString(f, "{ \"scenarios\": [\n  { \"feature\": }\n] }");
        RunRecordException e = assertThrows(RunRecordException.class, () -> RunRecordFile.read(f));
        assertEquals(f + ": malformed JSON at line 2, column 16 (in scenarios[0].feature): Unexpected character "
                + "('}' (code 125)): expected a value", e.getMessage());
        Files.writeString(f, "{\"scenarios\": [\n" + "[".repeat(1200));
        e = assertThrows(RunRecordException.class, () -> RunRecordFile.read(f));
        assertEquals(f + ": malformed JSON at line 2, column 999 (in scenarios[0][0][0][0][0][0][0]…): arrays and objects "
                + "nested more than 1000 deep; flatten the file", e.getMessage());
        Files.writeString(f, "{\"scenarios\": [\n{\"feature\": \"f\"");
        e = assertThrows(RunRecordException.class, () -> RunRecordFile.read(f));
        assertEquals(f + ": malformed JSON at line 2, column 16 (in scenarios[0].feature): the file ends inside an object "
                + "opened at line 2, column 1; close it with }", e.getMessage());
    }
}
