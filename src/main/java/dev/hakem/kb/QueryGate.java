package dev.hakem.kb;

import java.util.Locale;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Where the endpoint's queries wait and run, apart from the threads that serve the site: two lanes,
 * each a few worker threads and a bounded queue. A query that {@link QueryCost} calls cheap runs in
 * the quick lane with a short budget; one that is not, or that outruns that budget, runs in the
 * full lane with the rest of its time limit. A full queue, or a wait longer than the time limit,
 * is a {@link QueryRefusal.Reason#BUSY} answer, never an unbounded pile of work. Expensive queries
 * use at most half of the processors, and pause while a cheap query runs or waits
 * ({@link QueryGuard#givingWay}): the cheap one gets the processor at once.
 */
final class QueryGate implements AutoCloseable {
    /** One query: how to run it with a time limit, and what to do with its outcome. */
    interface Job {
        /** Runs the query with at most {@code timeoutMs}; a refusal says why it stopped. */
        QueryResult execute(long timeoutMs);

        /** The query's answer. */
        void answer(QueryResult result);

        /** The query was not answered (refused, stopped, or not run because the endpoint is busy). */
        void refused(QueryRefusal why);
    }

    /** How a gate is sized. */
    record Sizes(int quickWorkers, int quickQueue, long quickBudgetMs, int fullWorkers, int fullQueue) {
        /** For a machine with {@code cores} processors. */
        static Sizes forCores(int cores) {
            // expensive queries use at most half of the processors: the rest stays with the site and cheap queries
            int full = Math.max(1, cores / 2);
            return new Sizes(2, 64, 500, full, 8);
        }
    }

    private final Sizes sizes;
    private final long timeoutMs;
    private final ThreadPoolExecutor quick;
    private final ThreadPoolExecutor full;
    /** Cheap queries running now. */
    private final AtomicInteger quickRunning = new AtomicInteger();
    /** Takes out of the queues the queries that waited longer than the time limit. */
    private final java.util.concurrent.ScheduledThreadPoolExecutor deadlines = new java.util.concurrent.ScheduledThreadPoolExecutor(1,
            r -> {
                Thread t = new Thread(r, "hakem-query-deadlines");
                t.setDaemon(true);
                return t;
            });
    /** Cheap queries that may run at once on the thread that received them (no hand-over: fastest). */
    private final java.util.concurrent.Semaphore inline;

    QueryGate(Sizes sizes, long timeoutMs) {
        this.sizes = sizes;
        this.timeoutMs = timeoutMs;
        this.quick = pool("hakem-query-quick", sizes.quickWorkers(), sizes.quickQueue());
        this.inline = new java.util.concurrent.Semaphore(sizes.quickWorkers());
        this.full = pool("hakem-query-full", sizes.fullWorkers(), sizes.fullQueue());
        this.deadlines.setRemoveOnCancelPolicy(true);
    }

    private static ThreadPoolExecutor pool(String name, int workers, int queue) {
        AtomicInteger n = new AtomicInteger();
        // a deep stack: the parser and the evaluator recurse over the query (QueryShape bounds how far)
        return new ThreadPoolExecutor(workers, workers, 0, TimeUnit.MILLISECONDS, new ArrayBlockingQueue<>(queue),
                r -> {
                    Thread t = new Thread(null, r, name + "-" + n.incrementAndGet(), 16L << 20);
                    t.setDaemon(true);
                    return t;
                });
    }

    /**
     * Queues a query: the quick lane when {@code cheap}, else the full lane. A cheap query runs at
     * once on the calling thread when one of the quick lane's places is free.
     */
    void submit(Job job, boolean cheap) {
        long queued = System.nanoTime();
        if (!cheap) {
            submitFull(job, timeoutMs, queued);
            return;
        }
        if (inline.tryAcquire()) {
            try {
                runQuick(job);
            } finally {
                inline.release();
            }
            return;
        }
        enqueue(quick, () -> {
            if (!waitedTooLong(queued, job)) {
                runQuick(job);
            }
        }, job);
    }

    /** A cheap query with the quick budget; one that outruns it goes on in the full lane. */
    private void runQuick(Job job) {
        long budget = Math.min(sizes.quickBudgetMs(), timeoutMs);
        long t0 = System.nanoTime();
        quickRunning.incrementAndGet();
        try {
            job.answer(job.execute(budget));
        } catch (QueryRefusal e) {
            if (e.reason() == QueryRefusal.Reason.TIMED_OUT && budget < timeoutMs) {
                // not as cheap as it looked: the rest of its time in the full lane
                submitFull(job, Math.max(1, timeoutMs - (System.nanoTime() - t0) / 1_000_000), System.nanoTime());
            } else {
                job.refused(e);
            }
        } catch (RuntimeException | Error fault) {
            job.refused(internal(fault));
        } finally {
            quickRunning.decrementAndGet();
        }
    }

    /** Whether cheap queries run or wait: expensive ones give way to them. */
    private boolean cheapWork() {
        return quickRunning.get() > 0 || !quick.getQueue().isEmpty();
    }

    private void submitFull(Job job, long limitMs, long queued) {
        enqueue(full, () -> {
            if (waitedTooLong(queued, job)) {
                return;
            }
            try {
                job.answer(QueryGuard.givingWay(this::cheapWork, () -> job.execute(limitMs)));
            } catch (QueryRefusal e) {
                job.refused(limitMs < timeoutMs && e.getMessage().contains(QueryGuard.TIMED_OUT)
                        ? QueryGuard.timedOut(timeoutMs) : e);
            } catch (RuntimeException | Error fault) {
                job.refused(internal(fault));
            }
        }, job);
    }

    private static QueryRefusal internal(Throwable fault) {
        return new QueryRefusal(QueryRefusal.Reason.INTERNAL, "internal error (a fault of hakem's, please report it): " + fault);
    }

    /**
     * Queues {@code r}; a query still waiting when its time limit has passed is taken out of the
     * queue and answered busy, also when no worker frees up (one held by a computation that does
     * not look at the clock).
     */
    private void enqueue(ThreadPoolExecutor pool, Runnable r, Job job) {
        long queued = System.nanoTime();
        java.util.concurrent.atomic.AtomicReference<java.util.concurrent.ScheduledFuture<?>> deadline =
                new java.util.concurrent.atomic.AtomicReference<>();
        Runnable task = () -> {
            java.util.concurrent.ScheduledFuture<?> d = deadline.get();
            if (d != null) {
                d.cancel(false);
            }
            r.run();
        };
        try {
            pool.execute(task);
        } catch (RejectedExecutionException e) {
            job.refused(busy("the queue of waiting queries is full"));
            return;
        }
        try {
            deadline.set(deadlines.schedule(() -> {
                if (pool.remove(task)) {
                    job.refused(busy("the query waited " + String.format(Locale.ROOT, "%,d",
                            (System.nanoTime() - queued) / 1_000_000) + " ms for its turn"));
                }
            }, timeoutMs + 1, TimeUnit.MILLISECONDS));
        } catch (RejectedExecutionException closed) {
            // the gate is closing
        }
    }

    private boolean waitedTooLong(long queued, Job job) {
        long waited = (System.nanoTime() - queued) / 1_000_000;
        if (waited > timeoutMs) {
            job.refused(busy("the query waited " + String.format(Locale.ROOT, "%,d", waited) + " ms for its turn"));
            return true;
        }
        return false;
    }

    private static QueryRefusal busy(String why) {
        return new QueryRefusal(QueryRefusal.Reason.BUSY, "the endpoint is busy (" + why + "); try again in a few seconds");
    }

    /** The number of queries waiting in both lanes (for tests and the log). */
    int waiting() {
        return quick.getQueue().size() + full.getQueue().size();
    }

    @Override
    public void close() {
        quick.shutdownNow();
        full.shutdownNow();
        deadlines.shutdownNow();
    }
}
