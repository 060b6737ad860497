package dev.hakem.chess.notation;

import static dev.hakem.chess.notation.Notation.ENGLISH;
import static dev.hakem.chess.notation.Notation.TURKISH;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.chess.ChessException;
import dev.hakem.chess.Move;
import dev.hakem.chess.PieceType;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import org.junit.jupiter.api.Test;

class SanTest {

    private static Move mv(String uci) {
        return Uci.parse(uci);
    }

    private static Position fen(String fen) {
        return Position.fromFen(fen);
    }

    /** Writes the move in both letter sets, checks the text, and reads each back to the same move. */
    private static void both(Position p, String uci, String en, String tr) {
        Move m = mv(uci);
        assertEquals(en, San.write(p, m, ENGLISH));
        assertEquals(tr, San.write(p, m, TURKISH));
        assertEquals(m, San.read(p, en, ENGLISH));
        assertEquals(m, San.read(p, tr, TURKISH));
    }

    private static ChessException fails(Position p, String token, Notation n) {
        return assertThrows(ChessException.class, () -> San.read(p, token, n));
    }

    @Test
    void pieceLettersInBothLanguages() {
        Position p = Position.startpos();
        both(p, "g1f3", "Nf3", "Af3");
        both(p, "e2e4", "e4", "e4");
        Position q = fen("4k3/8/8/8/8/8/8/R2QKB2 w - - 0 1");
        both(q, "a1a7", "Ra7", "Ka7");
        both(q, "d1d7", "Qd7+", "Vd7+");
        both(q, "f1b5", "Bb5+", "Fb5+");
        both(q, "e1e2", "Ke2", "Şe2");
        assertEquals(mv("e1e2"), San.read(q, "S\u0327e2", TURKISH));      // Ş written with a combining cedilla
    }

    @Test
    void disambiguationByFileRankOrBothMinimal() {
        Position files = fen("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
        both(files, "b1d2", "Nbd2", "Abd2");
        both(files, "f1d2", "Nfd2", "Afd2");
        both(files, "f1g3", "Ng3", "Ag3");
        Position ranks = fen("4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1");
        both(ranks, "g1f3", "N1f3", "A1f3");
        both(ranks, "g5f3", "N5f3", "A5f3");
        Position three = fen("8/7k/8/8/8/Q7/8/Q1Q1K3 w - - 0 1");
        both(three, "a1b2", "Qa1b2", "Va1b2");
        both(three, "a3b2", "Q3b2", "V3b2");
        both(three, "c1b2", "Qcb2", "Vcb2");
        ChessException e = fails(files, "Nd2", ENGLISH);
        assertTrue(e.getMessage().contains("Nbd2 or Nfd2"), e.getMessage());
        assertEquals("C.10", e.article());
        // a pinned knight does not count: the only legal one needs no departure file
        Position pinned = fen("4k3/8/8/b7/8/2N5/8/4K1N1 w - - 0 1");
        both(pinned, "g1e2", "Ne2", "Ae2");
        assertEquals(mv("g1e2"), San.read(pinned, "Nge2", ENGLISH));   // more than needed is still clear
        assertEquals(mv("g1e2"), San.read(pinned, "Ng1-e2", ENGLISH));   // long form (C.8)
        assertTrue(fails(pinned, "Nce2", ENGLISH).getMessage().contains("no white knight on the c-file can move to e2"));
    }

    @Test
    void promotionWithAndWithoutEquals() {
        Position p = fen("3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1");
        both(p, "e7e8q", "e8=Q", "e8=V");
        both(p, "e7e8r", "e8=R", "e8=K");
        both(p, "e7e8n", "e8=N", "e8=A");
        both(p, "e7d8b", "exd8=B", "exd8=F");
        assertEquals(mv("e7e8q"), San.read(p, "e8Q", ENGLISH));            // C.11 writes d8Q
        assertEquals(mv("e7e8q"), San.read(p, "e8=q", ENGLISH));
        // C.3: K is the king in English and the rook in Turkish; legality does not choose (no king promotion)
        assertTrue(assertThrows(ChessException.class, () -> San.readEither(p, "e8=K")).getMessage()
                .endsWith("the pawn e7-e8=king or the pawn e7-e8=rook; say which notation the game uses (English or Turkish)"));
        ChessException e = fails(p, "e8", ENGLISH);
        assertEquals("3.7.3.3", e.article());
        assertEquals("3.7.3.3", fails(p, "e8=K", ENGLISH).article());
        assertEquals("3.7.3.3", fails(fen("4k3/8/8/8/8/4P3/8/4K3 w - - 0 1"), "e4=Q", ENGLISH).article());
        ChessException none = fails(fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1"), "e8=Q", ENGLISH);
        assertTrue(none.getMessage().contains("no white pawn can move to e8"), none.getMessage());
        assertTrue(fails(p, "Rd9", ENGLISH).getMessage().contains("'9' is not a rank (1-8)"));
    }

    @Test
    void castlingBothWaysBothSpellings() {
        Position p = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        both(p, "e1g1", "O-O", "O-O");
        both(p, "e1c1", "O-O-O", "O-O-O");
        assertEquals(mv("e1g1"), San.read(p, "0-0", TURKISH));
        assertEquals(mv("e1c1"), San.read(p, "0-0-0", ENGLISH));
        assertEquals("3.10.1", fails(p, "Kg1", ENGLISH).article());        // castling is not a king move to g1
        Position noRight = fen("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1");
        assertEquals("3.8.2", fails(noRight, "O-O", ENGLISH).article());
    }

    @Test
    void checkAndMateMarksWrittenAndVerified() {
        Position p = Position.startpos();
        for (String s : new String[] {"e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6"}) {
            p = p.play(San.read(p, s, ENGLISH));
        }
        assertEquals("Qxf7#", San.write(p, mv("h5f7"), ENGLISH));
        assertEquals("Vxf7#", San.write(p, mv("h5f7"), TURKISH));
        assertEquals(mv("h5f7"), San.read(p, "Qxf7", ENGLISH));             // marks are optional (C.13.4-5)
        assertEquals(mv("h5f7"), San.read(p, "Qxf7+", ENGLISH));            // a mate is a check
        assertEquals(mv("h5f7"), San.read(p, "Qxf7++", ENGLISH));           // C.13.5
        assertEquals(mv("h5f7"), San.read(p, "Qf7#", ENGLISH));             // the capture sign is optional (C.13.3)
        assertEquals("C.13.4", fails(p, "Qh6+", ENGLISH).article());
        Position q = fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        assertEquals("C.13.5", fails(q, "Ra8#", ENGLISH).article());
        assertEquals(mv("a1a8"), San.read(q, "Ra8+", ENGLISH));
    }

    @Test
    void captureSignMustBeTrue() {
        Position p = Position.startpos();
        ChessException e = fails(p, "Nxf3", ENGLISH);
        assertEquals("C.9", e.article());
        assertEquals(2, e.column());
        assertTrue(e.getMessage().contains("f3 is empty"), e.getMessage());
    }

    @Test
    void enPassant() {
        Position p = fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
        both(p, "e5d6", "exd6", "exd6");
        assertEquals(mv("e5d6"), San.read(p, "exd6e.p.", ENGLISH));
        assertEquals(mv("e5d6"), San.read(p, "exd6 e.p.", TURKISH));
        assertEquals(mv("e5d6"), San.read(p, "ed6", ENGLISH));
        Position q = fen("4k3/8/3p4/4P3/8/8/8/4K3 w - - 0 1");
        assertEquals("C.13.6", fails(q, "exd6e.p.", ENGLISH).article());
    }

    @Test
    void eitherLettersDecideOrReportTheAmbiguity() {
        Position p = fen("4k3/8/8/8/8/4K3/8/3R4 w - - 0 1");
        assertEquals(mv("e3d4"), San.read(p, "Kd4", ENGLISH));
        assertEquals(mv("d1d4"), San.read(p, "Kd4", TURKISH));
        ChessException e = assertThrows(ChessException.class, () -> San.readEither(p, "Kd4"));
        assertTrue(e.getMessage().contains("king e3-d4") && e.getMessage().contains("rook d1-d4"), e.getMessage());
        assertEquals(mv("e3e4"), San.readEither(p, "Ke4"));                  // only the English king can
        assertEquals(mv("d1a1"), San.readEither(p, "Ka1"));                  // only the Turkish rook can
        assertEquals(mv("e3f3"), San.readEither(p, "Şf3"));
        assertEquals(mv("d1d8"), San.readEither(p, "Rd8+"));
        SanReading r = San.parse(p, "Ka1", 0, 3, Notation.EITHER);
        assertEquals(TURKISH, r.notation());
        assertEquals(null, San.parse(Position.startpos(), "e4", 0, 2, Notation.EITHER).notation());
        // neither piece could go to h8, and there is one of each: both readings could be meant (C.3)
        ChessException none = assertThrows(ChessException.class, () -> San.readEither(p, "Kh8"));
        assertEquals("\"Kh8\": the letter K is the king in English and the rook in Turkish, and here it could be the "
                + "king e3-h8 or the rook d1-h8; say which notation the game uses (English or Turkish)", none.getMessage());
        assertEquals("C.3", none.article());
        // Kf1 with the king on e1 and a rook on h1: the English king move is into check, the Turkish rook
        // move legal; the legal one is not taken (hostile review, finding 3)
        Position x34 = fen("4kr2/8/8/8/8/8/8/4K2R w - - 0 1");
        assertTrue(assertThrows(ChessException.class, () -> San.readEither(x34, "Kf1")).getMessage()
                .contains("could be the king e1-f1 or the rook h1-f1; say which notation"));
        assertEquals("3.10.1", fails(x34, "Kf1", ENGLISH).article());
        assertEquals(mv("h1f1"), San.read(x34, "Kf1", TURKISH));
    }

    @Test
    void malformedTokensNameTheColumn() {
        Position p = Position.startpos();
        assertEquals(3, fails(p, "Nf9", ENGLISH).column());
        assertEquals(1, fails(p, "Zf3", ENGLISH).column());
        assertEquals(3, fails(p, "  Zf3", ENGLISH).column());
        ChessException tr = fails(p, "Nf3", TURKISH);
        assertTrue(tr.getMessage().contains("English letter for the knight"), tr.getMessage());
        ChessException en = fails(p, "Af3", ENGLISH);
        assertTrue(en.getMessage().contains("Turkish letter for the knight"), en.getMessage());
        assertEquals(1, fails(p, "", ENGLISH).column());
        assertEquals(1, fails(p, "xe4", ENGLISH).column());
        assertEquals(3, fails(p, "e2e4e5", ENGLISH).column());
        assertEquals(4, fails(p, "Nf3!!!", ENGLISH).column());
    }

    @Test
    void illegalMovesSayWhoCannotMove() {
        Position p = Position.startpos();
        ChessException e = fails(p, "Nd4", ENGLISH);
        assertEquals("3.10.1", e.article());
        assertTrue(e.getMessage().startsWith("\"Nd4\": illegal: no white knight can move to d4"), e.getMessage());
        assertEquals(1, e.column());
    }

    @Test
    void suffixAnnotationsBecomeNags() {
        Position p = Position.startpos();
        assertEquals(5, San.parse(p, "e4!?", 0, 4, Notation.EITHER).suffixNag());
        assertEquals(4, San.parse(p, "e4??", 0, 4, Notation.EITHER).suffixNag());
        assertEquals(SanReading.Mark.CHECK, San.parse(p, "Nf3+!", 0, 5, Notation.EITHER).mark());
    }

    @Test
    void uciReadAndWrite() {
        Position p = fen("3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1");
        assertEquals(new Move(Square.parse("e7"), Square.parse("d8"), PieceType.QUEEN), Uci.read(p, "e7d8q"));
        assertEquals("e7d8q", Uci.write(mv("e7d8q")));
        assertEquals(mv("e1f2"), Uci.read(p, "E1F2"));
        assertEquals("3.7.3.3", assertThrows(ChessException.class, () -> Uci.read(p, "e7e8")).article());
        assertEquals("3.10.1", assertThrows(ChessException.class, () -> Uci.read(p, "e1e3")).article());
        assertEquals(3, assertThrows(ChessException.class, () -> Uci.parse("e2i4")).column());
        assertEquals(5, assertThrows(ChessException.class, () -> Uci.parse("e7e8k")).column());
    }

    @Test
    void moveInputTakesUciOrSanInEitherLetters() {
        Position p = Position.startpos();
        assertEquals(mv("g1f3"), MoveInput.read(p, "g1f3"));
        assertEquals(mv("g1f3"), MoveInput.read(p, "Nf3"));
        assertEquals(mv("g1f3"), MoveInput.read(p, " Af3 "));
        assertEquals(mv("e2e4"), MoveInput.read(p, "e2e4", TURKISH));
        assertEquals("C.2", assertThrows(ChessException.class, () -> MoveInput.read(p, "Af3", ENGLISH)).article());
        assertTrue(MoveInput.looksLikeUci("E7E8Q"));
        assertTrue(!MoveInput.looksLikeUci("e7e8=Q"));
    }
}
