package dev.hakem.chess;

/**
 * FIDE 3.2–3.7: how each kind of piece attacks, as precomputed 64-bit square sets (bit n = square n,
 * a1 = 0). Knights, kings and pawns use lookup tables; rooks, bishops and queens (which may not
 * jump, 3.5) use magic bitboards whose multipliers are found once at class load by a seeded search.
 */
final class Bitboards {
    private Bitboards() {
    }

    static final long RANK_1 = 0xFFL;
    static final long RANK_8 = 0xFFL << 56;

    static final long[] KNIGHT = new long[64];
    static final long[] KING = new long[64];
    /** PAWN[color][sq]: squares a pawn of that colour on sq attacks (3.7.2). */
    static final long[][] PAWN = new long[2][64];
    /** Squares strictly between two squares on a common line, else 0. */
    static final long[][] BETWEEN = new long[64][64];
    /** The whole line (edge to edge) through two squares on a common line, else 0. */
    static final long[][] LINE = new long[64][64];
    static final long[] ROOK_EMPTY = new long[64];
    static final long[] BISHOP_EMPTY = new long[64];

    private static final long[] ROOK_MASK = new long[64];
    private static final long[] BISHOP_MASK = new long[64];
    private static final long[] ROOK_MAGIC = new long[64];
    private static final long[] BISHOP_MAGIC = new long[64];
    private static final int[] ROOK_SHIFT = new int[64];
    private static final int[] BISHOP_SHIFT = new int[64];
    private static final int[] ROOK_OFFSET = new int[64];
    private static final int[] BISHOP_OFFSET = new int[64];
    private static final long[] ROOK_TABLE;
    private static final long[] BISHOP_TABLE;

    private static final int[][] ROOK_DIRS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP_DIRS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    static {
        int[][] knightD = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
        int[][] kingD = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
        for (int sq = 0; sq < 64; sq++) {
            int f = sq & 7, r = sq >>> 3;
            KNIGHT[sq] = steps(f, r, knightD);
            KING[sq] = steps(f, r, kingD);
            PAWN[0][sq] = steps(f, r, new int[][] {{-1, 1}, {1, 1}});
            PAWN[1][sq] = steps(f, r, new int[][] {{-1, -1}, {1, -1}});
            ROOK_EMPTY[sq] = slide(sq, 0L, ROOK_DIRS);
            BISHOP_EMPTY[sq] = slide(sq, 0L, BISHOP_DIRS);
            ROOK_MASK[sq] = innerMask(sq, ROOK_DIRS);
            BISHOP_MASK[sq] = innerMask(sq, BISHOP_DIRS);
        }
        for (int a = 0; a < 64; a++) {
            for (int b = 0; b < 64; b++) {
                if (a == b) {
                    continue;
                }
                long bb = 1L << b;
                long ba = 1L << a;
                if ((ROOK_EMPTY[a] & bb) != 0) {
                    BETWEEN[a][b] = slide(a, ba | bb, ROOK_DIRS) & slide(b, ba | bb, ROOK_DIRS);
                    LINE[a][b] = (ROOK_EMPTY[a] & ROOK_EMPTY[b]) | ba | bb;
                } else if ((BISHOP_EMPTY[a] & bb) != 0) {
                    BETWEEN[a][b] = slide(a, ba | bb, BISHOP_DIRS) & slide(b, ba | bb, BISHOP_DIRS);
                    LINE[a][b] = (BISHOP_EMPTY[a] & BISHOP_EMPTY[b]) | ba | bb;
                }
            }
        }
        long seed = 0x9E3779B97F4A7C15L;
        int rookSize = 0, bishopSize = 0;
        for (int sq = 0; sq < 64; sq++) {
            ROOK_SHIFT[sq] = 64 - Long.bitCount(ROOK_MASK[sq]);
            BISHOP_SHIFT[sq] = 64 - Long.bitCount(BISHOP_MASK[sq]);
            ROOK_OFFSET[sq] = rookSize;
            BISHOP_OFFSET[sq] = bishopSize;
            rookSize += 1 << Long.bitCount(ROOK_MASK[sq]);
            bishopSize += 1 << Long.bitCount(BISHOP_MASK[sq]);
        }
        ROOK_TABLE = new long[rookSize];
        BISHOP_TABLE = new long[bishopSize];
        long[] rng = {seed};
        for (int sq = 0; sq < 64; sq++) {
            ROOK_MAGIC[sq] = findMagic(sq, ROOK_MASK[sq], ROOK_SHIFT[sq], ROOK_DIRS, ROOK_TABLE, ROOK_OFFSET[sq], rng);
            BISHOP_MAGIC[sq] = findMagic(sq, BISHOP_MASK[sq], BISHOP_SHIFT[sq], BISHOP_DIRS, BISHOP_TABLE,
                    BISHOP_OFFSET[sq], rng);
        }
    }

    private static long steps(int f, int r, int[][] ds) {
        long b = 0;
        for (int[] d : ds) {
            int nf = f + d[0], nr = r + d[1];
            if (nf >= 0 && nf < 8 && nr >= 0 && nr < 8) {
                b |= 1L << (nr * 8 + nf);
            }
        }
        return b;
    }

    /** Reference slider attacks: along each direction up to and including the first occupied square. */
    static long slide(int sq, long occ, int[][] dirs) {
        long b = 0;
        int f0 = sq & 7, r0 = sq >>> 3;
        for (int[] d : dirs) {
            int f = f0 + d[0], r = r0 + d[1];
            while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                long s = 1L << (r * 8 + f);
                b |= s;
                if ((occ & s) != 0) {
                    break;
                }
                f += d[0];
                r += d[1];
            }
        }
        return b;
    }

    private static long innerMask(int sq, int[][] dirs) {
        long b = 0;
        int f0 = sq & 7, r0 = sq >>> 3;
        for (int[] d : dirs) {
            int f = f0 + d[0], r = r0 + d[1];
            while (f + d[0] >= 0 && f + d[0] < 8 && r + d[1] >= 0 && r + d[1] < 8) {
                b |= 1L << (r * 8 + f);
                f += d[0];
                r += d[1];
            }
        }
        return b;
    }

    private static long next(long[] s) {
        long x = s[0];
        x ^= x << 13;
        x ^= x >>> 7;
        x ^= x << 17;
        s[0] = x;
        return x;
    }

    private static long findMagic(int sq, long mask, int shift, int[][] dirs, long[] table, int offset, long[] rng) {
        int n = Long.bitCount(mask);
        int size = 1 << n;
        long[] occs = new long[size];
        long[] atts = new long[size];
        long sub = 0;
        for (int i = 0; i < size; i++) {
            occs[i] = sub;
            atts[i] = slide(sq, sub, dirs);
            sub = (sub - mask) & mask;
        }
        long[] used = new long[size];
        int[] epoch = new int[size];
        for (int attempt = 1; ; attempt++) {
            long magic = next(rng) & next(rng) & next(rng);
            if (Long.bitCount((mask * magic) & 0xFF00000000000000L) < 6) {
                continue;
            }
            boolean ok = true;
            for (int i = 0; i < size && ok; i++) {
                int idx = (int) ((occs[i] * magic) >>> shift);
                if (epoch[idx] != attempt) {
                    epoch[idx] = attempt;
                    used[idx] = atts[i];
                } else if (used[idx] != atts[i]) {
                    ok = false;
                }
            }
            if (ok) {
                for (int i = 0; i < size; i++) {
                    table[offset + (int) ((occs[i] * magic) >>> shift)] = atts[i];
                }
                return magic;
            }
        }
    }

    static long rook(int sq, long occ) {
        return ROOK_TABLE[ROOK_OFFSET[sq] + (int) (((occ & ROOK_MASK[sq]) * ROOK_MAGIC[sq]) >>> ROOK_SHIFT[sq])];
    }

    static long bishop(int sq, long occ) {
        return BISHOP_TABLE[BISHOP_OFFSET[sq]
                + (int) (((occ & BISHOP_MASK[sq]) * BISHOP_MAGIC[sq]) >>> BISHOP_SHIFT[sq])];
    }

    static long queen(int sq, long occ) {
        return rook(sq, occ) | bishop(sq, occ);
    }
}
