package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.List;

/**
 * FIDE 4.2.1: only the player having the move may adjust pieces, after announcing it; an
 * announced adjustment creates no touch-move obligation. The player whose clock still runs after
 * his move may adjust too (6.2.5). An adjustment by the other player is not covered by 4.2.1 and
 * its penalty is left to the arbiter (12.9).
 */
final class Adjustment {
    private Adjustment() {
    }

    static List<Decision> adjust(GameState st, Color by, int sq) {
        if (by == null) {
            throw st.input("by", "an adjustment needs a player");
        }
        Turn t = st.turn;
        boolean clockRuns = by == st.clocks.awaiting();
        if (by == st.game.toMove() || clockRuns) {
            return List.of(Decision.of(DecisionCode.PIECE_ADJUSTED, by, clockRuns ? List.of("4.2.1", "6.2.5") : List.of("4.2.1"),
                    Words.tr(by) + " önceden bildirerek " + Words.pieceTr(t.at(sq), sq) + " taşını düzeltti: dokunma zorunluluğu doğmaz.",
                    Words.en(by) + " announced and adjusted " + Words.pieceEn(t.at(sq), sq) + ": no touch-move obligation arises.")
                    .withSquares(sq));
        }
        return List.of(ArbiterDiscretion.penalty(st, by, List.of("4.2.1"),
                Words.tr(by) + " hamle sırası kendisinde değilken " + Words.pieceTr(t.at(sq), sq)
                        + " taşını düzeltti; taş düzeltme yalnızca hamle sırası olan oyuncuya tanınmıştır.",
                Words.en(by) + " adjusted " + Words.pieceEn(t.at(sq), sq) + " without having the move; only the player having the move may adjust."));
    }
}
