package dev.hakem.arbiter.review;

import static dev.hakem.arbiter.review.ReviewCases.JSON;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Blind cases of issue 10: rulings written by a reviewer from the 2023 Laws before the engine was run,
 * one JSON file per case under {@code src/test/resources/review/engine/} ({@code title}, {@code laws} =
 * the reasoning with its articles, {@code case} = exactly what {@code hakem rule} reads, {@code expect}).
 * Each case goes through the command line ({@code hakem rule CASE.json --json}) and is compared with its
 * expectation by the reviewers' one mechanism, {@link ReviewCases} and {@link ExpectedRuling}. The
 * disagreements found and how each was answered: {@code FINDINGS-10.md}.
 */
class BlindCasesTest {
    static final Path CASES = Path.of("src/test/resources/review/engine");

    static Stream<Path> cases() {
        return ReviewCases.files(CASES).stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void ruledAsTheLawsRequire(Path file, @TempDir Path tmp) throws IOException {
        ReviewCases.assertRuledAsExpected(file, tmp);
    }

    @Test
    void theFolderHoldsAtLeastSixtyWellFormedCases() throws IOException {
        List<Path> files = cases().toList();
        assertTrue(files.size() >= 60, "only " + files.size() + " blind cases");
        List<String> problems = new ArrayList<>();
        for (Path f : files) {
            JsonNode r = JSON.readTree(f.toFile());
            String at = f.getFileName() + ": ";
            ReviewCases.wrapper(r, at, problems);
            ReviewCases.only(r.path("expect"), ExpectedRuling.KEYS, at + "expect", problems);
            if (!r.path("expect").has("result") || !r.path("expect").has("termination")) {
                problems.add(at + "expect must give result and termination");
            }
        }
        assertEquals(List.of(), problems);
    }
}
