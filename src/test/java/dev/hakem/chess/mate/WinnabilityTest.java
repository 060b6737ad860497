package dev.hakem.chess.mate;

import static dev.hakem.chess.mate.Winnability.Answer.CAN;
import static dev.hakem.chess.mate.Winnability.Answer.CANNOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.chess.Color;
import dev.hakem.chess.Position;
import dev.hakem.chess.mate.Winnability.Answer;
import dev.hakem.chess.mate.Winnability.Verdict;
import org.junit.jupiter.api.Test;

/**
 * FIDE 5.2.2: verdicts on positions whose answer is known independently of the engine; each
 * case says why. Every CAN is checked by replaying the helpmate the engine returns on the chess
 * core's {@link Position} and seeing the loser checkmated.
 */
class WinnabilityTest {

    /** Asserts the verdict of both sides; for CAN, replays the helpmate on the core position. */
    private static void expect(String fen, Answer white, Answer black) {
        Position p = Position.fromFen(fen);
        check(p, Color.WHITE, white);
        check(p, Color.BLACK, black);
        Boolean dead = Winnability.isDeadPosition(p);
        if (white == CANNOT && black == CANNOT) {
            assertEquals(Boolean.TRUE, dead, fen);
        } else if (white == CAN || black == CAN) {
            assertEquals(Boolean.FALSE, dead, fen);
        }
    }

    private static Verdict check(Position p, Color side, Answer expected) {
        Verdict v = Winnability.analyse(p, side);
        assertEquals(expected, v.answer(), p.fen() + " " + side + ": " + v);
        Helpmates.assertProved(p, side, v);
        return v;
    }

    @Test
    void bareKingsAreDead() {
        // A king never gives check (it may not stand next to the other king), so neither side can mate.
        expect("8/8/8/4k3/8/8/8/4K3 w - - 0 1", CANNOT, CANNOT);
        assertEquals("lone-king", Winnability.analyse(Position.fromFen("8/8/8/4k3/8/8/8/4K3 w - - 0 1"),
                Color.WHITE).grounds());
    }

    @Test
    void kingAndBishopAgainstKingIsDead() {
        // Checks by one light-squared bishop leave the king's dark orthogonal neighbours to the enemy
        // king alone, which cannot cover two of them without touching the king.
        expect("8/8/8/4k3/8/8/8/2B1K3 w - - 0 1", CANNOT, CANNOT);
    }

    @Test
    void kingAndKnightAgainstKingIsDead() {
        // No placement of K+N against K is a checkmate (enumerated in InsufficientMaterialTest).
        expect("8/8/8/4k3/8/8/8/1N2K3 b - - 0 1", CANNOT, CANNOT);
    }

    @Test
    void twoKnightsCanMateWithHelp() {
        // K+N+N cannot force mate, but with Black's cooperation mates exist (e.g. Kh1, Kf1... Nf2#).
        expect("8/8/8/4k3/8/8/8/2NNK3 w - - 0 1", CAN, CANNOT);
    }

    @Test
    void sameColouredBishopsAreDeadOppositeAreNot() {
        // d1 and e6 are both light squares: rule of bishops of one colour, whatever the number.
        expect("8/8/4b3/4k3/8/8/8/3BK3 w - - 0 1", CANNOT, CANNOT);
        // Two light-squared bishops each (b1, d1, e2, e6): still only light-square checks.
        expect("8/8/4b3/4k3/8/8/4B3/1b1BK3 w - - 0 1", CANNOT, CANNOT);
        // d6 is dark: the loser's own bishop can block a flight square of the other colour
        // (e.g. Ka8, Bb8 against Kb6, Bd5), so each side can be mated.
        expect("8/8/3b4/4k3/8/8/8/3BK3 w - - 0 1", CAN, CAN);
    }

    @Test
    void knightAgainstPawnCanMate() {
        // The pawn can block its own king (Ka1, pa2 against Kc2, Nb3#); and it can promote and mate.
        expect("8/8/8/p3k3/8/8/8/4K1N1 w - - 0 1", CAN, CAN);
    }

    @Test
    void lockedPawnChainWithKingsOnlyIsDead() {
        // Every rank-4 square is a white pawn or attacked by a black pawn and every rank-5 square a
        // black pawn or attacked by a white one: no king crosses, no pawn moves, nobody ever checks.
        Position p = Position.fromFen("8/8/1k6/p1p1p1p1/P1P1P1P1/8/3K4/8 w - - 0 1");
        expect(p.fen(), CANNOT, CANNOT);
        assertEquals("blockade", Winnability.analyse(p, Color.WHITE).grounds());
        // A light-squared bishop cannot cross either: all light squares of rank 4 hold white pawns.
        expect("8/8/1k6/p1p1p1p1/P1P1P1P1/8/3K4/5B2 w - - 0 1", CANNOT, CANNOT);
    }

    @Test
    void lockedChainWithAWayThroughIsNotDead() {
        // Without the g-pawns the white king walks round by g4 and takes e5 (no pawn guards it):
        // the structure opens and mates become possible.
        Position p = Position.fromFen("8/8/1k6/p1p1p3/P1P1P3/8/3K4/8 w - - 0 1");
        assertEquals(null, Blockade.reason(dev.hakem.chess.SearchBoard.of(p), 0));
        check(p, Color.WHITE, CAN);
    }

    @Test
    void forcedCaptureOfTheOnlyMatingPieceIsDead() {
        // Black's only legal move is Kxb7 (a7, b8 attacked, the queen unguarded): then White has a
        // lone king. No mate for White by any series of legal moves; Black has only a king.
        Position p = Position.fromFen("k7/1Q6/8/8/8/8/8/7K b - - 0 1");
        expect(p.fen(), CANNOT, CANNOT);
        assertEquals("exhaustive-search", Winnability.analyse(p, Color.WHITE).grounds());
    }

    @Test
    void forcedLineIntoStalemateFromARealGame() {
        // Lalith–Boscolo, Forni di Sopra 2012, after 65... h2+: White's only move is Kh1 (f1, f2
        // covered, h2 guarded by g3); then both pawn pairs are frozen, the white king has no square
        // (g1 is attacked by h2) and every Black move stalemates White. Nobody can ever mate.
        Position p = Position.fromFen("8/8/8/8/8/6p1/4k1Pp/6K1 w - - 0 66");
        expect(p.fen(), CANNOT, CANNOT);
        assertEquals("exhaustive-search", Winnability.analyse(p, Color.BLACK).grounds());
    }

    @Test
    void stalemateAndCheckmateOnTheBoard() {
        // Stalemate ends the game (5.2.1): no series of moves follows.
        expect("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", CANNOT, CANNOT);
        // Fool's mate: White is checkmated; Black has mated, White never can.
        Position mate = Position.fromFen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
        Verdict v = check(mate, Color.BLACK, CAN);
        assertEquals("checkmate-on-board", v.grounds());
        check(mate, Color.WHITE, CANNOT);
    }

    @Test
    void queenAgainstBareKingWithTheKingsFarApart() {
        // K+Q v K: mate on an edge with the king's support always exists; the winning king must
        // first walk across the board (a plan the guided search has to find, not just checks).
        expect("8/8/3k4/8/3Q4/8/6K1/8 b - - 0 1", CAN, CANNOT);
        expect("8/6k1/8/3q4/8/3K4/8/8 w - - 4 59", CANNOT, CAN);
    }

    @Test
    void knightAgainstBishopCanMateInTheCorner() {
        // Kh1 with its own bishop on h2 against Kf1 (covering g1, g2) and a knight checking from f2
        // is checkmate (the bishop on h2 cannot reach f2): the knight side can mate with help.
        check(Position.fromFen("8/8/8/4k3/8/8/3b4/4K1N1 w - - 0 1"), Color.WHITE, CAN);
    }

    @Test
    void loneBishopAgainstLoneRookCannotMate() {
        // K+B v K+R (a real endgame, TWIC 920): the rook can always capture or block the checking
        // bishop, so Black (bishop) never mates; White (rook) can, with Black's help.
        Position p = Position.fromFen("8/1R6/4b3/4k3/8/2K5/8/8 w - - 0 71");
        expect(p.fen(), CAN, CANNOT);
        assertEquals("lone-minor-against-lone-heavy-piece", Winnability.analyse(p, Color.BLACK).grounds());
        // a knight against a rook is different: Ka1, Rb1 v Ka3, Nc2 is mate, so it stays open to search
        check(Position.fromFen("8/8/8/4k3/8/8/3r4/4K1N1 w - - 0 1"), Color.WHITE, CAN);
    }

    @Test
    void theBlockedPawnIsFreedByACaptureOnB6() {
        // Left undetermined before issue 15 (White to mate): White has only Kf1 and the a5 pawn,
        // blocked by a6. Black must help: a black man comes to b6, axb6, the pawn runs to b8, and
        // the new queen mates with Black's king walked into a corner.
        Position p = Position.fromFen("r7/7p/p5p1/P3n3/8/4k3/7r/5K2 w - - 0 39");
        Verdict v = check(p, Color.WHITE, CAN);
        assertTrue(v.helpmate().contains("a5b6"), "the pawn is freed by a capture on b6: " + v.helpmate());
        check(p, Color.BLACK, CAN);
    }

    @Test
    void aLoneBishopAgainstARookAndABishopOfItsColourCannotMate() {
        // Rule 5: a light bishop checks only a king on a light square; its dark orthogonal
        // neighbours must hold Black's rook (Black's light bishop cannot stand there), and a rook
        // next to the checking line can always take the checker or step in front of it.
        Position p = Position.fromFen("5r1k/8/B7/8/8/8/8/1K1b4 w - - 0 1");
        expect(p.fen(), CANNOT, CAN);
        assertEquals("bishops-against-rooks-and-queens", Winnability.analyse(p, Color.WHITE).grounds());
        // with a knight instead of the black bishop the knight can block: a mate exists
        check(Position.fromFen("5r1k/8/B7/8/8/8/8/1K1n4 w - - 0 1"), Color.WHITE, CAN);
    }

    @Test
    void initialPositionBothCan() {
        expect(Position.startpos().fen(), CAN, CAN);
    }

    @Test
    void undeterminedReportsTheBound() {
        // With a budget of a few nodes no line can be finished: undetermined, never a guess.
        Verdict v = Winnability.analyse(Position.fromFen("8/8/8/p3k3/8/8/8/4K1N1 w - - 0 1"), Color.WHITE, 10);
        assertEquals(Answer.UNDETERMINED, v.answer());
        assertEquals("bound", v.grounds());
        assertFalse(v.nodes() > 20);
    }
}
