package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.EnumSet;
import java.util.Set;

/**
 * An adjourned game (Guidelines I): the stage it is in — the player having the move is sealing
 * (I.1.1), the move is sealed and the clocks are paused (I.1.1–I.7), the game has been resumed
 * and an absent player is awaited (I.9.2, I.10) — who sealed, the envelope in play (what was written,
 * by whom: the sealer, or the replier who sealed his reply for an absent sealer, I.9.3, and whether it
 * has been opened), how many moves the record held at the adjournment (a move made on the board after
 * it is the sealed move, I.1.1#h4), whether the envelope is lost (I.12.1), who was absent at the
 * resumption and whose clock was started then (I.9.2).
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
    private Color writer;
    private boolean replyWriting;
    private Color startedAtResumption;
    private String written;
    private int plies;
    private java.time.Duration sessionLeft;
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

    /**
     * I.1.1: the session ends; {@code toMove} must seal; the record holds {@code plies} moves; I.1.2:
     * {@code sessionLeft} is the time to the session's scheduled end when he adjourns early (or null).
     */
    void adjourn(Color toMove, int plies, java.time.Duration sessionLeft) {
        stage = Stage.SEALING;
        this.sessionLeft = sessionLeft;
        sealer = toMove;
        writer = toMove;
        replyWriting = false;
        startedAtResumption = null;
        written = null;
        this.plies = plies;
        envelopeMissing = false;
        envelopeOpened = false;
        absent.clear();
    }

    /** I.1.2: the time to the session's scheduled end when the game was adjourned early, or null. */
    java.time.Duration sessionLeft() {
        return sessionLeft;
    }

    /** The number of half-moves the record held when the game was adjourned. */
    int pliesAtAdjournment() {
        return plies;
    }

    /** Who wrote the move in the envelope in play: the sealer, or the replier under I.9.3. */
    Color writer() {
        return writer;
    }

    /** I.9.3: the replier, the sealer being absent, writes his reply for a fresh envelope. */
    void startReply(Color replier) {
        writer = replier;
        written = null;
        envelopeOpened = false;
        replyWriting = true;
    }

    /** I.9.3: the replier is writing his reply (his clock not paused yet). */
    boolean replyWriting() {
        return replyWriting;
    }

    /** I.9.3: the reply is sealed and the replier's clock paused; the absent sealer's clock runs. */
    void replySealed() {
        replyWriting = false;
    }

    /** I.9.2: the player whose clock was started at the resumption time, or null. */
    Color startedAtResumption() {
        return startedAtResumption;
    }

    void startedAtResumption(Color c) {
        startedAtResumption = c;
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
