package dev.hakem.arbiter.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.hakem.cli.Main;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import picocli.CommandLine;

/**
 * What every reviewer's case folder needs: run a case file through {@code hakem rule FILE --json} exactly as
 * on the command line (in-process, {@link Main#commandLine()}), compare the ruling with the file's
 * {@code expect} ({@link ExpectedRuling}), check that a malformed case is refused as an input error, and the
 * small checks of a lint over the files themselves. A review file is {@code {title, laws, case, expect}};
 * a malformed one expects {@code {"error": {"field", "mentions"}}}.
 */
final class ReviewCases {
    static final ObjectMapper JSON = new ObjectMapper();
    static final Pattern NAME = Pattern.compile("(\\d\\d)-[a-z0-9]+(-[a-z0-9]+)*\\.json");
    /** Decision codes of {@code dev.hakem.arbiter.Decision} when the reviewers wrote their cases (rev11, rev12). */
    static final Set<String> CODES = Set.of("MOVE_MADE", "MOVE_NOT_COMPLETED", "ILLEGAL_MOVE", "POSITION_REINSTATED",
            "PIECE_RETURNED", "PROMOTED_TO_QUEEN", "TIME_ADDED", "GAME_LOST", "GAME_DRAWN", "CHECKMATE", "STALEMATE",
            "DEAD_POSITION", "TOUCH_OBLIGATION", "CLAIM_FORFEITED", "CLAIM_UPHELD", "CLAIM_REJECTED", "DRAW_OFFERED",
            "DRAW_OFFER_NOT_ALLOWED", "DRAW_AGREED", "AGREEMENT_INVALID", "ARBITER_DISCRETION", "PIECE_ADJUSTED",
            "OBLIGATION_BREACHED", "GAME_ALREADY_ENDED");

    private ReviewCases() {
    }

    /** The outcome of one run of the command line. */
    record Run(int code, String out, String err) {
    }

    /** {@code hakem rule CASE.json --json}, in-process, on the case written to a file in {@code tmp}. */
    static Run rule(JsonNode theCase, Path tmp) throws IOException {
        Path file = tmp.resolve("case.json");
        Files.writeString(file, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(theCase), StandardCharsets.UTF_8);
        CommandLine cl = Main.commandLine();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        int code = cl.execute("rule", file.toString(), "--json");
        return new Run(code, out.toString(), err.toString());
    }

    /** The {@code .json} files of a folder, sorted by name. */
    static List<Path> files(Path dir) {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".json")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Rules the file's case and fails with every difference from its {@code expect}. */
    static void assertRuledAsExpected(Path file, Path tmp) throws IOException {
        JsonNode review = JSON.readTree(file.toFile());
        Run run = rule(review.get("case"), tmp);
        if (run.code() != 0) {
            fail(file.getFileName() + ": hakem rule refused the case (exit " + run.code() + "): " + run.err().trim());
        }
        JsonNode ruling = JSON.readTree(run.out());
        List<String> diffs = ExpectedRuling.differences(review.get("expect"), ruling);
        if (!diffs.isEmpty()) {
            StringBuilder s = new StringBuilder(file.getFileName() + " — " + review.get("title").asText() + "\n");
            diffs.forEach(d -> s.append("  ").append(d).append('\n'));
            s.append("--- ruling ---\n").append(run.out());
            fail(s.toString());
        }
    }

    /**
     * The file's case must be refused as bad input: exit code 2, nothing on standard output, one line on
     * standard error starting "hakem: ", no stack trace, not "unknown key" (a case refused only because the
     * contract is not implemented does not count), naming one of {@code expect.error.field} and containing
     * every string of {@code expect.error.mentions}.
     */
    static void assertInputError(Path file, Path tmp) throws IOException {
        JsonNode review = JSON.readTree(file.toFile());
        JsonNode error = review.get("expect").get("error");
        Run run = rule(review.get("case"), tmp);
        String err = run.err().trim();
        String where = file.getFileName() + ": ";
        assertEquals(2, run.code(), where + "expected an input error (exit 2); stdout: " + run.out() + " stderr: " + err);
        assertEquals("", run.out(), where + "nothing on standard output");
        assertTrue(err.startsWith("hakem: ") && !err.contains("\n"), where + "one line starting 'hakem: ': " + err);
        assertTrue(!err.contains("Exception") && !err.contains("\tat "), where + "no stack trace: " + err);
        assertTrue(!err.contains("unknown key"), where + "refused for an unknown key, not for the fault the case is about: " + err);
        List<String> fields = new ArrayList<>();
        if (error.get("field").isArray()) {
            error.get("field").forEach(f -> fields.add(f.asText()));
        } else {
            fields.add(error.get("field").asText());
        }
        assertTrue(fields.stream().anyMatch(err::contains), where + "the message names " + fields + ": " + err);
        for (JsonNode m : error.path("mentions")) {
            assertTrue(err.contains(m.asText()), where + "the message mentions \"" + m.asText() + "\": " + err);
        }
    }

    // ---- lint primitives: each adds a line to problems ----------------------------------------------

    /** {@code title} and {@code laws} present, {@code case} and {@code expect} objects, nothing else. */
    static void wrapper(JsonNode r, String at, List<String> problems) {
        only(r, Set.of("title", "laws", "case", "expect"), at.trim(), problems);
        for (String k : List.of("title", "laws")) {
            if (!r.path(k).isTextual() || r.path(k).asText().isBlank()) {
                problems.add(at + k + " missing");
            }
        }
        if (!r.path("case").isObject() || !r.path("expect").isObject()) {
            problems.add(at + "case and expect must be objects");
        }
    }

    /** Names are NN-slug.json, numbered 01, 02, ... without gaps. */
    static void numbered(List<Path> files, List<String> problems) {
        int expected = 1;
        for (Path f : files) {
            Matcher m = NAME.matcher(f.getFileName().toString());
            if (!m.matches()) {
                problems.add(f.getFileName() + ": name must be NN-slug.json");
            } else if (Integer.parseInt(m.group(1)) != expected) {
                problems.add(f.getFileName() + ": expected number " + expected);
            }
            expected++;
        }
    }

    /** An object with no keys but the allowed ones. */
    /**
     * The one action of an event (a key of {@code actions}); every other key must be one of {@code extras}.
     * Null, with the problem noted, when the event has no action.
     */
    static String action(JsonNode e, Set<String> actions, Set<String> extras, String at, List<String> problems) {
        String action = null;
        for (java.util.Iterator<String> it = e.fieldNames(); it.hasNext(); ) {
            String k = it.next();
            if (actions.contains(k)) {
                if (action != null) {
                    problems.add(at + ": two actions (" + action + ", " + k + ")");
                }
                action = k;
            } else if (!extras.contains(k)) {
                problems.add(at + "." + k + ": not in the contract");
            }
        }
        if (action == null) {
            problems.add(at + ": no action");
        }
        return action;
    }

    /**
     * The decision patterns of an expectation ({@code decisions}, and {@code forbid} given as codes or
     * patterns): their keys, and codes that are the engine's at review time or {@code proposed} by the folder.
     */
    static void patterns(JsonNode x, Set<String> proposed, Set<String> by, String at, List<String> problems) {
        List<JsonNode> patterns = new ArrayList<>();
        x.path("decisions").forEach(patterns::add);
        x.path("forbid").forEach(f -> {
            if (!f.isTextual()) {
                patterns.add(f);
            } else if (!CODES.contains(f.asText()) && !proposed.contains(f.asText())) {
                problems.add(at + ".forbid: unknown code " + f.asText());
            }
        });
        for (JsonNode p : patterns) {
            only(p, ExpectedRuling.PATTERN_KEYS, at + " pattern " + p, problems);
            if (p.has("code") && !CODES.contains(p.get("code").asText()) && !proposed.contains(p.get("code").asText())) {
                problems.add(at + ": unknown code " + p.get("code").asText());
            }
            oneOf(p.get("by"), by, at + " pattern.by", problems);
            oneOf(p.get("player"), Set.of("white", "black"), at + " pattern.player", problems);
        }
    }

    static void only(JsonNode n, Set<String> allowed, String at, List<String> problems) {
        if (n == null || !n.isObject()) {
            problems.add(at + ": must be an object");
            return;
        }
        n.fieldNames().forEachRemaining(k -> {
            if (!allowed.contains(k)) {
                problems.add(at + "." + k + ": not allowed here");
            }
        });
    }

    /** Absent, or one of the allowed texts. */
    static void oneOf(JsonNode v, Set<String> allowed, String at, List<String> problems) {
        if (v != null && !allowed.contains(v.asText())) {
            problems.add(at + ": \"" + v.asText() + "\" is not one of " + allowed);
        }
    }

    /** Absent, or a non-negative ISO-8601 duration. */
    static void duration(JsonNode v, String at, List<String> problems) {
        if (v == null) {
            return;
        }
        try {
            if (Duration.parse(v.asText()).isNegative()) {
                problems.add(at + ": negative");
            }
        } catch (RuntimeException e) {
            problems.add(at + ": \"" + v.asText() + "\" is not a duration");
        }
    }
}
