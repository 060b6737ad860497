package dev.hakem.arbiter;

import static dev.hakem.arbiter.Cases.B;
import static dev.hakem.arbiter.Cases.W;
import static dev.hakem.arbiter.Cases.clocks;
import static dev.hakem.arbiter.Cases.expect;
import static dev.hakem.arbiter.Cases.move;
import static dev.hakem.arbiter.Cases.rule;

import org.junit.jupiter.api.Test;

/** FIDE 5.1.1, 5.1.2, 5.2.1, 5.2.2, 5.2.3, 6.9, 9.6.1, 9.6.2 and commentary cases 004-0, 004-6–004-8. */
class GameEndTest {
    static final String FOOLS_MATE = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    static final String KNIGHTS_TWICE = "1. Nf3 Nf6 2. Ng1 Ng8 ";

    @Test
    void checkmateEndsTheGame_5_1_1() {
        expect(rule("startpos", "1. f3 e5 2. g4", move(B, "Qh4#")),
                "result 0-1 checkmate",
                "fen " + FOOLS_MATE + " toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "MOVE_MADE black [4.7#h1, 1.3]",
                "CHECKMATE black [5.1.1#h1, 5.1.1#h2]");
    }

    @Test
    void flagAfterCheckmateChangesNothing_6_9() {
        expect(rule("startpos", "1. f3 e5 2. g4", move(B, "Qh4"), new Event.FlagFall(B)),
                "result 0-1 checkmate",
                "fen " + FOOLS_MATE + " toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "MOVE_MADE black [4.7#h1, 1.3]",
                "CHECKMATE black [5.1.1#h1, 5.1.1#h2]",
                "GAME_ALREADY_ENDED black [5.1.1#h1, 5.1.1#h2, 6.9#h2]");
    }

    @Test
    void stalemate_5_2_1() {
        expect(rule("k7/8/8/8/8/8/8/2Q1K3 w - - 0 1", null, move(W, "Qc7")),
                "result 1/2-1/2 stalemate",
                "fen k7/2Q5/8/8/8/8/8/4K3 b - - 1 1 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "MOVE_MADE white [4.7#h1, 1.3]",
                "STALEMATE white [5.2.1#h1, 5.2.1#h2]");
    }

    @Test
    void deadPosition_5_2_2_case_004_0() {
        expect(rule("8/8/8/4k3/8/8/3r4/3KB3 w - - 0 50", null, move(W, "Kxd2")),
                "result 1/2-1/2 dead-position",
                "fen 8/8/8/4k3/8/8/3K4/4B3 b - - 0 50 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "MOVE_MADE white [4.7#h1, 4.7.1, 1.3]",
                "DEAD_POSITION white [5.2.2#h1, 5.2.2#h2]");
    }

    @Test
    void resignationLoses_5_1_2() {
        expect(rule("6k1/5ppp/8/8/8/8/8/R5K1 b - - 0 30", null, new Event.Resign(B)),
                "result 1-0 resignation",
                "fen 6k1/5ppp/8/8/8/8/8/R5K1 b - - 0 30 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "GAME_LOST black [5.1.2#h1] player=black");
    }

    @Test
    void resigningWhenTheOpponentCannotMateIsADraw_5_1_2_2023() {
        expect(rule("8/8/8/4k3/8/8/8/4K2Q w - - 0 70", null, new Event.Resign(W)),
                "result 1/2-1/2 resignation",
                "fen 8/8/8/4k3/8/8/8/4K2Q w - - 0 70 toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "GAME_DRAWN white [5.1.2#h2]");
    }

    @Test
    void flagFallLoses_6_9() {
        expect(rule("6k1/5ppp/8/8/8/8/8/R5K1 b - - 0 30", null, CompetitionRules.STANDARD, clocks("PT1M", "PT0.5S"), null,
                        new Event.FlagFall(B)),
                "result 1-0 time",
                "fen 6k1/5ppp/8/8/8/8/8/R5K1 b - - 0 30 toMove black",
                "clocks white=PT1M black=PT0S",
                "illegal white=0 black=0",
                "obligation none",
                "GAME_LOST black [6.8#h1, 6.1#h4, 6.9#h1] player=black");
    }

    @Test
    void flagFallWhenTheOpponentCannotMateIsADraw_6_9() {
        expect(rule("8/8/8/4k3/8/8/8/4K2Q w - - 0 70", null, CompetitionRules.STANDARD, clocks("PT0S", "PT3M"), null,
                        new Event.FlagFall(W)),
                "result 1/2-1/2 time",
                "fen 8/8/8/4k3/8/8/8/4K2Q w - - 0 70 toMove white",
                "clocks white=PT0S black=PT3M",
                "illegal white=0 black=0",
                "obligation none",
                "GAME_DRAWN white [6.8#h1, 6.1#h4, 6.9#h3]");
    }

    @Test
    void drawByAgreement_5_2_3() {
        expect(rule("startpos", "1. e4 e5", new Event.OfferDraw(W), new Event.AcceptDraw(B)),
                "result 1/2-1/2 agreement",
                "fen rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2 toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "DRAW_OFFERED white [9.1.2.1#h1, 9.1.2.1#h2, 9.1.2.1#h4]",
                "DRAW_AGREED black [9.1.2#h1, 5.2.3#h1, 5.2.3#h3]");
    }

    @Test
    void noAgreementBeforeBothPlayersMoved_5_2_3() {
        expect(rule("startpos", null, move(W, "e4"), new Event.OfferDraw(W), new Event.AcceptDraw(B)),
                "result * null",
                "fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "MOVE_MADE white [4.7#h1, 1.3]",
                "DRAW_OFFERED white [9.1.2.1#h1, 9.1.2.1#h2, 9.1.2.1#h4]",
                "AGREEMENT_INVALID black [5.2.3#h2]");
    }

    @Test
    void agreementRightAfterBlacksFirstMadeMoveIsValid_5_2_3() {
        expect(rule("startpos", "1. e4", Cases.release(B, "e7-e5"), new Event.OfferDraw(B), new Event.AcceptDraw(W)),
                "result 1/2-1/2 agreement",
                "fen rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2 toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "MOVE_MADE black [4.7#h1, 1.3]",
                "DRAW_OFFERED black [9.1.2.1#h1, 9.1.2.1#h4]",
                "DRAW_AGREED white [9.1.2#h1, 5.2.3#h1, 5.2.3#h3]");
    }

    @Test
    void fivefoldRepetitionNotNecessarilyConsecutive_9_6_1_case_004_6() {
        // the initial position stood at the start and after 2...Ng8, 4...Nb8, 6...Ng8 — and a fifth time now
        String moves = KNIGHTS_TWICE + "3. Nc3 Nc6 4. Nb1 Nb8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1";
        expect(rule("startpos", moves, move(B, "Ng8")),
                "result 1/2-1/2 fivefold",
                "fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 16 9 toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "MOVE_MADE black [4.7#h1, 1.3]",
                "GAME_DRAWN black [9.6.1, 9.2.3#h1]");
    }

    @Test
    void seventyFiveMoves_9_6_2_case_004_7() {
        expect(rule("8/8/8/4k3/8/8/8/R3K3 w - - 149 120", null, move(W, "Ra2")),
                "result 1/2-1/2 seventy-five-moves",
                "fen 8/8/8/4k3/8/8/R7/4K3 b - - 150 120 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "MOVE_MADE white [4.7#h1, 1.3]",
                "GAME_DRAWN white [9.6.2#h1]");
    }

    @Test
    void checkmateOnTheSeventyFifthMoveStands_9_6_2() {
        expect(rule("6k1/8/6K1/8/8/8/8/R7 w - - 149 120", null, move(W, "Ra8")),
                "result 1-0 checkmate",
                "fen R5k1/8/6K1/8/8/8/8/8 b - - 150 120 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "MOVE_MADE white [4.7#h1, 1.3]",
                "CHECKMATE white [5.1.1#h1, 5.1.1#h2, 9.6.2#h2]");
    }

    @Test
    void anUnnoticedFivefoldEndedTheGameBeforeALaterCheckmate_9_6_1_6_2_1_1() {
        // the initial position stood five times in the moves nobody ruled on (8... Ng8): the game was drawn
        // there (9.6.1, 6.2.1.1); the checkmate played later does not count (commentary 004-8 reads it otherwise)
        String moves = KNIGHTS_TWICE + KNIGHTS_TWICE.replace("1.", "3.").replace("2.", "4.")
                + "5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 9. f3 e5 10. g4 Qh4#";
        expect(rule("startpos", moves),
                "result 1/2-1/2 fivefold",
                "fen rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 11 toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "GAME_DRAWN arbiter [9.6.1, 9.2.3#h1, 6.2.1.1]");
    }
    // A start position that has already ended the game (5.2.2 dead, 9.6.2 seventy-five moves): the game ended
    // there, before the recorded moves, which do not count (GameEndings: the first ending holds). Hostile #2.

    @Test
    void deadStartPositionEndsTheGameBeforeTheRecordedMoves_5_2_2() {
        Ruling r = rule("k7/8/8/8/8/8/8/KB6 w - - 0 1", "1. Bc2");
        expect(r,
                "result 1/2-1/2 dead-position",
                "fen k7/8/8/8/8/8/2B5/K7 b - - 1 1 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "DEAD_POSITION arbiter [5.2.2#h1, 5.2.2#h2]");
        org.junit.jupiter.api.Assertions.assertTrue(r.decisions().get(0).en().contains("The start position"),
                r.decisions().get(0).en());
    }

    @Test
    void seventyFiveMovesCompleteAtTheStartOutrankALaterMate_9_6_2() {
        // the 75th move of each player was made before the start (half-move clock 150): 100. Ra8# is not the
        // move that completed the series, so 9.6.2's mate exception does not apply
        expect(rule("7k/8/6K1/8/8/8/8/R7 w - - 150 100", "100. Ra8#"),
                "result 1/2-1/2 seventy-five-moves",
                "fen R6k/8/6K1/8/8/8/8/8 b - - 151 100 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "GAME_DRAWN arbiter [9.6.2#h1]");
    }

    @Test
    void halfMoveClockBeyond150AtTheStartWithRecordedMoves_9_6_2() {
        expect(rule("7k/8/6K1/8/8/8/8/R7 w - - 200 100", "100. Rb1"),
                "result 1/2-1/2 seventy-five-moves",
                "fen 7k/8/6K1/8/8/8/8/1R6 b - - 201 100 toMove black",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "GAME_DRAWN arbiter [9.6.2#h1]");
    }
}
