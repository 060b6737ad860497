package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.List;

/**
 * FIDE 6.9: the player whose flag falls loses (#h1), unless the game had already ended (#h2, see
 * {@link EndedGame}) or the opponent could not checkmate by any series of legal moves, when it is
 * a draw (#h3).
 */
final class FlagFall {
    private FlagFall() {
    }

    static List<Decision> fall(GameState st, Color by) {
        st.clocks.flagFell(by);
        return MatingChances.lossUnlessOpponentCannotMate(st, by, Termination.TIME, "6.9#h1", "6.9#h3",
                " oyuncunun süresi bitti", "'s flag fell",
                Words.tr(by) + " oyuncunun süresi bitti: oyunu kaybeder.",
                Words.en(by) + "'s flag fell: " + Words.en(by) + " loses on time.");
    }
}
