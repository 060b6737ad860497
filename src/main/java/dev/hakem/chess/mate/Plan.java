package dev.hakem.chess.mate;

import dev.hakem.chess.SearchBoard;

/**
 * The problemist's plan behind the guided helpmate search (FIDE 5.2.2): the loser's king goes to a
 * corner, the loser's other pieces next to it where they take its flight squares, the winner's
 * king two squares in front of the corner, the winner's pieces towards the corner; captures of
 * the loser's men and pawn advances come early. The corner is the one nearest the loser's king
 * among those a mate can happen in (when the winner's only pieces are bishops of one colour, a
 * corner of that colour).
 *
 * <p>Each move gets a cost class — progress (free), ordinary (one; free right after progress),
 * spoiling (three: the loser capturing, or moving away from a promotion it must make) — and a
 * score that orders the moves of one class, best first. The plan only orders and prices moves;
 * it never removes one, so it cannot make a proof wrong.
 */
final class Plan {
    static final int PAWN = 0, KNIGHT = 1, BISHOP = 2, ROOK = 3, QUEEN = 4, KING = 5;
    private static final int[] VALUE = {1, 3, 3, 5, 9, 0};
    static final int PROGRESS = 0, ORDINARY = 1, SPOILING = 3;

    private static final byte[][] DIST = new byte[64][64];
    private static final byte[][] KNIGHT_DIST = new byte[64][64];

    static {
        for (int a = 0; a < 64; a++) {
            for (int c = 0; c < 64; c++) {
                DIST[a][c] = (byte) Math.max(Math.abs((a & 7) - (c & 7)), Math.abs((a >>> 3) - (c >>> 3)));
            }
            // breadth-first over knight jumps
            byte[] d = KNIGHT_DIST[a];
            java.util.Arrays.fill(d, (byte) 99);
            d[a] = 0;
            int[] queue = new int[64];
            int head = 0, tail = 0;
            queue[tail++] = a;
            while (head < tail) {
                int s = queue[head++];
                long next = SearchBoard.attacks(KNIGHT, 0, s, 0);
                while (next != 0) {
                    int t = Long.numberOfTrailingZeros(next);
                    next &= next - 1;
                    if (d[t] == 99) {
                        d[t] = (byte) (d[s] + 1);
                        queue[tail++] = t;
                    }
                }
            }
        }
    }

    private final int winner;
    private final int loser;
    /** Where the loser's king goes. */
    final int corner;
    /** Where the loser's other pieces go: next to the corner. */
    private final int blockSquare;
    /** Where the winner's king goes: two squares from the corner. */
    private final int supportSquare;
    /** How many ordinary replies to a move that made progress are free (the best-ordered ones). */
    static final int FREE_REPLIES = 2;

    Plan(SearchBoard root, int winner, int corner) {
        this.winner = winner;
        this.loser = winner ^ 1;
        this.corner = corner;
        int f = corner & 7, r = corner >>> 3;
        int inward = f == 0 ? 1 : -1;
        int up = r == 0 ? 1 : -1;
        this.blockSquare = corner + inward;
        this.supportSquare = corner + 16 * up;
    }

    /**
     * The corners for the loser's king, best first: those of the right colour — the colour of the
     * winner's bishops (they check along the long diagonal); without them, the colour opposite to
     * the loser's bishops (whose orthogonal neighbours they can then block); otherwise any — the
     * nearest to the loser's king first.
     */
    static int[] corners(SearchBoard b, int winner) {
        long light = InsufficientMaterial.LIGHT_SQUARES;
        long wb = b.pieces(winner * 6 + BISHOP), lb = b.pieces((winner ^ 1) * 6 + BISHOP);
        long allowed = -1L;
        if (wb != 0) {
            allowed = (wb & light) == 0 ? ~light : (wb & ~light) == 0 ? light : -1L;
        } else if (lb != 0) {
            allowed = (lb & light) == 0 ? light : (lb & ~light) == 0 ? ~light : -1L;
        }
        int lk = b.kingSquare(winner ^ 1);
        int[] out = new int[4];
        int n = 0;
        for (int c : new int[] {0, 7, 56, 63}) {
            if ((allowed & (1L << c)) != 0) {
                int j = n++;
                while (j > 0 && DIST[lk][out[j - 1]] > DIST[lk][c]) {
                    out[j] = out[j - 1];
                    j--;
                }
                out[j] = c;
            }
        }
        return java.util.Arrays.copyOf(out, n);
    }

    static int dist(int a, int b) {
        return DIST[a][b];
    }

    /** The cost class of an ordering key made by {@link #classify}. */
    static int cost(int key) {
        return key >>> 27;
    }

    /** Whether the move of that key makes progress (its reply is then free). */
    static boolean progress(int key) {
        return (key & (1 << 26)) == 0;
    }

    private static int key(int cost, boolean progress, int score) {
        int s = Math.max(0, Math.min((1 << 26) - 1, (1 << 25) - score));
        return (cost << 27) | (progress ? 0 : 1 << 26) | s;
    }

    /**
     * Prices the moves: {@code keys[i]} is the ordering key of {@code ms[i]} — its cost class,
     * then progress first, then the score, best first ({@link #select} takes them in that order).
     * For the side to move being the winner, {@link SearchBoard#prepareChecks()} must have been
     * called: checks are ordered early, and written to {@code checks}; returns how many.
     */
    int classify(SearchBoard b, int[] ms, int[] keys, int n, boolean winnerToMove, int[] checks) {
        int nChecks = 0;
        int lk = b.kingSquare(loser);
        boolean loserMustPromote = !winnerToMove && loserMustPromote(b);
        int advanced = winner == 0 ? 4 : 3; // a pawn leaving its fifth rank
        for (int i = 0; i < n; i++) {
            int m = ms[i];
            int from = SearchBoard.from(m), to = SearchBoard.to(m);
            int piece = b.pieceOn(from);
            int type = piece % 6;
            int captured = b.pieceOn(to);
            int promo = SearchBoard.promotion(m);
            boolean progress;
            int cost;
            int score = 0;
            if (winnerToMove) {
                if (b.givesCheck(m)) {
                    score += 300;
                    checks[nChecks++] = m;
                }
                if (promo == QUEEN) {
                    score += 800;
                } else if (promo != 0) {
                    score += 50;
                }
                if (captured >= 0) {
                    score += 100 + 10 * VALUE[captured % 6];
                }
                if (type == PAWN) {
                    int rank = winner == 0 ? to >>> 3 : 7 - (to >>> 3);
                    score += 40 + 8 * rank;
                    progress = (winner == 0 ? from >>> 3 >= advanced : from >>> 3 <= advanced) || captured >= 0;
                } else if (type == KING) {
                    progress = DIST[to][supportSquare] < DIST[from][supportSquare] || captured >= 0;
                    score += (DIST[from][lk] - DIST[to][lk]) * 25;
                } else if (type == KNIGHT) {
                    progress = KNIGHT_DIST[to][corner] < KNIGHT_DIST[from][corner] || captured >= 0;
                    score += (DIST[from][lk] - DIST[to][lk]) * 25;
                } else {
                    progress = captured >= 0;
                    score += (DIST[from][lk] - DIST[to][lk]) * 25;
                }
                cost = progress ? PROGRESS : ORDINARY;
            } else {
                progress = false;
                cost = ORDINARY;
                if (loserMustPromote) {
                    if (type == PAWN && promo != QUEEN && promo != ROOK) {
                        progress = true;
                        cost = PROGRESS;
                        score += 50;
                    } else {
                        cost = SPOILING;
                    }
                }
                if (type == KING) {
                    if (DIST[to][corner] < DIST[from][corner]) {
                        progress = true;
                        cost = PROGRESS;
                    }
                    score += (DIST[from][corner] - DIST[to][corner]) * 40;
                } else if (type == KNIGHT && KNIGHT_DIST[to][blockSquare] < KNIGHT_DIST[from][blockSquare]) {
                    progress = true;
                    cost = PROGRESS;
                } else if (captured >= 0) {
                    progress = false;
                    cost = SPOILING;
                }
                if (type != KING) {
                    score += (DIST[from][lk] - DIST[to][lk]) * 8;
                    if (captured >= 0) {
                        score -= 200;
                    }
                }
            }
            keys[i] = key(cost, progress, score);
        }
        return nChecks;
    }

    /**
     * Moves the best remaining move (smallest key among {@code i..n-1}) to {@code i}: the moves
     * are taken one at a time, best first, so a node that finds a mate early sorts nothing more.
     */
    static void select(int[] ms, int[] keys, int i, int n) {
        int best = i;
        int bestKey = keys[i];
        for (int j = i + 1; j < n; j++) {
            if (keys[j] < bestKey) {
                best = j;
                bestKey = keys[j];
            }
        }
        if (best != i) {
            int m = ms[best];
            ms[best] = ms[i];
            ms[i] = m;
            keys[best] = keys[i];
            keys[i] = bestKey;
        }
    }

    /**
     * The winner cannot mate with what it has unless the loser promotes: it has a lone knight and
     * the loser nothing but pawns and queens, or it has bishops of one colour only and the loser
     * neither knights nor bishops of the other colour (then the loser should push its pawns).
     */
    private boolean loserMustPromote(SearchBoard b) {
        long winnerMen = b.occupancy(winner);
        int w = winner * 6, l = loser * 6;
        long knights = b.pieces(w + KNIGHT);
        if (Long.bitCount(winnerMen) == 2 && knights != 0
                && (b.pieces(l + KNIGHT) | b.pieces(l + BISHOP) | b.pieces(l + ROOK)) == 0) {
            return true;
        }
        long bishops = b.pieces(w + BISHOP);
        if (bishops == 0 || Long.bitCount(winnerMen) != Long.bitCount(bishops) + 1) {
            return false;
        }
        long colour = (bishops & InsufficientMaterial.LIGHT_SQUARES) != 0 ? InsufficientMaterial.LIGHT_SQUARES
                : ~InsufficientMaterial.LIGHT_SQUARES;
        if ((bishops & ~colour) != 0) {
            return false; // bishops of both colours
        }
        long allBishops = b.pieces(BISHOP) | b.pieces(6 + BISHOP);
        return (allBishops & ~colour) == 0 && b.pieces(l + KNIGHT) == 0;
    }
}
