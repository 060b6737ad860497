package dev.hakem.kb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;

/**
 * Issue 14: {@code hakem serve} as a process of its own with a bounded heap, under 64 hostile
 * clients for a few seconds — runaway queries, catastrophic regular expressions (as cross-origin
 * form posts would send them, and as same-origin ones), request bodies that trickle in, compressed
 * bombs, queries nested too deep, numbers squared beyond any bound — while a simple ASK is asked every quarter of a second: it must
 * answer every time within one second, the server must answer every hostile request with 4xx or
 * 503 (never 500), and its resident memory must stay under the heap bound plus a fixed allowance
 * for the JVM itself; the server writes no stack trace to its log. The hostile clients run for
 * {@code load.warmupSeconds} before the ASKs are timed (their own JVM warms up then; the ASK
 * times of that phase are printed, not asserted), in a process of the lowest CPU priority: on a
 * real server they would not run on its cores. Sizes: {@code -Dload.clients=64
 * -Dload.seconds=8 -Dload.warmupSeconds=5 -Dload.heapMb=256}.
 */
class EndpointLoadIT {
    static final int CLIENTS = Integer.getInteger("load.clients", 64);
    static final int SECONDS = Integer.getInteger("load.seconds", 8);
    static final int WARMUP_SECONDS = Integer.getInteger("load.warmupSeconds", 5);
    static final int HEAP_MB = Integer.getInteger("load.heapMb", 256);
    /** What the JVM itself takes besides the heap (code, metaspace, thread stacks), megabytes. */
    static final int NON_HEAP_MB = 256;
    static final String ASK = "ASK { ?s ?p ?o }";
    static final String RUNAWAY = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i }";
    static final String REGEX = "ASK { ?s ?p ?o FILTER(REGEX(CONCAT(STR(?o), \"" + "a".repeat(60) + "\"), \"^(.*a){25}b\")) }";
    /** Twenty nines squared 40 times: a number of 67 x 2^40 bits (it held a worker for minutes: BigInteger never looks at the clock). */
    static final String BIG_INTEGER = bigInteger();

    private static String bigInteger() {
        StringBuilder q = new StringBuilder("SELECT ?x40 { BIND(99999999999999999999 AS ?x0) ");
        for (int i = 1; i <= 40; i++) {
            q.append("BIND(?x").append(i - 1).append("*?x").append(i - 1).append(" AS ?x").append(i).append(") ");
        }
        return q.append("}").toString();
    }

    private int port;

    private int send(String head, byte[] body, long trickleMs) {
        return new HostileClients(port).send(head, body, trickleMs);
    }

    private String get(String query) {
        return new HostileClients(port).get(query);
    }

    @Test
    void aSimpleAskKeepsAnsweringUnderSixtyFourHostileClientsAndMemoryStaysBounded() throws Exception {
        Path jar = Path.of("target/hakem.jar");
        assertTrue(Files.exists(jar), "run after the package phase");
        Process server = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx" + HEAP_MB + "m", "-Dfile.encoding=UTF-8", "-jar", jar.toString(), "serve", "--no-docs", "--port", "0",
                "--timeout", "3000").redirectErrorStream(true).start();
        try {
            BufferedReader lines = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
            Pattern ready = Pattern.compile("SPARQL endpoint at http://127\\.0\\.0\\.1:(\\d+)/sparql");
            for (String l = lines.readLine(); l != null; l = lines.readLine()) {
                Matcher m = ready.matcher(l);
                if (m.find()) {
                    port = Integer.parseInt(m.group(1));
                    break;
                }
            }
            assertTrue(port > 0, "the server started");
            List<String> log = Collections.synchronizedList(new ArrayList<>());
            Thread drain = new Thread(() -> {
                try {
                    for (String l = lines.readLine(); l != null; l = lines.readLine()) {
                        if (log.size() < 10_000) {
                            log.add(l);
                        }
                        if (System.getProperty("load.log") != null) {
                            System.out.println("server: " + l);
                        }
                    }
                } catch (IOException ignored) {
                    // closed
                }
            });
            drain.setDaemon(true);
            drain.start();
            assertEquals(200, send(get(ASK), new byte[0], 0)); // warm: the first query loads the engine
            // each kind of request once, alone, as a server that has run a while has seen them: each is answered as it must be
            // (so that the flood below cannot pass by being refused for another reason, e.g. always "busy")
            HostileClients warm = new HostileClients(port);
            Map<Integer, String> alone = new java.util.TreeMap<>();
            for (int kind : new int[] {0, 1, 3, 4, 5}) {
                alone.put(kind, warm.hostile(kind) + " " + warm.lastAnswer.get());
            }
            assertTrue(alone.get(0).matches("503 query (timed out|stopped): .*"), "a runaway query alone: " + alone.get(0));
            assertTrue(alone.get(1).matches("503 query (timed out|stopped): .*"), "a catastrophic regex alone: " + alone.get(1));
            assertTrue(alone.get(3).startsWith("400 the gzip request body inflates to more than"), "a gzip bomb: " + alone.get(3));
            assertTrue(alone.get(4).matches("400 query line 1, column \\d+: brackets nest more than \\d+ deep.*"),
                    "a query nested too deep: " + alone.get(4));
            assertTrue(alone.get(5).matches("400 query stopped: \\* would compute a number of [\\d,]+ bits; at most 4,096 bits.*"),
                    "numbers squared beyond any bound: " + alone.get(5));
            // requests that made Jena or Jetty write a line to the log each (one per row for an ill-typed literal: 25,000 lines
            // for this one query): the client gets its answer, the log stays quiet
            send(get("SELECT (COUNT(?x) AS ?n) { ?s ?p ?o BIND(STRDT(STR(?o), <http://www.w3.org/2001/XMLSchema#integer>) AS ?x) }"),
                    new byte[0], 0);
            send(get("SELECT ?x { BIND(<urn:no-such-function>(1) AS ?x) }"), new byte[0], 0);
            assertEquals(400, send("GET / HTTP/1.1\r\nHost: a b\r\n", new byte[0], 0));
            String host = "Host: 127.0.0.1:" + port + "\r\n";
            assertEquals(400, send("GET / HTTP/1.1\r\n" + host + host, new byte[0], 0));
            sleep(500);
            List<String> warned;
            synchronized (log) {
                warned = new ArrayList<>(log.subList(0, Math.min(5, log.size())));
            }
            assertEquals(List.of(), warned, "the server's log after requests that made Jena and Jetty warn");
            // the same machine, the endpoint not under abuse: for comparison when the machine itself is loaded
            List<Long> quiet = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                long t0 = System.nanoTime();
                assertEquals(200, send(get(ASK), new byte[0], 0));
                quiet.add((System.nanoTime() - t0) / 1_000_000);
                sleep(100);
            }
            String loadBefore = machineLoad();

            // the hostile clients run in a process of their own, so that the ASK below is timed as any client would see it.
            // An attacker's clients run on the attacker's machine: here they share the server's cores, so they run at the
            // lowest CPU priority (what the server does for them is still all counted), and their JVM compiles with C1 only
            List<String> cmd = new ArrayList<>();
            if (Files.isExecutable(Path.of("/usr/bin/nice"))) {
                cmd.addAll(List.of("/usr/bin/nice", "-n", "19"));
            }
            cmd.addAll(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-XX:TieredStopAtLevel=1",
                    "-cp", System.getProperty("java.class.path"), HostileClients.class.getName(), Integer.toString(port),
                    Integer.toString(CLIENTS), Integer.toString(SECONDS + WARMUP_SECONDS)));
            Process hostile = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.INHERIT).start();
            AtomicBoolean stop = new AtomicBoolean();
            AtomicLong maxRssKb = new AtomicLong();
            Thread memory = new Thread(() -> {
                while (!stop.get()) {
                    maxRssKb.accumulateAndGet(rssKb(server.pid()), Math::max);
                    sleep(100);
                }
            });
            memory.setDaemon(true);
            memory.start();
            BufferedReader report = new BufferedReader(new InputStreamReader(hostile.getInputStream(), StandardCharsets.UTF_8));
            assertEquals("ready", report.readLine(), "the hostile clients started");
            List<Long> warmup = new ArrayList<>();
            long warmEnd = System.nanoTime() + WARMUP_SECONDS * 1_000_000_000L;
            while (System.nanoTime() < warmEnd) {
                long t0 = System.nanoTime();
                send(get(ASK), new byte[0], 0);
                warmup.add((System.nanoTime() - t0) / 1_000_000);
                sleep(250);
            }

            List<Long> latencies = Collections.synchronizedList(new ArrayList<>());
            List<Integer> askStatuses = new ArrayList<>();
            long end = System.nanoTime() + (SECONDS - 1) * 1_000_000_000L;
            while (System.nanoTime() < end) {
                long t0 = System.nanoTime();
                askStatuses.add(send(get(ASK), new byte[0], 0));
                latencies.add((System.nanoTime() - t0) / 1_000_000);
                sleep(250);
            }
            String statuses = String.valueOf(report.readLine()).strip();
            String answers = String.valueOf(report.readLine()).strip();
            assertTrue(hostile.waitFor(30, java.util.concurrent.TimeUnit.SECONDS), "the hostile clients ended");
            stop.set(true);
            String loadAfter = machineLoad();
            assertTrue(latencies.size() >= SECONDS, "ASK was asked " + latencies.size() + " times");
            List<Long> sorted = new ArrayList<>(latencies);
            Collections.sort(sorted);
            String summary = String.format(Locale.ROOT, "load: %d hostile clients, %d s (after %d s of warm-up, ASK then %s ms), "
                            + "heap bound %d MB: ASK %d times, median %d ms, p90 %d ms, max %d ms (not under abuse: %s ms); hostile "
                            + "answers %s (%s); peak resident memory %d MB; server log %d lines; machine before: %s, after: %s",
                    CLIENTS, SECONDS, WARMUP_SECONDS, warmup, HEAP_MB, sorted.size(), sorted.get(sorted.size() / 2),
                    sorted.get(sorted.size() * 9 / 10), sorted.get(sorted.size() - 1), quiet, statuses, answers,
                    maxRssKb.get() / 1024, log.size(), loadBefore, loadAfter);
            System.out.println(summary);
            assertEquals(0, hostile.exitValue(), "the hostile clients' process");
            assertTrue(askStatuses.stream().allMatch(s -> s == 200), "ASK answers: " + askStatuses);
            assertTrue(sorted.get(sorted.size() - 1) < 1000, "ASK latencies (ms): " + latencies + "; " + summary);
            // every hostile request gets 4xx or 503; only a body that trickles in may be cut without an answer
            Map<String, Integer> byAnswer = new java.util.TreeMap<>();
            if (statuses.startsWith("{") && statuses.length() > 2) {
                for (String k : statuses.substring(1, statuses.length() - 1).split(", ")) {
                    byAnswer.put(k.substring(0, k.lastIndexOf('=')), Integer.parseInt(k.substring(k.lastIndexOf('=') + 1)));
                }
            }
            assertTrue(byAnswer.keySet().stream().allMatch(k -> k.matches("\\S+ (4\\d\\d|503)(/\\S+)?")
                    || k.equals("trickling-body -1")), "hostile answers: " + statuses);
            // and the flood was one: every kind was sent many times, and hostile queries were run until their limits stopped them
            for (String kind : HostileClients.KINDS) {
                int n = byAnswer.entrySet().stream().filter(e -> e.getKey().startsWith(kind + " ")).mapToInt(Map.Entry::getValue)
                        .sum();
                assertTrue(n >= 5, kind + " was sent " + n + " times: " + statuses);
            }
            assertTrue(byAnswer.entrySet().stream().filter(e -> e.getKey().endsWith(" 503/stopped"))
                    .mapToInt(Map.Entry::getValue).sum() >= 1, "no hostile query ran until its limits stopped it: " + statuses);
            if (Files.isReadable(Path.of("/proc/self/status"))) {
                assertTrue(maxRssKb.get() > 0, "the server's memory was measured");
            }
            assertTrue(maxRssKb.get() / 1024 < HEAP_MB + NON_HEAP_MB, "peak resident memory " + maxRssKb.get() / 1024 + " MB");
            assertTrue(server.isAlive(), "the server is still up");
            // a refusal is one line to the client, not a stack trace in the log (it was ~90 KB for each deep query)
            List<String> traces = log.stream().filter(l -> l.startsWith("\tat ") || l.contains("Exception in thread")).toList();
            assertEquals(List.of(), traces.subList(0, Math.min(5, traces.size())), "stack traces in the server's log");
            assertTrue(log.size() < 100, "the server's log under abuse: " + log.size() + " lines, e.g. "
                    + log.subList(0, Math.min(5, log.size())));
            assertEquals(200, send(get(ASK), new byte[0], 0));
        } finally {
            server.destroy();
            server.waitFor();
        }
    }

    /**
     * The hostile clients: {@code main(port, clients, seconds)} runs them and prints, at the end, how
     * each kind of request was answered ("runaway 503=118, ...").
     */
    public static final class HostileClients {
        private final int port;
        /** The first line of the body of this thread's last answer (for the report). */
        final ThreadLocal<String> lastAnswer = ThreadLocal.withInitial(() -> "");

        HostileClients(int port) {
            this.port = port;
        }

        public static void main(String[] args) throws InterruptedException {
            HostileClients h = new HostileClients(Integer.parseInt(args[0]));
            int clients = Integer.parseInt(args[1]);
            if (BOMB.length == 0) {
                throw new IllegalStateException("no bomb");
            }
            long end = System.nanoTime() + (Long.parseLong(args[2]) + 1) * 1_000_000_000L;
            Map<String, AtomicInteger> statuses = new ConcurrentHashMap<>();
            Map<String, String> firstAnswers = new ConcurrentHashMap<>();
            List<Thread> threads = new ArrayList<>();
            for (int i = 0; i < clients; i++) {
                int kind = i % KINDS.length;
                Thread t = new Thread(() -> {
                    while (System.nanoTime() < end) {
                        int s = h.hostile(kind);
                        String key = KINDS[kind] + " " + s + why(h.lastAnswer.get());
                        statuses.computeIfAbsent(key, k -> new AtomicInteger()).incrementAndGet();
                        firstAnswers.putIfAbsent(key, h.lastAnswer.get());
                        sleep(50); // each client waits for its answer, then a moment, then asks again
                    }
                }, "hostile-" + i);
                threads.add(t);
                t.start();
            }
            System.out.println("ready");
            System.out.flush();
            for (Thread t : threads) {
                t.join();
            }
            System.out.println(new java.util.TreeMap<>(statuses));
            System.out.println(new java.util.TreeMap<>(firstAnswers));
        }

        /** Why a 503 was answered, for the report: "/busy" or "/stopped" (by its limits; "" for other answers). */
        static String why(String answer) {
            return answer.startsWith(QueryGuard.TIMED_OUT) || answer.startsWith("query stopped: ") ? "/stopped"
                    : answer.contains(" is busy ") ? "/busy" : "";
        }

        static final String[] KINDS = {"runaway", "regex-form", "trickling-body", "gzip-bomb", "too-deep", "big-integer"};

        /** One hostile request of the given kind; its status (-1: the connection was closed without one). */
        int hostile(int kind) {
            switch (kind) {
                case 0:
                    return send(get(RUNAWAY), new byte[0], 0);
                case 1: {
                    byte[] body = ("query=" + URLEncoder.encode(REGEX, StandardCharsets.UTF_8)).getBytes(StandardCharsets.UTF_8);
                    return send("POST /sparql HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nOrigin: http://127.0.0.1:" + port
                            + "\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: " + body.length + "\r\n", body, 0);
                }
                case 2: {
                    // a body that trickles in: 1 byte every second of the 200 it announces
                    byte[] body = "ASK { ?s ?p ?o }".getBytes(StandardCharsets.UTF_8);
                    return send("POST /sparql HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nContent-Type: application/sparql-query"
                            + "\r\nContent-Length: 200\r\n", body, 1000);
                }
                case 3:
                    return send("POST /sparql HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nContent-Type: application/sparql-query"
                            + "\r\nContent-Encoding: gzip\r\nContent-Length: " + BOMB.length + "\r\n", BOMB, 0);
                case 4:
                    return send(get("ASK " + "{".repeat(3000) + "}".repeat(3000)), new byte[0], 0);
                default:
                    return send(get(BIG_INTEGER), new byte[0], 0);
            }
        }

        /** 100 MiB of zeros, gzip: about 100 KB. */
        static final byte[] BOMB = bomb();

        private static byte[] bomb() {
            ByteArrayOutputStream gz = new ByteArrayOutputStream();
            try (GZIPOutputStream z = new GZIPOutputStream(gz)) {
                byte[] zeros = new byte[1 << 16];
                for (int i = 0; i < 1600; i++) {
                    z.write(zeros);
                }
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            return gz.toByteArray();
        }

        String get(String query) {
            return "GET /sparql?query=" + URLEncoder.encode(query, StandardCharsets.UTF_8) + " HTTP/1.1\r\nHost: 127.0.0.1:" + port
                    + "\r\nAccept: application/sparql-results+json\r\n";
        }

        /** Sends a request (the body byte by byte with {@code trickleMs} between bytes when positive); the answer's status. */
        int send(String head, byte[] body, long trickleMs) {
            try (Socket s = new Socket("127.0.0.1", port)) {
                s.setSoTimeout(60_000);
                OutputStream out = s.getOutputStream();
                out.write((head + "Connection: close\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
                if (trickleMs > 0) {
                    for (byte b : body) {
                        out.write(b);
                        out.flush();
                        Thread.sleep(trickleMs);
                    }
                } else {
                    out.write(body);
                }
                out.flush();
                byte[] answer = s.getInputStream().readNBytes(4096);
                String text = new String(answer, StandardCharsets.UTF_8);
                int bodyAt = text.indexOf("\r\n\r\n");
                String first = bodyAt < 0 ? "" : text.substring(bodyAt + 4).lines().findFirst().orElse("");
                lastAnswer.set(first.length() <= 120 ? first : first.substring(0, 120) + "…");
                return text.startsWith("HTTP/1.1 ") ? Integer.parseInt(text.substring(9, 12)) : -1;
            } catch (IOException e) {
                return -1;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return -1;
            }
        }

    }

    /** The machine's load average and CPU pressure (the share of time some task waited for a processor), for the report. */
    private static String machineLoad() {
        StringBuilder b = new StringBuilder();
        for (String f : new String[] {"/proc/loadavg", "/proc/pressure/cpu"}) {
            try {
                b.append(b.length() == 0 ? "" : "; ").append(Files.readAllLines(Path.of(f)).get(0));
            } catch (IOException | IndexOutOfBoundsException unavailable) {
                // not on Linux
            }
        }
        return b.length() == 0 ? "unknown" : b.toString();
    }

    private static long rssKb(long pid) {
        try {
            for (String l : Files.readAllLines(Path.of("/proc/" + pid + "/status"))) {
                if (l.startsWith("VmRSS:")) {
                    return Long.parseLong(l.replaceAll("\\D", ""));
                }
            }
        } catch (IOException | NumberFormatException gone) {
            // not on Linux, or the process ended
        }
        return 0;
    }

    static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
