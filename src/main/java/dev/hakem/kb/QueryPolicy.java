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
 * {@code SERVICE} (no calls to other endpoints), a time limit, a bound on the rows returned.
 */
public final class QueryPolicy {
    /** Default time limit of one query, milliseconds. */
    public static final long DEFAULT_TIMEOUT_MS = 10_000;
    /** Default bound on the rows of one answer. */
    public static final long DEFAULT_MAX_ROWS = 10_000;

    private QueryPolicy() {
    }

    /** Refuses a time limit or a row bound that is not a positive number (the options --timeout and --max-rows). */
    public static void checkLimits(long timeoutMs, long maxRows) {
        if (timeoutMs <= 0) {
            throw new KbInputException("--timeout " + timeoutMs + ": the time limit must be at least 1 ms");
        }
        if (maxRows <= 0) {
            throw new KbInputException("--max-rows " + maxRows + ": the bound on the rows must be at least 1");
        }
    }

    /** Refuses a query that calls another endpoint (anywhere, FILTER EXISTS included); the message is the client's error. */
    public static void checkNoService(Query query) {
        Op op = Algebra.compile(query);
        boolean[] found = {false};
        Walker.walk(op, new OpVisitorBase() {
            @Override
            public void visit(OpService s) {
                found[0] = true;
            }
        }, new ExprVisitorBase() {
        });
        if (found[0]) {
            throw new KbInputException("SERVICE is not allowed: queries run over hakem's graph only");
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
