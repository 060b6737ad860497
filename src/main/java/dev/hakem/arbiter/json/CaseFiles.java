package dev.hakem.arbiter.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.hakem.arbiter.Case;
import dev.hakem.arbiter.CaseInputException;
import dev.hakem.arbiter.CompetitionRules;
import dev.hakem.chess.Variant;
import dev.hakem.arbiter.Decision;
import dev.hakem.arbiter.DecisionCode;
import dev.hakem.arbiter.Event;
import dev.hakem.arbiter.Obligation;
import dev.hakem.arbiter.Ruling;
import dev.hakem.chess.Color;
import dev.hakem.chess.notation.Notation;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The JSON case file of {@code hakem rule} and its answer — the adapter between JSON and the
 * engine's {@link Case} and {@link Ruling}. Reading is strict because a typo would silently change
 * a ruling: unknown keys at every level (top level, "rules", "clocks", "illegalMoves", each event)
 * are errors naming the place; for people, "title" and "note" are allowed. Errors are
 * {@link CaseInputException}s: malformed JSON gives the line and column.
 */
public final class CaseFiles {
    private CaseFiles() {
    }

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    /** The top-level keys of a case file. */
    static final Set<String> TOP_LEVEL = Set.of("title", "note", "start", "moves", "notation", "rules", "clocks",
            "illegalMoves", "events");

    /** The action keys of an event, one per kind of {@link Event}: exactly one per event. */
    enum Action {
        TOUCH("touch"), ADJUST("adjust"), RELEASE("release"), REMOVE("remove"), PLACE("place"), PROMOTE("promote"),
        PRESS_CLOCK("pressClock"), PAUSE_CLOCK("pauseClock"), MOVE("move"), OFFER_DRAW("offerDraw"),
        ACCEPT_DRAW("acceptDraw"), DECLINE_DRAW("declineDraw"), CLAIM("claim"), PERMIT_DRAW_OFFER("permitDrawOffer"),
        RESIGN("resign"), FLAG_FALL("flagFall");

        final String key;

        Action(String key) {
            this.key = key;
        }

        static Action of(String key) {
            for (Action a : values()) {
                if (a.key.equals(key)) {
                    return a;
                }
            }
            return null;
        }
    }

    /** The action keys, for messages. */
    static final Set<String> ACTIONS = java.util.Arrays.stream(Action.values()).map(a -> a.key)
            .collect(java.util.stream.Collectors.toCollection(java.util.TreeSet::new));

    private static final Pattern RELEASE = Pattern.compile("^([a-hA-H][1-8])\\s*([-x:])\\s*([a-hA-H][1-8])$");

    /** Reads a case file's text. */
    public static Case read(String json) {
        JsonNode root;
        try {
            root = MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            var loc = e.getLocation();
            throw new CaseInputException("malformed JSON at line " + (loc == null ? 0 : loc.getLineNr())
                    + ", column " + (loc == null ? 0 : loc.getColumnNr()) + ": " + e.getOriginalMessage());
        }
        if (root == null || root.isMissingNode()) {
            throw new CaseInputException("the case file is empty; expected a JSON object");
        }
        if (!root.isObject()) {
            throw new CaseInputException("the case file must be a JSON object");
        }
        for (Iterator<String> it = root.fieldNames(); it.hasNext(); ) {
            String k = it.next();
            if (!TOP_LEVEL.contains(k)) {
                throw new CaseInputException(k + ": unknown key (known: " + String.join(", ", new java.util.TreeSet<>(TOP_LEVEL)) + ")");
            }
        }
        optText(root, "title", "title");
        optText(root, "note", "note");
        String start = optText(root, "start", "start");
        String moves = optText(root, "moves", "moves");
        CompetitionRules rules = rules(root.get("rules"));
        Map<Color, Duration> clocks = null;
        Duration increment = null;
        JsonNode c = root.get("clocks");
        if (c != null && !c.isNull()) {
            object(c, "clocks", Set.of("white", "black", "increment"));
            clocks = new EnumMap<>(Color.class);
            for (Color col : Color.values()) {
                if (c.has(col.key())) {
                    clocks.put(col, duration(c.get(col.key()), "clocks." + col.key()));
                }
            }
            if (c.has("increment")) {
                increment = duration(c.get("increment"), "clocks.increment");
            }
        }
        Map<Color, Integer> illegal = null;
        JsonNode im = root.get("illegalMoves");
        if (im != null && !im.isNull()) {
            object(im, "illegalMoves", Set.of("white", "black"));
            illegal = new EnumMap<>(Color.class);
            for (Color col : Color.values()) {
                if (im.has(col.key())) {
                    illegal.put(col, integer(im.get(col.key()), "illegalMoves." + col.key()));
                }
            }
        }
        List<Event> events = new ArrayList<>();
        JsonNode ev = root.get("events");
        if (ev != null && !ev.isNull()) {
            if (!ev.isArray()) {
                throw new CaseInputException("events: must be an array");
            }
            for (int i = 0; i < ev.size(); i++) {
                events.add(event(ev.get(i), i));
            }
        }
        Notation letters = null;
        String n = optText(root, "notation", "notation");
        if (n != null) {
            letters = Notation.parse(n);
            if (letters == null) {
                throw new CaseInputException("notation: expected \"english\" or \"turkish\", not \"" + n + "\"");
            }
        }
        return new Case(start == null ? "startpos" : start, moves, rules, clocks, illegal, events, increment, letters);
    }

    private static CompetitionRules rules(JsonNode r) {
        if (r == null || r.isNull()) {
            return CompetitionRules.STANDARD;
        }
        object(r, "rules", Set.of("rapid", "drawOfferMinMoves", "drawOfferNeedsPermission", "variant"));
        boolean rapid = r.has("rapid") && bool(r.get("rapid"), "rules.rapid");
        int min = r.has("drawOfferMinMoves") ? integer(r.get("drawOfferMinMoves"), "rules.drawOfferMinMoves") : 0;
        boolean perm = r.has("drawOfferNeedsPermission") && bool(r.get("drawOfferNeedsPermission"), "rules.drawOfferNeedsPermission");
        Variant variant = Variant.STANDARD;
        if (r.has("variant")) {
            String name = text(r.get("variant"), "rules.variant");
            variant = Variant.parse(name);
            if (variant == null || name.isBlank()) {
                throw new CaseInputException("rules.variant: \"" + name + "\" is not a game the FIDE Laws govern here; "
                        + "expected \"standard\" or \"chess960\"");
            }
        }
        return new CompetitionRules(rapid, min, perm, variant);
    }

    private static Event event(JsonNode e, int i) {
        String at = "events[" + i + "]";
        if (!e.isObject()) {
            throw new CaseInputException(at + ": must be an object");
        }
        Action action = null;
        for (Iterator<String> it = e.fieldNames(); it.hasNext(); ) {
            String k = it.next();
            Action found = Action.of(k);
            if (found != null) {
                if (action != null) {
                    throw new CaseInputException(at + "." + k + ": one action per event ('" + action.key + "' is already given)");
                }
                action = found;
            } else if (!k.equals("by") && !k.equals("hands") && !k.equals("intendedMove") && !k.equals("square")
                    && !k.equals("from")) {
                throw new CaseInputException(at + "." + k + ": unknown key");
            }
        }
        if (action == null) {
            throw new CaseInputException(at + ": no action (one of " + String.join(", ", ACTIONS) + ")");
        }
        if (e.has("hands") && action != Action.PRESS_CLOCK) {
            throw new CaseInputException(at + ".hands: only with pressClock");
        }
        if (e.has("square") && action != Action.PROMOTE) {
            throw new CaseInputException(at + ".square: only with promote");
        }
        if (e.has("from") && action != Action.PLACE) {
            throw new CaseInputException(at + ".from: only with place");
        }
        if (e.has("intendedMove") && action != Action.CLAIM) {
            throw new CaseInputException(at + ".intendedMove: only with claim");
        }
        Color by = by(e.get("by"), at + ".by");
        JsonNode v = e.get(action.key);
        String f = at + "." + action.key;
        return switch (action) {
            case TOUCH -> new Event.Touch(by, text(v, f));
            case ADJUST -> new Event.Adjust(by, text(v, f));
            case REMOVE -> new Event.Remove(by, text(v, f));
            case PLACE -> new Event.Place(by, text(v, f), e.has("from") ? text(e.get("from"), at + ".from") : null);
            case RELEASE -> {
                Matcher m = RELEASE.matcher(text(v, f).trim());
                if (!m.matches()) {
                    throw new CaseInputException(f + ": expected \"from-to\" or \"fromxto\", e.g. \"d7-b6\" or \"b6xd5\"");
                }
                yield new Event.Release(by, m.group(1).toLowerCase(Locale.ROOT), m.group(3).toLowerCase(Locale.ROOT),
                        !m.group(2).equals("-"));
            }
            case PROMOTE -> new Event.Promote(by, text(v, f), e.has("square") ? text(e.get("square"), at + ".square") : null);
            case PRESS_CLOCK -> {
                yes(v, f);
                int hands = e.has("hands") ? integer(e.get("hands"), at + ".hands") : 1;
                if (hands < 1 || hands > 2) {
                    throw new CaseInputException(at + ".hands: must be 1 or 2");
                }
                yield new Event.PressClock(by, hands);
            }
            case PAUSE_CLOCK -> new Event.PauseClock(yes(v, f, by));
            case MOVE -> new Event.PlayMove(by, text(v, f));
            case OFFER_DRAW -> new Event.OfferDraw(yes(v, f, by));
            case ACCEPT_DRAW -> new Event.AcceptDraw(yes(v, f, by));
            case DECLINE_DRAW -> new Event.DeclineDraw(yes(v, f, by));
            case CLAIM -> {
                String k = text(v, f);
                Event.ClaimKind kind = switch (k) {
                    case "repetition" -> Event.ClaimKind.REPETITION;
                    case "fifty" -> Event.ClaimKind.FIFTY;
                    case "touch-move" -> Event.ClaimKind.TOUCH_MOVE;
                    default -> throw new CaseInputException(f + ": expected \"repetition\", \"fifty\" or \"touch-move\", not \"" + k + "\"");
                };
                String intended = e.has("intendedMove") ? text(e.get("intendedMove"), at + ".intendedMove") : null;
                if (intended != null && kind == Event.ClaimKind.TOUCH_MOVE) {
                    throw new CaseInputException(at + ".intendedMove: only with a repetition or fifty claim");
                }
                yield new Event.Claim(by, kind, intended);
            }
            case PERMIT_DRAW_OFFER -> new Event.PermitDrawOffer(yes(v, f, by));
            case RESIGN -> new Event.Resign(yes(v, f, by));
            case FLAG_FALL -> new Event.FlagFall(yes(v, f, by));
        };
    }

    private static Color by(JsonNode n, String at) {
        if (n == null) {
            throw new CaseInputException(at + ": missing (\"white\", \"black\" or \"arbiter\")");
        }
        String s = text(n, at);
        if (s.trim().toLowerCase(Locale.ROOT).equals("arbiter") || s.trim().toLowerCase(Locale.ROOT).equals("hakem")) {
            return null;
        }
        Color c = Color.parse(s);
        if (c == null) {
            throw new CaseInputException(at + ": expected \"white\", \"black\" or \"arbiter\", not \"" + s + "\"");
        }
        return c;
    }

    private static void object(JsonNode n, String at, Set<String> keys) {
        if (!n.isObject()) {
            throw new CaseInputException(at + ": must be an object");
        }
        for (Iterator<String> it = n.fieldNames(); it.hasNext(); ) {
            String k = it.next();
            if (!keys.contains(k)) {
                throw new CaseInputException(at + "." + k + ": unknown key");
            }
        }
    }

    private static String optText(JsonNode root, String key, String at) {
        JsonNode n = root.get(key);
        return n == null || n.isNull() ? null : text(n, at);
    }

    private static String text(JsonNode n, String at) {
        if (n == null || !n.isTextual()) {
            throw new CaseInputException(at + ": expected a string");
        }
        return n.asText();
    }

    private static boolean bool(JsonNode n, String at) {
        if (!n.isBoolean()) {
            throw new CaseInputException(at + ": expected true or false");
        }
        return n.asBoolean();
    }

    private static void yes(JsonNode n, String at) {
        if (!n.isBoolean() || !n.asBoolean()) {
            throw new CaseInputException(at + ": expected true");
        }
    }

    /** The value must be {@code true}; returns the acting player. */
    private static Color yes(JsonNode n, String at, Color by) {
        yes(n, at);
        return by;
    }

    private static int integer(JsonNode n, String at) {
        if (!n.isInt() || n.asInt() < 0) {
            throw new CaseInputException(at + ": expected a whole number of zero or more");
        }
        return n.asInt();
    }

    private static Duration duration(JsonNode n, String at) {
        String s = text(n, at);
        try {
            Duration d = Duration.parse(s);
            if (d.isNegative()) {
                throw new CaseInputException(at + ": must not be negative");
            }
            return d;
        } catch (DateTimeParseException e) {
            throw new CaseInputException(at + ": \"" + s + "\" is not an ISO-8601 duration such as \"PT45M\"");
        }
    }

    // ---- a case as its file ---------------------------------------------------------------------

    /**
     * The case as the JSON case file {@link #read} reads back to an equal case: keys with their
     * defaults (no moves, standard rules, no clocks, no earlier illegal moves) are left out.
     */
    public static ObjectNode toJson(Case c) {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("start", c.start());
        if (c.moves() != null) {
            o.put("moves", c.moves());
        }
        if (c.notation() != null) {
            o.put("notation", c.notation() == Notation.TURKISH ? "turkish" : "english");
        }
        CompetitionRules r = c.rules() == null ? CompetitionRules.STANDARD : c.rules();
        if (!r.equals(CompetitionRules.STANDARD)) {
            ObjectNode rules = o.putObject("rules");
            if (r.rapid()) {
                rules.put("rapid", true);
            }
            if (r.drawOfferMinMoves() > 0) {
                rules.put("drawOfferMinMoves", r.drawOfferMinMoves());
            }
            if (r.drawOfferNeedsPermission()) {
                rules.put("drawOfferNeedsPermission", true);
            }
            if (r.variant() == dev.hakem.chess.Variant.CHESS960) {
                rules.put("variant", "chess960");
            }
        }
        if (c.clocks() != null || c.increment() != null) {
            ObjectNode clocks = o.putObject("clocks");
            for (Color col : Color.values()) {
                if (c.clocks() != null && c.clocks().containsKey(col)) {
                    clocks.put(col.key(), c.clocks().get(col).toString());
                }
            }
            if (c.increment() != null) {
                clocks.put("increment", c.increment().toString());
            }
        }
        if (c.illegalMoves() != null && !c.illegalMoves().isEmpty()) {
            ObjectNode im = o.putObject("illegalMoves");
            for (Color col : Color.values()) {
                if (c.illegalMoves().containsKey(col)) {
                    im.put(col.key(), c.illegalMoves().get(col));
                }
            }
        }
        ArrayNode events = o.putArray("events");
        for (Event e : c.events()) {
            events.add(toJson(e));
        }
        return o;
    }

    /** One event as the case file writes it: {@code {"by": "black", "release": "b6xd5"}}. */
    static ObjectNode toJson(Event e) {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("by", e.by() == null ? "arbiter" : e.by().key());
        return e.accept(new EventWriter(o));
    }

    /** Writes each kind of event under its action key (exhaustive: a new kind does not compile until written). */
    private record EventWriter(ObjectNode o) implements Event.Handler<ObjectNode> {
        private ObjectNode yes(Action a) {
            return o.put(a.key, true);
        }

        @Override
        public ObjectNode touch(Event.Touch e) {
            return o.put(Action.TOUCH.key, e.square());
        }

        @Override
        public ObjectNode adjust(Event.Adjust e) {
            return o.put(Action.ADJUST.key, e.square());
        }

        @Override
        public ObjectNode release(Event.Release e) {
            return o.put(Action.RELEASE.key, e.from() + (e.capture() ? "x" : "-") + e.to());
        }

        @Override
        public ObjectNode remove(Event.Remove e) {
            return o.put(Action.REMOVE.key, e.square());
        }

        @Override
        public ObjectNode place(Event.Place e) {
            o.put(Action.PLACE.key, e.square());
            return e.from() == null ? o : o.put("from", e.from());
        }

        @Override
        public ObjectNode promote(Event.Promote e) {
            o.put(Action.PROMOTE.key, e.piece());
            return e.square() == null ? o : o.put("square", e.square());
        }

        @Override
        public ObjectNode pressClock(Event.PressClock e) {
            yes(Action.PRESS_CLOCK);
            return e.hands() == 1 ? o : o.put("hands", e.hands());
        }

        @Override
        public ObjectNode pauseClock(Event.PauseClock e) {
            return yes(Action.PAUSE_CLOCK);
        }

        @Override
        public ObjectNode playMove(Event.PlayMove e) {
            return o.put(Action.MOVE.key, e.move());
        }

        @Override
        public ObjectNode offerDraw(Event.OfferDraw e) {
            return yes(Action.OFFER_DRAW);
        }

        @Override
        public ObjectNode acceptDraw(Event.AcceptDraw e) {
            return yes(Action.ACCEPT_DRAW);
        }

        @Override
        public ObjectNode declineDraw(Event.DeclineDraw e) {
            return yes(Action.DECLINE_DRAW);
        }

        @Override
        public ObjectNode claim(Event.Claim e) {
            o.put(Action.CLAIM.key, switch (e.kind()) {
                case REPETITION -> "repetition";
                case FIFTY -> "fifty";
                case TOUCH_MOVE -> "touch-move";
            });
            return e.intendedMove() == null ? o : o.put("intendedMove", e.intendedMove());
        }

        @Override
        public ObjectNode permitDrawOffer(Event.PermitDrawOffer e) {
            return yes(Action.PERMIT_DRAW_OFFER);
        }

        @Override
        public ObjectNode resign(Event.Resign e) {
            return yes(Action.RESIGN);
        }

        @Override
        public ObjectNode flagFall(Event.FlagFall e) {
            return yes(Action.FLAG_FALL);
        }
    }

    // ---- output -------------------------------------------------------------------------------

    /** The ruling as the JSON object of the output shape. */
    public static ObjectNode toJson(Ruling r) {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("result", r.result().key());
        if (r.termination() == null) {
            o.putNull("termination");
        } else {
            o.put("termination", r.termination().key());
        }
        o.put("fen", r.fen());
        o.put("toMove", r.toMove().key());
        if (r.clocks() == null) {
            o.putNull("clocks");
        } else {
            ObjectNode c = o.putObject("clocks");
            for (Color col : Color.values()) {
                if (r.clocks().containsKey(col)) {
                    c.put(col.key(), r.clocks().get(col).toString());
                }
            }
        }
        ObjectNode im = o.putObject("illegalMoves");
        for (Color col : Color.values()) {
            im.put(col.key(), r.illegalMoves().getOrDefault(col, 0));
        }
        if (r.obligation() == null) {
            o.putNull("obligation");
        } else {
            Obligation ob = r.obligation();
            ObjectNode n = o.putObject("obligation");
            n.put("kind", ob.kind().key());
            putOrNull(n, "square", ob.square());
            putOrNull(n, "side", ob.side());
            if (ob.from() != null) {
                n.put("from", ob.from());
            }
            if (ob.move() != null) {
                n.put("move", ob.move());
            }
            strings(n.putArray("articles"), ob.articles());
        }
        ArrayNode ds = o.putArray("decisions");
        for (Decision d : r.decisions()) {
            ObjectNode n = ds.addObject();
            n.put("code", d.code().name());
            n.put("by", d.by() == null ? "arbiter" : d.by().key());
            if (d.player() != null) {
                n.put("player", d.player().key());
            }
            if (d.code() == DecisionCode.TIME_ADDED) {
                n.put("seconds", d.seconds());
            }
            strings(n.putArray("articles"), d.articles());
            strings(n.putArray("decidedBy"), d.decidedBy());
            strings(n.putArray("applied"), d.applied());
            n.put("tr", d.tr());
            n.put("en", d.en());
            if (!d.options().isEmpty()) {
                strings(n.putArray("options"), d.options());
            }
        }
        return o;
    }

    /** The ruling as pretty-printed JSON text (UTF-8 characters, two-space indent, trailing newline). */
    public static String write(Ruling r) {
        try {
            DefaultPrettyPrinter pp = new DefaultPrettyPrinter()
                    .withObjectIndenter(new DefaultIndenter("  ", "\n"))
                    .withArrayIndenter(new DefaultIndenter("  ", "\n"));
            return MAPPER.writer(pp).writeValueAsString(toJson(r)) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void putOrNull(ObjectNode n, String k, String v) {
        if (v == null) {
            n.putNull(k);
        } else {
            n.put(k, v);
        }
    }

    private static void strings(ArrayNode a, List<String> xs) {
        xs.forEach(a::add);
    }
}
