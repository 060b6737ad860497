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

/**
 * The answers of the HTTP layer itself, for requests refused before any filter or servlet of
 * hakem sees them (a malformed Host, an ambiguous path, a URI or headers too long, Content-Length
 * with Transfer-Encoding, an unknown HTTP version) and for the site's "not found": one line of
 * plain text that says what was wrong, with the headers every answer of hakem carries
 * ({@link RequestGuard#SECURITY_HEADERS}), instead of Jetty's HTML page. Nothing of the request
 * is echoed beyond Jetty's own short reason.
 */
final class PlainErrors extends ErrorHandler {
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
