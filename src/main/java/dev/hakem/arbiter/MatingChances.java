package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import dev.hakem.chess.Position;
import dev.hakem.chess.mate.Winnability;

/**
 * "Could the opponent checkmate by any series of legal moves?" (5.1.2, 6.9, 7.5.5), decided by
 * {@link Winnability}; when it cannot decide within its bound the engine assumes the side
 * <em>can</em> checkmate and the decision says so.
 */
final class MatingChances {
    private MatingChances() {
    }

    static Winnability.Answer canMate(Position p, Color side) {
        return Winnability.canCheckmate(p, side);
    }

    static String noteTr(Winnability.Answer a, Color side) {
        return a == Winnability.Answer.UNDETERMINED
                ? " (" + side.turkish() + " oyuncunun mat edip edemeyeceği arama sınırı içinde belirlenemedi; mat edebileceği varsayıldı.)"
                : "";
    }

    static String noteEn(Winnability.Answer a, Color side) {
        return a == Winnability.Answer.UNDETERMINED
                ? " (Whether " + side.english() + " could checkmate was undetermined within the search bound; it was assumed that "
                        + side.english() + " can.)"
                : "";
    }
}
