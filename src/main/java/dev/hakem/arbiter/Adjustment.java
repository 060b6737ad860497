package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.List;

/**
 * FIDE 4.2.1: only the player having the move may adjust pieces, after announcing it; an
 * announced adjustment creates no touch-move obligation. An adjustment by the other player is not
 * covered by 4.2.1 and its penalty is left to the arbiter (12.9).
 */
final class Adjustment {
    private Adjustment() {
    }

    static void adjust(ArbiterSession s, Color by, int sq) {
        if (by == null) {
            throw s.input("by", "an adjustment needs a player");
        }
        if (by == s.pos.sideToMove() || by == s.pendingPress) {
            s.record(Decision.of("PIECE_ADJUSTED", by, by == s.pendingPress ? List.of("4.2.1", "6.2.5") : List.of("4.2.1"),
                    Words.tr(by) + " önceden bildirerek " + Words.pieceTr(s.board[sq], sq) + " taşını düzeltti: dokunma zorunluluğu doğmaz.",
                    Words.en(by) + " announced and adjusted " + Words.pieceEn(s.board[sq], sq) + ": no touch-move obligation arises.").withSquares(sq));
            return;
        }
        s.record(ArbiterDiscretion.decision(by, List.of("4.2.1"),
                Words.tr(by) + " hamle sırası kendisinde değilken " + Words.pieceTr(s.board[sq], sq) + " taşını düzeltti; taş düzeltme yalnızca hamle sırası olan oyuncuya tanınmıştır.",
                Words.en(by) + " adjusted " + Words.pieceEn(s.board[sq], sq) + " without having the move; only the player having the move may adjust."));
    }
}
