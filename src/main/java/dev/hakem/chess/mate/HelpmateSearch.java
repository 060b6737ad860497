package dev.hakem.chess.mate;

import dev.hakem.chess.SearchBoard;

/**
 * FIDE 5.2.2: looks for a helpmate — a series of legal moves of both sides, both cooperating, that
 * ends with the loser checkmated by the intended winner. Two searches share one node budget and
 * one transposition table (keyed by the Zobrist hash):
 * <ol>
 *   <li>{@link #exhaustive}: full width, iterative deepening in plies. When every branch ends in a
 *   position from which no mate can follow (stalemate, mate of the wrong side, a material rule)
 *   before the depth bound, "no mate" is proved. Only the last ply is narrowed (to checks), and a
 *   narrowed or cut node is never recorded as proved.</li>
 *   <li>{@link #guided}: every move is priced instead of counted, and the search deepens on the
 *   total price, so that the lines a problemist would try first are followed far: moves that make
 *   progress towards a mate in a corner cost nothing ({@link Plan}; one plan per suitable corner),
 *   so do the two best replies to such a move, other ordinary moves cost one, moves that spoil
 *   the plan three. A winner's check that mates is taken at once. It finds mates; it proves their
 *   absence only when no line was cut (the tree was finite).</li>
 * </ol>
 * A node of the table stores either "no mate from here, whatever the depth" (valid for the whole
 * analysis, set only from exact results) or "no mate within this bound" (valid for one search:
 * it only saves work and never becomes a proof).
 *
 * <p>One instance per thread is reused ({@link #start}): the boards, move lists and table are
 * allocated once.
 */
final class HelpmateSearch {
    static final int FOUND = 1, NONE_EXACT = 0, NONE_BOUNDED = 2;
    /** Longest line followed. */
    static final int MAX_PLY = 160;
    private static final int TT_BITS = 16;
    private static final int TT_MASK = (1 << TT_BITS) - 1;
    /** Plies of the exhaustive search that end with a check. */
    private static final int MAX_DEPTH = 99;

    private static final ThreadLocal<HelpmateSearch> WORKSPACE = ThreadLocal.withInitial(HelpmateSearch::new);

    private final SearchBoard[] boards = new SearchBoard[MAX_PLY + 2];
    private final int[][] moves = new int[MAX_PLY + 1][256];
    private final int[][] order = new int[MAX_PLY + 1][256];
    private final long[] path = new long[MAX_PLY + 1];
    /** The checking moves of the node being set up (filled by {@link Plan#classify}). */
    private final int[] checking = new int[256];
    /** Whether the move into the node at that ply captured or promoted (material changed). */
    private final boolean[] materialChanged = new boolean[MAX_PLY + 2];
    final int[] line = new int[MAX_PLY + 1];
    int lineLength;

    private final long[] ttKey = new long[1 << TT_BITS];
    private final int[] ttVal = new int[1 << TT_BITS];
    private final int[] ttGen = new int[1 << TT_BITS];
    private int generation;
    /** Generation of the "no mate whatever the depth" entries of this analysis. */
    private int exactGen;
    private int exhaustiveGen;
    private int guidedGen;

    private int winner;
    private int loser;
    private long budget;
    long nodes;
    private long stop;
    private boolean aborted;
    private Plan plan;
    private Plan[] plans;
    private int[] planCost;
    private int[] planGen;
    /** Deepest full-width bound completed without a mate (plies). */
    int boundReached;
    private int nextDepth;
    /** Which search {@link #search} is doing: the guided one, or the full-width one. */
    private boolean guidedMode;
    private int nextCost;

    private HelpmateSearch() {
        for (int i = 0; i < boards.length; i++) {
            boards[i] = new SearchBoard();
        }
    }

    /** This thread's search, set up for a new analysis of {@code root} for {@code winner}. */
    static HelpmateSearch start(SearchBoard root, int winner, long budget) {
        HelpmateSearch s = WORKSPACE.get();
        s.reset(root, winner, budget);
        return s;
    }

    private void reset(SearchBoard root, int winner, long budget) {
        boards[0].copyFrom(root);
        this.winner = winner;
        this.loser = winner ^ 1;
        this.budget = budget;
        this.nodes = 0;
        this.aborted = false;
        this.lineLength = 0;
        this.boundReached = 0;
        int[] corners = Plan.corners(root, winner);
        this.plans = new Plan[corners.length];
        for (int i = 0; i < corners.length; i++) {
            plans[i] = new Plan(root, winner, corners[i]);
        }
        this.planCost = new int[corners.length];
        this.planGen = new int[corners.length];
        this.plan = plans[0];
        this.materialChanged[0] = true;
        this.exactGen = newGeneration();
        this.exhaustiveGen = 0;
        this.guidedGen = 0;
        this.nextDepth = root.sideToMove() == winner ? 1 : 2;
        this.nextCost = 0;
    }

    private int newGeneration() {
        if (generation == Integer.MAX_VALUE) {
            java.util.Arrays.fill(ttGen, 0);
            generation = 0;
        }
        return ++generation;
    }

    /**
     * Full-width iterative deepening, going on from the last bound tried, with at most
     * {@code nodeLimit} more nodes. FOUND, NONE_EXACT (proved: no mate at all) or NONE_BOUNDED.
     */
    int exhaustive(long nodeLimit) {
        if (exhaustiveGen == 0) {
            exhaustiveGen = newGeneration();
        }
        stop = Math.min(budget, nodes + nodeLimit);
        int result = NONE_BOUNDED;
        while (nextDepth <= MAX_DEPTH && nodes < stop) {
            guidedMode = false;
            result = search(nextDepth, 0);
            if (aborted) {
                break;
            }
            if (result != NONE_BOUNDED) {
                break;
            }
            boundReached = Math.max(boundReached, nextDepth);
            nextDepth += 2;
        }
        boolean wasAborted = aborted;
        aborted = false;
        return wasAborted && result != FOUND ? NONE_BOUNDED : result;
    }

    /** The guided search, deepening its cost bound from the last one tried, with at most {@code nodeLimit} more nodes. */
    int plans() {
        return plans.length;
    }

    int guided(long nodeLimit, int maxCost, int planIndex) {
        plan = plans[planIndex];
        if (planGen[planIndex] == 0) {
            planGen[planIndex] = newGeneration();
        }
        guidedGen = planGen[planIndex];
        nextCost = planCost[planIndex];
        int r = guided(nodeLimit, maxCost);
        planCost[planIndex] = nextCost;
        plan = plans[0];
        return r;
    }

    private int guided(long nodeLimit, int maxCost) {
        stop = Math.min(budget, nodes + nodeLimit);
        int result = NONE_BOUNDED;
        while (nextCost <= maxCost && nodes < stop) {
            guidedMode = true;
            result = search(2 * nextCost, 0);
            if (aborted || result == FOUND) {
                break;
            }
            if (result == NONE_EXACT) {
                break; // every line ended without a mate and without a cut
            }
            nextCost++;
        }
        aborted = false;
        return result == FOUND ? FOUND : result == NONE_EXACT ? NONE_EXACT : NONE_BOUNDED;
    }

    /**
     * One node of either search ({@link #guidedMode}): full width, {@code bound} the plies left;
     * guided, {@code bound} twice the cost still allowed, plus one when the move into this node
     * made progress (then its two best ordinary replies are free).
     */
    private int search(int bound, int ply) {
        nodes++;
        if (nodes >= stop) {
            aborted = true;
            return NONE_BOUNDED;
        }
        SearchBoard b = boards[ply];
        boolean guided = guidedMode;
        if (!guided && bound <= 0) {
            // leaf: only a mate, or a proof that nothing can follow, decides here
            if (!b.hasLegalMove()) {
                if (b.sideToMove() == loser && b.inCheck()) {
                    lineLength = ply;
                    return FOUND;
                }
                return NONE_EXACT;
            }
            return materialChanged[ply] && InsufficientMaterial.reason(b, winner) != null ? NONE_EXACT : NONE_BOUNDED;
        }
        int gen = guided ? guidedGen : exhaustiveGen;
        long key = b.key();
        int slot = (int) key & TT_MASK;
        int known = known(slot, key, gen, bound);
        if (known >= 0) {
            return known;
        }
        int[] ms = moves[ply];
        int n = b.generate(ms, 0);
        int settled = settled(b, ply, n);
        if (settled >= 0) {
            return settled;
        }
        if (ply >= MAX_PLY || repeats(key, ply)) {
            return NONE_BOUNDED; // a repetition on the path adds nothing
        }
        path[ply] = key;
        boolean mover = b.sideToMove() == winner;
        boolean exact = true;
        int[] keys = order[ply];
        SearchBoard child = boards[ply + 1];
        boolean lastPly = !guided && bound == 1 && mover;
        if (lastPly) {
            // the last ply must be the mating check: other moves are left out, so not exact
            b.prepareChecks();
            int k = 0;
            for (int i = 0; i < n; i++) {
                if (b.givesCheck(ms[i])) {
                    ms[k++] = ms[i];
                }
            }
            exact = k == n;
            n = k;
        } else {
            if (mover) {
                b.prepareChecks();
            }
            int checks = plan.classify(b, ms, keys, n, mover, checking);
            for (int i = 0; guided && i < checks; i++) {
                // a mate in one is taken at once
                int m = checking[i];
                nodes++;
                child.copyFrom(b);
                child.play(m);
                if (!child.hasLegalMove()) {
                    line[ply] = m;
                    lineLength = ply + 1;
                    return FOUND;
                }
            }
        }
        int allowed = bound >> 1;
        int free = guided && (bound & 1) != 0 ? Plan.FREE_REPLIES : 0;
        for (int i = 0; i < n; i++) {
            if (!lastPly) {
                Plan.select(ms, keys, i, n);
            }
            int m = ms[i];
            int childBound = bound - 1;
            if (guided) {
                int cost = Plan.cost(keys[i]);
                if (cost == Plan.ORDINARY && free > 0) {
                    cost = Plan.PROGRESS;
                    free--;
                }
                if (cost > allowed) {
                    exact = false;
                    break; // taken cheapest first: the rest costs more
                }
                childBound = 2 * (allowed - cost) + (Plan.progress(keys[i]) ? 1 : 0);
            }
            play(b, child, ply, m);
            int r = search(childBound, ply + 1);
            if (r == FOUND) {
                line[ply] = m;
                return FOUND;
            }
            if (aborted) {
                return NONE_BOUNDED;
            }
            if (r == NONE_BOUNDED) {
                exact = false;
            }
        }
        store(slot, key, exact ? exactGen : gen, bound);
        return exact ? NONE_EXACT : NONE_BOUNDED;
    }

    /**
     * What the table knows of this node: NONE_EXACT (proved: no mate from here), NONE_BOUNDED
     * (searched by this search with at least this bound, no mate found), or -1.
     */
    private int known(int slot, long key, int gen, int bound) {
        if (ttKey[slot] == key) {
            int g = ttGen[slot];
            if (g == exactGen) {
                return NONE_EXACT;
            }
            if (g == gen && ttVal[slot] >= bound) {
                return NONE_BOUNDED;
            }
        }
        return -1;
    }

    /**
     * A node that decides by itself, its {@code n} legal moves generated: FOUND when the loser
     * is checkmated; NONE_EXACT when no move is left otherwise (stalemate, or the intended winner
     * mated) or a material rule applies; -1 when it must be searched.
     */
    private int settled(SearchBoard b, int ply, int n) {
        if (n == 0) {
            if (b.sideToMove() == loser && b.inCheck()) {
                lineLength = ply;
                return FOUND;
            }
            return NONE_EXACT;
        }
        return materialChanged[ply] && InsufficientMaterial.reason(b, winner) != null ? NONE_EXACT : -1;
    }

    /** Plays {@code m} from {@code b} onto the next ply's board, noting whether material changed. */
    private void play(SearchBoard b, SearchBoard child, int ply, int m) {
        materialChanged[ply + 1] = b.pieceOn(SearchBoard.to(m)) >= 0 || SearchBoard.promotion(m) != 0
                || SearchBoard.flag(m) == SearchBoard.FLAG_EN_PASSANT;
        child.copyFrom(b);
        child.play(m);
    }

    private boolean repeats(long key, int ply) {
        for (int i = ply - 4; i >= 0; i -= 2) {
            if (path[i] == key) {
                return true;
            }
        }
        return false;
    }

    private void store(int slot, long key, int gen, int value) {
        if (ttKey[slot] == key && ttGen[slot] == exactGen) {
            return; // a proof is never replaced by a bound of the same position
        }
        ttKey[slot] = key;
        ttGen[slot] = gen;
        ttVal[slot] = value;
    }
}
