package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.time.Duration;

/**
 * FIDE 6.1–6.2: the time control of a game, as far as the engine knows it. Today: the increment
 * added with every completed move (6.2.1), or none. Periods with a number of moves each (and the
 * time added when one is complete) belong here; {@link #addedAfterMove} is where they will be
 * applied.
 *
 * @param increment the time added to a player's clock for each completed move, or null for none
 */
record TimeControl(Duration increment) {
    static final TimeControl NONE = new TimeControl(null);

    /** FIDE 6.2.1: the time {@code player} receives on completing his move number {@code moveNumber}. */
    Duration addedAfterMove(Color player, int moveNumber) {
        return increment == null ? Duration.ZERO : increment;
    }
}
