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

    /**
     * FIDE A.1, B.1: the class of a game by its time control — T, the time allotted to a player for
     * the whole game (all periods) plus 60 times the increment — or the delay ({@link TimeControl#perMove}):
     * rapid when 10 &lt; T &lt; 60 minutes, blitz when T ≤ 10 minutes, otherwise standard play.
     */
    public static Pace of(TimeControl tc) {
        java.time.Duration t = java.time.Duration.ZERO;
        for (TimeControl.Period p : tc.periods()) {
            t = t.plus(p.time());
        }
        t = t.plus(tc.perMove().multipliedBy(60));
        long minutes10 = 10 * 60;
        long s = t.getSeconds();
        return s <= minutes10 ? BLITZ : s < 60 * 60 ? RAPID : STANDARD;
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
