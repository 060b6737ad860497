package dev.hakem.cli;

import static dev.hakem.cli.BadInputTest.inputError;
import static dev.hakem.cli.BadInputTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.kb.SafeOutput;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 14, "data loss": {@code docs --out} replaces only a folder hakem wrote, builds beside it and
 * swaps it in, removes what interrupted runs left, gives the usual permissions; {@code kb export}
 * writes through no link and writes both files or neither; two runs on one output do not race;
 * {@code serve} looks at its port before it regenerates anything. (Interrupts by a real signal:
 * {@code InterruptIT}.)
 */
class SafeWritesTest {
    @TempDir
    Path dir;
    Path root;

    @BeforeEach
    void sampleRoot() throws IOException {
        BadInputTest t = new BadInputTest();
        t.dir = dir;
        t.sampleRoot();
        root = t.root;
    }

    private static Set<String> names(Path folder) throws IOException {
        try (Stream<Path> s = Files.list(folder)) {
            return s.map(p -> p.getFileName().toString()).collect(java.util.stream.Collectors.toSet());
        }
    }

    @Test
    void somebodysOwnWebsiteIsNeverReplaced() throws IOException {
        Path www = Files.createDirectories(dir.resolve("www"));
        Files.writeString(www.resolve("index.html"), "<h1>my site</h1>");
        Files.createDirectories(www.resolve("assets"));
        Files.createDirectories(www.resolve(".git"));
        Files.writeString(www.resolve(".git/HEAD"), "ref: refs/heads/main\n");
        Files.createDirectories(www.resolve("blog"));
        Files.writeString(www.resolve("blog/first.html"), "precious");
        BadInputTest.Run r = run("docs", "--root", root.toString(), "--out", www.toString());
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("is a folder that hakem did not write (no .hakem-site marker"), r.err());
        assertEquals("precious", Files.readString(www.resolve("blog/first.html")));
        assertEquals("ref: refs/heads/main\n", Files.readString(www.resolve(".git/HEAD")));
        assertEquals("<h1>my site</h1>", Files.readString(www.resolve("index.html")));
        assertEquals(Set.of("www"), names(dir).stream().filter(n -> !n.equals("root")).collect(java.util.stream.Collectors.toSet()));
    }

    @Test
    void aSiteIsMarkedSwappedInWithUsualPermissionsAndReplacedOnlyWhenMarked() throws IOException {
        Path out = dir.resolve("site");
        assertEquals(0, run("docs", "--root", root.toString(), "--out", out.toString()).code());
        assertTrue(Files.readString(out.resolve(".hakem-site")).startsWith("hakem documentation site"));
        Set<PosixFilePermission> perms = Files.getPosixFilePermissions(out);
        assertTrue(perms.contains(PosixFilePermission.OTHERS_READ) && perms.contains(PosixFilePermission.OTHERS_EXECUTE)
                && perms.contains(PosixFilePermission.GROUP_READ), "the site folder is " + perms + ", not 0700");
        assertTrue(Files.getPosixFilePermissions(out.resolve("index.html")).contains(PosixFilePermission.OTHERS_READ));
        // stale leftovers of runs killed earlier: an unfinished new site and a site moved aside
        Path staleNew = Files.createDirectories(dir.resolve(".site.hakem-new-0123456789abcdef"));
        Files.writeString(staleNew.resolve("index.html"), "half");
        Path staleOld = Files.createDirectories(dir.resolve(".site.hakem-old-0123456789abcdef"));
        Files.writeString(staleOld.resolve("index.html"), "old");
        Files.writeString(out.resolve("stray.txt"), "left by hand");
        assertEquals(0, run("docs", "--root", root.toString(), "--out", out.toString()).code());
        assertFalse(Files.exists(out.resolve("stray.txt")), "the marked site was replaced");
        assertEquals(Set.of("root", "site"), names(dir), "no temporary folder or lock file left");
        // the site a killed run had moved aside comes back when nothing replaced it
        Files.move(out, dir.resolve(".site.hakem-old-fedcba9876543210"));
        assertEquals(0, run("docs", "--root", root.toString(), "--out", dir.resolve("other").toString()).code());
        try (SafeOutput o = SafeOutput.lock(dir, "site", "test")) {
            o.recover();
        }
        assertTrue(Files.isRegularFile(out.resolve("index.html")), "restored");
        assertEquals(Set.of("root", "site", "other"), names(dir));
    }

    @Test
    void aSiteWrittenBeforeTheMarkerIsStillReplaced() throws IOException {
        Path out = Files.createDirectories(dir.resolve("old-site"));
        for (String d : List.of("assets", "articles", "cases", "commentaries", "features")) {
            Files.createDirectories(out.resolve(d));
        }
        for (String f : List.of("index.html", "articles.html", "coverage.html", "sparql.html")) {
            Files.writeString(out.resolve(f), "old");
        }
        assertEquals(0, run("docs", "--root", root.toString(), "--out", out.toString()).code());
        assertTrue(Files.exists(out.resolve(".hakem-site")));
    }

    @Test
    void aSecondRunOnTheSameOutputSaysAnotherRunHoldsIt() throws IOException {
        Path out = dir.resolve("site");
        try (SafeOutput held = SafeOutput.lock(dir, "site", "hakem serve")) {
            BadInputTest.Run r = run("docs", "--root", root.toString(), "--out", out.toString());
            assertEquals(2, r.code(), r.err());
            assertTrue(r.err().contains("another hakem run (pid " + ProcessHandle.current().pid() + ": hakem serve) is writing "
                    + out + "; wait for it to finish, then run again"), r.err());
            assertFalse(r.err().contains("NoSuchFileException") || r.err().contains("internal error"), r.err());
        }
        assertEquals(0, run("docs", "--root", root.toString(), "--out", out.toString()).code());
        try (SafeOutput held = SafeOutput.lock(dir.resolve("x"), "kb", "hakem kb export")) {
            BadInputTest.Run r = run("kb", "export", "--root", root.toString(), "--out", dir.resolve("x").toString());
            assertEquals(2, r.code(), r.err());
            assertTrue(r.err().contains("another hakem run"), r.err());
        }
    }

    @Test
    void kbExportWritesThroughNoLinkAndLeavesNoTemporaryFile() throws IOException {
        Path out = Files.createDirectories(dir.resolve("export"));
        Path victim = Files.writeString(dir.resolve("victim.txt"), "do not touch");
        Files.createSymbolicLink(out.resolve("kb.ttl.tmp"), victim);
        Files.createSymbolicLink(out.resolve("kb.jsonld.tmp"), victim);
        assertEquals(0, run("kb", "export", "--root", root.toString(), "--out", out.toString()).code());
        assertEquals("do not touch", Files.readString(victim));
        assertTrue(Files.readString(out.resolve("kb.ttl")).toLowerCase(java.util.Locale.ROOT).contains("prefix eli:"));
        assertEquals(Set.of("kb.ttl", "kb.jsonld", "kb.ttl.tmp", "kb.jsonld.tmp"), names(out));
    }

    @Test
    void kbExportWritesBothFilesOrNeither() throws IOException {
        Path out = Files.createDirectories(dir.resolve("export"));
        Files.writeString(out.resolve("kb.ttl"), "previous ttl", StandardCharsets.UTF_8);
        Files.createDirectories(out.resolve("kb.jsonld/in-the-way")); // the second file cannot be put in place
        BadInputTest.Run r = run("kb", "export", "--root", root.toString(), "--out", out.toString());
        assertEquals(2, r.code(), r.err());
        assertEquals("previous ttl", Files.readString(out.resolve("kb.ttl")), "kb.ttl left as it was");
        assertEquals(Set.of("kb.ttl", "kb.jsonld"), names(out), "no temporary file left");
    }

    @Test
    void serveLooksAtItsPortBeforeItRegeneratesTheSite() throws IOException {
        try (ServerSocket taken = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            BadInputTest.Run r = run("serve", "--root", root.toString(), "--port", Integer.toString(taken.getLocalPort()));
            inputError("hakem: --port " + taken.getLocalPort() + ": the port is in use (another hakem serve?); "
                    + "stop it or choose another port", r);
            assertFalse(Files.exists(root.resolve("reports/site")), "no site was generated for nothing");
        }
    }
}
