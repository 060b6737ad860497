package dev.hakem.arbiter;

/** How a game ended; JSON writes {@link #key()}. */
public enum Termination {
    /** FIDE 5.1.1. */
    CHECKMATE("checkmate", "mat"),
    /** FIDE 5.2.1. */
    STALEMATE("stalemate", "pat"),
    /** FIDE 5.2.2. */
    DEAD_POSITION("dead-position", "ölü konum"),
    /** FIDE 5.2.3, 9.1. */
    AGREEMENT("agreement", "anlaşma"),
    /** FIDE 9.2 (claim). */
    REPETITION("repetition", "üç kez konum tekrarı"),
    /** FIDE 9.3 (claim). */
    FIFTY_MOVES("fifty-moves", "50 hamle kuralı"),
    /** FIDE 9.6.1 (automatic). */
    FIVEFOLD("fivefold", "beş kez konum tekrarı"),
    /** FIDE 9.6.2 (automatic). */
    SEVENTY_FIVE_MOVES("seventy-five-moves", "75 hamle kuralı"),
    /** FIDE 7.5.5 (second completed illegal move). */
    ILLEGAL_MOVES("illegal-moves", "geçersiz hamleler"),
    /** FIDE 5.1.2. */
    RESIGNATION("resignation", "terk"),
    /** FIDE 6.9. */
    TIME("time", "süre aşımı");

    private final String key;
    private final String turkish;

    Termination(String key, String turkish) {
        this.key = key;
        this.turkish = turkish;
    }

    /** The name in Turkish ("beş kez konum tekrarı"). */
    public String turkish() {
        return turkish;
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
