package dev.hakem.kb;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.handler.gzip.GzipHandler;

/**
 * How the documentation site is served beside the endpoint: text answers compressed (gzip, when the
 * client accepts it), cache headers that let a browser keep what cannot change (files under
 * {@code assets/} asked for with a version, {@code ?v=}) and revalidate the pages, and the site's
 * own {@code 404.html} for a path that names no file of the site.
 */
final class StaticSite implements Filter {
    /** Cache-Control of a page and of an unversioned asset: the browser asks again (Last-Modified / ETag). */
    static final String REVALIDATE = "no-cache";
    /** Cache-Control of a versioned asset: its URL changes when its content does. */
    static final String IMMUTABLE = "public, max-age=31536000, immutable";
    /** The page sent with a 404. */
    static final String NOT_FOUND_PAGE = "404.html";

    private final Path root;
    private final List<String> dynamicPrefixes;

    /** The filter for the site in {@code root}; paths starting with {@code dynamicPrefixes} are not files. */
    StaticSite(Path root, List<String> dynamicPrefixes) {
        this.root = root.toAbsolutePath().normalize();
        this.dynamicPrefixes = List.copyOf(dynamicPrefixes);
    }

    /** Compresses the server's text answers (pages, style, scripts, SPARQL results, rulings); never inflates requests. */
    static void compress(Server jetty) {
        Handler inner = jetty.getHandler();
        GzipHandler gzip = new GzipHandler();
        gzip.setIncludedMethods("GET", "POST");
        gzip.setMinGzipSize(256);
        gzip.setHandler(inner);
        jetty.setHandler(gzip);
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest req = (HttpServletRequest) request;
        HttpServletResponse res = (HttpServletResponse) response;
        String method = req.getMethod();
        String path = req.getRequestURI().substring(req.getContextPath().length());
        if (!("GET".equals(method) || "HEAD".equals(method)) || dynamicPrefixes.stream().anyMatch(path::startsWith)) {
            chain.doFilter(request, response);
            return;
        }
        Path file = file(path);
        if (file == null) {
            notFound(req, res);
            return;
        }
        String name = file.getFileName().toString();
        boolean versionedAsset = path.startsWith("/assets/") && req.getParameter("v") != null;
        res.setHeader("Cache-Control", versionedAsset ? IMMUTABLE : REVALIDATE);
        if (name.endsWith(".html")) {
            res.setContentType("text/html; charset=utf-8");
        }
        chain.doFilter(request, response);
    }

    /** The site's file a URL path names ("/" → index.html), or null when there is none. */
    Path file(String urlPath) {
        String p;
        try {
            p = URLDecoder.decode(urlPath.replace("+", "%2B"), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return null;
        }
        if (p.endsWith("/")) {
            p += "index.html";
        }
        try {
            Path f = root.resolve(p.substring(1)).normalize();
            return f.startsWith(root) && Files.isRegularFile(f) ? f : null;
        } catch (InvalidPathException e) {
            return null;
        }
    }

    private void notFound(HttpServletRequest req, HttpServletResponse res) throws IOException {
        res.setStatus(HttpServletResponse.SC_NOT_FOUND);
        res.setHeader("Cache-Control", REVALIDATE);
        Path page = root.resolve(NOT_FOUND_PAGE);
        if (Files.isRegularFile(page)) {
            res.setContentType("text/html; charset=utf-8");
            if (!"HEAD".equals(req.getMethod())) {
                res.getOutputStream().write(Files.readAllBytes(page));
            }
        } else {
            res.setContentType("text/plain; charset=utf-8");
            if (!"HEAD".equals(req.getMethod())) {
                res.getOutputStream().write("404 — no such page / sayfa yok\n".getBytes(StandardCharsets.UTF_8));
            }
        }
    }
}
