package dev.hakem.chess;

/**
 * A castling move as it happens on the board (FIDE 3.8.2, Guidelines II.3): which side castles
 * where, and the squares the king and the rook leave and reach.
 */
public record CastlingMove(Color color, CastlingSide side, int kingFrom, int kingTo, int rookFrom, int rookTo) {

    /** II.3.2.1–II.3.2.4: the four ways castling is carried out on the board, by what moves. */
    public enum Method {
        /** II.3.2.1: the king moves and the rook moves (every castling of the standard game). */
        DOUBLE_MOVE("II.3.2.1"),
        /** II.3.2.2: king and rook exchange their squares. */
        TRANSPOSITION("II.3.2.2"),
        /** II.3.2.3: only the king moves; the rook already stands on its final square. */
        KING_ONLY("II.3.2.3"),
        /** II.3.2.4: only the rook moves; the king already stands on its final square. */
        ROOK_ONLY("II.3.2.4");

        private final String article;

        Method(String article) {
            this.article = article;
        }

        /** The provision of Guidelines II that describes this way. */
        public String article() {
            return article;
        }
    }

    /** II.3.2.1–II.3.2.4: how this castling is carried out (II.3.2.7 Note 2: never both stay). */
    public Method method() {
        if (kingFrom == kingTo) {
            return Method.ROOK_ONLY;
        }
        if (rookFrom == rookTo) {
            return Method.KING_ONLY;
        }
        if (kingFrom == rookTo && rookFrom == kingTo) {
            return Method.TRANSPOSITION;
        }
        return Method.DOUBLE_MOVE;
    }
}
