package dev.hakem.arbiter.review;

import static dev.hakem.arbiter.review.Review.B;
import static dev.hakem.arbiter.review.Review.STANDARD;
import static dev.hakem.arbiter.review.Review.W;
import static dev.hakem.arbiter.review.Review.check;
import static dev.hakem.arbiter.review.Review.press;
import static dev.hakem.arbiter.review.Review.release;
import static dev.hakem.arbiter.review.Review.rule;

import dev.hakem.arbiter.Event;
import org.junit.jupiter.api.Test;

/** Review: when a move is made (4.7), whose press completes what (6.2, 7.5.1), commentary case 002-3. */
class CompletionReviewTest {

    @Test
    void castlingRookFirstTheRookMoveIsMadeTheKingMoveIsIllegal_4_7_4_4_2_7_5_1() {
        // Rh1-f1 released: a legal move, made (4.7); moving the king afterwards and pressing is an illegal move,
        // and the position after Rf1 is reinstated (as in 002-1)
        String start = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        check(rule(start, null, STANDARD, "PT10M", "PT10M", 0, 0, release(W, "h1-f1"), release(W, "e1-g1"), press(W)))
                .result("*", null).fen("r3k2r/8/8/8/8/8/8/R3KR2 b Qkq - 1 1", B).clocks("PT10M", "PT12M").illegal(1, 0)
                .noObligation()
                .decisions("MOVE_MADE white", "ILLEGAL_MOVE white", "POSITION_REINSTATED white",
                        "TIME_ADDED white player=black seconds=120")
                .cites("ILLEGAL_MOVE", "7.5.1")
                .done();
    }

    @Test
    void firstKnightMoveIllegalThenMovedAgainReinstatedBeforeTheFirst_002_3() {
        // Nd7 put on d6 (no knight move), then taken on to d5 capturing the pawn, clock pressed
        String start = "4k3/3n4/8/3P4/8/8/8/4K3 b - - 0 47";
        check(rule(start, null, STANDARD, "PT10M", "PT10M", 0, 0, release(B, "d7-d6"), release(B, "d6xd5"), press(B)))
                .result("*", null).fen(start, B).clocks("PT12M", "PT10M").illegal(0, 1)
                .obligation("move-piece", "d7", null).obligationCites("7.5.1#h4")
                .decisions("ILLEGAL_MOVE black", "POSITION_REINSTATED black", "TIME_ADDED black player=white seconds=120",
                        "TOUCH_OBLIGATION black")
                .done();
    }

    @Test
    void opponentsUnfinishedActionDoesNotMakeMyClockPressIllegal_6_2_7_5_1() {
        // White plays e2-e4 (made); before White presses, Black picks up the g8 knight and puts it on g6
        // (not a legal square yet); White's press completes a legal move (6.2.1, 6.2.2): no illegal move by
        // White; Black's knight goes back without penalty (nothing of Black's was completed) and Black owes a knight move
        check(rule("startpos", null, STANDARD, "PT10M", "PT10M", 0, 0,
                release(W, "e2-e4"), release(B, "g8-g6"), press(W)))
                .result("*", null).fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", B)
                .clocks("PT10M", "PT10M").illegal(0, 0)
                .obligation("move-piece", "g8", null)
                .decisions("MOVE_MADE white", "PIECE_RETURNED black", "TOUCH_OBLIGATION black")
                .done();
    }

    @Test
    void promotionPieceReleasedMakesTheMoveCheckmate_4_7_3_5_1_1() {
        String start = "k7/4P3/1K6/8/8/8/8/8 w - - 0 60";
        check(rule(start, null, release(W, "e7-e8"), new Event.Promote(W, "Q")))
                .result("1-0", "checkmate").fen("k3Q3/8/1K6/8/8/8/8/8 b - - 0 60", B).noClocks().illegal(0, 0)
                .noObligation()
                .decisions("MOVE_MADE white", "CHECKMATE white").cites("MOVE_MADE", "4.7.3")
                .done();
    }

    @Test
    void promotionToKnightInTurkishLetters_4_4_4() {
        // a black pawn stays on the board so the knight ending is not dead
        String start = "k7/4P3/1K6/8/8/8/p7/8 w - - 0 60";
        check(rule(start, null, release(W, "e7-e8"), new Event.Promote(W, "A"), press(W)))
                .result("*", null).fen("k3N3/8/1K6/8/8/8/p7/8 b - - 0 60", B).noClocks().illegal(0, 0)
                .noObligation()
                .decisions("MOVE_MADE white")
                .done();
    }

    @Test
    void kingTwoSquaresInTheMiddleOfTheBoardIsNoCastlingAttempt_4_3_1_not_4_7_2() {
        // Ke4 put on g4 (two squares along the rank) and the clock pressed: an illegal king move, nothing
        // to do with castling; the touched king must move (4.3.1 via 7.5.1#h4), 4.7.2 does not apply
        String start = "8/8/8/8/4K3/8/7R/k7 w - - 0 50";
        check(rule(start, null, STANDARD, "PT10M", "PT10M", 0, 0, release(W, "e4-g4"), press(W)))
                .result("*", null).fen(start, W).clocks("PT10M", "PT12M").illegal(1, 0)
                .obligation("move-piece", "e4", null).obligationCites("4.3.1").obligationCites("7.5.1#h4")
                .decisions("ILLEGAL_MOVE white", "POSITION_REINSTATED white", "TIME_ADDED white player=black seconds=120",
                        "TOUCH_OBLIGATION white")
                .doesNotCite("ILLEGAL_MOVE", "3.8.2").doesNotCite("TOUCH_OBLIGATION", "4.7.2")
                .done();
    }

    @Test
    void opponentsUnfinishedActionSeenAtAPauseIsNotChargedToTheMover_6_2_7_5_1_12_9() {
        // as above, but the arbiter pauses the clocks instead of White pressing: Black's knight goes back,
        // Black must move it (4.3.1); nothing is White's irregularity
        check(rule("startpos", null, STANDARD, "PT10M", "PT10M", 0, 0,
                release(W, "e2-e4"), release(B, "g8-g6"), new Event.PauseClock(null)))
                .result("*", null).fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", B)
                .clocks("PT10M", "PT10M").illegal(0, 0)
                .obligation("move-piece", "g8", null)
                .decisions("MOVE_MADE white", "CLOCK_PAUSED arbiter", "PIECE_RETURNED black", "TOUCH_OBLIGATION black")
                .done();
    }

    @Test
    void adjustingAfterTheMoveIsMadeWhileTheClockRunsIsAllowed_6_2_5() {
        // White's move is made (4.7) but White's clock still runs: 6.2.5 lets the player whose clock is running
        // adjust (the reviewer first read only 4.2.1 here; 6.2.5 is the specific rule for this moment)
        check(rule("startpos", null, release(W, "e2-e4"), new Event.Adjust(W, "d2"), press(W)))
                .result("*", null).fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", B)
                .noClocks().illegal(0, 0).noObligation()
                .decisions("MOVE_MADE white", "PIECE_ADJUSTED white")
                .cites("PIECE_ADJUSTED", "6.2.5")
                .done();
    }

    @Test
    void replyBeforeTheOpponentPressedThenBothPress_6_2_2() {
        // 6.2.2: a player may always press after moving, even after the opponent has replied
        check(rule("startpos", null, STANDARD, "PT10M", "PT10M", 0, 0,
                release(W, "e2-e4"), release(B, "e7-e5"), press(W), press(B)))
                .result("*", null).fen("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2", W)
                .clocks("PT10M", "PT10M").illegal(0, 0).noObligation()
                .decisions("MOVE_MADE white", "MOVE_MADE black")
                .done();
    }

    @Test
    void nextMoveCompletesAMoveWhosePressWasOmitted_6_2_1_2() {
        // nobody pressed after 1.e4 e5; White's next move Nf3 completes the earlier one, then White presses
        check(rule("startpos", null, STANDARD, "PT10M", "PT10M", 0, 0,
                release(W, "e2-e4"), release(B, "e7-e5"), release(W, "g1-f3"), press(W)))
                .result("*", null).fen("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2", B)
                .clocks("PT10M", "PT10M").illegal(0, 0).noObligation()
                .decisions("MOVE_MADE white", "MOVE_MADE black", "MOVE_MADE white")
                .done();
    }

    @Test
    void latePressAfterTheOpponentAlreadyPressedIsNoPressWithoutAMove_6_2_2_not_7_5_3() {
        // White's e4 is made but White's clock keeps running; Black replies e5 and presses too early, then White
        // presses: that is White's late press of 6.2.2 for e4, not a press without a move (7.5.3)
        check(rule("startpos", null, STANDARD, "PT10M", "PT10M", 0, 0,
                release(W, "e2-e4"), release(B, "e7-e5"), press(B), press(W)))
                .result("*", null).fen("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2", W)
                .clocks("PT10M", "PT10M").illegal(0, 0).noObligation()
                .decisions("MOVE_MADE white", "MOVE_MADE black")
                .done();
    }

    @Test
    void promotionPieceChangedAfterReleaseReinstatesTheFirstChoice_4_4_4_7_5_1() {
        // the rook released on e8 made the move (4.7.3) and fixed the choice (4.4.4); swapping it for a queen and
        // pressing is a completed illegal move: the rook promotion is reinstated, +2 minutes
        String start = "k7/4P3/8/8/8/2K5/p7/8 w - - 0 60";
        check(rule(start, null, STANDARD, "PT10M", "PT10M", 0, 0,
                release(W, "e7-e8"), new Event.Promote(W, "R"), new Event.Promote(W, "Q"), press(W)))
                .result("*", null).fen("k3R3/8/8/8/8/2K5/p7/8 b - - 0 60", B).clocks("PT10M", "PT12M").illegal(1, 0)
                .noObligation()
                .decisions("MOVE_MADE white", "ILLEGAL_MOVE white", "POSITION_REINSTATED white",
                        "TIME_ADDED white player=black seconds=120")
                .cites("ILLEGAL_MOVE", "4.4.4")
                .done();
    }

    @Test
    void illegalMoveAfterTwoUnpressedMovesReinstatesAfterTheLastLegalOne_7_5_1_6_2_1_2() {
        // 1.e4 e5 made without presses; White then puts the f1 bishop on f4 (no bishop move) and presses
        check(rule("startpos", null, STANDARD, "PT10M", "PT10M", 0, 0,
                release(W, "e2-e4"), release(B, "e7-e5"), release(W, "f1-f4"), press(W)))
                .result("*", null).fen("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2", W)
                .clocks("PT10M", "PT12M").illegal(1, 0)
                .obligation("move-piece", "f1", null)
                .decisions("MOVE_MADE white", "MOVE_MADE black", "ILLEGAL_MOVE white", "POSITION_REINSTATED white",
                        "TIME_ADDED white player=black seconds=120", "TOUCH_OBLIGATION white")
                .done();
    }
}
