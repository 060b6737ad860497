package dev.hakem.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code hakem docs}: the site of a sample project root, and clear errors for a bad run record. */
class DocsCommandTest {
    @TempDir
    Path root;
    final StringWriter out = new StringWriter();
    final StringWriter err = new StringWriter();

    @BeforeEach
    void sampleRoot() throws IOException {
        Files.createSymbolicLink(root.resolve("ontology"), Path.of("ontology").toAbsolutePath());
        Files.createDirectories(root.resolve("features"));
        Path sample = Path.of("src/test/resources/dev/hakem/docs/sample").toAbsolutePath();
        Files.createDirectories(root.resolve("reports"));
        Files.copy(sample.resolve("citations.json"), root.resolve("reports/citations.json"));
        Files.copy(sample.resolve("cucumber.json"), root.resolve("reports/cucumber.json"));
    }

    private int run(String... args) {
        CommandLine cl = Main.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    @Test
    void writesTheSite() throws IOException {
        Path site = root.resolve("out/site");
        assertEquals(0, run("docs", "--root", root.toString(), "--out", site.toString()), err.toString());
        assertTrue(out.toString().matches("(?s)hakem: wrote \\d{3} pages to " + java.util.regex.Pattern.quote(site.toString()) + " in \\d+ ms.*"),
                out.toString());
        String page = Files.readString(site.resolve("cases/002-1.html"), StandardCharsets.UTF_8);
        assertTrue(page.contains("class=\"board\""), "the sample run's positions are drawn");
        try (var pages = Files.list(site.resolve("articles"))) {
            assertEquals(390, pages.count());
        }
        assertEquals(0, run("docs", "--root", root.toString()), err.toString());
        assertTrue(Files.exists(root.resolve("reports/site/index.html")), "default: ROOT/reports/site");
    }

    @Test
    void badRunRecordIsExit2WithWhereAndNoSite() throws IOException {
        Path record = root.resolve("reports/citations.json");
        Files.writeString(record, Files.readString(record, StandardCharsets.UTF_8)
                .replace("r4rk1/pp3ppp/8/3n4/8/8/PPP2PPP/R4RK1 w - - 0 48", "8/8/8 w - - 0 1"), StandardCharsets.UTF_8);
        Path site = root.resolve("site");
        assertEquals(2, run("docs", "--root", root.toString(), "--out", site.toString()));
        assertTrue(err.toString().startsWith("hakem: "), err.toString());
        assertTrue(err.toString().contains("features/iki-tasla-oynama.feature:12, position 'final'")
                && err.toString().contains("ranks"), err.toString());
        assertFalse(err.toString().contains("\tat "), "no stack trace");
        assertFalse(Files.exists(site), "no partial output");
        Files.writeString(root.resolve("reports/citations.json"), "{ \"scenarios\": [\n {,\n] }");
        err.getBuffer().setLength(0);
        assertEquals(2, run("docs", "--root", root.toString(), "--out", site.toString()));
        assertEquals("hakem: " + root.resolve("reports/citations.json") + ": malformed JSON at line 2, column 3 (in "
                + "scenarios[0]): Unexpected character (',' (code 44)): was expecting double-quote to start field name",
                err.toString().strip());
        assertFalse(Files.exists(site), "no partial output");
    }

    /** Finding 19 of the hostile review: a link is called a link, and --out is checked before any work. */
    @Test
    void aSymbolicLinkIsRefusedAsALink() throws IOException {
        Path theirs = Files.createDirectories(root.resolve("theirs"));
        Files.writeString(theirs.resolve("page.html"), "mine");
        Path link = Files.createSymbolicLink(root.resolve("link"), theirs);
        assertEquals(2, run("docs", "--root", root.toString(), "--out", link.toString()));
        assertEquals("hakem: cannot write the documentation to " + link + ": is a symbolic link (to " + theirs
                + "); refusing to replace it: give the folder itself or a new folder", err.toString().strip());
        assertEquals("mine", Files.readString(theirs.resolve("page.html")));
        assertTrue(Files.isSymbolicLink(link));
    }

    @Test
    void theOutputIsCheckedBeforeTheKnowledgeBaseLoads() throws IOException {
        Path noProject = root.resolve("no-project");
        Path file = Files.writeString(root.resolve("file.txt"), "x");
        assertEquals(2, run("docs", "--root", noProject.toString(), "--out", file.toString()));
        assertEquals("hakem: cannot write the documentation to " + file + ": is a file, not a folder; refusing to replace it",
                err.toString().strip());
        err.getBuffer().setLength(0);
        Path under = file.resolve("site");
        assertEquals(2, run("docs", "--root", noProject.toString(), "--out", under.toString()));
        assertEquals("hakem: cannot write the documentation to " + under + ": " + file + " is a file, not a folder",
                err.toString().strip());
        assertEquals("x", Files.readString(file));
    }
}
