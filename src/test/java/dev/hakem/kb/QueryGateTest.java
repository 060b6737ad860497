package dev.hakem.kb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.LongFunction;
import org.junit.jupiter.api.Test;

/**
 * Issue 14, "an endpoint that keeps answering": the queue of queries has a bound and says 503
 * (busy) beyond it instead of piling work up; a query that waited longer than the time limit is not
 * run; a cheap query runs at once while the full lane is taken; one that outruns the quick budget
 * goes on in the full lane with the rest of its time.
 */
class QueryGateTest {

    /** A job whose outcome the test waits for; {@code run} is what executing it does. */
    static final class Probe implements QueryGate.Job {
        final CompletableFuture<Object> outcome = new CompletableFuture<>();
        final List<Long> budgets = new CopyOnWriteArrayList<>();
        final LongFunction<QueryResult> run;

        Probe(LongFunction<QueryResult> run) {
            this.run = run;
        }

        @Override
        public QueryResult execute(long timeoutMs) {
            budgets.add(timeoutMs);
            return run.apply(timeoutMs);
        }

        @Override
        public void answer(QueryResult result) {
            outcome.complete(result);
        }

        @Override
        public void refused(QueryRefusal why) {
            outcome.complete(why);
        }

        Object await() throws Exception {
            return outcome.get(10, TimeUnit.SECONDS);
        }
    }

    static Probe blockedUntil(CountDownLatch release) {
        return new Probe(ms -> {
            try {
                release.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return QueryResult.ask(true);
        });
    }

    static Probe answersAtOnce() {
        return new Probe(ms -> QueryResult.ask(true));
    }

    @Test
    void beyondTheBoundOfTheQueueAQueryIsToldTheEndpointIsBusyAndACheapOneStillRuns() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        try (QueryGate gate = new QueryGate(new QueryGate.Sizes(1, 1, 500, 1, 1), 10_000)) {
            Probe running = blockedUntil(release);
            gate.submit(running, false);
            while (running.budgets.isEmpty()) {
                Thread.sleep(5); // the full lane's one worker has taken it
            }
            Probe waiting = blockedUntil(release);
            gate.submit(waiting, false);
            assertEquals(1, gate.waiting());
            Probe third = answersAtOnce();
            gate.submit(third, false);
            assertTrue(third.outcome.isDone(), "refused at once, not queued");
            QueryRefusal busy = (QueryRefusal) third.await();
            assertEquals(QueryRefusal.Reason.BUSY, busy.reason());
            assertEquals(503, busy.reason().status());
            assertTrue(busy.getMessage().contains("the queue of waiting queries is full"), busy.getMessage());

            Probe cheap = answersAtOnce();
            gate.submit(cheap, true);
            assertTrue(cheap.await() instanceof QueryResult, "a cheap query runs while the full lane is taken");

            release.countDown();
            assertTrue(running.await() instanceof QueryResult);
            assertTrue(waiting.await() instanceof QueryResult);
        }
    }

    @Test
    void aQueryThatWaitedLongerThanTheTimeLimitIsNotRun() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        try (QueryGate gate = new QueryGate(new QueryGate.Sizes(1, 1, 500, 1, 4), 200)) {
            Probe running = blockedUntil(release);
            gate.submit(running, false);
            Probe late = answersAtOnce();
            gate.submit(late, false);
            Thread.sleep(400);
            release.countDown();
            QueryRefusal r = (QueryRefusal) late.await();
            assertEquals(QueryRefusal.Reason.BUSY, r.reason());
            assertTrue(r.getMessage().matches("the endpoint is busy \\(the query waited [\\d,]+ ms for its turn\\).*"),
                    r.getMessage());
            assertEquals(List.of(), late.budgets, "it never ran");
        }
    }

    @Test
    void aQueryWaitingBehindAWorkerThatNeverFreesIsAnsweredBusyAtItsTimeLimit() throws Exception {
        // the hostile review: a BigInteger computation that never looks at the clock held the one full-lane worker, and
        // the queries queued behind it got no answer at all
        CountDownLatch release = new CountDownLatch(1);
        try (QueryGate gate = new QueryGate(new QueryGate.Sizes(1, 1, 500, 1, 4), 300)) {
            Probe stuck = blockedUntil(release);
            gate.submit(stuck, false);
            Probe queued = answersAtOnce();
            long t0 = System.nanoTime();
            gate.submit(queued, false);
            QueryRefusal r = (QueryRefusal) queued.outcome.get(5, TimeUnit.SECONDS); // the stuck one frees after 10 s
            assertEquals(QueryRefusal.Reason.BUSY, r.reason(), r.getMessage());
            assertTrue((System.nanoTime() - t0) / 1_000_000 >= 300, "not before its time limit");
            assertEquals(List.of(), queued.budgets, "it never ran");
            assertEquals(0, gate.waiting(), "taken out of the queue");
            release.countDown();
            assertTrue(stuck.await() instanceof QueryResult);
        }
    }

    @Test
    void aCheapQueryThatOutrunsTheQuickBudgetGoesOnInTheFullLane() throws Exception {
        try (QueryGate gate = new QueryGate(new QueryGate.Sizes(1, 1, 100, 1, 1), 2_000)) {
            Probe misjudged = new Probe(ms -> {
                if (ms <= 100) {
                    throw QueryGuard.timedOut(ms);
                }
                return QueryResult.ask(true);
            });
            gate.submit(misjudged, true);
            assertTrue(misjudged.await() instanceof QueryResult);
            assertEquals(2, misjudged.budgets.size(), misjudged.budgets.toString());
            assertEquals(100, misjudged.budgets.get(0));
            assertTrue(misjudged.budgets.get(1) > 100 && misjudged.budgets.get(1) <= 2_000, misjudged.budgets.toString());

            Probe slow = new Probe(ms -> {
                throw QueryGuard.timedOut(ms);
            });
            gate.submit(slow, true);
            QueryRefusal r = (QueryRefusal) slow.await();
            assertEquals(QueryRefusal.Reason.TIMED_OUT, r.reason());
            assertTrue(r.getMessage().contains("time limit of 2,000 ms"), "the whole limit is named: " + r.getMessage());
        }
    }
}
