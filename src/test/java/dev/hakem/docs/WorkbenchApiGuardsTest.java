package dev.hakem.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.kb.KnowledgeBase;
import dev.hakem.kb.RawHttp;
import dev.hakem.kb.RawHttp.Answer;
import dev.hakem.kb.SparqlEndpoint;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 14 (review of the endpoint): {@code POST /api/rule} has the guards of {@code /sparql}: a
 * bounded, uncompressed JSON body that must arrive in time, the origin check, a bound on rulings
 * computed at once (503 beyond), and every refusal one line of plain text with the security
 * headers, never a 500 or a stack trace. Over plain sockets, so that any header can be sent.
 */
class WorkbenchApiGuardsTest {
    @TempDir
    static Path site;
    static SparqlEndpoint endpoint;
    static WorkbenchApi api;
    static int port;

    @BeforeAll
    static void start() throws IOException {
        Files.writeString(site.resolve("index.html"), "<p>hakem site</p>");
        api = new WorkbenchApi(1, 2_000);
        endpoint = SparqlEndpoint.start(KnowledgeBase.load(Path.of(".")), SparqlEndpoint.Options.defaults(0).withStaticDir(site)
                .withServlet(WorkbenchApi.RULE, api).withServlet(WorkbenchApi.SCENARIO, api));
        port = endpoint.port();
    }

    @AfterAll
    static void stop() {
        endpoint.close();
    }

    static Answer raw(String head, byte[] body) throws IOException {
        return RawHttp.send(port, head, body);
    }

    static Answer post(String path, String contentType, byte[] body, String... headers) throws IOException {
        return raw("POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nContent-Type: " + contentType
                + "\r\nContent-Length: " + body.length + "\r\n" + String.join("", headers), body);
    }

    static void oneLineRefusal(Answer a, int status) {
        assertEquals(status, a.status(), a.head() + "\n" + a.body());
        assertEquals("text/plain;charset=utf-8", a.header("Content-Type").replace(" ", "").toLowerCase(java.util.Locale.ROOT), a.head());
        assertEquals(1, a.body().strip().lines().count(), a.body());
        assertTrue(a.body().endsWith("\n"), a.body());
        assertFalse(a.body().contains("Exception") || a.body().contains("\tat ") || a.body().contains("<"), a.body());
        assertEquals("nosniff", a.header("X-Content-Type-Options"), a.head());
        assertEquals("DENY", a.header("X-Frame-Options"), a.head());
        assertTrue(a.header("Content-Security-Policy").contains("default-src 'none'"), a.head());
    }

    static byte[] gzip(byte[] b) throws IOException {
        ByteArrayOutputStream gz = new ByteArrayOutputStream();
        try (GZIPOutputStream z = new GZIPOutputStream(gz)) {
            z.write(b);
        }
        return gz.toByteArray();
    }

    static final byte[] CASE = "{\"start\": \"startpos\", \"events\": [{\"by\": \"white\", \"move\": \"e2e4\"}]}"
            .getBytes(StandardCharsets.UTF_8);

    @Test
    void everyRefusalIsOneLineOfTextWithTheSecurityHeaders() throws IOException {
        Map<Answer, Integer> refusals = new LinkedHashMap<>();
        refusals.put(post(WorkbenchApi.RULE, "text/plain", CASE), 415);
        refusals.put(post(WorkbenchApi.RULE, "application/jsonx", CASE), 415);
        refusals.put(post(WorkbenchApi.RULE, "application/json", gzip(CASE), "Content-Encoding: gzip\r\n"), 415);
        refusals.put(post(WorkbenchApi.RULE, "application/json", new byte[WorkbenchApi.MAX_BODY + 1]), 413);
        refusals.put(post(WorkbenchApi.RULE, "application/json", CASE, "Origin: http://evil.example\r\n"), 403);
        refusals.put(post(WorkbenchApi.RULE, "application/json", CASE, "Sec-Fetch-Site: cross-site\r\n"), 403);
        refusals.put(post(WorkbenchApi.SCENARIO, "application/json", CASE, "Origin: null\r\n"), 403);
        refusals.put(raw("GET " + WorkbenchApi.RULE + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\n", new byte[0]), 405);
        refusals.put(post(WorkbenchApi.RULE, "application/json", "{ oops".getBytes(StandardCharsets.UTF_8)), 400);
        refusals.put(post(WorkbenchApi.SCENARIO, "application/json", "[1, 2".getBytes(StandardCharsets.UTF_8)), 400);
        for (Map.Entry<Answer, Integer> r : refusals.entrySet()) {
            oneLineRefusal(r.getKey(), r.getValue());
        }
        assertEquals(200, post(WorkbenchApi.RULE, "application/json; charset=utf-8", CASE,
                "Origin: http://127.0.0.1:" + port + "\r\n").status());
    }

    /** A bad case: 400 with where it is wrong (line and column of the JSON, the field), as {@code hakem rule} says it. */
    @Test
    void aBadCaseSaysWhereInOneLine() throws IOException {
        Answer malformed = post(WorkbenchApi.RULE, "application/json", "{\n  \"start\": \"startpos\",\n  \"events\": [ oops ]\n}"
                .getBytes(StandardCharsets.UTF_8));
        oneLineRefusal(malformed, 400);
        assertTrue(malformed.body().startsWith("malformed JSON at line 3, column "), malformed.body());
        Answer field = post(WorkbenchApi.RULE, "application/json",
                "{\"start\": \"startpos\", \"events\": [{\"by\": \"white\", \"touch\": \"z9\"}]}".getBytes(StandardCharsets.UTF_8));
        oneLineRefusal(field, 400);
        assertTrue(field.body().contains("events[0]") || field.body().contains("touch"), field.body());
        List<String> hostile = List.of("[]", "null", "\"x\"", "{\"start\": 7}", "{\"events\": {}}", "[".repeat(5000),
                "{\"start\": \"startpos\", \"clocks\": {\"white\": \"PT999999999999H\"}}",
                "{\"start\": \"startpos\", \"events\": [{\"by\": \"white\", \"move\": \"" + "e".repeat(10_000) + "\"}]}");
        for (String h : hostile) {
            Answer a = post(WorkbenchApi.RULE, "application/json", h.getBytes(StandardCharsets.UTF_8));
            String what = h.length() > 60 ? h.substring(0, 60) + "…" : h;
            assertTrue(a.status() == 200 || a.status() == 400, what + " → " + a.status() + " " + a.body());
            if (a.status() == 400) {
                oneLineRefusal(a, 400);
                assertTrue(a.body().length() < 1000, what + " → " + a.body().length() + " characters");
            }
        }
    }

    /** Rulings computed at once are bounded: one more is 503 with Retry-After, at once (it does not wait for a place). */
    @Test
    void rulingsBeyondTheBoundAre503() throws Exception {
        api.places.acquire();
        try {
            Answer busy = post(WorkbenchApi.RULE, "application/json", CASE);
            oneLineRefusal(busy, 503);
            assertEquals("2", busy.header("Retry-After"), busy.head());
            assertTrue(busy.body().contains("busy"), busy.body());
            oneLineRefusal(post(WorkbenchApi.SCENARIO, "application/json", CASE), 503);
        } finally {
            api.places.release();
        }
        assertEquals(200, post(WorkbenchApi.RULE, "application/json", CASE).status());
        assertEquals(1, api.places.availablePermits(), "every place is given back, also after a refusal");
        post(WorkbenchApi.RULE, "application/json", "{ oops".getBytes(StandardCharsets.UTF_8));
        assertEquals(1, api.places.availablePermits());
    }

    /** A case file trickled in (1 byte every 400 ms, far under 256 bytes a second) is cut with 408, one line. */
    @Test
    void aTricklingCaseIsCutWith408() throws Exception {
        Answer a = RawHttp.trickle(port, "POST " + WorkbenchApi.RULE + " HTTP/1.1\r\nHost: 127.0.0.1:" + port
                + "\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n", 30_000);
        assertTrue(a != null && a.status() == 408, a == null ? "no answer" : a.head() + "\n" + a.body());
        oneLineRefusal(a, 408);
        assertTrue(a.body().contains("too slowly"), a.body());
        assertEquals(200, post(WorkbenchApi.RULE, "application/json", CASE).status());
    }

    /**
     * A case file sent steadily but slowly (3 KB a second: above the HTTP layer's least rate, so only the
     * whole body's deadline stops it) is cut with 408 once the deadline (2 s here, 10 s served) has passed,
     * long before the 20 s the 60,000 bytes would take; it is read without holding a server thread.
     */
    @Test
    void aCaseThatDoesNotArriveWithinTheDeadlineIs408() throws Exception {
        Answer a = RawHttp.sendSlowly(port, "POST " + WorkbenchApi.RULE + " HTTP/1.1\r\nHost: 127.0.0.1:" + port
                + "\r\nContent-Type: application/json\r\nContent-Length: 60000\r\n", " ".repeat(600).getBytes(StandardCharsets.ISO_8859_1),
                200, 12_000);
        assertTrue(a != null && a.status() == 408, a == null ? "no answer" : a.head() + "\n" + a.body());
        oneLineRefusal(a, 408);
        assertTrue(a.body().contains("within 2,000 ms"), a.body());
        assertEquals(200, post(WorkbenchApi.RULE, "application/json", CASE).status());
    }
}
