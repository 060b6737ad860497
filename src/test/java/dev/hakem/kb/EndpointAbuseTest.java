package dev.hakem.kb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.kb.RawHttp.Answer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 14, "an endpoint that keeps answering": the endpoint under the requests the issue names,
 * over plain sockets (so that any header can be sent): headers, Host and Origin checks, no dotfiles
 * or listings, no whole-graph dumps, bounded bodies (plain, slow, compressed), and a simple ASK
 * that keeps answering within a second while runaway and regex queries flood the endpoint.
 */
class EndpointAbuseTest {
    @TempDir
    static Path site;
    static SparqlEndpoint endpoint;
    static int port;
    static final String ASK = "ASK { ?s ?p ?o }";
    static final String RUNAWAY = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i }";
    static final String REGEX = "ASK { ?s ?p ?o FILTER(REGEX(\"" + "a".repeat(60) + "\", \"^(.*a){25}b\")) }";

    @BeforeAll
    static void start() throws IOException {
        Files.writeString(site.resolve("index.html"), "<html><body>hakem site</body></html>");
        Files.writeString(site.resolve(".hakem-site"), "hakem documentation site\n");
        Files.createDirectories(site.resolve("sub/.git"));
        Files.writeString(site.resolve("sub/.git/config"), "[core]\n");
        Files.writeString(site.resolve("sub/page.html"), "<p>page</p>");
        KnowledgeBase kb = KnowledgeBase.load(RulingsGraphTest.sample());
        endpoint = SparqlEndpoint.start(kb, SparqlEndpoint.Options.defaults(0).withTimeoutMs(1500).withMaxRows(100)
                .withStaticDir(site).withServlet("/api/echo", new Echo()));
        port = endpoint.port();
        query(ASK); // the first query loads the engine's classes: as at the start of a server
    }

    @AfterAll
    static void stop() {
        endpoint.close();
    }

    /** A further service, as the workbench's /api/rule is one: the request guard covers it too. */
    static final class Echo extends jakarta.servlet.http.HttpServlet {
        @Override
        protected void service(jakarta.servlet.http.HttpServletRequest req, jakarta.servlet.http.HttpServletResponse resp)
                throws IOException {
            resp.setContentType("text/plain; charset=utf-8");
            resp.getOutputStream().write("echo\n".getBytes(StandardCharsets.UTF_8));
        }
    }

    /** Sends a raw request (Connection: close is added) and reads the whole answer. */
    static Answer raw(String head, byte[] body) throws IOException {
        return RawHttp.send(port, head, body);
    }

    static Answer get(String path, String... headers) throws IOException {
        return raw("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\n" + String.join("", headers), new byte[0]);
    }

    static Answer query(String q) throws IOException {
        return get("/sparql?query=" + URLEncoder.encode(q, StandardCharsets.UTF_8), "Accept: application/sparql-results+json\r\n");
    }

    static Answer post(String contentType, byte[] body, String... headers) throws IOException {
        return raw("POST /sparql HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nContent-Type: " + contentType
                + "\r\nContent-Length: " + body.length + "\r\n" + String.join("", headers), body);
    }

    static void oneLineRefusal(Answer a) {
        assertTrue(a.status() >= 400 && a.status() != 500, a.status() + " " + a.body());
        assertTrue(a.header("Content-Type").startsWith("text/plain"), a.head());
        assertEquals(1, a.body().strip().lines().count(), a.body());
        assertFalse(a.body().contains("Exception") || a.body().contains("\tat "), a.body());
    }

    static void securityHeaders(Answer a) {
        assertEquals("nosniff", a.header("X-Content-Type-Options"), a.head());
        String csp = a.header("Content-Security-Policy");
        assertTrue(csp != null && csp.contains("script-src 'self'") && csp.contains("default-src 'none'")
                && !csp.contains("unsafe-inline") && csp.contains("frame-ancestors 'none'"), a.head());
        assertEquals("DENY", a.header("X-Frame-Options"), a.head());
    }

    @Test
    void everyAnswerCarriesTheSecurityHeaders() throws IOException {
        for (Answer a : List.of(get("/"), get("/index.html"), query(ASK), get("/nothing-here.html"), query("SELEC"))) {
            securityHeaders(a);
        }
        Answer page = get("/index.html");
        assertEquals(200, page.status());
        assertEquals("text/html;charset=utf-8", page.header("Content-Type").replace(" ", "").toLowerCase(Locale.ROOT));
        assertTrue(query(ASK).header("Content-Type").contains("charset=utf-8"));
    }

    @Test
    void aRequestForAnotherHostIsRefused() throws IOException {
        for (String host : List.of("evil.example", "evil.example:" + port, "127.0.0.1.nip.io:" + port, "attacker.local")) {
            Answer a = raw("GET /sparql?query=" + URLEncoder.encode(ASK, StandardCharsets.UTF_8) + " HTTP/1.1\r\nHost: "
                    + host + "\r\n", new byte[0]);
            assertEquals(421, a.status(), host + ": " + a.body());
            assertTrue(a.body().contains("this server answers to 127.0.0.1, [::1], localhost"), a.body());
            assertEquals(421, raw("GET /index.html HTTP/1.1\r\nHost: " + host + "\r\n", new byte[0]).status());
        }
        for (String host : List.of("127.0.0.1:" + port, "localhost:" + port, "[::1]:" + port, "LOCALHOST")) {
            assertEquals(200, raw("GET /index.html HTTP/1.1\r\nHost: " + host + "\r\n", new byte[0]).status(), host);
        }
    }

    /** Issue 14, finding 13 of the hostile review: HTTP/1.0 without Host was served 200 (HTTP/1.1 requires Host: Jetty refuses it). */
    @Test
    void aRequestWithoutAHostIsRefused() throws IOException {
        for (String path : List.of("/sparql?query=" + URLEncoder.encode(ASK, StandardCharsets.UTF_8), "/index.html", "/", "/api/echo")) {
            Answer a = raw("GET " + path + " HTTP/1.0\r\n", new byte[0]);
            assertEquals(400, a.status(), path + ": " + a.head() + "\n" + a.body());
            oneLineRefusal(a);
            securityHeaders(a);
            assertTrue(a.body().contains("Host"), a.body());
            assertFalse(a.body().contains("echo") || a.body().contains("hakem site") || a.body().contains("true"), a.body());
        }
        Answer post = raw("POST /api/echo HTTP/1.0\r\nContent-Length: 2\r\n", "{}".getBytes(StandardCharsets.UTF_8));
        assertEquals(400, post.status(), post.body());
        assertEquals(200, raw("GET /api/echo HTTP/1.0\r\nHost: 127.0.0.1:" + port + "\r\n", new byte[0]).status());
        assertEquals(200, raw("GET /index.html HTTP/1.0\r\nHost: localhost\r\n", new byte[0]).status());
    }

    /**
     * Issue 14, finding 21 of the hostile review: a body trickled in too slowly (1 byte every 400 ms, far
     * under {@link ServerLimits#MIN_DATA_RATE}) was cut with 400; it is 408 Request Timeout, one line.
     */
    @Test
    void aTricklingBodyIsCutWith408() throws Exception {
        Answer a = RawHttp.trickle(port, "POST /sparql HTTP/1.1\r\nHost: 127.0.0.1:" + port
                + "\r\nContent-Type: application/sparql-query\r\nContent-Length: 1000\r\n", QueryServlet.BODY_DEADLINE_MS + 10_000);
        assertTrue(a != null && a.status() == 408, a == null ? "no answer" : a.head() + "\n" + a.body());
        oneLineRefusal(a);
        securityHeaders(a);
        assertTrue(a.body().contains("request body arrived too slowly"), a.body());
        assertEquals(200, query(ASK).status());
    }

    @Test
    void aPageOfAnotherOriginCannotRunQueries() throws IOException {
        byte[] form = ("query=" + URLEncoder.encode(ASK, StandardCharsets.UTF_8)).getBytes(StandardCharsets.UTF_8);
        Answer cross = post("application/x-www-form-urlencoded", form, "Origin: http://evil.example\r\n");
        assertEquals(403, cross.status(), cross.body());
        oneLineRefusal(cross);
        assertEquals(403, post("application/x-www-form-urlencoded", form, "Origin: null\r\n").status());
        assertEquals(403, post("application/x-www-form-urlencoded", form, "Origin: http://127.0.0.1:1\r\n").status());
        assertEquals(403, get("/sparql?query=" + URLEncoder.encode(ASK, StandardCharsets.UTF_8),
                "Sec-Fetch-Site: cross-site\r\n").status());
        assertEquals(200, post("application/x-www-form-urlencoded", form, "Origin: http://127.0.0.1:" + port + "\r\n").status());
        assertEquals(200, post("application/x-www-form-urlencoded", form, "Sec-Fetch-Site: same-origin\r\n").status());
    }

    @Test
    void noDotfilesAndNoDirectoryListings() throws IOException {
        for (String p : List.of("/.hakem-site", "/%2ehakem-site", "/sub/.git/config", "/sub/%2Egit/config", "/sub/", "/sub",
                "/.git/")) {
            Answer a = get(p);
            assertTrue(a.status() == 404 || a.status() == 400, p + ": " + a.status());
            assertFalse(a.body().contains("[core]") || a.body().contains("page.html") || a.body().contains("hakem documentation"),
                    p + ": " + a.body());
        }
        assertEquals(200, get("/sub/page.html").status());
    }

    @Test
    void theHttpLayersOwnRefusalsAreOneLineWithTheSecurityHeaders() throws IOException {
        // refused by Jetty's parser before any filter or servlet sees them: they were Jetty's HTML page without nosniff or CSP
        String host = "Host: 127.0.0.1:" + port + "\r\n";
        Map<String, Integer> requests = new java.util.LinkedHashMap<>();
        requests.put("GET / HTTP/1.1\r\nHost: a b\r\n", 400);
        requests.put("GET / HTTP/1.1\r\n" + host + host, 400);
        requests.put("GET http://evil.example/ HTTP/1.1\r\n" + host, 400);
        requests.put("GET /a%2Fb HTTP/1.1\r\n" + host, 400);
        requests.put("GET /a/%2e%2e/%2e%2e/x HTTP/1.1\r\n" + host, 400);
        requests.put("GET /sparql?query=" + "a".repeat(ServerLimits.HEADER_BYTES + 1) + " HTTP/1.1\r\n" + host, 414);
        requests.put("GET /index.html HTTP/1.1\r\n" + host + "X-Padding: " + "b".repeat(ServerLimits.HEADER_BYTES + 1) + "\r\n", 431);
        requests.put("POST /sparql HTTP/1.1\r\n" + host + "Content-Length: 5\r\nTransfer-Encoding: chunked\r\n", 400);
        requests.put("GET / HTTP/9.9\r\n" + host, 505);
        // and the site's own 404: it was Jetty's HTML page
        requests.put("GET /nothing-here.html HTTP/1.1\r\n" + host, 404);
        for (Map.Entry<String, Integer> r : requests.entrySet()) {
            String what = r.getKey().length() <= 80 ? r.getKey() : r.getKey().substring(0, 80) + "…";
            Answer a = raw(r.getKey(), r.getKey().startsWith("POST") ? "0\r\n\r\n".getBytes(StandardCharsets.US_ASCII) : new byte[0]);
            assertEquals((int) r.getValue(), a.status(), what + " → " + a.head());
            oneLineRefusal(a);
            assertFalse(a.body().contains("<"), what + " → " + a.body());
            securityHeaders(a);
        }
        assertEquals(200, query(ASK).status(), "still answering");
    }

    @Test
    void traceEchoesNothing() throws IOException {
        // the hostile review: TRACE /sparql answered 200 with the request's headers echoed (what a proxy adds included)
        for (String path : List.of("/sparql", "/", "/sub/page.html")) {
            Answer a = raw("TRACE " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nX-Secret: echo-me\r\n", new byte[0]);
            assertEquals(405, a.status(), path + ": " + a.body());
            assertFalse(a.body().contains("echo-me"), path + ": " + a.body());
        }
    }

    @Test
    void theWholeGraphIsNotDumpedOutsideTheLimits() throws IOException {
        Answer bare = get("/sparql", "Accept: text/turtle\r\n");
        assertEquals(400, bare.status());
        oneLineRefusal(bare);
        assertTrue(bare.body().contains("hakem kb export"), bare.body());
        Answer dflt = get("/sparql?default", "Accept: text/turtle\r\n");
        assertEquals(400, dflt.status());
        assertTrue(dflt.body().length() < 400);
        Answer data = get("/sparql/data", "Accept: text/turtle\r\n");
        assertTrue(data.status() == 404, data.status() + " " + data.body().length());
        assertTrue(data.body().length() < 10_000);
    }

    @Test
    void wrongQueriesAreOneLineAndNever500() throws IOException {
        for (String q : List.of("ASK " + "{".repeat(2000) + "}".repeat(2000), "SELECT * WHERE { ?s ?p ?o } LIMIT 1 garbage",
                "ASK { FILTER(REGEX(\"a\", \"(\")) }", "PREFIX eli: <urn:x> SELECT * {", "INSERT DATA { <urn:a> <urn:b> <urn:c> }")) {
            Answer a = query(q);
            assertEquals(400, a.status(), q + " → " + a.body());
            oneLineRefusal(a);
        }
        Answer prefix = query("PREFIX eli: <http://data.europa.eu/eli/ontology#> ASK { ?a eli:number \"9.4\" }");
        assertEquals(200, prefix.status(), prefix.body());
        assertTrue(prefix.body().contains("true"), prefix.body());
        Answer predeclared = query("ASK { ?a eli:number \"9.4\" }");
        assertEquals(200, predeclared.status(), predeclared.body());
        Answer update = post("application/sparql-update", "INSERT DATA { <urn:a> <urn:b> <urn:c> }".getBytes(StandardCharsets.UTF_8));
        assertEquals(400, update.status());
    }

    @Test
    void requestHeadersAreBounded() throws IOException {
        // a GET query longer than the headers may be: refused by the HTTP layer, not read into memory
        Answer longUri = get("/sparql?query=" + "a".repeat(ServerLimits.HEADER_BYTES + 1));
        assertTrue(longUri.status() == 414 || longUri.status() == 431, longUri.status() + " " + longUri.body());
        Answer longHeader = get("/index.html", "X-Padding: " + "b".repeat(ServerLimits.HEADER_BYTES + 1) + "\r\n");
        assertEquals(431, longHeader.status(), longHeader.head());
        assertEquals(200, query(ASK).status(), "still answering");
    }

    @Test
    void aCompressedBombIsRefusedAfterABoundedInflation() throws IOException {
        ByteArrayOutputStream gz = new ByteArrayOutputStream();
        try (GZIPOutputStream z = new GZIPOutputStream(gz)) {
            byte[] zeros = new byte[1 << 16];
            for (int i = 0; i < 1600; i++) { // 100 MiB of zeros in about 100 KB
                z.write(zeros);
            }
        }
        Runtime rt = Runtime.getRuntime();
        Answer a = post("application/sparql-query", gz.toByteArray(), "Content-Encoding: gzip\r\n");
        assertEquals(400, a.status(), a.body());
        assertTrue(a.body().contains("inflates to more than 262,144 bytes"), a.body());
        assertTrue(rt.totalMemory() - rt.freeMemory() < rt.maxMemory(), "still alive");
        Answer big = post("application/sparql-query", new byte[QueryServlet.MAX_BODY_BYTES + 1]);
        assertEquals(413, big.status());
        Answer odd = post("application/sparql-query", new byte[10], "Content-Encoding: br\r\n");
        assertEquals(415, odd.status());
    }

    @Test
    void slowBodiesDoNotHoldTheEndpoint() throws Exception {
        List<Socket> slow = new ArrayList<>();
        try (Socket idle = new Socket("127.0.0.1", port)) {
            // a connection that never sends anything is closed once idle for ServerLimits.IDLE_TIMEOUT_MS
            long idleSince = System.nanoTime();
            for (int i = 0; i < 30; i++) {
                Socket s = new Socket("127.0.0.1", port);
                s.getOutputStream().write(("POST /sparql HTTP/1.1\r\nHost: 127.0.0.1:" + port
                        + "\r\nContent-Type: application/sparql-query\r\nContent-Length: 1000\r\n\r\nA")
                        .getBytes(StandardCharsets.ISO_8859_1));
                s.getOutputStream().flush();
                slow.add(s);
            }
            List<Long> latencies = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
                Answer a = query(ASK);
                assertEquals(200, a.status(), a.body());
                latencies.add(a.millis());
            }
            assertTrue(latencies.stream().allMatch(ms -> ms < 1000), "ASK latencies while 30 bodies trickle in: " + latencies);
            // the slow ones are cut: 408 within the body deadline (or the connection closed for its slow rate)
            Socket s = slow.get(0);
            s.setSoTimeout((int) QueryServlet.BODY_DEADLINE_MS + 10_000);
            InputStream in = s.getInputStream();
            String answer = new String(in.readNBytes(12), StandardCharsets.ISO_8859_1);
            assertTrue(answer.isEmpty() || answer.startsWith("HTTP/1.1 408") || answer.startsWith("HTTP/1.1 400"), answer);
            idle.setSoTimeout((int) ServerLimits.IDLE_TIMEOUT_MS + 10_000);
            assertEquals(-1, idle.getInputStream().read(), "the idle connection is closed");
            long idleMs = (System.nanoTime() - idleSince) / 1_000_000;
            assertTrue(idleMs >= ServerLimits.IDLE_TIMEOUT_MS - 500, "closed after " + idleMs + " ms idle");
        } finally {
            for (Socket s : slow) {
                s.close();
            }
        }
    }

    @Test
    void aSimpleAskKeepsAnsweringWhileRunawayAndRegexQueriesFlood() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(48);
        try {
            List<Future<Answer>> flood = new ArrayList<>();
            byte[] regexForm = ("query=" + URLEncoder.encode(REGEX, StandardCharsets.UTF_8)).getBytes(StandardCharsets.UTF_8);
            for (int i = 0; i < 40; i++) {
                flood.add(pool.submit(() -> query(RUNAWAY)));
                flood.add(pool.submit(() -> post("application/x-www-form-urlencoded", regexForm)));
            }
            Thread.sleep(300);
            List<Long> latencies = new ArrayList<>();
            List<Long> pages = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                Answer a = query(ASK);
                assertEquals(200, a.status(), a.body());
                assertTrue(a.body().contains("true"));
                latencies.add(a.millis());
                // the site is served by threads of its own, apart from the queries' queue
                Answer page = get("/sub/page.html");
                assertEquals(200, page.status());
                pages.add(page.millis());
                Thread.sleep(150);
            }
            assertTrue(latencies.stream().allMatch(ms -> ms < 1000), "ASK latencies under the flood: " + latencies);
            assertTrue(pages.stream().allMatch(ms -> ms < 1000), "page latencies under the flood: " + pages);
            for (Future<Answer> f : flood) {
                Answer a = f.get();
                assertEquals(503, a.status(), a.body());
                oneLineRefusal(a);
                // refused by its time limit, by the bound on its work (a fast machine reaches that first), or as busy
                assertTrue(a.body().contains("timed out") || a.body().contains("intermediate solutions")
                        || a.body().contains("busy"), a.body());
                if (a.body().contains("busy")) {
                    assertEquals("2", a.header("Retry-After"), a.head());
                }
            }
        } finally {
            pool.shutdownNow();
        }
        assertEquals(200, query(ASK).status());
    }
}
