package dev.hakem.arbiter;

/**
 * FIDE 9.2 and 9.6.1: how many occurrences of the same position (in the sense of 9.2.3) make a
 * draw claimable or automatic. Used by the rules engine and by the audit.
 */
public final class Repetition {
    /** FIDE 9.2: the third occurrence may be claimed. */
    public static final int CLAIMABLE = 3;
    /** FIDE 9.6.1: the fifth occurrence draws the game without a claim. */
    public static final int AUTOMATIC = 5;

    private Repetition() {
    }

    /** FIDE 9.2: a claim on this many occurrences is correct. */
    public static boolean claimable(int occurrences) {
        return occurrences >= CLAIMABLE;
    }

    /** FIDE 9.6.1: this many occurrences draw the game. */
    public static boolean automatic(int occurrences) {
        return occurrences >= AUTOMATIC;
    }
}
