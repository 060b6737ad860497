package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import dev.hakem.chess.Position;

/**
 * FIDE 4.8: a made move that broke the obligation in force, which the opponent may claim until he
 * touches a piece with intent to move it; and the endings of that move (5.1.1#h3, 5.2.1#h2,
 * 5.2.2#h2: only a move that complied with 4.2–4.7 ends the game), examined once the breach can no
 * longer be claimed. Invariant: at most one breach is open; endings are deferred only for it.
 */
final class OpenBreach {
    /** A made move that broke {@code duty}; {@code before} is the game before it. */
    record Breach(Color by, Game.Mark mark, Position before, Duty duty, boolean rightLost) {
    }

    private Breach breach;
    private boolean endingsDeferred;

    /** The open breach, or null. */
    Breach get() {
        return breach;
    }

    /** A new made move: its breach (or null for none) replaces the last one. */
    void moveMade(Breach b) {
        breach = b;
        endingsDeferred = false;
    }

    /** The endings of the breaching move wait until it can no longer be claimed. */
    void deferEndings() {
        endingsDeferred = true;
    }

    /** FIDE 4.8: the opponent touched a piece; the right to claim is lost. */
    void loseRight() {
        if (breach != null) {
            breach = new Breach(breach.by(), breach.mark(), breach.before(), breach.duty(), true);
        }
    }

    /** The deferred endings are to be examined now (true once). */
    boolean takeDeferredEndings() {
        boolean d = endingsDeferred;
        endingsDeferred = false;
        return d;
    }

    /** The breach has been claimed and the move taken back: nothing is open and nothing deferred. */
    void closed() {
        breach = null;
        endingsDeferred = false;
    }
}
