package dev.hakem.kb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad input says what is wrong and where. */
class InputErrorsTest {
    @TempDir
    Path tmp;

    private String error(Runnable r) {
        return assertThrows(KbInputException.class, r::run).getMessage();
    }

    @Test
    void runRecordFieldErrorsNameTheJsonPath() throws IOException {
        Path f = tmp.resolve("citations.json");
        Files.writeString(f, "{\"scenarios\": [{\"feature\": \"features/a.feature\", \"line\": 3, \"status\": \"ok\"}]}");
        assertEquals(f + ": scenarios[0].status must be \"passed\" or \"failed\", found \"ok\"", error(() -> KnowledgeBase.runRecord(f)));
        Files.writeString(f, "{\"scenarios\": [{\"feature\": \"features/a.feature\", \"line\": \"3\", \"status\": \"passed\"}]}");
        assertEquals(f + ": scenarios[0].line must be an integer", error(() -> KnowledgeBase.runRecord(f)));
        Files.writeString(f, "{\"scenarios\": [{\"feature\": \"f\", \"line\": 3, \"status\": \"passed\", \"engineArticles\": [7]}]}");
        assertEquals(f + ": scenarios[0].engineArticles[0] must be a string", error(() -> KnowledgeBase.runRecord(f)));
        Files.writeString(f, "{\"scenarios\": [\n  {\"feature\": }");
        assertTrue(error(() -> KnowledgeBase.runRecord(f)).startsWith(f + ": malformed JSON at line 2, column "), error(() -> KnowledgeBase.runRecord(f)));
        assertTrue(KnowledgeBase.runRecord(tmp.resolve("absent.json")).isEmpty());
    }

    @Test
    void gherkinParseErrorsGiveLineAndColumn() throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("features"));
        Files.writeString(dir.resolve("bozuk.feature"), "# language: tr\nÖzellik: x\n  Senaryo: y\n    Diyelim ki z\n  bu satır anlamsız\n");
        String m = error(() -> SpecScenarios.read(dir));
        assertTrue(m.startsWith(dir.resolve("bozuk.feature") + " line 5, column 3: "), m);
    }

    @Test
    void tsvRowsWithWrongColumnsAreRejectedWithTheLine() throws IOException {
        Path f = tmp.resolve("references.tsv");
        Files.writeString(f, "# origin\nfrom\tto\tnote\n9.4\t4.3\tok\n9.4\t9.2\n");
        assertEquals(f + " line 4: 2 columns, expected 3", error(() -> TsvTable.read(f, "from", "to", "note")));
    }

    @Test
    void queryParameterDeclarationsMustBeWellFormed() throws IOException {
        Path q = tmp.resolve("q.rq");
        Files.writeString(q, "# A question?\n# @param article number\nSELECT * WHERE { ?s ?p ?o }");
        assertTrue(error(() -> CannedQuery.read(q)).contains("bad parameter declaration"));
        Files.writeString(q, "# A question\n# on two lines?\n# @param text text=rok the keyword\nSELECT * WHERE { ?s ?p ?o }");
        CannedQuery c = CannedQuery.read(q);
        assertEquals("A question on two lines?", c.question());
        assertEquals(new CannedQuery.Param("text", "text", "rok", "the keyword"), c.params().get(0));
        assertEquals(null, c.questionTr());
        Files.writeString(q, "# A question?\n# @tr Bir soru?\n# @param a article=7.5.5 x\n# @param a text y\nSELECT * WHERE { ?s ?p ?o }");
        assertTrue(error(() -> CannedQuery.read(q)).contains("parameter a is declared twice"));
        Files.writeString(q, "PREFIX hk: <urn:x#>\n# A question?\n# @tr Bir soru?\n# @param a article=7.5.5 x\nSELECT * WHERE { ?s ?p ?a }");
        assertEquals(List.of("a"), CannedQuery.declaredParams(Files.readString(q), "q").stream().map(CannedQuery.Param::name).toList());
    }

    @Test
    void everyCannedQueryStatesItsQuestionAndParses() {
        KnowledgeBase kb = KnowledgeBase.load(RulingsGraphTest.sample());
        assertTrue(kb.queries().size() >= 16);
        for (CannedQuery q : kb.queries()) {
            assertTrue(q.question().endsWith("?") || q.question().contains("? "), q.name() + ": " + q.question());
            assertTrue(q.questionTr() != null && (q.questionTr().endsWith("?") || q.questionTr().contains("? ")),
                    q.name() + " states its question in Turkish too (# @tr): " + q.questionTr());
            KnowledgeBase.parse(q.sparql(), q.name());
        }
    }
}
