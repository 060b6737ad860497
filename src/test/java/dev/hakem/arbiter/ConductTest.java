package dev.hakem.arbiter;

import static dev.hakem.arbiter.Cases.B;
import static dev.hakem.arbiter.Cases.W;
import static dev.hakem.arbiter.Cases.clocks;
import static dev.hakem.arbiter.Cases.expect;
import static dev.hakem.arbiter.Issue12.RUY;
import static dev.hakem.arbiter.Issue12.codes;
import static dev.hakem.arbiter.Issue12.conduct;
import static dev.hakem.arbiter.Issue12.rule;
import static dev.hakem.arbiter.Issue12.score;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** FIDE 11.2, 11.3, 11.5, 11.7, 11.9, 12.6, 12.7: the conduct of the players and what the arbiter may say. */
class ConductTest {
    static final String AFTER_RUY = "r2qr1k1/1b2bp2/p2p1np1/1pnPp1Bp/P1p1P3/2P2NNP/1PBQ1PP1/R3R1K1 w - - 2 21";

    static Ruling withDevice(CompetitionRules rules, Event.Device e) {
        return rule("startpos", RUY, rules, clocks("PT38M", "PT29M"), e);
    }

    @Test
    void aRingingPhoneInTheLastRoundLosesTheGame_11_3_2_2() {
        Ruling r = withDevice(CompetitionRules.STANDARD, new Event.Device(B, Event.DeviceFinding.RINGS, Event.DevicePlace.PERSON, false, false));
        expect(r,
                "result 1-0 electronic-device",
                "fen " + AFTER_RUY + " toMove white",
                "clocks white=PT38M black=PT29M",
                "illegal white=0 black=0",
                "obligation none",
                "GAME_LOST black [11.3.2.2#h1, 11.3.2.2#h2] player=black");
        score(r, "1-0");
    }

    @Test
    void theEventsMilderPenaltyMayGiveTheOpponentTime_11_3_2_2() {
        Ruling r = withDevice(CompetitionRules.STANDARD.withDevices(new DeviceRules(false, Sanction.TIME_ADDED, 300)),
                new Event.Device(W, Event.DeviceFinding.FOUND, Event.DevicePlace.PERSON, true, false));
        Decision d = Issue12.only(r, DecisionCode.TIME_ADDED);
        assertEquals(B, d.player());
        assertEquals(List.of("11.3.2.2#h3"), d.articles());
        assertEquals(Duration.ofMinutes(34), r.clocks().get(B));
        assertEquals("*", r.result().key());
    }

    @Test
    void aMilderPenaltyMustBeMilder_11_3_2_2() {
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> new DeviceRules(false, Sanction.GAME_LOST, 0));
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> new DeviceRules(false, Sanction.TIME_DEDUCTED, 0));
    }

    @Test
    void aSwitchedOffDeviceInABagTheEventAllowsIsNoOffence_11_3_2_1() {
        Ruling r = withDevice(CompetitionRules.STANDARD.withDevices(new DeviceRules(true, null, 0)),
                new Event.Device(W, Event.DeviceFinding.FOUND, Event.DevicePlace.BAG, true, false));
        assertEquals(List.of("NO_INFRACTION"), codes(r));
        Ruling notOff = withDevice(CompetitionRules.STANDARD.withDevices(new DeviceRules(true, null, 0)),
                new Event.Device(W, Event.DeviceFinding.FOUND, Event.DevicePlace.BAG, false, false));
        assertEquals(List.of("11.3.2.1#h1", "11.6", "12.9"), Issue12.only(notOff, DecisionCode.ARBITER_DISCRETION).articles());
    }

    @Test
    void leavingTheVenueWithPermission_11_2_3_1() {
        Ruling r = rule("startpos", RUY, CompetitionRules.STANDARD, null, new Event.Leave(B, Event.LeavePlace.VENUE, true, false));
        assertEquals(List.of("11.2.3.1#h1", "11.2.1#h1"), Issue12.only(r, DecisionCode.NO_INFRACTION).articles());
    }

    @Test
    void reportingBeforeLeavingWhereTheEventRequiresIt_11_2_4() {
        CompetitionRules report = CompetitionRules.STANDARD.withConduct(true, false);
        assertEquals(List.of("NO_INFRACTION"), codes(rule("startpos", RUY, report, null,
                new Event.Leave(B, Event.LeavePlace.PLAYING_AREA, false, true))));
        assertEquals(List.of("NO_INFRACTION"), codes(rule("startpos", RUY, report, null,
                new Event.Leave(W, Event.LeavePlace.PLAYING_AREA, true, false))));
    }

    @Test
    void findingsOfForbiddenConductLeaveThePenaltyToTheArbiter_11_3_1_11_3_3_11_5() {
        Ruling r = rule("startpos", RUY, CompetitionRules.STANDARD, null, conduct(W, Event.Misconduct.ANALYSIS),
                conduct(B, Event.Misconduct.REFUSES_INSPECTION), conduct(W, Event.Misconduct.DISTRACTING));
        assertEquals(List.of(List.of("11.3.1#h2", "11.6", "12.9"), List.of("11.3.3#h3", "12.9"), List.of("11.5#h1", "11.6", "12.9")),
                r.decisions().stream().map(Decision::articles).toList());
        assertTrue(r.decisions().stream().allMatch(d -> d.options().size() == 9));
    }

    @Test
    void persistentRefusalScoresTheOpponentInTheEventsPoints_11_7() {
        CompetitionRules three = CompetitionRules.STANDARD.withPoints(new PointSystem(new java.math.BigDecimal("3"),
                java.math.BigDecimal.ONE, java.math.BigDecimal.ZERO));
        Ruling r = rule("startpos", RUY, three, null, conduct(W, Event.Misconduct.PERSISTENT_REFUSAL));
        assertEquals(List.of("1: a win (3 points)", "1/2: a draw (1 points)", "0: a loss (0 points)"),
                r.decisions().get(1).options());
        Ruling awarded = rule("startpos", RUY, three, null, conduct(W, Event.Misconduct.PERSISTENT_REFUSAL),
                new Event.Award(B, java.math.BigDecimal.ONE));
        assertEquals("0-1/2", awarded.result().key());
        score(awarded, "0-1");
    }

    @Test
    void theArbiterMayNotSayWhatIsAskedButExplainsTheLaws_12_6_11_9() {
        Ruling r = rule("startpos", RUY, CompetitionRules.STANDARD, null,
                new Event.Ask(W, Event.Question.OPPONENT_COMPLETED, null), new Event.Ask(B, Event.Question.EXPLANATION, "4.8"));
        assertEquals(List.of("12.6#h3", "12.6#h4"), r.decisions().get(0).articles());
        Decision explained = r.decisions().get(1);
        assertEquals(List.of("11.9#h1", "4.8"), explained.articles());
        assertEquals(List.of("11.9#h1"), explained.decidedBy());
    }

    @Test
    void aSpectatorPointingToAFlagChangesNothing_12_7() {
        Ruling r = rule("startpos", RUY, CompetitionRules.STANDARD, null, new Event.Interfere(Event.Interference.FLAG));
        assertEquals("*", r.result().key());
        assertTrue(r.decisions().stream().allMatch(Decision::spectator));
        assertEquals(List.of("12.7#h1", "12.7#h3"), r.decisions().get(0).articles());
    }
}
