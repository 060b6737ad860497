package dev.hakem.arbiter.review;

import static dev.hakem.arbiter.review.Review.B;
import static dev.hakem.arbiter.review.Review.STANDARD;
import static dev.hakem.arbiter.review.Review.W;
import static dev.hakem.arbiter.review.Review.check;
import static dev.hakem.arbiter.review.Review.press;
import static dev.hakem.arbiter.review.Review.release;
import static dev.hakem.arbiter.review.Review.rule;
import static dev.hakem.arbiter.review.Review.touch;

import dev.hakem.arbiter.Event;
import org.junit.jupiter.api.Test;

/** Review, second round: the order of touches, the opponent's pieces, 4.4.1 with an attacked b-square. */
class TouchMoveMoreReviewTest {

    @Test
    void knightTouchedBeforeKingAndRookMustMove_4_3_1() {
        // 4.3.1: the first touched piece that can be moved (the knight) must be moved;
        // touching king and rook afterwards does not replace that obligation by 4.4.1
        String start = "r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1";
        check(rule(start, null, touch(W, "b1"), touch(W, "e1"), touch(W, "h1")))
                .result("*", null).fen(start, W).noClocks().illegal(0, 0)
                .obligation("move-piece", "b1", null).obligationCites("4.3.1")
                .decisions("TOUCH_OBLIGATION white")
                .done();
    }

    @Test
    void kingThenAdjacentEnemyRookKingMustCapture_4_3_3() {
        String start = "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1";
        check(rule(start, null, touch(W, "e1"), touch(W, "d2")))
                .result("*", null).fen(start, W).noClocks().illegal(0, 0)
                .obligation("capture-piece", "d2", null).obligationFrom("e1").obligationCites("4.3.3#h1")
                .decisions("TOUCH_OBLIGATION white", "TOUCH_OBLIGATION white")
                .done();
    }

    @Test
    void enemyPieceNotCapturableThenOwnPieceOwnPieceMoves_4_3_3h2() {
        String start = "4k3/8/8/3p4/8/8/2N5/4K3 w - - 0 1";
        check(rule(start, null, touch(W, "d5"), touch(W, "c2")))
                .result("*", null).fen(start, W).noClocks().illegal(0, 0)
                .obligation("move-piece", "c2", null).obligationCites("4.3.3#h2")
                .decisions("TOUCH_OBLIGATION white", "TOUCH_OBLIGATION white")
                .done();
    }

    @Test
    void kingThenRookMustCastleLongThoughB8IsAttacked_4_4_1_000_S5() {
        String start = "r3k3/8/8/8/8/8/1R6/4K3 b q - 0 1";
        check(rule(start, null, touch(B, "e8"), touch(B, "a8")))
                .result("*", null).fen(start, B).noClocks().illegal(0, 0)
                .obligation("castle", "e8", "queenside").obligationCites("4.4.1")
                .decisions("TOUCH_OBLIGATION black", "TOUCH_OBLIGATION black")
                .done();
    }

    @Test
    void movingTheOpponentsPieceAndPressingIsAnIllegalMove_7_5_1() {
        // White, having the move, carries Black's knight b8 to c6 and presses the clock:
        // that can happen at a board; it is a completed illegal move (1.1, 3.10.2, 7.5.1), not an input error
        String fen = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2";
        check(rule("startpos", "1. e4 e5", STANDARD, "PT10M", "PT10M", 0, 0,
                new Event.Release(W, "b8", "c6", false), press(W)))
                .result("*", null).fen(fen, W).clocks("PT10M", "PT12M").illegal(1, 0)
                .obligation("any-move", null, null)
                .decisions("ILLEGAL_MOVE white", "POSITION_REINSTATED white", "TIME_ADDED white player=black seconds=120",
                        "TOUCH_OBLIGATION white")
                .cites("ILLEGAL_MOVE", "7.5.1").cites("ILLEGAL_MOVE", "1.1").cites("TIME_ADDED", "7.5.5#h1")
                .done();
    }

    @Test
    void fiftyMoveClaimOnAnIntendedPawnMoveIsIncorrect_9_3_1() {
        String start = "4k3/8/8/8/8/8/P7/4K3 w - - 99 80";
        check(rule(start, null, STANDARD, "PT10M", "PT10M", 0, 0, new Event.Claim(W, Event.ClaimKind.FIFTY, "a3")))
                .result("*", null).fen(start, W).clocks("PT10M", "PT12M").illegal(0, 0)
                .obligation("play-move", "a2", null)
                .decisions("CLAIM_REJECTED white", "TIME_ADDED white player=black seconds=120", "TOUCH_OBLIGATION white")
                .done();
    }

    @Test
    void releasingAPieceOnAnIllegalSquareThenALegalOneIsOneMove_4_7() {
        // Bc1 put on c3 (not a bishop move), then moved on to e3: no move was made on c3, so e3 is the move
        String start = "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 1";
        check(rule(start, null, release(W, "c1-c3"), release(W, "c3-e3"), press(W)))
                .result("*", null).fen("rnbqkbnr/pppppppp/8/8/3P4/4B3/PPP1PPPP/RN1QKBNR b KQkq - 1 1", B)
                .noClocks().illegal(0, 0).noObligation()
                .decisions("MOVE_MADE white")
                .done();
    }

    @Test
    void enemyPieceTouchedBeforeKingAndRookMustBeCaptured_4_3_3h2() {
        // the black knight b3 is touched first, then king and rook: 4.3.3 (both colours) — the king cannot take b3,
        // so the first touched piece that can be moved or captured must be: the knight b3 (a2xb3)
        String start = "r3k2r/8/8/8/8/1n6/P7/R3K2R w KQkq - 0 1";
        check(rule(start, null, touch(W, "b3"), touch(W, "e1"), touch(W, "h1")))
                .result("*", null).fen(start, W).noClocks().illegal(0, 0)
                .obligation("capture-piece", "b3", null).obligationCites("4.3.3#h2")
                .decisions("TOUCH_OBLIGATION white", "TOUCH_OBLIGATION white")
                .done();
    }
}
