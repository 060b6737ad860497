package dev.hakem.docs;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.hakem.arbiter.Case;
import dev.hakem.arbiter.CaseInputException;
import dev.hakem.arbiter.CompetitionRules;
import dev.hakem.arbiter.Pace;
import dev.hakem.arbiter.Supervision;
import dev.hakem.arbiter.TimeControl;
import dev.hakem.arbiter.json.CaseFiles;
import dev.hakem.chess.ChessException;
import dev.hakem.chess.Chess960;
import dev.hakem.chess.Color;
import dev.hakem.chess.Move;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import dev.hakem.chess.TurkishSquares;
import dev.hakem.chess.notation.MoveInput;
import dev.hakem.chess.notation.Notation;
import dev.hakem.chess.Variant;
import dev.hakem.chess.notation.San;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Writes a case file (the JSON {@code hakem rule} reads) as a Turkish scenario in the step
 * vocabulary of {@code features/README.md}, ready to add to {@code features/}: the case's setting
 * as "Diyelim ki" steps, each observed event as an "Eğer ki" step, and the engine's ruling as "O
 * zaman" steps that check it (result, position, penalties, obligation, the articles it rests on).
 * It reads the engine only through its JSON contract ({@link WorkbenchApi#rule}), the ruling after
 * each event telling which piece stands where when the event happens.
 */
public final class ScenarioWriter {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Decisions that happen on every ordinary move; a scenario does not need to assert them. */
    private static final Set<String> ROUTINE = Set.of("MOVE_MADE");

    private ScenarioWriter() {
    }

    /** The scenario of a case file; a case the engine refuses is a {@link CaseInputException} or {@link ChessException}. */
    public static String feature(String caseJson) {
        ObjectNode root = parse(caseJson);
        JsonNode finalRuling = ruling(root, Integer.MAX_VALUE);
        Notation letters = notation(root);
        StringBuilder b = new StringBuilder();
        String title = root.hasNonNull("title") ? oneLine(root.get("title").asText())
                : "Çalışma masasında kurulan vaka";
        b.append("# language: tr\n");
        b.append("# hakem çalışma masasında kuruldu: olaylar tahtada görülenler, \"O zaman\" adımları motorun hükmü.\n");
        b.append("Özellik: ").append(title).append("\n\n");
        b.append("  Senaryo: ").append(title).append('\n');
        List<String> steps = new ArrayList<>();
        given(root, letters, steps);
        JsonNode events = root.path("events");
        for (int i = 0; i < events.size(); i++) {
            Position before = BoardDiagram.position(ruling(root, i).path("fen").asText());
            steps.add(EventWords.of(events.get(i), before, letters).tr());
        }
        int firstEvent = steps.size() - events.size();
        then(finalRuling, steps);
        for (int i = 0; i < steps.size(); i++) {
            String keyword = i == 0 ? "Diyelim ki" : i == firstEvent && events.size() > 0 ? "Eğer ki"
                    : i == firstEvent + events.size() ? "O zaman" : "Ve";
            b.append("    ").append(keyword).append(' ').append(steps.get(i)).append('\n');
        }
        return b.toString();
    }

    private static ObjectNode parse(String caseJson) {
        JsonNode n;
        try {
            n = dev.hakem.arbiter.json.JsonSyntaxError.readTree(JSON, caseJson);
        } catch (dev.hakem.arbiter.json.JsonSyntaxError e) {
            throw new CaseInputException(e.getMessage());
        }
        if (n == null || !n.isObject()) {
            throw new CaseInputException("the case file must be a JSON object");
        }
        return (ObjectNode) n;
    }

    /** The engine's ruling on the case with its first {@code events} events. */
    private static JsonNode ruling(ObjectNode root, int events) {
        ObjectNode prefix = root.deepCopy();
        JsonNode all = root.path("events");
        if (!all.isMissingNode() && !all.isNull() && !all.isArray()) {
            throw new CaseInputException("events: must be an array");
        }
        ArrayNode some = prefix.putArray("events");
        for (int i = 0; all.isArray() && i < Math.min(events, all.size()); i++) {
            some.add(all.get(i));
        }
        try {
            return JSON.readTree(WorkbenchApi.rule(prefix.toString()));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the engine's ruling is not JSON", e);
        }
    }

    static Notation notation(JsonNode root) {
        String n = root.path("notation").asText("");
        return n.equals("english") ? Notation.ENGLISH : n.equals("turkish") ? Notation.TURKISH : null;
    }

    // ---- the case's setting --------------------------------------------------------------------

    private static void given(JsonNode root, Notation letters, List<String> steps) {
        String start = root.path("start").asText("startpos").strip();
        JsonNode rules = root.path("rules");
        boolean chess960 = Variant.parse(rules.path("variant").asText("")) == Variant.CHESS960;
        Position p;
        if (chess960 && !start.isEmpty() && start.chars().allMatch(Character::isDigit)) {
            steps.add("oyun " + Integer.parseInt(start) + " numaralı Satranç960 başlangıç konumundan başlar");
            p = Chess960.startPosition(Integer.parseInt(start));
        } else {
            if (chess960) {
                steps.add("oyun Satranç960 kurallarıyla oynanır");
            }
            if (start.isEmpty() || start.equals("startpos")) {
                steps.add("oyun başlangıç konumundan başlar");
                p = chess960 ? Chess960.startPosition(Chess960.STANDARD) : Position.startpos();
            } else {
                p = Position.fromFen(start, chess960 ? Variant.CHESS960 : Variant.STANDARD);
                steps.add("tahtadaki konum \"" + p.fen() + "\"");
            }
        }
        String moves = root.path("moves").asText("").strip();
        if (!moves.isEmpty()) {
            steps.add("daha önce oynanan hamleler \"" + turkishLine(p, moves, letters) + "\"");
        }
        Case k = CaseFiles.read(root.toString());
        CompetitionRules r = k.rules();
        CompetitionRules written = CompetitionRules.STANDARD.withVariant(r.variant())
                .withTime(r.pace(), r.supervision(), r.quickplayFinish())
                .withDrawOffers(r.drawOfferMinMoves(), r.drawOfferNeedsPermission());
        if (!written.equals(r)) {
            throw new CaseInputException("the scenario vocabulary has no step for some of the case's rules (the workbench writes"
                    + " the pace, supervision, Guidelines III, draw-offer limits and Chess960): " + CaseFiles.toJson(k).path("rules"));
        }
        if (r.pace() != Pace.STANDARD) {
            steps.add("oyun " + (r.pace() == Pace.RAPID ? "hızlı satranç" : "yıldırım satranç") + " temposunda oynanmaktadır");
        }
        if (r.supervision() == Supervision.LIMITED) {
            steps.add("yarışma yönergesine göre hakem denetimi sınırlıdır");
        } else if (r.supervision() == Supervision.NONE) {
            steps.add("oyunu izleyen bir hakem yoktur");
        }
        if (r.quickplayFinish()) {
            steps.add("yarışma yönergesi Kılavuz III'ün hızlı bitiş kurallarını ilan etmiştir");
        }
        if (r.drawOfferMinMoves() > 0) {
            steps.add("yarışma yönergesine göre iki oyuncu da " + r.drawOfferMinMoves()
                    + " hamleyi tamamlamadan hakemin izni olmadan beraberlik yapılamaz");
        }
        if (r.drawOfferNeedsPermission()) {
            steps.add("yarışma yönergesine göre beraberlik teklifi yalnızca hakemin izniyle yapılabilir");
        }
        List<TimeControl.Period> periods = k.periods();
        if (periods.size() == 1) {
            steps.add("zaman kontrolü: oyunun tamamı için " + duration(periods.get(0).time()));
        } else if (periods.size() == 2) {
            steps.add("zaman kontrolü: ilk " + periods.get(0).moves() + " hamle için " + duration(periods.get(0).time())
                    + ", sonra oyunun geri kalanı için " + duration(periods.get(1).time()));
        } else if (!periods.isEmpty()) {
            throw new CaseInputException("the scenario vocabulary has steps for a time control of one or two periods, not "
                    + periods.size());
        }
        if (k.increment() != null && !k.increment().isZero()) {
            steps.add("her hamle için " + duration(k.increment()) + " artırım vardır");
        }
        if (k.clocks() != null && k.clocks().containsKey(Color.WHITE) && k.clocks().containsKey(Color.BLACK)) {
            steps.add("beyazın saatinde " + duration(k.clocks().get(Color.WHITE)) + ", siyahın saatinde "
                    + duration(k.clocks().get(Color.BLACK)) + " vardır");
        } else if (k.clocks() != null && !k.clocks().isEmpty()) {
            throw new CaseInputException("the scenario vocabulary gives both clocks or none; the case gives only "
                    + k.clocks().keySet().iterator().next().key() + "'s");
        }
        for (Color c : Color.values()) {
            int n = root.path("illegalMoves").path(c.key()).asInt(0);
            if (n > 0) {
                steps.add(genitive(c) + " bu oyunda daha önce tamamlanmış " + n + " geçersiz hamlesi vardır");
            }
        }
    }

    /** Moves already played ("1. e4 e5 2. Nf3") in Turkish letters with their numbers ("1. e4 e5 2. Af3"). */
    private static String turkishLine(Position start, String moves, Notation letters) {
        StringBuilder out = new StringBuilder();
        Position p = start;
        for (String token : moves.split("\\s+")) {
            String t = token.replaceFirst("^\\d+\\.+", "");
            if (t.isEmpty() || t.matches("1-0|0-1|1/2-1/2|\\*")) {
                continue;
            }
            Move m;
            String written;
            try {
                m = EventWords.readMove(p, t, letters);
                written = San.write(p, m, Notation.TURKISH);
            } catch (ChessException notLegal) {
                // FIDE 7.5.1, A.5.2: an illegal move nobody has ruled on yet stays in the record as it was
                // made; the step writes it from square to square ("12. c2xh7")
                m = letters == null ? MoveInput.readObserved(p, t) : MoveInput.readObserved(p, t, letters);
                if (m.promotion() != null) {
                    throw new CaseInputException("the scenario vocabulary writes no illegal promotion in the moves played: " + t);
                }
                written = Square.name(m.from()) + (p.pieceAt(m.to()) != null ? "x" : "-") + Square.name(m.to());
            }
            if (p.sideToMove() == Color.WHITE) {
                out.append(out.length() == 0 ? "" : " ").append(p.fullmoveNumber()).append(". ");
            } else if (out.length() == 0) {
                out.append(p.fullmoveNumber()).append("... ");
            } else {
                out.append(' ');
            }
            out.append(written);
            p = p.playAsMade(m);
        }
        return out.toString();
    }

    // ---- what happened at the board --------------------------------------------------------------

    // ---- the ruling --------------------------------------------------------------------------------

    private static void then(JsonNode r, List<String> steps) {
        String result = r.path("result").asText("*");
        switch (result) {
            case "1-0" -> steps.add("beyaz oyunu kazanır");
            case "0-1" -> steps.add("siyah oyunu kazanır");
            case "1/2-1/2" -> steps.add("oyun berabere biter");
            default -> steps.add("oyun sürer");
        }
        String termination = r.path("termination").asText(null);
        if (termination != null && TERMINATIONS.containsKey(termination)) {
            steps.add("bitiş nedeni: " + TERMINATIONS.get(termination));
        }
        Position now = BoardDiagram.position(r.path("fen").asText());
        steps.add("konum \"" + now.fen() + "\" olur");
        steps.add("hamle sırası " + (now.sideToMove() == Color.WHITE ? "beyazdadır" : "siyahtadır"));
        Set<String> articles = new LinkedHashSet<>();
        boolean illegal = false;
        for (JsonNode d : r.path("decisions")) {
            String code = d.path("code").asText();
            Color by = color(d.path("by").asText());
            Color player = color(d.path("player").asText());
            switch (code) {
                case "TIME_ADDED" -> steps.add(genitive(player) + " süresine "
                        + duration(Duration.ofSeconds(d.path("seconds").asLong())) + " eklenir");
                case "ILLEGAL_MOVE" -> {
                    steps.add(name(by) + " geçersiz bir hamle tamamlamıştır");
                    illegal = true;
                }
                case "POSITION_REINSTATED" -> steps.add("kuraldışılıktan hemen önceki konuma dönülür");
                case "PROMOTED_TO_QUEEN" -> steps.add("piyonun yerine aynı renkten bir vezir konur");
                case "GAME_LOST" -> steps.add("hakem oyunu " + name(player) + " için kaybedilmiş ilan eder");
                case "GAME_DRAWN" -> steps.add("hakem oyunu berabere ilan eder");
                case "MOVE_NOT_COMPLETED" -> steps.add("hamle henüz yapılmamıştır");
                case "CLAIM_UPHELD" -> steps.add("hakem talebi haklı bulur");
                case "CLAIM_REJECTED" -> steps.add("hakem talebi haksız bulur");
                case "CLAIM_FORFEITED" -> steps.add(name(by) + " bu hamlede talep hakkını yitirmiştir");
                case "AGREEMENT_INVALID" -> steps.add("beraberlik anlaşması geçersizdir");
                case "DRAW_OFFER_NOT_ALLOWED" -> steps.add("beraberlik teklifi yarışma yönergesine aykırıdır");
                case "ARBITER_DISCRETION" -> {
                    boolean sanction = false;
                    for (JsonNode a : d.path("articles")) {
                        sanction |= a.asText().startsWith("12.9");
                    }
                    steps.add(sanction ? "hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır"
                            : "karar hakemin takdirindedir");
                }
                default -> {
                    // the other decisions are checked through the position, the result and the articles
                }
            }
            // the provisions that decided it (hakem rule --json tells them from those applied in passing)
            JsonNode deciding = d.has("decidedBy") ? d.get("decidedBy") : ROUTINE.contains(code) ? null : d.path("articles");
            if (deciding != null) {
                deciding.forEach(a -> articles.add(a.asText().replaceFirst("#.*$", "")));
            }
        }
        if (!illegal && r.path("decisions").size() > 0) {
            steps.add("tamamlanmış bir geçersiz hamle yoktur");
        }
        obligation(r.path("obligation"), now, steps);
        articles.forEach(a -> steps.add("hakem kararını " + a + " maddesine dayandırır"));
    }

    private static void obligation(JsonNode o, Position now, List<String> steps) {
        if (o == null || o.isNull() || o.isMissingNode()) {
            return;
        }
        String who = name(now.sideToMove());
        String square = o.path("square").asText(null);
        switch (o.path("kind").asText()) {
            case "move-piece" -> {
                int sq = Square.parse(square);
                steps.add(who + " " + TurkishSquares.relative(sq) + " " + EventWords.accusative(EventWords.type(now, sq)) + " oynamak zorundadır");
            }
            case "capture-piece" -> {
                int sq = Square.parse(square);
                if (o.hasNonNull("from")) {
                    int from = Square.parse(o.get("from").asText());
                    steps.add(who + " " + TurkishSquares.relative(from) + " " + EventWords.instrumental(EventWords.type(now, from)) + " "
                            + TurkishSquares.relative(sq) + " " + EventWords.accusative(EventWords.type(now, sq)) + " almak zorundadır");
                } else {
                    steps.add(who + " " + TurkishSquares.relative(sq) + " " + EventWords.accusative(EventWords.type(now, sq)) + " almak zorundadır");
                }
            }
            case "castle" -> steps.add(who + " " + ("queenside".equals(o.path("side").asText()) ? "uzun" : "kısa")
                    + " rok yapmak zorundadır");
            case "move-king" -> steps.add(who + " şahıyla oynamak zorundadır");
            case "any-move" -> steps.add(who + " herhangi bir geçerli hamle yapabilir");
            case "play-move" -> steps.add(who + " yazdığı " + EventWords.numbered(now, MoveInput.read(now, o.path("move").asText()), Notation.TURKISH)
                    + " hamlesini oynamak zorundadır");
            default -> {
                // an obligation the vocabulary has no step for is left to the articles
            }
        }
    }

    private static final Map<String, String> TERMINATIONS = Map.ofEntries(Map.entry("checkmate", "mat"),
            Map.entry("stalemate", "pat"), Map.entry("dead-position", "ölü konum"), Map.entry("agreement", "anlaşma"),
            Map.entry("repetition", "üç kez konum tekrarı"), Map.entry("fifty-moves", "50 hamle kuralı"),
            Map.entry("fivefold", "beş kez konum tekrarı"), Map.entry("seventy-five-moves", "75 hamle kuralı"),
            Map.entry("illegal-moves", "geçersiz hamleler"), Map.entry("resignation", "terk"), Map.entry("time", "süre aşımı"));

    // ---- Turkish words ---------------------------------------------------------------------------

    private static Color color(String key) {
        return "black".equals(key) ? Color.BLACK : "white".equals(key) ? Color.WHITE : null;
    }

    private static String name(Color c) {
        return c == Color.BLACK ? "siyah" : "beyaz";
    }

    private static String genitive(Color c) {
        return c == Color.BLACK ? "siyahın" : "beyazın";
    }

    /** "45 dakika", "1 dakika 30 saniye", "45 saniye". */
    static String duration(Duration d) {
        long minutes = d.toMinutes();
        long seconds = d.minusMinutes(minutes).getSeconds();
        if (minutes > 0 && seconds > 0) {
            return minutes + " dakika " + seconds + " saniye";
        }
        return minutes > 0 ? minutes + " dakika" : seconds + " saniye";
    }

    private static String oneLine(String s) {
        return s.replaceAll("\\s+", " ").strip();
    }
}
