package dev.hakem.arbiter;

/**
 * How closely the arbiter watches the game (FIDE A.4/A.5, B.2/B.3, A.6, B.4, Guidelines III.6); the
 * event declares it; JSON writes {@link #key()}.
 */
public enum Supervision {
    /**
     * The Competition Rules in full: standard play, rapid under A.4 (an arbiter for at most three
     * games, every game recorded), blitz under B.2 (one arbiter per game, every game recorded). The
     * arbiter sees what happens at the board as it happens.
     */
    FULL("full"),
    /** FIDE A.5 (rapid) and B.3 (blitz): an irregularity stands unless the arbiter or the opponent acts in time. */
    LIMITED("limited"),
    /** No arbiter supervises the game (Guidelines III.6): only the players' claims count. */
    NONE("none");

    private final String key;

    Supervision(String key) {
        this.key = key;
    }

    /** The JSON string ("limited"). */
    public String key() {
        return key;
    }

    /** The supervision for a JSON string, or null. */
    public static Supervision parse(String key) {
        for (Supervision s : values()) {
            if (s.key.equals(key)) {
                return s;
            }
        }
        return null;
    }
}
