package dev.hakem.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The perft and explain subcommands: output, JSON, and clear errors with exit code 2. */
class PerftExplainCommandTest {

    private record Run(int code, String out, String err) {
    }

    private static Run run(String... args) {
        CommandLine cl = Main.commandLine();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        int code = cl.execute(args);
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void perftCounts() {
        Run r = run("perft", "--depth", "3");
        assertEquals(0, r.code());
        assertTrue(r.out().startsWith("nodes: 8902\n"), r.out());
        assertTrue(r.out().contains("nodes/s: "), r.out());
    }

    @Test
    void perftDivideJson() throws Exception {
        Run r = run("perft", "--fen", "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "--depth", "2", "--divide", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertEquals(66, j.get("nodes").asLong());
        assertEquals(15, j.get("divide").size());
        long sum = 0;
        for (JsonNode n : j.get("divide")) {
            sum += n.get("nodes").asLong();
        }
        assertEquals(66, sum);
        assertEquals("e1d1", j.get("divide").get(0).get("move").asText());
    }

    @Test
    void perftBadFenIsOneLineExit2() {
        Run r = run("perft", "--fen", "4k3/8/8/8/8/8/8/4X3 w - - 0 1", "--depth", "2");
        assertEquals(2, r.code());
        assertEquals("hakem: column 18: FEN field 1 (piece placement): invalid character 'X'; expected a piece letter "
                + "(KQRBNP/kqrbnp), a digit 1-8 or '/'\n", r.err().replace("\r\n", "\n"));
        assertEquals("", r.out());
    }

    @Test
    void perftBadDepth() {
        Run r = run("perft", "--depth", "99");
        assertEquals(2, r.code());
        assertEquals("hakem: --depth must be between 0 and 12, got 99", r.err().trim());
    }

    @Test
    void explainIllegalCastling() throws Exception {
        Run r = run("explain", "--fen", "4k3/8/8/8/2b5/8/8/4K2R w K - 0 1", "--move", "e1-g1", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertEquals(false, j.get("legal").asBoolean());
        assertEquals("3.8.2.2.1", j.get("articles").get(0).asText());
        assertEquals("f1, which the king would cross, is attacked by the bishop on c4.",
                j.get("violations").get(0).get("en").asText());
        assertEquals("Şahın geçeceği f1'e c4'teki fil saldırıyor.", j.get("violations").get(0).get("tr").asText());
    }

    @Test
    void explainHumanText() {
        Run r = run("explain", "--move", "e2e4");
        assertEquals(0, r.code());
        assertTrue(r.out().contains("verdict:  legal / geçerli"), r.out());
        Run s = run("explain", "--fen", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "--move", "a7-a8=K");
        assertTrue(s.out().contains("FIDE 3.7.3.3"), s.out());
        assertTrue(s.out().contains("not to a king"), s.out());
    }

    @Test
    void explainBadMove() {
        Run r = run("explain", "--move", "z9z9");
        assertEquals(2, r.code());
        assertEquals("hakem: --move \"z9z9\" is not a move in UCI or coordinate form (examples: e2e4, e1-g1, e7e8q, "
                + "e7-e8=Q)", r.err().trim());
    }
}
