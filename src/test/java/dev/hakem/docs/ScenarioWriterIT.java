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

    /**
     * What the writer learned to say passes too: the final clocks (III.4's increment granted, a
     * default by a late arrival with the default time, an illegal move's 2 minutes), the illegal-move
     * count, and a moves text with a comment, a variation and a NAG.
     */
    @Test
    void theClocksArrivalsAndAnnotatedMovesWrittenAsScenariosPass() throws Exception {
        List<String> cases = List.of(
                "{\"start\":\"8/5k2/8/3r4/8/3R4/5K2/8 w - - 12 61\",\"rules\":{\"quickplayFinish\":true},\"notation\":\"english\","
                        + "\"clocks\":{\"white\":\"PT1M30S\",\"black\":\"PT6M\",\"periods\":[{\"moves\":40,\"time\":\"PT90M\"},{\"time\":\"PT30M\"}]},"
                        + "\"events\":[{\"by\":\"white\",\"request\":\"increment\"},{\"by\":\"black\",\"declineDraw\":true},"
                        + "{\"by\":\"arbiter\",\"decide\":\"accept\"},{\"by\":\"white\",\"move\":\"Ke3\"}]}",
                "{\"start\":\"startpos\",\"rules\":{\"defaultTime\":\"PT30M\"},\"clocks\":{\"white\":\"PT90M\",\"black\":\"PT90M\"},"
                        + "\"events\":[{\"by\":\"black\",\"arrive\":\"PT20M\"}],\"notation\":\"english\"}",
                "{\"start\":\"startpos\",\"clocks\":{\"white\":\"PT90M\",\"black\":\"PT90M\"},"
                        + "\"events\":[{\"by\":\"white\",\"arrive\":\"PT1M\"}],\"notation\":\"english\"}",
                "{\"start\":\"4k3/8/8/8/8/8/3r4/4K3 w - - 0 40\",\"notation\":\"english\",\"clocks\":{\"white\":\"PT50M\",\"black\":\"PT40M\"},"
                        + "\"events\":[{\"by\":\"white\",\"touch\":\"e1\"},{\"by\":\"white\",\"release\":\"e1-d1\"},"
                        + "{\"by\":\"white\",\"pressClock\":true}]}",
                "{\"start\":\"startpos\",\"moves\":\"1. e4 {good} e5 (1... c5) 2. Nf3 $1 Nc6\",\"events\":[{\"by\":\"white\",\"move\":\"Bb5\"}]}");
        List<String> features = new ArrayList<>();
        for (String c : cases) {
            features.add(ScenarioWriter.feature(c));
        }
        assertTrue(features.get(0).contains("Ve beyazın saatinde 1 dakika 35 saniye vardır\n"), features.get(0));
        assertTrue(features.get(3).contains("Ve siyahın saatinde 42 dakika vardır\n")
                && features.get(3).contains("Ve beyazın tamamlanmış geçersiz hamle sayısı: 1\n"), features.get(3));
        assertTrue(features.get(1).contains("oyunun başlamasından 20 dakika sonra tahtaya gelir")
                && features.get(1).contains("hükmen yenilme süresi 30 dakika"), features.get(1));
        SpecRun.assertPasses(tmp, features);
    }
}
