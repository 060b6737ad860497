package dev.hakem.kb;

import jakarta.servlet.http.HttpServlet;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.jena.fuseki.main.FusekiServer;

/**
 * A read-only SPARQL 1.1 endpoint over the knowledge base at {@code http://127.0.0.1:PORT/sparql}
 * (an embedded Jetty server built by Jena Fuseki): queries only (no update), no SERVICE, a time
 * limit and bounds on the work, rows and bytes of each query ({@link QueryPolicy},
 * {@link QueryGuard}), a bounded queue of queries apart from the threads that serve files
 * ({@link QueryGate}), limits on requests ({@link ServerLimits}) and a first look at each of them
 * ({@link RequestGuard}); optionally a directory of static files served at {@code /}
 * ({@link StaticSite}: cache headers and the site's own 404 page) and further services (the
 * workbench's {@code /api/rule}). Text answers are compressed when the client accepts gzip.
 */
public final class SparqlEndpoint implements AutoCloseable {
    /** The path of the query service. */
    public static final String PATH = "/sparql";

    /**
     * How to serve.
     *
     * @param port         the port (0: any free port)
     * @param loopback     listen on 127.0.0.1 only
     * @param timeoutMs    time limit of one query
     * @param maxRows      bound on the rows of one answer
     * @param staticDir    files to serve at {@code /} (null: none)
     * @param maxBytes     bound on the size of one answer, bytes
     * @param allowedHosts host names the server answers to besides 127.0.0.1, localhost and [::1]
     * @param servlets     further services by path (e.g. the workbench's {@code /api/rule})
     */
    public record Options(int port, boolean loopback, long timeoutMs, long maxRows, Path staticDir, long maxBytes,
                          Set<String> allowedHosts, Map<String, HttpServlet> servlets) {
        public Options {
            new QueryPolicy.Limits(timeoutMs, maxRows, maxBytes);
            allowedHosts = Set.copyOf(allowedHosts);
            servlets = Map.copyOf(servlets);
        }

        public static Options defaults(int port) {
            return new Options(port, true, QueryPolicy.DEFAULT_TIMEOUT_MS, QueryPolicy.DEFAULT_MAX_ROWS, null,
                    QueryPolicy.DEFAULT_MAX_BYTES, Set.of(), Map.of());
        }

        public Options withStaticDir(Path dir) {
            return new Options(port, loopback, timeoutMs, maxRows, dir, maxBytes, allowedHosts, servlets);
        }

        public Options withTimeoutMs(long ms) {
            return new Options(port, loopback, ms, maxRows, staticDir, maxBytes, allowedHosts, servlets);
        }

        public Options withLoopback(boolean loopbackOnly) {
            return new Options(port, loopbackOnly, timeoutMs, maxRows, staticDir, maxBytes, allowedHosts, servlets);
        }

        public Options withMaxRows(long rows) {
            return new Options(port, loopback, timeoutMs, rows, staticDir, maxBytes, allowedHosts, servlets);
        }

        public Options withMaxBytes(long bytes) {
            return new Options(port, loopback, timeoutMs, maxRows, staticDir, bytes, allowedHosts, servlets);
        }

        /** The query bounds of these options. */
        public Options withLimits(QueryPolicy.Limits l) {
            return new Options(port, loopback, l.timeoutMs(), l.maxRows(), staticDir, l.maxBytes(), allowedHosts, servlets);
        }

        /** Also answer to these host names (e.g. the name a reverse proxy forwards). */
        public Options withAllowedHosts(Set<String> hosts) {
            return new Options(port, loopback, timeoutMs, maxRows, staticDir, maxBytes, hosts, servlets);
        }

        /** These options and a service at {@code path} ("/api/rule"). */
        public Options withServlet(String path, HttpServlet servlet) {
            Map<String, HttpServlet> all = new LinkedHashMap<>(servlets);
            all.put(path, servlet);
            return new Options(port, loopback, timeoutMs, maxRows, staticDir, maxBytes, allowedHosts, all);
        }

        QueryPolicy.Limits limits() {
            return new QueryPolicy.Limits(timeoutMs, maxRows, maxBytes);
        }
    }

    private final FusekiServer server;
    private final QueryGate gate;

    private SparqlEndpoint(FusekiServer server, QueryGate gate) {
        this.server = server;
        this.gate = gate;
    }

    /** Refuses a folder to serve at / (--static DIR) that is not a folder; null (none) passes. */
    public static void checkStaticDir(Path dir) {
        if (dir != null && !Files.isDirectory(dir)) {
            throw new KbInputException("--static " + dir + ": " + (Files.exists(dir) ? "is a file, not a folder" : "no such folder"));
        }
    }

    /** Starts serving; the caller closes (or {@link #join}s) the endpoint. */
    public static SparqlEndpoint start(KnowledgeBase kb, Options o) {
        checkStaticDir(o.staticDir());
        QueryGate gate = new QueryGate(QueryGate.Sizes.forCores(Runtime.getRuntime().availableProcessors()), o.timeoutMs());
        FusekiServer.Builder b = FusekiServer.create()
                .port(o.port())
                .loopback(o.loopback())
                .enablePing(false)
                .enableStats(false)
                .enableCors(false)
                .numServerThreads(ServerLimits.MIN_THREADS, ServerLimits.MAX_THREADS)
                .addFilter("/*", new RequestGuard(hosts(o), o.staticDir()))
                .addServlet(PATH, new QueryServlet(kb, gate, o.limits()));
        if (o.staticDir() != null) {
            b.staticFileBase(o.staticDir().toString());
            List<String> dynamic = new ArrayList<>(List.of(PATH));
            dynamic.addAll(o.servlets().keySet());
            b.addFilter("/*", new StaticSite(o.staticDir(), dynamic));
        }
        o.servlets().forEach(b::addServlet);
        FusekiServer server = b.build();
        ServerLimits.apply(server.getJettyServer());
        StaticSite.compress(server.getJettyServer());
        try {
            server.start();
        } catch (RuntimeException e) {
            gate.close();
            throw new KbInputException("cannot serve on port " + o.port() + ": " + rootMessage(e), e);
        }
        return new SparqlEndpoint(server, gate);
    }

    /** The names the server answers to: loopback names, those given, and with every interface the machine's own. */
    private static Set<String> hosts(Options o) {
        Set<String> hosts = new HashSet<>(Set.of("127.0.0.1", "localhost", "[::1]"));
        o.allowedHosts().forEach(h -> hosts.add(RequestGuard.hostName(h)));
        if (!o.loopback()) {
            try {
                for (NetworkInterface ni : java.util.Collections.list(NetworkInterface.getNetworkInterfaces())) {
                    for (InetAddress a : java.util.Collections.list(ni.getInetAddresses())) {
                        String h = a.getHostAddress();
                        int pct = h.indexOf('%');
                        h = pct < 0 ? h : h.substring(0, pct);
                        hosts.add(a instanceof java.net.Inet6Address ? "[" + h.toLowerCase(java.util.Locale.ROOT) + "]" : h);
                    }
                }
                hosts.add(InetAddress.getLocalHost().getHostName().toLowerCase(java.util.Locale.ROOT));
            } catch (java.io.IOException e) {
                // the loopback names and the given ones still apply
            }
        }
        return hosts;
    }

    private static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null) {
            t = t.getCause();
        }
        return t.getMessage();
    }

    public int port() {
        return server.getHttpPort();
    }

    /** The query service URL on this machine, e.g. http://127.0.0.1:3030/sparql. */
    public String url() {
        return "http://127.0.0.1:" + port() + PATH;
    }

    /** Blocks until the server stops. */
    public void join() {
        server.join();
    }

    @Override
    public void close() {
        server.stop();
        gate.close();
    }
}
