package dev.hakem.kb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.jena.rdf.model.Resource;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The derived rulings, over the sample features and run record of src/test/resources/kb-sample/. */
class RulingsGraphTest {
    static final Path SAMPLE = Path.of("src/test/resources/kb-sample");
    static KnowledgeBase kb;

    static KnowledgeBase.Sources sample() {
        return new KnowledgeBase.Sources(Path.of("ontology"), SAMPLE.resolve("features"),
                SAMPLE.resolve("reports/citations.json"));
    }

    @BeforeAll
    static void load() {
        kb = KnowledgeBase.load(sample());
    }

    private static Resource r(String iri) {
        return kb.model().createResource(iri);
    }

    @Test
    void scenariosComeFromTheGherkinParserWithInheritedTagsAndExampleRows() {
        Resource sc = r(Iris.scenario("ornek-7"));
        assertEquals("features/ornek.feature", sc.getProperty(Vocab.FEATURE_FILE).getString());
        assertEquals(7, sc.getProperty(Vocab.LINE).getInt());
        assertEquals("İlk kural dışı hamle iki dakika kazandırır", sc.getProperty(org.apache.jena.vocabulary.RDFS.label).getString());
        assertTrue(kb.model().contains(sc, Vocab.TAG, "@madde-7.5.5"), "feature-level tag inherited");
        assertTrue(kb.model().contains(sc, Vocab.TRANSCRIBES, r(Iris.caseIri("002-1"))));
        // a scenario outline gives one scenario per example row, at the row's line, name substituted
        assertEquals("ikinci kural dışı hamle berabere",
                r(Iris.scenario("ornek-26")).getProperty(org.apache.jena.vocabulary.RDFS.label).getString());
    }

    @Test
    void rulingSeparatesCommentaryCitationsFromEngineArticlesAndKeepsStatus() {
        Resource ruling = r(Iris.ruling("ornek-7"));
        assertTrue(kb.model().contains(ruling, Vocab.COMMENTARY_CITES, r(Iris.article("4.3.1"))));
        assertTrue(kb.model().contains(ruling, Vocab.ENGINE_APPLIED, r(Iris.article("7.5.1#h2"))));
        assertFalse(kb.model().contains(ruling, Vocab.ENGINE_APPLIED, r(Iris.article("4.3.1"))));
        assertEquals("passed", ruling.getProperty(Vocab.LAST_STATUS).getString());
        assertEquals("failed", r(Iris.ruling("ornek-25")).getProperty(Vocab.LAST_STATUS).getString());
        assertEquals("not-run", r(Iris.ruling("ornek-26")).getProperty(Vocab.LAST_STATUS).getString());
        assertEquals("failed", r(Iris.scenario("ornek-25")).getProperty(Vocab.LAST_STATUS).getString());
        assertTrue(kb.hasRunRecord());
    }

    @Test
    void aScenarioThatRulesOnNothingIsNoRuling() {
        assertTrue(kb.model().contains(r(Iris.scenario("duz-5")), org.apache.jena.vocabulary.RDF.type, Vocab.SCENARIO));
        assertEquals("not-run", r(Iris.scenario("duz-5")).getProperty(Vocab.LAST_STATUS).getString());
        assertFalse(kb.model().contains(r(Iris.ruling("duz-5")), org.apache.jena.vocabulary.RDF.type));
    }

    @Test
    void rulingsCiting755IncludeSubArticlesAndProvisions() {
        QueryResult q = kb.query("rulings-citing-article", Map.of("article", "7.5.5"));
        assertEquals(List.of("000-S5", "001-I1", "001-I1", "001-I1", "002-1", "002-1"), q.column("case"));
        assertEquals(List.of("commentary", "commentary", "engine", "commentary", "commentary", "engine"), q.column("via"));
        assertEquals(List.of("7.5.5", "7.5.5", "7.5.5#h2", "7.5.5", "7.5.5", "7.5.5#h1"), q.column("cited"));
        QueryResult on75 = kb.query("rulings-citing-article", Map.of("article", "7.5"));
        assertTrue(on75.column("cited").contains("7.5.1#h2"), "sub-article provisions count for 7.5");
    }

    @Test
    void decisionsOfAKindWithTheirArticles() {
        QueryResult q = kb.query("decisions-of-kind", Map.of("kind", "GAME_LOST"));
        assertEquals(List.of("001-I1"), q.column("case"));
        assertEquals(List.of("7.5.5#h2"), q.column("decidedBy"), "the provision that decided it");
        assertEquals(List.of("white"), q.column("by"));
        assertEquals(List.of("002-1"), kb.query("decisions-of-kind", Map.of("kind", "TIME_ADDED")).column("case"));
    }

    @Test
    void disagreementsIncludeDivergesAndCitationDifferences() {
        QueryResult q = kb.query("disagreements", Map.of());
        assertEquals(List.of("000-S5", "001-I1", "002-1"), q.column("case"));
        assertEquals(List.of("true", "false", "false"), q.column("diverges"));
        assertEquals(List.of("7.5.5", "", "4.3.1"), q.column("commentaryOnly"));
        assertEquals(List.of("", "6.9#h1 7.5.1", ""), q.column("engineOnly").stream()
                .map(v -> String.join(" ", java.util.Arrays.stream(v.split(" ")).sorted().toList())).toList());
    }

    @Test
    void commentaryCitedButNeverAppliedAndReverse() {
        List<String> notApplied = kb.query("commentary-not-engine", Map.of()).column("number");
        assertTrue(notApplied.contains("4.3.1"));
        assertFalse(notApplied.contains("7.5.5"), "7.5.5#h1 was applied");
        assertFalse(notApplied.contains("3.8.2.2"), "3.8.2.2.1#h1 was applied");
        QueryResult engineOnly = kb.query("engine-not-commentary", Map.of());
        assertEquals(List.of("6.9#h1"), engineOnly.column("number"));
        assertEquals(List.of("1"), engineOnly.column("rulings"));
    }

    @Test
    void scenariosAndStatusPerArticleAndCoverage() {
        QueryResult q = kb.query("scenarios-per-article", Map.of("article", "3.8.2.2"));
        assertEquals(List.of("3.8.2.2", "3.8.2.2", "3.8.2.2.1"), q.column("number"));
        assertEquals(List.of("commentary", "engine", "engine"), q.column("via"));
        assertEquals(List.of("passed", "passed", "passed"), q.column("status"));
        QueryResult cov = kb.query("coverage-by-part", Map.of());
        assertEquals(List.of("0", "8", "6", "0"), cov.column("covered"));
        assertFalse(kb.query("uncovered-articles", Map.of()).column("number").contains("7.5.5"));
    }
}
