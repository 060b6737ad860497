package dev.hakem.arbiter.review;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Compares the JSON of {@code hakem rule --json} with a reviewer's {@code "expect"} object and lists every
 * difference. Only the keys present in {@code expect} are checked; a key given as JSON null must be null in
 * the ruling.
 *
 * <ul>
 *   <li>{@code result}, {@code termination}, {@code fen}, {@code toMove}: equal;</li>
 *   <li>{@code clocks}: null, or the colours listed, compared as durations ("PT2M2S" = "PT2M02S");</li>
 *   <li>{@code illegalMoves}: the colours listed;</li>
 *   <li>{@code obligation}: null, or the fields listed ({@code kind}, {@code square}, ...); a list
 *       ({@code articles}) must all be among the obligation's, compared like a decision's articles;</li>
 *   <li>{@code score}: null, or the colours listed, each a number or null (not decided yet), compared as
 *       numbers (10.1, 10.2);</li>
 *   <li>{@code decisions}: patterns found in this order among the ruling's decisions (other decisions may
 *       come between). A pattern may give {@code code}, {@code by}, {@code player}, {@code seconds},
 *       {@code articles} and {@code options}; the articles must all be among the decision's provisions, compared
 *       without the "#h" suffix ("7.5.5#h1" counts as "7.5.5"); {@code options} are the keys of the decision's
 *       options (the text before ": ", e.g. "12.9.1"), compared as a set: exactly these;</li>
 *   <li>{@code forbid}: codes (or patterns) no decision may match;</li>
 *   <li>{@code citations}: provisions that must be cited by some decision; {@code forbidCitations}: by none.</li>
 * </ul>
 */
final class ExpectedRuling {
    /** The keys an {@code expect} object may hold. */
    static final Set<String> KEYS = Set.of("result", "termination", "fen", "toMove", "clocks", "illegalMoves",
            "obligation", "decisions", "forbid", "citations", "forbidCitations", "score");

    /** The keys a decision pattern may hold. */
    static final Set<String> PATTERN_KEYS = Set.of("code", "by", "player", "seconds", "articles", "options");

    private ExpectedRuling() {
    }

    /** Every difference between the expectation and the ruling; empty when the ruling is as expected. */
    static List<String> differences(JsonNode expect, JsonNode ruling) {
        List<String> out = new ArrayList<>();
        for (String k : List.of("result", "termination", "fen", "toMove")) {
            if (expect.has(k)) {
                String want = text(expect.get(k));
                String got = text(ruling.get(k));
                if (!Objects.equals(want, got)) {
                    out.add(k + ": expected <" + want + "> but was <" + got + ">");
                }
            }
        }
        if (expect.has("clocks")) {
            clocks(expect.get("clocks"), ruling.get("clocks"), out);
        }
        if (expect.has("illegalMoves")) {
            for (Iterator<String> it = expect.get("illegalMoves").fieldNames(); it.hasNext(); ) {
                String c = it.next();
                JsonNode got = ruling.path("illegalMoves").get(c);
                int want = expect.get("illegalMoves").get(c).asInt();
                if (got == null || got.asInt() != want) {
                    out.add("illegalMoves." + c + ": expected <" + want + "> but was <" + got + ">");
                }
            }
        }
        if (expect.has("obligation")) {
            obligation(expect.get("obligation"), ruling.get("obligation"), out);
        }
        if (expect.has("score")) {
            score(expect.get("score"), ruling.get("score"), out);
        }
        List<JsonNode> decisions = new ArrayList<>();
        ruling.path("decisions").forEach(decisions::add);
        if (expect.has("decisions")) {
            int at = 0;
            for (JsonNode pattern : expect.get("decisions")) {
                int found = -1;
                for (int i = at; i < decisions.size(); i++) {
                    if (matches(pattern, decisions.get(i))) {
                        found = i;
                        break;
                    }
                }
                if (found < 0) {
                    out.add("decisions: no decision matching " + pattern + " after the ones already matched");
                } else {
                    at = found + 1;
                }
            }
        }
        if (expect.has("forbid")) {
            for (JsonNode f : expect.get("forbid")) {
                for (JsonNode d : decisions) {
                    boolean hit = f.isTextual() ? f.asText().equals(d.path("code").asText()) : matches(f, d);
                    if (hit) {
                        out.add("forbid: the ruling has " + brief(d) + ", which must not be there (" + f + ")");
                    }
                }
            }
        }
        Set<String> cited = new LinkedHashSet<>();
        for (JsonNode d : decisions) {
            cited.addAll(plain(d.path("articles")));
        }
        if (expect.has("citations")) {
            for (JsonNode c : expect.get("citations")) {
                if (!cited.contains(c.asText())) {
                    out.add("citations: no decision cites " + c.asText() + " (cited: " + cited + ")");
                }
            }
        }
        if (expect.has("forbidCitations")) {
            for (JsonNode c : expect.get("forbidCitations")) {
                if (cited.contains(c.asText())) {
                    out.add("forbidCitations: " + c.asText() + " is cited but must not be (cited: " + cited + ")");
                }
            }
        }
        return out;
    }

    /** Whether a decision matches a pattern (each field given must agree; articles as a subset). */
    static boolean matches(JsonNode pattern, JsonNode decision) {
        for (String k : List.of("code", "by", "player")) {
            if (pattern.has(k) && !pattern.get(k).asText().equals(decision.path(k).asText(null))) {
                return false;
            }
        }
        if (pattern.has("seconds") && (!decision.has("seconds")
                || decision.get("seconds").asLong() != pattern.get("seconds").asLong())) {
            return false;
        }
        if (pattern.has("articles")) {
            Set<String> have = plain(decision.path("articles"));
            for (JsonNode a : pattern.get("articles")) {
                if (!have.contains(a.asText())) {
                    return false;
                }
            }
        }
        if (pattern.has("options")) {
            Set<String> want = new java.util.TreeSet<>();
            pattern.get("options").forEach(o -> want.add(o.asText()));
            Set<String> have = new java.util.TreeSet<>();
            for (JsonNode o : decision.path("options")) {
                String s = o.asText();
                int i = s.indexOf(": ");
                have.add(i < 0 ? s : s.substring(0, i));
            }
            if (!want.equals(have)) {
                return false;
            }
        }
        return true;
    }

    /** Provision numbers without their "#h…" suffix. */
    static Set<String> plain(JsonNode articles) {
        Set<String> out = new LinkedHashSet<>();
        for (JsonNode a : articles) {
            String s = a.asText();
            int i = s.indexOf('#');
            out.add(i < 0 ? s : s.substring(0, i));
        }
        return out;
    }

    /** One line per decision, for failure messages. */
    static String brief(JsonNode d) {
        StringBuilder s = new StringBuilder(d.path("code").asText()).append(' ').append(d.path("by").asText());
        if (d.has("player")) {
            s.append(" player=").append(d.get("player").asText());
        }
        if (d.has("seconds")) {
            s.append(" seconds=").append(d.get("seconds").asLong());
        }
        return s.append(' ').append(d.path("articles")).toString();
    }

    /**
     * Settles the cases where either side is null: true when nothing more is to compare (a difference,
     * if any, has been listed).
     */
    private static boolean absent(String key, JsonNode want, JsonNode got, List<String> out) {
        boolean noGot = got == null || got.isNull();
        if (want.isNull() && !noGot) {
            out.add(key + ": expected none but was " + got);
        } else if (!want.isNull() && noGot) {
            out.add(key + ": expected " + want + " but the ruling has none");
        }
        return want.isNull() || noGot;
    }

    private static void clocks(JsonNode want, JsonNode got, List<String> out) {
        if (absent("clocks", want, got, out)) {
            return;
        }
        for (Iterator<String> it = want.fieldNames(); it.hasNext(); ) {
            String c = it.next();
            Duration w = Duration.parse(want.get(c).asText());
            Duration g = null;
            try {
                g = got.has(c) ? Duration.parse(got.get(c).asText()) : null;
            } catch (DateTimeParseException e) {
                out.add("clocks." + c + ": the ruling's value " + got.get(c) + " is not a duration");
                continue;
            }
            if (!w.equals(g)) {
                out.add("clocks." + c + ": expected <" + w + "> but was <" + g + ">");
            }
        }
    }

    private static void obligation(JsonNode want, JsonNode got, List<String> out) {
        if (absent("obligation", want, got, out)) {
            return;
        }
        for (Iterator<String> it = want.fieldNames(); it.hasNext(); ) {
            String k = it.next();
            if (want.get(k).isArray()) {
                Set<String> have = plain(got.path(k));
                for (JsonNode a : want.get(k)) {
                    if (!have.contains(a.asText())) {
                        out.add("obligation." + k + ": expected to hold " + a.asText() + " but was " + got.path(k));
                    }
                }
            } else if (!Objects.equals(text(want.get(k)), text(got.get(k)))) {
                out.add("obligation." + k + ": expected <" + text(want.get(k)) + "> but was <" + text(got.get(k)) + ">");
            }
        }
    }

    private static void score(JsonNode want, JsonNode got, List<String> out) {
        if (absent("score", want, got, out)) {
            return;
        }
        for (Iterator<String> it = want.fieldNames(); it.hasNext(); ) {
            String c = it.next();
            JsonNode w = want.get(c);
            JsonNode g = got.get(c);
            boolean same = w.isNull() ? g == null || g.isNull()
                    : g != null && g.isNumber() && g.decimalValue().compareTo(w.decimalValue()) == 0;
            if (!same) {
                out.add("score." + c + ": expected <" + w + "> but was <" + g + ">");
            }
        }
    }

    private static String text(JsonNode n) {
        return n == null || n.isNull() ? null : n.asText();
    }
}
