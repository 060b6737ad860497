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
import dev.hakem.arbiter.DeviceRules;
import dev.hakem.arbiter.Event;
import dev.hakem.arbiter.GameResult;
import dev.hakem.arbiter.GameScore;
import dev.hakem.arbiter.Impairments;
import dev.hakem.arbiter.Obligation;
import dev.hakem.arbiter.Pace;
import dev.hakem.arbiter.Supervision;
import dev.hakem.arbiter.TimeControl;
import dev.hakem.arbiter.PointSystem;
import dev.hakem.arbiter.Ruling;
import dev.hakem.arbiter.Sanction;
import dev.hakem.chess.Color;
import dev.hakem.chess.notation.Notation;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
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
 * {@link CaseInputException}s: malformed JSON gives the line, the column and the field path.
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
        RESIGN("resign"), FLAG_FALL("flagFall"), THINK("think"), NOTICE("notice"), KNOCK_OVER("knockOver"), RESTORE("restore"),
        DEVICE("device"), CONDUCT("conduct"), LEAVE("leave"), SCORESHEET("scoresheet"), SIGN("sign"), ASK("ask"),
        PENALTY("penalty"), AWARD("award"), INTERFERE("interfere"), ADJOURN("adjourn"), SEAL("seal"), RESUME("resume"),
        ARRIVE("arrive"), LIFT("lift"), ANNOUNCE("announce"), DECIDE("decide"), REQUEST("request"),
        CLOCK_SETTING_WRONG("clockSettingWrong"), CLOCK_DEFECTIVE("clockDefective"), APPEAL("appeal");

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

    /** The action keys an event may have ("touch", "move", "claim", ...), for those who describe events. */
    public static Set<String> actionKeys() {
        return ACTIONS;
    }

    /** The keys an event may carry besides "by" and its action, each with the actions it goes with. */
    static final Map<String, Set<Action>> EXTRAS = Map.ofEntries(
            Map.entry("hands", Set.of(Action.PRESS_CLOCK)),
            Map.entry("hand", Set.of(Action.PRESS_CLOCK)),
            Map.entry("handling", Set.of(Action.PRESS_CLOCK)),
            Map.entry("intendedMove", Set.of(Action.CLAIM)),
            Map.entry("square", Set.of(Action.PROMOTE, Action.NOTICE)),
            Map.entry("from", Set.of(Action.PLACE)),
            Map.entry("reason", Set.of(Action.PAUSE_CLOCK)),
            Map.entry("afterMove", Set.of(Action.NOTICE)),
            Map.entry("foundOn", Set.of(Action.NOTICE)),
            Map.entry("lastCorrect", Set.of(Action.NOTICE)),
            Map.entry("where", Set.of(Action.DEVICE)),
            Map.entry("switchedOff", Set.of(Action.DEVICE)),
            Map.entry("approved", Set.of(Action.DEVICE)),
            Map.entry("how", Set.of(Action.CONDUCT)),
            Map.entry("permitted", Set.of(Action.LEAVE)),
            Map.entry("reported", Set.of(Action.LEAVE)),
            Map.entry("article", Set.of(Action.ASK)),
            Map.entry("entry", Set.of(Action.SCORESHEET)),
            Map.entry("player", Set.of(Action.PENALTY)),
            Map.entry("seconds", Set.of(Action.PENALTY)),
            Map.entry("score", Set.of(Action.PENALTY)),
            Map.entry("opponentScore", Set.of(Action.PENALTY)),
            Map.entry("finishedPlayer", Set.of(Action.INTERFERE)),
            Map.entry("sessionLeft", Set.of(Action.ADJOURN)));

    /** Actions of the arbiter himself ("by": "arbiter"). */
    private static final Set<Action> ARBITERS = EnumSet.of(Action.NOTICE, Action.PENALTY, Action.AWARD, Action.ADJOURN,
            Action.RESUME, Action.PERMIT_DRAW_OFFER, Action.DECIDE, Action.CLOCK_SETTING_WRONG, Action.CLOCK_DEFECTIVE);

    private static final Pattern RELEASE = Pattern.compile("^([a-hA-H][1-8])\\s*([-x:])\\s*([a-hA-H][1-8])$");

    /** Reads a case file's text. */
    public static Case read(String json) {
        return read(tree(json));
    }

    /**
     * The case file's text as a JSON object, read strictly (a duplicate key, trailing content or
     * nesting deeper than the parser allows is an error with its line, column and path): the one
     * reading of a case file's text, for {@link #read} and for those who also look at the file's
     * own words (the workbench's scenario writer).
     */
    public static JsonNode tree(String json) {
        JsonNode root;
        try {
            root = JsonSyntaxError.readTree(MAPPER, json);
        } catch (JsonSyntaxError e) {
            throw new CaseInputException(e.getMessage());
        }
        if (root == null || root.isMissingNode()) {
            throw new CaseInputException("the case file is empty; expected a JSON object");
        }
        if (!root.isObject()) {
            throw new CaseInputException("the case file must be a JSON object");
        }
        return root;
    }

    /** Reads a case file already read as JSON by {@link #tree}. */
    public static Case read(JsonNode root) {
        if (root == null || !root.isObject()) {
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
        Map<Color, Duration> clocks = null;
        Duration increment = null;
        Duration delay = null;
        List<TimeControl.Period> periods = List.of();
        JsonNode c = root.get("clocks");
        if (c != null && !c.isNull()) {
            object(c, "clocks", Set.of("white", "black", "increment", "delay", "periods"));
            clocks = new EnumMap<>(Color.class);
            for (Color col : Color.values()) {
                if (c.has(col.key())) {
                    clocks.put(col, duration(c.get(col.key()), "clocks." + col.key()));
                }
            }
            PerMove perMove = perMove(c, "clocks");
            increment = perMove.increment();
            delay = perMove.delay();
            if (c.has("periods")) {
                periods = periods(c.get("periods"), "clocks.periods");
            }
        }
        CompetitionRules rules = rules(root.get("rules"), periods.isEmpty() ? null : new TimeControl(increment, delay, periods));
        if (rules.quickplayFinish() && increment != null && !increment.isZero()) {
            throw new CaseInputException("rules.quickplayFinish: Guidelines III apply only to games without increment (III.2.2),"
                    + " but clocks.increment is " + increment);
        }
        if (rules.quickplayFinish() && delay != null && !delay.isZero()) {
            throw new CaseInputException("rules.quickplayFinish: Guidelines III apply only to games without increment (III.2.2),"
                    + " and with a time delay no final period must be finished in a limited time (III.1); clocks.delay is " + delay);
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
        return new Case(start == null ? "startpos" : start, moves, rules, clocks, illegal, events, increment, letters, periods,
                delay);
    }

    /**
     * The competition rules; {@code timeControl}, when the case gives the periods, is the whole time
     * control, whose class (A.1, B.1) is the game's pace unless declared — and must agree with it if it is.
     */
    private static CompetitionRules rules(JsonNode r, TimeControl timeControl) {
        Pace computed = timeControl == null ? null : Pace.of(timeControl);
        if (r == null || r.isNull()) {
            return computed == null || computed == Pace.STANDARD ? CompetitionRules.STANDARD
                    : CompetitionRules.of(computed, Supervision.FULL);
        }
        object(r, "rules", Set.of("rapid", "timeControl", "supervision", "quickplayFinish", "drawOfferMinMoves",
                "drawOfferNeedsPermission", "variant", "points", "deviceInBag", "devicePenalty", "reportBeforeLeaving",
                "fineAnnounced", "defaultTime", "visuallyImpaired", "hearingImpaired", "assistants", "appeals"));
        Pace pace = pace(r, computed, computed == null ? null : "clocks.periods" + (timeControl.hasIncrement() ? " and clocks.increment"
                : timeControl.hasDelay() ? " and clocks.delay" : ""));
        Supervision supervision = Supervision.FULL;
        if (r.has("supervision")) {
            supervision = oneOf(r.get("supervision"), "rules.supervision", Supervision.class);
            if (supervision == Supervision.LIMITED && pace == Pace.STANDARD) {
                throw new CaseInputException("rules.supervision: \"limited\" exists only for rapid (A.5) and blitz (B.3);"
                        + " with rules.timeControl \"standard\" the Competition Rules apply in full");
            }
        }
        boolean quickplay = r.has("quickplayFinish") && bool(r.get("quickplayFinish"), "rules.quickplayFinish");
        if (quickplay && pace == Pace.BLITZ) {
            throw new CaseInputException("rules.quickplayFinish: Guidelines III never apply to blitz (III.2.2);"
                    + " rules.timeControl is \"blitz\"");
        }
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
        PointSystem points = null;
        if (r.has("points")) {
            JsonNode p = r.get("points");
            object(p, "rules.points", Set.of("win", "draw", "loss"));
            for (String k : List.of("win", "draw", "loss")) {
                if (!p.has(k)) {
                    throw new CaseInputException("rules.points." + k + ": missing (the points of a win, a draw and a loss)");
                }
            }
            try {
                points = new PointSystem(number(p.get("win"), "rules.points.win"), number(p.get("draw"), "rules.points.draw"),
                        number(p.get("loss"), "rules.points.loss"));
            } catch (IllegalArgumentException x) {
                throw new CaseInputException("rules.points: " + x.getMessage());
            }
        }
        boolean inBag = r.has("deviceInBag") && bool(r.get("deviceInBag"), "rules.deviceInBag");
        DeviceRules devices = new DeviceRules(inBag, null, 0);
        if (r.has("devicePenalty")) {
            JsonNode d = r.get("devicePenalty");
            object(d, "rules.devicePenalty", Set.of("penalty", "seconds"));
            if (!d.has("penalty")) {
                throw new CaseInputException("rules.devicePenalty.penalty: missing (\"warning\", \"time-deducted\" or \"time-added\")");
            }
            String name = text(d.get("penalty"), "rules.devicePenalty.penalty");
            Sanction s = Sanction.parse(name);
            if (s == null) {
                throw new CaseInputException("rules.devicePenalty.penalty: \"" + name + "\" is not one of 12.9's penalties");
            }
            long secs = d.has("seconds") ? integer(d.get("seconds"), "rules.devicePenalty.seconds") : 0;
            try {
                devices = new DeviceRules(inBag, s, secs);
            } catch (IllegalArgumentException x) {
                throw new CaseInputException("rules.devicePenalty: " + x.getMessage());
            }
        }
        boolean report = r.has("reportBeforeLeaving") && bool(r.get("reportBeforeLeaving"), "rules.reportBeforeLeaving");
        boolean fines = r.has("fineAnnounced") && bool(r.get("fineAnnounced"), "rules.fineAnnounced");
        Duration defaultTime = r.has("defaultTime") ? duration(r.get("defaultTime"), "rules.defaultTime") : null;
        Impairments players = new Impairments(colours(r, "visuallyImpaired"), colours(r, "hearingImpaired"), colours(r, "assistants"));
        boolean noAppeals = r.has("appeals") && !bool(r.get("appeals"), "rules.appeals");
        return new CompetitionRules(pace, supervision, quickplay, min, perm, variant, points, devices, report, fines,
                defaultTime, players, noAppeals);
    }

    /**
     * FIDE A.1, B.1: the pace — declared with "timeControl" (or the older "rapid"), else the class the
     * periods and increment or delay give ({@code computed}, null when the case gives no periods), else standard.
     * A declaration that contradicts the time control, or two that contradict each other, is an error naming the
     * fields the case gave ({@code given}).
     */
    private static Pace pace(JsonNode r, Pace computed, String given) {
        Boolean rapid = r.has("rapid") ? bool(r.get("rapid"), "rules.rapid") : null;
        if (r.has("timeControl")) {
            String t = text(r.get("timeControl"), "rules.timeControl");
            Pace pace = Pace.parse(t);
            if (pace == null) {
                throw new CaseInputException("rules.timeControl: expected \"standard\", \"rapid\" or \"blitz\" (A.1, B.1), not \""
                        + t + "\"");
            }
            if (rapid != null && rapid != (pace == Pace.RAPID)) {
                throw new CaseInputException("rules.rapid: " + rapid + " contradicts rules.timeControl \"" + t
                        + "\" (\"rapid\": true means timeControl \"rapid\"; give one of the two)");
            }
            if (computed != null && computed != pace) {
                throw new CaseInputException("rules.timeControl: \"" + t + "\", but " + given + " make the"
                        + " game " + computed.key() + " (A.1, B.1: the whole time plus 60 increments (or delays) is "
                        + (computed == Pace.BLITZ ? "10 minutes or less" : computed == Pace.RAPID
                        ? "more than 10 and less than 60 minutes" : "60 minutes or more") + ")");
            }
            return pace;
        }
        if (rapid != null) {
            Pace pace = rapid ? Pace.RAPID : Pace.STANDARD;
            if (computed != null && computed != pace) {
                throw new CaseInputException("rules.rapid: " + rapid + ", but " + given + " make the game "
                        + computed.key() + " (A.1, B.1)");
            }
            return pace;
        }
        return computed != null ? computed : Pace.STANDARD; // A.1, B.1: the class follows from the time control
    }

    /** FIDE 6.3.1: the periods of a time control; each but the last has a move count, every one its time. */
    private static List<TimeControl.Period> periods(JsonNode n, String at) {
        if (!n.isArray() || n.isEmpty()) {
            throw new CaseInputException(at + ": expected a non-empty array of periods such as"
                    + " [{\"moves\": 40, \"time\": \"PT90M\"}, {\"time\": \"PT30M\"}]");
        }
        List<TimeControl.Period> out = new ArrayList<>();
        for (int i = 0; i < n.size(); i++) {
            String pat = at + "[" + i + "]";
            JsonNode p = n.get(i);
            object(p, pat, Set.of("moves", "time"));
            if (!p.has("time")) {
                throw new CaseInputException(pat + ": the period has no time (\"time\", e.g. \"PT30M\"); every period is allotted one (6.3.1)");
            }
            Duration time = duration(p.get("time"), pat + ".time");
            if (time.isZero()) {
                throw new CaseInputException(pat + ".time: a period is allotted some time, not zero");
            }
            boolean last = i == n.size() - 1;
            Integer moves = null;
            if (p.has("moves")) {
                moves = integer(p.get("moves"), pat + ".moves");
                if (moves == 0) {
                    throw new CaseInputException(pat + ".moves: a period of zero moves is no period; give at least one move"
                            + (last ? ", or leave \"moves\" out for the rest of the game" : ""));
                }
                if (last) {
                    throw new CaseInputException(pat + ".moves: the last period covers all remaining moves; leave \"moves\" out");
                }
            } else if (!last) {
                throw new CaseInputException(pat + ": only the last period may leave out \"moves\" (the rest of the game)");
            }
            out.add(new TimeControl.Period(moves, time));
        }
        return out;
    }

    /** rules.KEY: a list of players, e.g. ["black"] (absent: none). */
    private static Set<Color> colours(JsonNode r, String key) {
        Set<Color> out = EnumSet.noneOf(Color.class);
        if (!r.has(key)) {
            return out;
        }
        JsonNode a = r.get(key);
        if (!a.isArray()) {
            throw new CaseInputException("rules." + key + ": expected a list of players, e.g. [\"black\"]");
        }
        for (JsonNode x : a) {
            out.add(colour(x, "rules." + key));
        }
        return out;
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
            } else if (!k.equals("by") && !k.equals("via") && !EXTRAS.containsKey(k)) {
                throw new CaseInputException(at + "." + k + ": unknown key");
            }
        }
        if (action == null) {
            throw new CaseInputException(at + ": no action (one of " + String.join(", ", ACTIONS) + ")");
        }
        for (Iterator<String> it = e.fieldNames(); it.hasNext(); ) {
            String k = it.next();
            Set<Action> with = EXTRAS.get(k);
            if (with != null && !with.contains(action)) {
                throw new CaseInputException(at + "." + k + ": only with " + String.join(" or ",
                        with.stream().map(a -> a.key).sorted().toList()));
            }
        }
        JsonNode v = e.get(action.key);
        String f = at + "." + action.key;
        if (e.has("via")) {
            if (!"assistant".equals(text(e.get("via"), at + ".via"))) {
                throw new CaseInputException(at + ".via: expected \"assistant\" (Appendix D.2.10), not \"" + e.get("via").asText() + "\"");
            }
            return new Event.ByAssistant(action(e, action, v, at, f));
        }
        return action(e, action, v, at, f);
    }

    /** The event of an action key, its value {@code v} and the event's other keys. */
    private static Event action(JsonNode e, Action action, JsonNode v, String at, String f) {
        boolean spectator = e.has("by") && e.get("by").isTextual() && e.get("by").asText().equals("spectator");
        if (action == Action.INTERFERE && !spectator) {
            throw new CaseInputException(at + ".by: interfere is done by a \"spectator\" (a player who interferes in his own game"
                    + " is not a spectator, 12.7)");
        }
        if (spectator && action != Action.INTERFERE) {
            throw new CaseInputException(at + ".by: a spectator only interferes (interfere, 12.7)");
        }
        Color by = spectator ? null : by(e.get("by"), at + ".by");
        if (ARBITERS.contains(action) && by != null && action != Action.PERMIT_DRAW_OFFER) {
            throw new CaseInputException(at + ".by: " + action.key + " is the arbiter's (\"by\": \"arbiter\")"
                    + (action == Action.NOTICE ? "; a player raises it with claim" : ""));
        }
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
                yield new Event.PressClock(by, hands,
                        e.has("hand") ? oneOf(e.get("hand"), at + ".hand", Event.Hand.class) : null,
                        e.has("handling") ? oneOf(e.get("handling"), at + ".handling", Event.ClockHandling.class) : null);
            }
            case PAUSE_CLOCK -> new Event.PauseClock(yes(v, f, by),
                    e.has("reason") ? oneOf(e.get("reason"), at + ".reason", Event.PauseReason.class) : null);
            case MOVE -> new Event.PlayMove(by, text(v, f));
            case OFFER_DRAW -> new Event.OfferDraw(yes(v, f, by));
            case ACCEPT_DRAW -> new Event.AcceptDraw(yes(v, f, by));
            case DECLINE_DRAW -> new Event.DeclineDraw(yes(v, f, by));
            case CLAIM -> {
                Event.ClaimKind kind = oneOf(v, f, Event.ClaimKind.class);
                String intended = e.has("intendedMove") ? text(e.get("intendedMove"), at + ".intendedMove") : null;
                if (intended != null && kind != Event.ClaimKind.REPETITION && kind != Event.ClaimKind.FIFTY) {
                    throw new CaseInputException(at + ".intendedMove: only with a repetition or fifty claim");
                }
                yield new Event.Claim(by, kind, intended);
            }
            case PERMIT_DRAW_OFFER -> new Event.PermitDrawOffer(yes(v, f, by));
            case RESIGN -> new Event.Resign(yes(v, f, by));
            case FLAG_FALL -> new Event.FlagFall(yes(v, f, by));
            case THINK -> new Event.Think(player(by, at), duration(v, f));
            case NOTICE -> notice(e, v, at);
            case KNOCK_OVER -> new Event.KnockOver(player(by, at), squares(v, f));
            case RESTORE -> new Event.Restore(by, squares(v, f));
            case DEVICE -> {
                Event.DeviceFinding finding = oneOf(v, f, Event.DeviceFinding.class);
                if (!e.has("where")) {
                    throw new CaseInputException(at + ".where: missing (\"person\" or \"bag\"): 11.3.2.2 depends on it");
                }
                boolean off = e.has("switchedOff") && bool(e.get("switchedOff"), at + ".switchedOff");
                if (off && finding == Event.DeviceFinding.RINGS) {
                    throw new CaseInputException(at + ".switchedOff: a device that rings is not switched off");
                }
                yield new Event.Device(player(by, at), finding, oneOf(e.get("where"), at + ".where", Event.DevicePlace.class), off,
                        e.has("approved") && bool(e.get("approved"), at + ".approved"));
            }
            case CONDUCT -> {
                Event.Misconduct kind = oneOf(v, f, Event.Misconduct.class);
                if (e.has("how") && kind != Event.Misconduct.DISTRACTING) {
                    throw new CaseInputException(at + ".how: only with conduct \"distracting\"");
                }
                yield new Event.Conduct(player(by, at), kind, e.has("how") ? oneOf(e.get("how"), at + ".how", Event.Distraction.class) : null);
            }
            case LEAVE -> new Event.Leave(player(by, at), oneOf(v, f, Event.LeavePlace.class),
                    e.has("permitted") && bool(e.get("permitted"), at + ".permitted"),
                    e.has("reported") && bool(e.get("reported"), at + ".reported"));
            case SCORESHEET -> {
                Event.ScoresheetAct act = oneOf(v, f, Event.ScoresheetAct.class);
                if (act == Event.ScoresheetAct.ENTRY && !e.has("entry")) {
                    throw new CaseInputException(at + ".entry: missing: what the player wrote for the last move made, e.g. \"Nf3\"");
                }
                if (act != Event.ScoresheetAct.ENTRY && e.has("entry")) {
                    throw new CaseInputException(at + ".entry: only with scoresheet \"entry\"");
                }
                yield new Event.Scoresheet(player(by, at), act, e.has("entry") ? text(e.get("entry"), at + ".entry") : null);
            }
            case SIGN -> {
                String r = text(v, f);
                GameResult result = GameResult.parse(r);
                if (result != GameResult.WHITE_WINS && result != GameResult.BLACK_WINS && result != GameResult.DRAW) {
                    throw new CaseInputException(f + ": \"" + r + "\" is not a result a player signs (\"1-0\", \"0-1\" or \"1/2-1/2\")");
                }
                yield new Event.Sign(player(by, at), result);
            }
            case ASK -> {
                Event.Question q = oneOf(v, f, Event.Question.class);
                String article = e.has("article") ? text(e.get("article"), at + ".article").trim() : null;
                if (q == Event.Question.EXPLANATION && article == null) {
                    throw new CaseInputException(at + ".article: missing: the article to explain (11.9), e.g. \"9.2\"");
                }
                if (article != null && q != Event.Question.EXPLANATION) {
                    throw new CaseInputException(at + ".article: only with ask \"explanation\"");
                }
                if (article != null && !ARTICLE.matcher(article).matches()) {
                    throw new CaseInputException(at + ".article: \"" + article + "\" is not an article number such as \"9.2\" or \"A.4.3\"");
                }
                yield new Event.Ask(player(by, at), q, article);
            }
            case PENALTY -> penalty(e, v, at);
            case AWARD -> {
                if (!v.isObject() || v.size() != 1) {
                    throw new CaseInputException(f + ": expected one player's score, e.g. { \"black\": 1 }");
                }
                String colour = v.fieldNames().next();
                Color c = Color.parse(colour);
                if (c == null || !colour.equals(c.key())) {
                    throw new CaseInputException(f + "." + colour + ": unknown key (\"white\" or \"black\")");
                }
                yield new Event.Award(c, number(v.get(colour), f + "." + colour));
            }
            case ADJOURN -> {
                yes(v, f);
                yield new Event.Adjourn(e.has("sessionLeft") ? duration(e.get("sessionLeft"), at + ".sessionLeft") : null);
            }
            case SEAL -> new Event.Seal(player(by, at), text(v, f));
            case RESUME -> {
                object(v, f, Set.of("absent"));
                Set<Color> absent = EnumSet.noneOf(Color.class);
                if (v.has("absent")) {
                    JsonNode a = v.get("absent");
                    if (!a.isArray()) {
                        throw new CaseInputException(f + ".absent: expected a list of players, e.g. [\"black\"]");
                    }
                    for (JsonNode x : a) {
                        absent.add(colour(x, f + ".absent"));
                    }
                }
                yield new Event.Resume(absent);
            }
            case ARRIVE -> new Event.Arrive(player(by, at), duration(v, f));
            case INTERFERE -> new Event.Interfere(oneOf(v, f, Event.Interference.class),
                    e.has("finishedPlayer") && bool(e.get("finishedPlayer"), at + ".finishedPlayer"));
            case APPEAL -> new Event.Appeal(yes(v, f, player(by, at)));
            case LIFT -> new Event.Lift(player(by, at), text(v, f));
            case DECIDE -> new Event.Decide(by, oneOf(v, f, Event.Answer.class));
            case REQUEST -> new Event.Request(by, oneOf(v, f, Event.RequestKind.class));
            case CLOCK_SETTING_WRONG, CLOCK_DEFECTIVE -> clockSetting(v, f, by,
                    action == Action.CLOCK_DEFECTIVE ? Event.ClockFault.DEFECTIVE : Event.ClockFault.WRONG_SETTING);
            case ANNOUNCE -> new Event.Announce(player(by, at), text(v, f));
        };
    }

    private static final Pattern ARTICLE = Pattern.compile("(?:[1-9][0-9]?|[A-D]|I{1,3})(?:\\.[0-9]+)*");

    /** The time given per move (6.2.1, 6.3.1 increment; 6.3.2 time delay) and the field that gave it. */
    private record PerMove(Duration increment, Duration delay) {
    }

    /**
     * FIDE 6.2.1, 6.3.1, 6.3.2: the per-move time of a setting ({@code clocks}, or the one the arbiter installs) — an
     * increment or a time delay, not both (the Laws describe the delay as a mode of its own).
     */
    private static PerMove perMove(JsonNode v, String at) {
        Duration increment = v.has("increment") ? duration(v.get("increment"), at + ".increment") : null;
        Duration delay = v.has("delay") ? duration(v.get("delay"), at + ".delay") : null;
        if (delay != null && !delay.isZero() && increment != null && !increment.isZero()) {
            throw new CaseInputException(at + ".delay: a time control has either an increment (6.2.1, 6.3.1) or a time"
                    + " delay (6.3.2), not both; " + at + ".increment is " + increment);
        }
        return new PerMove(increment, delay);
    }

    /** FIDE 6.10.1, 6.10.2: the setting the arbiter installs — times, increment or delay, periods; at least one. */
    private static Event clockSetting(JsonNode v, String at, Color by, Event.ClockFault fault) {
        object(v, at, Set.of("white", "black", "increment", "delay", "periods"));
        if (v.isEmpty()) {
            throw new CaseInputException(at + ": the setting the arbiter installs is missing — give the times he sets"
                    + " (\"white\", \"black\") and, if they change, \"increment\" or \"delay\" and \"periods\" (6.10.1, 6.10.2)");
        }
        Map<Color, Duration> times = new EnumMap<>(Color.class);
        for (Color col : Color.values()) {
            if (v.has(col.key())) {
                times.put(col, duration(v.get(col.key()), at + "." + col.key()));
            }
        }
        PerMove perMove = perMove(v, at);
        List<TimeControl.Period> ps = v.has("periods") ? periods(v.get("periods"), at + ".periods") : null;
        return new Event.SetClock(by, fault, times, perMove.increment(), perMove.delay(), ps);
    }

    /**
     * The arbiter looks at the board: {@code true} — at whatever he sees (A.5.2, A.5.4, A.5.5, 6.8,
     * 7.5.1, III.3); a word — a fault of the set-up or the adjourned game he finds (7.2, 7.3, 7.6, I.12).
     */
    private static Event notice(JsonNode e, JsonNode v, String at) {
        if (v != null && v.isBoolean()) {
            yes(v, at + ".notice");
            for (String k : List.of("afterMove", "square", "foundOn", "lastCorrect")) {
                if (e.has(k)) {
                    throw new CaseInputException(at + "." + k + ": only with a notice that names what was found (e.g. \"piece-displaced\")");
                }
            }
            return new Event.Notice(null, null, null, null, null);
        }
        Event.NoticeKind kind = oneOf(v, at + ".notice", Event.NoticeKind.class);
        if (e.has("afterMove") && kind != Event.NoticeKind.BOARD_ROTATED) {
            throw new CaseInputException(at + ".afterMove: only with notice \"board-rotated\"");
        }
        for (String k : List.of("square", "foundOn", "lastCorrect")) {
            if (e.has(k) && kind != Event.NoticeKind.PIECE_DISPLACED) {
                throw new CaseInputException(at + "." + k + ": only with notice \"piece-displaced\"");
            }
        }
        Integer after = e.has("afterMove") ? integer(e.get("afterMove"), at + ".afterMove") : null;
        if (kind == Event.NoticeKind.PIECE_DISPLACED) {
            for (String k : List.of("square", "foundOn")) {
                if (!e.has(k)) {
                    throw new CaseInputException(at + "." + k + ": missing: a piece-displaced notice names the piece's square"
                            + " (square) and where it was found (foundOn)");
                }
            }
        }
        return new Event.Notice(kind, after, e.has("square") ? text(e.get("square"), at + ".square") : null,
                e.has("foundOn") ? text(e.get("foundOn"), at + ".foundOn") : null,
                e.has("lastCorrect") ? text(e.get("lastCorrect"), at + ".lastCorrect") : null);
    }

    private static Event penalty(JsonNode e, JsonNode v, String at) {
        String name = text(v, at + ".penalty");
        Sanction s = Sanction.parse(name);
        if (s == null) {
            throw new CaseInputException(at + ".penalty: \"" + name + "\" is not one of 12.9's penalties ("
                    + String.join(", ", java.util.Arrays.stream(Sanction.values()).map(Sanction::key).toList()) + ")");
        }
        if (!e.has("player")) {
            throw new CaseInputException(at + ".player: missing: the offender the penalty is for");
        }
        Color p = colour(e.get("player"), at + ".player");
        long seconds = 0;
        if (e.has("seconds")) {
            if (!s.needsSeconds()) {
                throw new CaseInputException(at + ".seconds: only with time-added or time-deducted");
            }
            seconds = integer(e.get("seconds"), at + ".seconds");
        }
        if (e.has("score") && s != Sanction.SCORE_REDUCED) {
            throw new CaseInputException(at + ".score: only with score-reduced (12.9.5)");
        }
        if (e.has("opponentScore") && s != Sanction.GAME_LOST) {
            throw new CaseInputException(at + ".opponentScore: only with game-lost (12.9.6)");
        }
        return new Event.Penalty(s, p, seconds, e.has("score") ? number(e.get("score"), at + ".score") : null,
                e.has("opponentScore") ? number(e.get("opponentScore"), at + ".opponentScore") : null);
    }

    /** The case-file word of an enum constant: SWITCHED_OFF is "switched-off". */
    private static String word(Enum<?> c) {
        return c.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The constant of {@code type} the text names (its word), or an input error listing the words. */
    private static <E extends Enum<E>> E oneOf(JsonNode n, String at, Class<E> type) {
        String s = text(n, at);
        for (E c : type.getEnumConstants()) {
            if (word(c).equals(s)) {
                return c;
            }
        }
        throw new CaseInputException(at + ": \"" + s + "\" is not one of "
                + String.join(", ", java.util.Arrays.stream(type.getEnumConstants()).map(c -> "\"" + word(c) + "\"").toList()));
    }

    private static List<String> squares(JsonNode n, String at) {
        if (n == null || !n.isArray() || n.isEmpty()) {
            throw new CaseInputException(at + ": expected a list of squares, e.g. [\"e4\", \"e5\"]");
        }
        List<String> out = new ArrayList<>();
        for (JsonNode x : n) {
            out.add(text(x, at));
        }
        return out;
    }

    private static Color player(Color by, String at) {
        if (by == null) {
            throw new CaseInputException(at + ".by: this event needs a player (\"white\" or \"black\"), not the arbiter");
        }
        return by;
    }

    private static Color colour(JsonNode n, String at) {
        String s = text(n, at);
        Color c = Color.parse(s);
        if (c == null || !s.equals(c.key())) {
            throw new CaseInputException(at + ": expected \"white\" or \"black\", not \"" + s + "\"");
        }
        return c;
    }

    private static BigDecimal number(JsonNode n, String at) {
        if (n == null || !n.isNumber() || n.decimalValue().signum() < 0) {
            throw new CaseInputException(at + ": expected a number of zero or more");
        }
        return n.decimalValue();
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

    /** The longest time a chess clock shows (hours:minutes:seconds up to 9:59:59, rounded up). */
    static final Duration LONGEST_CLOCK = Duration.ofHours(10);

    private static Duration duration(JsonNode n, String at) {
        String s = text(n, at);
        try {
            Duration d = Duration.parse(s);
            if (d.isNegative()) {
                throw new CaseInputException(at + ": must not be negative");
            }
            if (d.compareTo(LONGEST_CLOCK) > 0) {
                throw new CaseInputException(at + ": \"" + s + "\" is longer than a chess clock shows (at most PT10H)");
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
            if (r.pace() != Pace.STANDARD) {
                rules.put("timeControl", r.pace().key());
            }
            if (r.supervision() != Supervision.FULL) {
                rules.put("supervision", word(r.supervision()));
            }
            if (r.quickplayFinish()) {
                rules.put("quickplayFinish", true);
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
            if (!r.points().equals(PointSystem.DEFAULT)) {
                rules.putObject("points").put("win", r.points().win()).put("draw", r.points().draw()).put("loss", r.points().loss());
            }
            if (r.devices().inBag()) {
                rules.put("deviceInBag", true);
            }
            if (r.devices().milderPenalty() != null) {
                ObjectNode d = rules.putObject("devicePenalty").put("penalty", r.devices().milderPenalty().key());
                if (r.devices().seconds() != 0) {
                    d.put("seconds", r.devices().seconds());
                }
            }
            if (r.reportBeforeLeaving()) {
                rules.put("reportBeforeLeaving", true);
            }
            if (r.finesAnnounced()) {
                rules.put("fineAnnounced", true);
            }
            if (!r.defaultTime().isZero()) {
                rules.put("defaultTime", r.defaultTime().toString());
            }
            players(rules, "visuallyImpaired", r.players().visuallyImpaired());
            players(rules, "hearingImpaired", r.players().hearingImpaired());
            players(rules, "assistants", r.players().assistants());
            if (r.appealsExcluded()) {
                rules.put("appeals", false);
            }
        }
        if (c.clocks() != null || c.increment() != null || c.delay() != null || !c.periods().isEmpty()) {
            ObjectNode clocks = o.putObject("clocks");
            times(clocks, c.clocks(), c.increment(), c.delay(), c.periods());
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

    /** rules.KEY as a list of players in colour order, left out when empty. */
    private static void players(ObjectNode rules, String key, Set<Color> players) {
        if (!players.isEmpty()) {
            ArrayNode a = rules.putArray(key);
            for (Color c : Color.values()) {
                if (players.contains(c)) {
                    a.add(c.key());
                }
            }
        }
    }

    /** One event as the case file writes it: {@code {"by": "black", "release": "b6xd5"}}. */
    static ObjectNode toJson(Event e) {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("by", e.by() == null ? "arbiter" : e.by().key());
        return e.accept(new EventWriter(o));
    }

    /** The clocks' times per player, the increment and the periods (6.3.1) into {@code o}; null or empty ones left out. */
    private static void times(ObjectNode o, Map<Color, Duration> times, Duration increment, Duration delay,
                              List<TimeControl.Period> periods) {
        for (Color col : Color.values()) {
            if (times != null && times.containsKey(col)) {
                o.put(col.key(), times.get(col).toString());
            }
        }
        if (increment != null) {
            o.put("increment", increment.toString());
        }
        if (delay != null) {
            o.put("delay", delay.toString());
        }
        if (periods != null && !periods.isEmpty()) {
            ArrayNode ps = o.putArray("periods");
            for (TimeControl.Period p : periods) {
                ObjectNode n = ps.addObject();
                if (p.moves() != null) {
                    n.put("moves", p.moves());
                }
                n.put("time", p.time().toString());
            }
        }
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
            if (e.hand() != null) {
                o.put("hand", word(e.hand()));
            }
            if (e.handling() != null) {
                o.put("handling", word(e.handling()));
            }
            return e.hands() == 1 ? o : o.put("hands", e.hands());
        }

        @Override
        public ObjectNode pauseClock(Event.PauseClock e) {
            yes(Action.PAUSE_CLOCK);
            return e.reason() == null ? o : o.put("reason", word(e.reason()));
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
            o.put(Action.CLAIM.key, word(e.kind()));
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

        @Override
        public ObjectNode think(Event.Think e) {
            return o.put(Action.THINK.key, e.time().toString());
        }

        @Override
        public ObjectNode notice(Event.Notice e) {
            if (e.kind() == null) {
                return yes(Action.NOTICE);
            }
            o.put(Action.NOTICE.key, word(e.kind()));
            if (e.afterMove() != null) {
                o.put("afterMove", e.afterMove());
            }
            if (e.square() != null) {
                o.put("square", e.square());
            }
            if (e.foundOn() != null) {
                o.put("foundOn", e.foundOn());
            }
            return e.lastCorrect() == null ? o : o.put("lastCorrect", e.lastCorrect());
        }

        @Override
        public ObjectNode knockOver(Event.KnockOver e) {
            e.squares().forEach(o.putArray(Action.KNOCK_OVER.key)::add);
            return o;
        }

        @Override
        public ObjectNode restore(Event.Restore e) {
            e.squares().forEach(o.putArray(Action.RESTORE.key)::add);
            return o;
        }

        @Override
        public ObjectNode device(Event.Device e) {
            o.put(Action.DEVICE.key, word(e.finding())).put("where", word(e.where()));
            if (e.switchedOff()) {
                o.put("switchedOff", true);
            }
            return e.approved() ? o.put("approved", true) : o;
        }

        @Override
        public ObjectNode conduct(Event.Conduct e) {
            o.put(Action.CONDUCT.key, word(e.kind()));
            return e.how() == null ? o : o.put("how", word(e.how()));
        }

        @Override
        public ObjectNode leave(Event.Leave e) {
            o.put(Action.LEAVE.key, word(e.where()));
            if (e.permitted()) {
                o.put("permitted", true);
            }
            return e.reported() ? o.put("reported", true) : o;
        }

        @Override
        public ObjectNode scoresheet(Event.Scoresheet e) {
            o.put(Action.SCORESHEET.key, word(e.act()));
            return e.entry() == null ? o : o.put("entry", e.entry());
        }

        @Override
        public ObjectNode sign(Event.Sign e) {
            return o.put(Action.SIGN.key, e.result().key());
        }

        @Override
        public ObjectNode ask(Event.Ask e) {
            o.put(Action.ASK.key, word(e.question()));
            return e.article() == null ? o : o.put("article", e.article());
        }

        @Override
        public ObjectNode penalty(Event.Penalty e) {
            o.put(Action.PENALTY.key, e.sanction().key()).put("player", e.player().key());
            if (e.seconds() != 0) {
                o.put("seconds", e.seconds());
            }
            if (e.score() != null) {
                o.put("score", e.score());
            }
            return e.opponentScore() == null ? o : o.put("opponentScore", e.opponentScore());
        }

        @Override
        public ObjectNode award(Event.Award e) {
            o.putObject(Action.AWARD.key).put(e.player().key(), e.points());
            return o;
        }

        @Override
        public ObjectNode interfere(Event.Interfere e) {
            o.put("by", "spectator").put(Action.INTERFERE.key, word(e.kind()));
            return e.finishedPlayer() ? o.put("finishedPlayer", true) : o;
        }

        @Override
        public ObjectNode adjourn(Event.Adjourn e) {
            yes(Action.ADJOURN);
            return e.sessionLeft() == null ? o : o.put("sessionLeft", e.sessionLeft().toString());
        }

        @Override
        public ObjectNode seal(Event.Seal e) {
            return o.put(Action.SEAL.key, e.move());
        }

        @Override
        public ObjectNode resume(Event.Resume e) {
            ObjectNode r = o.putObject(Action.RESUME.key);
            if (!e.absent().isEmpty()) {
                ArrayNode absent = r.putArray("absent");
                for (Color c : Color.values()) {
                    if (e.absent().contains(c)) {
                        absent.add(c.key());
                    }
                }
            }
            return o;
        }

        @Override
        public ObjectNode arrive(Event.Arrive e) {
            return o.put(Action.ARRIVE.key, e.after().toString());
        }

        @Override
        public ObjectNode lift(Event.Lift e) {
            return o.put(Action.LIFT.key, e.square());
        }

        @Override
        public ObjectNode announce(Event.Announce e) {
            return o.put(Action.ANNOUNCE.key, e.move());
        }

        @Override
        public ObjectNode decide(Event.Decide e) {
            return o.put(Action.DECIDE.key, word(e.answer()));
        }

        @Override
        public ObjectNode request(Event.Request e) {
            return o.put(Action.REQUEST.key, word(e.kind()));
        }

        @Override
        public ObjectNode setClock(Event.SetClock e) {
            times(o.putObject((e.fault() == Event.ClockFault.DEFECTIVE ? Action.CLOCK_DEFECTIVE : Action.CLOCK_SETTING_WRONG).key),
                    e.times(), e.increment(), e.delay(), e.periods());
            return o;
        }

        @Override
        public ObjectNode appeal(Event.Appeal e) {
            return yes(Action.APPEAL);
        }

        @Override
        public ObjectNode byAssistant(Event.ByAssistant e) {
            e.action().accept(this);
            return o.put("via", "assistant");
        }
    }

    // ---- output -------------------------------------------------------------------------------

    /** The ruling as the JSON object {@code hakem rule --json} prints. */
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
        GameScore score = r.score();
        if (score == null) {
            o.putNull("score");
        } else {
            ObjectNode sc = o.putObject("score");
            for (Color col : Color.values()) {
                if (score.of(col) == null) {
                    sc.putNull(col.key());
                } else {
                    sc.put(col.key(), r.points().points(score.of(col)));
                }
            }
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
            n.put("by", d.spectator() ? "spectator" : d.by() == null ? "arbiter" : d.by().key());
            if (d.player() != null) {
                n.put("player", d.player().key());
            }
            if (d.code().givesSeconds()) {
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
