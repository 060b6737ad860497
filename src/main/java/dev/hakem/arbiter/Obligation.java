package dev.hakem.arbiter;

import java.util.List;

/**
 * What the player to move is bound to do next (touch-move and its relatives, FIDE 4.3–4.5, 4.7.2).
 *
 * @param kind     "move-piece" | "capture-piece" | "castle" | "move-king" | "any-move"
 * @param square   the square concerned (the touched piece, the king), or null
 * @param side     "kingside" | "queenside" for castling, else null
 * @param articles the provisions that created it
 */
public record Obligation(String kind, String square, String side, List<String> articles) {
}
