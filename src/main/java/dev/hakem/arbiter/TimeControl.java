package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.time.Duration;
import java.util.List;

/**
 * FIDE 6.3.1–6.3.2: the time control of a game — the periods, each with the number of moves to be
 * completed in it (the last one: all remaining moves) and the time allotted for it, and either the
 * increment added to a player's clock with every completed move (6.2.1, from move 1) or the fixed extra
 * time of the time-delay mode (6.3.2#h2: it runs first, each move, before the main time does). Time
 * saved in a period carries over (6.3.2): the next period's time is added to what is left. Move numbers
 * are the game's (the FEN's full-move number): a period of 40 moves ends with move 40.
 *
 * <p><b>The settled reading of the time-delay mode (one place: here).</b> The time a player receives "with every move" — an increment or a
 * delay — counts alike wherever the Laws count per-move time ({@link #perMove}): the class of the game
 * (A.1, B.1; the AM commentary: a delay counts like an increment), 8.4's 30 seconds, and Guidelines III,
 * which a game with either does not have (III.1, III.2.2).
 *
 * @param increment the time added for each completed move, or null for none
 * @param delay     the fixed extra time of each move in the time-delay mode (6.3.2), or null for none
 * @param periods   the periods in order (empty: one period for the whole game, whose time the
 *                  clocks already show)
 */
public record TimeControl(Duration increment, Duration delay, List<Period> periods) {
    static final TimeControl NONE = new TimeControl(null, List.of());

    /**
     * One period of the time control.
     *
     * @param moves the moves to be completed in it, or null for all remaining moves (the last period)
     * @param time  the time allotted for it
     */
    public record Period(Integer moves, Duration time) {
    }

    /**
     * @throws IllegalArgumentException when both an increment and a delay are given: the Laws describe the
     *                                  time-delay mode (6.3.2) as a mode of its own, never beside an increment
     */
    public TimeControl {
        periods = periods == null ? List.of() : List.copyOf(periods);
        if (increment != null && !increment.isZero() && delay != null && !delay.isZero()) {
            throw new IllegalArgumentException("a time control has either an increment (6.2.1, 6.3.1) or a time delay (6.3.2),"
                    + " not both");
        }
    }

    /** A time control without delay. */
    public TimeControl(Duration increment, List<Period> periods) {
        this(increment, null, periods);
    }

    /** The same periods with another increment (III.4: five seconds granted). */
    TimeControl withIncrement(Duration inc) {
        return new TimeControl(inc, delay, periods);
    }

    /** FIDE 6.3.2#h2: whether the clocks run in the time-delay mode. */
    public boolean hasDelay() {
        return delay != null && !delay.isZero();
    }

    /**
     * The time a player receives with every move: the increment, or in the time-delay mode the fixed
     * extra time (zero for neither) — see the class comment for where it counts.
     */
    public Duration perMove() {
        return hasIncrement() ? increment : hasDelay() ? delay : Duration.ZERO;
    }

    /** Whether a time is added for each move. */
    public boolean hasIncrement() {
        return increment != null && !increment.isZero();
    }

    /**
     * FIDE 6.2.1, 6.3.1: the time {@code player} receives on completing his move number
     * {@code moveNumber}: the increment, and when that move completes a period the next period's time.
     */
    Duration addedAfterMove(Color player, int moveNumber) {
        Duration d = increment == null ? Duration.ZERO : increment;
        Duration next = nextPeriodAfter(moveNumber);
        return next == null ? d : d.plus(next);
    }

    /**
     * FIDE 6.3.1: the time of the period that begins once move {@code moveNumber} is completed (the
     * move completes the moves of the period before it), or null when it completes none.
     */
    public Duration nextPeriodAfter(int moveNumber) {
        int end = 0;
        for (int i = 0; i + 1 < periods.size(); i++) {
            Integer n = periods.get(i).moves();
            if (n == null) {
                return null;
            }
            end += n;
            if (moveNumber == end) {
                return periods.get(i + 1).time();
            }
        }
        return null;
    }

    /**
     * FIDE 6.4: the period (index into {@link #periods}, 0 when there are none) in which a player stands
     * who has completed {@code completed} moves: the first period whose move count he has not yet
     * completed, or the last. The one count of periods: the engine's and the PGN audit's (8.4).
     */
    public int periodOf(int completed) {
        int end = 0;
        for (int i = 0; i < periods.size(); i++) {
            Integer n = periods.get(i).moves();
            if (n == null) {
                return i;
            }
            end += n;
            if (completed < end) {
                return i;
            }
        }
        return Math.max(0, periods.size() - 1);
    }

    /** FIDE III.1: whether the period is the last one, in which all remaining moves must be made. */
    boolean isFinal(int period) {
        return periods.isEmpty() || period == periods.size() - 1;
    }

    /** The number of the move that ends the period (its cumulative move count), or -1 for the last period. */
    public int lastMoveOf(int period) {
        int end = 0;
        for (int i = 0; i <= period && i < periods.size(); i++) {
            Integer n = periods.get(i).moves();
            if (n == null) {
                return -1;
            }
            end += n;
        }
        return periods.isEmpty() ? -1 : end;
    }
}
