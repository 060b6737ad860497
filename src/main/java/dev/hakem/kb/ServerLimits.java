package dev.hakem.kb;

import org.eclipse.jetty.ee10.servlet.FilterHolder;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

/**
 * The limits of the HTTP server under the endpoint, set on the Jetty server Fuseki builds (before
 * it starts): a connection that sends or reads nothing for {@link #IDLE_TIMEOUT_MS} is closed,
 * request bodies and answers slower than a few hundred bytes a second are cut, request headers
 * are bounded, the servlets may answer asynchronously (a query waits without holding a thread),
 * no folder is ever listed, text is always declared UTF-8, and the server's own refusals are one
 * line of text with the security headers ({@link PlainErrors}).
 */
final class ServerLimits {
    /** A connection idle for this long is closed. */
    static final long IDLE_TIMEOUT_MS = 10_000;
    /** Request headers (the URI of a GET query included), bytes. */
    static final int HEADER_BYTES = 32 * 1024;
    /** Slowest request body and answer accepted, bytes per second. */
    static final long MIN_DATA_RATE = 256;
    /** Threads that serve requests (the site, reading bodies, writing answers); queries run in the {@link QueryGate}. */
    static final int MIN_THREADS = 4;
    static final int MAX_THREADS = 64;

    private ServerLimits() {
    }

    static void apply(Server server) {
        for (Connector c : server.getConnectors()) {
            if (c instanceof ServerConnector sc) {
                sc.setIdleTimeout(IDLE_TIMEOUT_MS);
            }
            HttpConnectionFactory http = c.getConnectionFactory(HttpConnectionFactory.class);
            if (http != null) {
                HttpConfiguration cfg = http.getHttpConfiguration();
                cfg.setIdleTimeout(IDLE_TIMEOUT_MS);
                cfg.setRequestHeaderSize(HEADER_BYTES);
                cfg.setMinRequestDataRate(MIN_DATA_RATE);
                cfg.setMinResponseDataRate(MIN_DATA_RATE);
                cfg.setSendServerVersion(false);
                cfg.setSendXPoweredBy(false);
            }
        }
        server.setErrorHandler(new PlainErrors());
        ServletContextHandler context = server.getDescendant(ServletContextHandler.class);
        if (context == null) {
            return;
        }
        context.setErrorHandler(new PlainErrors());
        for (FilterHolder f : context.getServletHandler().getFilters()) {
            f.setAsyncSupported(true);
        }
        for (ServletHolder s : context.getServletHandler().getServlets()) {
            s.setAsyncSupported(true);
            s.setInitParameter("dirAllowed", "false");
        }
        for (String[] m : new String[][] {{"html", "text/html"}, {"htm", "text/html"}, {"css", "text/css"},
                {"js", "text/javascript"}, {"mjs", "text/javascript"}, {"svg", "image/svg+xml"}, {"json", "application/json"},
                {"txt", "text/plain"}, {"ttl", "text/turtle"}, {"jsonld", "application/ld+json"}, {"rq", "application/sparql-query"},
                {"xml", "application/xml"}, {"csv", "text/csv"}}) {
            context.getMimeTypes().addMimeMapping(m[0], m[1] + ";charset=utf-8");
        }
    }
}
