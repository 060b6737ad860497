package dev.hakem.kb;

/**
 * A SPARQL query that hakem does not answer, and why: refused before it runs (syntax, size,
 * nesting, SERVICE), stopped while it ran (time limit, work bound), or an answer beyond the bounds.
 * The command line prints the message and exits 2; the endpoint answers with {@link Reason#status()}.
 */
public final class QueryRefusal extends KbInputException {
    /** Why a query was not answered; each with the HTTP status the endpoint gives. */
    public enum Reason {
        /** The query itself is wrong or too big: syntax, size, nesting, SERVICE, an invalid regular expression. */
        BAD_QUERY(400),
        /** The answer, or a string built while answering, is larger than allowed. */
        TOO_LARGE(400),
        /** The time limit passed, or the bound on the work of one query was reached. */
        TIMED_OUT(503),
        /** The endpoint runs as many queries as it can and its queue is full. */
        BUSY(503),
        /** A fault of hakem's, not of the query (reported as such, so that it gets fixed). */
        INTERNAL(500);

        private final int status;

        Reason(int status) {
            this.status = status;
        }

        /** The HTTP status of the endpoint's answer. */
        public int status() {
            return status;
        }
    }

    private final Reason reason;

    public QueryRefusal(Reason reason, String message) {
        super(message);
        this.reason = reason;
    }

    public QueryRefusal(Reason reason, String message, Throwable cause) {
        super(message, cause);
        this.reason = reason;
    }

    public Reason reason() {
        return reason;
    }

    /** The same refusal with {@code source} (a file name, "query") in front of its message. */
    public QueryRefusal from(String source) {
        return getMessage().startsWith(source) ? this : new QueryRefusal(reason, source + ": " + getMessage(), this);
    }
}
