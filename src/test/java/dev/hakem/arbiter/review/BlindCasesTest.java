package dev.hakem.arbiter.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.hakem.cli.Main;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;

/**
 * Blind cases: rulings written by a reviewer from the 2023 Laws before the engine was run, one JSON
 * file per case under {@code src/test/resources/review/engine/} ({@code title}, {@code laws} = the
 * reasoning with its articles, {@code case} = exactly what {@code hakem rule} reads, {@code expect}).
 * Each case goes through the command line ({@code hakem rule CASE.json --json}), the same path an
 * arbiter uses, and the JSON printed is compared with the expectation.
 *
 * <p>Strict where the Laws are strict: result, termination, the position (placement, side to move,
 * castling rights), side to move, the clocks named, both illegal-move counts, the obligation (kind,
 * squares, move, and the articles named), and for each expected decision its code, actor, receiving
 * player, seconds and the articles it must cite. Tolerant where the engine may say more: the expected
 * decisions are an ordered subsequence of the engine's, a decision may cite more articles than the
 * expected ones, and an expected article "7.5.5" is cited by "7.5.5", "7.5.5#h1" or a sub-article
 * such as "7.5.5.1". {@code forbid} lists codes that must not appear at all. A field left out of
 * {@code expect} is not checked; {@code "obligation": null} is checked (no obligation).
 */
class BlindCasesTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String FOLDER = "/review/engine";

    static Stream<Path> cases() throws IOException, URISyntaxException {
        Path dir = Path.of(BlindCasesTest.class.getResource(FOLDER).toURI());
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".json")).sorted().toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void blindCase(Path file, @TempDir Path tmp) throws IOException {
        JsonNode spec = JSON.readTree(Files.readString(file, StandardCharsets.UTF_8));
        ObjectNode input = ((ObjectNode) spec.get("case")).deepCopy();
        input.put("title", spec.get("title").asText());
        Path caseFile = tmp.resolve(file.getFileName());
        Files.writeString(caseFile, JSON.writeValueAsString(input), StandardCharsets.UTF_8);

        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = Main.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int code = cl.execute("rule", caseFile.toString(), "--json");
        if (code != 0) {
            fail(file.getFileName() + " — " + spec.get("title").asText() + "\n  the engine refused the case (exit "
                    + code + "): " + err.toString().trim());
        }
        List<String> problems = compare(spec.get("expect"), JSON.readTree(out.toString()));
        if (!problems.isEmpty()) {
            fail(file.getFileName() + " — " + spec.get("title").asText() + "\n  " + String.join("\n  ", problems)
                    + "\n  engine decisions: " + summary(JSON.readTree(out.toString()).get("decisions")));
        }
    }

    @Test
    void theFolderHoldsAtLeastSixtyWellFormedCases() throws Exception {
        List<Path> files = cases().toList();
        assertTrue(files.size() >= 60, "only " + files.size() + " blind cases");
        for (Path f : files) {
            JsonNode spec = JSON.readTree(Files.readString(f, StandardCharsets.UTF_8));
            for (String k : List.of("title", "laws", "case", "expect")) {
                assertTrue(spec.hasNonNull(k), f.getFileName() + ": missing " + k);
            }
            assertTrue(spec.get("expect").has("result") && spec.get("expect").has("termination"),
                    f.getFileName() + ": expect must give result and termination");
        }
    }

    @Test
    void theMatcherReportsEveryDifferenceAndAcceptsASubsequence() throws IOException {
        JsonNode actual = JSON.readTree("""
                {"result":"*","termination":null,"fen":"4k3/8/8/8/8/8/8/4K3 w - - 3 9","toMove":"white",
                 "clocks":{"white":"PT10M","black":"PT12M"},"illegalMoves":{"white":1,"black":0},
                 "obligation":{"kind":"move-piece","square":"e1","side":null,"articles":["4.3.1","7.5.1#h4"]},
                 "decisions":[{"code":"ILLEGAL_MOVE","by":"white","articles":["7.5.1#h1","3.9"]},
                              {"code":"POSITION_REINSTATED","by":"white","articles":["7.5.1#h2"]},
                              {"code":"TIME_ADDED","by":"white","player":"black","seconds":120,"articles":["7.5.5#h1"]}]}
                """);
        JsonNode good = JSON.readTree("""
                {"result":"*","termination":null,"fen":"4k3/8/8/8/8/8/8/4K3 w - - 0 1","toMove":"white",
                 "clocks":{"black":"PT12M"},"illegalMoves":{"white":1,"black":0},
                 "obligation":{"kind":["move-king","move-piece"],"articles":["7.5.1"]},
                 "decisions":[{"code":"ILLEGAL_MOVE","by":"white","articles":["7.5.1"]},
                              {"code":"TIME_ADDED","player":"black","seconds":120,"articles":["7.5.5"]}],
                 "forbid":["GAME_LOST"]}
                """);
        assertEquals(List.of(), compare(good, actual));
        JsonNode bad = JSON.readTree("""
                {"result":"1-0","termination":"time","fen":"4k3/8/8/8/8/8/8/3K4 w - - 0 1","toMove":"black",
                 "clocks":{"black":"PT11M"},"illegalMoves":{"white":0,"black":0},"obligation":null,
                 "decisions":[{"code":"TIME_ADDED","player":"black","seconds":60,"articles":["7.5"]},
                              {"code":"ILLEGAL_MOVE","by":"black"}],
                 "forbid":["POSITION_REINSTATED"]}
                """);
        List<String> problems = compare(bad, actual);
        for (String field : List.of("result", "termination", "fen", "toMove", "clocks.black", "illegalMoves.white",
                "obligation", "decisions[0]", "decisions[1]", "forbid")) {
            assertTrue(problems.stream().anyMatch(p -> p.startsWith(field)), field + " not reported: " + problems);
        }
        assertFalse(cites(List.of("7.5.5#h1", "7.5.10"), "7.5.1"), "7.5.1 must not be taken as cited by 7.5.5 or 7.5.10");
        assertTrue(cites(List.of("3.8.2.1.2"), "3.8.2.1"), "a sub-article cites its article");
    }

    /** Every difference between the expectation and the engine's JSON ruling, one line each. */
    static List<String> compare(JsonNode e, JsonNode a) {
        List<String> p = new ArrayList<>();
        same(p, "result", text(e.get("result")), text(a.get("result")));
        same(p, "termination", text(e.get("termination")), text(a.get("termination")));
        if (e.has("fen")) {
            same(p, "fen (placement, side, castling)", fen3(text(e.get("fen"))), fen3(text(a.get("fen"))));
        }
        if (e.has("toMove")) {
            same(p, "toMove", text(e.get("toMove")), text(a.get("toMove")));
        }
        if (e.has("clocks")) {
            for (Iterator<String> it = e.get("clocks").fieldNames(); it.hasNext(); ) {
                String c = it.next();
                JsonNode ac = a.path("clocks").get(c);
                String want = Duration.parse(e.get("clocks").get(c).asText()).toString();
                String got = ac == null || ac.isNull() ? null : Duration.parse(ac.asText()).toString();
                same(p, "clocks." + c, want, got);
            }
        }
        if (e.has("illegalMoves")) {
            for (String c : List.of("white", "black")) {
                same(p, "illegalMoves." + c, e.get("illegalMoves").path(c).asText(), a.path("illegalMoves").path(c).asText());
            }
        }
        if (e.has("obligation")) {
            obligation(p, e.get("obligation"), a.get("obligation"));
        }
        decisions(p, e.path("decisions"), a.path("decisions"));
        for (JsonNode f : e.path("forbid")) {
            for (JsonNode d : a.path("decisions")) {
                if (d.path("code").asText().equals(f.asText())) {
                    p.add("forbid: " + f.asText() + " must not appear, but the engine decided " + one(d));
                }
            }
        }
        return p;
    }

    private static void obligation(List<String> p, JsonNode e, JsonNode a) {
        boolean noneWanted = e == null || e.isNull();
        boolean none = a == null || a.isNull();
        if (noneWanted || none) {
            if (noneWanted != none) {
                p.add("obligation: expected " + (noneWanted ? "none" : e) + ", actual " + (none ? "none" : a));
            }
            return;
        }
        JsonNode kind = e.get("kind");
        if (kind != null) {
            List<String> allowed = new ArrayList<>();
            if (kind.isArray()) {
                kind.forEach(k -> allowed.add(k.asText()));
            } else {
                allowed.add(kind.asText());
            }
            if (!allowed.contains(a.path("kind").asText())) {
                p.add("obligation.kind: expected " + String.join(" or ", allowed) + ", actual " + a.path("kind").asText()
                        + " (" + a + ")");
            }
        }
        for (String k : List.of("square", "from", "side", "move")) {
            if (e.has(k)) {
                same(p, "obligation." + k, text(e.get(k)), text(a.get(k)));
            }
        }
        for (JsonNode art : e.path("articles")) {
            if (!cites(strings(a.path("articles")), art.asText())) {
                p.add("obligation.articles: expected to cite " + art.asText() + ", actual " + a.path("articles"));
            }
        }
    }

    /** The expected decisions must appear in this order among the engine's (others may come between). */
    private static void decisions(List<String> p, JsonNode want, JsonNode got) {
        int from = 0;
        for (int i = 0; i < want.size(); i++) {
            JsonNode w = want.get(i);
            int found = -1;
            for (int j = from; j < got.size(); j++) {
                if (matches(w, got.get(j))) {
                    found = j;
                    break;
                }
            }
            if (found < 0) {
                p.add("decisions[" + i + "]: expected " + w + " (in this order, after the earlier expected ones), not found");
            } else {
                from = found + 1;
            }
        }
    }

    private static boolean matches(JsonNode w, JsonNode d) {
        if (!d.path("code").asText().equals(w.path("code").asText())) {
            return false;
        }
        for (String k : List.of("by", "player")) {
            if (w.has(k) && !w.get(k).asText().equals(d.path(k).asText())) {
                return false;
            }
        }
        if (w.has("seconds") && w.get("seconds").asLong() != d.path("seconds").asLong(-1)) {
            return false;
        }
        List<String> arts = strings(d.path("articles"));
        for (JsonNode art : w.path("articles")) {
            if (!cites(arts, art.asText())) {
                return false;
            }
        }
        return true;
    }

    /** An article is cited by itself, by one of its provisions ("#h2") or by one of its sub-articles. */
    static boolean cites(List<String> cited, String article) {
        return cited.stream().anyMatch(c -> c.equals(article) || c.startsWith(article + "#") || c.startsWith(article + "."));
    }

    private static void same(List<String> p, String field, String want, String got) {
        if (want == null ? got != null : !want.equals(got)) {
            p.add(field + ": expected " + want + ", actual " + got);
        }
    }

    private static String fen3(String fen) {
        if (fen == null) {
            return null;
        }
        String[] f = fen.trim().split("\\s+");
        return f.length < 3 ? fen : f[0] + " " + f[1] + " " + f[2];
    }

    private static String text(JsonNode n) {
        return n == null || n.isNull() ? null : n.asText();
    }

    private static List<String> strings(JsonNode arr) {
        List<String> l = new ArrayList<>();
        arr.forEach(x -> l.add(x.asText()));
        return l;
    }

    private static String one(JsonNode d) {
        StringBuilder s = new StringBuilder(d.path("code").asText()).append(' ').append(d.path("by").asText());
        if (d.has("player")) {
            s.append(" player=").append(d.get("player").asText());
        }
        if (d.has("seconds")) {
            s.append(" seconds=").append(d.get("seconds").asText());
        }
        return s.append(' ').append(strings(d.path("articles"))).toString();
    }

    private static String summary(JsonNode ds) {
        List<String> l = new ArrayList<>();
        ds.forEach(d -> l.add(one(d)));
        return l.isEmpty() ? "(none)" : String.join("; ", l);
    }
}
