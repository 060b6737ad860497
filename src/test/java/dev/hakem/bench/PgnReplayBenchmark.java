package dev.hakem.bench;

import dev.hakem.chess.pgn.PgnEntry;
import dev.hakem.chess.pgn.PgnReader;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
 * Replay speed of the PGN reader: read, tokenize, resolve every SAN move against the legal moves
 * and play it, over the 4105 real games of the test data. Score = games per second.
 * Run: {@code mvn -q -o test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt} then
 * {@code java -cp target/classes:target/test-classes:$(cat target/cp.txt) org.openjdk.jmh.Main PgnReplayBenchmark}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
@Fork(1)
public class PgnReplayBenchmark {
    static final int GAMES = 4105;
    private String text;

    @Setup
    public void load() throws IOException {
        text = Files.readString(Path.of("src/test/resources/games/twic920-and-carlsen.pgn"), StandardCharsets.UTF_8);
    }

    @Benchmark
    @OperationsPerInvocation(GAMES)
    public int replayAllGames() {
        int plies = 0;
        int games = 0;
        try (PgnReader r = new PgnReader(new StringReader(text))) {
            for (PgnEntry e : r) {
                plies += e.orThrow().moves().size();
                games++;
            }
        }
        if (games != GAMES) {
            throw new IllegalStateException("read " + games + " games");
        }
        return plies;
    }
}
