package dev.hakem.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 14: {@code hakem docs} and {@code hakem kb export} as processes of their own, stopped by a
 * real signal (INT as Ctrl-C sends it, TERM as a service manager does) at random moments
 * ({@code -Dinterrupt.seed}, {@code -Dinterrupt.runs}, default 2 each). Afterwards the outputs
 * are either the previous ones, intact, or the new ones, complete — never a half-written site, never
 * a kb.ttl without its kb.jsonld — and the next run works and leaves no temporary file behind.
 */
class InterruptIT {
    static final long SEED = Long.getLong("interrupt.seed", 14L);
    static final int RUNS = Integer.getInteger("interrupt.runs", 2);

    @TempDir
    Path dir;

    private Process start(String... args) throws IOException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dfile.encoding=UTF-8", "-cp", System.getProperty("java.class.path"), "dev.hakem.cli.Main"));
        cmd.addAll(List.of(args));
        return new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(dir.resolve("log.txt").toFile()).start();
    }

    /** Runs to the end; its duration in milliseconds. */
    private long complete(String... args) throws Exception {
        long t0 = System.nanoTime();
        Process p = start(args);
        assertTrue(p.waitFor(600, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), Files.readString(dir.resolve("log.txt")));
        return (System.nanoTime() - t0) / 1_000_000;
    }

    /** Starts the command, and after {@code afterMs} sends it INT or TERM; waits for it to end. */
    private void interrupt(long afterMs, boolean intSignal, String... args) throws Exception {
        Process p = start(args);
        Thread.sleep(afterMs);
        if (intSignal) {
            new ProcessBuilder("kill", "-INT", Long.toString(p.pid())).start().waitFor();
        } else {
            p.destroy(); // TERM
        }
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the process ended after its signal");
    }

    private static Set<String> files(Path folder) throws IOException {
        try (Stream<Path> s = Files.walk(folder)) {
            return s.filter(Files::isRegularFile).map(p -> folder.relativize(p).toString()).collect(Collectors.toCollection(TreeSet::new));
        }
    }

    private static Set<String> names(Path folder) throws IOException {
        try (Stream<Path> s = Files.list(folder)) {
            return s.map(p -> p.getFileName().toString()).collect(Collectors.toCollection(TreeSet::new));
        }
    }

    private Path sampleRoot() throws IOException {
        BadInputTest t = new BadInputTest();
        t.dir = dir;
        t.sampleRoot();
        return t.root;
    }

    @Test
    void anInterruptedDocsRunLeavesThePreviousSiteIntact() throws Exception {
        Path root = sampleRoot();
        Path out = Files.createDirectories(dir.resolve("out"));
        Path site = out.resolve("site");
        long full = complete("docs", "--root", root.toString(), "--out", site.toString());
        Set<String> layout = files(site);
        Random r = new Random(SEED);
        for (int i = 0; i < RUNS; i++) {
            Files.writeString(site.resolve("previous.txt"), "the site before run " + i);
            long at = 200 + (long) (r.nextDouble() * full);
            interrupt(at, i % 2 == 0, "docs", "--root", root.toString(), "--out", site.toString());
            Set<String> now = files(site);
            now.remove("previous.txt");
            assertEquals(layout, now, "after a signal at " + at + " ms of about " + full + ": the site is whole");
            assertTrue(Files.readString(site.resolve("index.html")).contains("</html>"));
        }
        complete("docs", "--root", root.toString(), "--out", site.toString());
        assertEquals(Set.of("site"), names(out), "no temporary folder or lock left");
        assertEquals(layout, files(site));
    }

    @Test
    void anInterruptedExportLeavesBothFilesAsTheyWereOrBothNew() throws Exception {
        Path root = sampleRoot();
        Path out = Files.createDirectories(dir.resolve("export"));
        long full = complete("kb", "export", "--root", root.toString(), "--out", out.toString());
        Random r = new Random(SEED + 1);
        for (int i = 0; i < RUNS; i++) {
            String mark = "# before run " + i + "\n";
            Files.writeString(out.resolve("kb.ttl"), mark + Files.readString(out.resolve("kb.ttl")).replaceFirst("^# before run \\d+\n", ""),
                    StandardCharsets.UTF_8);
            Files.writeString(out.resolve("kb.jsonld"), Files.readString(out.resolve("kb.jsonld")).replaceFirst("\n\\{\"before\": \\d+}$", "")
                    + "\n{\"before\": " + i + "}", StandardCharsets.UTF_8);
            long at = 200 + (long) (r.nextDouble() * full);
            interrupt(at, i % 2 == 0, "kb", "export", "--root", root.toString(), "--out", out.toString());
            boolean oldTtl = Files.readString(out.resolve("kb.ttl")).startsWith(mark);
            boolean oldJson = Files.readString(out.resolve("kb.jsonld")).endsWith("{\"before\": " + i + "}");
            assertEquals(oldTtl, oldJson, "after a signal at " + at + " ms of about " + full + ": both old or both new");
            if (!oldTtl) {
                assertTrue(Files.readString(out.resolve("kb.ttl")).contains("eli:"), "a whole new kb.ttl");
                assertTrue(Files.readString(out.resolve("kb.jsonld")).strip().endsWith("}"), "a whole new kb.jsonld");
            }
        }
        complete("kb", "export", "--root", root.toString(), "--out", out.toString());
        assertEquals(Set.of("kb.jsonld", "kb.ttl"), names(out), "no temporary file or lock left");
        assertFalse(new File(out.toFile(), "kb.ttl.tmp").exists());
    }
}
