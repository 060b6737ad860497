package dev.hakem.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class MatePossibleCommandTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine cl = Main.commandLine();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        return cl.execute(args);
    }

    @Test
    void jsonForADeadPosition() throws Exception {
        // K+B v K: neither side can mate (bishop rule / lone king)
        assertEquals(0, run("mate-possible", "--fen", "8/8/8/4k3/8/8/8/2B1K3 w - - 0 1", "--json"));
        JsonNode j = new ObjectMapper().readTree(out.toString());
        assertEquals("cannot", j.get("white").asText());
        assertEquals("cannot", j.get("black").asText());
        assertTrue(j.get("dead").asBoolean());
        assertEquals("bishops-of-one-colour", j.get("details").get("white").get("grounds").asText());
    }

    @Test
    void oneSideOnlyAndNotDead() throws Exception {
        assertEquals(0, run("mate-possible", "--fen", "8/8/8/4k3/8/8/8/4K2R w - - 0 1", "--side", "white", "--json"));
        JsonNode j = new ObjectMapper().readTree(out.toString());
        assertEquals("can", j.get("white").asText());
        assertTrue(j.get("black") == null);
        assertEquals(false, j.get("dead").asBoolean());
        assertTrue(j.get("details").get("white").get("helpmate").size() > 0);
    }

    @Test
    void textOutput() {
        assertEquals(0, run("mate-possible", "--fen", "8/8/8/4k3/8/8/8/4K3 w - - 0 1"));
        assertEquals("white: cannot (lone-king)\nblack: cannot (lone-king)\ndead: yes (FIDE 5.2.2)\n",
                out.toString().replace("\r", ""));
    }

    @Test
    void badInputIsExitTwoWithAReason() {
        assertEquals(2, run("mate-possible", "--fen", "8/8/8/4k3/8/8/8/4K3 w - - 0 1", "--side", "green"));
        assertTrue(err.toString().contains("--side"), err.toString());
        assertEquals("", out.toString());
        err.getBuffer().setLength(0);
        assertEquals(2, run("mate-possible", "--fen", "8/8/8/4k3/8/8/8/8 w - - 0 1"));
        assertTrue(err.toString().startsWith("hakem: "), err.toString());
        assertTrue(!err.toString().contains("Exception"), err.toString());
    }
}
