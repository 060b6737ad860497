package dev.hakem.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.jena.rdf.model.Model;
import org.apache.jena.riot.RDFDataMgr;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code hakem query}, {@code hakem kb check|export}: outputs and exit codes, over a sample project root. */
class KbCommandsTest {
    @TempDir
    Path root;
    final StringWriter out = new StringWriter();
    final StringWriter err = new StringWriter();

    @BeforeEach
    void sampleRoot() throws IOException {
        Files.createSymbolicLink(root.resolve("ontology"), Path.of("ontology").toAbsolutePath());
        Path sample = Path.of("src/test/resources/kb-sample").toAbsolutePath();
        Files.createSymbolicLink(root.resolve("features"), sample.resolve("features"));
        Files.createDirectories(root.resolve("reports"));
        Files.copy(sample.resolve("reports/citations.json"), root.resolve("reports/citations.json"));
    }

    private int run(String... args) {
        CommandLine cl = Main.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    @Test
    void cannedQueryWithParameterAsSparqlJson() throws IOException {
        assertEquals(0, run("query", "referred-articles", "--param", "article=9.4", "--format", "json", "--root", root.toString()), err.toString());
        JsonNode json = new ObjectMapper().readTree(out.toString());
        assertEquals("number", json.path("head").path("vars").get(0).asText());
        JsonNode rows = json.path("results").path("bindings");
        assertEquals("4.3", rows.get(0).path("number").path("value").asText());
        assertEquals(4, rows.size());
    }

    @Test
    void csvAndTsvAreTheStandardFormats() {
        assertEquals(0, run("query", "decisions-of-kind", "--param", "kind=GAME_LOST", "--format", "csv", "--root", root.toString()));
        String[] lines = out.toString().split("\r?\n");
        assertEquals("case,ruling,order,by,reasonEn,decidedBy,inPassing", lines[0]);
        assertTrue(lines[1].startsWith("001-I1,https://w3id.org/hakem/ruling/ornek-25,1,white,"), lines[1]);
        out.getBuffer().setLength(0);
        assertEquals(0, run("query", "decisions-of-kind", "--param", "kind=GAME_LOST", "--format", "tsv", "--root", root.toString()));
        assertTrue(out.toString().startsWith("?case\t?ruling\t?order\t?by\t?reasonEn\t?decidedBy\t?inPassing"), out.toString());
    }

    @Test
    void adHocQueryHasTheStandardPrefixes() throws IOException {
        Path q = root.resolve("adhoc.rq");
        Files.writeString(q, "SELECT ?h WHERE { art:7.5.5 skos:prefLabel ?h FILTER(lang(?h) = \"tr\") }", StandardCharsets.UTF_8);
        assertEquals(0, run("query", q.toString(), "--format", "csv", "--root", root.toString()), err.toString());
        assertEquals("h\r\n\"Ceza: iki dakika, sonra yenilgi\"\r\n", out.toString());
    }

    @Test
    void badSparqlGivesLineAndColumnAndExit2() throws IOException {
        Path q = root.resolve("bad.rq");
        Files.writeString(q, "SELECT ?x WHERE {\n  ?x eli:number \"7.5.5\" \n", StandardCharsets.UTF_8);
        assertEquals(2, run("query", q.toString(), "--root", root.toString()));
        assertTrue(err.toString().contains("bad.rq line 2, column 25: "), err.toString());
        assertEquals("", out.toString());
        assertFalse(err.toString().contains("at org."), "no stack trace");
    }

    @Test
    void badParametersAndNamesExit2() {
        assertEquals(2, run("query", "rulings-citing-article", "--param", "article=99.9", "--root", root.toString()));
        assertTrue(err.toString().contains("no article or provision '99.9'"), err.toString());
        assertEquals(2, run("query", "rulings-citing-article", "--param", "artikel=7.5.5", "--root", root.toString()));
        assertTrue(err.toString().contains("has no parameter 'artikel'"), err.toString());
        assertEquals(2, run("query", "no-such-query", "--root", root.toString()));
        assertTrue(err.toString().contains("no canned query 'no-such-query'"), err.toString());
        assertEquals(2, run("query", "articles", "--format", "yaml", "--root", root.toString()));
        assertEquals("", out.toString());
    }

    @Test
    void aRunawayQueryStopsAtTheTimeLimit() throws IOException {
        Path q = root.resolve("slow.rq");
        Files.writeString(q, "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i }");
        assertEquals(2, run("query", q.toString(), "--timeout", "500", "--root", root.toString()));
        assertTrue(err.toString().contains("exceeded the time limit of 500 ms"), err.toString());
        assertEquals("", out.toString());
    }

    @Test
    void answersAreBounded() {
        assertEquals(0, run("query", "articles", "--max-rows", "5", "--format", "tsv", "--root", root.toString()));
        assertEquals(6, out.toString().split("\n").length);
    }

    @Test
    void serveRejectsBadArgumentsWithExit2() {
        assertEquals(2, run("serve", "--port", "70000", "--root", root.toString()));
        assertTrue(err.toString().contains("--port 70000: must be between 0 and 65535"), err.toString());
        assertEquals(2, run("serve", "--port", "0", "--static", root.resolve("no-site").toString(), "--root", root.toString()));
        assertTrue(err.toString().contains("no-site: no such folder"), err.toString());
    }

    @Test
    void checkReportsViolationsWithFocusNodeAndExit1() {
        assertEquals(1, run("kb", "check", "--root", root.toString()));
        assertTrue(out.toString().contains("violation: https://w3id.org/hakem/case/004-8 "), out.toString());
        assertTrue(err.toString().contains("violation(s)"), err.toString());
    }

    @Test
    void checkOnBadInputExits2() throws IOException {
        Files.writeString(root.resolve("reports/citations.json"), "{ \"scenarios\": [ { \"feature\": 3 ");
        assertEquals(2, run("kb", "check", "--root", root.toString()));
        assertEquals("hakem: " + root.resolve("reports/citations.json") + ": malformed JSON at line 1, column 33 (in "
                + "scenarios[0].feature): the file ends inside an object opened at line 1, column 18; close it with }",
                err.toString().strip());
    }

    @Test
    void exportWritesTurtleAndJsonLd() {
        assertEquals(0, run("kb", "export", "--root", root.toString()), err.toString());
        Model ttl = RDFDataMgr.loadModel(root.resolve("reports/kb.ttl").toString());
        Model jsonld = RDFDataMgr.loadModel(root.resolve("reports/kb.jsonld").toString());
        assertTrue(ttl.size() > 6000, "triples: " + ttl.size());
        assertTrue(ttl.isIsomorphicWith(jsonld), "Turtle and JSON-LD hold the same graph");
    }
}
