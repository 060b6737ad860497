package dev.hakem.bench;

import dev.hakem.arbiter.Arbiter;
import dev.hakem.arbiter.Case;
import dev.hakem.arbiter.json.CaseFiles;
import dev.hakem.arbiter.Ruling;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The arbiter engine on typical cases, from the parsed case to the ruling (target: well under
 * 1 ms each). Run: {@code mvn -q -o test-compile} then
 * {@code java -cp target/test-classes:target/classes:<test classpath> org.openjdk.jmh.Main ArbiterBenchmark}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class ArbiterBenchmark {

    private Case sameKnightTwice;
    private Case kingOnlyCastling;
    private Case repetitionClaim;
    private String sameKnightTwiceJson;

    @Setup
    public void setup() {
        sameKnightTwiceJson = """
                { "start": "6k1/3n1ppp/8/3P4/8/8/5PPP/6K1 b - - 0 47",
                  "clocks": { "white": "PT40M", "black": "PT30M", "increment": "PT30S" },
                  "events": [ { "by": "black", "touch": "d7" }, { "by": "black", "release": "d7-b6" },
                              { "by": "black", "release": "b6xd5" }, { "by": "black", "pressClock": true } ] }""";
        sameKnightTwice = CaseFiles.read(sameKnightTwiceJson);
        kingOnlyCastling = CaseFiles.read("""
                { "start": "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
                  "clocks": { "white": "PT45M", "black": "PT40M" },
                  "events": [ { "by": "white", "release": "e1-g1" }, { "by": "white", "pressClock": true } ] }""");
        repetitionClaim = CaseFiles.read("""
                { "start": "startpos", "moves": "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1",
                  "events": [ { "by": "black", "claim": "repetition", "intendedMove": "Ng8" } ] }""");
    }

    /** Commentary case 002-1: touch, two releases, clock press, reinstatement, penalty. */
    @Benchmark
    public Ruling case002_1() {
        return Arbiter.rule(sameKnightTwice);
    }

    /** Commentary case 000-A1: king-only castling completed by the clock. */
    @Benchmark
    public Ruling case000_A1() {
        return Arbiter.rule(kingOnlyCastling);
    }

    /** A threefold-repetition claim on a written move after seven moves of history. */
    @Benchmark
    public Ruling repetitionOnWrittenMove() {
        return Arbiter.rule(repetitionClaim);
    }

    /**
     * The one dead-position check (5.2.2) the engine makes on 002-1's first position: the same
     * Winnability calls with the engine's bound, to separate their cost from the engine's own.
     */
    @Benchmark
    public boolean case002_1_deadPositionCheckOnly() {
        dev.hakem.chess.Position p = dev.hakem.chess.Position.fromFen("6k1/3n1ppp/8/3P4/8/8/5PPP/6K1 b - - 0 47");
        for (dev.hakem.chess.Color c : dev.hakem.chess.Color.values()) {
            if (dev.hakem.chess.mate.Winnability.analyse(p, c, 200).answer() != dev.hakem.chess.mate.Winnability.Answer.CANNOT) {
                return false;
            }
        }
        return true;
    }

    /** 002-1 including reading the JSON case and writing the JSON ruling. */
    @Benchmark
    public String case002_1_jsonInAndOut() {
        return CaseFiles.write(Arbiter.rule(CaseFiles.read(sameKnightTwiceJson)));
    }
}
