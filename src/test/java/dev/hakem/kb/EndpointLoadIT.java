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
 * bombs, queries nested too deep — while a simple ASK is asked every quarter of a second: it must
 * answer every time within one second, the server must answer every hostile request with 4xx or
 * 503 (never 500), and its resident memory must stay under the heap bound plus a fixed allowance
 * for the JVM itself. Sizes: {@code -Dload.clients=64 -Dload.seconds=8 -Dload.heapMb=256}.
 */
class EndpointLoadIT {
    static final int CLIENTS = Integer.getInteger("load.clients", 64);
    static final int SECONDS = Integer.getInteger("load.seconds", 8);
    static final int HEAP_MB = Integer.getInteger("load.heapMb", 256);
    /** What the JVM itself takes besides the heap (code, metaspace, thread stacks), megabytes. */
    static final int NON_HEAP_MB = 256;
    static final String ASK = "ASK { ?s ?p ?o }";
    static final String RUNAWAY = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i }";
    static final String REGEX = "ASK { ?s ?p ?o FILTER(REGEX(CONCAT(STR(?o), \"" + "a".repeat(60) + "\"), \"^(.*a){25}b\")) }";

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
            Thread drain = new Thread(() -> {
                try {
                    for (String l = lines.readLine(); l != null; l = lines.readLine()) {
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

            // the hostile clients run in a process of their own, so that the ASK below is timed as any client would see it
            Process hostile = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                    System.getProperty("java.class.path"), HostileClients.class.getName(), Integer.toString(port),
                    Integer.toString(CLIENTS), Integer.toString(SECONDS)).redirectError(ProcessBuilder.Redirect.INHERIT).start();
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
            sleep(300); // they are at work

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
            hostile.waitFor();
            stop.set(true);
            List<Long> sorted = new ArrayList<>(latencies);
            Collections.sort(sorted);
            System.out.printf(Locale.ROOT, "load: %d hostile clients, %d s, heap bound %d MB: ASK %d times, median %d ms, "
                            + "p90 %d ms, max %d ms; hostile answers %s; peak resident memory %d MB%n", CLIENTS, SECONDS, HEAP_MB,
                    sorted.size(), sorted.get(sorted.size() / 2), sorted.get(sorted.size() * 9 / 10), sorted.get(sorted.size() - 1),
                    statuses, maxRssKb.get() / 1024);
            assertTrue(askStatuses.stream().allMatch(s -> s == 200), "ASK answers: " + askStatuses);
            assertTrue(sorted.get(sorted.size() - 1) < 1000, "ASK latencies (ms): " + latencies);
            // every hostile request gets 4xx or 503; only a body that trickles in may be cut without an answer
            assertTrue(statuses.startsWith("{") && java.util.Arrays.stream(statuses.replaceAll("[{}]", "").split(", "))
                    .allMatch(k -> k.matches("\\S+ (4\\d\\d|503)=\\d+") || k.matches("trickling-body -1=\\d+")),
                    "hostile answers: " + statuses);
            assertTrue(maxRssKb.get() / 1024 < HEAP_MB + NON_HEAP_MB, "peak resident memory " + maxRssKb.get() / 1024 + " MB");
            assertTrue(server.isAlive(), "the server is still up");
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
            List<Thread> threads = new ArrayList<>();
            for (int i = 0; i < clients; i++) {
                int kind = i % 5;
                Thread t = new Thread(() -> {
                    while (System.nanoTime() < end) {
                        int s = h.hostile(kind);
                        statuses.computeIfAbsent(KINDS[kind] + " " + s, k -> new AtomicInteger()).incrementAndGet();
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
        }

        static final String[] KINDS = {"runaway", "regex-form", "trickling-body", "gzip-bomb", "too-deep"};

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
                default:
                    return send(get("ASK " + "{".repeat(3000) + "}".repeat(3000)), new byte[0], 0);
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
                byte[] answer = s.getInputStream().readNBytes(12);
                String status = new String(answer, StandardCharsets.ISO_8859_1);
                return status.startsWith("HTTP/1.1 ") ? Integer.parseInt(status.substring(9, 12)) : -1;
            } catch (IOException e) {
                return -1;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return -1;
            }
        }

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
