package dev.hakem.arbiter;

import dev.hakem.chess.Position;

/**
 * FIDE 9.3 and 9.6.2: moves without a capture or a pawn move, counted by the half-move clock.
 * The one place that says how many make a draw claimable or automatic; used by the rules engine
 * and by the audit.
 */
public final class QuietMoves {
    /** FIDE 9.3: fifty moves by each player, in half-moves. */
    public static final int FIFTY = 100;
    /** FIDE 9.6.2: seventy-five moves by each player, in half-moves. */
    public static final int SEVENTY_FIVE = 150;

    private QuietMoves() {
    }

    /** FIDE 9.3: the last fifty moves of each player were made without a capture or a pawn move. */
    public static boolean fiftyComplete(Position p) {
        return p.halfmoveClock() >= FIFTY;
    }

    /**
     * FIDE 9.6.2#h1: seventy-five moves of each player without a capture or a pawn move (the game is
     * drawn, unless the last of them gave checkmate, 9.6.2#h2 — the caller decides that).
     */
    public static boolean seventyFiveComplete(Position p) {
        return p.halfmoveClock() >= SEVENTY_FIVE;
    }
}
