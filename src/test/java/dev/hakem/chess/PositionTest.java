package dev.hakem.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Check, mate, stalemate, special moves and the FIDE 9.2.3 repetition identity. */
class PositionTest {

    private static Move m(String uci) {
        PieceType promo = uci.length() == 5 ? switch (uci.charAt(4)) {
            case 'q' -> PieceType.QUEEN;
            case 'r' -> PieceType.ROOK;
            case 'b' -> PieceType.BISHOP;
            default -> PieceType.KNIGHT;
        } : null;
        return new Move(Square.parse(uci.substring(0, 2)), Square.parse(uci.substring(2, 4)), promo);
    }

    private static Position play(Position p, String... moves) {
        for (String s : moves) {
            p = p.play(m(s));
        }
        return p;
    }

    @Test
    void foolsMateIsCheckmate() {
        Position p = play(Position.startpos(), "f2f3", "e7e5", "g2g4", "d8h4");
        assertTrue(p.isCheck());
        assertTrue(p.isCheckmate());
        assertFalse(p.isStalemate());
        assertEquals(List.of(), p.legalMoves());
        assertEquals(List.of(Square.parse("h4")), p.checkers());
    }

    @Test
    void stalemate() {
        Position p = Position.fromFen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assertFalse(p.isCheck());
        assertTrue(p.isStalemate());
        assertFalse(p.isCheckmate());
    }

    @Test
    void castlingMovesTheRookAndDropsRights() {
        Position p = play(Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), "e1g1");
        assertEquals("r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1", p.fen());
        p = play(p, "e8c8");
        assertEquals("2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2", p.fen());
    }

    @Test
    void capturingARookOnItsSquareRemovesThatRight() {
        Position p = play(Position.fromFen("r3k2r/8/8/8/8/8/6b1/R3K2R b KQkq - 0 1"), "g2h1");
        assertEquals("r3k2r/8/8/8/8/8/8/R3K2b w Qkq - 0 2", p.fen());
    }

    @Test
    void enPassantAndPromotion() {
        Position p = play(Position.fromFen("4k3/3p4/8/4P3/8/8/8/4K3 b - - 5 1"), "d7d5");
        assertEquals("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", p.fen());
        assertTrue(p.isEnPassant(m("e5d6")));
        assertTrue(p.isCapture(m("e5d6")));
        assertEquals("4k3/8/3P4/8/8/8/8/4K3 b - - 0 2", play(p, "e5d6").fen());
        Position q = Position.fromFen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        assertFalse(q.isLegal(m("a7a8")));
        assertEquals("N3k3/8/8/8/8/8/8/4K3 b - - 0 1", play(q, "a7a8n").fen());
        assertEquals(4 + 5, q.legalMoves().size());
        assertThrows(IllegalArgumentException.class, () -> q.play(m("a7a8")));
    }

    /** FIDE 9.2.3: an en-passant square only counts when the capture is legal. */
    @Test
    void repetitionKeyCountsEnPassantOnlyWhenLegal() {
        Position noCapturer = play(Position.startpos(), "e2e4");
        assertEquals(Square.parse("e3"), noCapturer.enPassantSquare());
        assertEquals("-", noCapturer.repetitionKey().enPassant());
        Position same = Position.fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        assertEquals(same.repetitionKey(), noCapturer.repetitionKey());
        assertEquals(same.hash(), noCapturer.hash());

        Position capturable = Position.fromFen("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
        assertEquals("e3", capturable.repetitionKey().enPassant());
        Position without = Position.fromFen("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1");
        assertNotEquals(without.repetitionKey(), capturable.repetitionKey());
        assertNotEquals(without.hash(), capturable.hash());

        // the capturing pawn is pinned: the capture is illegal, so the square does not count
        Position pinned = Position.fromFen("8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1");
        assertEquals(Square.NONE, pinned.legalEnPassantSquare());
        assertEquals("-", pinned.repetitionKey().enPassant());
        assertEquals(Position.fromFen("8/8/8/8/k2pP2R/8/8/4K3 b - - 0 1").hash(), pinned.hash());
    }

    @Test
    void repetitionKeyCountsCastlingRightsAndSide() {
        Position a = Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        Position b = Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1");
        Position c = Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
        assertNotEquals(a.repetitionKey(), b.repetitionKey());
        assertNotEquals(a.repetitionKey(), c.repetitionKey());
        assertNotEquals(a.hash(), b.hash());
        assertNotEquals(a.hash(), c.hash());
        // knights out and back: same position for 9.2.3, clocks aside
        Position back = play(Position.startpos(), "g1f3", "g8f6", "f3g1", "f6g8");
        assertEquals(Position.startpos().repetitionKey(), back.repetitionKey());
        assertEquals(Position.startpos().hash(), back.hash());
        assertNotEquals(Position.startpos(), back);
        // king out and back: castling rights lost, so not the same position
        Position kingBack = play(Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), "e1e2", "e8e7", "e2e1", "e7e8");
        assertNotEquals(a.repetitionKey(), kingBack.repetitionKey());
    }

    @Test
    void attackersAndAttacks() {
        Position p = Position.fromFen("4k3/8/8/8/2b5/8/8/4K2R w K - 0 1");
        assertTrue(p.isAttacked(Square.F1, Color.BLACK));
        assertFalse(p.isAttacked(Square.G1, Color.BLACK));
        assertEquals(List.of(Square.parse("c4")), p.attackers(Square.F1, Color.BLACK));
        assertEquals(List.of(Square.H1, Square.E1), p.attackers(Square.F1, Color.WHITE).stream().sorted((x, y) -> y - x).toList());
        assertFalse(p.isLegal(m("e1g1")));
        assertTrue(p.isLegal(m("h1h8")));
    }

    @Test
    void historyIsKept() {
        Position p = play(Position.startpos(), "e2e4", "e7e5");
        assertEquals(m("e7e5"), p.lastMove());
        assertEquals(m("e2e4"), p.previous().lastMove());
        assertEquals(Position.startpos(), p.previous().previous());
        assertEquals(null, Position.startpos().previous());
    }
}
