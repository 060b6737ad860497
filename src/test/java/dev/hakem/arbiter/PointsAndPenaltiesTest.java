package dev.hakem.arbiter;

import static dev.hakem.arbiter.Cases.B;
import static dev.hakem.arbiter.Cases.W;
import static dev.hakem.arbiter.Cases.clocks;
import static dev.hakem.arbiter.Cases.move;
import static dev.hakem.arbiter.Issue12.MATE;
import static dev.hakem.arbiter.Issue12.RUY;
import static dev.hakem.arbiter.Issue12.caseOf;
import static dev.hakem.arbiter.Issue12.codes;
import static dev.hakem.arbiter.Issue12.conduct;
import static dev.hakem.arbiter.Issue12.gameLost;
import static dev.hakem.arbiter.Issue12.penalty;
import static dev.hakem.arbiter.Issue12.reduce;
import static dev.hakem.arbiter.Issue12.refused;
import static dev.hakem.arbiter.Issue12.rule;
import static dev.hakem.arbiter.Issue12.score;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** FIDE 10.1, 10.2 and the penalties of 12.9 applied: scores that need not be the board's result. */
class PointsAndPenaltiesTest {
    static final Event.Conduct NOISE = new Event.Conduct(W, Event.Misconduct.DISTRACTING, Event.Distraction.NOISE);
    static final Event[] DRAW = {new Event.OfferDraw(W), new Event.AcceptDraw(B)};

    static Ruling drawnAfter(Event... before) {
        List<Event> evs = new java.util.ArrayList<>(List.of(before));
        evs.add(1, DRAW[0]);
        evs.add(2, DRAW[1]);
        return Arbiter.rule(new Case("startpos", RUY, CompetitionRules.STANDARD, clocks("PT10M", "PT10M"), null, evs));
    }

    @Test
    void tenTwoBoundsEveryScore_10_2() {
        assertThrows(IllegalArgumentException.class, () -> new GameScore(Outcome.WIN, Outcome.WIN));
        assertThrows(IllegalArgumentException.class, () -> new GameScore(Outcome.WIN, Outcome.DRAW));
        assertEquals(GameResult.BOTH_LOST, new GameScore(Outcome.LOSS, Outcome.LOSS).result());
        assertEquals(GameResult.WHITE_HALF_BLACK_NOTHING, new GameScore(Outcome.DRAW, Outcome.LOSS).result());
        assertEquals(GameResult.ONGOING, new GameScore(Outcome.LOSS, null).result());
        assertEquals(GameResult.WHITE_NOTHING_BLACK_HALF, GameResult.parse("0-1/2"));
    }

    @Test
    void theEventsPointsNameOneOutcomeEach_10_1() {
        PointSystem football = new PointSystem(new BigDecimal("3"), BigDecimal.ONE, BigDecimal.ZERO);
        assertEquals(Outcome.DRAW, football.outcome(new BigDecimal("1.0")));
        assertNull(football.outcome(new BigDecimal("2")));
        assertThrows(IllegalArgumentException.class, () -> new PointSystem(BigDecimal.ONE, BigDecimal.ONE, BigDecimal.ZERO));
        assertEquals("10", new PointSystem(new BigDecimal("1E+1"), BigDecimal.ONE, BigDecimal.ZERO).win().toString());
        Ruling r = rule("startpos", "1. f3 e5 2. g4", CompetitionRules.STANDARD.withPoints(football), null, move(B, "Qh4#"));
        score(r, "0-3");
    }

    @Test
    void raisingTheOpponentToAWinNeedsTheOffendersScoreReducedFirst_12_9_4_and_10_2() {
        Ruling r = drawnAfter(NOISE, reduce(W, "0"), penalty(Sanction.SCORE_RAISED, W, 0));
        assertEquals("0-1", r.result().key());
        assertEquals(Termination.AGREEMENT, r.termination());
        assertEquals(List.of(W, B), r.decisions().stream().filter(d -> d.code() == DecisionCode.SCORE_ADJUSTED)
                .map(Decision::player).toList());
        refused(caseOf("startpos", RUY, CompetitionRules.STANDARD, null, NOISE, DRAW[0], DRAW[1],
                penalty(Sanction.SCORE_RAISED, W, 0)), "events[3].penalty", "10.2");
    }

    @Test
    void aReductionMustReduce_12_9_5() {
        refused(caseOf("startpos", RUY, CompetitionRules.STANDARD, null, NOISE, DRAW[0], DRAW[1], reduce(W, "0.5")),
                "events[3].score", "does not reduce");
        refused(caseOf("startpos", RUY, CompetitionRules.STANDARD, null, NOISE, DRAW[0], DRAW[1], reduce(W, "0.25")),
                "events[3].score", "0.25 is not a score normally given");
        refused(caseOf("startpos", RUY, CompetitionRules.STANDARD, null, NOISE, reduce(W, "0")),
                "events[1].penalty", "still in progress");
    }

    @Test
    void gameDeclaredLostWithTheOpponentsScoreLeftOpen_12_9_6() {
        Ruling r = rule("startpos", RUY, CompetitionRules.STANDARD, null, NOISE, gameLost(W, null));
        assertEquals("*", r.result().key());
        assertEquals(Termination.PENALTY, r.termination());
        score(r, "0-?");
        Decision open = r.decisions().get(r.decisions().size() - 1);
        assertEquals(List.of("12.9.6#h1"), open.articles());
        Ruling awarded = rule("startpos", RUY, CompetitionRules.STANDARD, null, NOISE, gameLost(W, null),
                new Event.Award(B, new BigDecimal("0.5")));
        assertEquals("0-1/2", awarded.result().key());
        refused(caseOf("startpos", RUY, CompetitionRules.STANDARD, null, NOISE, gameLost(W, null),
                new Event.Award(W, BigDecimal.ONE)), "events[2].award", "black's, not white's");
    }

    @Test
    void gameDeclaredLostAfterADrawChangesTheScoreNotTheEnding_12_9_6() {
        Ruling r = drawnAfter(NOISE, gameLost(W, "1"));
        assertEquals("0-1", r.result().key());
        assertEquals(Termination.AGREEMENT, r.termination());
    }

    @Test
    void timePenaltiesWhileTheClocksRun_12_9_2_and_12_9_3() {
        Ruling r = rule("startpos", RUY, CompetitionRules.STANDARD, clocks("PT3M", "PT10M"), NOISE,
                penalty(Sanction.TIME_ADDED, W, 90), penalty(Sanction.TIME_DEDUCTED, W, 60));
        assertEquals(Duration.ofMinutes(2), r.clocks().get(W));
        assertEquals(Duration.ofSeconds(690), r.clocks().get(B));
        refused(caseOf("startpos", RUY, CompetitionRules.STANDARD, clocks("PT3M", "PT10M"), NOISE,
                penalty(Sanction.TIME_DEDUCTED, W, 240)), "events[1].seconds", "only 3 minutes left");
        refused(caseOf("startpos", RUY, CompetitionRules.STANDARD, clocks("PT3M", "PT10M"), NOISE, DRAW[0], DRAW[1],
                penalty(Sanction.TIME_ADDED, W, 60)), "events[3].penalty", "the game is over");
    }

    @Test
    void penaltiesBeyondTheGame_12_9_7_to_12_9_9() {
        Ruling r = rule("startpos", RUY, CompetitionRules.STANDARD.withConduct(false, true), null, NOISE,
                penalty(Sanction.FINE, W, 0), penalty(Sanction.EXCLUSION, W, 0), penalty(Sanction.EXPULSION, W, 0));
        assertEquals(List.of("12.9.7#h1", "12.9.8#h1", "12.9.9#h1"), r.decisions().stream()
                .filter(d -> d.code() == DecisionCode.COMPETITION_SANCTION).map(d -> d.articles().get(0)).toList());
        assertEquals("*", r.result().key());
    }

    @Test
    void onlyTheOffenderIsPenalised_12_9() {
        refused(caseOf("startpos", RUY, CompetitionRules.STANDARD, null, NOISE, penalty(Sanction.WARNING, B, 0)),
                "events[1].penalty", "no infraction has been found against black");
    }

    @Test
    void bothRefusingAfterTheFirstScoreWasDecidedIsTooLate_11_8() {
        Ruling r = rule("startpos", RUY, CompetitionRules.STANDARD, null, conduct(W, Event.Misconduct.PERSISTENT_REFUSAL),
                new Event.Award(B, BigDecimal.ONE), conduct(B, Event.Misconduct.PERSISTENT_REFUSAL));
        assertEquals("0-1", r.result().key());
        assertEquals(DecisionCode.GAME_ALREADY_ENDED, r.decisions().get(r.decisions().size() - 1).code());
    }

    @Test
    void aGameLostByPenaltyIsNotElevenSeven_11_8() {
        Ruling r = rule("startpos", RUY, CompetitionRules.STANDARD, null, NOISE, gameLost(W, null),
                conduct(B, Event.Misconduct.PERSISTENT_REFUSAL));
        assertEquals("*", r.result().key());
        assertEquals(List.of("ARBITER_DISCRETION", "GAME_LOST", "ARBITER_DISCRETION", "GAME_ALREADY_ENDED"), codes(r));
    }

    @Test
    void aScoreIsAwardedOnlyWhenOneIsOpen_11_7() {
        refused(caseOf("startpos", MATE, CompetitionRules.STANDARD, null, new Event.Award(B, BigDecimal.ONE)),
                "events[0].award", "no score is waiting");
    }
}
