package dev.hakem.kb;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.zip.GZIPInputStream;
import java.util.zip.InflaterInputStream;
import org.apache.jena.query.Query;
import org.apache.jena.riot.Lang;

/**
 * The SPARQL 1.1 query protocol at {@code /sparql}, read-only: GET with {@code query=}, POST of a
 * form or of {@code application/sparql-query}. The request body is read without holding a thread
 * (asynchronously), within a size bound ({@link #MAX_BODY_BYTES}, inflated size for a gzip or
 * deflate body) and a time bound ({@link #BODY_DEADLINE_MS}); the query is parsed with hakem's
 * predeclared prefixes and bounds, then waits and runs in the {@link QueryGate}, and its answer
 * (bounded by {@link QueryPolicy.Limits}) is written in the format the client asks for. Every
 * refusal is one line of text with the status of its {@link QueryRefusal.Reason}.
 */
final class QueryServlet extends HttpServlet {
    /** Largest request body (also once inflated), bytes: a query of the longest allowed text, form-encoded. */
    static final int MAX_BODY_BYTES = 4 * QueryShape.MAX_CHARS;
    /** The whole request body must arrive within this time. */
    static final long BODY_DEADLINE_MS = 10_000;
    /** The whole answer must be read by its client within this time (16 MiB, the largest by default, at 280 KB/s). */
    static final long ANSWER_DEADLINE_MS = 60_000;
    /** Answers written but not yet read by their clients, all together: a quarter of the heap, at least 64 MiB. */
    static final long PENDING_ANSWER_BYTES = Math.max(64L << 20, Runtime.getRuntime().maxMemory() / 4);
    /** Answers this small (refusals, most rows) are not counted against {@link #PENDING_ANSWER_BYTES}. */
    static final int SMALL_ANSWER_BYTES = 16 * 1024;
    /** How much of an answer is handed to the connection at a time. */
    static final int WRITE_CHUNK_BYTES = 32 * 1024;

    private final KnowledgeBase kb;
    private final QueryGate gate;
    private final QueryPolicy.Limits limits;
    /** Room for answers not yet read by their clients, KiB ({@link #PENDING_ANSWER_BYTES}). */
    private final java.util.concurrent.Semaphore pending = new java.util.concurrent.Semaphore(
            (int) Math.min(Integer.MAX_VALUE, PENDING_ANSWER_BYTES / 1024));
    private final java.util.concurrent.ScheduledThreadPoolExecutor timer = new java.util.concurrent.ScheduledThreadPoolExecutor(1, r -> {
        Thread t = new Thread(r, "hakem-request-deadlines");
        t.setDaemon(true);
        return t;
    });

    {
        timer.setRemoveOnCancelPolicy(true);
    }

    QueryServlet(KnowledgeBase kb, QueryGate gate, QueryPolicy.Limits limits) {
        this.kb = kb;
        this.gate = gate;
        this.limits = limits;
    }

    @Override
    public void destroy() {
        timer.shutdownNow();
    }

    @Override
    protected void doOptions(HttpServletRequest req, HttpServletResponse resp) {
        resp.setHeader("Allow", "GET, POST, OPTIONS");
        resp.setStatus(204);
    }

    /** No TRACE: it would echo the request's headers (with whatever a proxy added) back to a page's script. */
    @Override
    protected void doTrace(HttpServletRequest req, HttpServletResponse resp) {
        resp.setHeader("Allow", "GET, POST, OPTIONS");
        resp.setStatus(405);
    }

    @Override
    protected void doHead(HttpServletRequest req, HttpServletResponse resp) {
        resp.setHeader("Allow", "GET, POST, OPTIONS");
        resp.setStatus(405);
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) {
        AsyncContext ac = req.startAsync();
        ac.setTimeout(0);
        Exchange x = new Exchange(ac, req, resp);
        x.handleSafely(() -> form(req.getQueryString() == null ? "" : req.getQueryString()));
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        AsyncContext ac = req.startAsync();
        ac.setTimeout(0);
        Exchange x = new Exchange(ac, req, resp);
        String type = mediaType(req.getContentType());
        if (!type.equals("application/x-www-form-urlencoded") && !type.equals("application/sparql-query")) {
            x.fail(type.equals("application/sparql-update") ? 400 : 415, type.equals("application/sparql-update")
                    ? "SPARQL updates are not allowed: the knowledge base is read-only"
                    : "send the query as application/sparql-query or as a form (application/x-www-form-urlencoded), not '"
                    + (type.isEmpty() ? "no content type" : type) + "'");
            return;
        }
        String encoding = req.getHeader("Content-Encoding");
        String enc = encoding == null ? "identity" : encoding.strip().toLowerCase(Locale.ROOT);
        if (!enc.equals("identity") && !enc.equals("gzip") && !enc.equals("deflate")) {
            x.fail(415, "request bodies may be sent plain, gzip or deflate, not '" + encoding + "'");
            return;
        }
        long declared = req.getContentLengthLong();
        if (declared > MAX_BODY_BYTES) {
            x.fail(413, "the request body is " + String.format(Locale.ROOT, "%,d", declared) + " bytes; at most "
                    + String.format(Locale.ROOT, "%,d", MAX_BODY_BYTES) + " are allowed");
            return;
        }
        RequestBody.read(req, MAX_BODY_BYTES, "the request body is larger than " + String.format(Locale.ROOT, "%,d", MAX_BODY_BYTES)
                + " bytes, the most a query may take", BODY_DEADLINE_MS, body -> x.handleSafely(() -> fields(x, body, type, enc)), x::fail);
    }

    /** The fields of a whole request body: a form, or a query sent as application/sparql-query (with the URL's fields). */
    private Map<String, List<String>> fields(Exchange x, byte[] body, String type, String encoding) {
        String text;
        try {
            text = new String(inflate(body, encoding), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new QueryRefusal(QueryRefusal.Reason.BAD_QUERY, "the request body cannot be read as "
                    + encoding + ": " + e.getMessage());
        }
        if (!type.equals("application/sparql-query")) {
            return form(text);
        }
        Map<String, List<String>> fields = form(x.req.getQueryString() == null ? "" : x.req.getQueryString());
        fields.put("query", List.of(text));
        return fields;
    }

    /** The body, inflated when compressed, never beyond {@link #MAX_BODY_BYTES}. */
    static byte[] inflate(byte[] body, String encoding) throws IOException {
        if (encoding.equals("identity")) {
            return body;
        }
        try (InputStream in = encoding.equals("gzip") ? new GZIPInputStream(new java.io.ByteArrayInputStream(body))
                : new InflaterInputStream(new java.io.ByteArrayInputStream(body))) {
            byte[] out = in.readNBytes(MAX_BODY_BYTES + 1);
            if (out.length > MAX_BODY_BYTES) {
                throw new QueryRefusal(QueryRefusal.Reason.TOO_LARGE, "the " + encoding + " request body inflates to more than "
                        + String.format(Locale.ROOT, "%,d", MAX_BODY_BYTES) + " bytes, the most a query may take");
            }
            return out;
        }
    }

    /** One request and its response, answered exactly once. */
    private final class Exchange {
        final AsyncContext ac;
        final HttpServletRequest req;
        final HttpServletResponse resp;
        private final AtomicBoolean done = new AtomicBoolean();

        Exchange(AsyncContext ac, HttpServletRequest req, HttpServletResponse resp) {
            this.ac = ac;
            this.req = req;
            this.resp = resp;
        }

        boolean finished() {
            return done.get();
        }

        /** Reads the fields and handles them; a refusal is answered, a fault too (500, one line). */
        void handleSafely(java.util.function.Supplier<Map<String, List<String>>> fields) {
            onServerThread = Thread.currentThread();
            try {
                handle(fields.get());
            } catch (QueryRefusal e) {
                refuse(e);
            } catch (RuntimeException | StackOverflowError e) {
                fail(500, "internal error (a fault of hakem's, please report it): " + e);
            } finally {
                onServerThread = null;
            }
        }

        /** The server's thread that is handling the request now (an answer ready then is written on it). */
        private volatile Thread onServerThread;

        /** Checks the request's fields, parses the query and hands it to the gate. */
        void handle(Map<String, List<String>> fields) {
            if (fields.containsKey("update")) {
                fail(400, "SPARQL updates are not allowed: the knowledge base is read-only");
                return;
            }
            for (String f : List.of("default-graph-uri", "named-graph-uri", "using-graph-uri", "using-named-graph-uri")) {
                if (fields.containsKey(f)) {
                    fail(400, f + " is not supported: the endpoint answers over hakem's one graph");
                    return;
                }
            }
            List<String> q = fields.get("query");
            if (q == null || q.isEmpty() || q.get(0).isBlank()) {
                fail(400, "no query: send one as query=... (GET or a form) or as application/sparql-query; "
                        + "the whole graph is in the exported files (hakem kb export: kb.ttl, kb.jsonld)");
                return;
            }
            if (q.size() > 1) {
                fail(400, "the field 'query' is given " + q.size() + " times");
                return;
            }
            Query query = bindParameters(KnowledgeBase.parse(q.get(0), "query"), q.get(0), fields);
            String formatField = fields.containsKey("format") ? "format" : fields.containsKey("output") ? "output" : null;
            Answer how = Answer.choose(query, formatField, first(fields, "format", "output"), req.getHeader("Accept"));
            gate.submit(new QueryGate.Job() {
                @Override
                public QueryResult execute(long timeoutMs) {
                    return kb.execute(query.cloneQuery(), Map.of(),
                            new QueryPolicy.Limits(timeoutMs, limits.maxRows(), limits.maxBytes()), "query");
                }

                @Override
                public void answer(QueryResult result) {
                    ByteArrayOutputStream out = new ByteArrayOutputStream();
                    how.write(result, out);
                    respond(200, how.contentType(), out.toByteArray());
                }

                @Override
                public void refused(QueryRefusal why) {
                    refuse(why);
                }
            }, QueryCost.isCheap(query, kb.model().getGraph()));
        }

        /**
         * The query with the parameters its text declares ({@code # @param} lines) bound from the
         * fields {@code $NAME=VALUE}, as {@code hakem query --param NAME=VALUE} binds them
         * ({@link QueryParameters}); a bad or unknown parameter is refused.
         */
        private Query bindParameters(Query query, String text, Map<String, List<String>> fields) {
            Map<String, String> values = new LinkedHashMap<>();
            fields.forEach((k, v) -> {
                if (k.startsWith(QueryParameters.FIELD_PREFIX) && k.length() > 1) {
                    if (v.size() != 1) {
                        throw new QueryRefusal(QueryRefusal.Reason.BAD_QUERY,
                                "parameter " + k.substring(1) + " given " + v.size() + " times");
                    }
                    values.put(k.substring(1), v.get(0));
                }
            });
            try {
                return QueryParameters.bind(query, CannedQuery.declaredParams(text, "the query"), values, kb.model(), "the query");
            } catch (KbInputException e) {
                throw new QueryRefusal(QueryRefusal.Reason.BAD_QUERY, e.getMessage());
            }
        }

        void refuse(QueryRefusal e) {
            if (e.reason() == QueryRefusal.Reason.BUSY) {
                resp.setHeader("Retry-After", "2");
            }
            fail(e.reason().status(), e.getMessage());
        }

        /** A refusal: one line of text. */
        void fail(int status, String message) {
            respond(status, "text/plain; charset=utf-8", (oneLine(message) + "\n").getBytes(StandardCharsets.UTF_8));
        }

        /**
         * Writes the response once and completes the exchange. The answer is already whole in memory
         * (bounded by the limits) and no query place is held any more; it is written without blocking
         * a thread: a client that reads slowly or not at all holds only its bytes, within
         * {@link #PENDING_ANSWER_BYTES} for all such clients (503 beyond), and for at most
         * {@link #ANSWER_DEADLINE_MS} (the connection is closed then; one that reads nothing at all is
         * closed after {@link ServerLimits#IDLE_TIMEOUT_MS}).
         */
        void respond(int status, String contentType, byte[] body) {
            if (!done.compareAndSet(false, true)) {
                return;
            }
            int kib = body.length <= SMALL_ANSWER_BYTES ? 0 : (body.length + 1023) / 1024;
            if (kib > 0 && !pending.tryAcquire(kib)) {
                resp.setHeader("Retry-After", "2");
                write(503, "text/plain; charset=utf-8", ("the endpoint is busy (answers not yet read by their clients fill its "
                        + PENDING_ANSWER_BYTES / (1024 * 1024) + " MB); try again in a few seconds\n").getBytes(StandardCharsets.UTF_8), 0);
                return;
            }
            write(status, contentType, body, kib);
        }

        /** Writes without blocking; {@code kib} of {@link #pending} are given back when the exchange ends. */
        private void write(int status, String contentType, byte[] body, int kib) {
            AtomicBoolean released = new AtomicBoolean();
            Runnable release = () -> {
                if (released.compareAndSet(false, true)) {
                    pending.release(kib);
                }
            };
            Runnable write = () -> {
                ScheduledFuture<?> deadline = timer.schedule(() -> abort(release), ANSWER_DEADLINE_MS, TimeUnit.MILLISECONDS);
                Runnable finish = () -> {
                    deadline.cancel(false);
                    release.run();
                    ac.complete();
                };
                try {
                    resp.setStatus(status);
                    resp.setContentType(contentType);
                    resp.setContentLength(body.length);
                    ServletOutputStream out = resp.getOutputStream();
                    out.setWriteListener(new WriteListener() {
                        private int written;

                        @Override
                        public void onWritePossible() throws IOException {
                            while (out.isReady()) {
                                if (written >= body.length) {
                                    finish.run();
                                    return;
                                }
                                int n = Math.min(WRITE_CHUNK_BYTES, body.length - written);
                                out.write(body, written, n);
                                written += n;
                            }
                        }

                        @Override
                        public void onError(Throwable gone) {
                            // the client went away or stopped reading: nothing to tell it
                            finish.run();
                        }
                    });
                } catch (IOException | RuntimeException gone) {
                    finish.run();
                }
            };
            if (onServerThread == Thread.currentThread()) {
                write.run();
            } else {
                ac.start(write);
            }
        }

        /** An answer its client did not read in time: the connection is closed (the exchange then ends with an error). */
        private void abort(Runnable release) {
            release.run();
            try {
                org.eclipse.jetty.ee10.servlet.ServletContextRequest.getServletContextRequest(req).getConnectionMetaData()
                        .getConnection().getEndPoint().close(new java.util.concurrent.TimeoutException(
                                "the answer was not read within " + ANSWER_DEADLINE_MS + " ms"));
            } catch (RuntimeException closed) {
                // already closed
            }
        }
    }

    private static String first(Map<String, List<String>> fields, String... names) {
        for (String n : names) {
            List<String> v = fields.get(n);
            if (v != null && !v.isEmpty()) {
                return v.get(0);
            }
        }
        return null;
    }

    /** The fields of a query string or form body; a malformed escape is refused. */
    static Map<String, List<String>> form(String text) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        for (String part : text.split("&")) {
            if (part.isEmpty()) {
                continue;
            }
            int eq = part.indexOf('=');
            try {
                String k = URLDecoder.decode(eq < 0 ? part : part.substring(0, eq), StandardCharsets.UTF_8);
                String v = eq < 0 ? "" : URLDecoder.decode(part.substring(eq + 1), StandardCharsets.UTF_8);
                out.computeIfAbsent(k, x -> new ArrayList<>()).add(v);
            } catch (IllegalArgumentException e) {
                throw new QueryRefusal(QueryRefusal.Reason.BAD_QUERY, "the form field '" + (eq < 0 ? part : part.substring(0, eq))
                        + "' is not URL-encoded correctly (" + e.getMessage() + ")");
            }
        }
        return out;
    }

    private static String mediaType(String contentType) {
        if (contentType == null) {
            return "";
        }
        int semi = contentType.indexOf(';');
        return (semi < 0 ? contentType : contentType.substring(0, semi)).strip().toLowerCase(Locale.ROOT);
    }

    private static String oneLine(String s) {
        String t = s.strip();
        int nl = t.indexOf('\n');
        return nl < 0 ? t : t.substring(0, nl).strip();
    }

    /**
     * The format of an answer: from the format= (or output=) field (a name that is not a format of the query's
     * answer is refused, never replaced), else the first fitting type of the Accept header, else the
     * default of the query form.
     */
    record Answer(QueryResult.Format rows, Lang graph, String contentType) {
        /** {@code field}: the name of the field that gave {@code format} ("format" or "output"), named in a refusal. */
        static Answer choose(Query q, String field, String format, String accept) {
            boolean graph = q.isConstructType() || q.isDescribeType();
            List<String> wanted = new ArrayList<>();
            if (format != null) {
                Answer a = graph ? graphFormat(format.strip().toLowerCase(Locale.ROOT))
                        : rowsFormat(format.strip().toLowerCase(Locale.ROOT));
                if (a == null) {
                    throw new QueryRefusal(QueryRefusal.Reason.BAD_QUERY, field + "=" + (format.length() > 60
                            ? format.substring(0, 60) + "..." : format) + ": not a format of " + (graph
                            ? "a graph (the answer of a CONSTRUCT or DESCRIBE): turtle, ntriples, jsonld or rdfxml"
                            : "rows (the answer of a SELECT or ASK): json, xml, csv, tsv or text"));
                }
                return a;
            } else if (accept != null) {
                List<String[]> types = new ArrayList<>();
                for (String part : accept.split(",")) {
                    String[] p = part.split(";");
                    double qv = 1;
                    for (int i = 1; i < p.length; i++) {
                        String param = p[i].strip();
                        if (param.startsWith("q=")) {
                            try {
                                qv = Double.parseDouble(param.substring(2));
                            } catch (NumberFormatException ignored) {
                                qv = 0;
                            }
                        }
                    }
                    if (qv > 0) {
                        types.add(new String[] {p[0].strip().toLowerCase(Locale.ROOT), Double.toString(qv)});
                    }
                }
                types.sort((a, b) -> Double.compare(Double.parseDouble(b[1]), Double.parseDouble(a[1])));
                types.forEach(t -> wanted.add(t[0]));
            }
            for (String w : wanted) {
                Answer a = graph ? graphFormat(w) : rowsFormat(w);
                if (a != null) {
                    return a;
                }
            }
            return graph ? graphFormat("text/turtle") : rowsFormat("application/sparql-results+json");
        }

        private static Answer rowsFormat(String w) {
            return switch (w) {
                case "json", "application/sparql-results+json", "application/json" ->
                        new Answer(QueryResult.Format.JSON, null, "application/sparql-results+json; charset=utf-8");
                case "xml", "application/sparql-results+xml", "application/xml", "text/xml" ->
                        new Answer(QueryResult.Format.XML, null, "application/sparql-results+xml; charset=utf-8");
                case "csv", "text/csv" -> new Answer(QueryResult.Format.CSV, null, "text/csv; charset=utf-8");
                case "tsv", "text/tab-separated-values" ->
                        new Answer(QueryResult.Format.TSV, null, "text/tab-separated-values; charset=utf-8");
                case "text", "table", "text/plain" -> new Answer(QueryResult.Format.TABLE, null, "text/plain; charset=utf-8");
                default -> null;
            };
        }

        private static Answer graphFormat(String w) {
            return switch (w) {
                case "ttl", "turtle", "text/turtle", "application/x-turtle" ->
                        new Answer(null, Lang.TURTLE, "text/turtle; charset=utf-8");
                case "nt", "ntriples", "n-triples", "application/n-triples", "text/plain" ->
                        new Answer(null, Lang.NTRIPLES, "application/n-triples; charset=utf-8");
                case "jsonld", "json-ld", "json", "application/ld+json", "application/json" ->
                        new Answer(null, Lang.JSONLD, "application/ld+json; charset=utf-8");
                case "rdfxml", "xml", "application/rdf+xml", "application/xml" ->
                        new Answer(null, Lang.RDFXML, "application/rdf+xml; charset=utf-8");
                default -> null;
            };
        }

        void write(QueryResult r, java.io.OutputStream out) {
            if (graph != null) {
                r.writeGraph(out, graph);
            } else {
                r.write(out, rows);
            }
        }
    }
}
