package dev.hakem.chess.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.chess.ChessException;
import dev.hakem.chess.Color;
import dev.hakem.chess.Position;
import dev.hakem.chess.notation.Notation;
import java.io.StringReader;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class PgnReaderTest {

    private static List<PgnEntry> entries(String text) {
        try (PgnReader r = new PgnReader(new StringReader(text))) {
            return r.entries().collect(Collectors.toList());
        }
    }

    private static ChessException error(String text) {
        return assertThrows(ChessException.class, () -> PgnReader.readAll(text));
    }

    @Test
    void turkishGameTextParses() {
        PgnGame tr = PgnReader.readGame("1. e4 e5 2. Af3 Ac6 3. Fb5 a6 4. Fa4 Af6 5. 0-0 Fe7 6. Ke1");
        PgnGame en = PgnReader.readGame("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1");
        assertEquals(11, tr.moves().size());
        assertEquals(en.moves(), tr.moves());
        assertEquals(Notation.TURKISH, tr.notation());
        assertEquals(Notation.ENGLISH, en.notation());
        assertEquals("*", tr.result());
        assertFalse(tr.terminated());
        assertEquals("Ke1", tr.mainLine().get(10).san());
    }

    @Test
    void tagsCommentsNagsAndNestedVariationsAreKept() {
        String pgn = "[Event \"Test \\\"quoted\\\"\"]\n[Site \"Ankara\"]\n[Black \"B\"]\n\n"
                + "{start} 1. e4 $1 {good} (1. d4 d5 (1... Nf6 2. c4) 2. c4) 1... e5 2. Nf3!? Nc6 ; line comment\n"
                + "3. Bb5 1-0\n";
        PgnGame g = PgnReader.readGame(pgn);
        assertEquals(List.of("Event", "Site", "Black"), List.copyOf(g.tags().keySet()));
        assertEquals("Test \"quoted\"", g.tag("Event"));
        assertEquals(List.of("start"), g.comments());
        assertEquals(5, g.mainLine().size());
        PgnMove e4 = g.mainLine().get(0);
        assertEquals(List.of(1), e4.nags());
        assertEquals(List.of("good"), e4.comments());
        assertEquals(1, e4.variations().size());
        PgnVariation v = e4.variations().get(0);
        assertEquals(List.of("d4", "d5", "c4"), v.moves().stream().map(PgnMove::san).collect(Collectors.toList()));
        assertNull(v.moves().get(0).move());
        PgnVariation nested = v.moves().get(1).variations().get(0);
        assertEquals(List.of("Nf6", "c4"), nested.moves().stream().map(PgnMove::san).collect(Collectors.toList()));
        assertEquals(List.of(5), g.mainLine().get(2).nags());
        assertEquals("Nf3!?", g.mainLine().get(2).san());
        assertEquals(List.of("line comment"), g.mainLine().get(3).comments());
        assertEquals("1-0", g.result());
        assertTrue(g.terminated());
        assertEquals(6, g.mainLine().get(4).line());
        assertEquals(4, g.mainLine().get(4).column());
    }

    @Test
    void setUpAndFenTagsGiveTheStartPosition() {
        String fen = "4k3/8/8/8/8/8/4P3/4K2R b K - 3 40";
        PgnGame g = PgnReader.readGame("[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n\n40... Kd7 41. O-O Kc6 *");
        assertEquals(fen, g.startPosition().fen());
        assertEquals(3, g.moves().size());
        assertEquals(Color.WHITE, g.finalPosition().sideToMove());
        ChessException e = error("[SetUp \"1\"]\n[FEN \"8/8/8 w - - 0 1\"]\n\n*");
        assertEquals(2, e.line());
        assertEquals(1, e.column());
        assertEquals(1, error("[SetUp \"1\"]\n\n1. e4 *").line());
    }

    @Test
    void illegalMoveNamesLineColumnAndToken() {
        ChessException e = error("[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Ke3 *");
        assertEquals(3, e.line());
        assertEquals(24, e.column());
        assertTrue(e.getMessage().startsWith("\"Ke3\": illegal"), e.getMessage());
        assertEquals("3.10.1", e.article());
        ChessException m = error("1. e4 e5 2. Nf9 *");
        assertEquals(15, m.column());                  // the character itself
        ChessException mark = error("1. e4 e5 2. Nf3+ *");
        assertEquals("C.13.4", mark.article());
        assertEquals(13, mark.column());
    }

    @Test
    void moveNumbersMustFit() {
        ChessException e = error("1. e4 e5 3. Nf3 *");
        assertEquals(10, e.column());
        assertTrue(e.getMessage().contains("this is move 2"), e.getMessage());
        assertTrue(error("1... e4 *").getMessage().contains("announces a Black move"));
        assertEquals(2, PgnReader.readGame("1. e4 1... e5 *").moves().size());
        assertEquals(2, PgnReader.readGame("1.e4 1. ... e5 *").moves().size());
    }

    @Test
    void mixedLettersAreAnError() {
        ChessException e = error("1. e4 e5 2. Nf3 Ac6 *");
        assertEquals("C.3", e.article());
        assertEquals(17, e.column());
        assertTrue(e.getMessage().contains("\"Nf3\" at line 1, column 13"), e.getMessage());
    }

    @Test
    void brokenGameDoesNotHideTheOthers() {
        String text = "[Event \"1\"]\n\n1. e4 e5 1-0\n\n"
                + "[Event \"2\"]\n\n1. e4 (1. d4 e5 1/2-1/2\n\n"
                + "[Event \"3\"]\n\n1. d4 d5 0-1\n\n"
                + "[Event \"4\"\n\n1. c4 {never closed\n\n"
                + "[Event \"5\"]\n\n1. Nf3 e5 2. Qd4 *\n\n"
                + "[Event \"6\"]\n\n1. Nf3 e5 *\n\n"
                + "[Event \"7\"]\n\n1. Nf3 e5";
        List<PgnEntry> es = entries(text);
        assertEquals(List.of("1", "error 7:17", "3", "error 13:11", "error 19:14", "6", "7"),
                es.stream().map(e -> e.isGame() ? e.game().tag("Event")
                        : "error " + e.error().line() + ":" + e.error().column()).collect(Collectors.toList()));
        assertTrue(es.get(6).atEndOfInput());
        assertFalse(es.get(5).atEndOfInput());
        assertEquals(6, es.get(6).index());
        assertEquals(17, es.get(4).line());
    }

    @Test
    void gameWithoutResultBeforeNextTags() {
        List<PgnEntry> es = entries("[Event \"a\"]\n\n1. e4 e5\n\n[Event \"b\"]\n\n1. d4 *\n");
        assertFalse(es.get(0).isGame());
        assertEquals(5, es.get(0).error().line());
        assertEquals("b", es.get(1).game().tag("Event"));
    }

    @Test
    void emptyInputAndTrailingComments() {
        assertEquals(0, entries("").size());
        assertEquals(0, entries("\n% nothing\n{just a comment}\n").size());
        assertEquals(1, entries("*").size());
        assertEquals(Position.startpos().fen(), entries("*").get(0).game().finalPosition().fen());
    }

    @Test
    void lettersCanBeFixedWhenNothingTellsThemApart() {
        // C.3: a PGN record whose letters do not show Turkish is English, the PGN standard's language
        String text = "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/4K3/8/3R4 w - - 0 1\"]\n\n1. Kd4 *";
        assertEquals("e3d4", PgnReader.readGame(text).moves().get(0).uci());
        // and K is never the Turkish rook because the English king move is illegal (hostile review P25)
        ChessException e = error("[SetUp \"1\"]\n[FEN \"4kr2/8/8/8/8/8/8/4K2R w - - 0 1\"]\n\n1. Kf1 *");
        assertEquals("\"Kf1\": illegal: no white king can move to f1 (White to move)", e.getMessage());
        assertEquals(4, e.line());
        assertEquals(4, e.column());
        try (PgnReader en = new PgnReader(new StringReader(text), Notation.ENGLISH);
             PgnReader tr = new PgnReader(new StringReader(text), Notation.TURKISH)) {
            assertEquals("e3d4", en.next().orThrow().moves().get(0).uci());
            assertEquals("d1d4", tr.next().orThrow().moves().get(0).uci());
        }
    }

    @Test
    void movetextFromAGivenPosition() {
        Position start = Position.fromFen("4k3/8/8/8/8/8/4P3/4K2R w K - 0 1");
        // a case's moves in undeclared letters: Kd7 can only mean Black's king (Black has no rook), but that
        // does not fix the language; Kf2 could be the king or the rook, so the notation is asked for (C.3)
        ChessException ask = error2(start, "1. 0-0 Kd7 2. Kf2");
        assertEquals("\"Kf2\": the letter K is the king in English and the rook in Turkish, and here it could be the "
                + "king g1-f2 or the rook f1-f2; say which notation the game uses (English or Turkish)", ask.getMessage());
        assertEquals(15, ask.column());
        PgnGame g = PgnReader.readMovetext(start, "1. 0-0 Kd7 2. Kf2", Notation.ENGLISH);
        assertEquals(List.of("e1g1", "e8d7", "g1f2"),
                g.moves().stream().map(m -> m.uci()).collect(Collectors.toList()));
        assertEquals(Notation.ENGLISH, PgnReader.readMovetext(Position.startpos(), "1. Nf3").notation());
        assertEquals(0, PgnReader.readMovetext(start, "  ").moves().size());
        assertEquals(1, error2(start, "[Event \"x\"] 1. e4").line());
        assertTrue(error2(start, "1. O-O * 1. e4").getMessage().contains("goes on after its result"));
    }

    private static ChessException error2(Position start, String text) {
        return assertThrows(ChessException.class, () -> PgnReader.readMovetext(start, text));
    }

    /** The end offsets of the entries of {@code bytes} read in {@code encoding}, and their bytes that are not text. */
    private static List<String> ends(byte[] bytes, PgnEncoding encoding) {
        List<String> out = new java.util.ArrayList<>();
        try (PgnReader r = PgnReader.resume(encoding.reader(new java.io.ByteArrayInputStream(bytes)), 1, 0, 0, encoding)) {
            for (PgnEntry e : r) {
                out.add(e.endOffset() + (e.notText() == null ? "" : " " + e.notText()) + (e.isGame() ? " " + e.tag("White") : ""));
            }
        }
        return out;
    }

    private static int after(byte[] bytes, int from) {
        for (int i = from; i < bytes.length; i++) {
            if (bytes[i] == '*') {
                return i + 1;
            }
        }
        throw new AssertionError();
    }

    /**
     * Hostile #24: byte offsets (where --follow reads on) are exact whatever the characters: two-, three- and
     * four-byte UTF-8, a byte that is not UTF-8 (kept as one byte, named with line, column and value), a sequence
     * cut off, an overlong form; in ISO-8859-1 every character is one byte.
     */
    @Test
    void byteOffsetsAreExactInEitherEncodingAndABadByteIsNamed() {
        java.io.ByteArrayOutputStream b = new java.io.ByteArrayOutputStream();
        byte[] g1 = "[White \"M\u00fcller \u20ac \ud83d\ude00\"]\n1. e4 *\n".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        b.writeBytes(g1);
        b.writeBytes("[White \"M".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        b.writeBytes(new byte[] {(byte) 0xFC, 'l', (byte) 0xE2, (byte) 0x82, ' ', (byte) 0xC0, (byte) 0xAF});
        b.writeBytes("\"]\n1. d4 *\n[White \"C\"]\n1. c4 *\n".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        byte[] all = b.toByteArray();
        int e1 = after(all, 0);
        int e2 = after(all, e1);
        int e3 = after(all, e2);
        assertEquals(List.of(e1 + " M\u00fcller \u20ac \ud83d\ude00", e2 + " NotText[line=3, column=10, value=252] M\ufffdl\ufffd\ufffd \ufffd\ufffd",
                e3 + " C"), ends(all, PgnEncoding.UTF_8));
        List<String> latin = ends(all, PgnEncoding.ISO_8859_1);
        assertEquals(3, latin.size());
        assertEquals(e1 + " M\u00c3\u00bcller \u00e2\u0082\u00ac \u00f0\u009f\u0098\u0080", latin.get(0));
        assertEquals(e3 + " C", latin.get(2));
    }
}
