package dev.hakem.arbiter;

/**
 * The class of a game by its time control (FIDE Appendix A.1, B.1): standard play, rapid or
 * blitz. The event declares it; JSON writes {@link #key()}.
 */
public enum Pace {
    /** Neither rapid nor blitz: the Competition Rules in full. */
    STANDARD("standard"),
    /** FIDE A.1: more than 10 and less than 60 minutes (base time plus 60 increments). */
    RAPID("rapid"),
    /** FIDE B.1: 10 minutes or less (base time plus 60 increments). */
    BLITZ("blitz");

    private final String key;

    Pace(String key) {
        this.key = key;
    }

    /** The JSON string ("rapid"). */
    public String key() {
        return key;
    }

    /** The pace for a JSON string, or null. */
    public static Pace parse(String key) {
        for (Pace p : values()) {
            if (p.key.equals(key)) {
                return p;
            }
        }
        return null;
    }
}
