package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import dev.hakem.chess.Move;
import java.time.Duration;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

/**
 * The clocks (FIDE 6): the time each player has left (unknown when the case does not say), the
 * time control (6.3.1; replaced when the arbiter corrects a wrong setting, 6.10.2, or grants the
 * increment of III.4), the flags that are down (6.1: a clock at zero) and which fell first when that
 * is known, and whose press is due — the player who has made a move and not yet pressed (6.2.1),
 * and one whose opponent replied before he pressed and who may still press (6.2.2). Whether a
 * fallen flag counts (6.8) is not the clock's business: see {@link Unnoticed}. Invariants: a
 * remaining time is never negative; a flag is down exactly when its clock shows zero; the player
 * who still owes a press is never the one whose late press is allowed.
 */
final class Clocks {
    private final EnumMap<Color, Duration> remaining;
    private TimeControl control;
    private final EnumSet<Color> flagsDown = EnumSet.noneOf(Color.class);
    private Color firstFlag;
    private Color awaiting;
    private Move awaitingMove;
    private Color latePress;
    /** The time told run on each player's clock for his current move, until he presses (6.3.2: the delay runs first). */
    private final EnumMap<Color, Duration> runThisMove = new EnumMap<>(Color.class);
    /**
     * FIDE 6.6: the time since the scheduled start of the session that the case's events have told,
     * or null when it is not known (the case begins after the start: moves already recorded, or a
     * position not at move 1). Moves take no time unless the events say so.
     */
    private Duration sinceStart = Duration.ZERO;
    /** Time added by rulings since the last move was made, per player. */
    private final EnumMap<Color, Duration> addedThisTurn = new EnumMap<>(Color.class);

    Clocks(Map<Color, Duration> remaining, TimeControl control) {
        this.remaining = remaining == null ? null : new EnumMap<>(remaining);
        this.control = control == null ? TimeControl.NONE : control;
        if (this.remaining != null) {
            this.remaining.forEach((c, d) -> {
                if (d.isZero()) {
                    flagsDown.add(c); // down before the case starts; which fell first is not known
                }
            });
        }
    }

    /** FIDE 6.3.1: the time control now in force. */
    TimeControl control() {
        return control;
    }

    /**
     * FIDE 6.10.1, 6.10.2, III.4: the arbiter sets the clocks — the times he gives (a player not listed
     * keeps his) and the time control to apply from now on. A flag is down again only if he sets zero.
     */
    void set(Map<Color, Duration> times, TimeControl newControl) {
        control = newControl;
        if (times == null || times.isEmpty()) {
            return;
        }
        EnumMap<Color, Duration> to = new EnumMap<>(Color.class);
        if (remaining != null) {
            to.putAll(remaining);
        }
        to.putAll(times);
        for (Color c : Color.values()) {
            if (to.containsKey(c)) {
                putRemaining(c, to.get(c));
            }
        }
    }

    private void putRemaining(Color c, Duration d) {
        if (remaining == null) {
            return;
        }
        remaining.put(c, d);
        if (d.isZero()) {
            flagsDown.add(c);
        } else {
            flagsDown.remove(c);
            if (firstFlag == c) {
                firstFlag = null;
            }
        }
    }

    /** The flags that are down. */
    Set<Color> flagsDown() {
        return Collections.unmodifiableSet(EnumSet.copyOf(flagsDown.isEmpty() ? EnumSet.noneOf(Color.class) : flagsDown));
    }

    /** Whether {@code c}'s flag is down. */
    boolean flagDown(Color c) {
        return flagsDown.contains(c);
    }

    /** The flag seen to fall first while both are down, or null when not known (III.3.1). */
    Color firstFlag() {
        return firstFlag;
    }

    /** The remaining times, or null when the case gave none. */
    Map<Color, Duration> remaining() {
        return remaining == null ? null : Collections.unmodifiableMap(new EnumMap<>(remaining));
    }

    /** Adds time to a player's clock (7.5.5, 9.5.3); nothing on the clock when his time is unknown. */
    void add(Color c, Duration d) {
        addedThisTurn.merge(c, d, Duration::plus);
        if (remaining != null && remaining.containsKey(c)) {
            putRemaining(c, remaining.get(c).plus(d));
        }
    }

    /** The time a ruling has added to {@code c}'s clock since the last move was made. */
    Duration addedThisTurn(Color c) {
        return addedThisTurn.getOrDefault(c, Duration.ZERO);
    }

    /**
     * FIDE 6.9 with 7.5.5: the flag of {@code c} fell, but time added since by a ruling on an earlier
     * irregularity stands: his clock shows that time.
     */
    void flagFellBeforeAddition(Color c) {
        if (remaining != null && remaining.containsKey(c)) {
            remaining.put(c, addedThisTurn(c));
        }
    }

    /** The player's remaining time, or null when the case did not give it. */
    Duration remaining(Color c) {
        return remaining == null ? null : remaining.get(c);
    }

    /** FIDE 6.2.1, 6.3.2: the time a player receives with every move — increment or delay (zero when none). */
    Duration perMove() {
        return control.perMove();
    }

    /**
     * FIDE 12.9.3, 11.3.2.2, I.9.2, 6.6, 6.7.2: takes time off a player's clock (a penalty, or time that ran
     * while he was absent), down to zero — where his flag is down; nothing when his time is unknown.
     */
    void deduct(Color c, Duration d) {
        if (remaining != null && remaining.containsKey(c)) {
            Duration left = remaining.get(c).minus(d);
            putRemaining(c, left.isNegative() ? Duration.ZERO : left);
        }
    }

    /** The time since the start of the session told so far, or null when not known (see the field). */
    Duration sinceStart() {
        return sinceStart;
    }

    /** The case begins after the start of the session: the time since the start is not known. */
    void sinceStartUnknown() {
        sinceStart = null;
    }

    /** FIDE 6.1: the player's flag has fallen (now, before any other that falls later); his clock shows zero. */
    void flagFell(Color c) {
        if (!flagsDown.contains(c) && flagsDown.isEmpty()) {
            firstFlag = c;
        }
        flagsDown.add(c);
        if (remaining != null && remaining.containsKey(c)) {
            remaining.put(c, Duration.ZERO);
        }
    }

    /**
     * FIDE 6.6, 6.2.1, 6.3.2#h2: told time passes — {@code c}'s clock runs for {@code t} and the time since
     * the start advances with it. The ONE place where time told by an event passes on the clocks (a
     * player's thinking, a late arrival). In the time-delay mode the move's fixed extra time runs first
     * (what is left of it after the time already run on this move), then the main time; without delay,
     * the main time at once. Returns the main time taken off, never more than the clock showed (zero when
     * the case does not give that clock); when that empties the clock, the caller lets the flag fall.
     */
    Duration run(Color c, Duration t) {
        if (sinceStart != null) {
            sinceStart = sinceStart.plus(t);
        }
        Duration before = runThisMove.getOrDefault(c, Duration.ZERO);
        runThisMove.put(c, before.plus(t));
        Duration delay = control.hasDelay() ? control.delay() : Duration.ZERO;
        Duration extraLeft = delay.compareTo(before) > 0 ? delay.minus(before) : Duration.ZERO;
        Duration used = t.compareTo(extraLeft) > 0 ? t.minus(extraLeft) : Duration.ZERO;
        if (remaining == null || !remaining.containsKey(c)) {
            return Duration.ZERO;
        }
        Duration left = remaining.get(c);
        Duration taken = used.compareTo(left) < 0 ? used : left;
        if (taken.compareTo(left) < 0) {
            putRemaining(c, left.minus(taken));
        }
        return taken;
    }

    /** The time told run on {@code c}'s clock for his current move (zero when none was told). */
    Duration runThisMove(Color c) {
        return runThisMove.getOrDefault(c, Duration.ZERO);
    }

    /** {@code c} has pressed: his clock stops, and his next move has its own fixed extra time (6.3.2#h2). */
    void stopped(Color c) {
        runThisMove.remove(c);
    }

    /** Whether the player's clock is known to show time left. */
    boolean showsTimeLeft(Color c) {
        return remaining != null && remaining.containsKey(c) && !remaining.get(c).isZero();
    }

    /**
     * FIDE 6.2.1: the press of {@code c} completes his move number {@code moveNumber}: the time
     * control's addition (nothing once his flag is down: the clock adds no time after a flag-fall).
     * Not a ruling's time, so not in {@link #addedThisTurn}. Returns the time of the period this
     * move began (6.3.1), or null.
     */
    Duration completeMove(Color c, int moveNumber) {
        if (flagsDown.contains(c)) {
            return null;
        }
        Duration added = control.addedAfterMove(c, moveNumber);
        if (remaining != null && remaining.containsKey(c)) {
            putRemaining(c, remaining.get(c).plus(added));
        }
        return control.nextPeriodAfter(moveNumber);
    }

    // ---- whose press is due --------------------------------------------------------------

    /** FIDE 4.7, 6.2.1: {@code mover} has made {@code m}; his press is now due. */
    void moveMade(Color mover, Move m) {
        addedThisTurn.clear();
        if (awaiting != null && awaiting != mover) {
            latePress = awaiting; // 6.2.2: he may still press after this reply
        } else if (latePress == mover) {
            latePress = null;
        }
        awaiting = mover;
        awaitingMove = m;
    }

    /** The player who has made a move and not yet pressed, or null. */
    Color awaiting() {
        return awaiting;
    }

    /** The move made that awaits the press, or null. */
    Move awaitingMove() {
        return awaitingMove;
    }

    /** FIDE 6.2.2: the player who may still press after the opponent's reply, or null. */
    Color latePress() {
        return latePress;
    }

    /** Whether {@code c} has a move made whose press is still due (on time or late). */
    boolean pressDue(Color c) {
        return awaiting == c || latePress == c;
    }

    /** The due press has been made (or the move it was for is no longer on the board). */
    void pressed() {
        awaiting = null;
        awaitingMove = null;
    }

    /** The late press of 6.2.2 has been made. */
    void latePressed() {
        latePress = null;
    }

    /** FIDE 6.2.2: the opponent replies before the press: the press may still come, late. */
    void replyBeforePress() {
        latePress = awaiting;
        pressed();
    }

    /** The clock that runs now: a late presser's, the one owing a press, or that of {@code toMove}. */
    Color running(Color toMove) {
        return latePress != null ? latePress : awaiting != null ? awaiting : toMove;
    }
}
