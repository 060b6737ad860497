package dev.hakem.arbiter;

/** How a game ended; JSON writes {@link #key()}. */
public enum Termination {
    /** FIDE 5.1.1. */
    CHECKMATE("checkmate"),
    /** FIDE 5.2.1. */
    STALEMATE("stalemate"),
    /** FIDE 5.2.2. */
    DEAD_POSITION("dead-position"),
    /** FIDE 5.2.3, 9.1. */
    AGREEMENT("agreement"),
    /** FIDE 9.2 (claim). */
    REPETITION("repetition"),
    /** FIDE 9.3 (claim). */
    FIFTY_MOVES("fifty-moves"),
    /** FIDE 9.6.1 (automatic). */
    FIVEFOLD("fivefold"),
    /** FIDE 9.6.2 (automatic). */
    SEVENTY_FIVE_MOVES("seventy-five-moves"),
    /** FIDE 7.5.5 (second completed illegal move). */
    ILLEGAL_MOVES("illegal-moves"),
    /** FIDE 5.1.2. */
    RESIGNATION("resignation"),
    /** FIDE 6.9. */
    TIME("time"),
    /** FIDE 7.2.1, 7.3, Guidelines I.12.2: the game is cancelled and a new one played; no result. */
    ANNULLED("annulled"),
    /** FIDE 11.3.2.2: an electronic device on the player's person. */
    ELECTRONIC_DEVICE("electronic-device"),
    /** FIDE 11.7, 11.8: a persistent refusal to comply with the Laws. */
    PERSISTENT_REFUSAL("persistent-refusal"),
    /** FIDE 12.9.6: the arbiter declared the game lost as a penalty. */
    PENALTY("penalty"),
    /** Guidelines I.8: an ambiguous, meaningless or illegal sealed move. */
    SEALED_MOVE("sealed-move"),
    /** Guidelines I.10 (and 6.7.1): arrival at the board after the default time. */
    DEFAULT("default");

    private final String key;

    Termination(String key) {
        this.key = key;
    }

    /** The JSON string ("dead-position"). */
    public String key() {
        return key;
    }

    @Override
    public String toString() {
        return key;
    }
}
