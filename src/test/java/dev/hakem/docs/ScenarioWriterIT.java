package dev.hakem.docs;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The workbench's Turkish scenarios are real scenarios: the example cases and the command line's
 * test cases, written by {@link ScenarioWriter}, pass with the specification's step definitions —
 * their "O zaman" steps check the engine's ruling, so a scenario written from a case would fail if
 * the engine ruled otherwise.
 */
class ScenarioWriterIT {
    @TempDir
    Path tmp;

    @Test
    void theExampleCasesWrittenAsScenariosPass() throws Exception {
        List<String> features = new ArrayList<>();
        try (Stream<Path> s = Stream.concat(Files.list(Path.of("examples")), Files.list(Path.of("src/test/resources/cases")))) {
            for (Path p : s.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
                String feature = ScenarioWriter.feature(Files.readString(p));
                assertTrue(feature.startsWith("# language: tr\n"), feature);
                assertTrue(feature.contains("\n    O zaman "), p + " has the ruling's steps:\n" + feature);
                features.add(feature);
            }
        }
        assertTrue(features.size() >= 5, features.size() + " cases");
        SpecRun.assertPasses(tmp, features);
    }
}
