package dev.hakem.bench;

import dev.hakem.docs.Docs;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
 * The whole living documentation (knowledge base load, SPARQL, 430+ pages, boards, graphs) as
 * {@code hakem docs} makes it (target: under 5 s). {@code coldStart} is the first generation in
 * a fresh JVM, as on the command line; {@code warm} the steady state. Run from the project root:
 * {@code mvn -q -o test-compile} then
 * {@code java -cp target/test-classes:target/classes:<test classpath> org.openjdk.jmh.Main SiteBenchmark}.
 */
@State(Scope.Benchmark)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class SiteBenchmark {
    private Path out;

    @Setup
    public void setup() throws IOException {
        out = Files.createTempDirectory("hakem-site-bench").resolve("site");
    }

    /** One generation in a fresh JVM, five JVMs. */
    @Benchmark
    @BenchmarkMode(Mode.SingleShotTime)
    @Warmup(iterations = 0)
    @Measurement(iterations = 1)
    @Fork(5)
    public Docs.Result coldStart() throws IOException {
        return Docs.generate(Path.of("."), out);
    }

    /** Generations after warm-up. */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @Warmup(iterations = 3, time = 2)
    @Measurement(iterations = 5, time = 2)
    @Fork(1)
    public Docs.Result warm() throws IOException {
        return Docs.generate(Path.of("."), out);
    }
}
