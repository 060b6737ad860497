package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.List;

/**
 * FIDE 4.2.1: only the player having the move may adjust pieces, after announcing it; an
 * announced adjustment creates no touch-move obligation. The player whose clock still runs after
 * his move may adjust too (6.2.5). An adjustment by the other player, on the opponent's time, breaks
 * 4.2.1 and 6.2.5 and its penalty is left to the arbiter (12.9).
 */
final class Adjustment {
    private Adjustment() {
    }

    /** "e2'deki piyonunu" for one's own piece, "siyahın e5'teki piyonunu" for the opponent's. */
    private static String adjustedTr(Color by, dev.hakem.chess.Piece p, int sq) {
        return p.color() == by ? Words.ownAcc(p.type(), sq) : Words.theirsAcc(p.color(), p.type(), sq);
    }

    static List<Decision> adjust(GameState st, Color by, int sq) {
        if (by == null) {
            throw st.input("by", "an adjustment needs a player");
        }
        Turn t = st.turn;
        boolean clockRuns = by == st.clocks.awaiting();
        if (by == st.game.toMove() || clockRuns) {
            Duty earlier = by == st.game.toMove() ? Obligations.inForce(st) : null;
            String tr = earlier == null ? "dokunma zorunluluğu doğmaz."
                    : "düzeltme yeni bir zorunluluk doğurmaz, ama önceki dokunuşun zorunluluğu sürer: "
                            + Words.tr(by) + " " + earlier.mustTr(st.position()) + ".";
            String en = earlier == null ? "no touch-move obligation arises."
                    : "the adjustment creates no obligation of its own, but the earlier touch still binds: "
                            + Words.en(by) + " must " + earlier.describeEn(st.position()) + ".";
            return List.of(Decision.of(DecisionCode.PIECE_ADJUSTED, by, clockRuns ? List.of("4.2.1", "6.2.5") : List.of("4.2.1"),
                    Words.tr(by) + " önceden bildirerek " + adjustedTr(by, t.at(sq), sq) + " düzeltti: " + tr,
                    Words.en(by) + " announced and adjusted " + Words.pieceEn(t.at(sq), sq) + ": " + en)
                    .withSquares(sq));
        }
        return List.of(ArbiterDiscretion.penalty(st, by, List.of("4.2.1", "6.2.5"),
                Words.tr(by) + " hamle sırası kendisinde değilken " + adjustedTr(by, t.at(sq), sq)
                        + " rakibinin süresinde düzeltti; taşları yalnızca hamle sırası kendisinde olan, saati işleyen oyuncu düzeltebilir.",
                Words.en(by) + " adjusted " + Words.pieceEn(t.at(sq), sq) + " without having the move, on the opponent's time;"
                        + " only the player having the move, whose clock is running, may adjust."));
    }
}
