package dev.hakem.arbiter;

import static dev.hakem.arbiter.Cases.B;
import static dev.hakem.arbiter.Cases.W;
import static dev.hakem.arbiter.Cases.expect;
import static dev.hakem.arbiter.Cases.move;
import static dev.hakem.arbiter.Cases.press;
import static dev.hakem.arbiter.Cases.release;
import static dev.hakem.arbiter.Cases.touch;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.hakem.arbiter.json.CaseFiles;
import dev.hakem.chess.Variant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Guidelines II in the engine: the four ways castling is carried out on the board (II.3.2.1–
 * II.3.2.4, with the procedure of II.3.2.5), touch-move on king and rook (4.4, 4.7.2) read for
 * Chess960, a completed illegal Chess960 castling, and the case file's rules.variant and place event.
 */
class Chess960ArbiterTest {
    static final CompetitionRules C960 = new CompetitionRules(false, 0, false, Variant.CHESS960);
    /** Start position no. 0 (BBQNNRKR) after 1. d4 d5 2. Nc3 Nc6 3. Nd3 Nd6 4. Qd2 Qd7: c1, d1, e1 empty. */
    static final String SP0 = "0";
    static final String SP0_MOVES = "1. d4 d5 2. Nc3 Nc6 3. Nd3 Nd6 4. Qd2 Qd7";
    static final String SP0_AT_5 = "bb3rkr/pppqpppp/2nn4/3p4/3P4/2NN4/PPPQPPPP/BB3RKR w KQkq - 6 5";
    static final String SP0_CASTLED = "bb3rkr/pppqpppp/2nn4/3p4/3P4/2NN4/PPPQPPPP/BBKR3R b kq - 7 5";
    /** King c1 between rooks b1 (c-side) and f1 (g-side). */
    static final String KING_C1 = "1rk2r2/ppp1pppp/2nqbn2/3p4/3P4/2NQBN2/PPP1PPPP/1RK2R2 w FBfb - 6 7";
    /** King g1 between rooks a1 (c-side) and h1 (g-side), f1 empty. */
    static final String KING_G1 = "r5kr/ppp1pppp/2nqbn2/3p4/3P4/2NQBN2/PPP1PPPP/R5KR w HAha - 6 7";

    private static Ruling rule(String start, String moves, Event... events) {
        return Arbiter.rule(new Case(start, moves, C960, null, null, List.of(events)));
    }

    private static Event remove(String sq) {
        return new Event.Remove(W, sq);
    }

    private static Event place(String sq, String from) {
        return new Event.Place(W, sq, from);
    }

    @Test
    void doubleMoveCastlingKingThenRook_II_3_2_1() {
        expect(rule(SP0, SP0_MOVES, touch(W, "g1"), release(W, "g1-c1"), release(W, "f1-d1"), press(W)),
                "result * null",
                "fen " + SP0_CASTLED + " toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "TOUCH_OBLIGATION white [4.3.1]",
                "TOUCH_OBLIGATION white [4.7.2#h2]",
                "MOVE_MADE white [4.7#h1, 4.7.2#h1, II.3.2.1, 1.3]");
    }

    @Test
    void kingReleasedAloneOnItsCastlingSquareBindsToCastle_4_7_2() {
        expect(rule(SP0, SP0_MOVES, touch(W, "g1"), release(W, "g1-c1")),
                "result * null",
                "fen " + SP0_AT_5 + " toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation castle g1 queenside null null [4.7.2#h2]",
                "TOUCH_OBLIGATION white [4.3.1]",
                "TOUCH_OBLIGATION white [4.7.2#h2]",
                "MOVE_NOT_COMPLETED white [4.7.2#h2]");
    }

    @Test
    void transpositionCastlingAsRecommended_II_3_2_2_and_II_3_2_5() {
        expect(rule("3", null, remove("f1"), release(W, "g1-f1"), place("g1", null), press(W)),
                "result * null",
                "fen bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRRKB b kq - 1 1 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "MOVE_MADE white [4.7#h1, 4.7.2#h1, II.3.2.2, 1.3]");
    }

    @Test
    void kingMoveOnlyCastlingIsMadeWhenTheKingIsReleased_II_3_2_3() {
        expect(rule(KING_C1, null, touch(W, "c1"), release(W, "c1-g1"), press(W)),
                "result * null",
                "fen 1rk2r2/ppp1pppp/2nqbn2/3p4/3P4/2NQBN2/PPP1PPPP/1R3RK1 b kq - 7 7 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "TOUCH_OBLIGATION white [4.3.1]",
                "MOVE_MADE white [4.7#h1, 4.7.2#h1, II.3.2.3, 1.3]");
    }

    /** The settled reading: castling moves the touched rook (4.3.1), so touching only it is no breach. */
    @Test
    void rookMoveOnlyCastlingTouchingOnlyTheRook_II_3_2_4() {
        expect(rule(KING_G1, null, touch(W, "h1"), release(W, "h1-f1"), press(W)),
                "result * null",
                "fen r5kr/ppp1pppp/2nqbn2/3p4/3P4/2NQBN2/PPP1PPPP/R4RK1 b kq - 7 7 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "TOUCH_OBLIGATION white [4.3.1]",
                "MOVE_MADE white [4.7#h1, 4.7.2#h1, II.3.2.4, 1.3]");
    }

    /** A touched rook whose only move is rook-move-only castling can be moved: 4.3.1, not 4.5. */
    @Test
    void aRookThatCanOnlyCastleMustStillMove_4_3_1() {
        String boxed = "r5kr/ppp1pppp/2nqbn2/3p4/3P4/2NQBN2/PPP1PPPP/R4BKR w HAha - 6 7";
        // the bishop on f1 blocks the rook: no castling, no rook move; touching it obliges nothing (4.5)
        expect(rule(boxed, null, touch(W, "h1")),
                "result * null",
                "fen r5kr/ppp1pppp/2nqbn2/3p4/3P4/2NQBN2/PPP1PPPP/R4BKR w KQkq - 6 7 toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation any-move null null null null [4.3.1, 4.5]",
                "TOUCH_OBLIGATION white [4.3.1, 4.5]");
        expect(rule(KING_G1, null, touch(W, "h1")),
                "result * null",
                "fen r5kr/ppp1pppp/2nqbn2/3p4/3P4/2NQBN2/PPP1PPPP/R5KR w KQkq - 6 7 toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation move-piece h1 null null null [4.3.1]",
                "TOUCH_OBLIGATION white [4.3.1]");
    }

    @Test
    void kingThenRookMustCastleThatSide_4_4_1() {
        expect(rule(SP0, SP0_MOVES, touch(W, "g1"), touch(W, "f1")),
                "result * null",
                "fen " + SP0_AT_5 + " toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation castle g1 queenside null null [4.4.1]",
                "TOUCH_OBLIGATION white [4.3.1]",
                "TOUCH_OBLIGATION white [4.4.1]");
    }

    /** "A Chess960 castling with the rook touched first": the castling stands, breached, claimable (4.8). */
    @Test
    void rookTouchedFirstThenCastling_4_4_2() {
        expect(rule(SP0, SP0_MOVES, touch(W, "f1"), remove("g1"), release(W, "f1-d1"), place("c1", "g1"), press(W)),
                "result * null",
                "fen " + SP0_CASTLED + " toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "TOUCH_OBLIGATION white [4.3.1]",
                "MOVE_MADE white [4.7#h1, 4.7.2#h1, II.3.2.1, 1.3]",
                "OBLIGATION_BREACHED white [4.4.2#h1, 4.4.2#h2, 4.3.1, 4.8]");
        expect(rule(SP0, SP0_MOVES, touch(W, "f1"), remove("g1"), release(W, "f1-d1"), place("c1", "g1"), press(W),
                        new Event.Claim(B, Event.ClaimKind.TOUCH_MOVE, null)),
                "result * null",
                "fen " + SP0_AT_5 + " toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation move-piece f1 null null null [4.4.2#h1, 4.4.2#h2, 4.3.1]",
                "TOUCH_OBLIGATION white [4.3.1]",
                "MOVE_MADE white [4.7#h1, 4.7.2#h1, II.3.2.1, 1.3]",
                "OBLIGATION_BREACHED white [4.4.2#h1, 4.4.2#h2, 4.3.1, 4.8]",
                "CLAIM_UPHELD black [4.4.2#h1, 4.4.2#h2, 4.3.1, 4.8]",
                "POSITION_REINSTATED white [4.4.2#h1, 4.4.2#h2, 4.3.1]",
                "TOUCH_OBLIGATION white [4.4.2#h1, 4.4.2#h2, 4.3.1]");
    }

    /** The shorthand move goes through II.3.2.5's steps: king off, rook over, king on. */
    @Test
    void shorthandCastling() {
        expect(rule(SP0, SP0_MOVES, move(W, "O-O-O")),
                "result * null",
                "fen " + SP0_CASTLED + " toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "MOVE_MADE white [4.7#h1, 4.7.2#h1, II.3.2.1, 1.3]");
    }

    /** One square to g1 and the clock pressed is an ordinary king move (3.8.1), not castling (4.7.2#h1). */
    @Test
    void aKingStepOntoTheCastlingSquareIsAKingMove() {
        expect(rule("4k3/8/8/8/8/8/8/5K1R w H - 0 1", null, touch(W, "f1"), release(W, "f1-g1"), press(W)),
                "result * null",
                "fen 4k3/8/8/8/8/8/8/6KR b - - 1 1 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "TOUCH_OBLIGATION white [4.3.1]",
                "MOVE_MADE white [4.7#h1, 4.7.2#h1, II.3.1, 1.3]");
    }

    /** A start whose Shredder-FEN right names the inner rook (B, with a rook on a1): the c-side castling is with b1. */
    @Test
    void shredderFenRightOfAnInnerRook() {
        expect(rule("4k3/8/8/8/8/8/8/RR1K4 w B - 0 1", null, remove("d1"), release(W, "b1-d1"), place("c1", "d1"), press(W)),
                "result * null",
                "fen 4k3/8/8/8/8/8/8/R1KR4 b - - 1 1 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "MOVE_MADE white [4.7#h1, 4.7.2#h1, II.3.2.1, 1.3]");
    }

    /** RBBNQKNR after 1. Nf3 Nf6: king f1, g-side rook h1, g1 empty — the king's castling step is one square. */
    static final String KING_F1 = "rbbnqknr/pppppppp/8/8/8/8/PPPPPPPP/RBBNQKNR w HAha - 0 1";
    static final String KING_F1_MOVES = "1. Nf3 Nf6";
    static final String KING_F1_AT_2 = "rbbnqk1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RBBNQK1R w KQkq - 2 2";

    /**
     * The king put one square onto its castling square, then the rook onto its own: castling (4.7.2#h1), not
     * the king move Kg1 followed by a second move — the order of 3.8.2 (king first) is allowed in Chess960 too.
     */
    @Test
    void kingOneSquareThenTheRookIsCastling_4_7_2() {
        expect(rule(KING_F1, KING_F1_MOVES, touch(W, "f1"), release(W, "f1-g1"), release(W, "h1-f1"), press(W)),
                "result * null",
                "fen rbbnqk1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RBBNQRK1 b kq - 3 2 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "TOUCH_OBLIGATION white [4.3.1]",
                "MOVE_MADE white [4.7#h1, 4.7.2#h1, II.3.2.1, 1.3]");
    }

    /** Until the rook moves or the clock is pressed, the king step is not a move made (4.7.2#h2): White keeps the move. */
    @Test
    void kingOneSquareAloneIsNotMadeYet_4_7_2() {
        expect(rule(KING_F1, KING_F1_MOVES, touch(W, "f1"), release(W, "f1-g1")),
                "result * null",
                "fen " + KING_F1_AT_2 + " toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation move-piece f1 null null null [4.3.1]",
                "TOUCH_OBLIGATION white [4.3.1]",
                "MOVE_NOT_COMPLETED white [4.7.2#h2, II.3.1]");
    }

    /** Written as the king move, the step leaves nothing open: Kg1 is made as given. */
    @Test
    void shorthandKingStepOntoTheCastlingSquare() {
        expect(rule(KING_F1, KING_F1_MOVES, move(W, "f1g1")),
                "result * null",
                "fen rbbnqk1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RBBNQ1KR b kq - 3 2 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "MOVE_MADE white [4.7#h1, 1.3]");
    }

    /** Rook touched first, then the king stepped to g1: castling is forbidden (4.4.2), so the step is the king move at once. */
    @Test
    void rookTouchedFirstTheKingStepIsTheKingMove_4_4_2() {
        expect(rule(KING_F1, KING_F1_MOVES, touch(W, "h1"), touch(W, "f1"), release(W, "f1-g1"), press(W)),
                "result * null",
                "fen rbbnqk1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RBBNQ1KR b kq - 3 2 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "TOUCH_OBLIGATION white [4.3.1]",
                "TOUCH_OBLIGATION white [4.4.2#h1, 4.4.2#h2, 4.3.1]",
                "MOVE_MADE white [4.7#h1, 1.3]",
                "OBLIGATION_BREACHED white [4.4.2#h1, 4.4.2#h2, 4.3.1, 4.8]");
    }

    /** A set-up that is a Chess960 start position (here no. 0) is no wrong initial position: II.2 replaces 2.3. */
    @Test
    void aChess960SetUpIsTheInitialPositionOfItsGame_7_2_1_II_2() {
        Ruling r = Issue12.rule(SP0, "1. d4 d5", C960, null, new Event.Claim(B, Event.ClaimKind.INITIAL_POSITION, null));
        assertEquals(List.of("CLAIM_REJECTED"), Issue12.codes(r));
        Decision d = r.decisions().get(0);
        assertEquals(List.of("7.2.1#h1", "II.2"), d.articles());
        assertEquals("Black claimed that the pieces were set up wrongly, but the game began from Chess960 start position"
                + " no. 0 (BBQNNRKR), which Guidelines II.2 allows: the game goes on.", d.en());
        assertEquals(null, r.termination());
        Issue12.refused(Issue12.caseOf(SP0, "1. d4 d5", C960, null, Issue12.notice(Event.NoticeKind.INITIAL_POSITION)),
                "events[0].notice", "Chess960 start position no. 0", "II.2");
    }

    /** Both bishops on dark squares (a1, g1) breaks II.2.2: a wrong initial position, the game is cancelled (7.2.1). */
    @Test
    void aChess960SetUpBreakingII_2_2IsAWrongInitialPosition_7_2_1() {
        Ruling r = Issue12.rule("bnrkqnbr/pppppppp/8/8/8/8/PPPPPPPP/BNRKQNBR w HChc - 0 1", "1. e4 e5", C960, null,
                Issue12.notice(Event.NoticeKind.INITIAL_POSITION));
        expect(r,
                "result * annulled",
                "fen bnrkqnbr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/BNRKQNBR w KQkq e6 0 2 toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "GAME_ANNULLED arbiter [7.2.1#h1, 7.2.1#h2, II.2.2]");
        assertEquals("The game began from a wrong initial position: the bishops on a1 and g1 stand on squares of the same"
                + " colour; they must stand on opposite colours (Guidelines II.2.2). As this was found during the game, the game"
                + " is cancelled and a new game is played; there is no result and no score.", r.decisions().get(0).en());
    }

    /** King released on g1 with e1 attacked: castling is illegal; the completed attempt cites II.3.1 and 3.8.2.2.1. */
    @Test
    void completedIllegalChess960Castling_7_5_1() {
        String fen = "1rk2r2/1p3p2/8/8/8/8/4r3/1RK2R2 w FB - 0 1";
        expect(rule(fen, null, touch(W, "c1"), release(W, "c1-g1"), press(W)),
                "result * null",
                "fen 1rk2r2/1p3p2/8/8/8/8/4r3/1RK2R2 w KQ - 0 1 toMove white",
                "clocks none",
                "illegal white=1 black=0",
                "obligation move-king c1 null null null [4.7.2#h3, 7.5.1#h4]",
                "TOUCH_OBLIGATION white [4.3.1]",
                "TOUCH_OBLIGATION white [4.7.2#h3]",
                "ILLEGAL_MOVE white [7.5.1#h1, 6.2.1#h2, 3.10.2, II.3.1, 3.8.2.2.1]",
                "POSITION_REINSTATED white [7.5.1#h2, 7.5.1#h5]",
                "TIME_ADDED white [7.5.5#h1] player=black seconds=120",
                "TOUCH_OBLIGATION white [4.7.2#h3, 7.5.1#h4]");
    }

    /**
     * King put on c1 (bound to castle on the c-side, 4.7.2#h2), then the rook on e1 instead of d1 and the
     * clock pressed: an illegal move, explained by the square the rook must reach (II.3.2.6); the duty
     * to castle stays (7.5.1#h4).
     */
    @Test
    void castlingWithTheRookOnAWrongSquare_II_3_2_6() {
        Ruling r = rule(SP0, SP0_MOVES, touch(W, "g1"), release(W, "g1-c1"), release(W, "f1-e1"), press(W));
        expect(r,
                "result * null",
                "fen " + SP0_AT_5 + " toMove white",
                "clocks none",
                "illegal white=1 black=0",
                "obligation castle g1 queenside null null [4.7.2#h2, 7.5.1#h4]",
                "TOUCH_OBLIGATION white [4.3.1]",
                "TOUCH_OBLIGATION white [4.7.2#h2]",
                "ILLEGAL_MOVE white [7.5.1#h1, 6.2.1#h2, 3.10.2, II.3.1, II.3.2.6]",
                "POSITION_REINSTATED white [7.5.1#h2, 7.5.1#h5]",
                "TIME_ADDED white [7.5.5#h1] player=black seconds=120",
                "TOUCH_OBLIGATION white [4.7.2#h2, 7.5.1#h4]");
        Decision illegal = r.decisions().get(2);
        assertEquals("White pressed the clock and so completed an illegal move. The king stands on c1, where castling on"
                + " the c-side puts it, but the rook from f1 does not stand on d1, where that castling puts it (Guidelines"
                + " II.3.2.6): castling was not carried out as defined.", illegal.en());
        assertEquals("Beyaz saatine bastı ve geçersiz bir hamleyi tamamladı. Şah, c kanadına rokun onu koyduğu c1'de"
                + " duruyor, ama f1'deki kale bu rokun onu koyduğu d1'de değil (Yönergeler II.3.2.6): rok, kuralda"
                + " tanımlandığı gibi yapılmadı.", illegal.tr());
    }

    @Test
    void placeEventErrorsSayWhatAndWhere() {
        assertEquals("events[0].place: none of white's pieces is off the board",
                assertThrows(CaseInputException.class, () -> rule(SP0, SP0_MOVES, place("e1", null))).getMessage());
        assertEquals("events[1].place: h1 is occupied",
                assertThrows(CaseInputException.class, () -> rule(SP0, SP0_MOVES, remove("g1"), place("h1", null))).getMessage());
        assertEquals("events[1].from: the white piece of a1 is not off the board",
                assertThrows(CaseInputException.class, () -> rule(SP0, SP0_MOVES, remove("g1"), place("g1", "a1"))).getMessage());
    }

    @Test
    void caseFileRulesVariantAndStartNumber() {
        Ruling r = Arbiter.rule(CaseFiles.read("{\"start\":\"0\",\"rules\":{\"variant\":\"chess960\"},"
                + "\"moves\":\"" + SP0_MOVES + "\",\"events\":[{\"by\":\"white\",\"remove\":\"g1\"},"
                + "{\"by\":\"white\",\"release\":\"f1-d1\"},{\"by\":\"white\",\"place\":\"c1\",\"from\":\"g1\"},"
                + "{\"by\":\"white\",\"pressClock\":true}]}"));
        assertEquals(SP0_CASTLED, r.fen());
        assertEquals("rules.variant: \"crazyhouse\" is not a game the FIDE Laws govern here; expected \"standard\" or \"chess960\"",
                assertThrows(CaseInputException.class, () -> CaseFiles.read(
                        "{\"start\":\"startpos\",\"rules\":{\"variant\":\"crazyhouse\"},\"events\":[]}")).getMessage());
        assertEquals("events[0].from: only with place", assertThrows(CaseInputException.class, () -> CaseFiles.read(
                "{\"events\":[{\"by\":\"white\",\"touch\":\"e2\",\"from\":\"e1\"}]}")).getMessage());
        assertEquals("start: a start position number (\"5\") needs \"rules\": { \"variant\": \"chess960\" }",
                assertThrows(CaseInputException.class, () -> Arbiter.rule(CaseFiles.read(
                        "{\"start\":\"5\",\"events\":[]}"))).getMessage());
        assertEquals("start: Chess960 start positions are numbered 0 to 959, not 960",
                assertThrows(CaseInputException.class, () -> Arbiter.rule(CaseFiles.read(
                        "{\"start\":\"960\",\"rules\":{\"variant\":\"chess960\"},\"events\":[]}"))).getMessage());
        // "startpos" in Chess960 is start position no. 518, castling written king-takes-rook
        Ruling s = Arbiter.rule(CaseFiles.read("{\"rules\":{\"variant\":\"chess960\"},"
                + "\"moves\":\"1. e4 e5 2. Nf3 Nf6 3. Bc4 Bc5\",\"events\":[{\"by\":\"white\",\"move\":\"e1h1\"}]}"));
        assertEquals("rnbqk2r/pppp1ppp/5n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4", s.fen());
    }
}
