package dev.hakem.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.hakem.docs.WorkbenchApi;
import dev.hakem.kb.KnowledgeBase;
import dev.hakem.kb.SparqlEndpoint;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What {@code hakem serve} adds to the endpoint for the documentation: compressed text, cache
 * headers, the site's own 404 page, and the workbench's {@code POST /api/rule}, which answers
 * exactly what {@code hakem rule --json} prints for the same case file, and refuses a bad case with
 * the command line's message (one line of text).
 */
class ServeTest {
    @TempDir
    static Path site;
    static SparqlEndpoint endpoint;
    static String base;

    @BeforeAll
    static void start() throws IOException {
        Files.createDirectories(site.resolve("assets"));
        Files.writeString(site.resolve("index.html"), "<!DOCTYPE html><title>hakem</title>" + "<p>hakem site</p>".repeat(200));
        Files.writeString(site.resolve("assets/site.css"), "body { color: #222; }\n".repeat(100));
        Files.writeString(site.resolve("404.html"), "<!DOCTYPE html><title>404 · hakem</title><h1>Sayfa bulunamadı</h1>");
        endpoint = SparqlEndpoint.start(KnowledgeBase.load(Path.of(".")),
                WorkbenchApi.servedWith(SparqlEndpoint.Options.defaults(0).withStaticDir(site)));
        base = "http://127.0.0.1:" + endpoint.port();
    }

    @AfterAll
    static void stop() {
        endpoint.close();
    }

    private static HttpResponse<byte[]> send(HttpRequest.Builder b) throws IOException, InterruptedException {
        return HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build()
                .send(b.timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofByteArray());
    }

    private static HttpResponse<byte[]> get(String path, String... headers) throws IOException, InterruptedException {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path));
        for (int i = 0; i < headers.length; i += 2) {
            b.header(headers[i], headers[i + 1]);
        }
        return send(b);
    }

    private static HttpResponse<byte[]> rule(String contentType, byte[] body) throws IOException, InterruptedException {
        return post(WorkbenchApi.RULE, contentType, body);
    }

    private static HttpResponse<byte[]> post(String path, String contentType, byte[] body) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(URI.create(base + path)).header("Content-Type", contentType)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)));
    }

    private static String text(HttpResponse<byte[]> r) {
        return new String(r.body(), StandardCharsets.UTF_8);
    }

    @Test
    void compressesTextForClientsThatAcceptGzip() throws Exception {
        HttpResponse<byte[]> r = get("/index.html", "Accept-Encoding", "gzip");
        assertEquals(200, r.statusCode());
        assertEquals("gzip", r.headers().firstValue("Content-Encoding").orElse(""));
        String page = new String(new GZIPInputStream(new ByteArrayInputStream(r.body())).readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(page.contains("hakem site"));
        assertTrue(r.body().length < page.length() / 5, r.body().length + " bytes for " + page.length());
        HttpResponse<byte[]> plain = get("/index.html");
        assertTrue(plain.headers().firstValue("Content-Encoding").isEmpty(), "no gzip unless asked for");
        assertTrue(text(plain).contains("hakem site"));
    }

    @Test
    void pagesRevalidateAndVersionedAssetsAreKept() throws Exception {
        assertEquals("no-cache", get("/index.html").headers().firstValue("Cache-Control").orElse(""));
        assertTrue(get("/index.html").headers().firstValue("Last-Modified").isPresent());
        assertEquals("public, max-age=31536000, immutable",
                get("/assets/site.css?v=1a2b").headers().firstValue("Cache-Control").orElse(""));
        assertEquals("no-cache", get("/assets/site.css").headers().firstValue("Cache-Control").orElse(""));
        assertEquals("no-store", rule("application/json", "{}".getBytes()).headers().firstValue("Cache-Control").orElse(""));
    }

    @Test
    void aPathWithoutAFileGetsTheSites404Page() throws Exception {
        for (String path : List.of("/articles/99.9.html", "/nope/", "/assets/none.js?v=1")) {
            HttpResponse<byte[]> r = get(path);
            assertEquals(404, r.statusCode(), path);
            assertTrue(text(r).contains("Sayfa bulunamadı"), path + ": " + text(r));
        }
        for (String outside : List.of("/../../etc/passwd", "/assets/%2e%2e/%2e%2e/pom.xml")) {
            assertTrue(get(outside).statusCode() >= 400, "never a file outside the site: " + outside);
        }
        assertEquals(200, get("/").statusCode());
        assertEquals(200, get("/sparql?query=ASK%7B%7D").statusCode(), "the endpoint is not a file and still answers");
    }

    @Test
    void theRuleApiAnswersWhatHakemRuleJsonPrints() throws Exception {
        List<Path> cases;
        try (Stream<Path> s = Files.list(Path.of("examples"))) {
            cases = s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        assertTrue(cases.size() >= 2, cases.toString());
        ObjectMapper json = new ObjectMapper();
        for (Path c : cases) {
            RuleCommandTest.Run cli = RuleCommandTest.run("rule", c.toString(), "--json");
            assertEquals(0, cli.code(), cli.err());
            HttpResponse<byte[]> api = rule("application/json", Files.readAllBytes(c));
            assertEquals(200, api.statusCode(), c + ": " + text(api));
            assertEquals(json.readTree(cli.out()), json.readTree(api.body()), c.toString());
        }
    }

    @Test
    void aMalformedCaseAnswers400WithTheCommandLinesMessage(@TempDir Path tmp) throws Exception {
        String bad = "{ \"start\": \"startpos\", \"events\": [ { \"by\": \"white\", \"touch\": \"z9\" } ] }";
        Path file = tmp.resolve("bad.json");
        Files.writeString(file, bad);
        RuleCommandTest.Run cli = RuleCommandTest.run("rule", file.toString(), "--json");
        assertEquals(2, cli.code());
        HttpResponse<byte[]> api = rule("application/json", bad.getBytes(StandardCharsets.UTF_8));
        assertEquals(400, api.statusCode());
        String message = text(api);
        assertEquals("text/plain;charset=utf-8", api.headers().firstValue("Content-Type").orElse("").replace(" ", ""));
        assertTrue(message.endsWith("\n") && message.indexOf('\n') == message.length() - 1, "one line: " + message);
        assertEquals("hakem: " + file + ": " + message.strip(), cli.err().strip());
        HttpResponse<byte[]> notJson = rule("application/json", "{ oops".getBytes(StandardCharsets.UTF_8));
        assertEquals(400, notJson.statusCode());
        assertTrue(text(notJson).startsWith("malformed JSON at line 1"), text(notJson));
        HttpResponse<byte[]> notUtf8 = rule("application/json", new byte[] {'{', (byte) 0xFF, '}'});
        assertEquals(400, notUtf8.statusCode());
        assertTrue(text(notUtf8).contains("not UTF-8"), text(notUtf8));
    }

    @Test
    void theRuleApiBoundsItsInput() throws Exception {
        byte[] big = ("{\"note\": \"" + "x".repeat(WorkbenchApi.MAX_BODY) + "\"}").getBytes(StandardCharsets.UTF_8);
        HttpResponse<byte[]> r = rule("application/json", big);
        assertEquals(413, r.statusCode());
        assertTrue(text(r).contains("larger than 64 KB"), text(r));
        assertEquals(415, rule("text/plain", "{}".getBytes()).statusCode());
        assertEquals(405, get(WorkbenchApi.RULE).statusCode());
    }

    /**
     * Both services take the body through the same checks: the media type is exactly application/json
     * (not a type that starts with it), its charset absent or UTF-8 (the body is read as UTF-8, so a
     * declared other charset is refused rather than misread); refusals are one line of plain text,
     * like the server guard's.
     */
    @Test
    void bothServicesTakeOnlyJsonInUtf8AndRefuseInOneLineOfText() throws Exception {
        byte[] ok = "{\"start\":\"startpos\"}".getBytes(StandardCharsets.UTF_8);
        for (String path : WorkbenchApi.PATHS) {
            for (String type : List.of("application/json", "application/json; charset=utf-8", "Application/JSON;Charset=\"UTF-8\"")) {
                assertEquals(200, post(path, type, ok).statusCode(), path + " " + type);
            }
            for (String type : List.of("application/jsonp", "application/json-seq", "application/json; charset=iso-8859-1",
                    "application/json;charset=utf-16", "text/plain", "application/x-www-form-urlencoded")) {
                HttpResponse<byte[]> r = post(path, type, ok);
                assertEquals(415, r.statusCode(), path + " " + type + ": " + text(r));
                assertEquals("text/plain;charset=utf-8", r.headers().firstValue("Content-Type").orElse("").replace(" ", ""), path + " " + type);
                assertEquals(1, text(r).split("\n", -1).length - 1, text(r));
            }
            HttpResponse<byte[]> bad = post(path, "application/json", "{\"start\":\"startpos\",\"start\":\"startpos\"}".getBytes(StandardCharsets.UTF_8));
            assertEquals(400, bad.statusCode(), path);
            assertTrue(text(bad).contains("start"), text(bad));
            assertEquals("text/plain;charset=utf-8", bad.headers().firstValue("Content-Type").orElse("").replace(" ", ""), path);
        }
    }
}
