package dev.hakem.bench;

import dev.hakem.chess.Position;
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
 * leaf nodes per second ("ops/s" = nodes/s, since one invocation is one perft(6) of 119,060,324 nodes).
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

    private final Position start = Position.startpos();

    @Benchmark
    @OperationsPerInvocation(119_060_324)
    public long startposDepth6() {
        long n = start.perft(6);
        if (n != STARTPOS_D6) {
            throw new AssertionError("perft(6) = " + n);
        }
        return n;
    }
}
