package dev.hakem.chess.mate;

import dev.hakem.chess.Color;
import dev.hakem.chess.Position;
import dev.hakem.chess.SearchBoard;
import java.util.ArrayList;
import java.util.List;

/**
 * FIDE 5.1.2, 5.2.2, 6.9, 7.5.5: whether a side can still checkmate "by any possible series of
 * legal moves" — i.e. whether a helpmate exists for that side.
 *
 * <p>The answer is CAN only with a helpmate in hand (the moves are in {@link Verdict#helpmate()}),
 * CANNOT only when an exact rule proves it ({@link InsufficientMaterial}, {@link Blockade}, or a
 * search that exhausted every line), and UNDETERMINED otherwise, with the bound reached.
 *
 * <p>After the rules, {@link HelpmateSearch} works in turns within the node bound: a short
 * full-width look (mates in a move or two, short forced lines proved mate-free), then the guided
 * search for each suitable corner ({@link Plan}) and the full-width search again, each turn twice
 * as long as the one before. The search is deterministic: the same position gets the same answer
 * and the same line, and a smaller bound stops the same search earlier.
 */
public final class Winnability {
    /** Default work bound of one analysis, in search nodes. */
    public static final long DEFAULT_NODE_BUDGET = 400_000;

    private Winnability() {
    }

    /** The three answers: a mate exists, none exists, or the search bound was reached. */
    public enum Answer {
        CAN, CANNOT, UNDETERMINED;

        /** Lower-case key used in JSON ("can", "cannot", "undetermined"). */
        public String key() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /**
     * The answer with its grounds.
     *
     * @param answer   can / cannot / undetermined
     * @param grounds  how it was decided: "helpmate", "checkmate-on-board", a rule name
     *                 ("lone-king", "bishops-of-one-colour", "single-knight",
     *                 "lone-minor-against-lone-heavy-piece", "bishops-against-rooks-and-queens", "blockade"),
     *                 "exhaustive-search", or "bound" when undetermined
     * @param bound    plies searched full-width without finding a mate (the bound reached)
     * @param nodes    positions visited by the search
     * @param helpmate for CAN, the moves (UCI) of a helpmate from this position (empty when the
     *                 position is already checkmate)
     */
    public record Verdict(Answer answer, String grounds, int bound, long nodes, List<String> helpmate) {
        public Verdict {
            helpmate = List.copyOf(helpmate);
        }
    }

    /** Can {@code side} checkmate from this position by some series of legal moves (either side's)? */
    public static Answer canCheckmate(Position position, Color side) {
        return analyse(position, side).answer();
    }

    /** FIDE 5.2.2: neither side can checkmate. TRUE/FALSE, or null when undetermined. */
    public static Boolean isDeadPosition(Position position) {
        Answer white = canCheckmate(position, Color.WHITE);
        if (white == Answer.CAN) {
            return false;
        }
        Answer black = canCheckmate(position, Color.BLACK);
        if (black == Answer.CAN) {
            return false;
        }
        return white == Answer.CANNOT && black == Answer.CANNOT ? Boolean.TRUE : null;
    }

    /** The answer for one side, with its grounds, within the default budget. */
    public static Verdict analyse(Position position, Color side) {
        return analyse(position, side, DEFAULT_NODE_BUDGET);
    }

    /** The answer for one side, with its grounds, visiting at most about {@code nodeBudget} positions. */
    public static Verdict analyse(Position position, Color side, long nodeBudget) {
        return analyse(SearchBoard.of(position), side.ordinal(), nodeBudget);
    }

    /**
     * The full-width search alone, within {@code nodes} (none: the exact rules alone). CANNOT
     * and CAN are as exact as in {@link #analyse}; UNDETERMINED is more frequent.
     */
    public static Verdict quickAnalyse(Position position, Color side, long nodes) {
        return analyse(SearchBoard.of(position), side.ordinal(), nodes, false);
    }

    static Verdict analyse(SearchBoard board, int winner, long nodeBudget) {
        return analyse(board, winner, nodeBudget, true);
    }

    private static Verdict analyse(SearchBoard board, int winner, long nodeBudget, boolean guided) {
        String rule = InsufficientMaterial.reason(board, winner);
        if (rule == null) {
            rule = Blockade.reason(board, winner);
        }
        if (rule != null) {
            return new Verdict(Answer.CANNOT, rule, 0, 0, List.of());
        }
        if (nodeBudget <= 0) {
            return new Verdict(Answer.UNDETERMINED, "bound", 0, 0, List.of());
        }
        HelpmateSearch search = HelpmateSearch.start(board, winner, nodeBudget);
        if (!guided) {
            return verdict(search, search.exhaustive(nodeBudget));
        }
        // 1. a short full-width look: mates in a move or two, forced lines proved mate-free
        int r = search.exhaustive(QUICK_LOOK);
        // 2. then the guided search and the full-width one in turns, each turn twice as long
        for (long slice = FIRST_SLICE; r == HelpmateSearch.NONE_BOUNDED && search.nodes < nodeBudget; slice *= 2) {
            for (int i = 0; i < search.plans() && r == HelpmateSearch.NONE_BOUNDED; i++) {
                r = search.guided(slice, MAX_COST, i);
            }
            if (r == HelpmateSearch.NONE_BOUNDED) {
                r = search.exhaustive(slice);
            }
        }
        return verdict(search, r);
    }

    /** Nodes of the first full-width look (measured with dev.hakem.bench.Survey: 20 to 100 cost the same). */
    static final long QUICK_LOOK = 20;
    /** Nodes of the first turn of the guided search, per corner (Survey: 250 to 1,000 cost the same). */
    static final long FIRST_SLICE = 500;
    /** Highest cost bound of the guided search. */
    static final int MAX_COST = 60;

    private static Verdict verdict(HelpmateSearch search, int r) {
        return r == HelpmateSearch.NONE_BOUNDED
                ? new Verdict(Answer.UNDETERMINED, "bound", search.boundReached, search.nodes, List.of())
                : decided(search, r);
    }

    private static Verdict decided(HelpmateSearch search, int result) {
        return result == HelpmateSearch.FOUND ? found(search)
                : new Verdict(Answer.CANNOT, "exhaustive-search", search.boundReached, search.nodes, List.of());
    }

    private static Verdict found(HelpmateSearch search) {
        List<String> moves = new ArrayList<>();
        for (int i = 0; i < search.lineLength; i++) {
            moves.add(SearchBoard.toMove(search.line[i]).uci());
        }
        return new Verdict(Answer.CAN, moves.isEmpty() ? "checkmate-on-board" : "helpmate",
                search.boundReached, search.nodes, moves);
    }
}
