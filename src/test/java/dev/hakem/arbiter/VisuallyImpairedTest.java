package dev.hakem.arbiter;

import static dev.hakem.arbiter.Cases.B;
import static dev.hakem.arbiter.Cases.W;
import static dev.hakem.arbiter.Cases.press;
import static dev.hakem.arbiter.Cases.release;
import static dev.hakem.arbiter.Issue12.caseOf;
import static dev.hakem.arbiter.Issue12.codes;
import static dev.hakem.arbiter.Issue12.refused;
import static dev.hakem.arbiter.Issue12.rule;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Appendix D: the special board, announcements and assistants. */
class VisuallyImpairedTest {
    static final CompetitionRules BLACK_VI = CompetitionRules.STANDARD.withPlayers(new Impairments(Set.of(B), Set.of(), Set.of()));

    @Test
    void theMoveOnTheSpecialBoardWaitsForItsAnnouncement_D_2_3() {
        Ruling r = rule("startpos", "1. e4", BLACK_VI, null, new Event.Lift(B, "e7"), release(B, "e7-e5"));
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", r.fen());
        assertEquals(List.of("TOUCH_OBLIGATION"), codes(r));
        Ruling announcedFirst = rule("startpos", "1. e4", BLACK_VI, null, new Event.Announce(B, "e5"),
                new Event.Lift(B, "e7"), release(B, "e7-e5"), press(B));
        assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2", announcedFirst.fen());
        assertEquals(List.of("4.7#h1", "1.3", "D.2.1#h1", "D.2.3#h1"), Issue12.only(announcedFirst, DecisionCode.MOVE_MADE).articles());
    }

    @Test
    void anUncorrectedSlipLeavesTwoBoardsForTheArbiterToCorrect_D_2_8_D_2_9() {
        refused(caseOf("startpos", "1. e4", BLACK_VI, null, new Event.Lift(B, "e7"), release(B, "e7-e5"),
                new Event.Announce(B, "e6"), press(B)), "events[3].pressClock", "D.2.9");
    }

    @Test
    void aHeldPieceStaysInTheHandAtTheArbitersLook_D_2_2() {
        Ruling r = rule("startpos", "1. e4", BLACK_VI, null, new Event.Lift(B, "g8"));
        assertEquals(List.of("TOUCH_OBLIGATION"), codes(r));
        assertEquals(List.of("4.3.1", "D.2.2#h1"), r.decisions().get(0).articles());
    }

    @Test
    void theSightedPlayersAssistantOnlyWhenTheOtherHasNone_D_2_11() {
        CompetitionRules whiteHelped = CompetitionRules.STANDARD.withPlayers(new Impairments(Set.of(B), Set.of(), Set.of(W)));
        Ruling r = rule("startpos", null, whiteHelped, null, new Event.ByAssistant(new Event.PlayMove(W, "e4")));
        assertEquals(List.of("4.7#h1", "1.3", "D.2.11#h1"), Issue12.only(r, DecisionCode.MOVE_MADE).articles());
        CompetitionRules both = CompetitionRules.STANDARD.withPlayers(new Impairments(Set.of(B), Set.of(), Set.of(W, B)));
        refused(caseOf("startpos", null, both, null, new Event.ByAssistant(new Event.PlayMove(W, "e4"))),
                "events[0].via", "only when the visually impaired player has none");
        refused(caseOf("startpos", null, whiteHelped, null, new Event.ByAssistant(new Event.Resign(W))),
                "events[0].via", "only makes and announces moves");
    }

    @Test
    void anAssistantForTheClockAndScoresheet_D_2_10_3() {
        CompetitionRules helped = CompetitionRules.STANDARD.withPlayers(new Impairments(Set.of(B), Set.of(W), Set.of(B)));
        Ruling r = rule("startpos", "1. e4", helped, null, new Event.Announce(B, "e5"), release(B, "e7-e5"),
                new Event.ByAssistant(new Event.PressClock(B, 1)));
        assertEquals(List.of("MOVE_MADE", "NO_INFRACTION"), codes(r));
        assertEquals(List.of("D.2.10#h1", "D.2.10.3#h1"), r.decisions().get(1).articles());
    }

    @Test
    void onlyThePlayerHavingTheMoveLiftsAPiece_4_3() {
        refused(caseOf("startpos", null, BLACK_VI, null, new Event.Lift(B, "e7")), "events[0].lift", "does not have the move");
    }
}
