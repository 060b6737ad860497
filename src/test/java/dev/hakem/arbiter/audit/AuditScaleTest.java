package dev.hakem.arbiter.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.bench.ArchivePgn;
import dev.hakem.chess.notation.Notation;
import dev.hakem.chess.pgn.PgnGame;
import dev.hakem.chess.pgn.PgnReader;
import dev.hakem.chess.pgn.PgnWriter;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 14, "the audit at archive scale" (the 200 MB benchmark is {@code dev.hakem.bench.AuditArchive},
 * profile {@code -Paudit-archive}): memory that does not grow with the file, time that grows
 * linearly whatever the games, and no recursion as deep as the input nests.
 */
class AuditScaleTest {

    @Test
    void tenThousandNestedVariationsAreReadWrittenAndAudited() {
        String game = ArchivePgn.nested(1, 10_000);
        List<AuditedGame> out = new ArrayList<>();
        PgnAudit.audit(game, out::add);
        assertEquals(1, out.size());
        assertEquals(List.of(), out.get(0).findings());
        PgnGame g = PgnReader.readGame(game);
        StringBuilder written = new StringBuilder();
        new PgnWriter(Notation.ENGLISH).write(g, written);
        assertEquals(g.moves(), PgnReader.readGame(written.toString()).moves());
        assertEquals(10_000, written.chars().filter(c -> c == '(').count());
    }

    @Test
    void unreadableAndIllegalGamesCostTheSameEachHoweverManyCameBefore() {
        // records each of a variant the Laws do not cover, with an illegal move, and of Chess960: quadratic before (each
        // error looked for its line from the start of the file; 40,000 Chess960 records took 196 s), linear now. Four
        // times the records must cost about four times the processor time of this thread (quadratic: sixteen); processor
        // time, not the clock, so that other work on the machine does not count
        cpuMillisToAudit(500); // the JIT warms up
        long small = cpuMillisToAudit(3_000);
        long large = cpuMillisToAudit(12_000);
        System.out.printf(java.util.Locale.ROOT, "audit: 3 x 3,000 records %d ms, 3 x 12,000 records %d ms of processor time%n",
                small, large);
        assertTrue(large < 8 * Math.max(small, 50), "3,000 records of each kind: " + small + " ms of processor time; 12,000: "
                + large + " ms");
    }

    /** Audits {@code n} records of each kind (other variant, illegal move, Chess960); the processor time it took, ms. */
    private static long cpuMillisToAudit(int n) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < n; i++) {
            text.append(ArchivePgn.otherVariant(i)).append(ArchivePgn.illegal(i)).append(ArchivePgn.chess960(i));
        }
        int[] counts = new int[4];
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long t0 = threads.getCurrentThreadCpuTime();
        PgnAudit.audit(text.toString(), g -> {
            FindingKind k = g.findings().isEmpty() ? null : g.findings().get(0).kind();
            counts[k == null ? 2 : k == FindingKind.PARSE_ERROR ? 0 : k == FindingKind.ILLEGAL_MOVE ? 1 : 3]++;
        });
        long ms = (threads.getCurrentThreadCpuTime() - t0) / 1_000_000;
        assertEquals(List.of(n, n, n, 0), List.of(counts[0], counts[1], counts[2], counts[3]));
        return ms;
    }

    @Test
    void memoryDoesNotGrowWithTheFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("archive.pgn");
        int games = ArchivePgn.write(file, 6L << 20); // the audit of main before issue 14 needed more than 32 MB for it
        // streamed input and streamed output (--json writes one document): both would have to grow otherwise
        Path out = dir.resolve("out.json");
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx32m",
                "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"), "dev.hakem.cli.Main", "audit",
                file.toString(), "--json").redirectOutput(out.toFile()).redirectError(new File(out + ".err")).start();
        int code = p.waitFor();
        String err = Files.readString(Path.of(out + ".err"));
        assertEquals(1, code, "with a 32 MB heap, over " + Files.size(file) + " bytes: " + err);
        assertTrue(!err.contains("OutOfMemoryError"), err);
        com.fasterxml.jackson.databind.JsonNode j = new com.fasterxml.jackson.databind.ObjectMapper().readTree(out.toFile());
        assertEquals(games, j.get("games").size());
        assertEquals(games, j.get("summary").get("games").asInt());
    }
}
