package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.time.Duration;

/**
 * FIDE 6.9: the player whose flag falls loses (#h1), unless the game had already ended under
 * Article 5 (#h2, see {@link GameEndings#alreadyEnded}) or the opponent could not checkmate by
 * any series of legal moves, when it is a draw (#h3).
 */
final class FlagFall {
    private FlagFall() {
    }

    static void fall(ArbiterSession s, Color by) {
        if (s.clocks != null && s.clocks.containsKey(by)) {
            s.clocks.put(by, Duration.ZERO);
        }
        MatingChances.lossUnlessOpponentCannotMate(s, by, "time", "6.9#h1", "6.9#h3",
                " oyuncunun süresi bitti", "'s flag fell",
                Words.tr(by) + " oyuncunun süresi bitti: oyunu kaybeder.",
                Words.en(by) + "'s flag fell: " + Words.en(by) + " loses on time.");
    }
}
