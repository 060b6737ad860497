package dev.hakem.bench;

import dev.hakem.chess.Position;
import dev.hakem.chess.Variant;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Perft speed of the legal move generator (FIDE 3.10.1), bulk-counting the last ply. The score is
 * leaf nodes per second ("ops/s" = nodes/s, since one invocation is one perft of the stated number
 * of nodes): the standard initial position to depth 6 (119,060,324 nodes), and a Chess960 position
 * (Guidelines II; no. 28 of the Chess960 perft suite, all four castling rights, king and rooks off
 * their standard squares) to depth 6 (112,278,808 nodes).
 *
 * <p>Run: {@code mvn -B -o -Pbench test-compile} (see the bench profile in pom.xml), or
 * {@code java -cp target/test-classes:target/classes:<test classpath> org.openjdk.jmh.Main PerftBenchmark}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xss8m"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class PerftBenchmark {
    static final long STARTPOS_D6 = 119_060_324L;
    static final long CHESS960_D6 = 112_278_808L;

    private final Position start = Position.startpos();
    private final Position chess960 = Position.fromFen(
            "nqnbrkbr/1ppppp1p/p7/6p1/6P1/P6P/1PPPPP2/NQNBRKBR w HEhe - 1 9", Variant.CHESS960);

    @Benchmark
    @OperationsPerInvocation(119_060_324)
    public long startposDepth6() {
        long n = start.perft(6);
        if (n != STARTPOS_D6) {
            throw new AssertionError("perft(6) = " + n);
        }
        return n;
    }

    @Benchmark
    @OperationsPerInvocation(112_278_808)
    public long chess960Depth6() {
        long n = chess960.perft(6);
        if (n != CHESS960_D6) {
            throw new AssertionError("Chess960 perft(6) = " + n);
        }
        return n;
    }
}
