package dev.hakem.bench;

import dev.hakem.kb.KnowledgeBase;
import dev.hakem.kb.QueryResult;
import java.nio.file.Path;
import java.util.Map;
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
 * The knowledge base: building the whole graph from ontology/, features/ and reports/, and a few
 * canned queries over it (run from the project root). Run: {@code mvn -q -o test-compile} then
 * {@code java -cp target/test-classes:target/classes:<test classpath> org.openjdk.jmh.Main KnowledgeBaseBenchmark}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class KnowledgeBaseBenchmark {
    private KnowledgeBase kb;

    @Setup
    public void setup() {
        kb = KnowledgeBase.load(Path.of("."));
    }

    @Benchmark
    public KnowledgeBase load() {
        return KnowledgeBase.load(Path.of("."));
    }

    @Benchmark
    public QueryResult rulingsCiting755() {
        return kb.query("rulings-citing-article", Map.of("article", "7.5.5"));
    }

    @Benchmark
    public QueryResult referringArticlesTransitive() {
        return kb.query("referring-articles", Map.of("article", "4.3"));
    }

    @Benchmark
    public QueryResult keywordSearch() {
        return kb.query("keyword-search", Map.of("text", "şah"));
    }

    @Benchmark
    public QueryResult coverageByPart() {
        return kb.query("coverage-by-part", Map.of());
    }
}
