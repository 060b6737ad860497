package dev.hakem.chess.mate;

import dev.hakem.chess.Color;
import dev.hakem.chess.Piece;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;

/**
 * FIDE 3: a mutable bitboard board with make/unmake, used only inside the helpmate search, where
 * millions of positions are visited and the immutable {@link Position} would be too slow. It is
 * built from a validated {@link Position} and follows the same move rules (checked by perft tests
 * against the shared suite).
 *
 * <p>Pieces are indexed {@code colour * 6 + type} as in {@link Piece#ordinal()}; moves are ints:
 * from (6 bits) | to (6 bits) &lt;&lt; 6 | promotion type (3 bits, 0 = none) &lt;&lt; 12 | flag &lt;&lt; 15.
 */
final class Board {
    static final int PAWN = 0, KNIGHT = 1, BISHOP = 2, ROOK = 3, QUEEN = 4, KING = 5;
    static final int WHITE = 0, BLACK = 1;
    static final int FLAG_NONE = 0, FLAG_EP = 1, FLAG_CASTLE = 2, FLAG_DOUBLE = 3;

    static final long[] KNIGHT_ATTACKS = new long[64];
    static final long[] KING_ATTACKS = new long[64];
    static final long[][] PAWN_ATTACKS = new long[2][64];
    /** Rays in 8 directions: 0 N, 1 NE, 2 E, 3 SE, 4 S, 5 SW, 6 W, 7 NW. */
    static final long[][] RAYS = new long[8][64];
    private static final int[] DF = {0, 1, 1, 1, 0, -1, -1, -1};
    private static final int[] DR = {1, 1, 0, -1, -1, -1, 0, 1};
    static final long LIGHT_SQUARES;

    static final long[] ZOBRIST_PIECE = new long[12 * 64];
    static final long[] ZOBRIST_CASTLE = new long[16];
    static final long[] ZOBRIST_EP = new long[8];
    static final long ZOBRIST_SIDE;

    static {
        long light = 0;
        for (int sq = 0; sq < 64; sq++) {
            int f = sq & 7, r = sq >>> 3;
            if (((f + r) & 1) == 1) {
                light |= 1L << sq;
            }
            int[][] kn = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
            for (int[] d : kn) {
                int nf = f + d[0], nr = r + d[1];
                if (nf >= 0 && nf < 8 && nr >= 0 && nr < 8) {
                    KNIGHT_ATTACKS[sq] |= 1L << (nr * 8 + nf);
                }
            }
            for (int d = 0; d < 8; d++) {
                int nf = f + DF[d], nr = r + DR[d];
                if (nf >= 0 && nf < 8 && nr >= 0 && nr < 8) {
                    KING_ATTACKS[sq] |= 1L << (nr * 8 + nf);
                }
                long ray = 0;
                nf = f + DF[d];
                nr = r + DR[d];
                while (nf >= 0 && nf < 8 && nr >= 0 && nr < 8) {
                    ray |= 1L << (nr * 8 + nf);
                    nf += DF[d];
                    nr += DR[d];
                }
                RAYS[d][sq] = ray;
            }
            if (r < 7) {
                if (f > 0) PAWN_ATTACKS[WHITE][sq] |= 1L << (sq + 7);
                if (f < 7) PAWN_ATTACKS[WHITE][sq] |= 1L << (sq + 9);
            }
            if (r > 0) {
                if (f > 0) PAWN_ATTACKS[BLACK][sq] |= 1L << (sq - 9);
                if (f < 7) PAWN_ATTACKS[BLACK][sq] |= 1L << (sq - 7);
            }
        }
        LIGHT_SQUARES = light;
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(0x5EED_C0FFEEL);
        for (int i = 0; i < ZOBRIST_PIECE.length; i++) ZOBRIST_PIECE[i] = rnd.nextLong();
        for (int i = 0; i < 16; i++) ZOBRIST_CASTLE[i] = rnd.nextLong();
        for (int i = 0; i < 8; i++) ZOBRIST_EP[i] = rnd.nextLong();
        ZOBRIST_SIDE = rnd.nextLong();
    }

    final long[] bb = new long[12];
    final long[] occ = new long[2];
    long all;
    final int[] mailbox = new int[64];
    int side;
    /** Castling bits: 1 = white king side, 2 = white queen side, 4 = black king side, 8 = black queen side. */
    int castling;
    int ep = -1;
    long hash;
    int ply;

    // undo stack
    private static final int MAX_PLY = 1024;
    private final int[] uMove = new int[MAX_PLY];
    private final int[] uCaptured = new int[MAX_PLY];
    private final int[] uCastling = new int[MAX_PLY];
    private final int[] uEp = new int[MAX_PLY];
    private final long[] uHash = new long[MAX_PLY];

    private static final int[] CASTLE_MASK = new int[64];

    static {
        java.util.Arrays.fill(CASTLE_MASK, 15);
        CASTLE_MASK[Square.E1] = 15 & ~3;
        CASTLE_MASK[Square.H1] = 15 & ~1;
        CASTLE_MASK[Square.A1] = 15 & ~2;
        CASTLE_MASK[Square.E8] = 15 & ~12;
        CASTLE_MASK[Square.H8] = 15 & ~4;
        CASTLE_MASK[Square.A8] = 15 & ~8;
    }

    Board() {
        java.util.Arrays.fill(mailbox, -1);
    }

    /** The board of a validated position. */
    static Board of(Position p) {
        Board b = new Board();
        for (int sq = 0; sq < 64; sq++) {
            Piece pc = p.pieceAt(sq);
            if (pc != null) {
                b.put(pc.ordinal(), sq);
            }
        }
        b.side = p.sideToMove() == Color.WHITE ? WHITE : BLACK;
        b.castling = (p.hasCastlingRight(Color.WHITE, true) ? 1 : 0)
                | (p.hasCastlingRight(Color.WHITE, false) ? 2 : 0)
                | (p.hasCastlingRight(Color.BLACK, true) ? 4 : 0)
                | (p.hasCastlingRight(Color.BLACK, false) ? 8 : 0);
        b.ep = p.enPassantSquare();
        b.rehash();
        return b;
    }

    /**
     * A board from the first four FEN fields, without the validation {@link Position#fromFen} does:
     * for internal tests and benchmarks only.
     */
    static Board fromFenUnchecked(String fen) {
        Board b = new Board();
        String[] f = fen.trim().split("\\s+");
        int rank = 7, file = 0;
        for (char c : f[0].toCharArray()) {
            if (c == '/') {
                rank--;
                file = 0;
            } else if (Character.isDigit(c)) {
                file += c - '0';
            } else {
                b.put(Piece.fromFenChar(c).ordinal(), rank * 8 + file);
                file++;
            }
        }
        b.side = f.length > 1 && f[1].equals("b") ? BLACK : WHITE;
        if (f.length > 2) {
            for (char c : f[2].toCharArray()) {
                b.castling |= c == 'K' ? 1 : c == 'Q' ? 2 : c == 'k' ? 4 : c == 'q' ? 8 : 0;
            }
        }
        b.ep = f.length > 3 && !f[3].equals("-") ? Square.parse(f[3]) : -1;
        b.rehash();
        return b;
    }

    void put(int piece, int sq) {
        bb[piece] |= 1L << sq;
        occ[piece / 6] |= 1L << sq;
        all |= 1L << sq;
        mailbox[sq] = piece;
    }

    private void remove(int piece, int sq) {
        bb[piece] &= ~(1L << sq);
        occ[piece / 6] &= ~(1L << sq);
        all &= ~(1L << sq);
        mailbox[sq] = -1;
    }

    void rehash() {
        long h = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (mailbox[sq] >= 0) {
                h ^= ZOBRIST_PIECE[mailbox[sq] * 64 + sq];
            }
        }
        if (side == BLACK) h ^= ZOBRIST_SIDE;
        h ^= ZOBRIST_CASTLE[castling];
        if (ep >= 0) h ^= ZOBRIST_EP[ep & 7];
        hash = h;
    }

    long pieces(int color, int type) {
        return bb[color * 6 + type];
    }

    int kingSquare(int color) {
        return Long.numberOfTrailingZeros(bb[color * 6 + KING]);
    }

    // ---------------------------------------------------------------- attacks

    static long ray(int dir, int sq, long occupied) {
        long r = RAYS[dir][sq];
        long blockers = r & occupied;
        if (blockers == 0) {
            return r;
        }
        int b = (dir == 0 || dir == 1 || dir == 2 || dir == 7)
                ? Long.numberOfTrailingZeros(blockers) : 63 - Long.numberOfLeadingZeros(blockers);
        return r & ~RAYS[dir][b];
    }

    static long rookAttacks(int sq, long occupied) {
        return ray(0, sq, occupied) | ray(2, sq, occupied) | ray(4, sq, occupied) | ray(6, sq, occupied);
    }

    static long bishopAttacks(int sq, long occupied) {
        return ray(1, sq, occupied) | ray(3, sq, occupied) | ray(5, sq, occupied) | ray(7, sq, occupied);
    }

    /** Whether a piece of colour {@code by} attacks the square. */
    boolean attacked(int sq, int by) {
        if ((PAWN_ATTACKS[by ^ 1][sq] & bb[by * 6 + PAWN]) != 0) return true;
        if ((KNIGHT_ATTACKS[sq] & bb[by * 6 + KNIGHT]) != 0) return true;
        if ((KING_ATTACKS[sq] & bb[by * 6 + KING]) != 0) return true;
        long rq = bb[by * 6 + ROOK] | bb[by * 6 + QUEEN];
        if (rq != 0 && (rookAttacks(sq, all) & rq) != 0) return true;
        long bq = bb[by * 6 + BISHOP] | bb[by * 6 + QUEEN];
        return bq != 0 && (bishopAttacks(sq, all) & bq) != 0;
    }

    boolean inCheck() {
        return attacked(kingSquare(side), side ^ 1);
    }

    /** Squares attacked by all pieces of a colour. */
    long attacksOf(int color) {
        long a = 0;
        long p = bb[color * 6 + PAWN];
        while (p != 0) {
            int s = Long.numberOfTrailingZeros(p);
            p &= p - 1;
            a |= PAWN_ATTACKS[color][s];
        }
        for (int t = KNIGHT; t <= KING; t++) {
            long x = bb[color * 6 + t];
            while (x != 0) {
                int s = Long.numberOfTrailingZeros(x);
                x &= x - 1;
                a |= pieceAttacks(t, color, s, all);
            }
        }
        return a;
    }

    static long pieceAttacks(int type, int color, int sq, long occupied) {
        switch (type) {
            case PAWN: return PAWN_ATTACKS[color][sq];
            case KNIGHT: return KNIGHT_ATTACKS[sq];
            case BISHOP: return bishopAttacks(sq, occupied);
            case ROOK: return rookAttacks(sq, occupied);
            case QUEEN: return bishopAttacks(sq, occupied) | rookAttacks(sq, occupied);
            default: return KING_ATTACKS[sq];
        }
    }

    // ---------------------------------------------------------------- moves

    static int move(int from, int to, int promo, int flag) {
        return from | (to << 6) | (promo << 12) | (flag << 15);
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
        return m >>> 15;
    }

    /** Writes the pseudo-legal moves into {@code out} from index 0; returns the count. */
    int pseudoMoves(int[] out) {
        int n = 0;
        int us = side, them = side ^ 1;
        long own = occ[us], enemy = occ[them];
        long pawns = bb[us * 6 + PAWN];
        int fwd = us == WHITE ? 8 : -8;
        int lastRank = us == WHITE ? 7 : 0;
        int startRank = us == WHITE ? 1 : 6;
        while (pawns != 0) {
            int s = Long.numberOfTrailingZeros(pawns);
            pawns &= pawns - 1;
            int t = s + fwd;
            if ((all & (1L << t)) == 0) {
                n = addPawn(out, n, s, t, lastRank);
                if ((s >>> 3) == startRank && (all & (1L << (t + fwd))) == 0) {
                    out[n++] = move(s, t + fwd, 0, FLAG_DOUBLE);
                }
            }
            long caps = PAWN_ATTACKS[us][s] & enemy;
            while (caps != 0) {
                int c = Long.numberOfTrailingZeros(caps);
                caps &= caps - 1;
                n = addPawn(out, n, s, c, lastRank);
            }
            if (ep >= 0 && (PAWN_ATTACKS[us][s] & (1L << ep)) != 0) {
                out[n++] = move(s, ep, 0, FLAG_EP);
            }
        }
        for (int type = KNIGHT; type <= KING; type++) {
            long x = bb[us * 6 + type];
            while (x != 0) {
                int s = Long.numberOfTrailingZeros(x);
                x &= x - 1;
                long targets = pieceAttacks(type, us, s, all) & ~own;
                while (targets != 0) {
                    int t = Long.numberOfTrailingZeros(targets);
                    targets &= targets - 1;
                    out[n++] = move(s, t, 0, FLAG_NONE);
                }
            }
        }
        // FIDE 3.8.2: castling (king and rook unmoved, squares between empty, king not in check and
        // not passing through or landing on an attacked square)
        if (us == WHITE) {
            if ((castling & 1) != 0 && (all & 0x60L) == 0 && !attacked(4, BLACK) && !attacked(5, BLACK)
                    && !attacked(6, BLACK)) {
                out[n++] = move(4, 6, 0, FLAG_CASTLE);
            }
            if ((castling & 2) != 0 && (all & 0x0EL) == 0 && !attacked(4, BLACK) && !attacked(3, BLACK)
                    && !attacked(2, BLACK)) {
                out[n++] = move(4, 2, 0, FLAG_CASTLE);
            }
        } else {
            if ((castling & 4) != 0 && (all & (0x60L << 56)) == 0 && !attacked(60, WHITE)
                    && !attacked(61, WHITE) && !attacked(62, WHITE)) {
                out[n++] = move(60, 62, 0, FLAG_CASTLE);
            }
            if ((castling & 8) != 0 && (all & (0x0EL << 56)) == 0 && !attacked(60, WHITE)
                    && !attacked(59, WHITE) && !attacked(58, WHITE)) {
                out[n++] = move(60, 58, 0, FLAG_CASTLE);
            }
        }
        return n;
    }

    private static int addPawn(int[] out, int n, int s, int t, int lastRank) {
        if ((t >>> 3) == lastRank) {
            out[n++] = move(s, t, QUEEN, FLAG_NONE);
            out[n++] = move(s, t, ROOK, FLAG_NONE);
            out[n++] = move(s, t, BISHOP, FLAG_NONE);
            out[n++] = move(s, t, KNIGHT, FLAG_NONE);
        } else {
            out[n++] = move(s, t, 0, FLAG_NONE);
        }
        return n;
    }

    /** Writes the legal moves into {@code out}; returns the count. */
    int legalMoves(int[] out) {
        int n = pseudoMoves(out);
        int k = 0;
        for (int i = 0; i < n; i++) {
            int m = out[i];
            make(m);
            boolean ok = !attacked(kingSquare(side ^ 1), side);
            unmake();
            if (ok) {
                out[k++] = m;
            }
        }
        return k;
    }

    /** Whether the side to move has at least one legal move. */
    boolean hasLegalMove(int[] scratch) {
        int n = pseudoMoves(scratch);
        for (int i = 0; i < n; i++) {
            make(scratch[i]);
            boolean ok = !attacked(kingSquare(side ^ 1), side);
            unmake();
            if (ok) {
                return true;
            }
        }
        return false;
    }

    void make(int m) {
        int from = from(m), to = to(m), promo = promo(m), flag = flag(m);
        int us = side;
        int piece = mailbox[from];
        int captured = flag == FLAG_EP ? (us ^ 1) * 6 + PAWN : mailbox[to];
        uMove[ply] = m;
        uCaptured[ply] = captured;
        uCastling[ply] = castling;
        uEp[ply] = ep;
        uHash[ply] = hash;
        ply++;
        long h = hash;
        if (ep >= 0) h ^= ZOBRIST_EP[ep & 7];
        h ^= ZOBRIST_CASTLE[castling];
        if (flag == FLAG_EP) {
            int cs = to + (us == WHITE ? -8 : 8);
            remove(captured, cs);
            h ^= ZOBRIST_PIECE[captured * 64 + cs];
        } else if (captured >= 0) {
            remove(captured, to);
            h ^= ZOBRIST_PIECE[captured * 64 + to];
        }
        remove(piece, from);
        h ^= ZOBRIST_PIECE[piece * 64 + from];
        int placed = promo != 0 ? us * 6 + promo : piece;
        put(placed, to);
        h ^= ZOBRIST_PIECE[placed * 64 + to];
        if (flag == FLAG_CASTLE) {
            int rook = us * 6 + ROOK;
            int rf, rt;
            if (to > from) {
                rf = from + 3;
                rt = from + 1;
            } else {
                rf = from - 4;
                rt = from - 1;
            }
            remove(rook, rf);
            put(rook, rt);
            h ^= ZOBRIST_PIECE[rook * 64 + rf] ^ ZOBRIST_PIECE[rook * 64 + rt];
        }
        castling &= CASTLE_MASK[from] & CASTLE_MASK[to];
        h ^= ZOBRIST_CASTLE[castling];
        ep = flag == FLAG_DOUBLE ? (from + to) >>> 1 : -1;
        if (ep >= 0) h ^= ZOBRIST_EP[ep & 7];
        side = us ^ 1;
        h ^= ZOBRIST_SIDE;
        hash = h;
    }

    void unmake() {
        ply--;
        int m = uMove[ply];
        int from = from(m), to = to(m), promo = promo(m), flag = flag(m);
        side ^= 1;
        int us = side;
        int placed = mailbox[to];
        remove(placed, to);
        int piece = promo != 0 ? us * 6 + PAWN : placed;
        put(piece, from);
        int captured = uCaptured[ply];
        if (flag == FLAG_EP) {
            put(captured, to + (us == WHITE ? -8 : 8));
        } else if (captured >= 0) {
            put(captured, to);
        }
        if (flag == FLAG_CASTLE) {
            int rook = us * 6 + ROOK;
            if (to > from) {
                remove(rook, from + 1);
                put(rook, from + 3);
            } else {
                remove(rook, from - 1);
                put(rook, from - 4);
            }
        }
        castling = uCastling[ply];
        ep = uEp[ply];
        hash = uHash[ply];
    }

    /** Piece captured by the last move made, or -1. */
    int lastCaptured() {
        return uCaptured[ply - 1];
    }

    long perft(int depth) {
        int[] moves = new int[256];
        int n = legalMoves(moves);
        if (depth == 1) {
            return n;
        }
        long total = 0;
        for (int i = 0; i < n; i++) {
            make(moves[i]);
            total += perft(depth - 1);
            unmake();
        }
        return total;
    }

    static String uci(int m) {
        String s = Square.name(from(m)) + Square.name(to(m));
        return promo(m) == 0 ? s : s + "nbrq".charAt(promo(m) - 1);
    }
}
