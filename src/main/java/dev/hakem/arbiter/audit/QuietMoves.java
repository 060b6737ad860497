package dev.hakem.arbiter.audit;

import dev.hakem.chess.Position;

/** FIDE 9.3 and 9.6.2: moves without a capture or a pawn move, from the half-move clock. */
final class QuietMoves {
    private QuietMoves() {
    }

    /** FIDE 9.3.2: the last fifty moves of each player were without capture or pawn move. */
    static boolean fiftyComplete(Position p) {
        return p.halfmoveClock() >= 100;
    }

    /**
     * FIDE 9.6.2: seventy-five moves each without capture or pawn move end the game — unless the
     * last move gave checkmate, which prevails.
     */
    static boolean seventyFiveComplete(Position p) {
        return p.halfmoveClock() >= 150 && !p.isCheckmate();
    }
}
