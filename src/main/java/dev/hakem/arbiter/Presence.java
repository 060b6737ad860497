package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.time.Duration;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;

/**
 * FIDE 6.6, 6.7: the players who were not at the board at the start and when they arrived (time
 * after the start). Arrivals are settled together once play begins (or the case ends), because
 * whether both players were absent changes the ruling (6.7.1 with both late; 6.7.2).
 */
final class Presence {
    private final EnumMap<Color, Duration> arrivals = new EnumMap<>(Color.class);
    private boolean settled;

    void arrived(Color c, Duration after) {
        arrivals.put(c, after);
    }

    /** The arrivals not settled yet (empty once settled). */
    Map<Color, Duration> pending() {
        return settled ? Map.of() : Collections.unmodifiableMap(new EnumMap<>(arrivals));
    }

    /** Whether {@code c} arrived late (was recorded arriving). */
    boolean arrivedLate(Color c) {
        return arrivals.containsKey(c);
    }

    void settle() {
        settled = true;
    }

    boolean settled() {
        return settled;
    }
}
