package dev.hakem.arbiter.review;

import static dev.hakem.arbiter.review.ReviewCases.JSON;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.hakem.chess.Position;
import dev.hakem.chess.Variant;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Guidelines II (Chess960) acceptance cases written blind by the reviewing arbiter rev12 (its cases 83–96,
 * same names): each file in {@code src/test/resources/review/chess960/} is ruled by
 * {@code hakem rule FILE --json} and compared with its {@code expect} ({@link ReviewCases},
 * {@link ExpectedRuling}), and 97–99 added with the 7.2.1 reading for Chess960; the malformed ones in
 * {@code chess960/bad/} must be refused. Where a case file was changed from the reviewer's, the reason is
 * in {@code FINDINGS-960.md} next to this class.
 */
class Chess960CasesTest extends ReviewFolder {
    static final Path CASES = Path.of("src/test/resources/review/chess960");
    static final Path BAD = CASES.resolve("bad");

    Chess960CasesTest() {
        super(CASES, BAD);
    }

    /**
     * The folder holds rev12's fourteen cases 83–96 and our 97–99, each {title, laws, case, expect}, each played under
     * {@code rules.variant = "chess960"}, with a start and an expected FEN the chess core reads as Chess960
     * positions (so a case cannot pass on a FEN nobody can set up).
     */
    @Test
    void caseFilesAreWellFormed() throws IOException {
        List<Path> files = ReviewCases.files(CASES);
        assertEquals(17, files.size(), "the Chess960 cases 83-99");
        List<String> problems = new ArrayList<>();
        int number = 83;
        for (Path f : files) {
            String at = f.getFileName() + ": ";
            var name = ReviewCases.NAME.matcher(f.getFileName().toString());
            if (!name.matches() || Integer.parseInt(name.group(1)) != number) {
                problems.add(at + "expected number " + number + " and a name NN-slug.json");
            }
            number++;
            JsonNode r = JSON.readTree(f.toFile());
            ReviewCases.wrapper(r, at, problems);
            JsonNode c = r.path("case");
            if (!"chess960".equals(c.path("rules").path("variant").asText())) {
                problems.add(at + "case.rules.variant must be \"chess960\"");
            }
            for (String fen : List.of(c.path("start").asText(), r.path("expect").path("fen").asText())) {
                try {
                    Position.fromFen(fen, Variant.CHESS960);
                } catch (RuntimeException e) {
                    problems.add(at + "not a Chess960 position: " + fen + " (" + e.getMessage() + ")");
                }
            }
        }
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }
}
