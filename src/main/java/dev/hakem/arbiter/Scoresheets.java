package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

/**
 * The scoresheets (FIDE 8): who has been freed from recording (8.4, for the rest of the period —
 * with an increment-only time control, the rest of the game), the result each player has
 * indicated by signing or approving it (8.7), and how often each has asked to see the scoresheet
 * the arbiter keeps (A.4.3, B.2.3).
 */
final class Scoresheets {
    private final Set<Color> exempt = EnumSet.noneOf(Color.class);
    private final Map<Color, GameResult> signed = new EnumMap<>(Color.class);
    private final Map<Color, Integer> viewRequests = new EnumMap<>(Color.class);

    /** FIDE 8.4: the player need not record any more in this period. */
    void exempt(Color c) {
        exempt.add(c);
    }

    boolean isExempt(Color c) {
        return exempt.contains(c);
    }

    /** FIDE 8.7: the player indicated this result (a later signature replaces an earlier one). */
    void sign(Color c, GameResult r) {
        signed.put(c, r);
    }

    /** Whether the player has signed a result. */
    boolean signed(Color c) {
        return signed.containsKey(c);
    }

    /** The result both players indicated, or null when they have not both signed the same one. */
    GameResult agreed() {
        GameResult w = signed.get(Color.WHITE);
        return w != null && w == signed.get(Color.BLACK) ? w : null;
    }

    /** FIDE A.4.3, B.2.3: one more request by {@code c} to see the arbiter's scoresheet; how many he has made now. */
    int viewRequested(Color c) {
        return viewRequests.merge(c, 1, Integer::sum);
    }
}
