package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.List;

/**
 * FIDE 6.9: the player whose flag falls loses (#h1), unless the game had already ended (#h2, see
 * {@link EndedGame}) or the opponent could not checkmate by any series of legal moves, when it is
 * a draw (#h3). Irregularities are dealt with in the order they happened: a flag can fall only on a
 * running clock, so when it falls on a clock that runs only because of an earlier irregularity the
 * arbiter has since corrected (an illegal move completed by the opponent's press, 7.5.1), and the
 * correction gave this player time (7.5.5), that time stands and the flag does not count.
 */
final class FlagFall {
    private FlagFall() {
    }

    static List<Decision> fall(GameState st, Color by) {
        boolean running = st.clocks.running(st.game.toMove()) == by;
        java.time.Duration owed = st.clocks.addedThisTurn(by);
        if (!running && !owed.isZero()) {
            st.clocks.flagFellBeforeAddition(by);
            return List.of(Decision.of(DecisionCode.FLAG_FALL_VOID, by, List.of("7.5.5#h1", "6.9#h1"),
                    Words.ofTitle(by) + " bayrağı, saati ancak rakibinin kuraldışılığı yüzünden işlerken düştü."
                            + " Önce olan kuraldışılık önce ele alınır: bu yüzden " + Words.of(by) + " süresine eklenen "
                            + Words.minutes(owed.getSeconds(), true) + " saatinde kalır; bayrak düşmüş sayılmaz, oyun sürer.",
                    Words.en(by) + "'s flag fell while the clock ran only because of the opponent's irregularity. What happened"
                            + " first is dealt with first: the " + Words.minutes(owed.getSeconds(), false) + " given for it stand on "
                            + Words.en(by) + "'s clock; the flag fall does not count and the game goes on."));
        }
        st.clocks.flagFell(by);
        return MatingChances.lossUnlessOpponentCannotMate(st, by, Termination.TIME, "6.9#h1", "6.9#h3",
                "ın süresi bitti", "'s flag fell",
                Words.ofTitle(by) + " süresi bitti: oyunu kaybeder.",
                Words.en(by) + "'s flag fell: " + Words.en(by) + " loses on time.");
    }
}
