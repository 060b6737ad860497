package dev.hakem.arbiter;

import static dev.hakem.arbiter.Cases.B;
import static dev.hakem.arbiter.Cases.W;
import static dev.hakem.arbiter.Cases.clocks;
import static dev.hakem.arbiter.Cases.expect;
import static dev.hakem.arbiter.Cases.move;
import static dev.hakem.arbiter.Cases.press;
import static dev.hakem.arbiter.Cases.release;
import static dev.hakem.arbiter.Cases.rule;
import static dev.hakem.arbiter.Cases.touch;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Rulings that an arbiter's review found wrong in the first edition of the engine, each written
 * as the Laws decide it (the whole ruling is compared).
 */
class RulingCorrectionsTest {
    static final String PAWN_E7 = "8/4P3/8/8/8/8/8/k3K3 w - - 0 1";

    @Test
    void aPawnTakenOffTheLastRankWithoutANewPieceBecomesAQueen_7_5_2() {
        // e7-e8, the pawn lifted off e8, no new piece, clock pressed: 7.5.2, not a reinstatement under 7.5.1
        expect(rule(PAWN_E7, null, CompetitionRules.STANDARD, clocks("PT5M", "PT5M"), null,
                        release(W, "e7-e8"), new Event.Remove(W, "e8"), press(W)),
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
    void aCapturingPawnTakenOffTheLastRankBecomesAQueenThere_7_5_2() {
        expect(rule("3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1", null, CompetitionRules.STANDARD, clocks("PT10M", "PT10M"), null,
                        release(W, "e7xd8"), new Event.Remove(W, "d8"), press(W)),
                "result * null",
                "fen 3Q4/8/8/8/8/8/k7/4K3 b - - 0 1 toMove black",
                "clocks white=PT10M black=PT12M",
                "illegal white=1 black=0",
                "obligation none",
                "ILLEGAL_MOVE white [7.5.2#h1]",
                "PROMOTED_TO_QUEEN white [7.5.2#h2]",
                "TIME_ADDED white [7.5.5#h1] player=black seconds=120");
    }

    @Test
    void aPawnReleasedOnThePromotionSquareMustPromoteThere_4_7_4_4_4_6_11_2() {
        // e7-e8 released, the clock paused to ask for a queen: the promotion is finished on e8 (any piece),
        // not with a capture on d8 or f8; the pause goes to the arbiter (6.11.4)
        String fen = "3r1r2/4P3/8/8/8/8/8/k3K3 w - - 0 1";
        expect(rule(fen, null, release(W, "e7-e8"), new Event.PauseClock(W)),
                "result * null",
                "fen " + fen + " toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation promote-on e8 null e7 null [4.7#h1, 4.4.4#h1]",
                "MOVE_NOT_COMPLETED white [4.7.3, 4.6]",
                "TOUCH_OBLIGATION white [4.7#h1, 4.4.4#h1]",
                "ARBITER_DISCRETION white [6.11.2, 6.11.4, 12.9] options=9");
        // any piece may be chosen: a knight
        expect(rule(fen, null, release(W, "e7-e8"), new Event.PauseClock(W), new Event.Promote(W, "N"), press(W)),
                "result * null",
                "fen 3rNr2/8/8/8/8/8/8/k3K3 b - - 0 1 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "MOVE_NOT_COMPLETED white [4.7.3, 4.6]",
                "TOUCH_OBLIGATION white [4.7#h1, 4.4.4#h1]",
                "ARBITER_DISCRETION white [6.11.2, 6.11.4, 12.9] options=9",
                "MOVE_MADE white [4.7#h1, 4.7.3, 4.4.4, 1.3]");
        // taking the rook on d8 instead breaks 4.7: the opponent may claim (4.8)
        expect(rule(fen, null, release(W, "e7-e8"), new Event.PauseClock(W), release(W, "e8xd8"),
                        new Event.Promote(W, "Q"), press(W)),
                "result * null",
                "fen 3Q1r2/8/8/8/8/8/8/k3K3 b - - 0 1 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "MOVE_NOT_COMPLETED white [4.7.3, 4.6]",
                "TOUCH_OBLIGATION white [4.7#h1, 4.4.4#h1]",
                "ARBITER_DISCRETION white [6.11.2, 6.11.4, 12.9] options=9",
                "MOVE_MADE white [4.7#h1, 4.7.1, 4.7.3, 4.4.4, 1.3]",
                "OBLIGATION_BREACHED white [4.7#h1, 4.4.4#h1, 4.8]");
    }

    @Test
    void aClaimAfterTheRepeatingMoveIsADrawOfferTheOpponentMayAccept_9_1_2_3() {
        // 6. Ng1 makes the position stand a third time; White claims before pressing the clock: not a claim
        // he may make (Black has the move), but a draw offer at the moment 9.1.2.1 prescribes; Black accepts
        String moves = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6";
        expect(rule("startpos", moves, release(W, "f3-g1"), new Event.Claim(W, Event.ClaimKind.REPETITION, null),
                        new Event.AcceptDraw(B)),
                "result 1/2-1/2 agreement",
                "fen rnbqkb1r/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 11 6 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "MOVE_MADE white [4.7#h1, 1.3]",
                "DRAW_AGREED black [9.1.2.3, 5.2.3#h1, 5.2.3#h3]");
        // declined, the claim is examined: made after the move, by the player who no longer has it, it is
        // incorrect (9.2.1: write the move and claim before making it), two minutes for Black (9.5.3)
        expect(rule("startpos", moves, CompetitionRules.STANDARD, clocks("PT10M", "PT10M"), null, release(W, "f3-g1"),
                        new Event.Claim(W, Event.ClaimKind.REPETITION, null), new Event.DeclineDraw(B)),
                "result * null",
                "fen rnbqkb1r/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 11 6 toMove black",
                "clocks white=PT10M black=PT12M",
                "illegal white=0 black=0",
                "obligation none",
                "MOVE_MADE white [4.7#h1, 1.3]",
                "CLAIM_REJECTED white [9.2#h1, 9.2.1#h1, 9.5.1#h1, 9.5.3#h1, 9.5.3#h2]",
                "TIME_ADDED white [9.5.3#h1] player=black seconds=120");
    }

    @Test
    void aClaimOnAnIllegalWrittenMoveIsIncorrect_9_5_3() {
        // Kg3 with the king on g1 is no legal move: the claim is incorrect (two minutes for Black), the game
        // goes on, and no illegal move was completed: the clock was not pressed
        String fen = "6k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 30";
        expect(rule(fen, "30. Kh1 Kh8 31. Kg1 Kg8 32. Kh1 Kh8", CompetitionRules.STANDARD, clocks("PT10M", "PT10M"), null,
                        new Event.Claim(W, Event.ClaimKind.REPETITION, "Kg3")),
                "result * null",
                "fen 7k/5ppp/8/8/8/8/5PPP/7K w - - 6 33 toMove white",
                "clocks white=PT10M black=PT12M",
                "illegal white=0 black=0",
                "obligation none",
                "CLAIM_REJECTED white [9.2#h1, 9.2.1#h1, 3.8.1, 9.5.1#h1, 9.5.3#h1, 9.5.3#h2]",
                "TIME_ADDED white [9.5.3#h1] player=black seconds=120");
    }

    @Test
    void aPauseByAPlayerGoesToTheArbiterEvenWhenPlayGoesOn_6_11_2_6_11_4() {
        expect(rule("startpos", "1. e4 e5", new Event.PauseClock(W), move(W, "Nf3")),
                "result * null",
                "fen rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "ARBITER_DISCRETION white [6.11.2, 6.11.4, 12.9] options=9",
                "MOVE_MADE white [4.7#h1, 1.3]");
        // the arbiter pausing the clocks is no player's act: 6.11.1, nothing to judge
        expect(rule("startpos", "1. e4 e5", new Event.PauseClock(null)),
                "result * null",
                "fen rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2 toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "CLOCK_PAUSED arbiter [6.11.1#h1]");
    }

    @Test
    void theIllegalMoveIsDealtWithBeforeTheFlagThatFellAfterIt_7_5_5_6_9() {
        // White completes e2-e5 (illegal) and presses; Black, 5 s left, lets his flag fall, then pauses to call the
        // arbiter. The illegal move came first: reinstated, two minutes for Black, so his flag does not stand.
        String fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 40";
        expect(rule(fen, null, CompetitionRules.STANDARD, clocks("PT10M", "PT5S"), null,
                        touch(W, "e2"), release(W, "e2-e5"), press(W), new Event.FlagFall(B), new Event.PauseClock(B)),
                "result * null",
                "fen " + fen + " toMove white",
                "clocks white=PT10M black=PT2M",
                "illegal white=1 black=0",
                "obligation move-piece e2 null null null [4.3.1, 7.5.1#h4]",
                "TOUCH_OBLIGATION white [4.3.1]",
                "ILLEGAL_MOVE white [7.5.1#h1, 6.2.1#h2, 3.10.2, 3.7]",
                "POSITION_REINSTATED white [7.5.1#h2, 7.5.1#h5]",
                "TIME_ADDED white [7.5.5#h1] player=black seconds=120",
                "TOUCH_OBLIGATION white [4.3.1, 7.5.1#h4]",
                "FLAG_FALL_VOID black [7.5.5#h1, 6.9#h1]",
                "ARBITER_DISCRETION black [6.11.2, 6.11.4, 12.9] options=9");
    }

    @Test
    void anAdjustmentAfterATouchDoesNotLiftTheObligation_4_2_1_4_3_1() {
        Ruling r = rule("startpos", null, touch(W, "g1"), new Event.Adjust(W, "e2"));
        Decision adjusted = r.decisions().get(1);
        assertTrue(adjusted.code() == DecisionCode.PIECE_ADJUSTED, r.decisions().toString());
        assertFalse(adjusted.en().contains("no touch-move obligation arises"), adjusted.en());
        assertTrue(adjusted.en().contains("move the white knight on g1"), adjusted.en());
        assertTrue(adjusted.tr().contains("önceki dokunuşun zorunluluğu sürer: Beyaz g1'deki atıyla hamle yapmak zorundadır"),
                adjusted.tr());
        expect(r,
                "result * null",
                "fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation move-piece g1 null null null [4.3.1]",
                "TOUCH_OBLIGATION white [4.3.1]",
                "PIECE_ADJUSTED white [4.2.1]");
    }

    @Test
    void aMatingCaptureAfterTouchingAnotherPieceBreaks4_3_1Not4_3_3() {
        // the g2 pawn touched, then Rxa8# played: the rook touched the a8 piece only by capturing it with that move
        String fen = "r5k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 30";
        expect(rule(fen, null, touch(W, "g2"), move(W, "Rxa8#")),
                "result 1-0 checkmate",
                "fen R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 30 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "TOUCH_OBLIGATION white [4.3.1]",
                "MOVE_MADE white [4.7#h1, 4.7.1, 1.3]",
                "OBLIGATION_BREACHED white [4.3.1, 4.8]",
                "CHECKMATE white [5.1.1#h1, 5.1.1#h2]");
    }
}
