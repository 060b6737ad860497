package dev.hakem.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
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

    /** mate-possible never guesses a position: without --fen, --number or --fens it says what to give (exit 2, one line). */
    @Test
    void withoutAPositionItAsksForOne() {
        assertEquals(2, run("mate-possible", "--json"));
        assertEquals("", out.toString());
        String e = err.toString().strip();
        assertEquals("hakem mate-possible: no position: give --fen, --number (Chess960) or --fens (a file of positions)"
                + " (see 'hakem mate-possible --help')", e);
        out.getBuffer().setLength(0);
        assertEquals(0, run("mate-possible", "--help"));
        assertTrue(out.toString().contains("mate-possible asks for one"), out.toString());
        assertTrue(!out.toString().contains("default: the initial position"), out.toString());
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
        assertEquals("column 31: FEN has 7 fields; expected 6 (placement, side to move, castling, en passant, half-move clock,"
                + " move number) or the first 4", lines.get(2).get("error").asText());
        assertEquals("not UTF-8 text; save the file as UTF-8", lines.get(3).get("error").asText());
        assertEquals("can", lines.get(4).get("white").asText());
        List<String> errors = err.toString().replace("\r", "").lines().toList();
        assertEquals(2, errors.size(), err.toString());
        assertTrue(errors.get(0).startsWith("hakem: " + fens + " line 4: column 31: FEN has 7 fields"), errors.get(0));
        assertEquals("hakem: " + fens + " line 5: not UTF-8 text; save the file as UTF-8", errors.get(1));
    }

    /** Hostile #7: a line longer than any FEN is reported with its number and not held in memory; the batch goes on. */
    @Test
    void aLineLongerThanTheBoundIsReportedAndTheBatchGoesOn() throws Exception {
        Path fens = dir.resolve("long.fen");
        Files.writeString(fens, "8/8/8/4k3/8/8/8/4K3 w - - 0 1\n" + "p".repeat(200_000) + "\n"
                + "7k/8/8/8/8/8/8/K6R b - - 0 1\n");
        assertEquals(2, run("mate-possible", "--fens", fens.toString()));
        List<JsonNode> lines = jsonLines();
        assertEquals(List.of(1, 2, 3), lines.stream().map(j -> j.get("line").asInt()).toList());
        assertEquals("the line is longer than 65,536 bytes; a FEN is far shorter", lines.get(1).get("error").asText());
        assertEquals("can", lines.get(2).get("white").asText());
        assertEquals("hakem: " + fens + " line 2: the line is longer than 65,536 bytes; a FEN is far shorter",
                err.toString().strip());
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
        assertEquals("hakem: --fens and --fen both give positions; give one of them", err.toString().strip());
        err.getBuffer().setLength(0);
        assertEquals(2, run("mate-possible", "--fens", "-", "--number", "7"));
        assertEquals("hakem: --fens and --number both give positions; give one of them", err.toString().strip());
        assertEquals("", out.toString());
    }

    @Test
    void aBatchLineIsTheJsonOfThatPositionWithItsLineNumber() throws Exception {
        String fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
        assertEquals(0, run("mate-possible", "--fen", fen, "--json"));
        JsonNode single = new ObjectMapper().readTree(out.toString());
        out.getBuffer().setLength(0);
        Path fens = dir.resolve("one.fen");
        Files.writeString(fens, "\n" + fen + "\n");
        assertEquals(0, run("mate-possible", "--fens", fens.toString()));
        List<JsonNode> lines = jsonLines();
        assertEquals(1, lines.size());
        ObjectNode batch = (ObjectNode) lines.get(0);
        assertEquals(2, batch.remove("line").asInt());
        assertEquals(single, batch);
        assertEquals(List.of("white", "black", "dead", "fen", "details"), fieldNames(batch));
        assertEquals(List.of("grounds", "bound", "nodes", "helpmate"), fieldNames(batch.get("details").get("white")));
    }

    private static List<String> fieldNames(JsonNode o) {
        List<String> names = new java.util.ArrayList<>();
        o.fieldNames().forEachRemaining(names::add);
        return names;
    }

    @Test
    void manyLinesComeOutInTheOrderOfTheInput() throws Exception {
        // more lines than are read ahead, positions of unequal cost analysed on all processors
        String[] fens = {
            "8/8/8/4k3/8/8/8/4K3 w - - 0 1", // dead at once
            "r7/7p/p5p1/P3n3/8/4k3/7r/5K2 w - - 0 39", // a long helpmate
            "8/8/8/4k3/8/8/8/4K2R b - - 0 1", // White can, Black cannot
            "not a position",
        };
        StringBuilder text = new StringBuilder();
        int count = 600;
        for (int i = 0; i < count; i++) {
            text.append(fens[i % fens.length]).append('\n');
        }
        Path file = dir.resolve("many.fen");
        Files.writeString(file, text);
        assertEquals(2, run("mate-possible", "--fens", file.toString()));
        List<JsonNode> lines = jsonLines();
        assertEquals(count, lines.size());
        for (int i = 0; i < count; i++) {
            JsonNode j = lines.get(i);
            assertEquals(i + 1, j.get("line").asInt());
            switch (i % fens.length) {
                case 0 -> assertTrue(j.get("dead").asBoolean(), j.toString());
                case 1 -> assertEquals("can", j.get("white").asText(), j.toString());
                case 2 -> assertEquals("can cannot", j.get("white").asText() + " " + j.get("black").asText());
                default -> assertTrue(j.has("error"), j.toString());
            }
        }
        assertEquals(count / fens.length, err.toString().lines().count());
    }

    @Test
    void eachAnswerIsWrittenBeforeTheInputEnds() throws Exception {
        InputStream stdin = System.in;
        java.io.PipedOutputStream feed = new java.io.PipedOutputStream();
        try {
            System.setIn(new java.io.PipedInputStream(feed));
            int[] exit = {-1};
            Thread batch = new Thread(() -> exit[0] = run("mate-possible", "--fens", "-"));
            batch.start();
            feed.write("8/8/8/4k3/8/8/8/4K2R w - - 0 1\n".getBytes(StandardCharsets.UTF_8));
            feed.flush();
            long deadline = System.nanoTime() + 120_000_000_000L;
            while (!out.toString().contains("\n") && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertTrue(batch.isAlive(), "still reading");
            assertEquals(1, jsonLines().size(), "the first answer is out while the input is still open");
            feed.write("8/8/8/4k3/8/8/8/4K3 w - - 0 1\n".getBytes(StandardCharsets.UTF_8));
            feed.close();
            batch.join(120_000);
            assertTrue(!batch.isAlive(), "the batch ends with its input");
            assertEquals(0, exit[0]);
        } finally {
            System.setIn(stdin);
        }
        assertEquals(List.of(1, 2), jsonLines().stream().map(j -> j.get("line").asInt()).toList());
    }

    @Test
    void theProgressLineIsShownOnlyOnATerminalAndGivesWayToTheAnswers() throws Exception {
        Path file = dir.resolve("two.fen");
        Files.writeString(file, "8/8/8/4k3/8/8/8/4K3 w - - 0 1\nnot a position\n");
        List<dev.hakem.chess.Color> both = List.of(dev.hakem.chess.Color.WHITE, dev.hakem.chess.Color.BLACK);
        PrintWriter o = new PrintWriter(out);
        PrintWriter e = new PrintWriter(err);
        // not a terminal: the answers and the bad line's report, nothing else
        assertEquals(2, new FenBatch(both, 1_000, dev.hakem.chess.Variant.STANDARD, 0).run(file.toString(), o, e, false));
        String report = "hakem: " + file + " line 2: ";
        assertTrue(err.toString().startsWith(report) && err.toString().lines().count() == 1, err.toString());
        assertTrue(!err.toString().contains("\r") && !err.toString().contains("positions/s"), err.toString());
        String answers = out.toString();
        out.getBuffer().setLength(0);
        err.getBuffer().setLength(0);
        // a terminal, the line shown from the first answer: cleared before each answer, and at the end
        assertEquals(2, new FenBatch(both, 1_000, dev.hakem.chess.Variant.STANDARD, 0).run(file.toString(), o, e, true));
        assertEquals(answers, out.toString(), "the answers are the same");
        String clear = "\r\033[K";
        String[] parts = err.toString().split(java.util.regex.Pattern.quote(clear), -1);
        assertEquals(5, parts.length, err.toString());
        assertEquals("", parts[0]);
        assertTrue(parts[1].matches(java.util.regex.Pattern.quote(file.toString()) + ": 1 positions, \\d+ positions/s"),
                parts[1]);
        assertTrue(parts[2].startsWith(report) && parts[2].endsWith("\n"), parts[2]);
        assertTrue(parts[3].matches(java.util.regex.Pattern.quote(file.toString()) + ": 2 positions, \\d+ positions/s"),
                parts[3]);
        assertEquals("", parts[4], "the progress line is erased at the end");
    }

    @Test
    void chess960PositionsAreReadWithTheOption() throws Exception {
        Path file = dir.resolve("960.fen");
        Files.writeString(file, "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9\n");
        assertEquals(2, run("mate-possible", "--fens", file.toString()));
        assertTrue(err.toString().startsWith("hakem: " + file + " line 1: ") && err.toString().contains("--chess960"),
                err.toString());
        out.getBuffer().setLength(0);
        err.getBuffer().setLength(0);
        assertEquals(0, run("mate-possible", "--fens", file.toString(), "--chess960"));
        JsonNode j = jsonLines().get(0);
        assertEquals("can can false", j.get("white").asText() + " " + j.get("black").asText() + " " + j.get("dead"));
        assertEquals("", err.toString());
        // one position: the options of perft and explain (a start position by its number)
        out.getBuffer().setLength(0);
        assertEquals(0, run("mate-possible", "--number", "0", "--json"));
        j = new ObjectMapper().readTree(out.toString());
        assertEquals("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1", j.get("fen").asText()); // X-FEN
        assertEquals("can can false", j.get("white").asText() + " " + j.get("black").asText() + " " + j.get("dead"));
    }
}
