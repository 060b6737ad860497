package dev.hakem.cli;

import static dev.hakem.cli.BadInputTest.inputError;
import static dev.hakem.cli.BadInputTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code hakem serve}'s arguments are checked before any work (findings 14 and 19 of the hostile
 * review): the project root here has no ontology, so an error about anything else proves the
 * argument was refused before the knowledge base was loaded.
 */
class ServeCommandTest {
    @TempDir
    Path dir;

    private String noProject() {
        return dir.resolve("no-project").toString();
    }

    @Test
    void anAllowedHostMustNameAHost() {
        inputError("hakem: --allow-host '': empty; give the host name clients use, e.g. --allow-host rules.example.org",
                run("serve", "--port", "0", "--root", noProject(), "--allow-host", ""));
        inputError("hakem: --allow-host '*': wildcards are not supported (a Host check that lets any name through would "
                        + "let DNS rebinding in); name each host, e.g. --allow-host rules.example.org",
                run("serve", "--port", "0", "--root", noProject(), "--allow-host", "rules.example.org", "--allow-host", "*"));
        inputError("hakem: --allow-host '*.example.org': wildcards are not supported (a Host check that lets any name through "
                        + "would let DNS rebinding in); name each host, e.g. --allow-host rules.example.org",
                run("serve", "--port", "0", "--root", noProject(), "--allow-host", "*.example.org"));
        inputError("hakem: --allow-host 'rules example': not a host name (letters, digits, '-', '_' and '.', or an IPv6 "
                + "address in brackets, optionally with :port)", run("serve", "--port", "0", "--root", noProject(),
                "--allow-host", "rules example"));
        for (String good : new String[] {"rules.example.org", "rules.example.org:8443", "10.0.0.5", "[::1]", "my_host"}) {
            BadInputTest.Run r = run("serve", "--port", "0", "--root", noProject(), "--allow-host", good);
            assertEquals(2, r.code(), r.err());
            assertFalse(r.err().contains("--allow-host"), good + ": " + r.err());
            assertTrue(r.err().contains("ontology"), "the next error is the project's: " + r.err());
        }
    }

    @Test
    void aStaticFolderIsCheckedBeforeTheKnowledgeBaseLoads() throws IOException {
        Path missing = dir.resolve("nope");
        inputError("hakem: --static " + missing + ": no such folder",
                run("serve", "--port", "0", "--root", noProject(), "--static", missing.toString()));
        Path file = Files.writeString(dir.resolve("file.txt"), "x");
        inputError("hakem: --static " + file + ": is a file, not a folder",
                run("serve", "--port", "0", "--root", noProject(), "--static", file.toString()));
    }

    @Test
    void theSiteFolderIsCheckedBeforeTheKnowledgeBaseLoads() throws IOException {
        Path root = dir.resolve("root");
        Path site = Files.createDirectories(root.resolve("reports/site"));
        Files.writeString(site.resolve("notes.txt"), "mine");
        BadInputTest.Run r = run("serve", "--port", "0", "--root", root.toString());
        inputError("hakem: cannot write the documentation to " + site + ": is a folder that hakem did not write (no .hakem-site "
                + "marker; it holds notes.txt); refusing to replace it: choose an empty or new folder", r);
        assertEquals("mine", Files.readString(site.resolve("notes.txt")));
    }
}
