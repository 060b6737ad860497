package dev.hakem.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs scenarios with the executable specification's own step definitions ({@code dev.hakem.spec}),
 * in a process of its own whose working folder is a temporary one, so that its run record never
 * replaces the project's.
 */
final class SpecRun {
    private SpecRun() {
    }

    /** Every step of every scenario of the features passes. */
    static void assertPasses(Path tmp, List<String> features) throws Exception {
        Path dir = Files.createTempDirectory(tmp, "spec-");
        Files.createDirectories(dir.resolve("features"));
        for (int i = 0; i < features.size(); i++) {
            Files.writeString(dir.resolve("features/vaka-" + i + ".feature"), features.get(i), StandardCharsets.UTF_8);
        }
        Process p = new ProcessBuilder("java", "-Dfile.encoding=UTF-8", "-cp", System.getProperty("java.class.path"),
                "io.cucumber.core.cli.Main", "--glue", "dev.hakem.spec", "--plugin", "json:result.json", "--monochrome",
                "features")
                .directory(dir.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(5, TimeUnit.MINUTES), "cucumber finished");
        assertEquals(0, p.exitValue(), String.join("\n", features) + "\n" + out);
        int scenarios = 0;
        for (JsonNode f : new ObjectMapper().readTree(dir.resolve("result.json").toFile())) {
            for (JsonNode e : f.path("elements")) {
                scenarios++;
                for (JsonNode s : e.path("steps")) {
                    assertEquals("passed", s.path("result").path("status").asText(), s.path("name").asText() + "\n" + out);
                }
            }
        }
        assertEquals(features.size(), scenarios, out);
    }
}
