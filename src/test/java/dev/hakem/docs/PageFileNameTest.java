package dev.hakem.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * A page's file name comes from a case id or a feature file named in a run record: any text. It must be a
 * name every file system holds (found by the fuzz test: a 300-character feature name made {@code docs} fail).
 */
class PageFileNameTest {
    @Test
    void ordinaryNamesAreKept() {
        assertEquals("002-1.html", SiteGenerator.fileName("002-1"));
        assertEquals("rok_kosullari.html", SiteModel.featurePage("features/rok_kosullari.feature"));
        assertEquals("a_b.html", SiteGenerator.fileName("a/b"));
    }

    @Test
    void aVeryLongNameIsShortenedDistinctlyAndTheSameEveryTime() {
        String longTurkish = "ş".repeat(300);
        String name = SiteGenerator.fileName(longTurkish);
        assertTrue(name.getBytes(StandardCharsets.UTF_8).length <= 255, name);
        assertEquals(name, SiteGenerator.fileName(longTurkish));
        assertNotEquals(name, SiteGenerator.fileName("ş".repeat(299) + "x"));
        assertTrue(name.startsWith("şşş") && name.endsWith(".html"), name);
        String cjk = SiteModel.featurePage("features/" + "漢".repeat(500) + ".feature");
        assertTrue(cjk.getBytes(StandardCharsets.UTF_8).length <= 255, cjk);
    }
}
