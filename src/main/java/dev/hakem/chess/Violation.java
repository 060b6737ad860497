package dev.hakem.chess;

import java.util.List;

/**
 * One provision of the Laws that a move breaks, with a one-sentence reason in English and Turkish
 * naming the squares and pieces, and those squares (for board diagrams).
 *
 * @param article the provision, e.g. "3.8.2.2.1"
 * @param squares the squares the reason names
 */
public record Violation(String article, String en, String tr, List<Integer> squares) {
    public Violation {
        squares = List.copyOf(squares);
    }
}
