package dev.hakem.kb;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ScratchTest {
    @Test
    void print() {
        long t = System.nanoTime();
        KnowledgeBase kb = KnowledgeBase.load(Path.of("."));
        System.out.println("load ms " + (System.nanoTime() - t) / 1e6 + " triples " + kb.model().size() + " " + kb.warnings());
        for (CannedQuery q : kb.queries()) {
            System.out.println("=== " + q.name() + " : " + q.question());
            kb.run(q, Map.of(), 10000, 15).write(System.out, QueryResult.Format.TABLE);
        }
        KnowledgeBase s = KnowledgeBase.load(new KnowledgeBase.Sources(Path.of("ontology"), Path.of("src/test/resources/kb-sample/features"), Path.of("src/test/resources/kb-sample/reports/citations.json")));
        for (String n : new String[]{"rulings-citing-article", "disagreements", "decisions-of-kind", "scenarios-per-article", "coverage-by-part", "engine-not-commentary"}) {
            System.out.println("=== sample " + n);
            s.query(n, Map.of()).write(System.out, QueryResult.Format.TABLE);
        }
        s.check().violations().stream().limit(50).forEach(System.out::println);
    }
}
