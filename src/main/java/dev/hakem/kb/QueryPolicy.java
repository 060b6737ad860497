package dev.hakem.kb;

import org.apache.jena.query.ARQ;
import org.apache.jena.query.Query;
import org.apache.jena.sparql.algebra.Algebra;
import org.apache.jena.sparql.algebra.Op;
import org.apache.jena.sparql.algebra.OpVisitorBase;
import org.apache.jena.sparql.algebra.walker.Walker;
import org.apache.jena.sparql.algebra.op.OpService;
import org.apache.jena.sparql.expr.ExprVisitorBase;
import org.apache.jena.sparql.util.Context;

/**
 * What queries over hakem's graph may do, the same for {@code hakem query} and the endpoint: no
 * {@code SERVICE} (no calls to other endpoints), a time limit, a bound on the rows and on the bytes
 * of an answer. The bounds inside the evaluation are {@link QueryGuard}'s, those on the text
 * {@link QueryShape}'s.
 */
public final class QueryPolicy {
    /** Default time limit of one query, milliseconds. */
    public static final long DEFAULT_TIMEOUT_MS = 10_000;
    /** Default bound on the rows of one answer. */
    public static final long DEFAULT_MAX_ROWS = 10_000;
    /** Default bound on the size of one answer, bytes (about: the characters of its values and names). */
    public static final long DEFAULT_MAX_BYTES = 16L << 20;

    /**
     * The bounds of one query.
     *
     * @param timeoutMs time limit, milliseconds
     * @param maxRows   most solutions of a SELECT, CONSTRUCT or DESCRIBE
     * @param maxBytes  largest answer, bytes
     */
    public record Limits(long timeoutMs, long maxRows, long maxBytes) {
        public Limits {
            checkLimits(timeoutMs, maxRows);
            if (maxBytes <= 0 || maxBytes > MAX_MAX_BYTES) {
                throw new KbInputException("--max-bytes " + maxBytes + ": the bound on the size of an answer must be between 1 and "
                        + MAX_MAX_BYTES + " bytes (256 MiB)");
            }
        }

        /** The defaults: 10 s, 10,000 rows, 16 MiB. */
        public static Limits defaults() {
            return new Limits(DEFAULT_TIMEOUT_MS, DEFAULT_MAX_ROWS, DEFAULT_MAX_BYTES);
        }
    }

    private QueryPolicy() {
    }

    /** Longest time limit of one query, milliseconds (10 minutes). */
    public static final long MAX_TIMEOUT_MS = 600_000;
    /** Largest bound on the rows of an answer. */
    public static final long MAX_MAX_ROWS = 1_000_000;
    /** Largest bound on the bytes of an answer (256 MiB). */
    public static final long MAX_MAX_BYTES = 256L << 20;

    /** Refuses a time limit or a row bound that is not a positive number or beyond its largest (the options --timeout and --max-rows). */
    public static void checkLimits(long timeoutMs, long maxRows) {
        if (timeoutMs <= 0 || timeoutMs > MAX_TIMEOUT_MS) {
            throw new KbInputException("--timeout " + timeoutMs + ": the time limit must be between 1 and "
                    + MAX_TIMEOUT_MS + " ms (10 minutes)");
        }
        if (maxRows <= 0 || maxRows > MAX_MAX_ROWS) {
            throw new KbInputException("--max-rows " + maxRows + ": the bound on the rows must be between 1 and " + MAX_MAX_ROWS);
        }
    }

    /**
     * Refuses a query that calls another endpoint (SERVICE, anywhere, FILTER EXISTS included) or
     * asks for a function by a {@code java:} IRI (Jena would load that class); the message is the
     * client's error.
     */
    public static void checkAllowed(Query query) {
        Op op = Algebra.compile(query);
        boolean[] service = {false};
        String[] javaFunction = {null};
        Walker.walk(op, new OpVisitorBase() {
            @Override
            public void visit(OpService s) {
                service[0] = true;
            }
        }, new ExprVisitorBase() {
            @Override
            public void visit(org.apache.jena.sparql.expr.ExprFunctionN func) {
                if (func instanceof org.apache.jena.sparql.expr.E_Function f && f.getFunctionIRI().startsWith("java:")) {
                    javaFunction[0] = f.getFunctionIRI();
                }
            }
        });
        if (service[0]) {
            throw new QueryRefusal(QueryRefusal.Reason.BAD_QUERY, "SERVICE is not allowed: queries run over hakem's graph only");
        }
        if (javaFunction[0] != null) {
            throw new QueryRefusal(QueryRefusal.Reason.BAD_QUERY, "<" + javaFunction[0]
                    + ">: functions named by java: IRIs are not allowed (only SPARQL's and XPath's functions)");
        }
    }

    /** Bounds the solutions of a SELECT, CONSTRUCT or DESCRIBE (keeps a smaller LIMIT the query sets itself). */
    public static void bound(Query query, long maxRows) {
        if (!query.isAskType() && (!query.hasLimit() || query.getLimit() > maxRows)) {
            query.setLimit(maxRows);
        }
    }

    /** Turns off SERVICE in a dataset's context as well (a second line of defence). */
    public static void forbidServiceIn(Context context) {
        context.set(ARQ.httpServiceAllowed, false);
    }
}
