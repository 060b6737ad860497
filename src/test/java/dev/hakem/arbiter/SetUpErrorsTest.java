package dev.hakem.arbiter;

import static dev.hakem.arbiter.Cases.B;
import static dev.hakem.arbiter.Cases.W;
import static dev.hakem.arbiter.Cases.clocks;
import static dev.hakem.arbiter.Cases.expect;
import static dev.hakem.arbiter.Cases.move;
import static dev.hakem.arbiter.Issue12.RUY;
import static dev.hakem.arbiter.Issue12.caseOf;
import static dev.hakem.arbiter.Issue12.notice;
import static dev.hakem.arbiter.Issue12.refused;
import static dev.hakem.arbiter.Issue12.rule;
import static dev.hakem.arbiter.Issue12.score;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** FIDE 7.2.1, 7.2.2, 7.3, 7.6: faults of the set-up and pieces off their squares found during the game. */
class SetUpErrorsTest {
    static final String SWAPPED = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKNBR w KQkq - 0 1";

    @Test
    void wrongInitialPositionAnnulsTheGame_7_2_1() {
        Ruling r = rule(SWAPPED, "1. e4 e5", CompetitionRules.STANDARD, null, notice(Event.NoticeKind.INITIAL_POSITION));
        expect(r,
                "result * annulled",
                "fen rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKNBR w KQkq e6 0 2 toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "GAME_ANNULLED arbiter [7.2.1#h1, 7.2.1#h2]");
        score(r, "none");
        assertEquals(List.of("f1", "g1"), r.decisions().get(0).squares());
    }

    @Test
    void aPlayerClaimsTheWrongSetUp_7_2_1() {
        Ruling r = rule(SWAPPED, "1. e4 e5", CompetitionRules.STANDARD, null,
                new Event.Claim(W, Event.ClaimKind.INITIAL_POSITION, null), move(W, "Nf3"));
        assertEquals(Termination.ANNULLED, r.termination());
        assertEquals(List.of("GAME_ANNULLED", "GAME_ALREADY_ENDED"), Issue12.codes(r));
        assertEquals(W, r.decisions().get(0).by());
    }

    @Test
    void aClaimAgainstACorrectSetUpIsRejected_7_2_1() {
        Ruling r = rule("startpos", "1. e4 e5", CompetitionRules.STANDARD, null,
                new Event.Claim(B, Event.ClaimKind.INITIAL_POSITION, null));
        assertEquals(List.of("7.2.1#h1", "2.3"), Issue12.only(r, DecisionCode.CLAIM_REJECTED).articles());
        assertEquals("*", r.result().key());
    }

    @Test
    void theSetUpIsJudgedOnlyFromTheStartOfTheGame_7_2_1() {
        refused(caseOf("startpos", "1. e4", CompetitionRules.STANDARD, null, notice(Event.NoticeKind.INITIAL_POSITION)),
                "events[0].notice", "set up correctly");
        refused(caseOf("4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 40", null, CompetitionRules.STANDARD, null,
                notice(Event.NoticeKind.INITIAL_POSITION)), "events[0].notice", "move 40");
    }

    @Test
    void rotatedBoardTransfersThePositionAtAnyMove_7_2_2() {
        Ruling r = rule("startpos", "1. e4", CompetitionRules.STANDARD, clocks("PT10M", "PT9M"),
                new Event.Notice(Event.NoticeKind.BOARD_ROTATED, 1, null, null, null));
        expect(r,
                "result * null",
                "fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1 toMove black",
                "clocks white=PT10M black=PT9M",
                "illegal white=0 black=0",
                "obligation none",
                "POSITION_TRANSFERRED arbiter [7.2.2#h1, 7.2.2#h2]");
        refused(caseOf("startpos", "1. e4", CompetitionRules.STANDARD, null,
                new Event.Notice(Event.NoticeKind.BOARD_ROTATED, 2, null, null, null)), "events[0].afterMove", "move 1");
    }

    @Test
    void coloursReversedCountsTheMovesEachPlayerMade_7_3() {
        String nine = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d3 d6 6. O-O O-O 7. a4 a5 8. h3 h6 9. Re1 Re8 10. Nbd2";
        Ruling before = rule(nine, new Event.Claim(B, Event.ClaimKind.COLOURS_REVERSED, null));
        assertEquals(Termination.ANNULLED, before.termination());
        assertEquals(List.of("7.3#h1"), Issue12.only(before, DecisionCode.GAME_ANNULLED).articles());
        Ruling after = rule(nine + " Qe7", notice(Event.NoticeKind.COLOURS_REVERSED));
        assertEquals(null, after.termination());
        assertEquals(List.of("7.3#h2"), Issue12.only(after, DecisionCode.GAME_CONTINUES).articles());
    }

    @Test
    void aFinishedGameKeepsItsResult_7_2_and_7_3() {
        Ruling r = rule(Issue12.MATE, notice(Event.NoticeKind.COLOURS_REVERSED));
        assertEquals("1-0", r.result().key());
        assertEquals(List.of("CHECKMATE", "GAME_ALREADY_ENDED"), Issue12.codes(r));
        score(r, "1-0");
    }

    @Test
    void pieceOffItsSquareReinstatesTheLastCorrectPosition_7_6() {
        Ruling r = rule("startpos", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6", CompetitionRules.STANDARD, clocks("PT50M", "PT40M"),
                new Event.Notice(Event.NoticeKind.PIECE_DISPLACED, null, "e4", "e3", "2... Nc6"));
        expect(r,
                "result * null",
                "fen r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3 toMove white",
                "clocks white=PT50M black=PT40M",
                "illegal white=0 black=0",
                "obligation none",
                "POSITION_REINSTATED arbiter [7.6#h1, 7.6#h3, 7.1#h2]");
        Decision d = r.decisions().get(0);
        assertEquals(List.of("7.6#h1", "7.6#h3"), d.decidedBy());
        assertEquals(r.fen(), d.fen());
    }

    @Test
    void pieceOffItsSquareAfterTheLastMoveCancelsNothing_7_6() {
        Ruling r = rule("1. e4 e5", new Event.Notice(Event.NoticeKind.PIECE_DISPLACED, null, "e4", "d4", "1... e5"));
        assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2", r.fen());
        assertEquals(List.of("POSITION_REINSTATED"), Issue12.codes(r));
    }

    @Test
    void theLastCorrectMoveMustBeOneOfTheRecord_7_6() {
        refused(caseOf("startpos", "1. e4 e5", CompetitionRules.STANDARD, null,
                new Event.Notice(Event.NoticeKind.PIECE_DISPLACED, null, "e4", "e3", "1. d4")), "events[0].lastCorrect", "1. e4 was played");
        refused(caseOf("startpos", "1. e4 e5", CompetitionRules.STANDARD, null,
                new Event.Notice(Event.NoticeKind.PIECE_DISPLACED, null, "e4", "e3", "after e4")), "events[0].lastCorrect", "17... h6");
        refused(caseOf("startpos", "1. e4 e5", CompetitionRules.STANDARD, null,
                new Event.Notice(Event.NoticeKind.PIECE_DISPLACED, null, "e4", "e4", "1... e5")), "events[0].foundOn", "own square");
        refused(caseOf("startpos", RUY, CompetitionRules.STANDARD, null,
                new Event.Notice(Event.NoticeKind.PIECE_DISPLACED, null, "a4", "a3", "30. Qd2")), "events[0].lastCorrect", "no move 30");
    }
}
