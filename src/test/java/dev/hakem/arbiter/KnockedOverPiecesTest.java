package dev.hakem.arbiter;

import static dev.hakem.arbiter.Cases.B;
import static dev.hakem.arbiter.Cases.W;
import static dev.hakem.arbiter.Cases.clocks;
import static dev.hakem.arbiter.Cases.move;
import static dev.hakem.arbiter.Cases.press;
import static dev.hakem.arbiter.Issue12.caseOf;
import static dev.hakem.arbiter.Issue12.codes;
import static dev.hakem.arbiter.Issue12.refused;
import static dev.hakem.arbiter.Issue12.rule;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** FIDE 7.4.1–7.4.3: pieces knocked over are put right on the offender's own time; the arbiter may penalise. */
class KnockedOverPiecesTest {
    static final String OPEN = "1. e4 e5 2. Nf3 Nc6";

    @Test
    void theArbiterHelpsPutThePiecesRight_7_4_2() {
        Ruling r = rule("startpos", OPEN, CompetitionRules.STANDARD, clocks("PT10M", "PT10M"),
                new Event.KnockOver(B, List.of("c6", "e5")), new Event.PauseClock(W, Event.PauseReason.ARBITER_HELP),
                new Event.Restore(null, List.of("c6", "e5")), move(W, "Bb5"));
        assertEquals(List.of("PIECES_DISPLACED", "ARBITER_DISCRETION", "NO_INFRACTION", "PIECES_RESTORED", "MOVE_MADE"), codes(r));
        Decision restored = Issue12.only(r, DecisionCode.PIECES_RESTORED);
        assertEquals(B, restored.by());
        assertEquals(List.of("7.4.1#h1", "7.4.2#h1"), restored.articles());
        assertEquals(List.of("7.4.2#h1"), Issue12.only(r, DecisionCode.NO_INFRACTION).articles());
    }

    @Test
    void theOffenderPressesBackOnlyAfterHisClockWasStarted_7_4_1() {
        Ruling r = rule("startpos", OPEN, CompetitionRules.STANDARD, clocks("PT10M", "PT10M"),
                move(W, "Bb5"), new Event.KnockOver(W, List.of("b5")), press(B), press(W),
                new Event.Restore(W, List.of("b5")), move(B, "a6"));
        assertEquals(List.of("MOVE_MADE", "PIECES_DISPLACED", "ARBITER_DISCRETION", "CLOCK_STARTED", "CLOCK_STARTED",
                "PIECES_RESTORED", "MOVE_MADE"), codes(r));
        assertEquals(List.of(W, B), r.decisions().stream().filter(d -> d.code() == DecisionCode.CLOCK_STARTED)
                .map(Decision::player).toList());
    }

    @Test
    void withoutDisplacedPiecesTheOpponentsPressIsAnIllegalMove_7_5_3() {
        Ruling r = rule("startpos", OPEN, CompetitionRules.STANDARD, clocks("PT10M", "PT10M"),
                move(W, "Bb5"), new Event.KnockOver(W, List.of("b5")), new Event.Restore(W, List.of("b5")), press(B));
        assertEquals(DecisionCode.ILLEGAL_MOVE, r.decisions().get(4).code());
    }

    @Test
    void onlyWhatWasDisplacedIsRestoredAndByWhom_7_4_1() {
        refused(caseOf("startpos", OPEN, CompetitionRules.STANDARD, null, new Event.KnockOver(W, List.of("e4")),
                new Event.Restore(W, List.of("e5"))), "events[1].restore", "e5 was not displaced");
        refused(caseOf("startpos", OPEN, CompetitionRules.STANDARD, null, new Event.KnockOver(W, List.of("e4")),
                new Event.Restore(B, List.of("e4"))), "events[1].by", "white, 7.4.1");
        refused(caseOf("startpos", OPEN, CompetitionRules.STANDARD, null, new Event.KnockOver(W, List.of("e4")),
                new Event.KnockOver(B, List.of("e5"))), "events[1].knockOver", "white has not yet put right");
        refused(caseOf("startpos", OPEN, CompetitionRules.STANDARD, null, new Event.KnockOver(W, List.of("e3"))),
                "events[0].knockOver", "no piece stands on e3");
    }

    @Test
    void theArbitersChosenPenaltyFollowsTheDiscretion_7_4_3() {
        Ruling r = rule("startpos", OPEN, CompetitionRules.STANDARD, clocks("PT10M", "PT10M"),
                new Event.KnockOver(W, List.of("e4")), new Event.Restore(W, List.of("e4")),
                Issue12.penalty(Sanction.TIME_DEDUCTED, W, 60));
        Decision d = Issue12.only(r, DecisionCode.TIME_DEDUCTED);
        assertEquals(W, d.player());
        assertEquals(60, d.seconds());
        assertEquals(java.time.Duration.ofMinutes(9), r.clocks().get(W));
    }
}
