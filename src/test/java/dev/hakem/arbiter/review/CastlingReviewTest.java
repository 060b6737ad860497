package dev.hakem.arbiter.review;

import static dev.hakem.arbiter.review.Review.B;
import static dev.hakem.arbiter.review.Review.RAPID;
import static dev.hakem.arbiter.review.Review.STANDARD;
import static dev.hakem.arbiter.review.Review.W;
import static dev.hakem.arbiter.review.Review.check;
import static dev.hakem.arbiter.review.Review.move;
import static dev.hakem.arbiter.review.Review.press;
import static dev.hakem.arbiter.review.Review.release;
import static dev.hakem.arbiter.review.Review.rule;
import static dev.hakem.arbiter.review.Review.touch;

import org.junit.jupiter.api.Test;

/** Review: FIDE 4.4.1–4.4.3, 4.7.2 and commentary cases 000-A1, 000-A2. */
class CastlingReviewTest {
    /** The black bishop c4 attacks f1: White may castle queenside only. */
    static final String F1_ATTACKED = "4k3/8/8/8/2b5/8/8/R3K2R w KQ - 0 1";
    static final String BOTH = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    /** White in check from the rook e2 (undefended); neither rook can help. */
    static final String CHECKED = "4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1";

    @Test
    void kingThenRookCastlingIllegalOtherSideCastlingIsAKingMove_4_4_3() {
        check(rule(F1_ATTACKED, null, touch(W, "e1"), touch(W, "h1"), move(W, "O-O-O")))
                .result("*", null).fen("4k3/8/8/8/2b5/8/8/2KR3R b - - 1 1", B).noClocks().illegal(0, 0).noObligation()
                .decisions("TOUCH_OBLIGATION white", "TOUCH_OBLIGATION white", "MOVE_MADE white")
                .cites("TOUCH_OBLIGATION", "4.4.3#h1")
                .done();
    }

    @Test
    void kingThenRookCastlingIllegalRookMoveBreaches_4_4_3() {
        check(rule(F1_ATTACKED, null, touch(W, "e1"), touch(W, "h1"), move(W, "Rg1")))
                .result("*", null).fen("4k3/8/8/8/2b5/8/8/R3K1R1 b Q - 1 1", B).noClocks().illegal(0, 0).noObligation()
                .decisions("TOUCH_OBLIGATION white", "TOUCH_OBLIGATION white", "MOVE_MADE white", "OBLIGATION_BREACHED white")
                .cites("OBLIGATION_BREACHED", "4.4.3#h1")
                .done();
    }

    @Test
    void rookThenKingOtherSideCastlingBreachesBecauseTheRookMustMove_4_4_2() {
        check(rule(BOTH, null, touch(W, "h1"), touch(W, "e1"), move(W, "O-O-O")))
                .result("*", null).fen("r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1", B).noClocks().illegal(0, 0).noObligation()
                .decisions("TOUCH_OBLIGATION white", "TOUCH_OBLIGATION white", "MOVE_MADE white", "OBLIGATION_BREACHED white")
                .cites("OBLIGATION_BREACHED", "4.4.2#h2")
                .done();
    }

    @Test
    void rookThenKingRookCannotMoveKingMust_4_4_2_4_3_1() {
        check(rule(CHECKED, null, touch(W, "h1"), touch(W, "e1")))
                .result("*", null).fen(CHECKED, W).noClocks().illegal(0, 0)
                .obligation("move-piece", "e1", null).obligationCites("4.3.1")
                .decisions("TOUCH_OBLIGATION white", "TOUCH_OBLIGATION white")
                .done();
    }

    @Test
    void kingReleasedOnG1CastlingIllegalThenAnotherKingSquareIsAMove_4_7_2h3() {
        check(rule(F1_ATTACKED, null, release(W, "e1-g1"), release(W, "g1-d1"), press(W)))
                .result("*", null).fen("4k3/8/8/8/2b5/8/8/R2K3R b - - 1 1", B).noClocks().illegal(0, 0).noObligation()
                .decisions("TOUCH_OBLIGATION white", "MOVE_MADE white")
                .cites("TOUCH_OBLIGATION", "4.7.2#h3")
                .done();
    }

    @Test
    void kingReleasedOnG1ThenPutBackStillMustCastle_4_7_2h2() {
        check(rule(BOTH, null, release(W, "e1-g1"), release(W, "g1-e1"), release(W, "h1-g1"), press(W)))
                .result("*", null).fen("r3k2r/8/8/8/8/8/8/R3K1R1 b Qkq - 1 1", B).noClocks().illegal(0, 0).noObligation()
                .decisions("TOUCH_OBLIGATION white", "MOVE_MADE white", "OBLIGATION_BREACHED white")
                .cites("OBLIGATION_BREACHED", "4.7.2#h2")
                .done();
    }

    @Test
    void illegalCastlingThroughAttackedSquareCompleted_7_5_1_3_8_2_2_1() {
        check(rule(F1_ATTACKED, null, STANDARD, "PT10M", "PT10M", 0, 0,
                release(W, "e1-g1"), release(W, "h1-f1"), press(W)))
                .result("*", null).fen(F1_ATTACKED, W).clocks("PT10M", "PT12M").illegal(1, 0)
                .obligation("move-king", "e1", null).obligationCites("7.5.1#h4")
                .decisions("TOUCH_OBLIGATION white", "ILLEGAL_MOVE white", "POSITION_REINSTATED white",
                        "TIME_ADDED white player=black seconds=120", "TOUCH_OBLIGATION white")
                .cites("ILLEGAL_MOVE", "7.5.1").cites("ILLEGAL_MOVE", "3.8.2.2.1").cites("TIME_ADDED", "7.5.5#h1")
                .done();
    }

    @Test
    void kingOnlyQueensideCastlingRapid_000_A1() {
        String start = "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1";
        check(rule(start, null, RAPID, "PT5M", "PT5M", 0, 0, release(B, "e8-c8"), press(B)))
                .result("*", null).fen(start, B).clocks("PT6M", "PT5M").illegal(0, 1)
                .obligation("castle", "e8", "queenside").obligationCites("4.7.2#h2").obligationCites("7.5.1#h4")
                .decisions("TOUCH_OBLIGATION black", "ILLEGAL_MOVE black", "POSITION_REINSTATED black",
                        "TIME_ADDED black player=white seconds=60", "TOUCH_OBLIGATION black")
                .cites("ILLEGAL_MOVE", "7.5.1").cites("TIME_ADDED", "A.3").cites("POSITION_REINSTATED", "7.5.1#h2")
                .done();
    }

    @Test
    void kingOnlyCastlingThenOtherSideCastlingBreaches_000_A1() {
        String start = "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1";
        check(rule(start, null, RAPID, "PT5M", "PT5M", 0, 0, release(B, "e8-c8"), press(B), move(B, "O-O")))
                .result("*", null).fen("r4rk1/8/8/8/8/8/8/R3K2R w KQ - 1 2", W).clocks("PT6M", "PT5M").illegal(0, 1)
                .noObligation()
                .decisions("TOUCH_OBLIGATION black", "ILLEGAL_MOVE black", "POSITION_REINSTATED black",
                        "TIME_ADDED black player=white seconds=60", "TOUCH_OBLIGATION black", "MOVE_MADE black",
                        "OBLIGATION_BREACHED black")
                .done();
    }

    @Test
    void kingOnlyCastlingWithoutRightsMustMoveTheKing_000_A2() {
        String start = "r3k2r/8/8/8/8/8/8/R3K2R b KQ - 0 1";
        check(rule(start, null, STANDARD, "PT5M", "PT5M", 0, 0, release(B, "e8-g8"), press(B)))
                .result("*", null).fen(start, B).clocks("PT7M", "PT5M").illegal(0, 1)
                .obligation("move-king", "e8", null).obligationCites("4.7.2#h3")
                .decisions("TOUCH_OBLIGATION black", "ILLEGAL_MOVE black", "POSITION_REINSTATED black",
                        "TIME_ADDED black player=white seconds=120", "TOUCH_OBLIGATION black")
                .cites("ILLEGAL_MOVE", "7.5.1")
                .done();
    }

    @Test
    void kingThenRookMustCastleKingMoveBreaches_4_4_1() {
        check(rule(BOTH, null, touch(W, "e1"), touch(W, "h1"), move(W, "e1f1")))
                .result("*", null).fen("r3k2r/8/8/8/8/8/8/R4K1R b kq - 1 1", B).noClocks().illegal(0, 0).noObligation()
                .decisions("TOUCH_OBLIGATION white", "TOUCH_OBLIGATION white", "MOVE_MADE white", "OBLIGATION_BREACHED white")
                .cites("OBLIGATION_BREACHED", "4.4.1")
                .done();
    }

    @Test
    void touchedKnightThenCastlingBreaches_4_3_1_4_7_2() {
        // the knight b1 was touched first: releasing the king on g1 does not lift the 4.3.1 obligation
        String start = "r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1";
        check(rule(start, null, touch(W, "b1"), release(W, "e1-g1"), release(W, "h1-f1"), press(W)))
                .result("*", null).fen("r3k2r/8/8/8/8/8/8/RN3RK1 b kq - 1 1", B).noClocks().illegal(0, 0).noObligation()
                .decisions("TOUCH_OBLIGATION white", "MOVE_MADE white", "OBLIGATION_BREACHED white")
                .cites("OBLIGATION_BREACHED", "4.3.1")
                .done();
    }

    @Test
    void kingTouchedThenReleasedOnG1ThenMovedToF1Breaches_4_7_2h2() {
        // the touch of the king (4.3.1) allows castling, so releasing it on g1 commits White to castle
        check(rule(BOTH, null, touch(W, "e1"), release(W, "e1-g1"), release(W, "g1-f1"), press(W)))
                .result("*", null).fen("r3k2r/8/8/8/8/8/8/R4K1R b kq - 1 1", B).noClocks().illegal(0, 0).noObligation()
                .decisions("TOUCH_OBLIGATION white", "TOUCH_OBLIGATION white", "MOVE_MADE white", "OBLIGATION_BREACHED white")
                .cites("OBLIGATION_BREACHED", "4.7.2#h2")
                .done();
    }

    @Test
    void kingReleasedOnC1CastlingIllegalQueensideKingsideCastlingAllowed_4_7_2h3() {
        // the black rook d8 attacks d1, so O-O-O is illegal; castling kingside is "another king move" (4.7.2#h3)
        String start = "3rk3/8/8/8/8/8/8/R3K2R w KQ - 0 1";
        check(rule(start, null, release(W, "e1-c1"), release(W, "c1-g1"), release(W, "h1-f1"), press(W)))
                .result("*", null).fen("3rk3/8/8/8/8/8/8/R4RK1 b - - 1 1", B).noClocks().illegal(0, 0).noObligation()
                .decisions("TOUCH_OBLIGATION white", "MOVE_MADE white")
                .cites("TOUCH_OBLIGATION", "4.7.2#h3")
                .done();
    }

    @Test
    void kingReleasedOnG1WithNoLegalKingMoveAnyMove_4_7_2h4() {
        // the bishop h3 attacks f1: neither Kf1 nor O-O is legal, the king has no legal move at all
        String start = "4k3/8/8/8/8/7b/3PPP2/3QK2R w K - 0 1";
        check(rule(start, null, release(W, "e1-g1"), release(W, "g1-e1"), release(W, "d2-d4"), press(W)))
                .result("*", null).fen("4k3/8/8/8/3P4/7b/4PP2/3QK2R b K d3 0 1", B).noClocks().illegal(0, 0).noObligation()
                .decisions("TOUCH_OBLIGATION white", "MOVE_MADE white")
                .cites("TOUCH_OBLIGATION", "4.7.2#h4")
                .done();
    }

    @Test
    void castlingWithBothPiecesWithoutTheRightIsIllegalThenAKingMove_000_A2() {
        String start = "r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1";
        check(rule(start, null, STANDARD, "PT10M", "PT10M", 0, 0, release(W, "e1-g1"), release(W, "h1-f1"), press(W)))
                .result("*", null).fen(start, W).clocks("PT10M", "PT12M").illegal(1, 0)
                .obligation("move-king", "e1", null).obligationCites("7.5.1#h4")
                .decisions("TOUCH_OBLIGATION white", "ILLEGAL_MOVE white", "POSITION_REINSTATED white",
                        "TIME_ADDED white player=black seconds=120", "TOUCH_OBLIGATION white")
                .cites("ILLEGAL_MOVE", "7.5.1")
                .done();
    }
}
