package dev.hakem.kb;

import java.util.Locale;
import java.util.function.Supplier;

/**
 * The bounds one running query is held to, checked from inside the evaluation (where Jena's own
 * time limit cannot reach: a regular expression matching one string, a string being built): the
 * deadline, the longest string an expression may build, the largest number it may compute and the
 * longest text it may read as a number, and the work done (solutions produced by all operators
 * together). Set for the thread that runs the query by {@link #run}.
 */
public final class QueryGuard {
    /** Longest string an expression may build (CONCAT, REPLACE, GROUP_CONCAT, ...), in characters. */
    public static final int MAX_STRING_CHARS = 1 << 20;
    /**
     * Largest number an operation may compute, in bits (about 1,233 decimal digits): far beyond any
     * count, clock or move number of the Laws, and small enough that multiplying two such numbers
     * takes microseconds. Exact arithmetic on larger ones grows without looking at the clock.
     */
    public static final int MAX_NUMBER_BITS = 4096;
    /**
     * Longest text read as a number, date or duration (a cast, STRDT, a typed literal in the query
     * text), in characters: reading a numeral costs time quadratic in its length.
     */
    public static final int MAX_NUMERAL_CHARS = 1000;
    /** Most solutions all operators of one query may produce together. */
    public static final long MAX_SOLUTIONS = 2_000_000;
    /** Without a running query (e.g. constant folding outside {@link #run}): the most regex steps. */
    static final long FALLBACK_STEPS = 20_000_000;

    private static final ThreadLocal<QueryGuard> CURRENT = new ThreadLocal<>();
    /** For the queries this thread runs: while it says so, they pause (cheap queries go first). */
    private static final ThreadLocal<java.util.function.BooleanSupplier> GIVE_WAY = new ThreadLocal<>();

    private final long deadlineNanos;
    private final long timeoutMs;
    private final long maxSolutions;
    private final java.util.function.BooleanSupplier giveWay;
    private long solutions;

    private QueryGuard(long timeoutMs, long maxSolutions) {
        this.timeoutMs = timeoutMs;
        this.deadlineNanos = System.nanoTime() + timeoutMs * 1_000_000L;
        this.maxSolutions = maxSolutions;
        this.giveWay = GIVE_WAY.get();
    }

    /**
     * Runs {@code work} on this thread with its queries giving way: whenever {@code others} says
     * that other work is waiting, they pause at their next check (their time limit runs on).
     */
    static <T> T givingWay(java.util.function.BooleanSupplier others, Supplier<T> work) {
        GIVE_WAY.set(others);
        try {
            return work.get();
        } finally {
            GIVE_WAY.remove();
        }
    }

    /** Runs {@code work} on this thread under a time limit of {@code timeoutMs}. */
    public static <T> T run(long timeoutMs, Supplier<T> work) {
        return run(timeoutMs, MAX_SOLUTIONS, work);
    }

    static <T> T run(long timeoutMs, long maxSolutions, Supplier<T> work) {
        QueryGuard outer = CURRENT.get();
        CURRENT.set(new QueryGuard(timeoutMs, maxSolutions));
        try {
            return work.get();
        } finally {
            if (outer == null) {
                CURRENT.remove();
            } else {
                CURRENT.set(outer);
            }
        }
    }

    /** The guard of the query this thread runs, or null. */
    static QueryGuard current() {
        return CURRENT.get();
    }

    /** Stops the query when its time is up; gives way to other work first when asked to. */
    void checkTime() {
        while (giveWay != null && giveWay.getAsBoolean() && System.nanoTime() - deadlineNanos <= 0) {
            try {
                Thread.sleep(1);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw stop(timedOut(timeoutMs));
            }
        }
        if (System.nanoTime() - deadlineNanos > 0) {
            throw stop(timedOut(timeoutMs));
        }
    }

    /**
     * A refusal thrown from inside the evaluation: Jena lets a cancellation through where it turns
     * any other exception of an expression into "false" (a FILTER) or "unbound" (a BIND).
     */
    static final class Stop extends org.apache.jena.query.QueryCancelledException {
        private final QueryRefusal refusal;

        Stop(QueryRefusal refusal) {
            this.refusal = refusal;
        }

        QueryRefusal refusal() {
            return refusal;
        }

        @Override
        public String getMessage() {
            return refusal.getMessage();
        }
    }

    /** The exception that stops the evaluation with {@code refusal}. */
    static Stop stop(QueryRefusal refusal) {
        return new Stop(refusal);
    }

    /** The refusal a {@link Stop} carries somewhere in the causes of {@code t}, or null. */
    static QueryRefusal refusalIn(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (c instanceof Stop s) {
                return s.refusal();
            }
            if (c instanceof QueryRefusal r) {
                return r;
            }
        }
        return null;
    }

    /** The words that begin the message of a query stopped by its time limit. */
    static final String TIMED_OUT = "query timed out";

    /** The refusal for a query stopped by its time limit. */
    static QueryRefusal timedOut(long timeoutMs) {
        return new QueryRefusal(QueryRefusal.Reason.TIMED_OUT,
                TIMED_OUT + ": it exceeded the time limit of " + String.format(Locale.ROOT, "%,d", timeoutMs) + " ms");
    }

    /** Counts one solution produced by an operator; stops the query beyond the bound on its work. */
    void countSolution() {
        if (++solutions > maxSolutions) {
            throw stop(new QueryRefusal(QueryRefusal.Reason.TIMED_OUT, "query stopped: it produced more than "
                    + String.format(Locale.ROOT, "%,d", maxSolutions)
                    + " intermediate solutions (the bound on one query's work); narrow its patterns"));
        }
        if ((solutions & 0xFF) == 0) {
            checkTime();
        }
    }

    /** Counts steps of a regular expression: the deadline is looked at every 4,096 steps. */
    static void countSteps(QueryGuard g, long[] localSteps) {
        if ((++localSteps[0] & 0xFFF) != 0) {
            return;
        }
        if (g != null) {
            g.checkTime();
        } else if (localSteps[0] > FALLBACK_STEPS) {
            throw stop(new QueryRefusal(QueryRefusal.Reason.TIMED_OUT, "query stopped: a regular expression took more than "
                    + String.format(Locale.ROOT, "%,d", FALLBACK_STEPS) + " steps on one string"));
        }
    }

    /** Refuses a string longer than {@link #MAX_STRING_CHARS} that {@code what} would build. */
    static void checkLength(long chars, String what) {
        if (chars > MAX_STRING_CHARS) {
            throw stop(new QueryRefusal(QueryRefusal.Reason.TOO_LARGE, "query stopped: " + what + " would build a string of "
                    + String.format(Locale.ROOT, "%,d", chars) + " characters; at most "
                    + String.format(Locale.ROOT, "%,d", MAX_STRING_CHARS) + " are allowed"));
        }
    }

    /** Refuses a number of more than {@link #MAX_NUMBER_BITS} bits that {@code what} would compute. */
    static void checkNumberBits(long bits, String what) {
        if (bits > MAX_NUMBER_BITS) {
            throw stop(new QueryRefusal(QueryRefusal.Reason.TOO_LARGE, "query stopped: " + what + " would compute a number of "
                    + String.format(Locale.ROOT, "%,d", bits) + " bits; at most " + String.format(Locale.ROOT, "%,d", MAX_NUMBER_BITS)
                    + " bits (about " + String.format(Locale.ROOT, "%,d", (long) (MAX_NUMBER_BITS * Math.log10(2)))
                    + " decimal digits) are allowed"));
        }
    }

    /** Refuses reading a value from a text of more than {@link #MAX_NUMERAL_CHARS} characters in {@code what}. */
    static void checkNumeral(long chars, String what) {
        if (chars > MAX_NUMERAL_CHARS) {
            throw stop(new QueryRefusal(QueryRefusal.Reason.TOO_LARGE, "query stopped: " + what + " would read a value from a text of "
                    + String.format(Locale.ROOT, "%,d", chars) + " characters; at most "
                    + String.format(Locale.ROOT, "%,d", MAX_NUMERAL_CHARS) + " are allowed"));
        }
    }
}
