package dev.hakem.chess.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.chess.Position;
import dev.hakem.chess.notation.Notation;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class PgnWriterTest {

    private static final String GAME = "[Black \"Siyah, Ş.\"]\n[ECO \"C60\"]\n[Event \"Test \\\\ \\\"x\\\"\"]\n\n"
            + "{Giriş yorumu} 1. e4 $1 {good} (1. d4 d5 (1... Nf6 2. c4) 2. c4) 1... e5 2. Nf3!? Nc6 ; line comment\n"
            + "3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 11. Nbd2 Bb7\n"
            + "12. Bc2 Re8 13. Nf1 Bf8 14. Ng3 g6 15. a4 c5 16. d5 c4 17. Bg5 h6 18. Be3 Nc5 19. Qd2 h5\n"
            + "20. Bg5 Be7 21. Bxf6 Bxf6 22. Qh6 Bg7 23. Qg5 Bf6 24. Qh6 Bg7 25. Qg5 Bf6 1/2-1/2\n";

    @Test
    void exportHasTheRosterFirstAndShortLines() {
        PgnGame g = PgnReader.readGame(GAME);
        String out = PgnWriter.toPgn(g);
        List<String> lines = out.lines().collect(Collectors.toList());
        assertEquals(List.of("[Event \"Test \\\\ \\\"x\\\"\"]", "[Site \"?\"]", "[Date \"????.??.??\"]", "[Round \"?\"]",
                "[White \"?\"]", "[Black \"Siyah, Ş.\"]", "[Result \"1/2-1/2\"]", "[ECO \"C60\"]", ""),
                lines.subList(0, 9));
        for (String l : lines) {
            assertTrue(l.length() <= 80, l);
        }
        assertTrue(out.contains("{Giriş yorumu} 1. e4 $1 {good} (1. d4 d5 (1... Nf6 2. c4) 2. c4) 1... e5 2. Nf3"),
                out);
        assertTrue(out.endsWith(" 1/2-1/2\n\n"), out);
    }

    @Test
    void writeThenReadKeepsEverythingInBothLetterSets() {
        PgnGame g = PgnReader.readGame(GAME);
        for (Notation n : Notation.values()) {
            String text = PgnWriter.toPgn(g, n);
            PgnGame back = PgnReader.readGame(text);
            assertEquals(n, back.notation(), text);
            assertEquals(g.moves(), back.moves());
            assertEquals(g.comments(), back.comments());
            assertEquals(g.result(), back.result());
            for (int i = 0; i < g.mainLine().size(); i++) {
                PgnMove a = g.mainLine().get(i);
                PgnMove b = back.mainLine().get(i);
                assertEquals(a.nags(), b.nags());
                assertEquals(a.comments(), b.comments());
                assertEquals(a.variations().size(), b.variations().size());
            }
            // the same text again: writing is stable
            assertEquals(text, PgnWriter.toPgn(back, n));
        }
        String tr = PgnWriter.toPgn(g, Notation.TURKISH).replace('\n', ' ');
        assertTrue(tr.contains("2. Af3 $5 Ac6 {line comment} 3. Fb5"), tr);
        assertTrue(tr.contains("(1. d4 d5 (1... Af6 2. c4) 2. c4)"), tr);
        assertTrue(tr.contains("5. O-O Fe7 6. Ke1"), tr);
    }

    @Test
    void builtGameGetsSetUpAndFen() {
        Position start = Position.fromFen("4k3/8/8/8/8/8/4P3/4K2R w K - 0 1");
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("White", "A");
        PgnGame g = PgnGame.of(tags, start, List.of(dev.hakem.chess.notation.Uci.parse("e1g1")), "*");
        String out = PgnWriter.toPgn(g, Notation.TURKISH);
        assertTrue(out.contains("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K2R w K - 0 1\"]\n"), out);
        assertTrue(out.contains("\n1. O-O *\n"), out);
        assertEquals(g.moves(), PgnReader.readGame(out).moves());
    }
}
