package dev.hakem.cli;

import static dev.hakem.cli.BadInputTest.inputError;
import static dev.hakem.cli.BadInputTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code hakem query} against hostile input (findings 11, 12 and 14 of the hostile review): an
 * output format that does not fit is refused, a dataset named in the query is refused with its
 * place, a parameter value is taken as written.
 */
class QueryCommandTest {
    @TempDir
    Path dir;
    Path root;

    @BeforeEach
    void sampleRoot() throws IOException {
        root = BadInputTest.sampleProject(dir);
    }

    private static String hostile(String name) {
        return Path.of("src/test/resources/hostile", name).toString();
    }

    @Test
    void aGraphIsWrittenInTheRdfSyntaxOfTheFormatOrRefused() throws IOException {
        BadInputTest.Run xml = run("query", hostile("S16.rq"), "--format", "xml", "--root", root.toString());
        assertEquals(0, xml.code(), xml.err());
        assertTrue(xml.out().contains("<rdf:RDF"), "RDF/XML, not Turtle: " + xml.out());
        BadInputTest.Run json = run("query", hostile("S16.rq"), "--format", "json", "--root", root.toString());
        assertEquals(0, json.code(), json.err());
        assertTrue(new ObjectMapper().readTree(json.out()).has("@graph") || json.out().contains("\"@id\""), json.out());
        BadInputTest.Run table = run("query", hostile("S16.rq"), "--root", root.toString());
        assertEquals(0, table.code(), table.err());
        assertTrue(table.out().contains("@prefix") || table.out().strip().endsWith("."), "Turtle: " + table.out());
        for (String rowsOnly : new String[] {"csv", "tsv"}) {
            BadInputTest.Run r = run("query", hostile("S16.rq"), "--format", rowsOnly, "--root", root.toString());
            inputError("hakem: --format " + rowsOnly + ": the answer of a CONSTRUCT or DESCRIBE is a graph, not rows: "
                    + "give --format table (Turtle), json (JSON-LD) or xml (RDF/XML)", r);
            assertEquals("", r.out());
        }
    }

    @Test
    void theListIsTextAndRefusesAnotherFormat() {
        BadInputTest.Run r = run("query", "--list", "--format", "json", "--root", root.toString());
        inputError("hakem: --format json: the list of canned queries is text only; --format is for a query's answer", r);
        assertEquals("", r.out());
        BadInputTest.Run text = run("query", "--list", "--format", "table", "--root", root.toString());
        assertEquals(0, text.code(), text.err());
        assertTrue(text.out().contains("rulings-citing-article"), text.out());
        inputError("hakem: --format: unknown format 'yaml' (table, json, csv, tsv, xml)",
                run("query", "--list", "--format", "yaml", "--root", root.toString()));
    }

    @Test
    void aDatasetNamedInTheQueryIsRefusedWithItsPlace() throws IOException {
        BadInputTest.Run from = run("query", hostile("S05b.rq"), "--root", root.toString());
        inputError("hakem: " + hostile("S05b.rq") + " line 1, column 10: FROM <file:///tmp/hostile_secret.ttl>: a query may "
                + "not name its dataset (FROM, FROM NAMED): it runs over the knowledge base's one graph; remove the clause", from);
        assertEquals("", from.out());
        BadInputTest.Run named = run("query", hostile("S05c.rq"), "--root", root.toString());
        inputError("hakem: " + hostile("S05c.rq") + " line 1, column 10: FROM NAMED <file:///tmp/hostile_secret.ttl>: a query "
                + "may not name its dataset (FROM, FROM NAMED): it runs over the knowledge base's one graph; remove the clause", named);
        Path q = Files.writeString(dir.resolve("later.rq"), "PREFIX x: <urn:x#>\n# FROM <urn:not-this-one>\nSELECT ?from\n"
                + "  FROM NAMED x:g\nWHERE { GRAPH ?g { ?s ?p \"FROM <urn:nor-this>\" } }\n");
        inputError("hakem: " + q + " line 4, column 3: FROM NAMED x:g: a query may not name its dataset (FROM, FROM NAMED): "
                + "it runs over the knowledge base's one graph; remove the clause", run("query", q.toString(), "--root", root.toString()));
        Path ok = Files.writeString(dir.resolve("ok.rq"), "# FROM <urn:x>\nSELECT ?from WHERE { ?from ?p \"FROM <urn:y>\" } LIMIT 1\n");
        assertEquals(0, run("query", ok.toString(), "--root", root.toString()).code(), "FROM only in a comment, a variable, a literal");
    }

    @Test
    void aParameterValueIsTakenAsWrittenWithoutWarnings() {
        BadInputTest.Run[] r = new BadInputTest.Run[1];
        String warnings = PicocliWarnings.during(() -> r[0] = run("query", "rulings-citing-article",
                "--param", "article=7.5.5\" } UNION { ?s ?p ?o } #", "--root", root.toString()));
        assertEquals("", warnings);
        assertEquals(2, r[0].code(), r[0].err());
        assertTrue(r[0].err().strip().lines().reduce((a, b) -> b).orElse("")
                .startsWith("hakem: query 'rulings-citing-article': parameter article=7.5.5\" } UNION { ?s ?p ?o } #: "
                        + "no article or provision '7.5.5\" }"), r[0].err());
        assertFalse(r[0].err().contains("[picocli WARN]"), r[0].err());
        inputError("hakem: --param article: expected NAME=VALUE, e.g. article=7.5.5",
                run("query", "rulings-citing-article", "--param", "article", "--root", root.toString()));
        inputError("hakem: --param article: given twice; give each parameter once",
                run("query", "rulings-citing-article", "--param", "article=7.5.5", "--param", "article=9.2", "--root", root.toString()));
    }
}
