package dev.hakem.docs;

import dev.hakem.arbiter.Arbiter;
import dev.hakem.arbiter.json.CaseFiles;
import dev.hakem.arbiter.CaseInputException;
import dev.hakem.chess.ChessException;
import dev.hakem.kb.KbInputException;
import dev.hakem.kb.PlainErrors;
import dev.hakem.kb.RequestBody;
import dev.hakem.kb.TextFile;
import jakarta.servlet.AsyncContext;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Semaphore;

/**
 * The arbiter's workbench asks the engine through two services on the documentation's server. Both
 * take a case file (the JSON {@code hakem rule} reads) as the body: {@code POST /api/rule} answers
 * the ruling as {@code hakem rule --json} prints it; {@code POST /api/scenario} answers the case as
 * a Turkish scenario ({@link ScenarioWriter}). Only for clients on this machine (loopback), bodies
 * up to {@link #MAX_BODY} bytes, exactly {@code application/json} in UTF-8, uncompressed, a bounded number at
 * once; a case the engine refuses answers 400 with the command line's message, one line of plain text
 * (as every refusal of the server).
 */
public final class WorkbenchApi extends HttpServlet {
    /** The ruling of a case. */
    public static final String RULE = "/api/rule";
    /** A case as a Turkish scenario. */
    public static final String SCENARIO = "/api/scenario";
    /** Both paths. */
    public static final java.util.List<String> PATHS = java.util.List.of(RULE, SCENARIO);
    /** The largest case file accepted, in bytes (the examples are under 1 KB). */
    public static final int MAX_BODY = 64 * 1024;
    /** The whole case file must arrive within this time (as a query's body on {@code /sparql}). */
    static final long BODY_DEADLINE_MS = 10_000;

    /** The endpoint's options with the workbench's services added (one servlet at each of {@link #PATHS}). */
    public static dev.hakem.kb.SparqlEndpoint.Options servedWith(dev.hakem.kb.SparqlEndpoint.Options o) {
        WorkbenchApi api = new WorkbenchApi();
        for (String path : PATHS) {
            o = o.withServlet(path, api);
        }
        return o;
    }

    /** The ruling of a case file's text as JSON; a refused case is a {@link CaseInputException} or {@link ChessException}. */
    public static String rule(String caseJson) {
        return CaseFiles.write(Arbiter.rule(CaseFiles.read(caseJson)));
    }

    /** Whether a request's remote address (an IP literal, as the server reports it) is this machine's loopback. */
    static boolean fromThisMachine(String remoteAddr) {
        if (remoteAddr == null || !remoteAddr.matches("[0-9a-fA-F:.\\[\\]%]+")) {
            return false; // not an address literal: never looked up by name
        }
        try {
            return InetAddress.getByName(remoteAddr).isLoopbackAddress();
        } catch (java.net.UnknownHostException e) {
            return false;
        }
    }

    /** Rulings (and scenarios) computed at once; one more is refused with 503 (a case of 2,000 moves takes about a second). */
    public static final int AT_ONCE = Math.max(2, Runtime.getRuntime().availableProcessors() / 2);

    /** Places for rulings computed now ({@link #AT_ONCE}). */
    final Semaphore places;

    public WorkbenchApi() {
        this(AT_ONCE);
    }

    WorkbenchApi(int atOnce) {
        this(atOnce, BODY_DEADLINE_MS);
    }

    WorkbenchApi(int atOnce, long bodyDeadlineMs) {
        this.places = new Semaphore(atOnce);
        this.bodyDeadlineMs = bodyDeadlineMs;
    }

    /** The time a whole case file may take to arrive ({@link #BODY_DEADLINE_MS}; shorter in tests). */
    private final long bodyDeadlineMs;

    /**
     * The guards of {@code /sparql} for a case file (the origin check is the {@link dev.hakem.kb.SparqlEndpoint}'s
     * request guard, for every POST): loopback clients only (403), {@code application/json} (415), no
     * compressed body (415), at most {@link #MAX_BODY} bytes (413), read without holding a thread
     * ({@link RequestBody}): a body that arrives too slowly, or not whole within {@link #BODY_DEADLINE_MS}, is 408; a bounded number of rulings at once (503 beyond, {@code Retry-After}); a case the engine
     * refuses is 400 with the command line's message (line, column, field). Every refusal is one line of text.
     */
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse res) throws IOException {
        if (!fromThisMachine(req.getRemoteAddr())) {
            PlainErrors.refuse(res, HttpServletResponse.SC_FORBIDDEN, "the workbench API answers only on this machine (loopback)");
            return;
        }
        String wrongType = mediaTypeRefusal(req.getContentType());
        if (wrongType != null) {
            PlainErrors.refuse(res, HttpServletResponse.SC_UNSUPPORTED_MEDIA_TYPE, wrongType);
            return;
        }
        String encoding = req.getHeader("Content-Encoding");
        if (encoding != null && !encoding.strip().equalsIgnoreCase("identity")) {
            PlainErrors.refuse(res, HttpServletResponse.SC_UNSUPPORTED_MEDIA_TYPE,
                    "send the case file uncompressed, not '" + oneLine(encoding) + "' (it is at most " + MAX_BODY / 1024 + " KB)");
            return;
        }
        if (req.getContentLengthLong() > MAX_BODY) {
            PlainErrors.refuse(res, HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE, tooLarge());
            return;
        }
        AsyncContext ac = req.startAsync();
        ac.setTimeout(0);
        RequestBody.read(req, MAX_BODY, tooLarge(), bodyDeadlineMs, body -> {
            try {
                answer(req, res, body);
            } catch (IOException | RuntimeException gone) {
                // the client went away while its answer was written: nothing is left to tell it
            } finally {
                ac.complete();
            }
        }, (status, message) -> {
            try {
                PlainErrors.refuse(res, status, message);
            } catch (IOException | RuntimeException gone) {
                // as above
            } finally {
                ac.complete();
            }
        });
    }

    /** The whole case file has arrived: it is ruled (or written as a scenario) in one of the {@link #AT_ONCE} places. */
    private void answer(HttpServletRequest req, HttpServletResponse res, byte[] body) throws IOException {
        if (!places.tryAcquire()) {
            res.setHeader("Retry-After", "2");
            PlainErrors.refuse(res, HttpServletResponse.SC_SERVICE_UNAVAILABLE, "the engine is busy (" + AT_ONCE
                    + " cases are being ruled); try again in a few seconds");
            return;
        }
        boolean scenario = req.getRequestURI().endsWith(SCENARIO);
        String answer = null;
        int status = HttpServletResponse.SC_OK;
        try {
            String text = TextFile.decodeUtf8(body, "case");
            answer = scenario ? ScenarioWriter.feature(text) : rule(text);
        } catch (CaseInputException | KbInputException e) {
            status = HttpServletResponse.SC_BAD_REQUEST;
            answer = e.getMessage();
        } catch (ChessException e) {
            status = HttpServletResponse.SC_BAD_REQUEST;
            answer = e.describe();
        } catch (RuntimeException | StackOverflowError fault) {
            status = HttpServletResponse.SC_INTERNAL_SERVER_ERROR;
            answer = "internal error (a fault of hakem's, please report it): " + fault;
        } finally {
            places.release(); // before the answer is written: a client that reads slowly holds no place
        }
        if (status != HttpServletResponse.SC_OK) {
            PlainErrors.refuse(res, status, answer);
            return;
        }
        byte[] bytes = answer.getBytes(StandardCharsets.UTF_8);
        res.setStatus(HttpServletResponse.SC_OK);
        res.setContentType(scenario ? "text/plain; charset=utf-8" : "application/json; charset=utf-8");
        res.setHeader("Cache-Control", "no-store");
        res.setContentLength(bytes.length);
        res.getOutputStream().write(bytes);
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse res) throws IOException {
        res.setHeader("Allow", "POST");
        PlainErrors.refuse(res, HttpServletResponse.SC_METHOD_NOT_ALLOWED, "POST a case file (application/json) to " + req.getRequestURI());
    }

    private static String oneLine(String s) {
        if (s == null) {
            return "none";
        }
        String t = s.replaceAll("\\p{Cntrl}", " ").strip();
        return t.length() > 80 ? t.substring(0, 80) + "…" : t;
    }

    /**
     * Why a request's Content-Type is not a case file's, or null when it is: exactly the media type
     * {@code application/json} (not one that merely starts with it, "application/jsonp"), with no
     * charset or UTF-8 — the body is read as UTF-8, so another declared charset is refused, not misread.
     */
    static String mediaTypeRefusal(String contentType) {
        String[] parts = contentType == null ? new String[] {""} : contentType.split(";", -1);
        if (!parts[0].strip().equalsIgnoreCase("application/json")) {
            return "send the case file as application/json (found '" + oneLine(contentType) + "')";
        }
        for (int i = 1; i < parts.length; i++) {
            int eq = parts[i].indexOf('=');
            String name = (eq < 0 ? parts[i] : parts[i].substring(0, eq)).strip();
            String value = eq < 0 ? "" : parts[i].substring(eq + 1).strip().replaceAll("^\"(.*)\"$", "$1");
            if (name.equalsIgnoreCase("charset") && !value.equalsIgnoreCase("utf-8")) {
                return "the case file is read as UTF-8: send charset=utf-8 or no charset (found '" + oneLine(contentType) + "')";
            }
        }
        return null;
    }

    private static String tooLarge() {
        return "the case file is larger than " + MAX_BODY / 1024 + " KB";
    }
}
