package dev.hakem.docs;

import dev.hakem.kb.KnowledgeBase;
import dev.hakem.kb.SparqlEndpoint;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Page weight and first paint of the living documentation as {@code hakem serve} serves it (not a
 * test): the site under reports/site (generated when missing) served with compression, each page
 * loaded cold in headless Chromium (cache off) a few times; prints per page the bytes transferred
 * (compressed) and decoded for the page and everything it loads, the number of requests, and the
 * median first contentful paint from the browser's Paint Timing. Run with
 * {@code mvn -B -o -q test-compile org.codehaus.mojo:exec-maven-plugin:3.5.0:exec -Dexec.executable=java
 * -Dexec.classpathScope=test "-Dexec.args=-cp %classpath dev.hakem.docs.PageMetrics"} (the plugin by its full
 * name: the build declares it only in the bench profile, so its prefix does not resolve offline).
 */
public final class PageMetrics {
    private PageMetrics() {
    }

    public static void main(String[] args) throws Exception {
        Path site = Path.of("reports/site").toAbsolutePath();
        if (!Files.isRegularFile(site.resolve("index.html"))) {
            Docs.generate(Path.of("."), site);
        }
        List<String> pages = args.length > 0 ? List.of(args)
                : List.of("index.html", "articles/7.5.5.html", "cases/002-1.html", "workbench.html");
        int runs = 5;
        SparqlEndpoint.Options o = WorkbenchApi.servedWith(SparqlEndpoint.Options.defaults(0).withStaticDir(site));
        try (SparqlEndpoint endpoint = SparqlEndpoint.start(KnowledgeBase.load(Path.of(".")), o);
             Browser browser = new Browser()) {
            String base = "http://127.0.0.1:" + endpoint.port() + "/";
            browser.driver.executeCdpCommand("Network.enable", Map.of());
            browser.driver.executeCdpCommand("Network.setCacheDisabled", Map.of("cacheDisabled", true));
            browser.driver.get(base + "index.html"); // the JVM and the server warm up
            System.out.printf("%-24s %12s %12s %9s %14s%n", "page", "transferred", "decoded", "requests", "first paint");
            for (String page : pages) {
                List<Double> paints = new ArrayList<>();
                long transferred = 0;
                long decoded = 0;
                long requests = 0;
                for (int i = 0; i < runs; i++) {
                    browser.driver.executeCdpCommand("Network.clearBrowserCache", Map.of());
                    browser.driver.get(base + page);
                    @SuppressWarnings("unchecked")
                    Map<String, Object> m = (Map<String, Object>) browser.js("""
                            var nav = performance.getEntriesByType('navigation')[0];
                            var res = performance.getEntriesByType('resource');
                            var fcp = performance.getEntriesByName('first-contentful-paint')[0];
                            return { fcp: fcp ? fcp.startTime : -1,
                                     t: nav.transferSize + res.reduce((s, r) => s + r.transferSize, 0),
                                     d: nav.decodedBodySize + res.reduce((s, r) => s + r.decodedBodySize, 0),
                                     n: 1 + res.length };""");
                    paints.add(((Number) m.get("fcp")).doubleValue());
                    transferred = ((Number) m.get("t")).longValue();
                    decoded = ((Number) m.get("d")).longValue();
                    requests = ((Number) m.get("n")).longValue();
                }
                paints.sort(null);
                System.out.printf("%-24s %9.1f KB %9.1f KB %9d %11.0f ms%n", page, transferred / 1024.0, decoded / 1024.0,
                        requests, paints.get(paints.size() / 2));
            }
        }
    }
}
