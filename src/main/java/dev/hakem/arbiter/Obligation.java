package dev.hakem.arbiter;

import java.util.List;

/**
 * What the player to move is bound to do next (touch-move and its relatives, FIDE 4.3–4.5, 4.7.2,
 * and the intended move of an incorrect claim, 9.5.3).
 *
 * @param kind     the kind of obligation
 * @param square   the square concerned (the touched piece, the piece to capture, the king), or null
 * @param side     "kingside" | "queenside" for castling, else null
 * @param articles the provisions that created it
 * @param from     for {@link ObligationKind#CAPTURE_PIECE} under 4.3.3: the square of the own piece that must capture; else null
 * @param move     for {@link ObligationKind#PLAY_MOVE}: the move in UCI ("g1f3"); else null
 */
public record Obligation(ObligationKind kind, String square, String side, List<String> articles, String from,
                         String move) {

    public Obligation {
        articles = List.copyOf(articles);
    }
}
