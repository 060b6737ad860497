package dev.hakem.chess;

/**
 * FIDE 3.8.2 / II.3.2.6: the two ways to castle, named by where the king ends: the g-side (O-O,
 * "kingside" in the standard game: king on g1/g8, rook on f1/f8) and the c-side (O-O-O,
 * "queenside": king on c1/c8, rook on d1/d8).
 */
public enum CastlingSide {
    G_SIDE,
    C_SIDE;

    /** The file (0–7) the king ends on: g or c (FIDE 3.8.2, II.3.2.6). */
    public int kingFile() {
        return this == G_SIDE ? 6 : 2;
    }

    /** The file (0–7) the rook ends on: f or d (FIDE 3.8.2, II.3.2.6). */
    public int rookFile() {
        return this == G_SIDE ? 5 : 3;
    }

    /** FIDE C.13: "O-O" or "O-O-O". */
    public String san() {
        return this == G_SIDE ? "O-O" : "O-O-O";
    }

    /** "kingside" / "queenside" in the standard game's words. */
    public String english() {
        return this == G_SIDE ? "kingside" : "queenside";
    }

    /** "kısa" / "uzun" (rok). */
    public String turkish() {
        return this == G_SIDE ? "kısa" : "uzun";
    }
}
