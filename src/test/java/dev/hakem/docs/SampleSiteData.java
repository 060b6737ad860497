package dev.hakem.docs;

import dev.hakem.kb.KnowledgeBase;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;

/**
 * Test data for the site: the project's knowledge base (the Laws, the commentaries and their cases,
 * from ontology/) with a small sample run (three scenarios, one failing, one diverging) under
 * src/test/resources instead of the last real run.
 */
final class SampleSiteData {
    static final Path SAMPLE_RUN = Path.of("src/test/resources/dev/hakem/docs/sample");

    private SampleSiteData() {
    }

    /** The site data of the project's knowledge base with the run recorded in {@code runDir}. */
    static SiteData of(Path runDir) {
        KnowledgeBase kb = KnowledgeBase.load(new KnowledgeBase.Sources(Path.of("ontology"), Path.of("features"),
                runDir.resolve("citations.json")));
        try {
            return KbSiteData.of(kb, runDir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
