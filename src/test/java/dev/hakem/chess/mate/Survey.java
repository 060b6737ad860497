package dev.hakem.chess.mate;

import java.util.Arrays;
import java.util.List;

/** Manual survey over real games: java -cp ... dev.hakem.chess.mate.Survey [every] [budget] */
public class Survey {
    public static void main(String[] a) throws Exception {
        int every = a.length > 0 ? Integer.parseInt(a[0]) : 10;
        long budget = a.length > 1 ? Long.parseLong(a[1]) : Winnability.DEFAULT_NODE_BUDGET;
        int stride = a.length > 2 ? Integer.parseInt(a[2]) : 1;
        List<Board> boards = GameSample.sample(every);
        for (int i = 0; i < Math.min(300, boards.size()); i++) { // JIT warm-up
            Winnability.analyse(GameSample.copy(boards.get(i * 7 % boards.size())), i & 1, budget);
        }
        int n = 0, und = 0, cannot = 0;
        long[] times = new long[boards.size() * 2];
        int ti = 0;
        for (int i = 0; i < boards.size(); i += stride) {
            Board b = boards.get(i);
            for (int side = 0; side < 2; side++) {
                long t = System.nanoTime();
                Winnability.Verdict v = Winnability.analyse(GameSample.copy(b), side, budget);
                long dt = System.nanoTime() - t;
                times[ti++] = dt;
                if (System.getenv("SURVEY_VERBOSE") != null) System.out.println("T " + dt / 1000 + "us " + v.answer() + " " + v.nodes() + " " + GameSample.fen(b) + " side=" + side);
                n++;
                if (v.answer() == Winnability.Answer.UNDETERMINED) {
                    und++;
                    System.out.println("UNDET " + GameSample.fen(b) + " side=" + side + " " + dt / 1000 + "us");
                } else if (v.answer() == Winnability.Answer.CANNOT) {
                    cannot++;
                    System.out.println("CANNOT " + GameSample.fen(b) + " side=" + side + " " + v.grounds());
                }
            }
        }
        long[] ts = Arrays.copyOf(times, ti);
        Arrays.sort(ts);
        long sum = 0;
        for (long t : ts) sum += t;
        System.out.printf("positions x sides: %d, undetermined %d, cannot %d; mean %.2f ms, median %.2f ms, p99 %.2f ms, max %.1f ms%n",
                n, und, cannot, sum / 1e6 / ti, ts[ti / 2] / 1e6, ts[(int) (ti * 0.99)] / 1e6, ts[ti - 1] / 1e6);
    }
}
