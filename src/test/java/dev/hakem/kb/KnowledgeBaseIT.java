package dev.hakem.kb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.jena.rdf.model.Model;
import org.apache.jena.riot.RDFDataMgr;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The real graph after the build's Cucumber run (features/ + reports/citations.json): exports it to
 * reports/kb.ttl and reports/kb.jsonld, checks the SHACL shapes and the canned queries' answers.
 */
class KnowledgeBaseIT {
    /** The project root (system property hakem.root, default the working directory). */
    static final Path ROOT = Path.of(System.getProperty("hakem.root", "."));
    static KnowledgeBase kb;

    @BeforeAll
    static void loadAndExport() {
        kb = KnowledgeBase.load(ROOT);
        kb.export(ROOT.resolve("reports"));
    }

    @Test
    void exportHoldsTheWholeGraphInBothFormats() {
        Model ttl = RDFDataMgr.loadModel(ROOT.resolve("reports/kb.ttl").toString());
        Model jsonld = RDFDataMgr.loadModel(ROOT.resolve("reports/kb.jsonld").toString());
        assertEquals(kb.model().size(), ttl.size());
        assertTrue(ttl.isIsomorphicWith(jsonld));
    }

    @Test
    void theRunRecordIsThere() {
        assertTrue(Files.isRegularFile(ROOT.resolve("reports/citations.json")), "the Cucumber run writes reports/citations.json");
        assertTrue(kb.hasRunRecord());
        assertTrue(kb.warnings().stream().noneMatch(w -> w.contains("stale record")), kb.warnings().toString());
    }

    @Test
    void theRealGraphConformsToTheShapes() {
        assertEquals(List.of(), kb.check().violations().stream().map(Object::toString).toList());
    }

    @Test
    void rulingsCiting755() {
        List<String> cases = kb.query("rulings-citing-article", Map.of("article", "7.5.5")).column("case");
        assertTrue(cases.containsAll(List.of("001-I1", "002-1", "002-2")), cases.toString());
    }

    @Test
    void gameLostRestsOn755() {
        QueryResult r = kb.query("decisions-of-kind", Map.of("kind", "GAME_LOST"));
        List<String> cases = r.column("case");
        assertTrue(cases.contains("001-I1"), cases.toString());
        assertTrue(r.column("decidedBy").get(cases.indexOf("001-I1")).contains("7.5.5"), r.column("decidedBy").toString());
    }

    @Test
    void divergesCasesAreDisagreements() {
        QueryResult r = kb.query("disagreements", Map.of());
        int i = r.column("case").indexOf("000-S5");
        assertTrue(i >= 0, r.column("case").toString());
        assertEquals("true", r.column("diverges").get(i));
    }

    @Test
    void scenariosOn755HaveAStatusAndTheEngineApplied755() {
        QueryResult r = kb.query("scenarios-per-article", Map.of("article", "7.5.5"));
        assertFalse(r.column("status").isEmpty());
        assertTrue(r.column("status").stream().allMatch(s -> s.equals("passed") || s.equals("failed")));
        assertTrue(r.column("via").contains("engine"));
        assertFalse(kb.query("commentary-not-engine", Map.of()).column("number").contains("7.5.5"));
    }

    @Test
    void everyCaseHasAScenario() {
        QueryResult r = kb.query("cases", Map.of());
        assertEquals(33, r.size());
        assertTrue(r.column("scenarios").stream().noneMatch("0"::equals), r.column("scenarios").toString());
    }

    /**
     * Issue 12's articles (7.1-7.4, 7.6 with the rest of 7; 8; 10; 11; 12; Appendix D; Guidelines I): every
     * provision is either decidable and exercised by a passing scenario, or not decidable with a reason.
     */
    @Test
    void everyDecidableProvisionOfArticles7To12DAndIHasAPassingScenario() {
        QueryResult cov = kb.query("provision-coverage", Map.of());
        List<String> chapters = cov.column("chapter");
        for (String chapter : List.of("7", "8", "10", "11", "12", "D", "I")) {
            int row = chapters.indexOf(chapter);
            assertTrue(row >= 0, chapters.toString());
            assertEquals("0", cov.column("decidableUncovered").get(row), chapter + ": "
                    + kb.query("uncovered-provisions", Map.of("article", chapter)).column("provision"));
            QueryResult open = kb.query("uncovered-provisions", Map.of("article", chapter));
            List<String> states = open.column("state");
            assertTrue(states.stream().allMatch("not decidable"::equals), chapter + ": " + states);
            assertEquals(cov.column("notDecidable").get(row),
                    String.valueOf(open.column("provision").stream().distinct().count()), chapter + ": " + states);
        }
    }

    @Test
    void coverageByPartAgreesWithTheUncoveredList() {
        QueryResult cov = kb.query("coverage-by-part", Map.of());
        int uncovered = cov.column("uncovered").stream().mapToInt(Integer::parseInt).sum();
        int covered = cov.column("covered").stream().mapToInt(Integer::parseInt).sum();
        assertEquals(390, covered + uncovered);
        List<String> list = kb.query("uncovered-articles", Map.of()).column("number");
        assertEquals(uncovered, list.size());
        assertFalse(list.contains("7.5.5"));
        assertFalse(list.contains("3.8.2"));
    }

    @Test
    void engineOnlyArticlesAreAppliedByTheEngine() {
        QueryResult r = kb.query("engine-not-commentary", Map.of());
        assertTrue(r.column("rulings").stream().allMatch(n -> Integer.parseInt(n) >= 1));
        List<String> cited = kb.query("commentary-not-engine", Map.of()).column("number");
        assertTrue(r.column("number").stream().noneMatch(cited::contains));
    }

    @Test
    void articleSummaryCountsRulings() {
        QueryResult a = kb.query("article", Map.of("article", "7.5.5"));
        int rulings = Integer.parseInt(a.column("rulings").get(0));
        long distinct = kb.query("rulings-citing-article", Map.of("article", "7.5.5")).column("ruling").stream().distinct().count();
        assertEquals(distinct, rulings);
        assertTrue(rulings >= 3);
    }
}
