package dev.hakem.bench;

import dev.hakem.chess.Color;
import dev.hakem.chess.Position;
import dev.hakem.chess.mate.Winnability;
import java.util.Arrays;
import java.util.List;

/**
 * Coverage survey of the winnability analysis on real games (not a unit test):
 * {@code java -cp <test classpath> dev.hakem.bench.Survey [everyNthPly] [nodeBudget] [stride]}.
 * Prints every undetermined and every "cannot" position, then counts and timings.
 */
public final class Survey {
    public static void main(String[] a) throws Exception {
        int every = a.length > 0 ? Integer.parseInt(a[0]) : 10;
        long budget = a.length > 1 ? Long.parseLong(a[1]) : Winnability.DEFAULT_NODE_BUDGET;
        int stride = a.length > 2 ? Integer.parseInt(a[2]) : 1;
        boolean verbose = System.getenv("SURVEY_VERBOSE") != null;
        List<Position> positions = GameSample.sample(every);
        for (int i = 0; i < Math.min(300, positions.size()); i++) { // JIT warm-up
            Winnability.analyse(positions.get(i * 7 % positions.size()), Color.values()[i & 1], budget);
        }
        int n = 0, und = 0, cannot = 0;
        long[] times = new long[positions.size() * 2];
        for (int i = 0; i < positions.size(); i += stride) {
            Position p = positions.get(i);
            for (Color side : Color.values()) {
                long t = System.nanoTime();
                Winnability.Verdict v = Winnability.analyse(p, side, budget);
                long dt = System.nanoTime() - t;
                times[n++] = dt;
                if (verbose) {
                    System.out.println("T " + dt / 1000 + "us " + v.answer() + " " + v.nodes() + " " + p.fen() + " " + side);
                }
                if (v.answer() == Winnability.Answer.UNDETERMINED) {
                    und++;
                    System.out.println("UNDETERMINED " + p.fen() + " " + side.key() + " " + dt / 1000 + "us");
                } else if (v.answer() == Winnability.Answer.CANNOT) {
                    cannot++;
                    System.out.println("CANNOT " + p.fen() + " " + side.key() + " " + v.grounds());
                }
            }
        }
        long[] ts = Arrays.copyOf(times, n);
        Arrays.sort(ts);
        long sum = 0;
        for (long t : ts) {
            sum += t;
        }
        System.out.printf("analyses (position x side): %d, undetermined %d, cannot %d; mean %.2f ms, "
                        + "median %.2f ms, p99 %.2f ms, max %.1f ms%n", n, und, cannot, sum / 1e6 / n,
                ts[n / 2] / 1e6, ts[(int) (n * 0.99)] / 1e6, ts[n - 1] / 1e6);
    }
}
