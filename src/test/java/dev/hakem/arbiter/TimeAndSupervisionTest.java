package dev.hakem.arbiter;

import static dev.hakem.arbiter.Cases.B;
import static dev.hakem.arbiter.Cases.W;
import static dev.hakem.arbiter.Cases.clocks;
import static dev.hakem.arbiter.Cases.expect;
import static dev.hakem.arbiter.Cases.move;
import static dev.hakem.arbiter.Cases.press;
import static dev.hakem.arbiter.Cases.release;
import static dev.hakem.arbiter.Cases.touch;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.chess.Color;
import dev.hakem.chess.Variant;
import dev.hakem.chess.notation.Notation;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Clocks, supervision and what nobody noticed (FIDE 6, 7.5 in rapid and blitz, Appendices A and B,
 * Guidelines III) — the cases the review files do not cover, each compared whole.
 */
class TimeAndSupervisionTest {
    static final CompetitionRules RAPID_LIMITED = CompetitionRules.of(Pace.RAPID, Supervision.LIMITED);
    static final CompetitionRules BLITZ_LIMITED = CompetitionRules.of(Pace.BLITZ, Supervision.LIMITED);

    static Ruling rule(String start, String moves, CompetitionRules rules, Map<Color, Duration> clocks, Event... events) {
        return Arbiter.rule(new Case(start, moves, rules, clocks, null, List.of(events), null, Notation.ENGLISH));
    }

    static CompetitionRules quickplay(Pace pace, Supervision s) {
        return CompetitionRules.of(pace, s).withTime(pace, s, true);
    }

    // ---- Regime: the one place for A.3, B.2, B.3 -------------------------------------------------

    @Test
    void theRegimeFixesThePenaltyAndItsArticles() {
        assertEquals(List.of(120L, 60L, 60L, 120L, 60L), List.of(Regime.STANDARD.penaltySeconds(),
                Regime.RAPID_FULL.penaltySeconds(), Regime.RAPID_LIMITED.penaltySeconds(),
                Regime.BLITZ_FULL.penaltySeconds(), Regime.BLITZ_LIMITED.penaltySeconds()));
        assertEquals(List.of("7.5.5#h1"), Regime.STANDARD.penaltyArticles("7.5.5#h1"));
        assertEquals(List.of("7.5.5#h1", "A.3"), Regime.RAPID_FULL.penaltyArticles("7.5.5#h1"));
        assertEquals(List.of("9.5.3#h1", "A.3", "B.3"), Regime.BLITZ_LIMITED.penaltyArticles("9.5.3#h1"));
        assertEquals(List.of("9.5.3#h1", "B.2"), Regime.BLITZ_FULL.penaltyArticles("9.5.3#h1"));
        assertEquals(Regime.RAPID_LIMITED, Regime.of(CompetitionRules.of(Pace.RAPID, Supervision.NONE)));
        assertEquals(Regime.STANDARD, Regime.of(CompetitionRules.of(Pace.STANDARD, Supervision.NONE)));
        assertTrue(Regime.BLITZ_LIMITED.lesserSupervision());
        assertFalse(Regime.BLITZ_FULL.lesserSupervision());
        assertEquals(List.of("A.5.2#h2", "B.3"), Regime.BLITZ_LIMITED.underA5("A.5.2#h2"));
        assertEquals(List.of(), Regime.RAPID_FULL.underA5("A.5.2#h2"));
    }

    // ---- 6.3, 6.4: periods --------------------------------------------------------------------------

    @Test
    void eachPeriodsTimeIsAddedWhenItsMovesAreCompleted() {
        TimeControl tc = new TimeControl(Duration.ofSeconds(30), List.of(new TimeControl.Period(40, Duration.ofMinutes(120)),
                new TimeControl.Period(20, Duration.ofMinutes(60)), new TimeControl.Period(null, Duration.ofMinutes(15))));
        assertEquals(Duration.ofSeconds(30), tc.addedAfterMove(W, 39));
        assertEquals(Duration.ofMinutes(60).plusSeconds(30), tc.addedAfterMove(W, 40));
        assertEquals(Duration.ofMinutes(15).plusSeconds(30), tc.addedAfterMove(B, 60));
        assertEquals(Duration.ofSeconds(30), tc.addedAfterMove(B, 80));
        assertEquals(List.of(0, 1, 1, 2, 2), List.of(tc.periodOf(39), tc.periodOf(40), tc.periodOf(59), tc.periodOf(60), tc.periodOf(99)));
        assertEquals(List.of(40, 60, -1), List.of(tc.lastMoveOf(0), tc.lastMoveOf(1), tc.lastMoveOf(2)));
        assertFalse(tc.isFinal(1));
        assertTrue(tc.isFinal(2));
        assertTrue(TimeControl.NONE.isFinal(0));
    }

    // ---- 6.7 ----------------------------------------------------------------------------------------

    @Test
    void bothPlayersAfterAZeroDefaultTimeBothLose_6_7_1() {
        expect(rule("startpos", null, CompetitionRules.STANDARD, null,
                        new Event.Arrive(W, Duration.ofMinutes(1)), new Event.Arrive(B, Duration.ofMinutes(2))),
                "result 0-0 default",
                "fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "GAME_LOST white [6.7.1#h2, 6.7.1#h3] player=white",
                "GAME_LOST black [6.7.1#h2, 6.7.1#h3] player=black");
    }

    static final CompetitionRules DEFAULT_30 = CompetitionRules.STANDARD.withDefaultTime(Duration.ofMinutes(30));

    @Test
    void whilstBlackIsAbsentAndWhiteHasNotMovedWhitesClockRuns_6_6() {
        // hostile2 P10c: White present, Black arrives 20 minutes after the start, no move told before.
        expect(rule("startpos", null, DEFAULT_30, clocks("PT90M", "PT90M"), new Event.Arrive(B, Duration.ofMinutes(20))),
                "result * null",
                "fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 toMove white",
                "clocks white=PT1H10M black=PT1H30M",
                "illegal white=0 black=0",
                "obligation none",
                "GAME_CONTINUES black [6.7.1#h3, 6.6#h1] player=white seconds=1200");
    }

    @Test
    void bothAbsentWhitesClockRunsUntilAMoveIsTold_6_7_2() {
        // hostile2 P10: White arrives at 10:00, Black at 20:00; no move of White is told between them.
        expect(rule("startpos", null, DEFAULT_30, clocks("PT90M", "PT90M"),
                        new Event.Arrive(W, Duration.ofMinutes(10)), new Event.Arrive(B, Duration.ofMinutes(20))),
                "result * null",
                "fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 toMove white",
                "clocks white=PT1H10M black=PT1H30M",
                "illegal white=0 black=0",
                "obligation none",
                "GAME_CONTINUES white [6.7.1#h3, 6.7.2#h1] player=white seconds=600",
                "GAME_CONTINUES black [6.7.1#h3, 6.6#h1] player=white seconds=600");
    }

    @Test
    void blackArrivesAfterWhitesFirstMoveAndLosesTheTimeSinceWhitePressed_6_2_1() {
        // hostile2 P10b: White arrives at 10:00 and plays 1. e4 (made and pressed at once), Black arrives at 20:00.
        expect(rule("startpos", null, DEFAULT_30, clocks("PT90M", "PT90M"),
                        new Event.Arrive(W, Duration.ofMinutes(10)), move(W, "e4"), new Event.Arrive(B, Duration.ofMinutes(20))),
                "result * null",
                "fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1 toMove black",
                "clocks white=PT1H20M black=PT1H20M",
                "illegal white=0 black=0",
                "obligation none",
                "GAME_CONTINUES white [6.7.1#h3, 6.6#h1] player=white seconds=600",
                "MOVE_MADE white [4.7#h1, 1.3]",
                "GAME_CONTINUES black [6.7.1#h3, 6.2.1#h1] player=black seconds=600");
    }

    @Test
    void blackArrivingAfterTheDefaultTimeLosesAfterWhitesMoveToo_6_7_1() {
        expect(rule("startpos", null, DEFAULT_30, clocks("PT90M", "PT90M"),
                        move(W, "e4"), new Event.Arrive(B, Duration.ofMinutes(31))),
                "result 1-0 default",
                "fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1 toMove black",
                "clocks white=PT1H30M black=PT59M",
                "illegal white=0 black=0",
                "obligation none",
                "MOVE_MADE white [4.7#h1, 1.3]",
                "GAME_LOST black [6.7.1#h3] player=black");
    }

    @Test
    void anArrivalBeforeTheTimeAlreadyToldIsAnInputError() {
        CaseInputException e = assertThrows(CaseInputException.class, () -> rule("startpos", null, DEFAULT_30, clocks("PT90M", "PT90M"),
                new Event.Arrive(W, Duration.ofMinutes(20)), new Event.Arrive(B, Duration.ofMinutes(10))));
        assertEquals("events[1].arrive: 10:00 after the start is before 20:00, the time since the start already told by the events",
                e.getMessage());
    }

    @Test
    void anArrivalAfterThePlayersOwnMoveOrAfterRecordedMovesIsAnInputError() {
        CaseInputException e = assertThrows(CaseInputException.class, () -> rule("startpos", "1. e4",
                CompetitionRules.STANDARD, null, new Event.Arrive(B, Duration.ofMinutes(1))));
        assertEquals("events[0].arrive: black was not absent at a resumption (resume with \"absent\"), and this is no late arrival"
                + " at the start (6.7: a player arrives before his own first move, in a game whose every move from move 1 is an event,"
                + " so that the time since the start is known)", e.getMessage());
        CaseInputException own = assertThrows(CaseInputException.class, () -> rule("startpos", null,
                CompetitionRules.STANDARD, null, move(W, "e4"), new Event.Arrive(W, Duration.ofMinutes(1))));
        assertEquals("events[1].arrive: white was not absent at a resumption (resume with \"absent\"), and this is no late arrival"
                + " at the start (6.7: a player arrives before his own first move, in a game whose every move from move 1 is an event,"
                + " so that the time since the start is known)", own.getMessage());
    }

    @Test
    void aPlayersEventByTheArbiterIsRefusedAlsoAfterTheGameEnded() {
        // hostile2 W10_by4: the game is a dead position at the start; the arbiter's "flagFall" names no flag.
        for (String start : List.of("8/8/8/8/8/8/8/k1K5 w - - 0 1", "startpos")) {
            CaseInputException e = assertThrows(CaseInputException.class, () -> rule(start, null, CompetitionRules.STANDARD,
                    clocks("PT0S", "PT1M"), new Event.FlagFall(null)));
            assertEquals("events[0].by: this event needs a player (white or black), not the arbiter", e.getMessage());
        }
        CaseInputException resign = assertThrows(CaseInputException.class, () -> rule("8/8/8/8/8/8/8/k1K5 w - - 0 1", null,
                CompetitionRules.STANDARD, null, new Event.Resign(null)));
        assertEquals("events[0].by: this event needs a player (white or black), not the arbiter", resign.getMessage());
        CaseInputException permit = assertThrows(CaseInputException.class, () -> rule("8/8/8/8/8/8/8/k1K5 w - - 0 1", null,
                CompetitionRules.STANDARD, null, new Event.PermitDrawOffer(W)));
        assertEquals("events[0].by: \"permitDrawOffer\" is the arbiter's (by: \"arbiter\"), not white's", permit.getMessage());
    }

    // ---- 6.2.3, 6.11 --------------------------------------------------------------------------------

    @Test
    void aFingerOverTheClockIsLeftToTheArbiter_6_2_3() {
        expect(rule("startpos", null, CompetitionRules.STANDARD, clocks("PT10M", "PT10M"),
                        touch(W, "e2"), release(W, "e2-e4"), new Event.PressClock(W, 1, null, Event.ClockHandling.HOVER)),
                "result * null",
                "fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1 toMove black",
                "clocks white=PT10M black=PT10M",
                "illegal white=0 black=0",
                "obligation none",
                "TOUCH_OBLIGATION white [4.3.1]",
                "MOVE_MADE white [4.7#h1, 1.3]",
                "ARBITER_DISCRETION white [6.2.3#h2, 12.9] options=9");
    }

    @Test
    void theArbiterPausesForReasonsOfHisOwn_6_11_1() {
        CaseInputException e = assertThrows(CaseInputException.class, () -> rule("startpos", null, CompetitionRules.STANDARD,
                null, new Event.PauseClock(null, Event.PauseReason.OTHER)));
        assertTrue(e.getMessage().startsWith("events[0].reason: "), e.getMessage());
    }

    // ---- A.5: what nobody noticed -----------------------------------------------------------------

    @Test
    void aSecondActionAfterTheMoveStandsUntilClaimed_A_5_2() {
        // 002-1 under lesser supervision: Black's knight moves twice, nobody sees it; White claims before moving
        expect(rule("6k1/3n1ppp/8/3P4/8/8/5PPP/6K1 b - - 0 47", null, RAPID_LIMITED, clocks("PT5M", "PT4M"),
                        touch(B, "d7"), release(B, "d7-b6"), release(B, "b6xd5"), press(B),
                        new Event.Claim(W, Event.ClaimKind.ILLEGAL_MOVE, null)),
                "result * null",
                "fen 6k1/5ppp/1n6/3P4/8/8/5PPP/6K1 w - - 1 48 toMove white",
                "clocks white=PT6M black=PT4M",
                "illegal white=0 black=1",
                "obligation none",
                "TOUCH_OBLIGATION black [4.3.1]",
                "MOVE_MADE black [4.7#h1, 1.3]",
                "ILLEGAL_MOVE black [7.5.1#h1, 6.2.1#h2, 4.7#h1, 1.3, A.5.2#h2]",
                "POSITION_REINSTATED black [7.5.1#h2, 7.5.1#h5]",
                "TIME_ADDED black [7.5.5#h1, A.3] player=white seconds=60");
    }

    @Test
    void anUncountedFlagStillCountsWhenClaimedLater_A_5_3() {
        expect(rule("6k1/5ppp/8/8/8/8/r4PPP/6K1 b - - 0 35", null, RAPID_LIMITED, clocks("PT1M12S", "PT3S"),
                        new Event.FlagFall(B), move(B, "Kf8"), move(W, "h3"),
                        new Event.Claim(W, Event.ClaimKind.FLAG, null)),
                "result 1-0 time",
                "fen 5k2/5ppp/8/8/8/7P/r4PP1/6K1 b - - 0 36 toMove black",
                "clocks white=PT1M12S black=PT0S",
                "illegal white=0 black=0",
                "obligation none",
                "MOVE_MADE black [4.7#h1, 1.3]",
                "MOVE_MADE white [4.7#h1, 1.3]",
                "GAME_LOST black [6.8#h1, A.5.3#h1, 6.1#h4, 6.9#h1] player=black");
    }

    @Test
    void theOpponentMayStillClaimWhileTheArbiterWaits_A_5_4() {
        expect(rule("6k1/3R1pp1/7p/8/8/8/1r3PPP/6K1 b - - 0 31", "31... Rb1+ 32. d7-d8", RAPID_LIMITED, clocks("PT4M", "PT3M"),
                        new Event.Notice(), new Event.Claim(B, Event.ClaimKind.ILLEGAL_MOVE, null)),
                "result * null",
                "fen 6k1/3R1pp1/7p/8/8/8/5PPP/1r4K1 w - - 1 32 toMove white",
                "clocks white=PT4M black=PT4M",
                "illegal white=1 black=0",
                "obligation move-piece d7 null null null [4.3.1, 7.5.1#h4]",
                "ARBITER_WAITS arbiter [A.5.4#h1]",
                "ILLEGAL_MOVE white [7.5.1#h1, 6.2.1#h2, 3.10.2, 3.9.2, A.5.2#h2]",
                "POSITION_REINSTATED white [7.5.1#h2, 7.5.1#h5]",
                "TIME_ADDED white [7.5.5#h1, A.3] player=black seconds=60",
                "TOUCH_OBLIGATION white [4.3.1, 7.5.1#h4]");
    }

    @Test
    void underFullSupervisionTheFirstOfTwoUnnoticedIllegalMovesIsRuled_7_5_1() {
        // 2. Bc4 through e2, then 3... Qd5 through d7: the position before 2. f1-c4 comes back; the later moves are void
        expect(rule("startpos", "1. e4 e5 2. f1-c4 Nc6 3. Nf3 d8-d5", CompetitionRules.STANDARD, clocks("PT80M", "PT80M"),
                        new Event.Notice()),
                "result * null",
                "fen rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2 toMove white",
                "clocks white=PT1H20M black=PT1H22M",
                "illegal white=1 black=0",
                "obligation move-piece f1 null null null [4.3.1, 7.5.1#h4]",
                "ILLEGAL_MOVE white [7.5.1#h1, 6.2.1#h2, 3.10.2]",
                "POSITION_REINSTATED white [7.5.1#h2, 7.5.1#h5]",
                "TIME_ADDED white [7.5.5#h1] player=black seconds=120",
                "TOUCH_OBLIGATION white [4.3.1, 7.5.1#h4]");
    }

    @Test
    void noArbiterNoNotice_III_6() {
        CaseInputException e = assertThrows(CaseInputException.class, () -> rule("startpos", "1. e4 e5 2. f1-c4",
                CompetitionRules.of(Pace.STANDARD, Supervision.NONE), null, new Event.Notice()));
        assertTrue(e.getMessage().startsWith("events[0].notice: no arbiter"), e.getMessage());
    }

    // ---- Guidelines III -----------------------------------------------------------------------------

    @Test
    void bothFlagsWithoutTheGuidelinesAreTheArbitersCall() {
        expect(rule("8/5k2/8/3r4/8/3R4/5K2/8 w - - 12 52", null, CompetitionRules.STANDARD, clocks("PT0S", "PT0S"),
                        new Event.Notice()),
                "result * null",
                "fen 8/5k2/8/3r4/8/3R4/5K2/8 w - - 12 52 toMove white",
                "clocks white=PT0S black=PT0S",
                "illegal white=0 black=0",
                "obligation none",
                "ARBITER_DISCRETION arbiter [6.8#h1, III.2.1#h1] options=2");
    }

    @Test
    void anIncrementRequestWithoutTheMoveIsRefused_III_4() {
        expect(rule("8/5k2/8/3r4/8/3R4/5K2/8 w - - 12 61", null, quickplay(Pace.STANDARD, Supervision.FULL),
                        clocks("PT1M30S", "PT1M"), new Event.Request(B, Event.RequestKind.INCREMENT)),
                "result * null",
                "fen 8/5k2/8/3r4/8/3R4/5K2/8 w - - 12 61 toMove white",
                "clocks white=PT1M30S black=PT1M",
                "illegal white=0 black=0",
                "obligation none",
                "CLAIM_REJECTED black [III.4#h1]");
    }

    @Test
    void playWaitsForTheArbitersDecision_III_5() {
        CaseInputException e = assertThrows(CaseInputException.class, () -> rule("8/5k2/8/3r4/8/3R4/5K2/8 w - - 12 61", null,
                quickplay(Pace.STANDARD, Supervision.FULL), clocks("PT1M30S", "PT6M"),
                new Event.Claim(W, Event.ClaimKind.QUICKPLAY, null), move(W, "Ke3")));
        assertTrue(e.getMessage().startsWith("events[1]: white's quickplay claim (III.5) is before the arbiter"), e.getMessage());
    }

    @Test
    void aRejectedPostponedClaimWithoutAFlagStillGivesTwoMinutes_III_5_3() {
        expect(rule("8/5k2/8/3r4/8/3R4/5K2/8 w - - 12 61", null, quickplay(Pace.STANDARD, Supervision.FULL),
                        clocks("PT1M30S", "PT6M"), new Event.Claim(W, Event.ClaimKind.QUICKPLAY, null),
                        new Event.Decide(null, Event.Answer.POSTPONE), move(W, "Ke3"), move(B, "Ke6"),
                        new Event.Decide(null, Event.Answer.REJECT)),
                "result * null",
                "fen 8/8/4k3/3r4/8/3RK3/8/8 w - - 14 62 toMove white",
                "clocks white=PT1M30S black=PT8M",
                "illegal white=0 black=0",
                "obligation none",
                "ARBITER_DISCRETION arbiter [III.5.1#h2, III.5.2#h1, III.5.2#h2] options=2",
                "MOVE_MADE white [4.7#h1, 1.3]",
                "MOVE_MADE black [4.7#h1, 1.3]",
                "CLAIM_REJECTED white [III.5.1#h2, III.5.3#h1]",
                "TIME_ADDED white [III.5.3#h1] player=black seconds=120");
    }
}
