package dev.hakem.arbiter.review;

import static dev.hakem.arbiter.review.Review.B;
import static dev.hakem.arbiter.review.Review.RAPID;
import static dev.hakem.arbiter.review.Review.STANDARD;
import static dev.hakem.arbiter.review.Review.W;
import static dev.hakem.arbiter.review.Review.check;
import static dev.hakem.arbiter.review.Review.press;
import static dev.hakem.arbiter.review.Review.pressTwoHands;
import static dev.hakem.arbiter.review.Review.release;
import static dev.hakem.arbiter.review.Review.rule;
import static dev.hakem.arbiter.review.Review.touch;

import dev.hakem.arbiter.Event;
import org.junit.jupiter.api.Test;

/** Review: FIDE 7.5.1–7.5.5, 7.5.2 with 4.6, and commentary cases 002-1, 002-2. */
class IllegalMoveReviewTest {

    @Test
    void sameKnightMovedTwiceClockPressedReinstatedAfterTheFirstMove_002_1() {
        String start = "4k3/3n4/8/3P4/8/8/8/4K3 b - - 0 47";
        check(rule(start, null, STANDARD, "PT20M", "PT15M", 0, 0,
                release(B, "d7-b6"), release(B, "b6xd5"), press(B)))
                .result("*", null).fen("4k3/8/1n6/3P4/8/8/8/4K3 w - - 1 48", W).clocks("PT22M", "PT15M").illegal(0, 1)
                .noObligation()
                .decisions("MOVE_MADE black", "ILLEGAL_MOVE black", "POSITION_REINSTATED black",
                        "TIME_ADDED black player=white seconds=120")
                .cites("ILLEGAL_MOVE", "7.5.1").cites("MOVE_MADE", "4.7").cites("TIME_ADDED", "7.5.5#h1")
                .done();
    }

    @Test
    void secondPieceMovedClockNotPressedNoIllegalMove_002_2() {
        // Black already has one completed illegal move; Nf4-d3 made, then Re2-e1 without a clock press
        String start = "7k/8/8/8/5n2/8/4r3/K7 b - - 0 53";
        check(rule(start, null, STANDARD, "PT20M", "PT15M", 0, 1,
                release(B, "f4-d3"), release(B, "e2-e1"), new Event.PauseClock(W)))
                .result("*", null).fen("7k/8/8/8/8/3n4/4r3/K7 w - - 1 54", W).clocks("PT20M", "PT15M").illegal(0, 1)
                .noObligation()
                // White's pause goes to the arbiter too (6.11.4), added when that rule was settled
                .decisions("MOVE_MADE black", "PIECE_RETURNED black", "ARBITER_DISCRETION black", "ARBITER_DISCRETION white")
                .cites("ARBITER_DISCRETION", "12.9")
                .done();
    }

    @Test
    void promotionCaptureWithoutNewPieceClockPressedQueen_7_5_2() {
        check(rule("3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1", null, STANDARD, "PT10M", "PT10M", 0, 0,
                release(W, "e7xd8"), press(W)))
                .result("*", null).fen("3Q4/8/8/8/8/8/k7/4K3 b - - 0 1", B).clocks("PT10M", "PT12M").illegal(1, 0)
                .noObligation()
                .decisions("ILLEGAL_MOVE white", "PROMOTED_TO_QUEEN white", "TIME_ADDED white player=black seconds=120")
                .cites("ILLEGAL_MOVE", "7.5.2#h1").cites("PROMOTED_TO_QUEEN", "7.5.2#h2")
                .done();
    }

    @Test
    void promotionWithoutPieceAsSecondIllegalMoveAgainstBareKingIsDrawn_7_5_2_7_5_5h3() {
        check(rule("3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1", null, STANDARD, "PT10M", "PT10M", 1, 0,
                release(W, "e7xd8"), press(W)))
                .result("1/2-1/2", "illegal-moves").fen("3Q4/8/8/8/8/8/k7/4K3 b - - 0 1", B).clocks("PT10M", "PT10M")
                .illegal(2, 0).noObligation()
                .decisions("ILLEGAL_MOVE white", "PROMOTED_TO_QUEEN white", "GAME_DRAWN white")
                .cites("GAME_DRAWN", "7.5.5#h3")
                .done();
    }

    @Test
    void clockPressedWithoutMoveRapidOneMinute_7_5_3_A_3() {
        String after = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
        check(rule("startpos", "1. e4", RAPID, "PT15M", "PT15M", 0, 0, press(B)))
                .result("*", null).fen(after, B).clocks("PT16M", "PT15M").illegal(0, 1).noObligation()
                .decisions("ILLEGAL_MOVE black", "TIME_ADDED black player=white seconds=60")
                .cites("ILLEGAL_MOVE", "7.5.3").cites("TIME_ADDED", "A.3")
                .done();
    }

    @Test
    void castlingWithTwoHandsPenalisedMoveStands_7_5_4() {
        check(rule("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", null, STANDARD, "PT10M", "PT10M", 0, 0,
                release(W, "e1-g1"), release(W, "h1-f1"), pressTwoHands(W)))
                .result("*", null).fen("r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1", B).clocks("PT10M", "PT12M").illegal(1, 0)
                .noObligation()
                .decisions("TOUCH_OBLIGATION white", "MOVE_MADE white", "ILLEGAL_MOVE white",
                        "TIME_ADDED white player=black seconds=120")
                .cites("ILLEGAL_MOVE", "7.5.4")
                .done();
    }

    @Test
    void twoHandsRapidAsSecondIllegalMoveLoses_7_5_4_7_5_5h2() {
        check(rule("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", null, RAPID, "PT10M", "PT10M", 1, 0,
                release(W, "e1-g1"), release(W, "h1-f1"), pressTwoHands(W)))
                .result("0-1", "illegal-moves").fen("r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1", B).clocks("PT10M", "PT10M")
                .illegal(2, 0).noObligation()
                .decisions("TOUCH_OBLIGATION white", "MOVE_MADE white", "ILLEGAL_MOVE white", "GAME_LOST white player=white")
                .cites("GAME_LOST", "7.5.5#h2")
                .done();
    }

    @Test
    void secondIllegalMoveOpponentBareKingDraw_7_5_5h3() {
        String start = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
        check(rule(start, null, STANDARD, "PT10M", "PT10M", 1, 0, release(W, "a1-b2"), press(W)))
                .result("1/2-1/2", "illegal-moves").fen(start, W).clocks("PT10M", "PT10M").illegal(2, 0)
                .noObligation()
                .decisions("ILLEGAL_MOVE white", "POSITION_REINSTATED white", "GAME_DRAWN white")
                .cites("GAME_DRAWN", "7.5.5#h3").cites("ILLEGAL_MOVE", "7.5.1")
                .done();
    }

    @Test
    void twoCompletedIllegalMovesInTheCaseLose_7_5_5h2() {
        String after = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2";
        check(rule("startpos", "1. e4 e5", STANDARD, "PT10M", "PT10M", 0, 0, press(W), press(W)))
                .result("0-1", "illegal-moves").fen(after, W).clocks("PT10M", "PT12M").illegal(2, 0).noObligation()
                .decisions("ILLEGAL_MOVE white", "TIME_ADDED white player=black seconds=120", "ILLEGAL_MOVE white",
                        "GAME_LOST white player=white")
                .done();
    }

    @Test
    void illegalCaptureReinstatedTouchMoveAppliesToTheReplacingMove_7_5_1h4_4_3_3() {
        // Bc1xa3 through the b2 pawn; then the bishop (first touched piece that can move) must move
        String start = "4k3/8/8/8/8/n7/1P2P3/2B1KB2 w - - 0 1";
        check(rule(start, null, STANDARD, "PT10M", "PT10M", 0, 0, release(W, "c1xa3"), press(W)))
                .result("*", null).fen(start, W).clocks("PT10M", "PT12M").illegal(1, 0)
                .obligation("move-piece", "c1", null).obligationCites("4.3.3#h2").obligationCites("7.5.1#h4")
                .decisions("ILLEGAL_MOVE white", "POSITION_REINSTATED white", "TIME_ADDED white player=black seconds=120",
                        "TOUCH_OBLIGATION white")
                .cites("ILLEGAL_MOVE", "7.5.1")
                .done();
    }

    @Test
    void secondIllegalMoveJudgedOnTheReinstatedPosition_7_5_5h2() {
        // Ra1 "captures" the queen d5 (no rook move): after reinstatement Black has K+Q again, so White loses;
        // judged on the board with the queen gone it would wrongly be a draw
        String start = "4k3/8/8/3q4/8/8/8/R3K3 w - - 0 1";
        check(rule(start, null, STANDARD, "PT10M", "PT10M", 1, 0, release(W, "a1xd5"), press(W)))
                .result("0-1", "illegal-moves").fen(start, W).clocks("PT10M", "PT10M").illegal(2, 0).noObligation()
                .decisions("ILLEGAL_MOVE white", "POSITION_REINSTATED white", "GAME_LOST white player=white")
                .cites("GAME_LOST", "7.5.5#h2")
                .done();
    }

    @Test
    void touchedPieceThenClockPressedWithoutMoveKeepsTheObligation_7_5_3_4_3_1() {
        String fen = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2";
        check(rule("startpos", "1. e4 e5", STANDARD, "PT10M", "PT10M", 0, 0, touch(W, "g1"), press(W)))
                .result("*", null).fen(fen, W).clocks("PT10M", "PT12M").illegal(1, 0)
                .obligation("move-piece", "g1", null)
                .decisions("TOUCH_OBLIGATION white", "ILLEGAL_MOVE white", "TIME_ADDED white player=black seconds=120")
                .cites("ILLEGAL_MOVE", "7.5.3")
                .done();
    }

    @Test
    void pinnedPieceMovedIllegallyReinstatedAnyMove_7_5_1h4_4_5() {
        String start = "4k3/4r3/8/8/8/8/4B3/1N2K3 w - - 0 1";
        check(rule(start, null, STANDARD, "PT10M", "PT10M", 0, 0, release(W, "e2-d3"), press(W)))
                .result("*", null).fen(start, W).clocks("PT10M", "PT12M").illegal(1, 0)
                .obligation("any-move", null, null).obligationCites("4.5")
                .decisions("ILLEGAL_MOVE white", "POSITION_REINSTATED white", "TIME_ADDED white player=black seconds=120",
                        "TOUCH_OBLIGATION white")
                .cites("ILLEGAL_MOVE", "3.9.2")
                .done();
    }

    @Test
    void afterAnIllegalMoveTheClaimOnThatMoveIsForfeited_9_4_7_5_1h4() {
        // startpos thrice; White "plays" Ng1-g3 (no knight move), presses, position reinstated; the knight was
        // touched, so a repetition claim on this move is lost (9.4)
        String moves = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8";
        check(rule("startpos", moves, STANDARD, "PT10M", "PT10M", 0, 0, release(W, "g1-g3"), press(W),
                new Event.Claim(W, Event.ClaimKind.REPETITION, null)))
                .result("*", null).fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 8 5", W)
                .clocks("PT10M", "PT12M").illegal(1, 0)
                .obligation("move-piece", "g1", null)
                .decisions("ILLEGAL_MOVE white", "POSITION_REINSTATED white", "TIME_ADDED white player=black seconds=120",
                        "TOUCH_OBLIGATION white", "CLAIM_FORFEITED white")
                .cites("CLAIM_FORFEITED", "9.4")
                .done();
    }

    @Test
    void captureWithTwoHandsRapidOneMinute_7_5_4_A_3() {
        String start = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1";
        check(rule(start, null, RAPID, "PT3M", "PT3M", 0, 0, release(W, "e4xd5"), pressTwoHands(W)))
                .result("*", null).fen("4k3/8/8/3P4/8/8/8/4K3 b - - 0 1", B).clocks("PT3M", "PT4M").illegal(1, 0)
                .noObligation()
                .decisions("MOVE_MADE white", "ILLEGAL_MOVE white", "TIME_ADDED white player=black seconds=60")
                .cites("ILLEGAL_MOVE", "7.5.4").cites("TIME_ADDED", "A.3")
                .done();
    }

    @Test
    void pinnedPawnToTheLastRankWithoutPieceIsReinstatedNotQueened_7_5_1_not_7_5_2() {
        // e7-e8 would expose the king h4 to the bishop d8: the pawn move itself is illegal, so 7.5.2's queen
        // does not apply; the position is reinstated and the touched pawn must move (e7xd8 is possible)
        String start = "3b3k/4P3/8/8/7K/8/8/8 w - - 0 1";
        check(rule(start, null, STANDARD, "PT10M", "PT10M", 0, 0, release(W, "e7-e8"), press(W)))
                .result("*", null).fen(start, W).clocks("PT10M", "PT12M").illegal(1, 0)
                .obligation("move-piece", "e7", null).obligationCites("7.5.1#h4")
                .decisions("ILLEGAL_MOVE white", "POSITION_REINSTATED white", "TIME_ADDED white player=black seconds=120",
                        "TOUCH_OBLIGATION white")
                .cites("ILLEGAL_MOVE", "3.9.2").doesNotCite("ILLEGAL_MOVE", "7.5.2")
                .done();
    }

    @Test
    void promotionWithoutPieceAndTwoHandsIsOneIllegalMove_7_5_2_7_5_4() {
        check(rule("3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1", null, STANDARD, "PT10M", "PT10M", 0, 0,
                release(W, "e7xd8"), pressTwoHands(W)))
                .result("*", null).fen("3Q4/8/8/8/8/8/k7/4K3 b - - 0 1", B).clocks("PT10M", "PT12M").illegal(1, 0)
                .noObligation()
                .decisions("ILLEGAL_MOVE white", "PROMOTED_TO_QUEEN white", "TIME_ADDED white player=black seconds=120")
                .cites("ILLEGAL_MOVE", "7.5.2#h1").cites("ILLEGAL_MOVE", "7.5.4")
                .done();
    }
}
