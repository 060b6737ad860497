package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;

/**
 * FIDE 6.6, 6.7: the players who were not at the board at the start, when they arrived (time after
 * the start) and whose clock ran until then. Arrivals in a row are settled together once the next
 * other event comes (or the case ends), because whether both players arrived after the default time
 * changes the ruling (6.7.1 with both late).
 */
final class Presence {
    /**
     * One arrival: {@code by} reached the board {@code at} after the start; from {@code from} until
     * then {@code ran}'s clock ran; {@code whiteMoved}: White had made his first move by then.
     */
    /**
     * {@code taken}: what went from {@code ran}'s clock — the time it ran, less what of it was the move's
     * fixed extra time in the time-delay mode (6.3.2), and never more than the clock showed.
     */
    record Arrival(Color by, Duration at, Duration from, Color ran, boolean whiteMoved, Duration taken) {
        /** The time that ran on {@code ran}'s clock until this arrival. */
        Duration run() {
            return at.minus(from);
        }
    }

    private final EnumMap<Color, Arrival> arrivals = new EnumMap<>(Color.class);
    private final List<Arrival> pending = new ArrayList<>();

    void arrived(Arrival a) {
        arrivals.put(a.by(), a);
        pending.add(a);
    }

    /** The arrivals not settled yet, in order. */
    List<Arrival> pending() {
        return List.copyOf(pending);
    }

    /** Whether {@code c} arrived late (was recorded arriving). */
    boolean arrivedLate(Color c) {
        return arrivals.containsKey(c);
    }

    /** When {@code c} arrived, or null when he was at the board at the start (or has not arrived yet). */
    Duration arrival(Color c) {
        Arrival a = arrivals.get(c);
        return a == null ? null : a.at();
    }

    /** Whether neither player was at the board at the start (both arrived late). */
    boolean bothAbsent() {
        return arrivals.size() == 2;
    }

    void settle() {
        pending.clear();
    }
}
