package dev.hakem.arbiter;

import static dev.hakem.arbiter.Cases.B;
import static dev.hakem.arbiter.Cases.W;
import static dev.hakem.arbiter.Cases.expect;
import static dev.hakem.arbiter.Cases.move;
import static dev.hakem.arbiter.Cases.press;
import static dev.hakem.arbiter.Cases.release;
import static dev.hakem.arbiter.Cases.rule;
import static dev.hakem.arbiter.Cases.touch;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static dev.hakem.chess.notation.Notation.ENGLISH;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The incremental API, 9.2.3.2, and an ending produced by a move that broke touch-move (5.1.1#h3 with 4.8). */
class SessionAndSubtletiesTest {
    static final String ROOKS = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    static final String BACK_RANK = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 30";

    @Test
    void applyReturnsTheDecisionsOfEachEvent() {
        ArbiterSession s = ArbiterSession.start(new Case("startpos", null, CompetitionRules.STANDARD, null, null, List.of()));
        assertEquals(List.of("TOUCH_OBLIGATION"), codes(s.apply(touch(W, "g1"))));
        assertEquals(List.of("MOVE_MADE"), codes(s.apply(release(W, "g1-f3"))));
        assertEquals(List.of(), codes(s.apply(press(W))));
        assertEquals(List.of("ILLEGAL_MOVE", "TIME_ADDED"), codes(s.apply(press(B))));
        assertEquals(List.of(), codes(s.close()));
        Ruling r = s.ruling();
        assertEquals("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1", r.fen());
        assertEquals(1, r.illegalMoves().get(B));
        assertEquals(4, r.decisions().size());
    }

    @Test
    void lostCastlingRightsMakeTheFirstPositionDifferent_9_2_3_2() {
        expect(rule(ENGLISH, ROOKS, "1. Ke2 Ke7 2. Ke1 Ke8 3. Ke2 Ke7 4. Ke1 Ke8", new Event.Claim(W, Event.ClaimKind.REPETITION, null)),
                "result * null",
                "fen r3k2r/8/8/8/8/8/8/R3K2R w - - 8 5 toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "CLAIM_REJECTED white [9.2#h1, 9.2.2, 9.2.3#h1, 9.5.1#h1, 9.5.3#h1, 9.5.3#h2]",
                "TIME_ADDED white [9.5.3#h1] player=black seconds=120");
        expect(rule(ENGLISH, ROOKS, "1. Ke2 Ke7 2. Ke1 Ke8 3. Ke2 Ke7 4. Ke1 Ke8 5. Ke2 Ke7 6. Ke1 Ke8",
                        new Event.Claim(W, Event.ClaimKind.REPETITION, null)),
                "result 1/2-1/2 repetition",
                "fen r3k2r/8/8/8/8/8/8/R3K2R w - - 12 7 toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "CLAIM_UPHELD white [9.2#h1, 9.2.2, 9.2.3#h1, 9.5.1#h1, 9.5.2]");
    }

    @Test
    void mateInBreachOfTouchMoveIsUndoneOnAClaim_5_1_1_and_4_8() {
        expect(rule(BACK_RANK, null, touch(W, "g2"), move(W, "Ra8"), new Event.Claim(B, Event.ClaimKind.TOUCH_MOVE, null)),
                "result * null",
                "fen " + BACK_RANK + " toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation move-piece g2 null null null [4.3.1]",
                "TOUCH_OBLIGATION white [4.3.1]",
                "MOVE_MADE white [4.7#h1, 1.3]",
                "OBLIGATION_BREACHED white [4.3.1, 4.8]",
                "CLAIM_UPHELD black [4.3.1, 4.8]",
                "POSITION_REINSTATED white [4.3.1]",
                "TOUCH_OBLIGATION white [4.3.1]");
    }

    @Test
    void mateInBreachOfTouchMoveStandsWhenNobodyClaims() {
        expect(rule(BACK_RANK, null, touch(W, "g2"), move(W, "Ra8")),
                "result 1-0 checkmate",
                "fen R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 1 30 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "TOUCH_OBLIGATION white [4.3.1]",
                "MOVE_MADE white [4.7#h1, 1.3]",
                "OBLIGATION_BREACHED white [4.3.1, 4.8]",
                "CHECKMATE white [5.1.1#h1, 5.1.1#h2]");
    }

    @Test
    void onlyTheArbiterPermitsAnOffer() {
        CaseInputException e = assertThrows(CaseInputException.class,
                () -> rule("startpos", null, new Event.PermitDrawOffer(W)));
        assertEquals("events[0].by: \"permitDrawOffer\" is the arbiter's (by: \"arbiter\"), not white's", e.getMessage());
    }

    @Test
    void releasingOnAnOccupiedSquareWithoutCaptureIsAnInputError() {
        CaseInputException e = assertThrows(CaseInputException.class,
                () -> rule("startpos", null, move(W, "e4"), release(B, "d8-d7")));
        assertEquals("events[1].release: d7 is occupied; write d8xd7 for a capture", e.getMessage());
    }

    @Test
    void aReplyBeforeTheOpponentPressedIsAllowed_6_2_2() {
        expect(rule("startpos", null, release(W, "e2-e4"), move(B, "e5")),
                "result * null",
                "fen rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2 toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "MOVE_MADE white [4.7#h1, 1.3]",
                "MOVE_MADE black [4.7#h1, 1.3]");
    }

    @Test
    void undeterminedMatingChancesAreSaidAndAssumed() {
        assertEquals(" (Whether White could checkmate was undetermined within the search bound; it was assumed that White can.)",
                MatingChances.noteEn(dev.hakem.chess.mate.Winnability.Answer.UNDETERMINED, W));
        assertEquals("", MatingChances.noteEn(dev.hakem.chess.mate.Winnability.Answer.CAN, W));
        assertEquals(" (beyaz oyuncunun mat edip edemeyeceği arama sınırı içinde belirlenemedi; mat edebileceği varsayıldı.)",
                MatingChances.noteTr(dev.hakem.chess.mate.Winnability.Answer.UNDETERMINED, W));
    }

    @Test
    void theCaseSaysWhichLettersItsMovesUse() {
        String start = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        Ruling en = Arbiter.rule(new Case(start, null, CompetitionRules.STANDARD, null, null, List.of(move(W, "Kf1")), null,
                dev.hakem.chess.notation.Notation.ENGLISH));
        assertEquals("r3k2r/8/8/8/8/8/8/R4K1R b kq - 1 1", en.fen());
        Ruling tr = Arbiter.rule(new Case(start, null, CompetitionRules.STANDARD, null, null, List.of(move(W, "Kf1")), null,
                dev.hakem.chess.notation.Notation.TURKISH));
        assertEquals("r3k2r/8/8/8/8/8/8/R3KR2 b Qkq - 1 1", tr.fen());
        CaseInputException e = assertThrows(CaseInputException.class, () -> rule(start, null, move(W, "Kf1")));
        // only K written, and both the king and a rook could go to f1: the notation is asked for (C.3)
        assertTrue(e.getMessage().startsWith("events[0].move: \"Kf1\": the letter K is the king in English and the rook in "
                + "Turkish"), e.getMessage());
        // Turkish letters in the moves text decide the letters of the events
        Ruling fromMoves = rule(start, "1. Şe2 Şe7 2. Şe1 Şe8", move(W, "Kf1"));
        assertEquals("r3k2r/8/8/8/8/8/8/R3KR2 b - - 5 3", fromMoves.fen());
    }

    @Test
    void anUnnoticedFivefoldInTheRecordedMovesDrawsAGameStillInProgress_9_6_1() {
        String five = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8";
        expect(rule("startpos", five + " 9. e4 e5"),
                "result 1/2-1/2 fivefold",
                "fen rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 10 toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "GAME_DRAWN arbiter [9.6.1, 9.2.3#h1, 6.2.1.1]");
        // ... and a resignation since then does not change it: the game had ended (6.2.1.1; 004-8 reads it otherwise)
        expect(rule("startpos", five + " 9. e4 e5", new Event.Resign(W)),
                "result 1/2-1/2 fivefold",
                "fen rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 10 toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "GAME_DRAWN arbiter [9.6.1, 9.2.3#h1, 6.2.1.1]",
                "GAME_ALREADY_ENDED white [9.6.1, 9.2.3#h1, 6.2.1.1]");
    }

    @Test
    void theOpponentsUnfinishedActionIsNotTheMoversIllegalMove_6_2_and_7_5_1() {
        expect(rule("startpos", null, release(W, "e2-e4"), release(B, "g8-g6"), press(W)),
                "result * null",
                "fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation move-piece g8 null null null [4.3.1]",
                "MOVE_MADE white [4.7#h1, 1.3]",
                "PIECE_RETURNED black [7.5.1#h1, 3.10.2]",
                "TOUCH_OBLIGATION black [4.3.1]");
    }

    @Test
    void aKingTwoSquaresAwayFromHomeIsNoCastlingAttempt_4_3_1() {
        String fen = "8/8/8/8/4K3/8/7R/k7 w - - 0 50";
        expect(rule(fen, null, release(W, "e4-g4"), press(W)),
                "result * null",
                "fen " + fen + " toMove white",
                "clocks none",
                "illegal white=1 black=0",
                "obligation move-piece e4 null null null [4.3.1, 7.5.1#h4]",
                "ILLEGAL_MOVE white [7.5.1#h1, 6.2.1#h2, 3.10.2, 3.8.1]",
                "POSITION_REINSTATED white [7.5.1#h2, 7.5.1#h5]",
                "TIME_ADDED white [7.5.5#h1] player=black seconds=120",
                "TOUCH_OBLIGATION white [4.3.1, 7.5.1#h4]");
    }

    @Test
    void adjustingWhileTheOwnClockStillRuns_4_2_1_and_6_2_5() {
        expect(rule("startpos", null, release(W, "e2-e4"), new Event.Adjust(W, "d2"), press(W)),
                "result * null",
                "fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "MOVE_MADE white [4.7#h1, 1.3]",
                "PIECE_ADJUSTED white [4.2.1, 6.2.5]");
    }

    @Test
    void aPressAfterTheOpponentsReplyCompletesTheEarlierMove_6_2_2() {
        expect(rule("startpos", null, release(W, "e2-e4"), release(B, "e7-e5"), press(W), press(B)),
                "result * null",
                "fen rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2 toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "MOVE_MADE white [4.7#h1, 1.3]",
                "MOVE_MADE black [4.7#h1, 1.3]");
    }

    @Test
    void aLatePressAfterTheOpponentsReplyAndPressIsNoPressWithoutAMove_6_2_2() {
        expect(rule("startpos", null, CompetitionRules.STANDARD, Cases.clocks("PT10M", "PT10M"), null,
                        release(W, "e2-e4"), release(B, "e7-e5"), press(B), press(W)),
                "result * null",
                "fen rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2 toMove white",
                "clocks white=PT10M black=PT10M",
                "illegal white=0 black=0",
                "obligation none",
                "MOVE_MADE white [4.7#h1, 1.3]",
                "MOVE_MADE black [4.7#h1, 1.3]");
    }

    @Test
    void theNextMoveAfterAnUnpressedOneIsCompletedByThePress_6_2_1() {
        expect(rule("startpos", null, CompetitionRules.STANDARD, Cases.clocks("PT10M", "PT10M"), null,
                        release(W, "e2-e4"), release(B, "e7-e5"), release(W, "f1-f4"), press(W)),
                "result * null",
                "fen rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2 toMove white",
                "clocks white=PT10M black=PT12M",
                "illegal white=1 black=0",
                "obligation move-piece f1 null null null [4.3.1, 7.5.1#h4]",
                "MOVE_MADE white [4.7#h1, 1.3]",
                "MOVE_MADE black [4.7#h1, 1.3]",
                "ILLEGAL_MOVE white [7.5.1#h1, 6.2.1#h2, 3.10.2, 3.2, 2.4#h3]",
                "POSITION_REINSTATED white [7.5.1#h2, 7.5.1#h5]",
                "TIME_ADDED white [7.5.5#h1] player=black seconds=120",
                "TOUCH_OBLIGATION white [4.3.1, 7.5.1#h4]");
    }

    @Test
    void blacksThirtiethMoveIsCompletedOnlyByHisClockPress_9_1_1() {
        CompetitionRules thirty = new CompetitionRules(false, 30, false);
        expect(rule("4k3/8/8/8/8/8/8/R3K3 b - - 0 30", null, thirty, null, null,
                        release(B, "e8-d8"), new Event.OfferDraw(B), new Event.AcceptDraw(W)),
                "result * null",
                "fen 3k4/8/8/8/8/8/8/R3K3 w - - 1 31 toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "MOVE_MADE black [4.7#h1, 1.3]",
                "DRAW_OFFER_NOT_ALLOWED black [9.1.1]",
                "AGREEMENT_INVALID white [9.1.1]");
    }

    private static List<String> codes(List<Decision> ds) {
        return ds.stream().map(d -> d.code().name()).toList();
    }
}
