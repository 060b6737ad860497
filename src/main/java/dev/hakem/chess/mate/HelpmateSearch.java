package dev.hakem.chess.mate;

/**
 * FIDE 5.2.2: looks for a helpmate — a series of legal moves of both sides, both cooperating, that
 * ends with the loser checkmated by the intended winner. Two phases share one node budget:
 * <ol>
 *   <li>a full-width iterative-deepening search with a transposition table; when every branch
 *   ends in a position that cannot lead to a mate (stalemate, mate of the wrong side, a material
 *   or blockade rule) without touching the depth bound, the answer "no mate" is exact;</li>
 *   <li>a guided, narrow and deep search: the winner's pieces go towards the loser's king,
 *   pawns advance and promote, the loser's king walks to the edge and its pieces gather round
 *   it as blockers. It can only find mates, never prove their absence.</li>
 * </ol>
 */
final class HelpmateSearch {
    static final int FOUND = 1, NONE_EXACT = 0, NONE_BOUNDED = 2;
    private static final int MAX_PLY = 128;
    static final int MAX_DEPTH = 99;
    private static final int TT_BITS = 16;
    private static final int[] VALUE = {1, 3, 3, 5, 9, 0};

    private final Board b;
    private final int winner;
    private final int loser;
    private final long budget;
    long nodes;
    private boolean aborted;
    private final int[][] moves = new int[MAX_PLY][256];
    private final int[][] scores = new int[MAX_PLY][256];
    private final long[] path = new long[MAX_PLY + 1];
    final int[] line = new int[MAX_PLY];
    int lineLength;
    private final long[] ttKey = new long[1 << TT_BITS];
    private final int[] ttVal = new int[1 << TT_BITS];
    private int beam;
    /** Deepest bound tried by either phase (plies). */
    int boundReached;
    private final int[] scratch = new int[256];
    /** Set by {@link #generate} when it left out moves because of the depth bound. */
    private boolean filtered;

    HelpmateSearch(Board b, int winner, long budget) {
        this.b = b;
        this.winner = winner;
        this.loser = winner ^ 1;
        this.budget = budget;
    }

    boolean aborted() {
        return aborted;
    }

    /** Phase 1: full-width iterative deepening up to {@code maxDepth} plies. */
    int exhaustive(int maxDepth, long nodeLimit) {
        beam = Integer.MAX_VALUE;
        clearTable();
        int first = b.side == winner ? 1 : 2;
        int result = NONE_BOUNDED;
        long stop = Math.min(budget, nodes + nodeLimit);
        for (int d = first; d <= maxDepth; d += 2) {
            result = search(d, 0, stop);
            if (!aborted) {
                boundReached = Math.max(boundReached, d);
            }
            if (result != NONE_BOUNDED || aborted) {
                break;
            }
        }
        if (aborted && result != FOUND) {
            result = NONE_BOUNDED;
        }
        aborted = false;
        return result;
    }

    /** Phase 2: keeps only the {@code width} best-ordered moves at each node, to {@code depth} plies. */
    int guided(int depth, int width, long nodeLimit) {
        beam = width;
        clearTable();
        long stop = Math.min(budget, nodes + nodeLimit);
        int d = b.side == winner ? depth | 1 : (depth + 1) & ~1;
        int result = search(d, 0, stop);
        aborted = false;
        return result == FOUND ? FOUND : NONE_BOUNDED;
    }

    private void clearTable() {
        java.util.Arrays.fill(ttKey, 0);
    }

    private int search(int depth, int ply, long stop) {
        nodes++;
        if (nodes >= stop) {
            aborted = true;
            return NONE_BOUNDED;
        }
        boolean check = b.inCheck();
        if (!b.hasLegalMove(scratch)) {
            if (check && b.side == loser) {
                lineLength = ply;
                return FOUND;
            }
            return NONE_EXACT; // stalemate, or the intended winner is mated: no mate from here
        }
        if (InsufficientMaterial.reason(b, winner) != null) {
            return NONE_EXACT;
        }
        if (depth <= 0) {
            return NONE_BOUNDED;
        }
        long key = b.hash;
        for (int i = ply - 2; i >= 0; i -= 2) {
            if (path[i] == key) {
                return NONE_BOUNDED; // a repetition on the path adds nothing
            }
        }
        int slot = (int) (key >>> (64 - TT_BITS));
        if (ttKey[slot] == key) {
            int v = ttVal[slot];
            if (v < 0) {
                return NONE_EXACT;
            }
            if (v >= depth) {
                return NONE_BOUNDED;
            }
        }
        path[ply] = key;
        int n = generate(ply, depth);
        int limit = Math.min(n, beam);
        boolean exact = limit == n && !filtered;
        int[] ms = moves[ply];
        for (int i = 0; i < limit; i++) {
            int m = ms[i];
            b.make(m);
            int r = search(depth - 1, ply + 1, stop);
            b.unmake();
            if (r == FOUND) {
                line[ply] = m;
                return FOUND;
            }
            if (r == NONE_BOUNDED) {
                exact = false;
            }
            if (aborted) {
                return NONE_BOUNDED;
            }
        }
        ttKey[slot] = key;
        ttVal[slot] = exact ? -1 : depth;
        return exact ? NONE_EXACT : NONE_BOUNDED;
    }

    /**
     * Legal moves at this node, best first. With one ply left, the winner needs a checking move
     * and the loser nothing else, so only checks are kept there.
     */
    private int generate(int ply, int depth) {
        int[] ms = moves[ply];
        int[] sc = scores[ply];
        int n = b.pseudoMoves(ms);
        int mover = b.side;
        int lk = b.kingSquare(loser);
        int wk = b.kingSquare(winner);
        int k = 0;
        filtered = false;
        for (int i = 0; i < n; i++) {
            int m = ms[i];
            int from = Board.from(m), to = Board.to(m);
            int piece = b.mailbox[from];
            int captured = b.mailbox[to];
            b.make(m);
            if (b.attacked(b.kingSquare(mover), b.side)) {
                b.unmake();
                continue;
            }
            boolean givesCheck = b.inCheck();
            b.unmake();
            if (depth == 1 && !givesCheck) {
                filtered = true;
                continue; // the last move must be the mating check
            }
            int type = piece % 6;
            int s = 0;
            if (mover == winner) {
                if (givesCheck) s += 300;
                int promo = Board.promo(m);
                if (promo == Board.QUEEN) s += 800;
                else if (promo == Board.KNIGHT) s += 150;
                else if (promo != 0) s += 50;
                if (captured >= 0) s += 60 + 10 * VALUE[captured % 6];
                if (type == Board.PAWN) {
                    int adv = winner == Board.WHITE ? (to >>> 3) : 7 - (to >>> 3);
                    s += 40 + 8 * adv;
                } else {
                    s += (dist(from, lk) - dist(to, lk)) * 25;
                }
            } else {
                if (type == Board.KING) {
                    s += (edge(from) - edge(to)) * 40 + (corner(from) - corner(to)) * 10
                            + (dist(from, wk) - dist(to, wk)) * 10;
                } else {
                    if (captured >= 0) s -= 200;
                    s += (dist(from, lk) - dist(to, lk)) * 8;
                    if (type == Board.PAWN) s += 10;
                    int promo = Board.promo(m);
                    if (promo == Board.QUEEN) s -= 50;
                }
                if (givesCheck) s -= 100;
            }
            ms[k] = m;
            sc[k] = s;
            k++;
        }
        // insertion sort, best first
        for (int i = 1; i < k; i++) {
            int m = ms[i], s = sc[i];
            int j = i - 1;
            while (j >= 0 && sc[j] < s) {
                ms[j + 1] = ms[j];
                sc[j + 1] = sc[j];
                j--;
            }
            ms[j + 1] = m;
            sc[j + 1] = s;
        }
        return k;
    }

    static int dist(int a, int c) {
        return Math.max(Math.abs((a & 7) - (c & 7)), Math.abs((a >>> 3) - (c >>> 3)));
    }

    static int edge(int s) {
        int f = s & 7, r = s >>> 3;
        return Math.min(Math.min(f, 7 - f), Math.min(r, 7 - r));
    }

    static int corner(int s) {
        int f = s & 7, r = s >>> 3;
        return Math.min(f, 7 - f) + Math.min(r, 7 - r);
    }
}
