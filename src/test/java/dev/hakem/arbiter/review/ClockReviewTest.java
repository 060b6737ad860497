package dev.hakem.arbiter.review;

import static dev.hakem.arbiter.review.Review.B;
import static dev.hakem.arbiter.review.Review.W;
import static dev.hakem.arbiter.review.Review.check;
import static dev.hakem.arbiter.review.Review.move;
import static dev.hakem.arbiter.review.Review.touch;

import dev.hakem.arbiter.Arbiter;
import dev.hakem.arbiter.Case;
import dev.hakem.arbiter.CompetitionRules;
import dev.hakem.arbiter.Event;
import dev.hakem.arbiter.Ruling;
import dev.hakem.chess.Color;
import java.time.Duration;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Review: the increment on a completed move (6.2.1), touches during the opponent's turn (4.3 lead-in, 9.4). */
class ClockReviewTest {

    private static Ruling withIncrement(String start, String moves, Event... events) {
        Map<Color, Duration> clocks = new EnumMap<>(Color.class);
        clocks.put(W, Duration.ofMinutes(90));
        clocks.put(B, Duration.ofMinutes(90));
        return Arbiter.rule(new Case(start, moves, CompetitionRules.STANDARD, clocks, null, List.of(events),
                Duration.ofSeconds(30)));
    }

    @Test
    void incrementAddedToTheMoverOnEachCompletedMove_6_2_1() {
        check(withIncrement("startpos", null, move(W, "e4"), move(B, "e5"), move(W, "Nf3")))
                .result("*", null).fen("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2", B)
                .clocks("PT91M", "PT90M30S").illegal(0, 0).noObligation()
                .decisions("MOVE_MADE white", "MOVE_MADE black", "MOVE_MADE white")
                .done();
    }

    @Test
    void touchDuringTheOpponentsTurnIsNoTouchMoveAndDoesNotCostTheClaim_4_3_9_4() {
        // Black touches his knight while White is still thinking (White has the move): no obligation, and after
        // White's Ng1 Black may claim the threefold repetition
        String moves = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6";
        check(withIncrement("startpos", moves, touch(B, "f6"), move(W, "Ng1"),
                new Event.Claim(B, Event.ClaimKind.REPETITION, "Ng8")))
                .result("1/2-1/2", "repetition").fen("rnbqkb1r/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 11 6", B)
                .clocks("PT90M30S", "PT90M").illegal(0, 0).noObligation()
                .decisions("MOVE_MADE white", "CLAIM_UPHELD black")
                .done();
    }
}
