package dev.hakem.chess.pgn;

import dev.hakem.chess.Move;
import java.util.List;

/**
 * One move of a game record as written: its SAN token (as it appeared, annotations included),
 * the NAGs attached to it (a "!?"-style suffix becomes its NAG, 1–6), the comments that follow it,
 * and the variations that replace it (each an alternative to this move, from the position before it).
 *
 * @param move       the legal move, for a main-line move; null inside a variation (variations are
 *                   kept as written, not replayed)
 * @param san        the token as written, e.g. "Nxe5+!" or "Axe5+"
 * @param nags       Numeric Annotation Glyphs, in order
 * @param comments   comments written after the move (without braces)
 * @param variations alternatives to this move, in order
 * @param line       line of the token in the source (0 when the game was built, not read)
 * @param column     column of the token in the source
 */
public record PgnMove(Move move, String san, List<Integer> nags, List<String> comments,
                      List<PgnVariation> variations, int line, int column) {

    public PgnMove {
        nags = List.copyOf(nags);
        comments = List.copyOf(comments);
        variations = List.copyOf(variations);
    }

    /** A main-line move with no annotation. */
    public static PgnMove of(Move move, String san) {
        return new PgnMove(move, san, List.of(), List.of(), List.of(), 0, 0);
    }
}
