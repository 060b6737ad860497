package dev.hakem.arbiter.review;

import static dev.hakem.arbiter.review.Review.B;
import static dev.hakem.arbiter.review.Review.W;
import static dev.hakem.arbiter.review.Review.check;
import static dev.hakem.arbiter.review.Review.move;
import static dev.hakem.arbiter.review.Review.rule;
import static dev.hakem.arbiter.review.Review.touch;

import dev.hakem.arbiter.Event;
import org.junit.jupiter.api.Test;

/** Review: FIDE 4.3.1–4.3.3, 4.5, 4.8 (touch-move), scenario by scenario. */
class TouchMoveReviewTest {
    /** White Nc3 can take the black pawn d5; the white pawn e4 can take it too. */
    static final String KNIGHT_AND_PAWN = "4k3/8/8/3p4/4P3/2N5/8/4K3 w - - 0 1";
    /** As above but the knight stands on c2 and cannot reach d5. */
    static final String KNIGHT_C2 = "4k3/8/8/3p4/4P3/8/2N5/4K3 w - - 0 1";
    /** White bishop e2 pinned by the rook e7: no legal move; knight b1 free. */
    static final String PINNED = "4k3/4r3/8/8/8/8/4B3/1N2K3 w - - 0 1";
    /** Black just played d7-d5 next to the white pawn e5: only exd6 e.p. takes it. */
    static final String EN_PASSANT = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2";

    @Test
    void ownThenEnemyMustCaptureWithTheFirstTouchedOwnPiece_4_3_3() {
        // Nc3 touched, then the d5 pawn: exd5 (another piece) breaks 4.3.3#h1
        check(rule(KNIGHT_AND_PAWN, null, touch(W, "c3"), touch(W, "d5"), move(W, "exd5")))
                .result("*", null)
                .fen("4k3/8/8/3P4/8/2N5/8/4K3 b - - 0 1", B)
                .noClocks().illegal(0, 0).noObligation()
                .decisions("TOUCH_OBLIGATION white", "TOUCH_OBLIGATION white", "MOVE_MADE white", "OBLIGATION_BREACHED white")
                .cites("OBLIGATION_BREACHED", "4.3.3#h1").cites("OBLIGATION_BREACHED", "4.8")
                .done();
    }

    @Test
    void ownThenEnemyObligationNamesBothPieces_4_3_3() {
        check(rule(KNIGHT_AND_PAWN, null, touch(W, "c3"), touch(W, "d5")))
                .result("*", null).fen(KNIGHT_AND_PAWN, W).noClocks().illegal(0, 0)
                .obligation("capture-piece", "d5", null).obligationFrom("c3").obligationCites("4.3.3#h1")
                .decisions("TOUCH_OBLIGATION white", "TOUCH_OBLIGATION white")
                .done();
    }

    @Test
    void bothColoursCaptureImpossibleFirstTouchedOwnPieceMoves_4_3_3h2() {
        check(rule(KNIGHT_C2, null, touch(W, "c2"), touch(W, "d5")))
                .result("*", null).fen(KNIGHT_C2, W).noClocks().illegal(0, 0)
                .obligation("move-piece", "c2", null).obligationCites("4.3.3#h2")
                .decisions("TOUCH_OBLIGATION white", "TOUCH_OBLIGATION white")
                .done();
    }

    @Test
    void bothColoursEnemyTouchedFirstAndCapturableMustBeCaptured_4_3_3h2() {
        // Nc2 cannot take d5; the first touched piece that can be moved or captured is the d5 pawn (exd5)
        check(rule(KNIGHT_C2, null, touch(W, "d5"), touch(W, "c2")))
                .result("*", null).fen(KNIGHT_C2, W).noClocks().illegal(0, 0)
                .obligation("capture-piece", "d5", null).obligationFrom(null).obligationCites("4.3.3#h2")
                .decisions("TOUCH_OBLIGATION white", "TOUCH_OBLIGATION white")
                .done();
    }

    @Test
    void touchedPinnedPieceThenFreePieceMoveTheFreeOne_4_3_1() {
        check(rule(PINNED, null, touch(W, "e2"), touch(W, "b1")))
                .result("*", null).fen(PINNED, W).noClocks().illegal(0, 0)
                .obligation("move-piece", "b1", null).obligationCites("4.3.1")
                .decisions("TOUCH_OBLIGATION white", "TOUCH_OBLIGATION white")
                .done();
    }

    @Test
    void onlyTouchedPieceCannotMoveAnyMove_4_5() {
        check(rule(PINNED, null, touch(W, "e2"), move(W, "Kd1")))
                .result("*", null).fen("4k3/4r3/8/8/8/8/4B3/1N1K4 b - - 1 1", B).noClocks().illegal(0, 0).noObligation()
                .decisions("TOUCH_OBLIGATION white", "MOVE_MADE white")
                .cites("TOUCH_OBLIGATION", "4.5")
                .done();
    }

    @Test
    void enemyPawnCapturableOnlyEnPassantMustBeTakenEnPassant_4_3_2() {
        check(rule(EN_PASSANT, null, touch(W, "d5"), move(W, "exd6")))
                .result("*", null).fen("4k3/8/3P4/8/8/8/8/4K3 b - - 0 2", B).noClocks().illegal(0, 0).noObligation()
                .decisions("TOUCH_OBLIGATION white", "MOVE_MADE white")
                .cites("TOUCH_OBLIGATION", "4.3.2").cites("MOVE_MADE", "4.7.1")
                .done();
    }

    @Test
    void enPassantTouchObligation_4_3_2() {
        check(rule(EN_PASSANT, null, touch(W, "d5")))
                .result("*", null).fen(EN_PASSANT, W).noClocks().illegal(0, 0)
                .obligation("capture-piece", "d5", null).obligationCites("4.3.2")
                .decisions("TOUCH_OBLIGATION white")
                .done();
    }

    @Test
    void claimBeforeTouchingIsUpheldMoveTakenBack_4_8() {
        check(rule("startpos", "1. e4 e5", touch(W, "g1"), move(W, "Bc4"), new Event.Claim(B, Event.ClaimKind.TOUCH_MOVE, null)))
                .result("*", null)
                .fen("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2", W)
                .noClocks().illegal(0, 0)
                .obligation("move-piece", "g1", null).obligationCites("4.3.1")
                .decisions("TOUCH_OBLIGATION white", "MOVE_MADE white", "OBLIGATION_BREACHED white",
                        "CLAIM_UPHELD black", "POSITION_REINSTATED white", "TOUCH_OBLIGATION white")
                .cites("CLAIM_UPHELD", "4.8")
                .done();
    }

    @Test
    void adjustingDoesNotCostTheRightToClaim_4_8_4_2_1() {
        check(rule("startpos", "1. e4 e5", touch(W, "g1"), move(W, "Bc4"), new Event.Adjust(B, "b8"),
                new Event.Claim(B, Event.ClaimKind.TOUCH_MOVE, null)))
                .result("*", null)
                .fen("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2", W)
                .noClocks().illegal(0, 0)
                .obligation("move-piece", "g1", null)
                .decisions("TOUCH_OBLIGATION white", "MOVE_MADE white", "OBLIGATION_BREACHED white", "PIECE_ADJUSTED black",
                        "CLAIM_UPHELD black", "POSITION_REINSTATED white", "TOUCH_OBLIGATION white")
                .done();
    }

    @Test
    void claimAfterTouchingIsForfeited_4_8() {
        check(rule("startpos", "1. e4 e5", touch(W, "g1"), move(W, "Bc4"), touch(B, "b8"),
                new Event.Claim(B, Event.ClaimKind.TOUCH_MOVE, null)))
                .result("*", null)
                .fen("rnbqkbnr/pppp1ppp/8/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 2", B)
                .noClocks().illegal(0, 0)
                .obligation("move-piece", "b8", null)
                .decisions("TOUCH_OBLIGATION white", "MOVE_MADE white", "OBLIGATION_BREACHED white",
                        "TOUCH_OBLIGATION black", "CLAIM_FORFEITED black")
                .cites("CLAIM_FORFEITED", "4.8")
                .done();
    }

    @Test
    void mateWithAMoveThatBrokeTouchMoveIsTakenBackOnClaim_5_1_1_4_8() {
        // 5.1.1#h3: a mate counts only if the mating move complied with 4.2-4.7
        check(rule("startpos", "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6", touch(W, "g1"), move(W, "Qxf7#"),
                new Event.Claim(B, Event.ClaimKind.TOUCH_MOVE, null)))
                .result("*", null)
                .fen("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", W)
                .noClocks().illegal(0, 0)
                .obligation("move-piece", "g1", null)
                .decisions("TOUCH_OBLIGATION white", "MOVE_MADE white", "OBLIGATION_BREACHED white",
                        "CLAIM_UPHELD black", "POSITION_REINSTATED white", "TOUCH_OBLIGATION white")
                .done();
    }
}
