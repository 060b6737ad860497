package dev.hakem.arbiter;

import static dev.hakem.arbiter.Cases.B;
import static dev.hakem.arbiter.Cases.W;
import static dev.hakem.arbiter.Cases.clocks;
import static dev.hakem.arbiter.Cases.expect;
import static dev.hakem.arbiter.Cases.illegal;
import static dev.hakem.arbiter.Cases.press;
import static dev.hakem.arbiter.Cases.release;
import static dev.hakem.arbiter.Cases.rule;
import static dev.hakem.arbiter.Cases.touch;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** FIDE 7.5.1, 7.5.3, 7.5.5, A.3, 12.9 and commentary cases 002-1, 002-2, 002-3, 001-I1. */
class IllegalMoveTest {
    /** 002-1: Black's knight on d7, a white pawn on d5, Black to play move 47. */
    static final String KNIGHT_D7 = "6k1/3n1ppp/8/3P4/8/8/5PPP/6K1 b - - 0 47";
    /** 002-2: Black's knight on f4 and rook on e2, Black to play move 53. */
    static final String KNIGHT_F4 = "6k1/5ppp/8/8/5n2/8/4r1PP/6K1 b - - 0 53";
    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    @Test
    void aClaimOfTheIllegalMoveTheArbiterHasAlreadyCorrectedIsNotRejected_7_5_1() {
        // hostile2 R01: rapid, full supervision (A.4): the arbiter rules Kd1 at the press; Black's claim then concerns it.
        expect(rule("4k3/8/8/8/8/8/3r4/4K3 w - - 0 40", null, new CompetitionRules(true, 0, false), clocks("PT5M", "PT4M"), null,
                        touch(W, "e1"), release(W, "e1-d1"), press(W), new Event.Claim(B, Event.ClaimKind.ILLEGAL_MOVE, null)),
                "result * null",
                "fen 4k3/8/8/8/8/8/3r4/4K3 w - - 0 40 toMove white",
                "clocks white=PT5M black=PT5M",
                "illegal white=1 black=0",
                "obligation move-piece e1 null null null [4.3.1, 7.5.1#h4]",
                "TOUCH_OBLIGATION white [4.3.1]",
                "ILLEGAL_MOVE white [7.5.1#h1, 6.2.1#h2, 3.10.2, 3.9.2]",
                "POSITION_REINSTATED white [7.5.1#h2, 7.5.1#h5]",
                "TIME_ADDED white [7.5.5#h1, A.3] player=black seconds=60",
                "TOUCH_OBLIGATION white [4.3.1, 7.5.1#h4]",
                "ILLEGAL_MOVE_ALREADY_CORRECTED black [7.5.1#h1] player=white");
    }

    @Test
    void sameKnightMovedTwiceThenClock_reinstatesAfterTheFirstMove_002_1() {
        Ruling r = Arbiter.rule(new Case(KNIGHT_D7, null, CompetitionRules.STANDARD, clocks("PT40M", "PT30M"),
                illegal(0, 0), List.of(touch(B, "d7"), release(B, "d7-b6"), release(B, "b6xd5"), press(B)),
                Duration.ofSeconds(30)));
        expect(r,
                "result * null",
                "fen 6k1/5ppp/1n6/3P4/8/8/5PPP/6K1 w - - 1 48 toMove white",
                "clocks white=PT42M black=PT30M",
                "illegal white=0 black=1",
                "obligation none",
                "TOUCH_OBLIGATION black [4.3.1]",
                "MOVE_MADE black [4.7#h1, 1.3]",
                "ILLEGAL_MOVE black [7.5.1#h1, 6.2.1#h2, 4.7#h1, 1.3]",
                "POSITION_REINSTATED black [7.5.1#h2, 7.5.1#h5]",
                "TIME_ADDED black [7.5.5#h1] player=white seconds=120");
        String back = r.decisions().get(3).tr() + " | " + r.decisions().get(3).en();
        assertTrue(back.contains("b6'ya siyah at") && back.contains("d5'e beyaz piyon"), back);
        assertTrue(back.contains("black knight back on b6") && back.contains("white pawn back on d5"), back);
        assertEquals(List.of("d5", "b6"), r.decisions().get(2).squares());
        assertEquals(List.of("d5", "b6"), r.decisions().get(3).squares());
        assertEquals("6k1/5ppp/1n6/3P4/8/8/5PPP/6K1 w - - 1 48", r.decisions().get(3).fen());
        assertEquals(List.of("d7", "b6"), r.decisions().get(1).squares());
    }

    @Test
    void secondPieceMovedWithoutClockPress_noIllegalMove_002_2() {
        Ruling r = rule(KNIGHT_F4, null, CompetitionRules.STANDARD, clocks("PT10M", "PT12M"), illegal(0, 1),
                release(B, "f4-d3"), release(B, "e2-e1"), new Event.PauseClock(W));
        expect(r,
                "result * null",
                "fen 6k1/5ppp/8/8/8/3n4/4r1PP/6K1 w - - 1 54 toMove white",
                "clocks white=PT10M black=PT12M",
                "illegal white=0 black=1",
                "obligation none",
                "MOVE_MADE black [4.7#h1, 1.3]",
                "PIECE_RETURNED black [7.5.1#h1, 4.7#h1, 1.3]",
                "ARBITER_DISCRETION black [4.7#h1, 12.9] options=9",
                "ARBITER_DISCRETION white [6.11.2, 6.11.4, 12.9] options=9");
        assertTrue(r.decisions().get(1).en().contains("black rook back on e2"), r.decisions().get(1).en());
    }

    @Test
    void secondPieceMovedAndClockPressed_isTheSecondIllegalMove_lost() {
        // the same board as 002-2, but Black presses the clock: now an illegal move is completed
        expect(rule(KNIGHT_F4, null, CompetitionRules.STANDARD, null, illegal(0, 1),
                        release(B, "f4-d3"), release(B, "e2-e1"), press(B)),
                "result 1-0 illegal-moves",
                "fen 6k1/5ppp/8/8/8/3n4/4r1PP/6K1 w - - 1 54 toMove white",
                "clocks none",
                "illegal white=0 black=2",
                "obligation none",
                "MOVE_MADE black [4.7#h1, 1.3]",
                "ILLEGAL_MOVE black [7.5.1#h1, 6.2.1#h2, 4.7#h1, 1.3]",
                "POSITION_REINSTATED black [7.5.1#h2, 7.5.1#h5]",
                "GAME_LOST black [7.5.5#h2] player=black");
    }

    @Test
    void firstKnightMoveItselfIllegal_reinstatesBeforeIt_002_3() {
        expect(rule(KNIGHT_D7, null, release(B, "d7-d6"), press(B)),
                "result * null",
                "fen " + KNIGHT_D7 + " toMove black",
                "clocks none",
                "illegal white=0 black=1",
                "obligation move-piece d7 null null null [4.3.1, 7.5.1#h4]",
                "ILLEGAL_MOVE black [7.5.1#h1, 6.2.1#h2, 3.10.2, 3.6]",
                "POSITION_REINSTATED black [7.5.1#h2, 7.5.1#h5]",
                "TIME_ADDED black [7.5.5#h1] player=white seconds=120",
                "TOUCH_OBLIGATION black [4.3.1, 7.5.1#h4]");
    }

    @Test
    void illegalCaptureNotCompletedIsNoIllegalMove_7_5_1() {
        expect(rule(KNIGHT_D7, null, release(B, "d7xd5"), new Event.PauseClock(null)),
                "result * null",
                "fen " + KNIGHT_D7 + " toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation move-piece d7 null null null [4.3.3#h2]",
                "CLOCK_PAUSED arbiter [6.11.1#h1]",
                "PIECE_RETURNED black [7.5.1#h1, 3.10.2]",
                "TOUCH_OBLIGATION black [4.3.3#h2]");
    }

    @Test
    void clockPressedWithoutAMove_7_5_3() {
        expect(rule("startpos", null, CompetitionRules.STANDARD, clocks("PT90M", "PT90M"), null, press(W)),
                "result * null",
                "fen " + START + " toMove white",
                "clocks white=PT1H30M black=PT1H32M",
                "illegal white=1 black=0",
                "obligation none",
                "ILLEGAL_MOVE white [7.5.3]",
                "TIME_ADDED white [7.5.5#h1] player=black seconds=120");
    }

    @Test
    void rapidPenaltyIsOneMinute_A_3() {
        expect(rule("startpos", null, new CompetitionRules(true, 0, false), clocks("PT15M", "PT15M"), null, press(W)),
                "result * null",
                "fen " + START + " toMove white",
                "clocks white=PT15M black=PT16M",
                "illegal white=1 black=0",
                "obligation none",
                "ILLEGAL_MOVE white [7.5.3]",
                "TIME_ADDED white [7.5.5#h1, A.3] player=black seconds=60");
    }

    @Test
    void secondIllegalMoveWhenTheOpponentCannotMateIsADraw_7_5_5() {
        String fen = "8/8/8/8/8/8/4P3/k3K3 w - - 0 60";
        expect(rule(fen, null, CompetitionRules.STANDARD, null, illegal(1, 0), press(W)),
                "result 1/2-1/2 illegal-moves",
                "fen " + fen + " toMove white",
                "clocks none",
                "illegal white=2 black=0",
                "obligation none",
                "ILLEGAL_MOVE white [7.5.3]",
                "GAME_DRAWN white [7.5.5#h3]");
    }
}
