package dev.hakem.chess;

/**
 * A move as the arbiter observes it on the board: the square a piece leaves, the square it is
 * released on, and for a pawn reaching the last rank the piece that replaces it (FIDE 3.7.3.3).
 * Castling is the king's move two squares (FIDE 3.8.2: e1-g1, e1-c1, e8-g8, e8-c8);
 * en passant is the pawn's diagonal move to the empty square behind the passed pawn.
 *
 * @param promotion null unless the move promotes
 */
public record Move(int from, int to, PieceType promotion) {

    public Move {
        if (from < 0 || from > 63 || to < 0 || to > 63) {
            throw new IllegalArgumentException("square out of range: " + from + "," + to);
        }
    }

    public static Move of(int from, int to) {
        return new Move(from, to, null);
    }

    /** UCI form: "e2e4", "e7e8q". */
    public String uci() {
        String s = Square.name(from) + Square.name(to);
        return promotion == null ? s : s + Character.toLowerCase(promotion.englishLetter());
    }

    @Override
    public String toString() {
        return uci();
    }
}
