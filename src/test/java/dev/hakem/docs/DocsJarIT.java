package dev.hakem.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code java -jar target/hakem.jar docs} as users run it: the shaded jar must keep what the
 * classes directory has (FreeMarker reads records through its Java 16 classes, which a jar only
 * offers when it is multi-release).
 */
class DocsJarIT {
    @TempDir
    Path tmp;

    @Test
    void theJarWritesTheSite() throws IOException, InterruptedException {
        Path jar = Path.of("target/hakem.jar");
        assertTrue(Files.exists(jar), "run after the package phase");
        Path out = tmp.resolve("site");
        Process p = new ProcessBuilder("java", "-Dfile.encoding=UTF-8", "-jar", jar.toString(), "docs", "--out", out.toString())
                .redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), output);
        assertTrue(output.contains("hakem: wrote "), output);
        String page = Files.readString(out.resolve("articles/7.5.5.html"), StandardCharsets.UTF_8);
        assertTrue(page.contains("Madde 7.5.5") && page.contains("../cases/002-1.html"), "7.5.5 with its cases");
    }
}
