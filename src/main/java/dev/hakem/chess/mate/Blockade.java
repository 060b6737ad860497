package dev.hakem.chess.mate;

import dev.hakem.chess.SearchBoard;

/**
 * FIDE 5.2.2: a pawn structure frozen for ever, across which the intended winner can never give
 * check. Decides "cannot checkmate" when all of the following hold (each is an over-estimate of
 * what the pieces could ever do, so the conclusion is exact):
 * <ol>
 *   <li>every pawn is blocked by a pawn on the square in front of it, no en-passant capture is
 *   pending, and no king stands on a square a pawn attacks;</li>
 *   <li>no pawn can ever capture: no enemy pawn stands on a square it attacks, no king can enter
 *   such a square (FIDE 3.9), and no other piece can ever reach one — the reachable squares of a
 *   piece are flooded step by step over squares without pawns, ignoring all other pieces;</li>
 *   <li>no piece can ever capture a pawn: no flood touches a square holding an enemy pawn (for a
 *   king: an enemy pawn that no pawn defends);</li>
 *   <li>then the pawns never move, the regions never change, and no piece of the intended
 *   winner, from any square of its region, attacks any square of the loser king's region
 *   (pawns can never check: the king never enters a square a pawn attacks; kings never check).
 *   Without a check there is no checkmate.</li>
 * </ol>
 */
final class Blockade {
    private Blockade() {
    }

    private static final int WHITE = 0, BLACK = 1;
    private static final int PAWN = 0, KNIGHT = 1, BISHOP = 2, ROOK = 3, KING = 5;

    /** "blockade" when the rule proves {@code winner} can never checkmate; null otherwise. */
    static String reason(SearchBoard b, int winner) {
        if (b.enPassantSquare() >= 0) {
            return null;
        }
        long wp = b.pieces(PAWN), bp = b.pieces(6 + PAWN);
        long pawns = wp | bp;
        if (pawns == 0) {
            return null;
        }
        // 1. every pawn blocked by a pawn in front of it
        if (((wp << 8) & ~pawns) != 0 || ((bp >>> 8) & ~pawns) != 0) {
            return null;
        }
        long[] pawnAttacks = {pawnAttacks(wp, WHITE), pawnAttacks(bp, BLACK)};
        // no pawn can capture now
        if ((pawnAttacks[WHITE] & bp) != 0 || (pawnAttacks[BLACK] & wp) != 0) {
            return null;
        }
        long[] pawnsOf = {wp, bp};
        long region = 0; // the loser king's region
        long winnerAttacks = 0;
        for (int color = 0; color < 2; color++) {
            int enemy = color ^ 1;
            long forbiddenForKing = pawnAttacks[enemy] | pawnsOf[color];
            for (int type = KNIGHT; type <= KING; type++) {
                long set = b.pieces(color * 6 + type);
                while (set != 0) {
                    int sq = Long.numberOfTrailingZeros(set);
                    set &= set - 1;
                    if (type == KING) {
                        if ((pawnAttacks[enemy] & (1L << sq)) != 0) {
                            return null; // in check by a pawn now
                        }
                        long reach = flood(sq, type, pawns | forbiddenForKing);
                        // an enemy pawn next to the region and not defended by a pawn can be taken
                        long touched = neighbours(reach, type) & pawnsOf[enemy] & ~pawnAttacks[enemy];
                        if (touched != 0) {
                            return null;
                        }
                        if (color != winner) {
                            region = reach;
                        }
                    } else {
                        long reach = flood(sq, type, pawns);
                        if ((reach & pawnAttacks[enemy]) != 0) {
                            return null; // could be captured by a pawn
                        }
                        if ((neighbours(reach, type) & pawnsOf[enemy]) != 0) {
                            return null; // could capture a pawn
                        }
                        if (color == winner) {
                            long r = reach;
                            while (r != 0) {
                                int s = Long.numberOfTrailingZeros(r);
                                r &= r - 1;
                                winnerAttacks |= SearchBoard.attacks(type, color, s, pawns);
                            }
                        }
                    }
                }
            }
        }
        return (winnerAttacks & region) == 0 ? "blockade" : null;
    }

    private static long pawnAttacks(long pawns, int color) {
        long a = 0;
        while (pawns != 0) {
            int s = Long.numberOfTrailingZeros(pawns);
            pawns &= pawns - 1;
            a |= SearchBoard.attacks(PAWN, color, s, 0);
        }
        return a;
    }

    /** Squares reachable from {@code from} by single steps of the piece, never entering {@code blocked}. */
    private static long flood(int from, int type, long blocked) {
        long reach = 1L << from;
        long frontier = reach;
        while (frontier != 0) {
            long next = neighbours(frontier, type) & ~blocked & ~reach;
            reach |= next;
            frontier = next;
        }
        return reach;
    }

    /** Squares one step (of that kind of piece) away from any square of the set. */
    private static long neighbours(long set, int type) {
        long out = 0;
        while (set != 0) {
            int s = Long.numberOfTrailingZeros(set);
            set &= set - 1;
            out |= step(s, type);
        }
        return out;
    }

    private static long step(int s, int type) {
        switch (type) {
            case KNIGHT:
                return SearchBoard.attacks(KNIGHT, WHITE, s, 0);
            case BISHOP:
                return SearchBoard.attacks(KING, WHITE, s, 0) & diagonalNeighbours(s);
            case ROOK:
                return SearchBoard.attacks(KING, WHITE, s, 0) & ~diagonalNeighbours(s);
            default:
                return SearchBoard.attacks(KING, WHITE, s, 0);
        }
    }

    private static long diagonalNeighbours(int s) {
        return SearchBoard.attacks(BISHOP, WHITE, s, -1L);
    }
}
