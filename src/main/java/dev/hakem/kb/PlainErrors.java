package dev.hakem.kb;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/**
 * The answers of the HTTP layer itself, for requests refused before any filter or servlet of
 * hakem sees them (a malformed Host, an ambiguous path, a URI or headers too long, Content-Length
 * with Transfer-Encoding, an unknown HTTP version) and for the site's "not found": one line of
 * plain text that says what was wrong, with the headers every answer of hakem carries
 * ({@link RequestGuard#SECURITY_HEADERS}), instead of Jetty's HTML page. Nothing of the request
 * is echoed beyond Jetty's own short reason.
 */
public final class PlainErrors extends ErrorHandler {
    private static final String JAKARTA_MESSAGE = "jakarta.servlet.error.message";

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        Object message = request.getAttribute(ERROR_MESSAGE);
        if (message == null) {
            message = request.getAttribute(JAKARTA_MESSAGE);
        }
        byte[] body = line(response.getStatus(), message instanceof String m ? m : null);
        headers(response.getHeaders(), body.length);
        response.write(true, ByteBuffer.wrap(body), callback);
        return true;
    }

    @Override
    public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        byte[] body = line(status, reason);
        headers(fields, body.length);
        return ByteBuffer.wrap(body);
    }

    private static void headers(HttpFields.Mutable fields, int length) {
        RequestGuard.SECURITY_HEADERS.forEach(h -> fields.put(h.getKey(), h.getValue()));
        fields.put(HttpHeader.CACHE_CONTROL, "must-revalidate,no-cache,no-store");
        fields.put(HttpHeader.CONTENT_TYPE, "text/plain;charset=utf-8");
        fields.put(HttpHeader.CONTENT_LENGTH, Integer.toString(length));
    }

    /**
     * A refusal by a filter or servlet of hakem: {@code message}'s first line as the whole body, plain
     * text, not to be cached (the security headers are the {@link RequestGuard}'s, set on every answer).
     */
    public static void refuse(HttpServletResponse resp, int status, String message) throws IOException {
        String text = message == null ? HttpStatus.getMessage(status) : message.strip();
        int nl = text.indexOf('\n');
        byte[] body = ((nl < 0 ? text : text.substring(0, nl).strip()) + "\n").getBytes(StandardCharsets.UTF_8);
        resp.setStatus(status);
        resp.setContentType("text/plain;charset=utf-8");
        resp.setHeader("Cache-Control", "no-store");
        resp.setContentLength(body.length);
        resp.getOutputStream().write(body);
    }

    /**
     * The status of a request body that could not be read: the HTTP layer's own 4xx (408 when the body
     * arrived slower than {@link ServerLimits#MIN_DATA_RATE}), 408 for a timeout, else 400.
     */
    public static int bodyFailure(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (c instanceof org.eclipse.jetty.http.HttpException h && h.getCode() >= 400 && h.getCode() < 500) {
                return h.getCode();
            }
            if (c instanceof java.util.concurrent.TimeoutException) {
                return 408;
            }
        }
        return 400;
    }

    /** The one line that says why a request body was not read ({@code deadlineMs}: the time the whole body may take, 0 none). */
    public static String bodyFailureMessage(Throwable t, long deadlineMs) {
        if (bodyFailure(t) == 408) {
            return "the request body arrived too slowly: at least " + ServerLimits.MIN_DATA_RATE + " bytes a second"
                    + (deadlineMs > 0 ? ", and all of it within " + String.format(java.util.Locale.ROOT, "%,d", deadlineMs) + " ms" : "");
        }
        String m = t.getMessage() == null ? "" : t.getMessage().strip();
        int nl = m.indexOf('\n');
        return "the request body could not be read" + (m.isEmpty() ? "" : ": " + (nl < 0 ? m : m.substring(0, nl)));
    }

    /** "Bad Request: Ambiguous URI path separator", "Not Found": the status and Jetty's reason, one line. */
    static byte[] line(int status, String message) {
        String reason = HttpStatus.getMessage(status);
        String detail = message == null ? "" : message.replaceAll("[\\p{Cntrl}<>&]", " ").strip();
        if (detail.length() > 120) {
            detail = detail.substring(0, 120) + "…";
        }
        String text = detail.isEmpty() || detail.equalsIgnoreCase(reason) ? reason : reason + ": " + detail;
        return (text + "\n").getBytes(StandardCharsets.UTF_8);
    }
}
