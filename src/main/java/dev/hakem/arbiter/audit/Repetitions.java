package dev.hakem.arbiter.audit;

import dev.hakem.chess.Position;
import dev.hakem.chess.RepetitionKey;
import java.util.HashMap;
import java.util.Map;

/**
 * FIDE 9.2.3 (the same position), used by 9.2 (threefold claim) and 9.6.1 (fivefold draw):
 * how many times each position of a game has occurred.
 */
final class Repetitions {
    private final Map<RepetitionKey, Integer> seen = new HashMap<>();

    /** Counts one more occurrence of the position; returns how many there have now been. */
    int occur(Position p) {
        return seen.merge(p.repetitionKey(), 1, Integer::sum);
    }
}
