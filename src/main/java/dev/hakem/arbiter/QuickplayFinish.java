package dev.hakem.arbiter;

import dev.hakem.chess.Color;

/**
 * What is before the arbiter in a quickplay finish (FIDE Guidelines III): a player's request for the
 * five-second increment (III.4), which is also a draw offer, and a draw claim in the last two
 * minutes (III.5), possibly postponed (III.5.2). The arbiter answers with a decision
 * ({@link Event.Decide}). Invariant: at most one of the two is pending.
 */
final class QuickplayFinish {
    /** FIDE III.4: a request waiting for the opponent's answer to the offer it counts as, then for the arbiter. */
    record IncrementRequest(Color by) {
    }

    /** FIDE III.5: a claim waiting for the arbiter; {@code postponed} once he postponed his decision (III.5.2). */
    record Claim(Color by, boolean postponed) {
    }

    private IncrementRequest request;
    private Claim claim;
    /** FIDE III.5#h2: the player who has paused the clocks to summon the arbiter for his claim, which comes next. */
    private Color pausedToClaim;

    Color pausedToClaim() {
        return pausedToClaim;
    }

    void pausedToClaim(Color by) {
        pausedToClaim = by;
    }

    /** Whether {@code by} paused the clocks for the claim he makes now; the pause is settled with it. */
    boolean takePause(Color by) {
        boolean paused = pausedToClaim == by;
        pausedToClaim = null;
        return paused;
    }

    IncrementRequest request() {
        return request;
    }

    void request(IncrementRequest r) {
        request = r;
        claim = null;
    }

    Claim claim() {
        return claim;
    }

    void claim(Claim c) {
        claim = c;
        request = null;
    }

    /** Whether a claim is before the arbiter and play may not go on until he decides (not postponed). */
    boolean undecidedClaim() {
        return claim != null && !claim.postponed();
    }

    /** The arbiter has decided (or the game ended): nothing is pending any more. */
    void clear() {
        request = null;
        claim = null;
        pausedToClaim = null;
    }
}
