package dev.hakem.chess.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.hakem.chess.ChessException;
import dev.hakem.chess.Move;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import dev.hakem.chess.Variant;
import org.junit.jupiter.api.Test;

/** SAN and UCI for Chess960 castling (Guidelines II.3): O-O / O-O-O, and the king taking its own rook in UCI. */
class Chess960NotationTest {

    private static final Position P = Position.fromFen("4k3/8/8/8/8/8/8/1R3KR1 w GB - 0 1", Variant.CHESS960);

    private static Move m(String uci) {
        return Move.of(Square.parse(uci.substring(0, 2)), Square.parse(uci.substring(2, 4)));
    }

    @Test
    void sanCastlingIsTheKingTakingItsRook() {
        assertEquals(m("f1g1"), San.read(P, "O-O", Notation.ENGLISH));
        assertEquals(m("f1b1"), San.read(P, "0-0-0", Notation.TURKISH));
        assertEquals("O-O", San.write(P, m("f1g1"), Notation.ENGLISH));
        assertEquals("O-O-O", San.write(P, m("f1b1"), Notation.TURKISH));
        // the king's plain step to g1 is not possible (own rook) and not castling
        ChessException e = assertThrows(ChessException.class, () -> San.read(P, "Kg1", Notation.ENGLISH));
        assertEquals("\"Kg1\": illegal: no white king can move to g1 (White to move)", e.getMessage());
        assertEquals("3.10.1", e.article());
    }

    @Test
    void uciCastlingIsTheKingTakingItsRook() {
        assertEquals(m("f1g1"), Uci.read(P, "f1g1"));
        Position q = Position.fromFen("4k3/8/8/8/8/8/8/R3K2R w HA - 0 1", Variant.CHESS960);
        ChessException e = assertThrows(ChessException.class, () -> Uci.read(q, "e1g1"));
        assertEquals("\"e1g1\": in Chess960 castling is written as the king taking its own rook (e1h1)", e.getMessage());
        assertEquals("II.3", e.article());
        Position s = Position.fromFen("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        ChessException f = assertThrows(ChessException.class, () -> Uci.read(s, "e1h1"));
        assertEquals("\"e1h1\": castling is written as the king's two-square move (e1g1); the king taking its own "
                + "rook is the Chess960 way", f.getMessage());
    }

    /** An illegal "O-O" in Chess960 is read as the castling it means, to be explained. */
    @Test
    void observedCastlingThatIsNotLegal() {
        Position q = Position.fromFen("4k3/8/8/8/8/8/8/RN2K2R w HA - 0 1", Variant.CHESS960);
        assertEquals(m("e1a1"), MoveInput.readObserved(q, "O-O-O"));
        Position none = Position.fromFen("4k3/8/8/8/8/8/8/4K3 w - - 0 1", Variant.CHESS960);
        ChessException e = assertThrows(ChessException.class, () -> MoveInput.readObserved(none, "O-O"));
        assertEquals("move \"O-O\": white has no rook on the g-side of the king to castle with (FIDE 3.8.2, II.3)",
                e.getMessage());
    }
}
