package dev.hakem.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class MatePossibleCommandTest {
    @TempDir
    Path dir;
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

    private List<JsonNode> jsonLines() throws Exception {
        ObjectMapper m = new ObjectMapper();
        List<JsonNode> out = new java.util.ArrayList<>();
        for (String line : this.out.toString().replace("\r", "").split("\n")) {
            out.add(m.readTree(line));
        }
        return out;
    }

    @Test
    void batchAnswersEachLineInOrderAndReportsBadLinesWithTheirNumber() throws Exception {
        Path fens = dir.resolve("positions.fen");
        byte[] notUtf8 = {(byte) 0xFF, 'x', '\n'};
        try (java.io.OutputStream o = Files.newOutputStream(fens)) {
            o.write(("8/8/8/4k3/8/8/8/4K3 w - - 0 1\n" // 1: dead
                    + "\n" // 2: blank, skipped
                    + "8/8/8/4k3/8/8/8/4K2R w - - 0 1\r\n" // 3: White can mate (CRLF line end)
                    + "8/8/8/4k3/8/8/8/4K3 w - - 0 1 extra\n" // 4: bad FEN
                    ).getBytes(StandardCharsets.UTF_8));
            o.write(notUtf8); // 5: not UTF-8
            o.write("7k/8/8/8/8/8/8/K6R b - - 0 1".getBytes(StandardCharsets.UTF_8)); // 6: no line end
        }
        assertEquals(2, run("mate-possible", "--fens", fens.toString()));
        List<JsonNode> lines = jsonLines();
        assertEquals(5, lines.size(), out.toString());
        assertEquals(List.of(1, 3, 4, 5, 6), lines.stream().map(j -> j.get("line").asInt()).toList());
        assertTrue(lines.get(0).get("dead").asBoolean());
        assertEquals("lone-king", lines.get(0).get("details").get("white").get("grounds").asText());
        assertEquals("can", lines.get(1).get("white").asText());
        assertEquals("cannot", lines.get(1).get("black").asText());
        assertTrue(lines.get(1).get("details").get("white").get("helpmate").size() > 0);
        assertTrue(lines.get(2).get("error").asText().startsWith("FEN"), lines.get(2).toString());
        assertEquals("not UTF-8 text; save the file as UTF-8", lines.get(3).get("error").asText());
        assertEquals("can", lines.get(4).get("white").asText());
        List<String> errors = err.toString().replace("\r", "").lines().toList();
        assertEquals(2, errors.size(), err.toString());
        assertTrue(errors.get(0).startsWith("hakem: " + fens + " line 4: FEN"), errors.get(0));
        assertEquals("hakem: " + fens + " line 5: not UTF-8 text; save the file as UTF-8", errors.get(1));
    }

    @Test
    void batchFromStandardInputWithOneSideAndExitZero() throws Exception {
        InputStream stdin = System.in;
        try {
            System.setIn(new ByteArrayInputStream(("8/8/8/4k3/8/8/8/2B1K3 w - - 0 1\n"
                    + "r7/7p/p5p1/P3n3/8/4k3/7r/5K2 w - - 0 39\n").getBytes(StandardCharsets.UTF_8)));
            assertEquals(0, run("mate-possible", "--fens", "-", "--side", "white"));
        } finally {
            System.setIn(stdin);
        }
        List<JsonNode> lines = jsonLines();
        assertEquals(2, lines.size());
        assertEquals("cannot", lines.get(0).get("white").asText());
        assertTrue(lines.get(0).get("dead").isNull(), "one side only: dead is unknown");
        assertTrue(lines.get(0).get("black") == null);
        assertEquals("can", lines.get(1).get("white").asText());
        assertEquals("", err.toString());
    }

    @Test
    void batchInputErrors() throws Exception {
        assertEquals(2, run("mate-possible", "--fens", dir.resolve("missing.fen").toString()));
        assertEquals("hakem: cannot read " + dir.resolve("missing.fen") + ": no such file or folder",
                err.toString().strip());
        assertEquals("", out.toString());
        err.getBuffer().setLength(0);
        assertEquals(2, run("mate-possible", "--fens", dir.toString()));
        assertEquals("hakem: " + dir + ": is a folder, not a file", err.toString().strip());
        err.getBuffer().setLength(0);
        assertEquals(2, run("mate-possible", "--fens", "-", "--fen", "8/8/8/4k3/8/8/8/4K3 w - - 0 1"));
        assertTrue(err.toString().contains("mutually exclusive"), err.toString());
    }
}
