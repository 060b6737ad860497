package dev.hakem.arbiter.audit;

import dev.hakem.chess.Color;
import dev.hakem.chess.Position;
import dev.hakem.chess.mate.Winnability;
import dev.hakem.chess.mate.Winnability.Answer;

/**
 * FIDE 5.2.2: whether a position of a game is dead, with the engine of the rulings
 * ({@link Winnability}). Scanning every position, the audit uses its exact rules (material,
 * blockade) everywhere and its full-width search where the side to move has few moves (forced
 * lines). Only proven dead positions count, so a finding is never a guess (a dead position that
 * only the deep search could prove may go unreported).
 */
final class DeadPositions {
    /** Search bound where few moves are possible. */
    static final long FORCED_LINE_NODES = 3_000;
    static final int FEW_MOVES = 3;

    private DeadPositions() {
    }

    /** Proven dead while scanning a game (cheap). */
    static boolean scan(Position p) {
        if (p.isCheckmate()) {
            return false;
        }
        return cannot(p, Color.WHITE) && cannot(p, Color.BLACK);
    }

    /** FIDE 5.2.2, 5.1.2, 6.9: proven that {@code side} can never checkmate (cheap form). */
    static boolean cannot(Position p, Color side) {
        long nodes = p.legalMoveCount() <= FEW_MOVES ? FORCED_LINE_NODES : 0;
        return Winnability.quickAnalyse(p, side, nodes).answer() == Answer.CANNOT;
    }
}
