package dev.hakem.bench;

import dev.hakem.chess.Color;
import dev.hakem.chess.Position;
import dev.hakem.chess.mate.Winnability;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * Survey of the dead-position analysis (FIDE 5.2.2; not a unit test, not a benchmark — JMH's
 * {@link WinnabilityBenchmark} gives the figures): verdict counts, time per position (both sides)
 * and nodes per side, on one of the sets, in one warm process.
 *
 * <p>{@code java -cp <test classpath> dev.hakem.bench.Survey corpus|random [nodeBudget] [--tsv FILE]}.
 * With {@code --tsv} it also writes one line per position: the FEN and the answers for White and
 * Black (the file {@code src/test/resources/mate/verdicts.tsv} was written this way). With
 * {@code SURVEY_VERBOSE} set it prints every analysis.
 */
public final class Survey {
    public static void main(String[] a) throws Exception {
        String set = a.length > 0 ? a[0] : "corpus";
        long budget = a.length > 1 && !a[1].startsWith("--") ? Long.parseLong(a[1]) : Winnability.DEFAULT_NODE_BUDGET;
        Path tsv = null;
        for (int i = 0; i < a.length - 1; i++) {
            if (a[i].equals("--tsv")) {
                tsv = Path.of(a[i + 1]);
            }
        }
        boolean verbose = System.getenv("SURVEY_VERBOSE") != null;
        List<Position> positions = positions(set);
        for (int i = 0; i < Math.min(1000, positions.size()); i++) { // JIT warm-up
            Winnability.analyse(positions.get(i * 7 % positions.size()), Color.values()[i & 1], budget);
        }
        int n = positions.size();
        long[] times = new long[n];
        long[] cpu = new long[n];
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        long[] nodes = new long[2 * n];
        int[] counts = new int[3];
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            Position p = positions.get(i);
            out.append(set).append('\t').append(p.fen());
            long t = System.nanoTime();
            long c = mx.getCurrentThreadCpuTime();
            for (Color side : Color.values()) {
                long t0 = System.nanoTime();
                Winnability.Verdict v = Winnability.analyse(p, side, budget);
                long dt = System.nanoTime() - t0;
                nodes[2 * i + side.ordinal()] = v.nodes();
                counts[v.answer().ordinal()]++;
                out.append('\t').append(v.answer().key());
                if (verbose) {
                    System.out.println(dt / 1000 + "us " + v.answer() + " " + v.grounds() + " nodes " + v.nodes()
                            + " len " + v.helpmate().size() + " " + p.fen() + " " + side.key());
                }
                if (v.answer() == Winnability.Answer.UNDETERMINED) {
                    System.out.println("UNDETERMINED " + p.fen() + " " + side.key() + " " + dt / 1000 + " us");
                }
            }
            times[i] = System.nanoTime() - t;
            cpu[i] = mx.getCurrentThreadCpuTime() - c;
            out.append('\n');
        }
        if (tsv != null) {
            try (PrintWriter w = new PrintWriter(Files.newBufferedWriter(tsv, StandardCharsets.UTF_8))) {
                w.print(out);
            }
        }
        System.out.printf("%s: %d positions; per side: can %d, cannot %d, undetermined %d%n", set, n,
                counts[0], counts[1], counts[2]);
        System.out.printf("time per position (both sides): mean %.0f us, median %.0f us, p99 %.0f us, max %.0f us%n",
                mean(times) / 1e3, median(times) / 1e3, pct(times, 0.99) / 1e3, pct(times, 1.0) / 1e3);
        System.out.printf("cpu time per position (both sides): mean %.0f us, median %.0f us; system load %.1f%n",
                mean(cpu) / 1e3, median(cpu) / 1e3,
                java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        System.out.printf("nodes per side: mean %.0f, median %.0f, p99 %.0f%n", mean(nodes), median(nodes),
                pct(nodes, 0.99));
    }

    static List<Position> positions(String set) throws java.io.IOException {
        return switch (set) {
            case "corpus" -> GameSample.winnabilityCorpus();
            case "random" -> RandomEndgames.standard();
            default -> throw new IllegalArgumentException("set: corpus or random, got " + set);
        };
    }

    static double mean(long[] v) {
        double s = 0;
        for (long x : v) {
            s += x;
        }
        return s / v.length;
    }

    static double median(long[] v) {
        long[] s = v.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2.0;
    }

    static double pct(long[] v, double q) {
        long[] s = v.clone();
        Arrays.sort(s);
        return s[Math.min(s.length - 1, (int) (s.length * q))];
    }
}
