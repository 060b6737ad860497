package dev.hakem.arbiter.review;

import static dev.hakem.arbiter.review.Review.B;
import static dev.hakem.arbiter.review.Review.STANDARD;
import static dev.hakem.arbiter.review.Review.W;
import static dev.hakem.arbiter.review.Review.check;
import static dev.hakem.arbiter.review.Review.move;
import static dev.hakem.arbiter.review.Review.press;
import static dev.hakem.arbiter.review.Review.release;
import static dev.hakem.arbiter.review.Review.rule;

import dev.hakem.arbiter.CompetitionRules;
import dev.hakem.arbiter.Event;
import org.junit.jupiter.api.Test;

/** Review: 5.2.3, 9.1.1, 9.1.2.1 and commentary cases 004-1, 004-2, 004-4; illegal moves citing Article 3. */
class DrawOfferReviewTest {
    static final CompetitionRules THIRTY = new CompetitionRules(false, 30, false);
    static final CompetitionRules PERMISSION = new CompetitionRules(false, 0, true);
    static final String AT_30 = "4k3/8/8/8/8/8/8/R3K3 w - - 0 30";

    @Test
    void offerWhileMakingTheThirtiethMoveIsNotValid_004_1() {
        check(rule(AT_30, null, THIRTY, "PT10M", "PT10M", 0, 0, release(W, "a1-a2"), new Event.OfferDraw(W), press(W),
                new Event.AcceptDraw(B)))
                .result("*", null).fen("4k3/8/8/8/8/8/R7/4K3 b - - 1 30", B).clocks("PT10M", "PT10M").illegal(0, 0)
                .noObligation()
                .decisions("MOVE_MADE white", "DRAW_OFFER_NOT_ALLOWED white", "AGREEMENT_INVALID black")
                .cites("DRAW_OFFER_NOT_ALLOWED", "9.1.1")
                .done();
    }

    @Test
    void offerOnMoveThirtyOneBeforeMovingIsValid_004_2() {
        check(rule("4k3/8/8/8/8/8/8/R3K3 w - - 0 31", null, THIRTY, "PT10M", "PT10M", 0, 0, new Event.OfferDraw(W),
                new Event.AcceptDraw(B)))
                .result("1/2-1/2", "agreement").fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 31", W).clocks("PT10M", "PT10M")
                .illegal(0, 0).noObligation()
                .decisions("DRAW_OFFERED white", "DRAW_AGREED black")
                .cites("DRAW_OFFERED", "9.1.2.1#h2").cites("DRAW_AGREED", "5.2.3")
                .done();
    }

    @Test
    void permittedOfferAcceptedIsADraw_004_4() {
        check(rule("startpos", "1. e4 e5 2. Nf3 Nc6", PERMISSION, "PT10M", "PT10M", 0, 0,
                new Event.PermitDrawOffer(null), new Event.OfferDraw(W), new Event.AcceptDraw(B)))
                .result("1/2-1/2", "agreement").fen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", W).clocks("PT10M", "PT10M").illegal(0, 0).noObligation()
                .decisions("DRAW_OFFERED white", "DRAW_AGREED black")
                .done();
    }

    @Test
    void offerWithoutPermissionAcceptedIsInvalid_004_4() {
        check(rule("startpos", "1. e4 e5 2. Nf3 Nc6", PERMISSION, "PT10M", "PT10M", 0, 0,
                new Event.OfferDraw(W), new Event.AcceptDraw(B)))
                .result("*", null).fen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", W).clocks("PT10M", "PT10M").illegal(0, 0).noObligation()
                .decisions("DRAW_OFFER_NOT_ALLOWED white", "AGREEMENT_INVALID black")
                .done();
    }

    @Test
    void agreementBeforeBlackHasMovedIsInvalid_5_2_3h2() {
        check(rule("startpos", "1. e4", new Event.OfferDraw(B), new Event.AcceptDraw(W)))
                .result("*", null).fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", B).noClocks()
                .illegal(0, 0).noObligation()
                .decisions("DRAW_OFFERED black", "AGREEMENT_INVALID white").cites("AGREEMENT_INVALID", "5.2.3#h2")
                .done();
    }

    @Test
    void offerStandsAfterTheOffererPressesAndIsAcceptedLater_9_1_2_1h4() {
        check(rule("startpos", "1. e4 e5", move(W, "Nf3"), new Event.OfferDraw(W), new Event.AcceptDraw(B)))
                .result("1/2-1/2", "agreement").fen("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2", B)
                .noClocks().illegal(0, 0).noObligation()
                .decisions("MOVE_MADE white", "DRAW_OFFERED white", "DRAW_AGREED black")
                .done();
    }

    @Test
    void ignoringCheckIsAnIllegalMoveCitingTheCheckRule_3_9_2_7_5_1() {
        // the rook a1 checks the king e1; Nd2-f3 does not answer the check; the knight can block on b1
        String start = "4k3/8/8/8/8/8/3N4/r3K3 w - - 0 1";
        check(rule(start, null, STANDARD, "PT10M", "PT10M", 0, 0, release(W, "d2-f3"), press(W)))
                .result("*", null).fen(start, W).clocks("PT10M", "PT12M").illegal(1, 0)
                .obligation("move-piece", "d2", null).obligationCites("7.5.1#h4")
                .decisions("ILLEGAL_MOVE white", "POSITION_REINSTATED white", "TIME_ADDED white player=black seconds=120",
                        "TOUCH_OBLIGATION white")
                .cites("ILLEGAL_MOVE", "3.9.2").cites("ILLEGAL_MOVE", "7.5.1")
                .done();
    }

    @Test
    void blackOffersWithHisThirtiethMoveBeforePressingItIsNotCompleted_9_1_1_6_2_1() {
        // 6.2.1: the press completes the move. Black's 30th move is made but not completed when he offers,
        // so "both players have completed 30 moves" does not hold yet (mirror of 004-1)
        check(rule("4k3/8/8/8/8/8/8/R3K3 b - - 0 30", null, THIRTY, "PT10M", "PT10M", 0, 0,
                release(B, "e8-d8"), new Event.OfferDraw(B), new Event.AcceptDraw(W)))
                .result("*", null).fen("3k4/8/8/8/8/8/8/R3K3 w - - 1 31", W).clocks("PT10M", "PT10M").illegal(0, 0)
                .noObligation()
                .decisions("MOVE_MADE black", "DRAW_OFFER_NOT_ALLOWED black", "AGREEMENT_INVALID white")
                .cites("DRAW_OFFER_NOT_ALLOWED", "9.1.1")
                .done();
    }

    @Test
    void acceptanceAfterTouchingAPieceComesTooLate_9_1_2_1h4() {
        check(rule("startpos", "1. e4 e5", move(W, "Nf3"), new Event.OfferDraw(W), Review.touch(B, "b8"),
                new Event.AcceptDraw(B)))
                .result("*", null).fen("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2", B)
                .noClocks().illegal(0, 0).obligation("move-piece", "b8", null)
                .decisions("MOVE_MADE white", "DRAW_OFFERED white", "TOUCH_OBLIGATION black", "AGREEMENT_INVALID black")
                .cites("AGREEMENT_INVALID", "9.1.2.1#h4")
                .done();
    }

    @Test
    void agreementRightAfterBlacksFirstMoveIsValid_5_2_3h2() {
        // 5.2.3 needs one move *made* by each player (not completed by the press); no event move limit here
        check(rule("startpos", "1. e4", release(B, "e7-e5"), new Event.OfferDraw(B), new Event.AcceptDraw(W)))
                .result("1/2-1/2", "agreement").fen("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2", W)
                .noClocks().illegal(0, 0).noObligation()
                .decisions("MOVE_MADE black", "DRAW_OFFERED black", "DRAW_AGREED white")
                .done();
    }
}
