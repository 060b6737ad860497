package dev.hakem.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * FIDE 7.5.1, A.5.2, A.5.4: positions left on the board by illegal moves nobody corrected — made as the
 * hand made them ({@link Position#playAsMade}), not validated, and playable on from there.
 */
class IrregularPositionTest {

    private static Move m(String from, String to) {
        return Move.of(Square.parse(from), Square.parse(to));
    }

    @Test
    void aLegalMoveIsPlayedAsUsual() {
        Position p = Position.startpos();
        assertEquals(p.play(m("e2", "e4")), p.playAsMade(m("e2", "e4")));
    }

    @Test
    void theKingLeftInCheckStaysInCheckAndTheTurnPasses() {
        Position p = Position.fromFen("6k1/3R1pp1/7p/8/8/8/1r3PPP/6K1 b - - 0 31").play(m("b2", "b1"));
        Position after = p.playAsMade(m("h2", "h3"));
        assertEquals("6k1/3R1pp1/7p/8/8/7P/5PP1/1r4K1 b - - 0 32", after.fen());
        assertSame(p, after.previous());
        assertEquals(m("h2", "h3"), after.lastMove());
        assertFalse(after.bothKingsInCheck());
        assertEquals(Square.NONE, after.pawnOnEdgeRank());
        // Black plays on: no move takes the white king off the board
        assertTrue(after.legalMoves().stream().noneMatch(x -> x.to() == Square.parse("g1")));
        assertEquals("8/3R1ppk/7p/8/8/7P/5PP1/1r4K1 w - - 1 33", after.play(m("g8", "h7")).fen());
    }

    @Test
    void checkingBackLeavesBothKingsInCheck() {
        Position p = Position.fromFen("6k1/3R1pp1/7p/8/8/8/1r3PPP/6K1 b - - 0 31").play(m("b2", "b1"));
        Position after = p.playAsMade(m("d7", "d8"));
        assertTrue(after.bothKingsInCheck());
        assertTrue(after.isCheck());
    }

    @Test
    void aPawnLeftOnTheLastRankStaysAPawn() {
        Position after = Position.fromFen("6k1/4P3/8/8/8/8/r4PPP/6K1 w - - 0 40").playAsMade(m("e7", "e8"));
        assertEquals("4P1k1/8/8/8/8/8/r4PPP/6K1 b - - 0 40", after.fen());
        assertEquals(Square.parse("e8"), after.pawnOnEdgeRank());
        assertEquals("4P3/5k2/8/8/8/8/r4PPP/6K1 w - - 1 41", after.play(m("g8", "f7")).fen());
    }

    @Test
    void castlingThroughCheckTakesTheRookAcrossAndLosesTheRights() {
        Position p = Position.fromFen("r3k2r/ppp2ppp/2n5/8/2b5/5N2/PPP2PPP/R3K2R w KQkq - 0 15");
        Move castle = m("e1", "g1");
        assertFalse(p.isLegal(castle));
        assertEquals("r3k2r/ppp2ppp/2n5/8/2b5/5N2/PPP2PPP/R4RK1 b kq - 1 15", p.playAsMade(castle).fen());
    }

    @Test
    void aBishopJumpingOverItsOwnPawnCapturesAndResetsTheCount() {
        Position p = Position.fromFen("r1b2rk1/2q1bppp/p2p1n2/npp1p3/3PP3/2P2N1P/PPB2PP1/RNBQR1K1 w - - 1 12");
        Position after = p.playAsMade(m("c2", "h7"));
        assertEquals("r1b2rk1/2q1bppB/p2p1n2/npp1p3/3PP3/2P2N1P/PP3PP1/RNBQR1K1 b - - 0 12", after.fen());
    }

    @Test
    void aPressWithoutAMovePassesTheTurnOnly() {
        Position p = Position.startpos();
        Position after = p.afterIrregularAction(p.placement(), null);
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1", after.fen());
        Position same = p.afterIrregularAction(p.placement(), null, false);
        assertEquals(Position.startpos().fen(), same.fen());
    }

    @Test
    void aTwoSquarePawnStepSetsTheEnPassantSquare() {
        Position p = Position.fromFen("4k3/8/8/8/8/8/4P3/4K2r w - - 0 1"); // White is in check: any pawn move is illegal
        assertEquals("4k3/8/8/8/4P3/8/8/4K2r b - e3 0 1", p.playAsMade(m("e2", "e4")).fen());
    }

    @Test
    void nothingMovesFromAnEmptySquareOrOntoAnOwnPieceOrAKing() {
        Position p = Position.startpos();
        assertThrows(ChessException.class, () -> p.playAsMade(m("e3", "e5")));
        assertThrows(ChessException.class, () -> p.playAsMade(m("d1", "d2")));
        Position q = Position.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        assertThrows(ChessException.class, () -> q.playAsMade(m("a1", "e1")));
        assertThrows(ChessException.class, () -> q.afterIrregularAction(new Piece[64], null));
    }

    @Test
    void adjacentKingsNeverTakeEachOther() {
        Position after = Position.fromFen("8/8/8/4k3/8/4K3/8/R7 w - - 0 50").playAsMade(m("e3", "e4"));
        assertTrue(after.legalMoves().stream().noneMatch(x -> x.to() == Square.parse("e4")));
        assertTrue(after.legalMoveCount() > 0);
    }
}
