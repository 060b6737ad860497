package dev.hakem.bench;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The audit at archive scale, as an arbiter runs it: {@code hakem audit FILE --stats} (text, then
 * {@code --json}) in a JVM of its own whose heap is bounded (default 256 MB), over a generated
 * archive (default 200 MB, {@link ArchivePgn}). Reports games, games per minute and the peak
 * resident memory of the process; a run that needs more heap than the bound fails.
 *
 * <p>Run: {@code mvn -B -o -Paudit-archive test-compile} (after {@code mvn -B -o package -DskipTests});
 * sizes with {@code -Darchive.mb=200 -Darchive.heap=256m}.
 */
public final class AuditArchive {
    private AuditArchive() {
    }

    public static void main(String[] args) throws Exception {
        long mb = Long.getLong("archive.mb", 200);
        String heap = System.getProperty("archive.heap", "256m");
        Path jar = Path.of("target/hakem.jar");
        if (!Files.isRegularFile(jar)) {
            throw new IllegalStateException("build the jar first: mvn -B -o package -DskipTests");
        }
        Path file = Path.of("target/audit-archive-" + mb + "mb.pgn");
        if (!Files.isRegularFile(file) || Files.size(file) < mb << 20) {
            System.out.println("writing " + file + " ...");
            int games = ArchivePgn.write(file, mb << 20);
            System.out.println(games + " games, " + Files.size(file) + " bytes");
        }
        for (boolean json : new boolean[] {false, true}) {
            run(jar, file, heap, json);
        }
    }

    private static void run(Path jar, Path file, String heap, boolean json) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx" + heap, "-Dfile.encoding=UTF-8", "-jar", jar.toString(), "audit", file.toString(), "--stats"));
        if (json) {
            cmd.add("--json");
        }
        Path err = Files.createTempFile("audit-archive", ".err");
        Process p = new ProcessBuilder(cmd).redirectOutput(ProcessBuilder.Redirect.to(new File("/dev/null")))
                .redirectError(err.toFile()).start();
        long peakKb = 0;
        Path status = Path.of("/proc/" + p.pid() + "/status");
        while (p.isAlive()) {
            peakKb = Math.max(peakKb, rssPeakKb(status));
            Thread.sleep(200);
        }
        int code = p.waitFor();
        String stderr = Files.readString(err);
        Files.delete(err);
        Matcher m = Pattern.compile("audited (\\d+) games in ([\\d.]+) s: (\\d+) games/minute").matcher(stderr);
        if (code > 1 || !m.find()) {
            throw new IllegalStateException("audit failed (exit " + code + "): " + stderr);
        }
        System.out.printf(Locale.ROOT, "audit%s of %s (%,d bytes), -Xmx%s: %s games in %s s, %,d games/minute, "
                        + "peak resident memory %,d MB%n", json ? " --json" : "", file, Files.size(file), heap, m.group(1),
                m.group(2), Long.parseLong(m.group(3)), peakKb / 1024);
    }

    private static long rssPeakKb(Path status) {
        try {
            for (String l : Files.readAllLines(status)) {
                if (l.startsWith("VmHWM:")) {
                    return Long.parseLong(l.replaceAll("\\D", ""));
                }
            }
        } catch (IOException | NumberFormatException gone) {
            // the process ended between two looks
        }
        return 0;
    }
}
