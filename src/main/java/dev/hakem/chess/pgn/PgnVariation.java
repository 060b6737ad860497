package dev.hakem.chess.pgn;

import java.util.List;

/**
 * A variation "( ... )": an alternative line starting in place of the move it follows.
 *
 * @param comments comments written before its first move
 * @param moves    its moves as written (their {@link PgnMove#move()} is null: not replayed)
 */
public record PgnVariation(List<String> comments, List<PgnMove> moves) {
    public PgnVariation {
        comments = List.copyOf(comments);
        moves = List.copyOf(moves);
    }
}
