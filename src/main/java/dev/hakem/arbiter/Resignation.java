package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.List;

/**
 * FIDE 5.1.2: a player who resigns loses at once (#h1) — unless the opponent could not checkmate
 * by any series of legal moves, when the game is drawn (#h2, new in 2023).
 */
final class Resignation {
    private Resignation() {
    }

    static List<Decision> resign(GameState st, Color by) {
        return MatingChances.lossUnlessOpponentCannotMate(st, by, Termination.RESIGNATION, "5.1.2#h1", "5.1.2#h2",
                " terk etti", " resigned",
                Words.tr(by) + " terk etti ve oyunu kaybetti; oyun hemen sona erer.",
                Words.en(by) + " resigned and loses; the game ends at once.");
    }
}
