package dev.hakem.chess.mate;

import dev.hakem.chess.SearchBoard;

/**
 * FIDE 5.2.2 / 6.9: the material configurations in which a side can never checkmate, whatever
 * both sides play. Each rule is exact (a proof sketch is beside it) and is checked at every node
 * of the helpmate search, so it also decides positions the search reaches.
 */
final class InsufficientMaterial {
    private InsufficientMaterial() {
    }

    /** Which rule applies, or null when none does. */
    static String reason(SearchBoard b, int winner) {
        String lone = loneMinorAgainstLoneHeavy(b, winner);
        if (lone != null) {
            return lone;
        }
        String basic = reason(b.occupancy(winner), b.pieces(KING) | b.pieces(6 + KING),
                b.pieces(PAWN) | b.pieces(6 + PAWN) | b.pieces(ROOK) | b.pieces(6 + ROOK)
                        | b.pieces(QUEEN) | b.pieces(6 + QUEEN),
                b.pieces(KNIGHT) | b.pieces(6 + KNIGHT), b.pieces(BISHOP) | b.pieces(6 + BISHOP));
        return basic != null ? basic : bishopsAgainstRooksAndQueens(b, winner);
    }

    static final long LIGHT_SQUARES = 0x55AA55AA55AA55AAL;
    private static final int PAWN = 0, KNIGHT = 1, BISHOP = 2, ROOK = 3, QUEEN = 4, KING = 5;

    private static String reason(long winnerPieces, long kings, long pawnsRooksQueens,
            long knights, long bishops) {
        // Rule 1 (lone king): a king never gives check, and a side without pawns can never get
        // another piece (pieces only appear by promotion, FIDE 3.7.3.3), so it can never checkmate.
        if ((winnerPieces & ~kings) == 0) {
            return "lone-king";
        }
        if (pawnsRooksQueens != 0) {
            return null;
        }
        // Rule 2 (bishops of one colour): with nothing on the board but kings and bishops that all
        // stand on squares of one colour (either side, any number), every check comes along that
        // colour, so the checked king stands on it and its orthogonal neighbours, of the other
        // colour, can be neither attacked by a bishop nor occupied by one: only the enemy king can
        // cover them. A king has at least two orthogonal neighbours and the only squares next to
        // two of them are the checked king's own square and a square adjacent to it, where the
        // enemy king may not stand (FIDE 3.8.1). So no checkmate exists.
        if (knights == 0 && ((bishops & LIGHT_SQUARES) == 0 || (bishops & ~LIGHT_SQUARES) == 0)) {
            return "bishops-of-one-colour";
        }
        // Rule 3 (a single knight): with kings and one knight only, the checked king has at least
        // three neighbours; a knight attacks no square next to the square it checks on a corner,
        // and in general the knight and the enemy king (which may not stand next to the checked
        // king) never cover all of them. Verified by enumerating every placement of the three
        // pieces (InsufficientMaterialTest): no checkmate exists.
        if (bishops == 0 && Long.bitCount(knights) == 1) {
            return "single-knight";
        }
        return null;
    }

    /**
     * Rule 5 (bishops of one colour against rooks and queens): no pawns on the board; the
     * intended winner has its king and bishops that all stand on squares of one colour C; the
     * loser has no knight and no bishop on the other colour C' (any rooks, queens and C-bishops);
     * and either the winner has a single bishop or the loser at most one rook or queen in all.
     * No move can change this (no promotions; men only disappear). Only a bishop can check, so a
     * checked king stands on C and its orthogonal neighbours (at least two: a corner has two, an
     * edge square three) are on C': no bishop attacks them, the winner's king covers at most one
     * (a square next to two of them is next to the checked king), so the others hold the loser's
     * rooks or queens. If the loser has at most one of them, the king must be in a corner (any
     * other square has three orthogonal neighbours or more), which one diagonal passes: the check
     * is single. If the winner has one bishop, the check is single too. A single check runs along
     * a diagonal through a neighbour d of the king; d is orthogonally next to two orthogonal
     * neighbours, which the winner's king does not both cover, so a loser's rook or queen stands
     * orthogonally next to d and takes the checker on d or steps onto d in front of it. It is not
     * pinned (the line from the king through it is orthogonal, and the winner has no rook or
     * queen), and moving it opens no diagonal to the king. So it is never checkmate.
     * (A knight or a C'-bishop of the loser could block without reaching d: mates exist then,
     * e.g. Ka8, Na7 against Kc7, Bb7.)
     */
    static String bishopsAgainstRooksAndQueens(SearchBoard b, int winner) {
        int loser = winner ^ 1;
        int w = winner * 6, l = loser * 6;
        long bishops = b.pieces(w + BISHOP);
        if (bishops == 0 || (b.pieces(PAWN) | b.pieces(6 + PAWN)) != 0
                || Long.bitCount(b.occupancy(winner)) != Long.bitCount(bishops) + 1) {
            return null;
        }
        long colour = (bishops & LIGHT_SQUARES) != 0 ? LIGHT_SQUARES : ~LIGHT_SQUARES;
        if ((bishops & ~colour) != 0 || b.pieces(l + KNIGHT) != 0 || (b.pieces(l + BISHOP) & ~colour) != 0) {
            return null;
        }
        int heavy = Long.bitCount(b.pieces(l + ROOK) | b.pieces(l + QUEEN));
        return Long.bitCount(bishops) == 1 || heavy <= 1 ? "bishops-against-rooks-and-queens" : null;
    }

    /**
     * Rule 4 (a lone minor piece against a lone heavy piece): no pawns on the board, the intended
     * winner has king and one bishop or one knight, the loser king and one queen — or, against
     * the bishop, one rook. No checkmate of the loser exists with these men (enumerated in
     * InsufficientMaterialTest: the heavy piece can always capture the checking piece or step
     * between), no piece can appear (no pawns), and every capture leads to rule 1, 2 or 3.
     * (A knight against a rook is not covered: mates exist there, e.g. Ka1, Rb1 against Ka3, Nc2.)
     */
    static String loneMinorAgainstLoneHeavy(SearchBoard b, int winner) {
        int loser = winner ^ 1;
        if ((b.pieces(PAWN) | b.pieces(6 + PAWN)) != 0) {
            return null;
        }
        long w = b.occupancy(winner), l = b.occupancy(loser);
        if (Long.bitCount(w) != 2 || Long.bitCount(l) != 2) {
            return null;
        }
        boolean bishop = b.pieces(winner * 6 + BISHOP) != 0;
        boolean knight = b.pieces(winner * 6 + KNIGHT) != 0;
        boolean queen = b.pieces(loser * 6 + QUEEN) != 0;
        boolean rook = b.pieces(loser * 6 + ROOK) != 0;
        return (bishop && (queen || rook)) || (knight && queen) ? "lone-minor-against-lone-heavy-piece" : null;
    }
}
