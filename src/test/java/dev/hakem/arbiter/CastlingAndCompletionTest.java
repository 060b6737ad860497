package dev.hakem.arbiter;

import static dev.hakem.arbiter.Cases.B;
import static dev.hakem.arbiter.Cases.W;
import static dev.hakem.arbiter.Cases.clocks;
import static dev.hakem.arbiter.Cases.expect;
import static dev.hakem.arbiter.Cases.illegal;
import static dev.hakem.arbiter.Cases.move;
import static dev.hakem.arbiter.Cases.press;
import static dev.hakem.arbiter.Cases.release;
import static dev.hakem.arbiter.Cases.rule;
import static dev.hakem.arbiter.Cases.touch;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** FIDE 4.4.1–4.4.4, 4.6, 4.7, 4.7.1–4.7.3, 7.5.2, and commentary cases 000-A1, 000-A2, 001-C1, 001-T1–T3. */
class CastlingAndCompletionTest {
    static final String CASTLE = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
    /** King and rooks on their squares but White has lost both castling rights (000-A2). */
    static final String NO_RIGHTS = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w kq - 0 1";
    /** White's king boxed in by its own pieces: no legal king move. */
    static final String BOXED = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/RN1QKB1R w kq - 0 1";
    static final String PAWN_E7 = "8/4P3/8/8/8/8/8/k3K3 w - - 0 1";

    @Test
    void kingThenRookMustCastleThatSide_4_4_1() {
        expect(rule(CASTLE, null, touch(W, "e1"), touch(W, "h1")),
                "result * null",
                "fen " + CASTLE + " toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation castle e1 kingside null null [4.4.1]",
                "TOUCH_OBLIGATION white [4.3.1]",
                "TOUCH_OBLIGATION white [4.4.1]");
    }

    @Test
    void rookThenKingForbidsCastlingThatSide_4_4_2() {
        expect(rule(CASTLE, null, touch(W, "h1"), touch(W, "e1"), move(W, "O-O")),
                "result * null",
                "fen r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 b kq - 1 1 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "TOUCH_OBLIGATION white [4.3.1]",
                "TOUCH_OBLIGATION white [4.4.2#h1, 4.4.2#h2, 4.3.1]",
                "MOVE_MADE white [4.7#h1, 4.7.2#h1, 1.3]",
                "OBLIGATION_BREACHED white [4.4.2#h1, 4.4.2#h2, 4.3.1, 4.8]");
    }

    @Test
    void rookThenKingAndCastlingOnTheOtherSideBreaksTouchMove_4_4_2() {
        expect(rule(CASTLE, null, touch(W, "h1"), touch(W, "e1"), move(W, "O-O-O")),
                "result * null",
                "fen r3k2r/pppppppp/8/8/8/8/PPPPPPPP/2KR3R b kq - 1 1 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "TOUCH_OBLIGATION white [4.3.1]",
                "TOUCH_OBLIGATION white [4.4.2#h1, 4.4.2#h2, 4.3.1]",
                "MOVE_MADE white [4.7#h1, 4.7.2#h1, 1.3]",
                "OBLIGATION_BREACHED white [4.4.2#h1, 4.4.2#h2, 4.3.1, 4.8]");
    }

    @Test
    void castlingThroughAnAttackedSquareCompletedIsIllegal_3_8_2_2_1() {
        String f1Attacked = "4k3/8/8/8/2b5/8/8/R3K2R w KQ - 0 1";
        expect(rule(f1Attacked, null, release(W, "e1-g1"), release(W, "h1-f1"), press(W)),
                "result * null",
                "fen " + f1Attacked + " toMove white",
                "clocks none",
                "illegal white=1 black=0",
                "obligation move-king e1 null null null [4.7.2#h3, 7.5.1#h4]",
                "TOUCH_OBLIGATION white [4.7.2#h3]",
                "ILLEGAL_MOVE white [7.5.1#h1, 6.2.1#h2, 3.10.2, 3.8.2.2.1]",
                "POSITION_REINSTATED white [7.5.1#h2, 7.5.1#h5]",
                "TIME_ADDED white [7.5.5#h1] player=black seconds=120",
                "TOUCH_OBLIGATION white [4.7.2#h3, 7.5.1#h4]");
    }

    @Test
    void kingThenRookWhereCastlingIsIllegalMeansAKingMove_4_4_3() {
        expect(rule(NO_RIGHTS, null, touch(W, "e1"), touch(W, "h1")),
                "result * null",
                "fen " + NO_RIGHTS + " toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation move-king e1 null null null [4.4.3#h1]",
                "TOUCH_OBLIGATION white [4.3.1]",
                "TOUCH_OBLIGATION white [4.4.3#h1]");
    }

    @Test
    void kingWithoutLegalMoveMeansAnyMove_4_4_3() {
        expect(rule(BOXED, null, touch(W, "e1"), touch(W, "h1")),
                "result * null",
                "fen " + BOXED + " toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation any-move null null null null [4.4.3#h2]",
                "TOUCH_OBLIGATION white [4.3.1, 4.5]",
                "TOUCH_OBLIGATION white [4.4.3#h2]");
    }

    @Test
    void castlingKingFirstIsMadeWhenTheRookIsReleased_4_7_2() {
        expect(rule(CASTLE, null, release(W, "e1-g1"), release(W, "h1-f1"), press(W)),
                "result * null",
                "fen r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 b kq - 1 1 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "TOUCH_OBLIGATION white [4.7.2#h2]",
                "MOVE_MADE white [4.7#h1, 4.7.2#h1, 1.3]");
    }

    @Test
    void kingReleasedAloneIsNoMoveYet_001_C1() {
        expect(rule(CASTLE, null, release(W, "e1-g1")),
                "result * null",
                "fen " + CASTLE + " toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation castle e1 kingside null null [4.7.2#h2]",
                "TOUCH_OBLIGATION white [4.7.2#h2]",
                "MOVE_NOT_COMPLETED white [4.7.2#h2]");
    }

    @Test
    void kingOnlyCastlingCompletedByTheClockIsIllegalAndMustCastle_000_A1() {
        Ruling r = rule(CASTLE, null, CompetitionRules.STANDARD, clocks("PT45M", "PT40M"), illegal(0, 0),
                release(W, "e1-g1"), press(W));
        expect(r,
                "result * null",
                "fen " + CASTLE + " toMove white",
                "clocks white=PT45M black=PT42M",
                "illegal white=1 black=0",
                "obligation castle e1 kingside null null [4.7.2#h2, 7.5.1#h4]",
                "TOUCH_OBLIGATION white [4.7.2#h2]",
                "ILLEGAL_MOVE white [7.5.1#h1, 6.2.1#h2, 3.10.2, 3.8.2#h2]",
                "POSITION_REINSTATED white [7.5.1#h2, 7.5.1#h5]",
                "TIME_ADDED white [7.5.5#h1] player=black seconds=120",
                "TOUCH_OBLIGATION white [4.7.2#h2, 7.5.1#h4]");
        assertTrue(r.decisions().get(2).tr().contains("e1'e beyaz şah"), r.decisions().get(2).tr());
        assertEquals(java.util.List.of("e1", "g1"), r.decisions().get(1).squares());
        assertEquals(java.util.List.of("e1"), r.decisions().get(4).squares());
    }

    @Test
    void kingOnlyCastlingWhenCastlingIsImpossibleMeansAKingMove_000_A2() {
        expect(rule(NO_RIGHTS, null, release(W, "e1-g1"), press(W)),
                "result * null",
                "fen " + NO_RIGHTS + " toMove white",
                "clocks none",
                "illegal white=1 black=0",
                "obligation move-king e1 null null null [4.7.2#h3, 7.5.1#h4]",
                "TOUCH_OBLIGATION white [4.7.2#h3]",
                "ILLEGAL_MOVE white [7.5.1#h1, 6.2.1#h2, 3.10.2, 3.8.2.1]",
                "POSITION_REINSTATED white [7.5.1#h2, 7.5.1#h5]",
                "TIME_ADDED white [7.5.5#h1] player=black seconds=120",
                "TOUCH_OBLIGATION white [4.7.2#h3, 7.5.1#h4]");
    }

    @Test
    void kingOnlyCastlingWithTheKingBoxedInMeansAnyMove_4_7_2() {
        expect(rule(BOXED, null, release(W, "e1-g1"), press(W)),
                "result * null",
                "fen " + BOXED + " toMove white",
                "clocks none",
                "illegal white=1 black=0",
                "obligation any-move null null null null [4.7.2#h4, 7.5.1#h4]",
                "TOUCH_OBLIGATION white [4.7.2#h4]",
                "ILLEGAL_MOVE white [7.5.1#h1, 6.2.1#h2, 3.10.2, 3.8.2.1, 3.8.2.2.2]",
                "POSITION_REINSTATED white [7.5.1#h2, 7.5.1#h5]",
                "TIME_ADDED white [7.5.5#h1] player=black seconds=120",
                "TOUCH_OBLIGATION white [4.7.2#h4, 7.5.1#h4]");
    }

    @Test
    void captureIsMadeWhenTheCapturingPieceIsReleased_4_7_1() {
        expect(rule("startpos", "1. e4 d5", new Event.Remove(W, "d5"), release(W, "e4-d5"), press(W)),
                "result * null",
                "fen rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "MOVE_MADE white [4.7#h1, 4.7.1, 1.3]");
    }

    @Test
    void promotionIsMadeWhenTheNewPieceIsPlaced_4_7_3_and_4_4_4() {
        expect(rule(PAWN_E7, null, release(W, "e7-e8"), new Event.Promote(W, "V"), press(W)),
                "result * null",
                "fen 4Q3/8/8/8/8/8/8/k3K3 b - - 0 1 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "MOVE_MADE white [4.7#h1, 4.7.3, 4.4.4, 1.3]");
    }

    @Test
    void promotionChoiceIsFinalOnceThePieceIsOnTheSquare_4_4_4() {
        expect(rule(PAWN_E7, null, release(W, "e7-e8"), new Event.Promote(W, "Q"), new Event.Promote(W, "N"), press(W)),
                "result * null",
                "fen 4Q3/8/8/8/8/8/8/k3K3 b - - 0 1 toMove black",
                "clocks none",
                "illegal white=1 black=0",
                "obligation none",
                "MOVE_MADE white [4.7#h1, 4.7.3, 4.4.4, 1.3]",
                "ILLEGAL_MOVE white [7.5.1#h1, 6.2.1#h2, 4.7#h1, 1.3, 4.4.4]",
                "POSITION_REINSTATED white [7.5.1#h2, 7.5.1#h5]",
                "TIME_ADDED white [7.5.5#h1] player=black seconds=120");
    }

    @Test
    void pawnTakenOffAndQueenPutOnThePromotionSquare_4_6_1() {
        String fen = "8/4P3/8/8/2k5/8/8/4K3 w - - 0 60";
        expect(rule(fen, null, touch(W, "e7"), new Event.Remove(W, "e7"), new Event.Promote(W, "V"), press(W)),
                "result * null",
                "fen 4Q3/8/8/8/2k5/8/8/4K3 b - - 0 60 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "TOUCH_OBLIGATION white [4.3.1]",
                "MOVE_MADE white [4.7#h1, 4.7.3, 4.4.4, 1.3]");
    }

    @Test
    void newPiecePutFirstThenPawnTakenOff_4_6_2() {
        String fen = "8/4P3/8/8/2k5/8/8/4K3 w - - 0 60";
        expect(rule(fen, null, touch(W, "e7"), new Event.Promote(W, "K", "e8"), new Event.Remove(W, "e7"), press(W)),
                "result * null",
                "fen 4R3/8/8/8/2k5/8/8/4K3 b - - 0 60 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "TOUCH_OBLIGATION white [4.3.1]",
                "MOVE_MADE white [4.7#h1, 4.7.3, 4.4.4, 1.3]");
    }

    @Test
    void pawnOnLastRankWithoutNewPieceIsNotMadeYet_4_7_3() {
        // released on e8 as part of a legal move, the pawn promotes there (4.7#h1), any piece (4.4.4)
        expect(rule(PAWN_E7, null, release(W, "e7-e8")),
                "result * null",
                "fen " + PAWN_E7 + " toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation promote-on e8 null e7 null [4.7#h1, 4.4.4#h1]",
                "MOVE_NOT_COMPLETED white [4.7.3, 4.6]",
                "TOUCH_OBLIGATION white [4.7#h1, 4.4.4#h1]");
    }

    @Test
    void clockPressedWithoutPromotionPieceGivesAQueen_7_5_2() {
        expect(rule(PAWN_E7, null, CompetitionRules.STANDARD, clocks("PT5M", "PT5M"), null, release(W, "e7-e8"), press(W)),
                "result * null",
                "fen 4Q3/8/8/8/8/8/8/k3K3 b - - 0 1 toMove black",
                "clocks white=PT5M black=PT7M",
                "illegal white=1 black=0",
                "obligation none",
                "ILLEGAL_MOVE white [7.5.2#h1]",
                "PROMOTED_TO_QUEEN white [7.5.2#h2]",
                "TIME_ADDED white [7.5.5#h1] player=black seconds=120");
    }

    @Test
    void twoHandsOnACompletedMoveIsPenalised_7_5_4() {
        expect(rule(CASTLE, null, release(W, "e1-g1"), release(W, "h1-f1"), new Event.PressClock(W, 2)),
                "result * null",
                "fen r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 b kq - 1 1 toMove black",
                "clocks none",
                "illegal white=1 black=0",
                "obligation none",
                "TOUCH_OBLIGATION white [4.7.2#h2]",
                "MOVE_MADE white [4.7#h1, 4.7.2#h1, 1.3]",
                "ILLEGAL_MOVE white [7.5.4, 4.1]",
                "TIME_ADDED white [7.5.5#h1] player=black seconds=120");
    }

    @Test
    void rookReleasedFirstIsARookMoveAndTheKingMoveAfterItIsIllegal_4_4_2_and_4_7() {
        expect(rule(CASTLE, null, release(W, "h1-f1"), release(W, "e1-g1"), press(W)),
                "result * null",
                "fen r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3KR2 b Qkq - 1 1 toMove black",
                "clocks none",
                "illegal white=1 black=0",
                "obligation none",
                "MOVE_MADE white [4.7#h1, 1.3]",
                "ILLEGAL_MOVE white [7.5.1#h1, 6.2.1#h2, 4.7#h1, 1.3]",
                "POSITION_REINSTATED white [7.5.1#h2, 7.5.1#h5]",
                "TIME_ADDED white [7.5.5#h1] player=black seconds=120");
    }
}
