package dev.hakem.chess;

import java.util.List;

/**
 * One provision of the Laws that a move breaks, with a one-sentence reason in English and Turkish
 * naming the squares and pieces, and those squares (for board diagrams).
 *
 * @param article the provision, e.g. "3.8.2.2.1"
 * @param squares the squares the reason names
 * @param under   the provision that applies {@code article} to this game, or null: in Chess960 the
 *                castling conditions of 3.8.2 hold as read by Guidelines II.3 (e.g. "II.3.1")
 * @param terms   the definitions the reason rests on (2.4: the file, the rank, the diagonal a piece moves along)
 */
public record Violation(String article, String en, String tr, List<Integer> squares, String under, List<String> terms) {
    public Violation {
        squares = List.copyOf(squares);
        terms = List.copyOf(terms);
    }

    /** A violation without definitions ({@code terms}). */
    public Violation(String article, String en, String tr, List<Integer> squares, String under) {
        this(article, en, tr, squares, under, List.of());
    }

    /** A violation of a provision of the standard game. */
    public Violation(String article, String en, String tr, List<Integer> squares) {
        this(article, en, tr, squares, null);
    }

    /** The provisions cited: {@link #under} (when there is one), then {@link #article}, then the definitions its reason uses. */
    public List<String> articles() {
        java.util.ArrayList<String> out = new java.util.ArrayList<>();
        if (under != null) {
            out.add(under);
        }
        out.add(article);
        out.addAll(terms);
        return List.copyOf(out);
    }
}
