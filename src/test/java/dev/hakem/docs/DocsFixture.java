package dev.hakem.docs;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** Generates the project's site (knowledge base + last run under reports/) for the browser test. */
final class DocsFixture {
    /** The case photographed when it has a board (else the first case page that has one). */
    static final String PREFERRED_CASE = "002-1";

    private DocsFixture() {
    }

    private static Path generated;

    /**
     * Writes the site (once per test run: the browser tests share it); returns the case whose page
     * the test photographs (one with a board diagram).
     */
    static synchronized String generate(Path site) throws IOException {
        if (!site.equals(generated)) {
            Docs.Result r = Docs.generate(Path.of("."), site);
            System.out.printf("hakem docs: %d pages in %d ms%n", r.pages(), r.millis());
            generated = site;
        }
        return showcase(site);
    }

    private static String showcase(Path site) throws IOException {
        Path preferred = site.resolve("cases").resolve(PREFERRED_CASE + ".html");
        if (Files.exists(preferred) && hasBoard(preferred)) {
            return PREFERRED_CASE;
        }
        try (Stream<Path> s = Files.list(site.resolve("cases"))) {
            return s.sorted().filter(DocsFixture::hasBoard).findFirst()
                    .map(p -> p.getFileName().toString().replace(".html", ""))
                    .orElseThrow(() -> new AssertionError("no case page has a board diagram: does reports/citations.json"
                            + " record the scenarios' positions?"));
        }
    }

    private static boolean hasBoard(Path page) {
        try {
            return Files.readString(page, StandardCharsets.UTF_8).contains("class=\"board\"");
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
