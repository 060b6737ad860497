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
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;

/**
 * Issue 11 acceptance cases (clocks, rapid and blitz, quickplay finishes, irregularities noticed late),
 * written by a reviewing arbiter before the contract was implemented. Each file in
 * {@code src/test/resources/review/time/} holds {@code {title, laws, case, expect}}: the {@code case} is
 * written to a file and ruled by {@code hakem rule FILE --json} exactly as on the command line, and the
 * JSON ruling is compared with {@code expect} by {@link ExpectedRuling}. Each file in
 * {@code review/time-bad/} must be refused as an input error (exit code 2, one line naming the field).
 * The readings behind the expectations, and the decision codes proposed, are in {@code FINDINGS-11.md}.
 */
class TimeCasesTest {
    static final Path CASES = Path.of("src/test/resources/review/time");
    static final Path BAD = Path.of("src/test/resources/review/time-bad");
    static final ObjectMapper JSON = new ObjectMapper();

    // ---- the cases ------------------------------------------------------------------------------

    static Stream<Path> cases() {
        return files(CASES).stream();
    }

    static Stream<Path> badCases() {
        return files(BAD).stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void ruledAsAnArbiterWould(Path file, @TempDir Path tmp) throws IOException {
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

    @ParameterizedTest(name = "{0}")
    @MethodSource("badCases")
    void malformedCaseIsAnInputError(Path file, @TempDir Path tmp) throws IOException {
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

    // ---- the files themselves (a lint: typos in a case must not pass for a finding) ---------------

    /** Decision codes of {@code dev.hakem.arbiter.Decision} today. */
    static final Set<String> CODES = Set.of("MOVE_MADE", "MOVE_NOT_COMPLETED", "ILLEGAL_MOVE", "POSITION_REINSTATED",
            "PIECE_RETURNED", "PROMOTED_TO_QUEEN", "TIME_ADDED", "GAME_LOST", "GAME_DRAWN", "CHECKMATE", "STALEMATE",
            "DEAD_POSITION", "TOUCH_OBLIGATION", "CLAIM_FORFEITED", "CLAIM_UPHELD", "CLAIM_REJECTED", "DRAW_OFFERED",
            "DRAW_OFFER_NOT_ALLOWED", "DRAW_AGREED", "AGREEMENT_INVALID", "ARBITER_DISCRETION", "PIECE_ADJUSTED",
            "OBLIGATION_BREACHED", "GAME_ALREADY_ENDED");
    /** Codes these cases propose (FINDINGS-11.md says what each means). */
    static final Set<String> PROPOSED_CODES = Set.of("ILLEGAL_MOVE_STANDS", "CLOCK_CORRECTED", "GAME_ANNULLED");
    static final Set<String> TERMINATIONS = Set.of("checkmate", "stalemate", "dead-position", "agreement",
            "repetition", "fifty-moves", "fivefold", "seventy-five-moves", "illegal-moves", "resignation", "time",
            // proposed (FINDINGS-11.md)
            "illegal-position", "quickplay-claim", "default", "annulled");

    static final Set<String> CASE_KEYS = Set.of("title", "note", "start", "moves", "notation", "rules", "clocks",
            "illegalMoves", "events");
    static final Set<String> RULE_KEYS = Set.of("rapid", "drawOfferMinMoves", "drawOfferNeedsPermission",
            "timeControl", "supervision", "quickplayFinish", "defaultTime");
    static final Set<String> ACTIONS = Set.of("touch", "adjust", "release", "remove", "promote", "pressClock",
            "pauseClock", "move", "offerDraw", "acceptDraw", "declineDraw", "claim", "permitDrawOffer", "resign",
            "flagFall",
            // issue 11
            "notice", "decide", "request", "arrive", "clockSettingWrong", "clockDefective");
    static final Set<String> EVENT_EXTRAS = Set.of("by", "hands", "intendedMove", "square", "reason", "hand", "handling");
    static final Set<String> CLAIMS = Set.of("repetition", "fifty", "touch-move", "illegal-move", "flag", "quickplay",
            "clock-setting", "initial-position");
    static final Pattern NAME = Pattern.compile("(\\d\\d)-[a-z0-9]+(-[a-z0-9]+)*\\.json");

    @Test
    void caseFilesAreWellFormed() throws IOException {
        List<String> problems = new ArrayList<>();
        List<Path> good = files(CASES);
        assertTrue(good.size() >= 60, "at least 60 cases, found " + good.size());
        numbered(good, problems);
        for (Path f : good) {
            String at = f.getFileName() + ": ";
            JsonNode r = JSON.readTree(f.toFile());
            wrapper(r, at, problems);
            JsonNode c = r.path("case");
            only(c, CASE_KEYS, at + "case", problems);
            if (c.has("start") && !c.get("start").asText().equals("startpos")) {
                fen(c.get("start").asText(), at + "case.start", problems);
            }
            if (c.has("rules")) {
                JsonNode ru = c.get("rules");
                only(ru, RULE_KEYS, at + "rules", problems);
                oneOf(ru.get("timeControl"), Set.of("standard", "rapid", "blitz"), at + "rules.timeControl", problems);
                oneOf(ru.get("supervision"), Set.of("full", "limited", "none"), at + "rules.supervision", problems);
                duration(ru.get("defaultTime"), at + "rules.defaultTime", problems);
            }
            if (c.has("clocks")) {
                JsonNode cl = c.get("clocks");
                only(cl, Set.of("white", "black", "increment", "periods"), at + "clocks", problems);
                for (String k : List.of("white", "black", "increment")) {
                    duration(cl.get(k), at + "clocks." + k, problems);
                }
                for (JsonNode p : cl.path("periods")) {
                    only(p, Set.of("moves", "time"), at + "clocks.periods", problems);
                    duration(p.get("time"), at + "clocks.periods.time", problems);
                    if (p.get("time") == null) {
                        problems.add(at + "a period without time");
                    }
                }
            }
            int i = 0;
            for (JsonNode e : c.path("events")) {
                event(e, at + "events[" + i++ + "]", problems);
            }
            expect(r.path("expect"), at + "expect", problems);
        }
        List<Path> bad = files(BAD);
        assertTrue(bad.size() >= 10, "at least 10 malformed cases, found " + bad.size());
        numbered(bad, problems);
        for (Path f : bad) {
            JsonNode r = JSON.readTree(f.toFile());
            String at = f.getFileName() + ": ";
            wrapper(r, at, problems);
            JsonNode err = r.path("expect").path("error");
            only(r.path("expect"), Set.of("error"), at + "expect", problems);
            only(err, Set.of("field", "mentions"), at + "expect.error", problems);
            if (!err.has("field")) {
                problems.add(at + "expect.error.field missing");
            }
        }
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    private static void wrapper(JsonNode r, String at, List<String> problems) {
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

    private static void event(JsonNode e, String at, List<String> problems) {
        String action = null;
        for (Iterator<String> it = e.fieldNames(); it.hasNext(); ) {
            String k = it.next();
            if (ACTIONS.contains(k)) {
                if (action != null) {
                    problems.add(at + ": two actions (" + action + ", " + k + ")");
                }
                action = k;
            } else if (!EVENT_EXTRAS.contains(k)) {
                problems.add(at + "." + k + ": not in the contract");
            }
        }
        if (action == null) {
            problems.add(at + ": no action");
            return;
        }
        oneOf(e.get("by"), Set.of("white", "black", "arbiter"), at + ".by", problems);
        JsonNode v = e.get(action);
        switch (action) {
            case "claim" -> oneOf(v, CLAIMS, at + ".claim", problems);
            case "decide" -> oneOf(v, Set.of("accept", "postpone", "reject"), at + ".decide", problems);
            case "request" -> oneOf(v, Set.of("increment"), at + ".request", problems);
            case "arrive" -> duration(v, at + ".arrive", problems);
            case "clockSettingWrong", "clockDefective" -> {
                only(v, Set.of("white", "black", "increment", "periods"), at + "." + action, problems);
                for (String k : List.of("white", "black", "increment")) {
                    duration(v.get(k), at + "." + action + "." + k, problems);
                }
            }
            default -> {
            }
        }
        oneOf(e.get("reason"), Set.of("promotion-piece", "arbiter-help", "other"), at + ".reason", problems);
        oneOf(e.get("hand"), Set.of("same", "other"), at + ".hand", problems);
        oneOf(e.get("handling"), Set.of("hit", "lift", "knock-over", "before-move"), at + ".handling", problems);
    }

    private static void expect(JsonNode x, String at, List<String> problems) {
        only(x, ExpectedRuling.KEYS, at, problems);
        if (x.has("termination") && !x.get("termination").isNull()) {
            oneOf(x.get("termination"), TERMINATIONS, at + ".termination", problems);
        }
        oneOf(x.get("result"), Set.of("1-0", "0-1", "1/2-1/2", "*"), at + ".result", problems);
        oneOf(x.get("toMove"), Set.of("white", "black"), at + ".toMove", problems);
        if (x.has("fen")) {
            fen(x.get("fen").asText(), at + ".fen", problems);
        }
        if (x.has("clocks") && !x.get("clocks").isNull()) {
            x.get("clocks").fields().forEachRemaining(en -> duration(en.getValue(), at + ".clocks." + en.getKey(), problems));
        }
        List<JsonNode> patterns = new ArrayList<>();
        x.path("decisions").forEach(patterns::add);
        x.path("forbid").forEach(f -> {
            if (!f.isTextual()) {
                patterns.add(f);
            } else if (!CODES.contains(f.asText()) && !PROPOSED_CODES.contains(f.asText())) {
                problems.add(at + ".forbid: unknown code " + f.asText());
            }
        });
        for (JsonNode p : patterns) {
            only(p, ExpectedRuling.PATTERN_KEYS, at + " pattern " + p, problems);
            if (p.has("code") && !CODES.contains(p.get("code").asText()) && !PROPOSED_CODES.contains(p.get("code").asText())) {
                problems.add(at + ": unknown code " + p.get("code").asText());
            }
            oneOf(p.get("by"), Set.of("white", "black", "arbiter"), at + " pattern.by", problems);
            oneOf(p.get("player"), Set.of("white", "black"), at + " pattern.player", problems);
        }
    }

    private static void numbered(List<Path> files, List<String> problems) {
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

    private static void only(JsonNode n, Set<String> allowed, String at, List<String> problems) {
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

    private static void oneOf(JsonNode v, Set<String> allowed, String at, List<String> problems) {
        if (v != null && !allowed.contains(v.asText())) {
            problems.add(at + ": \"" + v.asText() + "\" is not one of " + allowed);
        }
    }

    private static void duration(JsonNode v, String at, List<String> problems) {
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

    /** The shape of a FEN (six fields, eight ranks of eight squares); legality is the engine's business. */
    private static void fen(String fen, String at, List<String> problems) {
        String[] f = fen.split(" ");
        boolean ok = f.length == 6 && f[1].matches("[wb]") && f[2].matches("-|K?Q?k?q?") && f[3].matches("-|[a-h][36]")
                && f[4].matches("\\d+") && f[5].matches("[1-9]\\d*");
        String[] ranks = f[0].split("/", -1);
        ok &= ranks.length == 8;
        for (String r : ranks) {
            int n = 0;
            for (char ch : r.toCharArray()) {
                n += Character.isDigit(ch) ? ch - '0' : ("pnbrqkPNBRQK".indexOf(ch) >= 0 ? 1 : 99);
            }
            ok &= n == 8;
        }
        if (!ok) {
            problems.add(at + ": malformed FEN " + fen);
        }
    }

    // ---- running hakem rule ----------------------------------------------------------------------

    record Run(int code, String out, String err) {
    }

    /** {@code hakem rule CASE.json --json}, in-process, on the case written to a file. */
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

    static List<Path> files(Path dir) {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".json")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
