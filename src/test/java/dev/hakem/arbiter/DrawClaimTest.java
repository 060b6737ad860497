package dev.hakem.arbiter;

import static dev.hakem.arbiter.Cases.B;
import static dev.hakem.arbiter.Cases.W;
import static dev.hakem.arbiter.Cases.clocks;
import static dev.hakem.arbiter.Cases.expect;
import static dev.hakem.arbiter.Cases.press;
import static dev.hakem.arbiter.Cases.release;
import static dev.hakem.arbiter.Cases.rule;
import static dev.hakem.arbiter.Cases.touch;

import org.junit.jupiter.api.Test;

/** FIDE 9.1.1, 9.1.2.1, 9.1.2.3, 9.2.1–9.2.3, 9.3.1–9.3.2, 9.4, 9.5.1–9.5.3, commentary cases 004-1–004-5. */
class DrawClaimTest {
    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    static final String THREE_TIMES = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8";
    static final String START_AFTER_8 = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 8 5";
    static final CompetitionRules THIRTY = new CompetitionRules(false, 30, false);

    static Event claim(dev.hakem.chess.Color by, Event.ClaimKind kind, String intended) {
        return new Event.Claim(by, kind, intended);
    }

    @Test
    void repetitionThatHasJustAppeared_9_2_2() {
        expect(rule("startpos", THREE_TIMES, claim(W, Event.ClaimKind.REPETITION, null)),
                "result 1/2-1/2 repetition",
                "fen " + START_AFTER_8 + " toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "CLAIM_UPHELD white [9.2#h1, 9.2.2, 9.2.3#h1, 9.5.1#h1, 9.5.2]");
    }

    @Test
    void repetitionAboutToAppearOnTheWrittenMove_9_2_1() {
        expect(rule("startpos", "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1", claim(B, Event.ClaimKind.REPETITION, "Ng8")),
                "result 1/2-1/2 repetition",
                "fen rnbqkb1r/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 7 4 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "CLAIM_UPHELD black [9.2#h1, 9.2.1#h1, 9.2.3#h1, 9.5.1#h1, 9.5.2]");
    }

    @Test
    void incorrectRepetitionClaimGivesTheOpponentTwoMinutes_9_5_3() {
        expect(rule("startpos", "1. Nf3 Nf6 2. Ng1 Ng8", CompetitionRules.STANDARD, clocks("PT30M", "PT20M"), null,
                        claim(W, Event.ClaimKind.REPETITION, null)),
                "result * null",
                "fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 4 3 toMove white",
                "clocks white=PT30M black=PT22M",
                "illegal white=0 black=0",
                "obligation none",
                "CLAIM_REJECTED white [9.2#h1, 9.2.2, 9.2.3#h1, 9.5.1#h1, 9.5.3#h1, 9.5.3#h2]",
                "TIME_ADDED white [9.5.3#h1] player=black seconds=120");
    }

    @Test
    void incorrectClaimOnAnIntendedMoveObligesThatMove_9_5_3() {
        expect(rule("startpos", "1. Nf3 Nf6 2. Ng1 Ng8", new CompetitionRules(true, 0, false), clocks("PT10M", "PT10M"), null,
                        claim(W, Event.ClaimKind.REPETITION, "Nf3")),
                "result * null",
                "fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 4 3 toMove white",
                "clocks white=PT10M black=PT11M",
                "illegal white=0 black=0",
                "obligation play-move g1 null null g1f3 [9.5.3#h3]",
                "CLAIM_REJECTED white [9.2#h1, 9.2.1#h1, 9.2.3#h1, 9.5.1#h1, 9.5.3#h1, 9.5.3#h2, 9.5.3#h3]",
                "TIME_ADDED white [9.5.3#h1, A.3] player=black seconds=60",
                "TOUCH_OBLIGATION white [9.5.3#h3]");
    }

    @Test
    void lostEnPassantMakesTheFirstPositionDifferent_9_2_3_1() {
        // after 1.c4 Black could take en passant; the same placement later, without that capture, is another position
        String fen = "4k3/8/8/8/3p4/8/2P5/4K3 w - - 0 1";
        expect(rule(fen, "1. c4 Ke7 2. Ke2 Ke8 3. Ke1 Ke7 4. Ke2 Ke8 5. Ke1", claim(B, Event.ClaimKind.REPETITION, null)),
                "result * null",
                "fen 4k3/8/8/8/2Pp4/8/8/4K3 b - - 8 5 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "CLAIM_REJECTED black [9.2#h1, 9.2.2, 9.2.3#h1, 9.5.1#h1, 9.5.3#h1, 9.5.3#h2]",
                "TIME_ADDED black [9.5.3#h1] player=white seconds=120");
    }

    @Test
    void fiftyMovesOnTheWrittenMove_9_3_1() {
        String fen = "8/8/8/4k3/8/8/8/R3K3 w - - 99 80";
        expect(rule(fen, null, claim(W, Event.ClaimKind.FIFTY, "Ra2")),
                "result 1/2-1/2 fifty-moves",
                "fen " + fen + " toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "CLAIM_UPHELD white [9.3#h1, 9.3.1, 9.5.1#h1, 9.5.2]");
    }

    @Test
    void fiftyMovesAlreadyCompleted_9_3_2() {
        String fen = "8/8/8/4k3/8/8/R7/4K3 b - - 100 80";
        expect(rule(fen, null, claim(B, Event.ClaimKind.FIFTY, null)),
                "result 1/2-1/2 fifty-moves",
                "fen " + fen + " toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "CLAIM_UPHELD black [9.3#h1, 9.3.2, 9.5.1#h1, 9.5.2]");
    }

    @Test
    void fiftyMovesNotYet_9_3_and_9_5_3() {
        String fen = "8/8/8/4k3/8/8/R7/4K3 b - - 98 80";
        expect(rule(fen, null, claim(B, Event.ClaimKind.FIFTY, null)),
                "result * null",
                "fen " + fen + " toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "CLAIM_REJECTED black [9.3#h1, 9.3.2, 9.5.1#h1, 9.5.3#h1, 9.5.3#h2]",
                "TIME_ADDED black [9.5.3#h1] player=white seconds=120");
    }

    @Test
    void touchingAPieceLosesTheClaimOnThatMove_9_4_case_004_5() {
        expect(rule("startpos", THREE_TIMES, touch(W, "g1"), claim(W, Event.ClaimKind.REPETITION, null)),
                "result * null",
                "fen " + START_AFTER_8 + " toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation move-piece g1 null null null [4.3.1]",
                "TOUCH_OBLIGATION white [4.3.1]",
                "CLAIM_FORFEITED white [9.4, 4.3]");
    }

    @Test
    void offerWithTheThirtiethMoveCannotBeAcceptedBeforeBlackCompletesIt_9_1_1_case_004_1() {
        String fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 30";
        expect(rule(fen, null, THIRTY, null, null, release(W, "e2-e4"), new Event.OfferDraw(W), press(W), new Event.AcceptDraw(B)),
                "result * null",
                "fen 4k3/8/8/8/4P3/8/8/4K3 b - e3 0 30 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "MOVE_MADE white [4.7#h1, 1.3]",
                "DRAW_OFFER_NOT_ALLOWED white [9.1.1]",
                "AGREEMENT_INVALID black [9.1.1]");
    }

    @Test
    void offerAfterBothCompletedThirtyMovesIsValidEvenBeforeMoving_9_1_2_1_case_004_2() {
        String fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 31";
        expect(rule(fen, null, THIRTY, null, null, new Event.OfferDraw(W), new Event.AcceptDraw(B)),
                "result 1/2-1/2 agreement",
                "fen " + fen + " toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "DRAW_OFFERED white [9.1.2.1#h1, 9.1.2.1#h2, 9.1.2.1#h4]",
                "DRAW_AGREED black [9.1.2#h1, 5.2.3#h1, 5.2.3#h3]");
    }

    @Test
    void claimAcceptedUnderTheMoveLimitIsExamined_9_1_2_3_case_004_3() {
        expect(rule("startpos", THREE_TIMES, THIRTY, null, null, claim(W, Event.ClaimKind.REPETITION, null), new Event.AcceptDraw(B)),
                "result 1/2-1/2 repetition",
                "fen " + START_AFTER_8 + " toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "AGREEMENT_INVALID black [9.1.1, 9.1.2.3]",
                "CLAIM_UPHELD white [9.2#h1, 9.2.2, 9.2.3#h1, 9.5.1#h1, 9.5.2]");
    }

    @Test
    void claimAcceptedWithoutLimitIsAnAgreement_9_1_2_3_case_004_3() {
        // the claim itself is wrong (only two occurrences) but the opponent accepts it as an offer
        expect(rule("startpos", "1. Nf3 Nf6 2. Ng1 Ng8", claim(W, Event.ClaimKind.REPETITION, null), new Event.AcceptDraw(B)),
                "result 1/2-1/2 agreement",
                "fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 4 3 toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "DRAW_AGREED black [9.1.2.3, 5.2.3#h1, 5.2.3#h3]");
    }

    @Test
    void touchingAPieceRejectsTheOfferSoALateAcceptanceIsVoid_9_1_2_1() {
        expect(rule("startpos", "1. e4 e5", Cases.move(W, "Nf3"), new Event.OfferDraw(W),
                        touch(B, "b8"), new Event.AcceptDraw(B)),
                "result * null",
                "fen rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation move-piece b8 null null null [4.3.1]",
                "MOVE_MADE white [4.7#h1, 1.3]",
                "DRAW_OFFERED white [9.1.2.1#h1, 9.1.2.1#h2, 9.1.2.1#h4]",
                "TOUCH_OBLIGATION black [4.3.1]",
                "AGREEMENT_INVALID black [9.1.2.1#h4]");
    }

    @Test
    void offerNeedsTheArbitersPermission_9_1_1_case_004_4() {
        String fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 12";
        CompetitionRules permission = new CompetitionRules(false, 0, true);
        expect(rule(fen, null, permission, null, null, new Event.OfferDraw(W), new Event.PermitDrawOffer(null),
                        new Event.OfferDraw(W), new Event.DeclineDraw(B)),
                "result * null",
                "fen " + fen + " toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "DRAW_OFFER_NOT_ALLOWED white [9.1.1]",
                "DRAW_OFFERED white [9.1.1, 9.1.2.1#h1, 9.1.2.1#h2, 9.1.2.1#h4]");
    }
}
