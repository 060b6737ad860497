package dev.hakem.kb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.jena.rdf.model.Model;
import org.apache.jena.rdf.model.Resource;
import org.apache.jena.vocabulary.RDF;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Laws part of the real graph (ontology/), without scenarios: articles, references, provisions, cases. */
class LawsGraphTest {
    @TempDir
    static Path empty;
    static KnowledgeBase kb;

    @BeforeAll
    static void load() {
        kb = KnowledgeBase.load(new KnowledgeBase.Sources(Path.of("ontology"), empty.resolve("features"),
                empty.resolve("citations.json")));
    }

    private static Resource r(String iri) {
        return kb.model().createResource(iri);
    }

    private static long count(Resource type) {
        return kb.model().listSubjectsWithProperty(RDF.type, type).toList().size();
    }

    @Test
    void everyArticleOfTheTableIsInTheGraph() {
        assertEquals(390, count(Vocab.ARTICLE));
        assertEquals(164, count(Vocab.REFERENCE));
        assertEquals(33, count(Vocab.CASE));
        assertEquals(4, count(kb.model().createResource(Iris.HK + "Commentary")));
    }

    @Test
    void provisionsAnEngineCannotDecideCarryTheReasonInBothLanguages() {
        Resource p = r(Iris.article("7.6#h2"));
        assertEquals(List.of("en", "tr"), p.listProperties(Vocab.NOT_DECIDABLE).toList().stream()
                .map(s -> s.getLanguage()).sorted().toList());
        assertTrue(r(Iris.article("12.2")).hasProperty(Vocab.NOT_DECIDABLE), "an article stands for all its provisions");
        assertFalse(r(Iris.article("7.6#h1")).hasProperty(Vocab.NOT_DECIDABLE));
        assertTrue(kb.model().contains(r(Iris.article("11.3.2.2#h2")), RDF.type, Vocab.PROVISION), "provisions-more.md is loaded");
    }

    @Test
    void articleHasNumberPartParentHeadingsAndHandbookLink() {
        Model m = kb.model();
        Resource a = r(Iris.article("7.5.5"));
        assertEquals("7.5.5", a.getProperty(Vocab.NUMBER).getString());
        assertEquals(Iris.article("7.5"), a.getPropertyResourceValue(Vocab.IS_PART_OF).getURI());
        assertEquals(Iris.part("competition"), a.getPropertyResourceValue(Vocab.PART).getURI());
        assertTrue(m.contains(r(Iris.article("7.5")), Vocab.HAS_PART, a));
        assertTrue(m.contains(a, org.apache.jena.vocabulary.RDFS.seeAlso, r(Iris.HANDBOOK)));
        assertEquals(List.of("en", "tr"), a.listProperties(Vocab.PREF_LABEL).toList().stream()
                .map(s -> s.getLanguage()).sorted().toList());
        assertEquals(List.of("en", "tr"), a.listProperties(Vocab.DESCRIPTION).toList().stream()
                .map(s -> s.getLanguage()).sorted().toList());
        // top items hang on the edition, which has its date
        assertEquals(Iris.EDITION_2023, r(Iris.article("7")).getPropertyResourceValue(Vocab.IS_PART_OF).getURI());
        assertEquals("2023-01-01", r(Iris.EDITION_2023).getProperty(Vocab.eli("version_date")).getString());
    }

    @Test
    void provisionsAreFragmentsOfTheirArticle() {
        Resource h3 = r(Iris.article("7.5.5#h3"));
        assertEquals("https://w3id.org/hakem/article/7.5.5#h3", h3.getURI());
        assertTrue(kb.model().contains(h3, RDF.type, Vocab.PROVISION));
        assertEquals(Iris.article("7.5.5"), h3.getPropertyResourceValue(Vocab.IS_PART_OF).getURI());
        assertTrue(h3.getProperty(Vocab.DESCRIPTION, "en").getString().contains("could not checkmate"));
        assertTrue(h3.getProperty(Vocab.DESCRIPTION, "tr").getString().contains("mat edemeyecekse"), "our Turkish wording too");
        // provisions-more.md: every other article, e.g. Appendix A's one-minute penalty
        assertTrue(r(Iris.article("A.3#h1")).getProperty(Vocab.DESCRIPTION, "en").getString().contains("one minute"));
        assertEquals(Iris.article("6.2.1.1"), r(Iris.article("6.2.1.1#h1")).getPropertyResourceValue(Vocab.IS_PART_OF).getURI());
        // "- h2" under "## 1.2 — ..." belongs to 1.2; explicit "4.7.2#h4" to 4.7.2
        assertEquals(Iris.article("1.2"), r(Iris.article("1.2#h2")).getPropertyResourceValue(Vocab.IS_PART_OF).getURI());
        assertTrue(kb.model().contains(r(Iris.article("4.7.2#h4")), RDF.type, Vocab.PROVISION));
        assertTrue(r(Iris.article("3.10.1#h1")).getProperty(Vocab.IS_DEFINITION).getBoolean());
        assertFalse(r(Iris.article("7.5.5#h1")).getProperty(Vocab.IS_DEFINITION).getBoolean());
        assertFalse(kb.model().contains(r(Iris.article("9.1.2.4#h1")), RDF.type));
    }

    @Test
    void caseIndexKeepsOlderNumbersAsTheCommentarysWording() {
        Resource c = r(Iris.caseIri("004-0"));
        assertEquals("9.7", c.getProperty(Vocab.COMMENTARY_WORDING).getString());
        assertTrue(kb.model().contains(c, Vocab.COMMENTARY_CITES, r(Iris.article("5.2.2"))));
        Resource c6 = r(Iris.caseIri("004-6"));
        assertEquals("9.2.2", c6.getProperty(Vocab.COMMENTARY_WORDING).getString());
        assertEquals(Iris.article("9.2.3"), c6.getPropertyResourceValue(Vocab.hkp("wordingMeans")).getURI());
        assertTrue(kb.model().contains(c6, Vocab.COMMENTARY_CITES, r(Iris.article("9.2.3"))));
        assertTrue(kb.model().contains(r(Iris.caseIri("000-N1")), Vocab.COMMENTARY_CITES, r(Iris.article("C"))));
        assertTrue(r(Iris.caseIri("000-S5")).getProperty(Vocab.DIVERGES).getBoolean());
        assertFalse(r(Iris.caseIri("000-S4")).getProperty(Vocab.DIVERGES).getBoolean());
        assertTrue(kb.warnings().stream().anyMatch(w -> w.contains("004-0") && w.contains("9.7")));
        assertTrue(kb.warnings().stream().anyMatch(w -> w.contains("no engine data")));
        assertFalse(kb.hasRunRecord());
    }

    /** The one literal of {@code p} in language {@code lang} (fails if there is none or more than one). */
    private static String literal(Resource c, org.apache.jena.rdf.model.Property p, String lang) {
        List<String> values = c.listProperties(p).toList().stream().map(st -> st.getLiteral())
                .filter(l -> l.getLanguage().equals(lang)).map(l -> l.getLexicalForm()).toList();
        assertEquals(1, values.size(), c + " " + p.getLocalName() + "@" + lang + ": " + values);
        return values.get(0);
    }

    @Test
    void everyCaseHasItsSituationAndTheCommentarysViewInTurkishAndEnglish() {
        List<Resource> cases = kb.model().listSubjectsWithProperty(RDF.type, Vocab.CASE).toList();
        assertEquals(33, cases.size());
        for (Resource c : cases) {
            for (String lang : List.of("tr", "en")) {
                assertFalse(literal(c, Vocab.SITUATION, lang).isBlank(), c + " situation@" + lang);
                assertFalse(literal(c, Vocab.COMMENTARY_SAYS, lang).isBlank(), c + " commentarySays@" + lang);
            }
        }
        Resource c = r(Iris.caseIri("002-1"));
        assertTrue(literal(c, Vocab.SITUATION, "tr").contains("Siyah 47...Ad7-b6 oynar"), "our Turkish from cases-tr.tsv");
        assertTrue(literal(c, Vocab.SITUATION, "en").startsWith("Tournament game, 90 minutes"), "the index's English");
        assertTrue(literal(c, Vocab.COMMENTARY_SAYS, "tr").contains("d7'ye değil b6'ya"));
        assertTrue(literal(c, Vocab.COMMENTARY_SAYS, "en").contains("b6, not d7"), "markdown emphasis dropped");
    }

    @Test
    void referredArticlesOf94() {
        QueryResult r = kb.query("referred-articles", Map.of("article", "9.4"));
        assertEquals(List.of("4.3", "9.2", "9.3", "4.2.1"), r.column("number"));
        assertEquals(List.of("true", "true", "true", "false"), r.column("direct"));
    }

    @Test
    void referringArticlesOf43DirectAndTransitive() {
        QueryResult r = kb.query("referring-articles", Map.of("article", "4.3"));
        List<String> numbers = r.column("number");
        assertEquals(List.of("4.5", "4.8", "5.1.1", "5.2.1", "5.2.2", "7.5.1", "9.4"),
                numbers.subList(0, 7), "direct references first, in the order of the Laws");
        assertTrue(numbers.containsAll(List.of("1.5", "7.5.5", "6.9")), "1.5 → 5.2.2 → 4.3 is transitive");
        assertEquals("false", r.column("direct").get(numbers.indexOf("1.5")));
    }

    @Test
    void referencePathFrom94To421() {
        QueryResult r = kb.query("reference-path", Map.of("from", "9.4", "to", "4.2.1"));
        assertEquals(List.of("4.3", "9.4"), r.column("step"));
        assertEquals(List.of("4.2.1", "4.3"), r.column("next"));
        assertEquals(0, kb.query("reference-path", Map.of("from", "4.2.1", "to", "9.4")).size());
    }

    @Test
    void coCitedWith755InTheCaseIndex() {
        QueryResult r = kb.query("co-cited-articles", Map.of("article", "7.5.5"));
        assertEquals("7.5.1", r.column("other").get(0));
        assertEquals("4", r.column("together").get(0));
        assertFalse(r.column("other").contains("7.5.5"));
    }

    @Test
    void keywordSearchFoldsTurkishCase() {
        List<String> rok = kb.query("keyword-search", Map.of("text", "ROK")).column("number");
        assertTrue(rok.containsAll(List.of("3.8.2", "3.8.2.1", "4.4.1", "4.7.2")), rok.toString());
        // dotted capital İ and plain "i"; Turkish letters match their plain forms
        List<String> sah = kb.query("keyword-search", Map.of("text", "sah")).column("number");
        assertEquals(sah, kb.query("keyword-search", Map.of("text", "ŞAH")).column("number"));
        assertTrue(sah.contains("3.8.1"), sah.toString());
        assertEquals(kb.query("keyword-search", Map.of("text", "İLLEGAL")).column("number"),
                kb.query("keyword-search", Map.of("text", "illegal")).column("number"));
        assertTrue(kb.query("keyword-search", Map.of("text", "illegal")).column("number").contains("3.10"));
        QueryResult enPassant = kb.query("keyword-search", Map.of("text", "GEÇERKEN ALMA"));
        assertTrue(enPassant.column("number").contains("3.7.3.2"), enPassant.column("number").toString());
        assertTrue(enPassant.column("lang").stream().allMatch("tr"::equals));
    }

    @Test
    void commentariesByAuthorAndDate() {
        QueryResult r = kb.query("commentaries", Map.of());
        assertEquals(List.of("001", "000", "004", "002"), r.column("commentary"));
        assertEquals(List.of("Murat Çelik", "Tahsin Aktar", "Tahsin Aktar", "Tahsin Aktar"), r.column("author"));
        assertEquals(List.of("7", "14", "9", "3"), r.column("caseCount"));
        assertEquals("2020-09-24", r.column("date").get(3));
    }

    @Test
    void withoutScenariosNothingIsCovered() {
        QueryResult r = kb.query("coverage-by-part", Map.of());
        assertEquals(List.of("appendix", "basic", "competition", "guideline"), r.column("part"));
        assertEquals(List.of("92", "83", "148", "67"), r.column("uncovered"));
        assertEquals(390, kb.query("uncovered-articles", Map.of()).size());
        assertEquals(390, kb.query("articles", Map.of()).size());
    }

    @Test
    void provisionsOfAnArticleInOrder() {
        QueryResult r = kb.query("provisions", Map.of("article", "7.5.5"));
        assertEquals(List.of("7.5.5#h1", "7.5.5#h2", "7.5.5#h3"), r.column("provision"));
        assertEquals(List.of("false", "false", "false"), r.column("definition"));
        List<String> all75 = kb.query("provisions", Map.of("article", "7.5")).column("provision");
        assertEquals("7.5.1#h1", all75.get(0));
        assertEquals(12, all75.size());
    }

    @Test
    void referencesAndOneArticle() {
        assertEquals(164, kb.query("references", Map.of()).size());
        QueryResult a = kb.query("article", Map.of("article", "9.4"));
        assertEquals(List.of("9"), a.column("parent"));
        assertEquals(List.of("competition"), a.column("part"));
        assertEquals(List.of("3"), a.column("refersTo"));
        assertEquals(List.of("1"), a.column("provisions"));
        assertEquals(List.of("0"), a.column("rulings"), "no scenarios in this graph");
    }

    /**
     * The settled readings (readings.tsv) are in the graph with the articles they concern, and each
     * names the one class of the engine that decides it: the class exists and its source says it is
     * the settled reading's place, so the documentation cannot point at code that does not hold it.
     */
    @Test
    void everySettledReadingNamesTheEngineClassThatHoldsIt() throws Exception {
        QueryResult r = kb.query("settled-readings", Map.of());
        assertEquals(List.of("chess960-king-step-onto-the-castling-square", "chess960-set-up-is-one-of-the-960",
                        "two-handed-legal-move-stands", "automatic-draws-end-the-game", "time-delay-counts-like-an-increment",
                        "blitz-under-b2-keeps-two-minutes", "chess960-castling-moves-the-touched-rook"),
                r.column("reading"), "in the order of their main articles (4.7.2, 7.2.1, 7.5.4, 9.6.1, A.1, B.2, II.3)");
        int c960 = r.column("reading").indexOf("chess960-castling-moves-the-touched-rook");
        assertTrue(List.of(r.column("articles").get(c960).split(" ")).containsAll(List.of("II.3", "II.3.2.4", "4.3.1", "4.4.2")));
        assertEquals("004-8", r.column("otherwise").get(r.column("reading").indexOf("automatic-draws-end-the-game")));
        for (int i = 0; i < r.column("reading").size(); i++) {
            String code = r.column("code").get(i);
            Class.forName(code);
            String source = java.nio.file.Files.readString(Path.of("src/main/java", code.replace('.', '/') + ".java"));
            assertTrue(source.contains("settled reading"), code + " says where the settled reading " + r.column("reading").get(i) + " is decided");
            assertFalse(r.column("noteTr").get(i).isBlank() || r.column("noteEn").get(i).isBlank());
        }
    }
}
