package dev.hakem.chess.mate;

import dev.hakem.chess.SearchBoard;

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

    static final int PAWN = 0, KNIGHT = 1, BISHOP = 2, ROOK = 3, QUEEN = 4, KING = 5;
    private final SearchBoard[] boards = new SearchBoard[MAX_PLY + 2];
    private final SearchBoard probe;
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
    private final int ttBits;
    private final long[] ttKey;
    private final int[] ttVal;
    private final int[] ttGen;
    private int generation;
    /** Legal moves found by the last {@link #generate}, including those it left out. */
    private int legalCount;
    private int beam;
    /** Deepest bound tried by either phase (plies). */
    int boundReached;
    private final int[] scratch = new int[256];
    /** Corners the loser's king heads for: those of the winner's bishops' colour when only they can check. */
    private final int[] corners;
    /** Ordering of the guided phase: kings' walks before checks (see {@link #guided}). */
    private boolean kingFirst;
    /** Set by {@link #generate} when it left out moves because of the depth bound. */
    private boolean filtered;

    HelpmateSearch(SearchBoard root, int winner, long budget) {
        boards[0] = root.copy();
        // table sized to the budget: small searches (scanning a game) stay cheap to set up
        this.ttBits = Math.max(8, Math.min(TT_BITS, 64 - Long.numberOfLeadingZeros(budget)));
        this.ttKey = new long[1 << ttBits];
        this.ttVal = new int[1 << ttBits];
        this.ttGen = new int[1 << ttBits];
        this.probe = new SearchBoard();
        this.winner = winner;
        this.loser = winner ^ 1;
        this.corners = targetCorners(root, winner);
        this.budget = budget;
    }

    boolean aborted() {
        return aborted;
    }

    /** Phase 1: full-width iterative deepening up to {@code maxDepth} plies. */
    int exhaustive(int maxDepth, long nodeLimit) {
        beam = Integer.MAX_VALUE;
        kingFirst = false;
        clearTable();
        int first = boards[0].sideToMove() == winner ? 1 : 2;
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

    /**
     * Phase 2: keeps only the {@code width} best-ordered moves at each node, to {@code depth} plies.
     * Two orderings: checks and piece play first, or ({@code kingFirst}) the kings' walks first.
     */
    int guided(int depth, int width, boolean kingFirst, long nodeLimit) {
        beam = width;
        this.kingFirst = kingFirst;
        clearTable();
        long stop = Math.min(budget, nodes + nodeLimit);
        int d = boards[0].sideToMove() == winner ? depth | 1 : (depth + 1) & ~1;
        int result = search(d, 0, stop);
        aborted = false;
        return result == FOUND ? FOUND : NONE_BOUNDED;
    }

    private void clearTable() {
        generation++;
    }

    private int search(int depth, int ply, long stop) {
        nodes++;
        if (nodes >= stop) {
            aborted = true;
            return NONE_BOUNDED;
        }
        SearchBoard b = boards[ply];
        if (depth <= 0) {
            // leaf: only a mate (or a proof that nothing can follow) decides here
            if (b.inCheck() && b.generate(scratch, 0) == 0) {
                if (b.sideToMove() == loser) {
                    lineLength = ply;
                    return FOUND;
                }
                return NONE_EXACT;
            }
            return InsufficientMaterial.reason(b, winner) != null ? NONE_EXACT : NONE_BOUNDED;
        }
        long key = b.key();
        for (int i = ply - 2; i >= 0; i -= 2) {
            if (path[i] == key) {
                return NONE_BOUNDED; // a repetition on the path adds nothing
            }
        }
        int slot = (int) (key >>> (64 - ttBits));
        if (ttKey[slot] == key && ttGen[slot] == generation) {
            int v = ttVal[slot];
            if (v < 0) {
                return NONE_EXACT;
            }
            if (v >= depth) {
                return NONE_BOUNDED;
            }
        }
        int n = generate(b, ply, depth);
        if (legalCount == 0) {
            if (b.sideToMove() == loser && b.inCheck()) {
                lineLength = ply;
                return FOUND;
            }
            return NONE_EXACT; // stalemate, or the intended winner is mated: no mate from here
        }
        if (InsufficientMaterial.reason(b, winner) != null) {
            return NONE_EXACT;
        }
        path[ply] = key;
        int limit = Math.min(n, beam);
        boolean exact = limit == n && !filtered;
        int[] ms = moves[ply];
        SearchBoard child = boards[ply + 1];
        if (child == null) {
            child = boards[ply + 1] = new SearchBoard();
        }
        for (int i = 0; i < limit; i++) {
            int m = ms[i];
            child.copyFrom(boards[ply]);
            child.play(m);
            int r = search(depth - 1, ply + 1, stop);
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
        ttGen[slot] = generation;
        ttVal[slot] = exact ? -1 : depth;
        return exact ? NONE_EXACT : NONE_BOUNDED;
    }

    /**
     * Legal moves at this node, best first. With one ply left, the winner needs a checking move
     * and the loser nothing else, so only checks are kept there.
     */
    private int generate(SearchBoard b, int ply, int depth) {
        int[] ms = moves[ply];
        int[] sc = scores[ply];
        int n = b.generate(ms, 0);
        legalCount = n;
        int mover = b.sideToMove();
        int lk = b.kingSquare(loser);
        int wk = b.kingSquare(winner);
        int k = 0;
        filtered = false;
        for (int i = 0; i < n; i++) {
            int m = ms[i];
            int from = SearchBoard.from(m), to = SearchBoard.to(m);
            int piece = b.pieceOn(from);
            int captured = b.pieceOn(to);
            int promo = SearchBoard.promotion(m);
            boolean givesCheck = false;
            if (depth == 1) {
                probe.copyFrom(b); // exact: the bound keeps only checks here
                probe.play(m);
                givesCheck = probe.inCheck();
            } else if (mover == winner) {
                // for ordering only: a direct check by the moved piece (discovered checks not seen)
                long occ = (b.occupied() & ~(1L << from)) | (1L << to);
                givesCheck = (SearchBoard.attacks(promo != 0 ? promo : piece % 6, mover, to, occ) & (1L << lk)) != 0;
            }
            if (depth == 1 && !givesCheck) {
                filtered = true;
                continue; // the last move must be the mating check
            }
            int type = piece % 6;
            int s = 0;
            if (mover == winner) {
                if (givesCheck) s += depth <= 3 || !kingFirst ? 300 : 40; // a check matters when the mate is near
                if (promo == QUEEN) s += 800;
                else if (promo == KNIGHT) s += 150;
                else if (promo != 0) s += 50;
                if (captured >= 0) s += 60 + 10 * VALUE[captured % 6];
                if (type == PAWN) {
                    int adv = winner == 0 ? (to >>> 3) : 7 - (to >>> 3);
                    s += 40 + 8 * adv;
                } else if (type == KING) {
                    s += (dist(from, lk) - dist(to, lk)) * (kingFirst ? 45 : 25); // the king comes to help
                } else {
                    s += (dist(from, lk) - dist(to, lk)) * (kingFirst ? 20 : 25);
                }
            } else {
                if (type == KING) {
                    s += (edge(from) - edge(to)) * 40 + (corner(from) - corner(to)) * 15
                            + (dist(from, wk) - dist(to, wk)) * 10;
                } else {
                    if (captured >= 0) s -= 200;
                    s += (dist(from, lk) - dist(to, lk)) * 8;
                    if (type == PAWN) s += 10;
                    if (promo == QUEEN) s -= 50;
                }
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
        if (kingFirst && beam < k) {
            keepKingMove(b, ms, sc, k);
        }
        return k;
    }

    /**
     * Within a narrow beam, keeps the best king move among the moves searched: plans need the
     * kings to walk (the winner's to support, the loser's to the edge), which checks and captures
     * would otherwise crowd out.
     */
    private void keepKingMove(SearchBoard b, int[] ms, int[] sc, int k) {
        for (int i = 0; i < beam; i++) {
            if (b.pieceOn(SearchBoard.from(ms[i])) % 6 == KING) {
                return;
            }
        }
        for (int i = beam; i < k; i++) {
            if (b.pieceOn(SearchBoard.from(ms[i])) % 6 == KING) {
                int m = ms[i], s = sc[i];
                System.arraycopy(ms, beam - 1, ms, beam, i - beam + 1);
                System.arraycopy(sc, beam - 1, sc, beam, i - beam + 1);
                ms[beam - 1] = m;
                sc[beam - 1] = s;
                return;
            }
        }
    }

    static int dist(int a, int c) {
        return Math.max(Math.abs((a & 7) - (c & 7)), Math.abs((a >>> 3) - (c >>> 3)));
    }

    static int edge(int s) {
        int f = s & 7, r = s >>> 3;
        return Math.min(Math.min(f, 7 - f), Math.min(r, 7 - r));
    }

    private int corner(int s) {
        int best = 99;
        for (int c : corners) {
            best = Math.min(best, dist(s, c));
        }
        return best;
    }

    private static int[] targetCorners(SearchBoard b, int winner) {
        int o = winner * 6;
        long heavy = b.pieces(o + PAWN) | b.pieces(o + ROOK) | b.pieces(o + QUEEN) | b.pieces(o + KNIGHT);
        long bishops = b.pieces(o + BISHOP);
        if (heavy == 0 && bishops != 0) {
            if ((bishops & InsufficientMaterial.LIGHT_SQUARES) == 0) {
                return new int[] {0, 63}; // a1, h8: dark
            }
            if ((bishops & ~InsufficientMaterial.LIGHT_SQUARES) == 0) {
                return new int[] {7, 56}; // h1, a8: light
            }
        }
        return new int[] {0, 7, 56, 63};
    }
}
