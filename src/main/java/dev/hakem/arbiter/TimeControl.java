package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.time.Duration;
import java.util.List;

/**
 * FIDE 6.3.1–6.3.2: the time control of a game — the periods, each with the number of moves to be
 * completed in it (the last one: all remaining moves) and the time allotted for it, and the
 * increment added to a player's clock with every completed move (6.2.1, from move 1). Time saved
 * in a period carries over (6.3.2): the next period's time is added to what is left. Move numbers
 * are the game's (the FEN's full-move number): a period of 40 moves ends with move 40.
 *
 * @param increment the time added for each completed move, or null for none
 * @param periods   the periods in order (empty: one period for the whole game, whose time the
 *                  clocks already show)
 */
public record TimeControl(Duration increment, List<Period> periods) {
    static final TimeControl NONE = new TimeControl(null, List.of());

    /**
     * One period of the time control.
     *
     * @param moves the moves to be completed in it, or null for all remaining moves (the last period)
     * @param time  the time allotted for it
     */
    public record Period(Integer moves, Duration time) {
    }

    public TimeControl {
        periods = periods == null ? List.of() : List.copyOf(periods);
    }

    /** The same periods with another increment (III.4: five seconds granted). */
    TimeControl withIncrement(Duration inc) {
        return new TimeControl(inc, periods);
    }

    /** Whether a time is added for each move. */
    boolean hasIncrement() {
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
