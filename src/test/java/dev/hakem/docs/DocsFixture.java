package dev.hakem.docs;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** Generates the site the browser test opens. */
final class DocsFixture {
    /** The case whose page is photographed. */
    static final String SHOWCASE = "002-1";

    private DocsFixture() {
    }

    static void generate(Path site) throws IOException {
        long t0 = System.nanoTime();
        int pages = new SiteGenerator("https://w3id.org/hakem/article/").generate(new SiteModel(new SampleSiteData(SampleSiteData.SAMPLE_RUN)), List.of(), site);
        System.out.printf("site: %d pages in %d ms%n", pages, (System.nanoTime() - t0) / 1_000_000);
    }
}
