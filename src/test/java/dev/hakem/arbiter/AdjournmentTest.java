package dev.hakem.arbiter;

import static dev.hakem.arbiter.Cases.B;
import static dev.hakem.arbiter.Cases.W;
import static dev.hakem.arbiter.Cases.clocks;
import static dev.hakem.arbiter.Cases.move;
import static dev.hakem.arbiter.Issue12.ADJOURNED;
import static dev.hakem.arbiter.Issue12.caseOf;
import static dev.hakem.arbiter.Issue12.codes;
import static dev.hakem.arbiter.Issue12.refused;
import static dev.hakem.arbiter.Issue12.resume;
import static dev.hakem.arbiter.Issue12.rule;
import static dev.hakem.arbiter.Issue12.score;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Guidelines I: sealing, the envelope, resumption, default time. */
class AdjournmentTest {
    static final CompetitionRules HALF_HOUR = CompetitionRules.STANDARD.withDefaultTime(Duration.ofMinutes(30));

    static Ruling adjourned(String sealed, Event... after) {
        List<Event> evs = new ArrayList<>(List.of(new Event.Adjourn(), new Event.Seal(W, sealed), new Event.PauseClock(W)));
        evs.addAll(List.of(after));
        return Arbiter.rule(new Case(ADJOURNED, null, HALF_HOUR, clocks("PT25M", "PT52M"), null, evs));
    }

    @Test
    void aSealedMoveWithoutMeaningLoses_I_8_2() {
        Ruling r = adjourned("the rook to the left", resume());
        assertEquals("0-1", r.result().key());
        assertEquals(List.of("I.8.2"), Issue12.only(r, DecisionCode.GAME_LOST).articles());
        assertEquals(Termination.SEALED_MOVE, r.termination());
    }

    @Test
    void checkMarksDoNotMakeASealedMoveFaulty_I_8() {
        Ruling r = adjourned("Rad1+", resume());
        assertEquals("3r2k1/5ppp/8/8/8/8/5PPP/3R1RK1 b - - 1 30", r.fen());
    }

    @Test
    void aLateReplierLosesEvenToAFaultySealedMove_I_10() {
        Ruling r = adjourned("Rf3", resume(B), new Event.Arrive(B, Duration.ofMinutes(31)));
        assertEquals("1-0", r.result().key());
        assertEquals(Termination.DEFAULT, r.termination());
        assertEquals(Duration.ofMinutes(21), r.clocks().get(B));
    }

    @Test
    void arrivingExactlyAtTheDefaultTimeIsInTime_I_10() {
        Ruling r = adjourned("Rad1", resume(B), new Event.Arrive(B, Duration.ofMinutes(30)));
        assertEquals("*", r.result().key());
        assertEquals(Duration.ofMinutes(22), r.clocks().get(B));
        assertEquals(List.of("MOVE_SEALED", "CLOCK_STARTED", "MOVE_MADE"), codes(r));
    }

    @Test
    void anAbsentSealerIsAwaitedWhileTheReplierPlays_I_9_1_I_10() {
        Ruling r = adjourned("Rad1", resume(W), move(B, "Rxd1"), new Event.Arrive(W, Duration.ofMinutes(45)));
        assertEquals("0-1", r.result().key());
        assertEquals(List.of("I.10#h1"), Issue12.only(r, DecisionCode.GAME_LOST).articles());
    }

    @Test
    void theReplierSealsHisReplyForAnAbsentSealer_I_9_3() {
        Ruling r = adjourned("Rad1", resume(W), new Event.Seal(B, "Rxd1"), new Event.PauseClock(B),
                new Event.Arrive(W, Duration.ofMinutes(10)));
        assertEquals(List.of("MOVE_SEALED", "MOVE_MADE", "MOVE_SEALED", "CLOCK_STARTED", "MOVE_MADE"), codes(r));
        assertEquals("6k1/5ppp/8/8/8/8/5PPP/3r1RK1 w - - 0 31", r.fen());
        assertEquals(List.of("4.7#h1", "4.7.1", "1.3", "I.9.3#h2", "I.7#h1"), r.decisions().get(4).articles());
        Ruling late = adjourned("Rad1", resume(W), new Event.Seal(B, "Rxd1"), new Event.PauseClock(B),
                new Event.Arrive(W, Duration.ofMinutes(40)));
        assertEquals("0-1", late.result().key());
        refused(caseOf(ADJOURNED, null, HALF_HOUR, null, new Event.Adjourn(), new Event.Seal(W, "Rad1"), new Event.PauseClock(W),
                resume(W), new Event.Seal(B, "Rxd1"), new Event.PauseClock(B), move(B, "g6")), "events[6]", "when white arrives");
    }

    @Test
    void resigningBeforeTheResumptionConcludesTheGame_I_6() {
        Ruling r = adjourned("Rad1", new Event.Resign(W));
        assertEquals(List.of("5.1.2#h1", "I.6#h1"), Issue12.only(r, DecisionCode.GAME_LOST).articles());
        score(r, "0-1");
    }

    @Test
    void aDrawAgreedBeforeTheResumption_I_4_I_6() {
        Ruling r = adjourned("Rad1", new Event.OfferDraw(B), new Event.AcceptDraw(W));
        assertEquals("1/2-1/2", r.result().key());
        assertEquals(true, Issue12.only(r, DecisionCode.DRAW_OFFERED).articles().contains("I.4#h1"));
        assertEquals(true, Issue12.only(r, DecisionCode.DRAW_AGREED).articles().contains("I.6#h1"));
    }

    @Test
    void theEnvelopeLostTheSealerPlaysOnTheBoard_I_12_1() {
        Ruling r = adjourned("Rad1", new Event.Notice(Event.NoticeKind.ENVELOPE_MISSING, null, null, null, null), resume(),
                move(W, "Rfe1"));
        assertEquals("3r2k1/5ppp/8/8/8/8/5PPP/R3R1K1 b - - 1 30", r.fen());
    }

    @Test
    void nothingHappensOnTheBoardWhileTheGameIsAdjourned_I_5() {
        refused(caseOf(ADJOURNED, null, HALF_HOUR, null, new Event.Adjourn(), new Event.Seal(W, "Rad1"), new Event.PauseClock(W),
                move(W, "Rad1")), "events[3]", "adjourned");
        refused(caseOf(ADJOURNED, null, HALF_HOUR, null, new Event.Adjourn(), new Event.Seal(W, "Rad1"), new Event.PauseClock(W),
                new Event.Seal(W, "Rfe1")), "events[3].seal", "can no longer be changed");
        refused(caseOf(ADJOURNED, null, HALF_HOUR, null, new Event.Adjourn(), new Event.Seal(W, "Rad1"), Cases.press(W)),
                "events[2].pressClock", "pauses his clock");
        refused(caseOf(ADJOURNED, null, HALF_HOUR, null, new Event.Adjourn(), new Event.PauseClock(W)),
                "events[1].pauseClock", "after writing");
        refused(caseOf(ADJOURNED, null, HALF_HOUR, null, new Event.Adjourn(), new Event.Seal(W, "Rad1"), new Event.PauseClock(W),
                resume(B), move(W, "Rad1")), "events[4]", "when black arrives");
        refused(caseOf(ADJOURNED, null, HALF_HOUR, null, new Event.Arrive(B, Duration.ZERO)), "events[0].arrive", "not absent");
    }
}
