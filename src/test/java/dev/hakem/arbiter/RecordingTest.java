package dev.hakem.arbiter;

import static dev.hakem.arbiter.Cases.B;
import static dev.hakem.arbiter.Cases.W;
import static dev.hakem.arbiter.Cases.clocks;
import static dev.hakem.arbiter.Issue12.ADJOURNED;
import static dev.hakem.arbiter.Issue12.MATE;
import static dev.hakem.arbiter.Issue12.RUY;
import static dev.hakem.arbiter.Issue12.caseOf;
import static dev.hakem.arbiter.Issue12.codes;
import static dev.hakem.arbiter.Issue12.refused;
import static dev.hakem.arbiter.Issue12.rule;
import static dev.hakem.arbiter.Issue12.score;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** FIDE 8.1.1, 8.1.2, 8.2, 8.4, 8.7 (and A.2): recording the moves and signing the result. */
class RecordingTest {
    static Event.Scoresheet notRecording(dev.hakem.chess.Color c) {
        return new Event.Scoresheet(c, Event.ScoresheetAct.NOT_RECORDING);
    }

    @Test
    void inRapidNobodyHasToRecord_A_2() {
        Ruling r = rule("startpos", RUY, new CompetitionRules(true, 0, false), clocks("PT20M", "PT20M"), notRecording(W));
        assertEquals(List.of("A.2#h1"), Issue12.only(r, DecisionCode.RECORDING_EXEMPT).articles());
    }

    @Test
    void theExemptionLastsTheRestOfThePeriod_8_4() {
        Ruling r = rule("startpos", RUY, CompetitionRules.STANDARD, clocks("PT4M", "PT20M"), notRecording(W),
                new Event.AcceptDraw(B), notRecording(W));
        assertEquals(List.of("RECORDING_EXEMPT", "AGREEMENT_INVALID", "RECORDING_EXEMPT"), codes(r));
    }

    @Test
    void exemptionNeedsTheClock_8_4() {
        refused(caseOf("startpos", RUY, CompetitionRules.STANDARD, null, notRecording(B)), "events[0].scoresheet", "clocks.black");
    }

    @Test
    void writingTheSealedMoveIsRecordingInAdvanceAllowed_8_1_2() {
        Ruling r = rule(ADJOURNED, null, CompetitionRules.STANDARD, null, new Event.Adjourn(),
                new Event.Scoresheet(W, Event.ScoresheetAct.IN_ADVANCE), new Event.Seal(W, "Rad1"), new Event.PauseClock(W));
        assertEquals(List.of("NO_INFRACTION", "MOVE_SEALED"), codes(r));
        assertEquals(List.of("8.1.2#h2", "I.1.1#h2"), r.decisions().get(0).articles());
    }

    @Test
    void signaturesThatDifferConfirmNothing_8_7() {
        Ruling r = rule(MATE, new Event.Sign(W, GameResult.DRAW), new Event.Sign(B, GameResult.BLACK_WINS));
        assertEquals(List.of("CHECKMATE"), codes(r));
        score(r, "1-0");
    }

    @Test
    void aCorrectedSignatureThatAgreesConfirmsTheResult_8_7() {
        Ruling r = rule(MATE, new Event.Sign(W, GameResult.DRAW), new Event.Sign(B, GameResult.WHITE_WINS),
                new Event.Sign(W, GameResult.WHITE_WINS));
        assertEquals(List.of("CHECKMATE", "RESULT_SIGNED"), codes(r));
    }

    @Test
    void theResultIsSignedAtTheEnd_8_7() {
        refused(caseOf("startpos", "1. e4", CompetitionRules.STANDARD, null, new Event.Sign(W, GameResult.DRAW)),
                "events[0].sign", "still in progress");
        refused(caseOf("startpos", "1. e4", CompetitionRules.STANDARD, null,
                        new Event.Conduct(W, Event.Misconduct.PERSISTENT_REFUSAL, null), new Event.Sign(W, GameResult.BLACK_WINS)),
                "events[1].sign", "arbiter's to decide");
    }

    @Test
    void aSignedWrongResultStandsUnlessTheArbiterDecidesOtherwise_8_7() {
        Ruling r = rule(MATE, new Event.Sign(W, GameResult.DRAW), new Event.Sign(B, GameResult.DRAW));
        assertEquals("1/2-1/2", r.result().key());
        assertEquals(Termination.CHECKMATE, r.termination());
        Decision d = Issue12.only(r, DecisionCode.ARBITER_DISCRETION);
        assertEquals(List.of("1/2-1/2: the signed result stands", "1-0: the result the game reached on the board"), d.options());
        score(r, "0.5-0.5");
    }
}
