package dev.hakem.kb;

import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A request body read as it arrives, without holding a server thread: at most {@code maxBytes}, all of
 * it within {@code deadlineMs} (else 408), a client that stalls or fails is refused with the HTTP
 * layer's own status. The one body reader of the server: {@code /sparql} and the workbench's
 * services ({@code /api/*}) both read through it, so a client that trickles a body ties up no thread
 * on either. The request must be in asynchronous mode ({@code startAsync}) before {@link #read}.
 */
public final class RequestBody implements ReadListener {
    /** What is done with a whole body (on a server thread). */
    public interface Whole {
        void body(byte[] bytes);
    }

    /** How a body that was not read is refused: a status and its one line. */
    public interface Refusal {
        void refuse(int status, String message);
    }

    private static final ScheduledThreadPoolExecutor DEADLINES = new ScheduledThreadPoolExecutor(1, r -> {
        Thread t = new Thread(r, "hakem-request-deadlines");
        t.setDaemon(true);
        return t;
    });

    static {
        DEADLINES.setRemoveOnCancelPolicy(true);
    }

    private final ServletInputStream in;
    private final int maxBytes;
    private final String tooLarge;
    private final long deadlineMs;
    private final Whole whole;
    private final Refusal refusal;
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final byte[] buf = new byte[8192];
    private final AtomicBoolean over = new AtomicBoolean();
    private final ScheduledFuture<?> deadline;

    private RequestBody(ServletInputStream in, int maxBytes, String tooLarge, long deadlineMs, Whole whole, Refusal refusal) {
        this.in = in;
        this.maxBytes = maxBytes;
        this.tooLarge = tooLarge;
        this.deadlineMs = deadlineMs;
        this.whole = whole;
        this.refusal = refusal;
        this.deadline = DEADLINES.schedule(() -> refuse(408, PlainErrors.bodyFailureMessage(new TimeoutException(), deadlineMs)),
                deadlineMs, TimeUnit.MILLISECONDS);
    }

    /**
     * Starts reading {@code req}'s body: {@code whole} gets it once it has all arrived; otherwise
     * {@code refusal} gets 413 with {@code tooLarge} beyond {@code maxBytes}, 408 after
     * {@code deadlineMs}, or the HTTP layer's status when the client fails. Exactly one of them is called.
     */
    public static void read(HttpServletRequest req, int maxBytes, String tooLarge, long deadlineMs, Whole whole, Refusal refusal)
            throws IOException {
        ServletInputStream in = req.getInputStream();
        in.setReadListener(new RequestBody(in, maxBytes, tooLarge, deadlineMs, whole, refusal));
    }

    private void refuse(int status, String message) {
        if (over.compareAndSet(false, true)) {
            deadline.cancel(false);
            refusal.refuse(status, message);
        }
    }

    @Override
    public void onDataAvailable() throws IOException {
        while (!over.get() && in.isReady()) {
            int n = in.read(buf);
            if (n < 0) {
                return;
            }
            bytes.write(buf, 0, n);
            if (bytes.size() > maxBytes) {
                refuse(413, tooLarge);
                return;
            }
        }
    }

    @Override
    public void onAllDataRead() {
        if (over.compareAndSet(false, true)) {
            deadline.cancel(false);
            whole.body(bytes.toByteArray());
        }
    }

    @Override
    public void onError(Throwable t) {
        refuse(PlainErrors.bodyFailure(t), PlainErrors.bodyFailureMessage(t, deadlineMs));
    }
}
