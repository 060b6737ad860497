package dev.hakem.arbiter;

import static dev.hakem.arbiter.Cases.B;
import static dev.hakem.arbiter.Cases.W;
import static dev.hakem.arbiter.Cases.clocks;
import static dev.hakem.arbiter.Cases.press;
import static dev.hakem.arbiter.Cases.release;
import static dev.hakem.arbiter.Issue12.ADJOURNED;
import static dev.hakem.arbiter.Issue12.MATE;
import static dev.hakem.arbiter.Issue12.RUY;
import static dev.hakem.arbiter.Issue12.codes;
import static dev.hakem.arbiter.Issue12.conduct;
import static dev.hakem.arbiter.Issue12.resume;
import static dev.hakem.arbiter.Issue12.rule;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** FIDE 8.1.3–8.1.5, 10 (the score's provisions), 11.2.3.3, 11.3.2.1, 11.3.4, 11.4, 11.10, 12.5, 12.8, D.2.4, D.2.7, I.1.2, I.11. */
class MoreConductTest {

    static List<String> articles(Ruling r, int i) {
        return r.decisions().get(i).articles();
    }

    @Test
    void recordingDutiesOfTheEighthArticle_8_1_3_to_8_1_5() {
        Ruling r = rule("startpos", RUY, CompetitionRules.STANDARD, clocks("PT30M", "PT30M"),
                new Event.Scoresheet(W, Event.ScoresheetAct.REPLY_FIRST), new Event.Scoresheet(W, Event.ScoresheetAct.BEHIND),
                new Event.Scoresheet(B, Event.ScoresheetAct.OTHER_ENTRIES),
                new Event.Scoresheet(B, Event.ScoresheetAct.DRAW_OFFER_UNMARKED));
        assertEquals(List.of("NO_INFRACTION", "ARBITER_DISCRETION", "ARBITER_DISCRETION", "ARBITER_DISCRETION"), codes(r));
        assertEquals(List.of("8.1.3#h1"), articles(r, 0));
        assertEquals(List.of("8.1.3#h2", "12.9"), articles(r, 1));
        assertEquals(List.of("8.1.4#h1", "12.9"), articles(r, 2));
        assertEquals(List.of("8.1.5#h1", "9.1.2.2#h1", "C.12#h1", "12.9"), articles(r, 3));
        Ruling exempt = rule("startpos", RUY, CompetitionRules.STANDARD, clocks("PT3M", "PT30M"),
                new Event.Scoresheet(W, Event.ScoresheetAct.BEHIND));
        assertEquals(List.of("8.4#h1"), articles(exempt, 0));
    }

    @Test
    void aVisuallyImpairedPlayerKeepsScoreToo_D_2_7() {
        CompetitionRules vi = CompetitionRules.STANDARD.withPlayers(new Impairments(Set.of(W), Set.of(), Set.of()));
        Ruling r = rule("startpos", RUY, vi, clocks("PT30M", "PT30M"), new Event.Scoresheet(W, Event.ScoresheetAct.NOT_RECORDING));
        assertEquals(List.of("8.1.1#h1", "D.2.7#h1", "12.9"), articles(r, 0));
    }

    @Test
    void theScoreRestsOnTenOneAndTenTwo_10() {
        assertEquals(List.of("10.1#h1", "10.1#h2"), rule(MATE).scoreProvisions());
        Ruling both = rule("startpos", RUY, CompetitionRules.STANDARD, null, conduct(W, Event.Misconduct.PERSISTENT_REFUSAL),
                conduct(B, Event.Misconduct.PERSISTENT_REFUSAL));
        assertEquals(List.of("10.1#h2", "10.2#h1", "10.2#h2"), both.scoreProvisions());
        assertEquals(List.of(), rule(RUY).scoreProvisions());
    }

    @Test
    void outsidersEnteringUsingPhonesFinishedPlayers_11_2_3_3_12_8_11_4() {
        Ruling r = rule("startpos", RUY, CompetitionRules.STANDARD, null,
                new Event.Interfere(Event.Interference.ENTERS_PLAYING_AREA), new Event.Interfere(Event.Interference.PHONE),
                new Event.Interfere(Event.Interference.MOVE, true));
        assertEquals(List.of("11.2.3.3#h1"), articles(r, 0));
        assertEquals(List.of("12.8#h1"), articles(r, 2));
        assertEquals(List.of("11.4#h1", "12.7#h2", "12.7#h3"), articles(r, 4));
        assertEquals("*", r.result().key());
    }

    @Test
    void theBagAndSmoking_11_3_2_1_11_3_4() {
        Ruling r = rule("startpos", RUY, CompetitionRules.STANDARD, null, conduct(W, Event.Misconduct.USES_BAG),
                conduct(B, Event.Misconduct.SMOKING));
        assertEquals(List.of("11.3.2.1#h3", "11.6", "12.9"), articles(r, 0));
        assertEquals(List.of("11.3.4#h1", "11.6", "12.9"), articles(r, 1));
    }

    @Test
    void anAppealEvenAfterSigningUnlessTheEventExcludesIt_11_10() {
        Ruling r = rule(MATE, new Event.Sign(B, GameResult.WHITE_WINS), new Event.Appeal(B));
        assertEquals(List.of("11.10#h1", "11.10#h2"), Issue12.only(r, DecisionCode.APPEAL_ADMISSIBLE).articles());
        Ruling none = rule("startpos", MATE, CompetitionRules.STANDARD.withAppealsExcluded(true), null, new Event.Appeal(B));
        assertEquals(List.of("CHECKMATE", "APPEAL_NOT_ADMISSIBLE"), codes(none));
    }

    @Test
    void anOutsideDisturbanceLeavesExtraTimeToTheArbiter_12_5() {
        Ruling r = rule(RUY, Issue12.notice(Event.NoticeKind.DISTURBANCE));
        Decision d = Issue12.only(r, DecisionCode.ARBITER_DISCRETION);
        assertEquals(List.of("12.5#h1"), d.articles());
        assertEquals(4, d.options().size());
    }

    @Test
    void pressingBeforeAnnouncingIsAPressWithoutAMove_D_2_4() {
        CompetitionRules blackVi = CompetitionRules.STANDARD.withPlayers(new Impairments(Set.of(B), Set.of(), Set.of()));
        Ruling r = rule("startpos", "1. e4", blackVi, clocks("PT10M", "PT10M"), release(B, "e7-e5"), press(B),
                new Event.Announce(B, "e5"), press(B));
        assertEquals(List.of("ILLEGAL_MOVE", "TIME_ADDED", "MOVE_MADE"), codes(r));
        assertEquals(List.of("D.2.4#h1", "D.2.3#h1", "7.5.3"), articles(r, 0));
        assertEquals(Duration.ofMinutes(12), r.clocks().get(W));
        assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2", r.fen());
    }

    @Test
    void adjourningBeforeTheEndOfTheSessionCostsTheTimeToIt_I_1_2() {
        Ruling r = Arbiter.rule(new Case(ADJOURNED, null, CompetitionRules.STANDARD, clocks("PT25M", "PT52M"), null,
                List.of(new Event.Adjourn(Duration.ofMinutes(10)), new Event.Seal(W, "Rad1"), new Event.PauseClock(W))));
        assertEquals(List.of("I.1.2#h1", "I.1.1#h2"), articles(r, 0));
        assertEquals(Duration.ofMinutes(15), r.clocks().get(W));
    }

    @Test
    void bothAbsentTheReplierIsChargedUntilHeArrives_I_11() {
        Ruling r = Arbiter.rule(new Case(ADJOURNED, null, CompetitionRules.STANDARD.withDefaultTime(Duration.ofMinutes(60)),
                clocks("PT25M", "PT52M"), null, List.of(new Event.Adjourn(), new Event.Seal(W, "Rad1"), new Event.PauseClock(W),
                resume(W, B), new Event.Arrive(B, Duration.ofMinutes(12)), new Event.Arrive(W, Duration.ofMinutes(20)))));
        assertEquals(List.of("I.9.2#h1", "I.11#h1"), Issue12.only(r, DecisionCode.CLOCK_STARTED).articles());
        assertEquals(Duration.ofMinutes(40), r.clocks().get(B));
        assertEquals("*", r.result().key());
    }
}
