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
    TIME("time");

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
