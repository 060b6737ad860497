package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.EnumSet;
import java.util.Set;

/**
 * An adjourned game (Guidelines I): the stage it is in — the player having the move is sealing
 * (I.1.1), the move is sealed and the clocks are paused (I.1.1–I.7), the game has been resumed
 * and an absent player is awaited (I.9.2, I.10) — who sealed, what he wrote, how many moves the
 * record held at the adjournment (a move made on the board after it is the sealed move, I.1.1#h4),
 * whether the envelope is lost (I.12.1) and who was absent at the resumption.
 */
final class Adjournment {
    /** Where an adjournment stands. */
    enum Stage {
        /** The game is not adjourned. */
        NONE,
        /** I.1.1: the player having the move has been told to seal. */
        SEALING,
        /** I.1.1: the move is sealed and the clock paused; the game waits for its resumption. */
        SEALED,
        /** I.9.2, I.10: resumed with a player absent; his arrival is awaited. */
        AWAITING_ARRIVAL
    }

    private Stage stage = Stage.NONE;
    private Color sealer;
    private String written;
    private int plies;
    private boolean envelopeMissing;
    private boolean envelopeOpened;
    private final Set<Color> absent = EnumSet.noneOf(Color.class);

    Stage stage() {
        return stage;
    }

    /** Whether the game is adjourned and not yet resumed. */
    boolean adjourned() {
        return stage == Stage.SEALING || stage == Stage.SEALED;
    }

    Color sealer() {
        return sealer;
    }

    /** The replying player: the sealer's opponent. */
    Color replier() {
        return sealer.opposite();
    }

    /** I.1.1: the session ends; {@code toMove} must seal; the record holds {@code plies} moves. */
    void adjourn(Color toMove, int plies) {
        stage = Stage.SEALING;
        sealer = toMove;
        written = null;
        this.plies = plies;
        envelopeMissing = false;
        envelopeOpened = false;
        absent.clear();
    }

    /** The number of half-moves the record held when the game was adjourned. */
    int pliesAtAdjournment() {
        return plies;
    }

    /** I.1.1#h3: the sealed move as written now (it may be changed until the clock is paused). */
    void write(String move) {
        written = move;
    }

    /** The sealed move as written, or null. */
    String written() {
        return written;
    }

    /** I.1.1: the envelope is sealed and the clock paused. */
    void sealed() {
        stage = Stage.SEALED;
    }

    /** I.12.1: the envelope cannot be found. */
    void envelopeLost() {
        envelopeMissing = true;
    }

    boolean envelopeMissing() {
        return envelopeMissing;
    }

    /** I.9.2: resumed with these players absent; their arrival is awaited. */
    void awaiting(Set<Color> who) {
        stage = Stage.AWAITING_ARRIVAL;
        absent.addAll(who);
    }

    boolean absent(Color c) {
        return stage == Stage.AWAITING_ARRIVAL && absent.contains(c);
    }

    /** The player is at the board; once nobody is awaited the adjournment is over. */
    void arrived(Color c) {
        absent.remove(c);
        if (absent.isEmpty()) {
            stage = Stage.NONE;
        }
    }

    /** I.7: the envelope has been opened (its move judged). */
    void opened() {
        envelopeOpened = true;
    }

    boolean envelopeOpened() {
        return envelopeOpened;
    }

    /** The resumption is complete; play goes on normally. */
    void over() {
        stage = Stage.NONE;
        absent.clear();
    }
}
