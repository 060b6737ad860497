package dev.hakem.docs;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.hakem.arbiter.Arbiter;
import dev.hakem.arbiter.json.CaseFiles;
import dev.hakem.arbiter.CaseInputException;
import dev.hakem.chess.ChessException;
import dev.hakem.kb.KbInputException;
import dev.hakem.kb.TextFile;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;

/**
 * The arbiter's workbench asks the engine through two services on the documentation's server. Both
 * take a case file (the JSON {@code hakem rule} reads) as the body: {@code POST /api/rule} answers
 * the ruling as {@code hakem rule --json} prints it; {@code POST /api/scenario} answers the case as
 * a Turkish scenario ({@link ScenarioWriter}). Only for clients on this machine (loopback), bodies
 * up to {@link #MAX_BODY} bytes, JSON only; a case the engine refuses answers 400 with the command
 * line's message as {@code {"error": "..."}}.
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
    private static final ObjectMapper JSON = new ObjectMapper();

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

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse res) throws IOException {
        if (!fromThisMachine(req.getRemoteAddr())) {
            error(res, HttpServletResponse.SC_FORBIDDEN, "the workbench API answers only on this machine (loopback)");
            return;
        }
        String type = req.getContentType() == null ? "" : req.getContentType().toLowerCase(Locale.ROOT);
        if (!type.startsWith("application/json")) {
            error(res, HttpServletResponse.SC_UNSUPPORTED_MEDIA_TYPE,
                    "send the case file as application/json (found '" + req.getContentType() + "')");
            return;
        }
        if (req.getContentLengthLong() > MAX_BODY) {
            error(res, HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE, tooLarge());
            return;
        }
        byte[] body;
        try (InputStream in = req.getInputStream()) {
            body = in.readNBytes(MAX_BODY + 1);
        }
        if (body.length > MAX_BODY) {
            error(res, HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE, tooLarge());
            return;
        }
        String answer;
        boolean scenario = req.getRequestURI().endsWith(SCENARIO);
        try {
            String text = TextFile.decodeUtf8(body, "case");
            answer = scenario ? ScenarioWriter.feature(text) : rule(text);
        } catch (CaseInputException | KbInputException e) {
            error(res, HttpServletResponse.SC_BAD_REQUEST, e.getMessage());
            return;
        } catch (ChessException e) {
            error(res, HttpServletResponse.SC_BAD_REQUEST, e.describe());
            return;
        }
        res.setStatus(HttpServletResponse.SC_OK);
        res.setContentType(scenario ? "text/plain; charset=utf-8" : "application/json; charset=utf-8");
        res.setHeader("Cache-Control", "no-store");
        res.getOutputStream().write(answer.getBytes(StandardCharsets.UTF_8));
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse res) throws IOException {
        res.setHeader("Allow", "POST");
        error(res, HttpServletResponse.SC_METHOD_NOT_ALLOWED, "POST a case file (application/json) to " + req.getRequestURI());
    }

    private static String tooLarge() {
        return "the case file is larger than " + MAX_BODY / 1024 + " KB";
    }

    private static void error(HttpServletResponse res, int status, String message) throws IOException {
        res.setStatus(status);
        res.setContentType("application/json; charset=utf-8");
        res.setHeader("Cache-Control", "no-store");
        res.getOutputStream().write(JSON.writeValueAsBytes(Map.of("error", message)));
    }
}
