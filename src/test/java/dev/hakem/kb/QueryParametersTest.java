package dev.hakem.kb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * One binding of declared parameters for {@code hakem query} and the endpoint: every canned query,
 * sent to the endpoint as the SPARQL page sends it (the text with its "# @param" lines, the values
 * as $NAME fields), answers exactly what {@link KnowledgeBase#run} answers with the same values.
 */
class QueryParametersTest {
    private static KnowledgeBase kb;
    private static SparqlEndpoint endpoint;

    @BeforeAll
    static void start() {
        kb = KnowledgeBase.load(Path.of("."));
        endpoint = SparqlEndpoint.start(kb, SparqlEndpoint.Options.defaults(0));
    }

    @AfterAll
    static void stop() {
        endpoint.close();
    }

    /** The query as a plain SPARQL endpoint reads it: the predeclared prefixes it uses declared up front. */
    private static String withPrefixes(String sparql) {
        StringBuilder b = new StringBuilder();
        Prefixes.standard().getNsPrefixMap().forEach((p, ns) -> {
            if (sparql.contains(p + ":") && !sparql.contains("PREFIX " + p + ":")) {
                b.append("PREFIX ").append(p).append(": <").append(ns).append(">\n");
            }
        });
        return b + sparql;
    }

    private static HttpResponse<String> post(String text, Map<String, String> params) throws IOException, InterruptedException {
        StringBuilder body = new StringBuilder("query=" + URLEncoder.encode(text, StandardCharsets.UTF_8));
        params.forEach((k, v) -> body.append('&').append(URLEncoder.encode("$" + k, StandardCharsets.UTF_8)).append('=')
                .append(URLEncoder.encode(v, StandardCharsets.UTF_8)));
        HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        return client.send(HttpRequest.newBuilder(URI.create(endpoint.url()))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .header("Accept", "application/sparql-results+json")
                .timeout(Duration.ofSeconds(30))
                .POST(HttpRequest.BodyPublishers.ofString(body.toString())).build(), HttpResponse.BodyHandlers.ofString());
    }

    /** The rows of a SPARQL JSON answer, each as its sorted bindings, in the order given. */
    private static List<String> rows(JsonNode json) {
        List<String> out = new ArrayList<>();
        for (JsonNode r : json.path("results").path("bindings")) {
            List<String> cells = new ArrayList<>();
            r.fields().forEachRemaining(e -> cells.add(e.getKey() + "=" + e.getValue().path("value").asText()));
            cells.sort(null);
            out.add(String.join(" | ", cells));
        }
        return out;
    }

    private static JsonNode cli(CannedQuery q, Map<String, String> params) throws IOException {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        kb.run(q, params, QueryPolicy.DEFAULT_TIMEOUT_MS, QueryPolicy.DEFAULT_MAX_ROWS).write(buf, QueryResult.Format.JSON);
        return new ObjectMapper().readTree(buf.toByteArray());
    }

    @Test
    void everyCannedQueryAnswersOnTheEndpointWhatTheCommandLineAnswers() throws Exception {
        int parameterised = 0;
        for (CannedQuery q : kb.queries()) {
            Map<String, String> defaults = new java.util.LinkedHashMap<>();
            q.params().forEach(p -> defaults.put(p.name(), p.defaultValue()));
            parameterised += defaults.isEmpty() ? 0 : 1;
            HttpResponse<String> r = post(withPrefixes(q.sparql()), defaults);
            assertEquals(200, r.statusCode(), q.name() + ": " + r.body());
            List<String> served = rows(new ObjectMapper().readTree(r.body()));
            List<String> local = rows(cli(q, defaults));
            assertEquals(local, served, q.name());
        }
        assertTrue(parameterised >= 9, "the parameterised queries were tried: " + parameterised);
    }

    @Test
    void parametersBindInsideFilterAndBeforeGroupBy() throws Exception {
        // the answers the trailing VALUES clause got wrong (the numbers, from hakem query)
        assertEquals(1, rows(cli(kb.canned("article"), Map.of("article", "9.4"))).size());
        List<String> rok = rows(cli(kb.canned("keyword-search"), Map.of("text", "rok")));
        assertFalse(rok.isEmpty());
        HttpResponse<String> r = post(withPrefixes(kb.canned("keyword-search").sparql()), Map.of("text", "rok"));
        assertEquals(rok, rows(new ObjectMapper().readTree(r.body())));
        HttpResponse<String> path = post(withPrefixes(kb.canned("reference-path").sparql()), Map.of("from", "9.4", "to", "4.2.1"));
        assertEquals(200, path.statusCode(), path.body());
        HttpResponse<String> one = post(withPrefixes(kb.canned("article").sparql()), Map.of("article", "7.5.5"));
        List<String> rows = rows(new ObjectMapper().readTree(one.body()));
        assertEquals(1, rows.size(), rows.toString());
        assertTrue(rows.get(0).contains("number=7.5.5"), rows.toString());
    }

    @Test
    void badValuesAreRefusedWithTheCommandLinesMessage() throws Exception {
        CannedQuery q = kb.canned("rulings-citing-article");
        KbInputException cli = assertThrows(KbInputException.class,
                () -> kb.run(q, Map.of("article", "99.9"), 1000, 10));
        HttpResponse<String> r = post(withPrefixes(q.sparql()), Map.of("article", "99.9"));
        assertEquals(400, r.statusCode(), r.body());
        assertTrue(r.body().contains("no article or provision '99.9'"), r.body());
        assertTrue(cli.getMessage().contains("no article or provision '99.9'"), cli.getMessage());
        HttpResponse<String> unknown = post(withPrefixes(q.sparql()), Map.of("artikel", "7.5.5"));
        assertEquals(400, unknown.statusCode(), unknown.body());
        assertTrue(unknown.body().contains("has no parameter 'artikel'"), unknown.body());
        HttpResponse<String> empty = post(withPrefixes(q.sparql()), Map.of("article", " "));
        assertEquals(400, empty.statusCode(), empty.body());
        assertTrue(empty.body().contains("parameter article is empty"), empty.body());
    }
}
