package dev.hakem.kb;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;

/**
 * The first look at every request of {@code hakem serve}, and the headers of every answer:
 * <ul>
 * <li>the Host header must be there (400 without it, as HTTP/1.0 allows) and name the server ({@code 127.0.0.1}, {@code localhost}, {@code [::1]}, or
 * a name given with {@code --allow-host}): a page on another name that the attacker's DNS points
 * at 127.0.0.1 (DNS rebinding) gets 421;</li>
 * <li>a request a page of another origin makes (Origin, Sec-Fetch-Site) may not run queries or
 * post anything: 403;</li>
 * <li>with a site at {@code /}: no file or folder whose name starts with a dot, no directory
 * listing (404);</li>
 * <li>every answer says {@code nosniff}, carries a Content-Security-Policy that allows the site's
 * own scripts, styles and images and nothing else, and may not be framed.</li>
 * </ul>
 */
final class RequestGuard extends HttpFilter {
    /**
     * The site's policy: its own scripts, styles, images and fetches only (the SPARQL page calls
     * /sparql on the same origin); no inline script, no plugins, no framing, forms only to itself.
     */
    static final String CONTENT_SECURITY_POLICY = "default-src 'none'; script-src 'self'; style-src 'self'; "
            + "img-src 'self' data:; font-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'; "
            + "frame-ancestors 'none'";

    /** The headers every answer carries (also the HTTP layer's own refusals: {@link PlainErrors}). */
    static final java.util.List<java.util.Map.Entry<String, String>> SECURITY_HEADERS = java.util.List.of(
            java.util.Map.entry("X-Content-Type-Options", "nosniff"),
            java.util.Map.entry("Content-Security-Policy", CONTENT_SECURITY_POLICY),
            java.util.Map.entry("X-Frame-Options", "DENY"),
            java.util.Map.entry("Referrer-Policy", "no-referrer"),
            java.util.Map.entry("Cross-Origin-Opener-Policy", "same-origin"),
            java.util.Map.entry("Cross-Origin-Resource-Policy", "same-origin"));

    private final Set<String> hosts;
    private final Path staticDir;

    /**
     * @param hosts     the host names the server answers to (lower case, without port; IPv6 in brackets)
     * @param staticDir the site served at /, or null
     */
    RequestGuard(Set<String> hosts, Path staticDir) {
        this.hosts = Set.copyOf(hosts);
        this.staticDir = staticDir == null ? null : staticDir.toAbsolutePath().normalize();
    }

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse resp, FilterChain chain)
            throws IOException, ServletException {
        SECURITY_HEADERS.forEach(h -> resp.setHeader(h.getKey(), h.getValue()));
        String host = req.getHeader("Host");
        if (host == null || host.isBlank()) {
            // HTTP/1.0 may omit it (HTTP/1.1 requires it: the HTTP layer refuses that); a rebinding page never does, but a
            // request that does not name the server is not known to be meant for it
            refuse(resp, 400, "the request names no server: send a Host header (this server answers to "
                    + String.join(", ", new java.util.TreeSet<>(hosts)) + ")");
            return;
        }
        if (!hosts.contains(hostName(host))) {
            refuse(resp, 421, "this server answers to " + String.join(", ", new java.util.TreeSet<>(hosts))
                    + ", not to '" + host + "' (start it with --allow-host NAME to add a name)");
            return;
        }
        String path = path(req);
        boolean active = !req.getMethod().equals("GET") && !req.getMethod().equals("HEAD")
                || path.equals(SparqlEndpoint.PATH) || path.startsWith(SparqlEndpoint.PATH + "/");
        if (active && crossSite(req, host)) {
            refuse(resp, 403, "requests from pages of another origin are refused (Origin: "
                    + req.getHeader("Origin") + ")");
            return;
        }
        if (staticDir != null && hidden(path)) {
            refuse(resp, 404, "not found");
            return;
        }
        chain.doFilter(req, resp);
    }

    /** The decoded path inside the server ("/articles/7.5.5.html"). */
    private static String path(HttpServletRequest req) {
        String p = req.getServletPath() + (req.getPathInfo() == null ? "" : req.getPathInfo());
        return p.isEmpty() ? "/" : p;
    }

    /** A dot-file or dot-folder anywhere on the path, or a folder without an index page (no listing). */
    private boolean hidden(String path) {
        for (String seg : path.split("/")) {
            if (seg.startsWith(".")) {
                return true;
            }
        }
        if (path.equals("/") || path.startsWith(SparqlEndpoint.PATH)) {
            return false;
        }
        Path p = staticDir.resolve(path.substring(1)).normalize();
        return p.startsWith(staticDir) && Files.isDirectory(p) && !Files.isRegularFile(p.resolve("index.html"));
    }

    /** Whether a browser sent this request on behalf of a page of another origin. */
    private boolean crossSite(HttpServletRequest req, String host) {
        String site = req.getHeader("Sec-Fetch-Site");
        if (site != null && site.equalsIgnoreCase("cross-site")) {
            return true;
        }
        String origin = req.getHeader("Origin");
        if (origin == null) {
            return false;
        }
        if (origin.equals("null") || host == null) {
            return true;
        }
        try {
            URI o = URI.create(origin.strip());
            String authority = o.getRawAuthority();
            return authority == null || !authority.equalsIgnoreCase(host.strip())
                    && !(hosts.contains(hostName(authority)) && samePort(o, host));
        } catch (IllegalArgumentException e) {
            return true;
        }
    }

    private static boolean samePort(URI origin, String host) {
        int port = origin.getPort() >= 0 ? origin.getPort() : "https".equalsIgnoreCase(origin.getScheme()) ? 443 : 80;
        int colon = host.lastIndexOf(':');
        int hostPort = colon > host.lastIndexOf(']') && colon >= 0 ? parsePort(host.substring(colon + 1)) : 80;
        return port == hostPort;
    }

    private static int parsePort(String s) {
        try {
            return Integer.parseInt(s.strip());
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** The host name of a Host header or an authority, lower case, without the port ("[::1]:3030" → "[::1]"). */
    static String hostName(String hostHeader) {
        String h = hostHeader.strip().toLowerCase(Locale.ROOT);
        int at = h.lastIndexOf('@');
        if (at >= 0) {
            h = h.substring(at + 1);
        }
        if (h.startsWith("[")) {
            int end = h.indexOf(']');
            return end < 0 ? h : h.substring(0, end + 1);
        }
        int colon = h.indexOf(':');
        return colon < 0 ? h : h.substring(0, colon);
    }

    private static void refuse(HttpServletResponse resp, int status, String message) throws IOException {
        PlainErrors.refuse(resp, status, message);
    }
}
