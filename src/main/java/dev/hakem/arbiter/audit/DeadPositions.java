package dev.hakem.arbiter.audit;

import dev.hakem.chess.Color;
import dev.hakem.chess.Position;
import dev.hakem.chess.mate.Winnability;
import dev.hakem.chess.mate.Winnability.Answer;

/**
 * FIDE 5.2.2: whether a position of a game is dead, with the engine of the rulings
 * ({@link Winnability}). Scanning every position, the audit uses its exact rules (material,
 * blockade) everywhere and its helpmate search where the side to move has few moves and few men
 * are left (forced lines). Only proven dead positions count, so a finding is never a guess (a
 * dead position that only the search elsewhere could prove may go unreported).
 */
final class DeadPositions {
    /**
     * Search bound, per side, where few moves are possible. Set from measurements
     * ({@code dev.hakem.bench.DeadPositionBudgets audit}) on the 4,105 games in
     * src/test/resources/games: 916 positions are searched, 10 of them dead (3 proved by the rules,
     * 7 by a search of at most 11 nodes); the processor time per position grows with the bound only
     * up to about 500 nodes (24 µs at 50, 67 µs at 200, then 78-94 µs from 500 to 100,000: the
     * helpmate of a live position is found by then). The bound is the rules engine's
     * (MatingChances.AFTER_MOVE_BUDGET): as cheap on real games, and a single position stays cheap.
     */
    static final long FORCED_LINE_NODES = 20_000;
    static final int FEW_MOVES = 3;
    /** Forced lines are searched only with at most this many men on the board (kings included). */
    static final int FEW_MEN = 8;

    private DeadPositions() {
    }

    /** Proven dead while scanning a game (cheap). */
    static boolean scan(Position p) {
        if (p.isCheckmate()) {
            return false;
        }
        if (cannot(p, Color.WHITE, 0) && cannot(p, Color.BLACK, 0)) {
            return true; // the exact rules
        }
        long nodes = forcedLineNodes(p);
        return nodes > 0 && cannot(p, Color.WHITE, nodes) && cannot(p, Color.BLACK, nodes);
    }

    /** FIDE 5.2.2, 5.1.2, 6.9: proven that {@code side} can never checkmate (cheap form). */
    static boolean cannot(Position p, Color side) {
        return cannot(p, side, 0) || cannot(p, side, forcedLineNodes(p));
    }

    /** With {@code nodes} 0 the exact rules alone, otherwise the rules and the search. */
    private static boolean cannot(Position p, Color side, long nodes) {
        return (nodes == 0 ? Winnability.quickAnalyse(p, side, 0) : Winnability.analyse(p, side, nodes)).answer()
                == Answer.CANNOT;
    }

    /** The search bound worth spending: only a small, forced tree can be searched to the end. */
    private static long forcedLineNodes(Position p) {
        if (p.legalMoveCount() > FEW_MOVES) {
            return 0;
        }
        int men = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (p.pieceAt(sq) != null) {
                men++;
            }
        }
        return men <= FEW_MEN ? FORCED_LINE_NODES : 0;
    }
}
