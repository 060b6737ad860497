package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * FIDE 7.4: pieces a player knocked over or displaced, which he must put right on his own time,
 * and whether his clock has been started for that (7.4.1) while it was his opponent's that ran.
 * The pieces stay where the game has them; what is recorded is that they are not standing right.
 * Invariant: no displaced squares, and no clock started for the offender, without an offender.
 */
final class DisplacedPieces {
    private final Set<Integer> squares = new LinkedHashSet<>();
    private Color offender;
    private boolean offenderClockRunning;

    /** The player who displaced pieces not yet put right (or whose clock still runs for it), or null. */
    Color offender() {
        return offender;
    }

    Set<Integer> squares() {
        return Set.copyOf(squares);
    }

    boolean contains(int sq) {
        return squares.contains(sq);
    }

    /** FIDE 7.4.1: {@code by} displaced the pieces on these squares. */
    void displaced(Color by, Set<Integer> sqs) {
        if (offender != null && offender != by) {
            throw new IllegalStateException(offender + " must first put his pieces right");
        }
        offender = by;
        squares.addAll(sqs);
    }

    /** Whether pieces are still displaced. */
    boolean any() {
        return !squares.isEmpty();
    }

    /** The pieces on these squares are back. */
    void restored(Set<Integer> sqs) {
        squares.removeAll(sqs);
        settle();
    }

    /** FIDE 7.4.1: whether the offender's clock was started for him to put the pieces right on his own time. */
    boolean offenderClockRunning() {
        return offenderClockRunning;
    }

    /** FIDE 7.4.1: the opponent started the offender's clock. */
    void offenderClockStarted() {
        offenderClockRunning = true;
    }

    /** The offender pressed the clock back: the opponent's clock runs again. */
    void offenderClockStopped() {
        offenderClockRunning = false;
        settle();
    }

    private void settle() {
        if (squares.isEmpty() && !offenderClockRunning) {
            offender = null;
        }
    }
}
