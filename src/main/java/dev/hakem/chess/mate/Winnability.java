package dev.hakem.chess.mate;

import dev.hakem.chess.Color;
import dev.hakem.chess.Position;

/**
 * FIDE 5.2.2, 6.9, 7.5.5, 9.7: whether a side can still checkmate "by any possible series of
 * legal moves" — i.e. whether a helpmate exists for that side.
 *
 * <p>API CONTRACT (skeleton): the dead-position work replaces the bodies.
 */
public final class Winnability {
    private Winnability() {
    }

    /** The three answers: a mate exists, none exists, or the search bound was reached. */
    public enum Answer { CAN, CANNOT, UNDETERMINED }

    /** Can {@code side} checkmate from this position by some series of legal moves (either side's)? */
    public static Answer canCheckmate(Position position, Color side) {
        throw new IllegalStateException("dead-position analysis not built yet");
    }

    /** FIDE 5.2.2: neither side can checkmate. TRUE/FALSE, or null when undetermined. */
    public static Boolean isDeadPosition(Position position) {
        throw new IllegalStateException("dead-position analysis not built yet");
    }
}
