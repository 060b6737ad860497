package dev.hakem.bench;

import dev.hakem.arbiter.audit.PgnAudit;
import java.io.IOException;
import java.nio.file.Files;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Throughput of {@code hakem audit}'s engine (PGN reading, legal replay, every finding) over the
 * 4105 real games of src/test/resources/games (TWIC 920 + Carlsen). Score: games per minute
 * (one invocation audits the whole file; ops = games).
 *
 * <p>Run: {@code mvn -B -o -Pbench test-compile -Dbench.include=AuditBenchmark}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MINUTES)
@Fork(value = 1, jvmArgsAppend = {"-Xss8m"})
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 5)
public class AuditBenchmark {
    static final int GAMES = 4105;
    private String text;

    @Setup
    public void load() throws IOException {
        text = Files.readString(GameSample.GAMES);
    }

    @Benchmark
    @OperationsPerInvocation(GAMES)
    public int auditRealGames() {
        int[] n = {0};
        PgnAudit.audit(text, g -> n[0]++);
        if (n[0] != GAMES) {
            throw new AssertionError("games: " + n[0]);
        }
        return n[0];
    }
}
