package dev.hakem.arbiter.review;

import static dev.hakem.arbiter.review.Review.B;
import static dev.hakem.arbiter.review.Review.RAPID;
import static dev.hakem.arbiter.review.Review.STANDARD;
import static dev.hakem.arbiter.review.Review.W;
import static dev.hakem.arbiter.review.Review.check;
import static dev.hakem.arbiter.review.Review.move;
import static dev.hakem.arbiter.review.Review.rule;
import static dev.hakem.arbiter.review.Review.touch;

import dev.hakem.arbiter.CompetitionRules;
import dev.hakem.arbiter.Event;
import dev.hakem.chess.notation.Notation;
import org.junit.jupiter.api.Test;

/** Review: FIDE 9.1.2.3, 9.2.1–9.2.3.2, 9.3.1–9.3.2, 9.4, 9.5.1–9.5.3 and commentary case 004-3. */
class DrawClaimReviewTest {
    static final String STARTPOS_THRICE = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8";
    static final String STARTPOS_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 8 5";
    static final CompetitionRules THIRTY = new CompetitionRules(false, 30, false);

    static Event.Claim repetition(dev.hakem.chess.Color by, String intended) {
        return new Event.Claim(by, Event.ClaimKind.REPETITION, intended);
    }

    static Event.Claim fifty(dev.hakem.chess.Color by, String intended) {
        return new Event.Claim(by, Event.ClaimKind.FIFTY, intended);
    }

    @Test
    void claimAcceptedAsOfferUnderMoveLimitIsExamined_9_1_2_3_004_3() {
        check(rule("startpos", STARTPOS_THRICE, THIRTY, "PT10M", "PT10M", 0, 0, repetition(W, null), new Event.AcceptDraw(B)))
                .result("1/2-1/2", "repetition").fen(STARTPOS_FEN, W).clocks("PT10M", "PT10M").illegal(0, 0).noObligation()
                .decisions("AGREEMENT_INVALID black", "CLAIM_UPHELD white")
                .cites("AGREEMENT_INVALID", "9.1.1").cites("CLAIM_UPHELD", "9.2.2")
                .done();
    }

    @Test
    void incorrectClaimAcceptedUnderMoveLimitIsRejectedWithPenalty_9_1_2_3_9_5_3_004_3() {
        String moves = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6";
        String fen = "rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 6 4";
        check(rule("startpos", moves, THIRTY, "PT10M", "PT10M", 0, 0, repetition(W, null), new Event.AcceptDraw(B)))
                .result("*", null).fen(fen, W).clocks("PT10M", "PT12M").illegal(0, 0).noObligation()
                .decisions("AGREEMENT_INVALID black", "CLAIM_REJECTED white", "TIME_ADDED white player=black seconds=120")
                .cites("CLAIM_REJECTED", "9.5.3#h2")
                .done();
    }

    @Test
    void claimAcceptedAsOfferWithoutLimitIsAnAgreement_9_1_2_3() {
        check(rule("startpos", "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6", repetition(W, null), new Event.AcceptDraw(B)))
                .result("1/2-1/2", "agreement").fen("rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 6 4", W)
                .noClocks().illegal(0, 0).noObligation()
                .decisions("DRAW_AGREED black").cites("DRAW_AGREED", "9.1.2.3")
                .done();
    }

    @Test
    void intendedMoveClaimCorrect_9_2_1() {
        check(rule("startpos", "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1", repetition(B, "Ng8")))
                .result("1/2-1/2", "repetition").fen("rnbqkb1r/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 7 4", B)
                .noClocks().illegal(0, 0).noObligation()
                .decisions("CLAIM_UPHELD black").cites("CLAIM_UPHELD", "9.2.1").cites("CLAIM_UPHELD", "9.5.2")
                .done();
    }

    @Test
    void intendedMoveClaimIncorrectPenaltyAndTheMoveMustBePlayed_9_5_3() {
        check(rule("startpos", "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6", STANDARD, "PT10M", "PT10M", 0, 0, repetition(W, "Ng1")))
                .result("*", null).fen("rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 6 4", W)
                .clocks("PT10M", "PT12M").illegal(0, 0)
                .obligation("play-move", "f3", null).obligationCites("9.5.3#h3")
                .decisions("CLAIM_REJECTED white", "TIME_ADDED white player=black seconds=120", "TOUCH_OBLIGATION white")
                .cites("CLAIM_REJECTED", "9.2.1").cites("TIME_ADDED", "9.5.3#h1")
                .done();
    }

    @Test
    void intendedMoveClaimIncorrectRapidOneMinuteThenAnotherMoveBreaches_9_5_3_A_3() {
        check(rule("startpos", "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6", RAPID, "PT10M", "PT10M", 0, 0, repetition(W, "Ng1"),
                move(W, "Nc3")))
                .result("*", null).fen("rnbqkb1r/pppppppp/5n2/8/8/2N2N2/PPPPPPPP/R1BQKB1R b KQkq - 7 4", B)
                .clocks("PT10M", "PT11M").illegal(0, 0).noObligation()
                .decisions("CLAIM_REJECTED white", "TIME_ADDED white player=black seconds=60", "TOUCH_OBLIGATION white",
                        "MOVE_MADE white", "OBLIGATION_BREACHED white")
                .cites("TIME_ADDED", "A.3").cites("OBLIGATION_BREACHED", "9.5.3#h3")
                .done();
    }

    @Test
    void enPassantSquareThatCannotBeUsedDoesNotMakeThePositionDifferent_9_2_3() {
        check(rule("startpos", "1. e4 Nf6 2. Nf3 Ng8 3. Ng1 Nf6 4. Nf3 Ng8 5. Ng1", repetition(B, null)))
                .result("1/2-1/2", "repetition").fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 8 5", B)
                .noClocks().illegal(0, 0).noObligation()
                .decisions("CLAIM_UPHELD black").cites("CLAIM_UPHELD", "9.2.3")
                .done();
    }

    @Test
    void enPassantPossibleAtTheStartMakesThePositionDifferent_9_2_3_1() {
        String start = "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1";
        check(rule(start, "1. e4 Ke7 2. Ke2 Ke8 3. Ke1 Ke7 4. Ke2 Ke8 5. Ke1", STANDARD, "PT10M", "PT10M", 0, 0, repetition(B, null)))
                .result("*", null).fen("4k3/8/8/8/3pP3/8/8/4K3 b - - 8 5", B).clocks("PT12M", "PT10M").illegal(0, 0)
                .noObligation()
                .decisions("CLAIM_REJECTED black", "TIME_ADDED black player=white seconds=120")
                .done();
    }

    @Test
    void enPassantCaptureThatWouldExposeTheKingIsNoPossibleMove_9_2_3() {
        // after 1.e4 dxe3 e.p. would leave the black king a4 in check from the rook h4: the positions are the same
        String start = "8/8/8/8/k2p3R/8/4P3/4K3 w - - 0 1";
        check(rule(start, "1. e4 Kb4 2. Kd1 Ka4 3. Ke1 Kb4 4. Kd1 Ka4 5. Ke1", repetition(B, null)))
                .result("1/2-1/2", "repetition").fen("8/8/8/8/k2pP2R/8/8/4K3 b - - 8 5", B).noClocks().illegal(0, 0)
                .noObligation()
                .decisions("CLAIM_UPHELD black")
                .done();
    }

    @Test
    void lostCastlingRightMakesTheEarlierPositionDifferent_9_2_3_2() {
        String moves = "1. Nf3 Nf6 2. Rg1 Ng8 3. Rh1 Nf6 4. Ng1 Ng8 5. Nf3 Nf6";
        check(rule("startpos", moves, STANDARD, "PT10M", "PT10M", 0, 0, repetition(W, null)))
                .result("*", null).fen("rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R w Qkq - 10 6", W)
                .clocks("PT10M", "PT12M").illegal(0, 0).noObligation()
                .decisions("CLAIM_REJECTED white", "TIME_ADDED white player=black seconds=120")
                .done();
    }

    @Test
    void fiftyMovesOnTheIntendedMoveExactly_9_3_1() {
        check(rule("4k3/8/8/8/8/8/8/R3K3 w - - 99 80", null, fifty(W, "Ra2")))
                .result("1/2-1/2", "fifty-moves").fen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80", W).noClocks().illegal(0, 0)
                .noObligation()
                .decisions("CLAIM_UPHELD white").cites("CLAIM_UPHELD", "9.3.1")
                .done();
    }

    @Test
    void fiftyMovesOneHalfMoveShortOnTheIntendedMove_9_3_1_9_5_3() {
        check(rule("4k3/8/8/8/8/8/8/R3K3 w - - 98 80", null, STANDARD, "PT10M", "PT10M", 0, 0, fifty(W, "Ra2")))
                .result("*", null).fen("4k3/8/8/8/8/8/8/R3K3 w - - 98 80", W).clocks("PT10M", "PT12M").illegal(0, 0)
                .obligation("play-move", "a1", null)
                .decisions("CLAIM_REJECTED white", "TIME_ADDED white player=black seconds=120", "TOUCH_OBLIGATION white")
                .done();
    }

    @Test
    void fiftyMovesCompleted_9_3_2() {
        check(rule("4k3/8/8/8/8/8/8/R3K3 w - - 100 80", null, fifty(W, null)))
                .result("1/2-1/2", "fifty-moves").fen("4k3/8/8/8/8/8/8/R3K3 w - - 100 80", W).noClocks().illegal(0, 0)
                .noObligation()
                .decisions("CLAIM_UPHELD white").cites("CLAIM_UPHELD", "9.3.2")
                .done();
    }

    @Test
    void fortyNineAndAHalfMovesIsNotEnough_9_3_2() {
        check(rule("4k3/8/8/8/8/8/8/R3K3 b - - 99 80", null, STANDARD, "PT10M", "PT10M", 0, 0, fifty(B, null)))
                .result("*", null).fen("4k3/8/8/8/8/8/8/R3K3 b - - 99 80", B).clocks("PT12M", "PT10M").illegal(0, 0)
                .noObligation()
                .decisions("CLAIM_REJECTED black", "TIME_ADDED black player=white seconds=120")
                .done();
    }

    @Test
    void claimAfterTouchingAPieceIsForfeited_9_4() {
        check(rule("startpos", STARTPOS_THRICE, touch(W, "b1"), repetition(W, null)))
                .result("*", null).fen(STARTPOS_FEN, W).noClocks().illegal(0, 0)
                .obligation("move-piece", "b1", null)
                .decisions("TOUCH_OBLIGATION white", "CLAIM_FORFEITED white").cites("CLAIM_FORFEITED", "9.4")
                .done();
    }

    @Test
    void claimAfterAnAnnouncedAdjustmentIsExamined_9_4_4_2_1() {
        check(rule("startpos", STARTPOS_THRICE, new Event.Adjust(W, "b1"), repetition(W, null)))
                .result("1/2-1/2", "repetition").fen(STARTPOS_FEN, W).noClocks().illegal(0, 0).noObligation()
                .decisions("PIECE_ADJUSTED white", "CLAIM_UPHELD white")
                .done();
    }

    @Test
    void touchingAnOpponentsPieceAlsoForfeitsTheClaim_9_4_4_3_2() {
        check(rule("startpos", STARTPOS_THRICE, touch(W, "b8"), repetition(W, null)))
                .result("*", null).fen(STARTPOS_FEN, W).noClocks().illegal(0, 0).obligation("any-move", null, null)
                .decisions("TOUCH_OBLIGATION white", "CLAIM_FORFEITED white")
                .done();
    }

    @Test
    void castlingRightThatCouldNotBeUsedAtTheMomentStillCounts_9_2_3_2() {
        // at the start White may not castle (the bishop c4 attacks f1) but keeps the right; after Kd1-e1 the
        // right is gone: the start position and the later ones are not the same, so only two occurrences.
        // Only the letter K is written, which is also the Turkish rook: the case says its notation (C.3)
        String start = "4k3/8/8/8/2b5/8/8/4K2R w K - 0 1";
        check(rule(Notation.ENGLISH, start, "1. Kd1 Kd8 2. Ke1 Ke8 3. Kd1 Kd8 4. Ke1 Ke8", STANDARD, "PT10M", "PT10M", 0, 0, repetition(W, null)))
                .result("*", null).fen("4k3/8/8/8/2b5/8/8/4K2R w - - 8 5", W).clocks("PT10M", "PT12M").illegal(0, 0)
                .noObligation()
                .decisions("CLAIM_REJECTED white", "TIME_ADDED white player=black seconds=120")
                .done();
    }

    @Test
    void offerersOwnTouchDoesNotLapseTheOffer_9_1_2_1h4() {
        // White offers before moving, then touches and moves his own knight: only the opponent's touch rejects
        check(rule("startpos", "1. e4 e5", new Event.OfferDraw(W), move(W, "Nf3"), new Event.AcceptDraw(B)))
                .result("1/2-1/2", "agreement").fen("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2", B)
                .noClocks().illegal(0, 0).noObligation()
                .decisions("DRAW_OFFERED white", "MOVE_MADE white", "DRAW_AGREED black")
                .done();
    }

    @Test
    void positionKeptAfterAClockPressWithoutMoveIsNoNewOccurrence_9_2_7_5_3() {
        // the start position stands twice; White presses without moving (7.5.3): the position did not arise
        // again, so a claim now finds only two occurrences
        check(rule("startpos", "1. Nf3 Nf6 2. Ng1 Ng8", STANDARD, "PT10M", "PT10M", 0, 0,
                Review.press(W), repetition(W, null)))
                .result("*", null).fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 4 3", W)
                .clocks("PT10M", "PT14M").illegal(1, 0).noObligation()
                .decisions("ILLEGAL_MOVE white", "TIME_ADDED white player=black seconds=120",
                        "CLAIM_REJECTED white", "TIME_ADDED white player=black seconds=120")
                .done();
    }

    @Test
    void incorrectClaimThenClockPressedWithoutMoveThenTheWrittenMove_9_5_3_7_5_3() {
        // the written move stays owed after a 7.5.3 press; playing it then is no breach
        check(rule("startpos", "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6", STANDARD, "PT10M", "PT10M", 0, 0,
                repetition(W, "Ng1"), Review.press(W), move(W, "Ng1")))
                .result("*", null).fen("rnbqkb1r/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 7 4", B)
                .clocks("PT10M", "PT14M").illegal(1, 0).noObligation()
                .decisions("CLAIM_REJECTED white", "TIME_ADDED white player=black seconds=120", "TOUCH_OBLIGATION white",
                        "ILLEGAL_MOVE white", "TIME_ADDED white player=black seconds=120", "MOVE_MADE white")
                .done();
    }
}
