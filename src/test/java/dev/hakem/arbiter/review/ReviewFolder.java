package dev.hakem.arbiter.review;

import java.io.IOException;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The two tests every folder of reviewer's cases gets: each case file is ruled as its {@code expect} says
 * ({@link ReviewCases#assertRuledAsExpected}), each malformed one is refused as an input error
 * ({@link ReviewCases#assertInputError}). A subclass gives its two folders and adds its own lint.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class ReviewFolder {
    private final Path cases;
    private final Path badCases;

    /** {@code cases}: the {@code {title, laws, case, expect}} files; {@code badCases}: the malformed ones ({@code expect.error}). */
    ReviewFolder(Path cases, Path badCases) {
        this.cases = cases;
        this.badCases = badCases;
    }

    Stream<Path> caseFiles() {
        return ReviewCases.files(cases).stream();
    }

    Stream<Path> badCaseFiles() {
        return ReviewCases.files(badCases).stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("caseFiles")
    void ruledAsAnArbiterWould(Path file, @TempDir Path tmp) throws IOException {
        ReviewCases.assertRuledAsExpected(file, tmp);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badCaseFiles")
    void malformedCaseIsAnInputError(Path file, @TempDir Path tmp) throws IOException {
        ReviewCases.assertInputError(file, tmp);
    }
}
