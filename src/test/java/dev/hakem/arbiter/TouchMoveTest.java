package dev.hakem.arbiter;

import static dev.hakem.arbiter.Cases.B;
import static dev.hakem.arbiter.Cases.W;
import static dev.hakem.arbiter.Cases.expect;
import static dev.hakem.arbiter.Cases.move;
import static dev.hakem.arbiter.Cases.rule;
import static dev.hakem.arbiter.Cases.touch;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** FIDE 4.2.1, 4.3.1–4.3.3, 4.5, 4.8: touch-move and its claim. */
class TouchMoveTest {
    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    static final String AFTER_E4_D5 = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2";

    @Test
    void ownPieceTouchedMustBeMoved_4_3_1() {
        Ruling r = rule("startpos", null, touch(W, "d2"), touch(W, "e2"));
        expect(r,
                "result * null",
                "fen " + START + " toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation move-piece d2 null null null [4.3.1]",
                "TOUCH_OBLIGATION white [4.3.1]");
        assertTrue(r.decisions().get(0).tr().contains("Beyaz d2'deki piyonuyla hamle yapmak zorundadır"), r.decisions().get(0).tr());
        assertTrue(r.decisions().get(0).en().contains("the white pawn on d2"), r.decisions().get(0).en());
    }

    @Test
    void firstTouchedPieceThatCanMove_4_3_1() {
        // the bishop on c1 cannot move at the start (any move then, 4.5); the pawn on d2 touched next can
        expect(rule("startpos", null, touch(W, "c1"), touch(W, "d2")),
                "result * null",
                "fen " + START + " toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation move-piece d2 null null null [4.3.1]",
                "TOUCH_OBLIGATION white [4.3.1, 4.5]",
                "TOUCH_OBLIGATION white [4.3.1]");
    }

    @Test
    void noTouchedPieceCanMoveSoAnyMove_4_5() {
        expect(rule("startpos", null, touch(W, "c1"), touch(W, "d1")),
                "result * null",
                "fen " + START + " toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation any-move null null null null [4.3.1, 4.5]",
                "TOUCH_OBLIGATION white [4.3.1, 4.5]");
    }

    @Test
    void opponentsPieceTouchedMustBeCaptured_4_3_2() {
        expect(rule("startpos", "1. e4 d5", touch(W, "d5")),
                "result * null",
                "fen " + AFTER_E4_D5 + " toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation capture-piece d5 null null null [4.3.2]",
                "TOUCH_OBLIGATION white [4.3.2]");
    }

    @Test
    void bothColoursFirstEnemyTakenByFirstOwn_4_3_3() {
        expect(rule("startpos", "1. e4 d5", touch(W, "e4"), touch(W, "d5")),
                "result * null",
                "fen " + AFTER_E4_D5 + " toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation capture-piece d5 null e4 null [4.3.3#h1]",
                "TOUCH_OBLIGATION white [4.3.1]",
                "TOUCH_OBLIGATION white [4.3.3#h1]");
    }

    @Test
    void bothColoursCaptureImpossibleFirstUsablePiece_4_3_3() {
        // the knight on g1 cannot take d5; the first touched piece that can be moved or captured is the knight
        expect(rule("startpos", "1. e4 d5", touch(W, "g1"), touch(W, "d5")),
                "result * null",
                "fen " + AFTER_E4_D5 + " toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation move-piece g1 null null null [4.3.3#h2]",
                "TOUCH_OBLIGATION white [4.3.1]",
                "TOUCH_OBLIGATION white [4.3.3#h2]");
    }

    @Test
    void pieceTouchedBeforeKingAndRookMustMove_4_3_1() {
        String fen = "r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1";
        expect(rule(fen, null, touch(W, "b1"), touch(W, "e1"), touch(W, "h1")),
                "result * null",
                "fen " + fen + " toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation move-piece b1 null null null [4.3.1]",
                "TOUCH_OBLIGATION white [4.3.1]");
    }

    @Test
    void opponentsPieceTouchedBeforeKingAndRookMustBeCaptured_4_3_3() {
        String fen = "r3k2r/8/8/8/8/1n6/P7/R3K2R w KQkq - 0 1";
        expect(rule(fen, null, touch(W, "b3"), touch(W, "e1"), touch(W, "h1")),
                "result * null",
                "fen " + fen + " toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation capture-piece b3 null null null [4.3.3#h2]",
                "TOUCH_OBLIGATION white [4.3.2]",
                "TOUCH_OBLIGATION white [4.3.3#h2]");
    }

    @Test
    void carryingTheOpponentsPieceAndPressingIsAnIllegalMove_1_1_and_7_5_1() {
        Ruling r = rule("startpos", "1. e4 e5", Cases.release(W, "b8-c6"), Cases.press(W));
        expect(r,
                "result * null",
                "fen rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2 toMove white",
                "clocks none",
                "illegal white=1 black=0",
                "obligation any-move null null null null [4.3.2, 4.5, 7.5.1#h4]",
                "ILLEGAL_MOVE white [7.5.1#h1, 6.2.1#h2, 3.10.2, 1.1]",
                "POSITION_REINSTATED white [7.5.1#h2, 7.5.1#h5]",
                "TIME_ADDED white [7.5.5#h1] player=black seconds=120",
                "TOUCH_OBLIGATION white [4.3.2, 4.5, 7.5.1#h4]");
        assertTrue(r.decisions().get(0).tr().contains("siyahın b8'deki atını c6'ya götürdü"), r.decisions().get(0).tr());
    }

    @Test
    void announcedAdjustmentCreatesNoObligation_4_2_1() {
        expect(rule("startpos", null, new Event.Adjust(W, "e2")),
                "result * null",
                "fen " + START + " toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "PIECE_ADJUSTED white [4.2.1]");
    }

    @Test
    void adjustmentWithoutTheMoveIsLeftToTheArbiter_12_9() {
        Ruling r = rule("startpos", null, new Event.Adjust(B, "e7"));
        expect(r,
                "result * null",
                "fen " + START + " toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "ARBITER_DISCRETION black [4.2.1, 6.2.5, 12.9] options=9");
        assertTrue(r.decisions().get(0).options().get(0).startsWith("12.9.1"));
        assertTrue(r.decisions().get(0).options().get(8).startsWith("12.9.9"));
    }

    @Test
    void breachClaimedInTimeIsUndone_4_3_1_and_4_8() {
        expect(rule("startpos", null, touch(W, "d2"), move(W, "e4"), new Event.Claim(B, Event.ClaimKind.TOUCH_MOVE, null)),
                "result * null",
                "fen " + START + " toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation move-piece d2 null null null [4.3.1]",
                "TOUCH_OBLIGATION white [4.3.1]",
                "MOVE_MADE white [4.7#h1, 1.3]",
                "OBLIGATION_BREACHED white [4.3.1, 4.8]",
                "CLAIM_UPHELD black [4.3.1, 4.8]",
                "POSITION_REINSTATED white [4.3.1]",
                "TOUCH_OBLIGATION white [4.3.1]");
    }

    @Test
    void breachClaimedAfterTouchingAPieceIsForfeited_4_8() {
        expect(rule("startpos", null, touch(W, "d2"), move(W, "e4"), touch(B, "e7"),
                        new Event.Claim(B, Event.ClaimKind.TOUCH_MOVE, null)),
                "result * null",
                "fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation move-piece e7 null null null [4.3.1]",
                "TOUCH_OBLIGATION white [4.3.1]",
                "MOVE_MADE white [4.7#h1, 1.3]",
                "OBLIGATION_BREACHED white [4.3.1, 4.8]",
                "TOUCH_OBLIGATION black [4.3.1]",
                "CLAIM_FORFEITED black [4.8]");
    }

    @Test
    void touchByThePlayerNotHavingTheMoveBindsNothing_4_3() {
        expect(rule("startpos", null, touch(B, "e7")),
                "result * null",
                "fen " + START + " toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none");
    }
}
