package dev.hakem.bench;

import dev.hakem.chess.Color;
import dev.hakem.chess.Move;
import dev.hakem.chess.PieceType;
import dev.hakem.chess.Position;
import dev.hakem.chess.mate.Winnability;
import dev.hakem.chess.mate.Winnability.Answer;
import dev.hakem.chess.mate.Winnability.Verdict;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The measurements behind the search bounds of the automatic dead-position checks (FIDE 5.2.2):
 * {@code MatingChances.AFTER_MOVE_BUDGET} (the rules engine, after every capture or pawn move and
 * on the first position) and the audit's bound ({@code DeadPositions}). Not a unit test:
 * {@code java -cp <test classpath> dev.hakem.bench.DeadPositionBudgets engine|audit [budgets...]}.
 *
 * <p>Over every position of the games in src/test/resources/games it prints, for the positions the
 * engine checks ({@code engine}: after every capture or pawn move, and the first) or the audit
 * searches ({@code audit}: every position where the side to move has at most 3 moves and at most
 * 8 men are on the board), how many nodes each side's answer needed (with the default bound, 400,000), which
 * positions are dead and what their proofs cost; then, for each candidate bound, how many of those
 * dead positions the bound proves and the time per check. The search with a smaller bound is the
 * same search stopped earlier, so "decided within B nodes" is read off the large run.
 */
public final class DeadPositionBudgets {
    public static void main(String[] a) throws Exception {
        boolean audit = a.length > 0 && a[0].equals("audit");
        long[] budgets = a.length > 1 ? Arrays.stream(a).skip(1).mapToLong(Long::parseLong).toArray()
                : new long[] {50, 100, 200, 500, 1_000, 2_000, 5_000, 20_000, 100_000};
        List<Position> all = GameSample.sample(1);
        List<Position> checked = new ArrayList<>();
        for (Position p : all) {
            if (audit ? forcedLine(p) : irreversibleOrFirst(p)) {
                checked.add(p);
            }
        }
        System.out.printf("%d positions in the games, %d %s%n", all.size(), checked.size(),
                audit ? "with at most 3 moves and 8 men" : "after a capture or pawn move (or first)");
        // JIT warm-up
        for (int i = 0; i < Math.min(3000, checked.size()); i++) {
            Winnability.analyse(checked.get(i), Color.values()[i & 1]);
        }
        int n = checked.size();
        long[][] nodes = new long[2][n];
        Answer[][] answers = new Answer[2][n];
        List<Integer> dead = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            for (Color c : Color.values()) {
                Verdict v = Winnability.analyse(checked.get(i), c);
                nodes[c.ordinal()][i] = v.nodes();
                answers[c.ordinal()][i] = v.answer();
            }
            if (answers[0][i] == Answer.CANNOT && answers[1][i] == Answer.CANNOT) {
                dead.add(i);
            }
        }
        int undetermined = 0;
        for (int i = 0; i < n; i++) {
            undetermined += (answers[0][i] == Answer.UNDETERMINED ? 1 : 0) + (answers[1][i] == Answer.UNDETERMINED ? 1 : 0);
        }
        System.out.printf("with the default bound: %d dead, %d undetermined answers%n", dead.size(), undetermined);
        long[] deadCost = new long[dead.size()];
        for (int k = 0; k < dead.size(); k++) {
            int i = dead.get(k);
            deadCost[k] = Math.max(nodes[0][i], nodes[1][i]);
            if (deadCost[k] > 0) {
                System.out.printf("  dead, proved by search in %d / %d nodes: %s%n", nodes[0][i], nodes[1][i],
                        checked.get(i).fen());
            }
        }
        System.out.printf("dead positions proved by the rules alone: %d of %d%n",
                Arrays.stream(deadCost).filter(x -> x == 0).count(), dead.size());
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        System.out.println("bound   dead proved   cpu us per check (both sides, stops at the first side not proved unable)");
        for (long b : budgets) {
            long proved = Arrays.stream(deadCost).filter(x -> x <= b).count();
            long best = Long.MAX_VALUE;
            for (int rep = 0; rep < 3; rep++) {
                long t = mx.getCurrentThreadCpuTime();
                int found = 0;
                for (Position p : checked) {
                    found += provedDead(p, b) ? 1 : 0;
                }
                best = Math.min(best, mx.getCurrentThreadCpuTime() - t);
                if (found != proved) {
                    throw new AssertionError("bound " + b + ": " + found + " dead, expected " + proved);
                }
            }
            System.out.printf("%6d   %4d of %d   %8.1f%n", b, proved, dead.size(), best / 1e3 / n);
        }
    }

    /** As the rules engine checks after a move: White first, then Black, each within the bound. */
    static boolean provedDead(Position p, long budget) {
        for (Color c : Color.values()) {
            if (Winnability.analyse(p, c, budget).answer() != Answer.CANNOT) {
                return false;
            }
        }
        return true;
    }

    private static boolean forcedLine(Position p) {
        if (p.legalMoveCount() > 3 || p.isCheckmate()) {
            return false;
        }
        int men = 0;
        for (int sq = 0; sq < 64; sq++) {
            men += p.pieceAt(sq) != null ? 1 : 0;
        }
        return men <= 8;
    }

    private static boolean irreversibleOrFirst(Position p) {
        Move m = p.lastMove();
        if (m == null) {
            return true;
        }
        Position before = p.previous();
        return before.pieceAt(m.from()).type() == PieceType.PAWN || before.isCapture(m);
    }
}
