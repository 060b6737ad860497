package dev.hakem.chess;

import static dev.hakem.chess.Bitboards.BETWEEN;
import static dev.hakem.chess.Bitboards.BISHOP_EMPTY;
import static dev.hakem.chess.Bitboards.KING;
import static dev.hakem.chess.Bitboards.KNIGHT;
import static dev.hakem.chess.Bitboards.LINE;
import static dev.hakem.chess.Bitboards.PAWN;
import static dev.hakem.chess.Bitboards.ROOK_EMPTY;

/**
 * The mutable working board behind {@link Position}: bitboards, a mailbox, and legal move
 * generation into int arrays (no allocation), used directly by perft. Never exposed: a
 * {@link Position} owns one instance that it never changes.
 *
 * <p>A move is an int: from (bits 0–5), to (6–11), promotion piece type ordinal (12–14, 0 = none),
 * flag (15–16: {@link #NORMAL}, {@link #DOUBLE_STEP}, {@link #EN_PASSANT}, {@link #CASTLING}).
 */
final class Board {
    static final int NORMAL = 0;
    static final int DOUBLE_STEP = 1;
    static final int EN_PASSANT = 2;
    static final int CASTLING = 3;

    static final int WK = 1, WQ = 2, BK = 4, BQ = 8;

    static final int PAWN_T = 0, KNIGHT_T = 1, BISHOP_T = 2, ROOK_T = 3, QUEEN_T = 4, KING_T = 5;

    /** Piece bitboards indexed color * 6 + type ordinal (the {@link Piece} ordinal). */
    final long[] bb = new long[12];
    final long[] occ = new long[2];
    long all;
    /** Piece ordinal per square, -1 when empty. */
    final byte[] mailbox = new byte[64];
    int stm;
    int castling;
    int ep = Square.NONE;
    int halfmove;
    int fullmove = 1;
    /** Zobrist key of placement, side and castling (en passant is added by the caller when legal). */
    long key;
    /** Where this game's castling kings and rooks start and end (FIDE 3.8.2, II.3); never null. */
    CastlingSquares castles = CastlingSquares.STANDARD;

    Board() {
        java.util.Arrays.fill(mailbox, (byte) -1);
    }

    static int from(int m) {
        return m & 63;
    }

    static int to(int m) {
        return (m >>> 6) & 63;
    }

    static int promo(int m) {
        return (m >>> 12) & 7;
    }

    static int flag(int m) {
        return (m >>> 15) & 3;
    }

    static int encode(int from, int to, int promo, int flag) {
        return from | (to << 6) | (promo << 12) | (flag << 15);
    }

    void copyFrom(Board o) {
        System.arraycopy(o.bb, 0, bb, 0, 12);
        occ[0] = o.occ[0];
        occ[1] = o.occ[1];
        all = o.all;
        System.arraycopy(o.mailbox, 0, mailbox, 0, 64);
        stm = o.stm;
        castling = o.castling;
        ep = o.ep;
        halfmove = o.halfmove;
        fullmove = o.fullmove;
        key = o.key;
        castles = o.castles;
    }

    Board copy() {
        Board b = new Board();
        b.copyFrom(this);
        return b;
    }

    void put(int piece, int sq) {
        long s = 1L << sq;
        bb[piece] |= s;
        occ[piece >= 6 ? 1 : 0] |= s;
        all |= s;
        mailbox[sq] = (byte) piece;
        key ^= Zobrist.PIECE[piece][sq];
    }

    void remove(int sq) {
        int piece = mailbox[sq];
        long s = ~(1L << sq);
        bb[piece] &= s;
        occ[piece >= 6 ? 1 : 0] &= s;
        all &= s;
        mailbox[sq] = -1;
        key ^= Zobrist.PIECE[piece][sq];
    }

    void setCastling(int rights) {
        key ^= Zobrist.CASTLING[castling] ^ Zobrist.CASTLING[rights];
        castling = rights;
    }

    void setSide(int side) {
        if (side != stm) {
            key ^= Zobrist.SIDE;
        }
        stm = side;
    }

    int kingSquare(int color) {
        return Long.numberOfTrailingZeros(bb[color * 6 + KING_T]);
    }

    /** Pieces of colour {@code by} attacking sq, with the given occupancy (FIDE 3.1.2 "attacks"). */
    long attackersOf(int sq, int by, long occupancy) {
        int o = by * 6;
        return (PAWN[by ^ 1][sq] & bb[o])
                | (KNIGHT[sq] & bb[o + KNIGHT_T])
                | (KING[sq] & bb[o + KING_T])
                | (Bitboards.bishop(sq, occupancy) & (bb[o + BISHOP_T] | bb[o + QUEEN_T]))
                | (Bitboards.rook(sq, occupancy) & (bb[o + ROOK_T] | bb[o + QUEEN_T]));
    }

    boolean attacked(int sq, int by, long occupancy) {
        int o = by * 6;
        return (PAWN[by ^ 1][sq] & bb[o]) != 0
                || (KNIGHT[sq] & bb[o + KNIGHT_T]) != 0
                || (KING[sq] & bb[o + KING_T]) != 0
                || (Bitboards.bishop(sq, occupancy) & (bb[o + BISHOP_T] | bb[o + QUEEN_T])) != 0
                || (Bitboards.rook(sq, occupancy) & (bb[o + ROOK_T] | bb[o + QUEEN_T])) != 0;
    }

    /** FIDE 3.9.1: pieces of the side not to move that attack the king of the side to move. */
    long checkers() {
        return attackersOf(kingSquare(stm), stm ^ 1, all);
    }

    /**
     * FIDE 3.10.1: writes the legal moves of the side to move into {@code moves} from index
     * {@code start}; returns the end index. Pins and checks are resolved here, so every move
     * written is legal (3.9.2: no move leaves or puts the own king in check).
     */
    int generate(int[] moves, int start) {
        final int us = stm, them = us ^ 1, o = us * 6, t = them * 6;
        // the opponent's king is never a target: in a legal position it is never attacked, and in one left by an
        // uncorrected illegal move (FIDE 7.5, A.5.2) no hand takes a king off the board
        final long own = occ[us] | bb[t + KING_T], opp = occ[them] & ~bb[t + KING_T], all = this.all;
        final int ksq = Long.numberOfTrailingZeros(bb[o + KING_T]);
        final long checkers = attackersOf(ksq, them, all);
        int n = start;

        // FIDE 3.8.1: the king, to an adjacent square not attacked (own king lifted off the board).
        long occNoKing = all ^ (1L << ksq);
        long targets = KING[ksq] & ~own;
        while (targets != 0) {
            int to = Long.numberOfTrailingZeros(targets);
            targets &= targets - 1;
            if (!attacked(to, them, occNoKing)) {
                moves[n++] = ksq | (to << 6);
            }
        }
        if ((checkers & (checkers - 1)) != 0) {
            return n; // double check: only the king may move
        }
        final long mask = checkers == 0 ? ~own : (BETWEEN[ksq][Long.numberOfTrailingZeros(checkers)] | checkers);

        long pinned = 0;
        long snipers = (ROOK_EMPTY[ksq] & (bb[t + ROOK_T] | bb[t + QUEEN_T]))
                | (BISHOP_EMPTY[ksq] & (bb[t + BISHOP_T] | bb[t + QUEEN_T]));
        while (snipers != 0) {
            int s = Long.numberOfTrailingZeros(snipers);
            snipers &= snipers - 1;
            long b = BETWEEN[ksq][s] & all;
            if (b != 0 && (b & (b - 1)) == 0 && (b & own) != 0) {
                pinned |= b;
            }
        }

        long pcs = bb[o + KNIGHT_T] & ~pinned; // a pinned knight can never move
        while (pcs != 0) {
            int from = Long.numberOfTrailingZeros(pcs);
            pcs &= pcs - 1;
            n = addAll(moves, n, from, KNIGHT[from] & mask);
        }
        pcs = bb[o + BISHOP_T] | bb[o + QUEEN_T];
        while (pcs != 0) {
            int from = Long.numberOfTrailingZeros(pcs);
            pcs &= pcs - 1;
            long tg = Bitboards.bishop(from, all) & mask;
            if ((pinned & (1L << from)) != 0) {
                tg &= LINE[ksq][from];
            }
            n = addAll(moves, n, from, tg);
        }
        pcs = bb[o + ROOK_T] | bb[o + QUEEN_T];
        while (pcs != 0) {
            int from = Long.numberOfTrailingZeros(pcs);
            pcs &= pcs - 1;
            long tg = Bitboards.rook(from, all) & mask;
            if ((pinned & (1L << from)) != 0) {
                tg &= LINE[ksq][from];
            }
            n = addAll(moves, n, from, tg);
        }

        // FIDE 3.7: pawns.
        final long empty = ~all;
        pcs = bb[o];
        while (pcs != 0) {
            int from = Long.numberOfTrailingZeros(pcs);
            pcs &= pcs - 1;
            long fb = 1L << from;
            long one, two;
            if (us == 0) {
                one = (fb << 8) & empty;
                two = ((one & 0xFF0000L) << 8) & empty;
            } else {
                one = (fb >>> 8) & empty;
                two = ((one & 0xFF0000000000L) >>> 8) & empty;
            }
            long caps = PAWN[us][from] & opp;
            long pinMask = (pinned & fb) != 0 ? LINE[ksq][from] & mask : mask;
            long tg = (one | caps) & pinMask;
            while (tg != 0) {
                int to = Long.numberOfTrailingZeros(tg);
                tg &= tg - 1;
                if (to >= 56 || to < 8) {
                    int base = from | (to << 6);
                    moves[n++] = base | (QUEEN_T << 12);
                    moves[n++] = base | (ROOK_T << 12);
                    moves[n++] = base | (BISHOP_T << 12);
                    moves[n++] = base | (KNIGHT_T << 12);
                } else {
                    moves[n++] = from | (to << 6);
                }
            }
            two &= pinMask;
            if (two != 0) {
                moves[n++] = from | (Long.numberOfTrailingZeros(two) << 6) | (DOUBLE_STEP << 15);
            }
            if (ep >= 0 && (PAWN[us][from] & (1L << ep)) != 0) {
                // FIDE 3.7.3.1: en passant; tested on the board after the capture, which covers the
                // pinned pawn and the two pawns leaving the king's rank at once.
                int capSq = us == 0 ? ep - 8 : ep + 8;
                long capBit = 1L << capSq;
                long occ2 = (all ^ fb ^ capBit) | (1L << ep);
                if ((attackersOf(ksq, them, occ2) & ~capBit) == 0) {
                    moves[n++] = from | (ep << 6) | (EN_PASSANT << 15);
                }
            }
        }

        // FIDE 3.8.2 (and II.3 for Chess960): castling, never out of check (3.8.2.2.1).
        int rights = castling & (us == 0 ? 3 : 12);
        if (checkers == 0 && rights != 0) {
            final CastlingSquares cs = castles;
            do {
                int r = Integer.numberOfTrailingZeros(rights);
                rights &= rights - 1;
                if ((all & cs.vacant[r]) != 0) {
                    continue; // 3.8.2.2.2 / II.3.2.7: a square the king or rook needs is occupied
                }
                // 3.8.2.2.1: no square the king crosses or lands on may be attacked, and (3.9.2) the king
                // may not end in check; tested with the castling king and rook lifted, so that a rook
                // that shields the king's final square now (possible in Chess960, even when the king
                // does not move) does not hide an attack on it.
                long occ2 = all ^ (1L << ksq) ^ (1L << cs.rookFrom[r]);
                long path = cs.kingPath[r];
                boolean safe = true;
                while (path != 0) {
                    if (attacked(Long.numberOfTrailingZeros(path), them, occ2)) {
                        safe = false;
                        break;
                    }
                    path &= path - 1;
                }
                if (safe) {
                    moves[n++] = ksq | (cs.moveTo[r] << 6) | (CASTLING << 15);
                }
            } while (rights != 0);
        }
        return n;
    }

    /** FIDE 3.10.1: whether the side to move has a legal move; a king step is looked for first. */
    boolean hasLegalMove() {
        int us = stm, ksq = kingSquare(us);
        long occNoKing = all ^ (1L << ksq);
        long targets = KING[ksq] & ~occ[us];
        while (targets != 0) {
            int to = Long.numberOfTrailingZeros(targets);
            targets &= targets - 1;
            if (!attacked(to, us ^ 1, occNoKing)) {
                return true;
            }
        }
        if (spare == null) {
            spare = new int[256];
        }
        return generate(spare, 0) > 0;
    }

    /** Move buffer of {@link #hasLegalMove}, made on first use. */
    private int[] spare;

    private static int addAll(int[] moves, int n, int from, long targets) {
        while (targets != 0) {
            int to = Long.numberOfTrailingZeros(targets);
            targets &= targets - 1;
            moves[n++] = from | (to << 6);
        }
        return n;
    }

    /** Plays a move produced by {@link #generate} (FIDE 3.7.3, 3.8.2, 3.7.3.3 included). */
    void make(int m) {
        int from = m & 63, to = (m >>> 6) & 63, promo = (m >>> 12) & 7, flag = (m >>> 15) & 3;
        int us = stm;
        halfmove++;
        if (flag == CASTLING) {
            castle(from, to, us);
        } else {
            int piece = mailbox[from];
            if (flag == EN_PASSANT) {
                remove(us == 0 ? to - 8 : to + 8);
                halfmove = 0;
            } else if (mailbox[to] >= 0) {
                remove(to);
                halfmove = 0;
            }
            remove(from);
            put(promo != 0 ? us * 6 + promo : piece, to);
            if (piece == us * 6) {
                halfmove = 0;
            }
        }
        int[] keep = castles.keep;
        int rights = castling & keep[from] & keep[to];
        if (rights != castling) {
            setCastling(rights);
        }
        ep = flag == DOUBLE_STEP ? (from + to) >>> 1 : Square.NONE;
        if (us == 1) {
            fullmove++;
        }
        stm = us ^ 1;
        key ^= Zobrist.SIDE;
    }

    /**
     * FIDE 3.8.2 / II.3.2.6: king and rook to the squares of the standard game's castling. The
     * side is the direction of {@code to} (the king's target, or in Chess960 the rook's square).
     */
    private void castle(int from, int to, int us) {
        CastlingSquares cs = castles;
        int r = us * 2 + (to > from ? 0 : 1);
        int rookSq = cs.rookFrom[r];
        int rook = mailbox[rookSq];
        remove(from);
        remove(rookSq);
        put(us * 6 + KING_T, cs.kingTo[r]);
        put(rook, cs.rookTo[r]);
    }

    /** Zobrist key computed from nothing (for checking the incremental one). */
    long computeKey() {
        long k = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (mailbox[sq] >= 0) {
                k ^= Zobrist.PIECE[mailbox[sq]][sq];
            }
        }
        k ^= Zobrist.CASTLING[castling];
        if (stm == 1) {
            k ^= Zobrist.SIDE;
        }
        return k;
    }

    /** Perft with bulk counting at the last ply; allocation-free after the buffers are set up. */
    static long perft(Board root, int depth) {
        if (depth <= 0) {
            return 1;
        }
        Board[] stack = new Board[depth];
        int[][] moves = new int[depth][256];
        for (int i = 0; i < depth; i++) {
            stack[i] = new Board();
        }
        stack[0].copyFrom(root);
        return perft(stack, moves, 0, depth);
    }

    private static long perft(Board[] stack, int[][] moves, int ply, int depth) {
        Board b = stack[ply];
        int[] ml = moves[ply];
        int n = b.generate(ml, 0);
        if (depth == 1) {
            return n;
        }
        Board c = stack[ply + 1];
        long total = 0;
        for (int i = 0; i < n; i++) {
            c.copyFrom(b);
            c.make(ml[i]);
            total += perft(stack, moves, ply + 1, depth - 1);
        }
        return total;
    }
}
