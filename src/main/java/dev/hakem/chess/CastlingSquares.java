package dev.hakem.chess;

import java.util.Arrays;

/**
 * FIDE 3.8.2 and Guidelines II.3: where the castling king and rooks of a game start and end, and
 * what follows for move generation — which squares must be vacant, which squares the king passes
 * and may not be attacked, and which moves take a castling right away. Fixed for a whole game
 * (rights are only ever lost, never moved), immutable, and shared by every board of the game.
 *
 * <p>The four castling rights are indexed as their bits in {@link Board#castling}: 0 White g-side
 * (K), 1 White c-side (Q), 2 Black g-side (k), 3 Black c-side (q). A right the game never had has
 * {@link Square#NONE} squares.
 *
 * <p>In the standard game the king goes from e1/e8 two squares towards the rook on h1/a1/h8/a8 and
 * a castling move is encoded as that king move (e1g1). In Chess960 the king and rook start
 * anywhere on the first rank with the king between the rooks (II.2.1); after castling they stand
 * where they would in the standard game (II.3.2.6), and a castling move is encoded as the king
 * taking its own rook (e1h1), as UCI engines do with UCI_Chess960, because the king's own
 * movement may be zero or one square and so cannot tell castling from a king move.
 */
final class CastlingSquares {
    /** The standard game: king e1/e8, rooks a/h. */
    static final CastlingSquares STANDARD = new CastlingSquares(false,
            new int[] {Square.E1, Square.E1, Square.E8, Square.E8},
            new int[] {Square.H1, Square.A1, Square.H8, Square.A8});

    final boolean chess960;
    final int[] kingFrom = new int[4];
    final int[] rookFrom = new int[4];
    final int[] kingTo = new int[4];
    final int[] rookTo = new int[4];
    /** The {@code to} square of the encoded castling move: the king's target (standard) or the rook (960). */
    final int[] moveTo = new int[4];
    /** II.3.2.7 (Note 4) / 3.8.2.2.2: squares that must be empty, the castling king and rook apart. */
    final long[] vacant = new long[4];
    /**
     * 3.8.2.2.1 and 3.9.2: squares the king crosses or ends on, its final square always included —
     * also when the king does not move (II.3.2.4), since the rook leaving may expose it.
     */
    final long[] kingPath = new long[4];
    /** 3.8.2.1: the rights kept when a piece leaves or arrives on a square. */
    final int[] keep = new int[64];

    /**
     * @param kingFrom per right, the king's start square, or {@link Square#NONE}
     * @param rookFrom per right, the rook's start square, or {@link Square#NONE}
     */
    CastlingSquares(boolean chess960, int[] kingFrom, int[] rookFrom) {
        this.chess960 = chess960;
        Arrays.fill(keep, 15);
        for (int r = 0; r < 4; r++) {
            int k = kingFrom[r];
            int rook = rookFrom[r];
            this.kingFrom[r] = k;
            this.rookFrom[r] = rook;
            if (k == Square.NONE || rook == Square.NONE) {
                this.kingFrom[r] = this.rookFrom[r] = this.kingTo[r] = this.rookTo[r] = this.moveTo[r] = Square.NONE;
                continue;
            }
            CastlingSide side = side(r);
            int rank = Square.rank(k);
            int kt = Square.of(side.kingFile(), rank);
            int rt = Square.of(side.rookFile(), rank);
            kingTo[r] = kt;
            rookTo[r] = rt;
            moveTo[r] = chess960 ? rook : kt;
            long kingAndRook = (1L << k) | (1L << rook);
            vacant[r] = (span(k, kt) | span(rook, rt)) & ~kingAndRook;
            kingPath[r] = span(k, kt) | (1L << kt);
            keep[k] &= ~(r < 2 ? 3 : 12);
            keep[rook] &= ~(1 << r);
        }
    }

    /** The squares from {@code a} (excluded) to {@code b} (included) along their rank; none when a == b. */
    static long span(int a, int b) {
        return a == b ? 0 : Bitboards.BETWEEN[a][b] | (1L << b);
    }

    /** The side of a right index (0–3). */
    static CastlingSide side(int right) {
        return (right & 1) == 0 ? CastlingSide.G_SIDE : CastlingSide.C_SIDE;
    }

    /** The right index (0–3) of a colour (0 White, 1 Black) and side. */
    static int index(int color, CastlingSide side) {
        return color * 2 + (side == CastlingSide.G_SIDE ? 0 : 1);
    }

    /** Whether these squares are those of the standard game (the standard encoding included). */
    boolean isStandard() {
        return this == STANDARD;
    }

    /** The same squares with rights a game can no longer use dropped (for equality of positions). */
    boolean sameSquares(CastlingSquares o, int rights) {
        if (o == this) {
            return true;
        }
        if (chess960 != o.chess960) {
            return false;
        }
        for (int r = 0; r < 4; r++) {
            if ((rights & (1 << r)) != 0 && (kingFrom[r] != o.kingFrom[r] || rookFrom[r] != o.rookFrom[r])) {
                return false;
            }
        }
        return true;
    }
}
