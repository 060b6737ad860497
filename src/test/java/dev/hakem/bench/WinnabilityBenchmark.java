package dev.hakem.bench;

import dev.hakem.chess.Color;
import dev.hakem.chess.Position;
import dev.hakem.chess.mate.Winnability;
import java.io.IOException;
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
 * Time of one "can this side still checkmate?" analysis (FIDE 5.2.2) on positions of real games:
 * every 10th ply of the games in src/test/resources/games, cycled, alternating the side asked about.
 * Score: average time per analysis. Classic dead/blocked positions are measured separately.
 *
 * <p>Run: {@code java -cp target/test-classes:target/classes:<test classpath> org.openjdk.jmh.Main WinnabilityBenchmark}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xss8m"})
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 5)
public class WinnabilityBenchmark {
    private List<Position> games;
    private int next;
    private final Position blocked = Position.fromFen("8/8/1k6/p1p1p1p1/P1P1P1P1/8/3K4/5B2 w - - 0 1");
    private final Position twoKnights = Position.fromFen("8/8/8/4k3/8/8/8/2NNK3 w - - 0 1");

    @Setup(Level.Trial)
    public void load() throws IOException {
        games = GameSample.sample(10);
    }

    @Benchmark
    public Winnability.Answer realGamePosition() {
        int i = next++;
        Position p = games.get((i >>> 1) % games.size());
        return Winnability.canCheckmate(p, (i & 1) == 0 ? Color.WHITE : Color.BLACK);
    }

    @Benchmark
    public Boolean blockedChainDead() {
        return Winnability.isDeadPosition(blocked);
    }

    @Benchmark
    public Winnability.Answer twoKnightsHelpmate() {
        return Winnability.canCheckmate(twoKnights, Color.WHITE);
    }
}
