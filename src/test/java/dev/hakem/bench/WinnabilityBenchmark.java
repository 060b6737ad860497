package dev.hakem.bench;

import dev.hakem.chess.Color;
import dev.hakem.chess.Position;
import dev.hakem.chess.mate.Winnability;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Time of the dead-position analysis (FIDE 5.2.2: "can this side still checkmate?") per position,
 * both sides asked in turn, with the default bound — on the 5,000 positions of the corpus
 * ({@link GameSample#winnabilityCorpus()}: every 10th ply of the games in
 * src/test/resources/games, without repeats) and on the random endgames of
 * {@link RandomEndgames#standard()}. Each invocation is one position (both sides), the positions
 * taken in turn, so JMH's sample mode reports the mean and the median (p0.50) per position.
 * The setup prints the nodes searched per side (mean and median) of each set.
 *
 * <p>Run: {@code mvn -B -o -Pbench test-compile -Dbench.include=WinnabilityBenchmark}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xss8m"})
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 6)
public class WinnabilityBenchmark {
    private List<Position> games;
    private List<Position> endgames;
    private int nextGame;
    private int nextEndgame;

    @Setup(Level.Trial)
    public void load() throws IOException {
        games = GameSample.winnabilityCorpus();
        endgames = RandomEndgames.standard();
        System.out.println();
        System.out.println(nodes("game positions", games));
        System.out.println(nodes("random endgames", endgames));
    }

    /** Nodes per side, mean and median, and the answers, of a set (the search is deterministic). */
    static String nodes(String name, List<Position> set) {
        long[] nodes = new long[set.size() * 2];
        int[] answers = new int[3];
        int k = 0;
        for (Position p : set) {
            for (Color c : Color.values()) {
                Winnability.Verdict v = Winnability.analyse(p, c);
                nodes[k++] = v.nodes();
                answers[v.answer().ordinal()]++;
            }
        }
        Arrays.sort(nodes);
        double mean = Arrays.stream(nodes).average().orElse(0);
        double median = (nodes[nodes.length / 2 - 1] + nodes[nodes.length / 2]) / 2.0;
        return String.format(java.util.Locale.ROOT,
                "%s: %d positions; nodes per side: mean %.0f, median %.0f, max %d; answers per side: can %d, "
                        + "cannot %d, undetermined %d", name, set.size(), mean, median, nodes[nodes.length - 1],
                answers[0], answers[1], answers[2]);
    }

    private static int both(Position p) {
        return Winnability.canCheckmate(p, Color.WHITE).ordinal() * 3 + Winnability.canCheckmate(p, Color.BLACK).ordinal();
    }

    @Benchmark
    public int gamePosition() {
        Position p = games.get(nextGame);
        nextGame = nextGame + 1 == games.size() ? 0 : nextGame + 1;
        return both(p);
    }

    @Benchmark
    public int randomEndgame() {
        Position p = endgames.get(nextEndgame);
        nextEndgame = nextEndgame + 1 == endgames.size() ? 0 : nextEndgame + 1;
        return both(p);
    }
}
