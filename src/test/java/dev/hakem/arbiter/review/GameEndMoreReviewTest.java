package dev.hakem.arbiter.review;

import static dev.hakem.arbiter.review.Review.B;
import static dev.hakem.arbiter.review.Review.STANDARD;
import static dev.hakem.arbiter.review.Review.W;
import static dev.hakem.arbiter.review.Review.check;
import static dev.hakem.arbiter.review.Review.rule;

import dev.hakem.arbiter.Event;
import org.junit.jupiter.api.Test;

/** Review, second round: 9.6 on a game still in progress, dead positions decided by material. */
class GameEndMoreReviewTest {
    static final String FIVE_TIMES = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8";

    @Test
    void fivefoldEarlierInTheGameStillInProgressIsADraw_9_6_1() {
        // the fifth occurrence (after 8...Ng8) drew the game; 9.6 needs no claim and nothing under
        // Article 5 ended the game since (contrast 004-8), so the arbiter looking now declares the draw
        check(rule("startpos", FIVE_TIMES + " 9. e4 e5"))
                .result("1/2-1/2", "fivefold").fen("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 10", W).noClocks()
                .illegal(0, 0).noObligation()
                .decisions("GAME_DRAWN arbiter").cites("GAME_DRAWN", "9.6.1")
                .done();
    }

    @Test
    void seventyFiveMovesReachedEarlierThenACaptureIsStillADraw_9_6_2() {
        // 148 half-moves before; Rb1 (149) Kd8 (150: 75 moves each) ... the later capture does not undo the draw
        check(rule("4k3/p7/8/8/8/8/8/R3K3 w - - 148 80", "80. Rb1 Kd8 81. Ra1 Kc8 82. Rxa7"))
                .result("1/2-1/2", "seventy-five-moves").fen("2k5/R7/8/8/8/8/8/4K3 b - - 0 82", B).noClocks()
                .illegal(0, 0).noObligation()
                .decisions("GAME_DRAWN arbiter").cites("GAME_DRAWN", "9.6.2#h1")
                .done();
    }

    @Test
    void twoBishopsOnTheSameColourCannotMateDeadPosition_5_2_2() {
        String start = "4k3/8/8/8/8/4B3/8/2B1K3 w - - 0 1";
        check(rule(start, null))
                .result("1/2-1/2", "dead-position").fen(start, W).noClocks().illegal(0, 0).noObligation()
                .decisions("DEAD_POSITION black").cites("DEAD_POSITION", "5.2.2")
                .done();
    }

    @Test
    void flagFallWithSameColourBishopsVersusBareKingIsADrawNotALoss_6_9h3() {
        // Black has only the king; White K+B+B on dark squares cannot mate either: already dead (5.2.2)
        // so the flag changes nothing
        String start = "4k3/8/8/8/8/4B3/8/2B1K3 w - - 0 1";
        check(rule(start, null, STANDARD, "PT1M", "PT1M", 0, 0, new Event.FlagFall(W)))
                .result("1/2-1/2", "dead-position").fen(start, W).clocks("PT1M", "PT1M").illegal(0, 0).noObligation()
                .decisions("DEAD_POSITION black", "GAME_ALREADY_ENDED white")
                .done();
    }

    @Test
    void flagFallOppositeColouredBishopsLoses_6_9h1() {
        // K+B vs K+B on opposite colours: a mate can be built with the opponent's bishop blocking
        String start = "4kb2/8/8/8/8/8/8/3BK3 w - - 0 1";
        check(rule(start, null, STANDARD, "PT1M", "PT1M", 0, 0, new Event.FlagFall(W)))
                .result("0-1", "time").fen(start, W).clocks("PT0S", "PT1M").illegal(0, 0).noObligation()
                .decisions("GAME_LOST white player=white")
                .done();
    }

    @Test
    void resigningWithBareKingAgainstKingAndKnightIsADraw_5_1_2h2_deadFirst() {
        // K vs K+N is already a dead position when observed: the resignation comes after the end
        String start = "4k3/8/8/8/8/8/8/4KN2 b - - 0 1";
        check(rule(start, null, new Event.Resign(B)))
                .result("1/2-1/2", "dead-position").fen(start, B).noClocks().illegal(0, 0).noObligation()
                .decisions("DEAD_POSITION white", "GAME_ALREADY_ENDED black")
                .done();
    }

    /** Locked pawns: no capture is ever possible and neither king can cross: neither side can ever mate. */
    static final String LOCKED = "8/8/1k6/p1p1p1p1/P1P1P1P1/8/8/1K6 w - - 0 40";

    @Test
    void lockedPawnsAreADeadPosition_5_2_2() {
        check(rule(LOCKED, null))
                .result("1/2-1/2", "dead-position").fen(LOCKED, W).noClocks().illegal(0, 0).noObligation()
                .decisions("DEAD_POSITION black").cites("DEAD_POSITION", "5.2.2")
                .done();
    }

    @Test
    void flagFallInLockedPawnPositionIsNoLoss_6_9h3() {
        // the game is already dead when observed (5.2.2); in any case a flag may not lose a game the
        // opponent can never win (6.9#h3)
        check(rule(LOCKED, null, STANDARD, "PT1M", "PT1M", 0, 0, new Event.FlagFall(W)))
                .result("1/2-1/2", "dead-position").fen(LOCKED, W).clocks("PT1M", "PT1M").illegal(0, 0).noObligation()
                .decisions("DEAD_POSITION black", "GAME_ALREADY_ENDED white")
                .done();
    }

    @Test
    void pawnMoveThatLocksTheLastFileMakesTheGameDead_5_2_2h2() {
        String start = "8/8/1k6/p1p1p1p1/P1P1P3/6P1/8/1K6 w - - 0 40";
        check(rule(start, null, Review.move(W, "g4")))
                .result("1/2-1/2", "dead-position").fen(LOCKED.replace(" w - - 0 40", " b - - 0 40"), B).noClocks()
                .illegal(0, 0).noObligation()
                .decisions("MOVE_MADE white", "DEAD_POSITION white")
                .done();
    }

    @Test
    void notQuiteLockedIsNotDead_5_2_2() {
        // the h-file is open for the kings: a king walks round and captures; the game goes on
        String start = "8/8/1k6/p1p1p3/P1P1P3/8/8/1K6 w - - 0 40";
        check(rule(start, null)).result("*", null).fen(start, W).noClocks().illegal(0, 0).noObligation()
                .decisions()
                .done();
    }

    @Test
    void resigningWithABishopAgainstAKnightLoses_5_1_2h1() {
        // K+N can mate K+B with the bishop blocking the king (a helpmate exists): no 2023 draw exception
        String start = "4kb2/8/8/8/8/8/8/4KN2 b - - 0 1";
        check(rule(start, null, new Event.Resign(B)))
                .result("1-0", "resignation").fen(start, B).noClocks().illegal(0, 0).noObligation()
                .decisions("GAME_LOST black player=black").cites("GAME_LOST", "5.1.2#h1")
                .done();
    }

    @Test
    void resigningWithAKnightAgainstABishopLoses_5_1_2h1() {
        String start = "4kn2/8/8/8/8/8/8/4KB2 b - - 0 1";
        check(rule(start, null, new Event.Resign(B)))
                .result("1-0", "resignation").fen(start, B).noClocks().illegal(0, 0).noObligation()
                .decisions("GAME_LOST black player=black").cites("GAME_LOST", "5.1.2#h1")
                .done();
    }
}
