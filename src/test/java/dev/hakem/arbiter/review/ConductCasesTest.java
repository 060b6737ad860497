package dev.hakem.arbiter.review;

import static dev.hakem.arbiter.review.ReviewCases.JSON;
import static dev.hakem.arbiter.review.ReviewCases.duration;
import static dev.hakem.arbiter.review.ReviewCases.only;
import static dev.hakem.arbiter.review.ReviewCases.oneOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.hakem.chess.Move;
import dev.hakem.chess.Position;
import dev.hakem.chess.notation.Notation;
import dev.hakem.chess.notation.San;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Issue 12 acceptance cases — set-up irregularities (7.2–7.4, 7.6), recording the moves (8), points (10),
 * conduct (11), the arbiter (12), visually impaired players (Appendix D), adjourned games (Guidelines I) and
 * Chess960 (Guidelines II) — written by a reviewing arbiter before the contract was implemented. Each file in
 * {@code src/test/resources/review/conduct/} is ruled by {@code hakem rule FILE --json} and compared with its
 * {@code expect}; each file in {@code review/conduct-bad/} must be refused as an input error. The event shapes,
 * codes and readings are proposed in {@code FINDINGS-12.md}; the running and comparing is {@link ReviewCases}.
 */
class ConductCasesTest extends ReviewFolder {
    static final Path CASES = Path.of("src/test/resources/review/conduct");
    static final Path BAD = Path.of("src/test/resources/review/conduct-bad");

    ConductCasesTest() {
        super(CASES, BAD);
    }

    // ---- the contract the files use (FINDINGS-12.md) --------------------------------------------------

    // the engine's codes at review time: ReviewCases.CODES; rev11's GAME_ANNULLED is used here with the same meaning
    /** Codes these cases propose. */
    static final Set<String> PROPOSED_CODES = Set.of("GAME_ANNULLED", "POSITION_TRANSFERRED", "GAME_CONTINUES", "PIECES_DISPLACED",
            "PIECES_RESTORED", "CLOCK_STARTED", "NO_INFRACTION", "RECORDING_EXEMPT", "RESULT_SIGNED",
            "INFORMATION_WITHHELD", "EXPLANATION_GIVEN", "INTERFERENCE", "WARNING", "TIME_DEDUCTED", "SCORE_ADJUSTED",
            "MOVE_SEALED", "ASSISTANT_REQUIRED");
    static final Set<String> TERMINATIONS = Set.of("checkmate", "stalemate", "dead-position", "agreement",
            "repetition", "fifty-moves", "fivefold", "seventy-five-moves", "illegal-moves", "resignation", "time",
            // proposed by rev11
            "annulled", "default",
            // proposed here
            "electronic-device", "persistent-refusal", "penalty", "sealed-move");
    static final Set<String> RESULTS = Set.of("1-0", "0-1", "1/2-1/2", "*", "0-0", "1/2-0", "0-1/2");

    static final Set<String> CASE_KEYS = Set.of("title", "note", "start", "moves", "notation", "rules", "clocks",
            "illegalMoves", "events");
    static final Set<String> RULE_KEYS = Set.of("rapid", "drawOfferMinMoves", "drawOfferNeedsPermission",
            // rev11
            "timeControl", "supervision", "defaultTime",
            // here
            "variant", "points", "deviceInBag", "devicePenalty", "reportBeforeLeaving", "fineAnnounced",
            "visuallyImpaired", "hearingImpaired", "assistants");
    static final Set<String> ACTIONS = Set.of("touch", "adjust", "release", "remove", "promote", "pressClock",
            "pauseClock", "move", "offerDraw", "acceptDraw", "declineDraw", "claim", "permitDrawOffer", "resign",
            "flagFall",
            // rev11
            "notice", "arrive",
            // here
            "knockOver", "restore", "device", "conduct", "leave", "scoresheet", "sign", "ask", "penalty", "award",
            "interfere", "lift", "announce", "adjourn", "seal", "resume");
    static final Set<String> EVENT_EXTRAS = Set.of("by", "hands", "intendedMove", "square", "reason",
            "afterMove", "foundOn", "lastCorrect", "where", "switchedOff", "approved", "how", "permitted", "reported",
            "player", "seconds", "score", "opponentScore", "article", "via");
    static final Set<String> BY = Set.of("white", "black", "arbiter", "spectator");
    static final Set<String> COLOURS = Set.of("white", "black");
    static final Map<String, Set<String>> VALUES = Map.ofEntries(
            Map.entry("notice", Set.of("initial-position", "board-rotated", "colours-reversed", "piece-displaced",
                    "envelope-missing", "position-lost")),
            Map.entry("claim", Set.of("repetition", "fifty", "touch-move", "initial-position", "colours-reversed")),
            Map.entry("device", Set.of("rings", "found")),
            Map.entry("where", Set.of("person", "bag")),
            Map.entry("conduct", Set.of("notes", "advice", "analysis", "distracting", "refuses-inspection",
                    "persistent-refusal")),
            Map.entry("how", Set.of("noise", "repeated-offers")),
            Map.entry("leave", Set.of("playing-area", "venue")),
            Map.entry("scoresheet", Set.of("not-recording", "in-advance", "hidden")),
            Map.entry("sign", Set.of("1-0", "0-1", "1/2-1/2")),
            Map.entry("ask", Set.of("moves-completed", "opponent-completed", "explanation")),
            Map.entry("penalty", Set.of("warning", "time-added", "time-deducted", "score-raised", "score-reduced",
                    "game-lost", "fine", "exclusion", "expulsion")),
            Map.entry("interfere", Set.of("move", "flag", "illegal-move")),
            Map.entry("reason", Set.of("promotion-piece", "arbiter-help", "other")),
            Map.entry("via", Set.of("assistant")));

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
            only(c, CASE_KEYS, at + "case", problems);
            oneOf(c.get("notation"), Set.of("english"), at + "case.notation", problems);
            if (!c.has("notation")) {
                problems.add(at + "case.notation: say \"english\" (Kf1 is a rook move in Turkish letters)");
            }
            boolean chess960 = rules(c.path("rules"), at, problems);
            List<String[]> record = record(c, chess960, at, problems);
            int i = 0;
            for (JsonNode e : c.path("events")) {
                event(e, record, at + "events[" + i++ + "]", problems);
            }
            expect(r.path("expect"), chess960, at + "expect", problems);
        }
        List<Path> bad = ReviewCases.files(BAD);
        assertTrue(bad.size() >= 10, "at least 10 malformed cases, found " + bad.size());
        ReviewCases.numbered(bad, problems);
        for (Path f : bad) {
            JsonNode r = JSON.readTree(f.toFile());
            String at = f.getFileName() + ": ";
            ReviewCases.wrapper(r, at, problems);
            JsonNode err = r.path("expect").path("error");
            only(r.path("expect"), Set.of("error"), at + "expect", problems);
            only(err, Set.of("field", "mentions"), at + "expect.error", problems);
            if (!err.has("field")) {
                problems.add(at + "expect.error.field missing");
            }
        }
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    /** Checks {@code rules}; true when the case is a Chess960 game. */
    private static boolean rules(JsonNode ru, String at, List<String> problems) {
        if (ru.isMissingNode()) {
            return false;
        }
        only(ru, RULE_KEYS, at + "rules", problems);
        oneOf(ru.get("variant"), Set.of("standard", "chess960"), at + "rules.variant", problems);
        duration(ru.get("defaultTime"), at + "rules.defaultTime", problems);
        if (ru.has("points")) {
            only(ru.get("points"), Set.of("win", "draw", "loss"), at + "rules.points", problems);
        }
        if (ru.has("devicePenalty")) {
            only(ru.get("devicePenalty"), Set.of("penalty", "seconds"), at + "rules.devicePenalty", problems);
            oneOf(ru.get("devicePenalty").get("penalty"), Set.of("warning", "time-deducted", "time-added"),
                    at + "rules.devicePenalty.penalty", problems);
        }
        for (String k : List.of("visuallyImpaired", "hearingImpaired", "assistants")) {
            for (JsonNode v : ru.path(k)) {
                oneOf(v, COLOURS, at + "rules." + k, problems);
            }
        }
        return "chess960".equals(ru.path("variant").asText());
    }

    /**
     * The start position and the moves, checked with the project's chess core: the start must be a legal
     * position and every move of {@code moves} legal in turn. A Chess960 start is checked with its castling
     * field set aside (the core reads standard castling rights only), and its back ranks against II.2 when it
     * is an initial position. Returns the record: {number, colour, SAN} per move.
     */
    private static List<String[]> record(JsonNode c, boolean chess960, String at, List<String> problems) {
        List<String[]> out = new ArrayList<>();
        String start = c.path("start").asText("startpos");
        Position pos;
        try {
            pos = start.equals("startpos") ? Position.startpos() : Position.fromFen(chess960 ? withoutCastling(start) : start);
        } catch (RuntimeException e) {
            problems.add(at + "case.start: the chess core refuses " + start + ": " + e.getMessage());
            return out;
        }
        if (chess960) {
            chess960Start(start, at, problems);
        }
        for (String t : c.path("moves").asText("").trim().split("\\s+")) {
            String san = t.replaceFirst("^\\d+\\.+", "");
            if (san.isEmpty()) {
                continue;
            }
            try {
                Move m = San.read(pos, san, Notation.ENGLISH);
                out.add(new String[] {String.valueOf(pos.fullmoveNumber()), pos.sideToMove().name(), san});
                pos = pos.play(m);
            } catch (RuntimeException e) {
                problems.add(at + "case.moves: " + san + " is not legal for the chess core: " + e.getMessage());
                return out;
            }
        }
        return out;
    }

    private static void event(JsonNode e, List<String[]> record, String at, List<String> problems) {
        String action = ReviewCases.action(e, ACTIONS, EVENT_EXTRAS, at, problems);
        if (action == null) {
            return;
        }
        oneOf(e.get("by"), BY, at + ".by", problems);
        oneOf(e.get("player"), COLOURS, at + ".player", problems);
        for (Map.Entry<String, Set<String>> v : VALUES.entrySet()) {
            if (e.has(v.getKey()) && !(v.getKey().equals("notice") && e.get("notice").isBoolean())) {
                oneOf(e.get(v.getKey()), v.getValue(), at + "." + v.getKey(), problems);
            }
        }
        duration(e.get("arrive"), at + ".arrive", problems);
        if (e.has("lastCorrect")) {
            String want = e.get("lastCorrect").asText();
            boolean found = record.stream().anyMatch(m -> want.equals(m[0] + (m[1].equals("WHITE") ? ". " : "... ") + m[2]));
            if (!found) {
                problems.add(at + ".lastCorrect: " + want + " is not a move of the record");
            }
        }
        if (e.has("award")) {
            only(e.get("award"), COLOURS, at + ".award", problems);
        }
        if (e.has("resume")) {
            only(e.get("resume"), Set.of("absent"), at + ".resume", problems);
            for (JsonNode a : e.get("resume").path("absent")) {
                oneOf(a, COLOURS, at + ".resume.absent", problems);
            }
        }
    }

    private static void expect(JsonNode x, boolean chess960, String at, List<String> problems) {
        only(x, ExpectedRuling.KEYS, at, problems);
        if (x.has("termination") && !x.get("termination").isNull()) {
            oneOf(x.get("termination"), TERMINATIONS, at + ".termination", problems);
        }
        oneOf(x.get("result"), RESULTS, at + ".result", problems);
        oneOf(x.get("toMove"), COLOURS, at + ".toMove", problems);
        if (x.has("fen")) {
            String fen = x.get("fen").asText();
            try {
                Position.fromFen(chess960 ? withoutCastling(fen) : fen);
            } catch (RuntimeException e) {
                problems.add(at + ".fen: the chess core refuses " + fen + ": " + e.getMessage());
            }
        }
        if (x.has("clocks") && !x.get("clocks").isNull()) {
            x.get("clocks").fields().forEachRemaining(en -> duration(en.getValue(), at + ".clocks." + en.getKey(), problems));
        }
        if (x.has("score") && !x.get("score").isNull()) {
            only(x.get("score"), COLOURS, at + ".score", problems);
            x.get("score").fields().forEachRemaining(en -> {
                if (!en.getValue().isNull() && !en.getValue().isNumber()) {
                    problems.add(at + ".score." + en.getKey() + ": a number or null");
                }
            });
        }
        ReviewCases.patterns(x, PROPOSED_CODES, BY, at, problems);
    }

    /** A Chess960 FEN with its castling field (rook files, Shredder-FEN) replaced by "-". */
    static String withoutCastling(String fen) {
        String[] f = fen.split(" ");
        if (f.length == 6) {
            f[2] = "-";
        }
        return String.join(" ", f);
    }

    /**
     * II.2: when the start is an initial position (move 1, white to move), White's back rank has the king
     * between the rooks and the bishops on squares of opposite colours, Black's mirrors it, the pawns stand on
     * their second ranks; every castling letter names a file with a rook of that colour on its back rank.
     */
    private static void chess960Start(String fen, String at, List<String> problems) {
        String[] f = fen.split(" ");
        String[] ranks = f[0].split("/");
        String white = expand(ranks[7]);
        String black = expand(ranks[0]);
        for (char ch : f[2].toCharArray()) {
            if (ch == '-') {
                continue;
            }
            String rank = Character.isUpperCase(ch) ? white : black;
            int file = Character.toLowerCase(ch) - 'a';
            if (file < 0 || file > 7 || Character.toLowerCase(rank.charAt(file)) != 'r') {
                problems.add(at + "case.start: castling letter " + ch + " names no rook on its back rank");
            }
        }
        if (!f[5].equals("1") || !f[1].equals("w") || !ranks[1].equals("pppppppp") || !ranks[6].equals("PPPPPPPP")) {
            return;
        }
        int k = white.indexOf('K');
        boolean between = white.indexOf('R') < k && white.lastIndexOf('R') > k;
        int b1 = white.indexOf('B');
        int b2 = white.lastIndexOf('B');
        if (!between || (b1 + b2) % 2 == 0 || !black.equals(white.toLowerCase(java.util.Locale.ROOT))) {
            problems.add(at + "case.start: not a Chess960 initial position (II.2): " + f[0]);
        }
    }

    private static String expand(String rank) {
        StringBuilder s = new StringBuilder();
        for (char ch : rank.toCharArray()) {
            s.append(Character.isDigit(ch) ? ".".repeat(ch - '0') : String.valueOf(ch));
        }
        return s.toString();
    }
}
