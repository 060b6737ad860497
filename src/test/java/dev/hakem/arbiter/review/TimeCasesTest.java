package dev.hakem.arbiter.review;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Issue 11 acceptance cases (clocks, rapid and blitz, quickplay finishes, irregularities noticed late),
 * written by a reviewing arbiter before the contract was implemented. Each file in
 * {@code src/test/resources/review/time/} holds {@code {title, laws, case, expect}}: the {@code case} is
 * written to a file and ruled by {@code hakem rule FILE --json} exactly as on the command line, and the
 * JSON ruling is compared with {@code expect} by {@link ExpectedRuling}. Each file in
 * {@code review/time-bad/} must be refused as an input error (exit code 2, one line naming the field).
 * The readings behind the expectations, and the decision codes proposed, are in {@code FINDINGS-11.md}.
 */
class TimeCasesTest extends ReviewFolder {
    static final Path CASES = Path.of("src/test/resources/review/time");
    static final Path BAD = Path.of("src/test/resources/review/time-bad");
    static final ObjectMapper JSON = ReviewCases.JSON;

    TimeCasesTest() {
        super(CASES, BAD);
    }

    // ---- the files themselves (a lint: typos in a case must not pass for a finding) ---------------

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
    
    @Test
    void caseFilesAreWellFormed() throws IOException {
        List<String> problems = new ArrayList<>();
        List<Path> good = ReviewCases.files(CASES);
        assertTrue(good.size() >= 60, "at least 60 cases, found " + good.size());
        ReviewCases.numbered(good, problems);
        for (Path f : good) {
            String at = f.getFileName() + ": ";
            JsonNode r = JSON.readTree(f.toFile());
            ReviewCases.wrapper(r, at, problems);
            JsonNode c = r.path("case");
            ReviewCases.only(c, CASE_KEYS, at + "case", problems);
            if (c.has("start") && !c.get("start").asText().equals("startpos")) {
                fen(c.get("start").asText(), at + "case.start", problems);
            }
            if (c.has("rules")) {
                JsonNode ru = c.get("rules");
                ReviewCases.only(ru, RULE_KEYS, at + "rules", problems);
                ReviewCases.oneOf(ru.get("timeControl"), Set.of("standard", "rapid", "blitz"), at + "rules.timeControl", problems);
                ReviewCases.oneOf(ru.get("supervision"), Set.of("full", "limited", "none"), at + "rules.supervision", problems);
                ReviewCases.duration(ru.get("defaultTime"), at + "rules.defaultTime", problems);
            }
            if (c.has("clocks")) {
                JsonNode cl = c.get("clocks");
                ReviewCases.only(cl, Set.of("white", "black", "increment", "periods"), at + "clocks", problems);
                for (String k : List.of("white", "black", "increment")) {
                    ReviewCases.duration(cl.get(k), at + "clocks." + k, problems);
                }
                for (JsonNode p : cl.path("periods")) {
                    ReviewCases.only(p, Set.of("moves", "time"), at + "clocks.periods", problems);
                    ReviewCases.duration(p.get("time"), at + "clocks.periods.time", problems);
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
        List<Path> bad = ReviewCases.files(BAD);
        assertTrue(bad.size() >= 10, "at least 10 malformed cases, found " + bad.size());
        ReviewCases.numbered(bad, problems);
        for (Path f : bad) {
            JsonNode r = JSON.readTree(f.toFile());
            String at = f.getFileName() + ": ";
            ReviewCases.wrapper(r, at, problems);
            JsonNode err = r.path("expect").path("error");
            ReviewCases.only(r.path("expect"), Set.of("error"), at + "expect", problems);
            ReviewCases.only(err, Set.of("field", "mentions"), at + "expect.error", problems);
            if (!err.has("field")) {
                problems.add(at + "expect.error.field missing");
            }
        }
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    private static void event(JsonNode e, String at, List<String> problems) {
        String action = ReviewCases.action(e, ACTIONS, EVENT_EXTRAS, at, problems);
        if (action == null) {
            return;
        }
        ReviewCases.oneOf(e.get("by"), Set.of("white", "black", "arbiter"), at + ".by", problems);
        JsonNode v = e.get(action);
        switch (action) {
            case "claim" -> ReviewCases.oneOf(v, CLAIMS, at + ".claim", problems);
            case "decide" -> ReviewCases.oneOf(v, Set.of("accept", "postpone", "reject"), at + ".decide", problems);
            case "request" -> ReviewCases.oneOf(v, Set.of("increment"), at + ".request", problems);
            case "arrive" -> ReviewCases.duration(v, at + ".arrive", problems);
            case "clockSettingWrong", "clockDefective" -> {
                ReviewCases.only(v, Set.of("white", "black", "increment", "periods"), at + "." + action, problems);
                for (String k : List.of("white", "black", "increment")) {
                    ReviewCases.duration(v.get(k), at + "." + action + "." + k, problems);
                }
            }
            default -> {
            }
        }
        ReviewCases.oneOf(e.get("reason"), Set.of("promotion-piece", "arbiter-help", "other"), at + ".reason", problems);
        ReviewCases.oneOf(e.get("hand"), Set.of("same", "other"), at + ".hand", problems);
        ReviewCases.oneOf(e.get("handling"), Set.of("hit", "lift", "knock-over", "before-move"), at + ".handling", problems);
    }

    private static void expect(JsonNode x, String at, List<String> problems) {
        ReviewCases.only(x, ExpectedRuling.KEYS, at, problems);
        if (x.has("termination") && !x.get("termination").isNull()) {
            ReviewCases.oneOf(x.get("termination"), TERMINATIONS, at + ".termination", problems);
        }
        ReviewCases.oneOf(x.get("result"), Set.of("1-0", "0-1", "1/2-1/2", "*"), at + ".result", problems);
        ReviewCases.oneOf(x.get("toMove"), Set.of("white", "black"), at + ".toMove", problems);
        if (x.has("fen")) {
            fen(x.get("fen").asText(), at + ".fen", problems);
        }
        if (x.has("clocks") && !x.get("clocks").isNull()) {
            x.get("clocks").fields().forEachRemaining(en -> ReviewCases.duration(en.getValue(), at + ".clocks." + en.getKey(), problems));
        }
        ReviewCases.patterns(x, PROPOSED_CODES, Set.of("white", "black", "arbiter"), at, problems);
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
}
