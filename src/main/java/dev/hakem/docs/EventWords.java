package dev.hakem.docs;

import com.fasterxml.jackson.databind.JsonNode;
import dev.hakem.arbiter.CaseInputException;
import dev.hakem.chess.Color;
import dev.hakem.chess.Move;
import dev.hakem.chess.Piece;
import dev.hakem.chess.PieceType;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import dev.hakem.chess.TurkishSquares;
import dev.hakem.chess.notation.MoveInput;
import dev.hakem.chess.notation.Notation;
import dev.hakem.chess.notation.San;
import java.util.Locale;

/**
 * An event of a case file in words, in Turkish as the scenario step of {@code features/README.md}
 * says it ("siyah d7'deki ata dokunur") and in English ("black touches the knight on d7"); the
 * position is the one before the event, which names the piece on a square.
 */
final class EventWords {
    private EventWords() {
    }

    /** The keys of an event that the steps below say in full; an event with any other key has no step of its own. */
    private static final java.util.Set<String> SAID = java.util.Set.of("by", "touch", "release", "remove", "place", "from",
            "adjust", "promote", "square", "pressClock", "hands", "pauseClock", "reason", "move", "offerDraw", "acceptDraw", "declineDraw",
            "claim", "intendedMove", "permitDrawOffer", "resign", "flagFall", "think", "notice", "decide", "request", "arrive");

    static SiteData.Label of(JsonNode e, Position p, Notation letters) {
        e.fieldNames().forEachRemaining(k -> {
            if (!SAID.contains(k)) {
                throw new CaseInputException("an event the scenario vocabulary has no step for (its \"" + k + "\"): " + e);
            }
        });
        if (e.has("square") && !e.has("promote")) {
            throw new CaseInputException("an event the scenario vocabulary has no step for: " + e);
        }
        String by = e.path("by").asText("");
        boolean arbiter = by.equals("arbiter") || by.equals("hakem");
        String who = arbiter ? "hakem" : by.equals("black") ? "siyah" : "beyaz";
        String en = arbiter ? "the arbiter" : by.equals("black") ? "black" : "white";
        if (e.has("touch")) {
            int sq = Square.parse(e.get("touch").asText());
            return new SiteData.Label(who + " " + TurkishSquares.relative(sq) + " " + TurkishSquares.dative(type(p, sq)) + " dokunur",
                    en + " touches the " + english(type(p, sq)) + " on " + Square.name(sq));
        }
        if (e.has("release")) {
            String r = e.get("release").asText().replaceAll("\\s", "");
            int from = Square.parse(r.substring(0, 2));
            int to = Square.parse(r.substring(3, 5));
            PieceType t = type(p, from);
            if (r.charAt(2) == 'x' || r.charAt(2) == ':') {
                return new SiteData.Label(who + " " + TurkishSquares.relative(from) + " " + instrumental(t) + " "
                        + TurkishSquares.relative(to) + " taşı alır",
                        en + " releases the " + english(t) + " from " + Square.name(from) + ", capturing on " + Square.name(to));
            }
            return new SiteData.Label(who + " " + TurkishSquares.relative(from) + " " + accusative(t) + " "
                    + TurkishSquares.dative(to) + " bırakır",
                    en + " releases the " + english(t) + " from " + Square.name(from) + " on " + Square.name(to));
        }
        if (e.has("remove")) {
            int sq = Square.parse(e.get("remove").asText());
            return new SiteData.Label(who + " " + TurkishSquares.relative(sq) + " taşı tahtadan kaldırır",
                    en + " takes the piece on " + Square.name(sq) + " off the board");
        }
        if (e.has("place")) {
            int to = Square.parse(e.get("place").asText());
            if (!e.hasNonNull("from")) {
                throw new CaseInputException("place: the step names the square the piece came from (\"from\")");
            }
            int from = Square.parse(e.get("from").asText());
            PieceType t = type(p, from);
            return new SiteData.Label(who + " tahtadan kaldırdığı " + TurkishSquares.relative(from) + " " + accusative(t) + " "
                    + TurkishSquares.dative(to) + " koyar",
                    en + " puts the " + english(t) + " taken off " + Square.name(from) + " on " + Square.name(to));
        }
        if (e.has("adjust")) {
            int sq = Square.parse(e.get("adjust").asText());
            return new SiteData.Label(who + " \"düzeltiyorum\" diyerek " + TurkishSquares.relative(sq) + " "
                    + accusative(type(p, sq)) + " düzeltir",
                    en + " says \"I adjust\" and adjusts the " + english(type(p, sq)) + " on " + Square.name(sq));
        }
        if (e.has("promote")) {
            PieceType t = pieceNamed(e.get("promote").asText());
            return new SiteData.Label(who + " terfi karesine " + t.turkishName() + " koyar",
                    en + " puts a " + english(t) + " on the promotion square");
        }
        if (e.has("pressClock")) {
            return e.path("hands").asInt(1) == 2
                    ? new SiteData.Label(who + " hamleyi iki eliyle yapıp saatine basar",
                            en + " made the move with two hands and presses the clock")
                    : new SiteData.Label(who + " saatine basar", en + " presses the clock");
        }
        if (e.has("pauseClock")) {
            return switch (e.path("reason").asText("")) {
                case "" -> new SiteData.Label(who + " saatleri duraklatır", en + " pauses the clocks");
                case "promotion-piece" -> new SiteData.Label(who + " terfi için gereken taş elinin altında olmadığından saatleri"
                        + " duraklatıp hakemi çağırır", en + " pauses the clocks and calls the arbiter: the promotion piece is not at hand");
                case "arbiter-help" -> new SiteData.Label(who + " hakemi çağırmak için saatleri duraklatır",
                        en + " pauses the clocks to call the arbiter");
                case "other" -> new SiteData.Label(who + " kendi nedeniyle saatleri duraklatır", en + " pauses the clocks for a reason of his own");
                case "claim" -> new SiteData.Label(who + " beraberlik talep etmek için saatleri duraklatıp hakemi çağırır",
                        en + " pauses the clocks and summons the arbiter to claim a draw");
                default -> throw new CaseInputException("an event the scenario vocabulary has no step for: " + e);
            };
        }
        if (e.has("move")) {
            Move m = readMove(p, e.get("move").asText(), letters);
            return new SiteData.Label(who + " " + numbered(p, m, Notation.TURKISH) + " oynar",
                    en + " plays " + numbered(p, m, Notation.ENGLISH));
        }
        if (e.has("offerDraw")) {
            return new SiteData.Label(who + " beraberlik teklif eder", en + " offers a draw");
        }
        if (e.has("acceptDraw")) {
            return new SiteData.Label(who + " beraberliği kabul eder", en + " accepts the draw");
        }
        if (e.has("declineDraw")) {
            return new SiteData.Label(who + " beraberliği reddeder", en + " declines the draw");
        }
        if (e.has("claim")) {
            String kind = e.get("claim").asText();
            SiteData.Label asserted = switch (kind) {
                case "illegal-move" -> new SiteData.Label(who + " rakibinin geçersiz bir hamle tamamladığını ileri sürer",
                        en + " claims that the opponent completed an illegal move");
                case "flag" -> new SiteData.Label(who + " rakibinin bayrağının düştüğünü ileri sürer",
                        en + " claims that the opponent's flag has fallen");
                case "quickplay" -> new SiteData.Label(who + " son iki dakikasında beraberlik talep eder",
                        en + " claims a draw in the last two minutes");
                case "clock-setting" -> new SiteData.Label(who + " saatin yanlış kurulduğunu ileri sürer",
                        en + " claims that the clock is set wrongly");
                case "initial-position" -> new SiteData.Label(who + " başlangıç konumunun yanlış dizildiğini ileri sürer",
                        en + " claims that the pieces were not set up in the initial position");
                case "colours-reversed" -> new SiteData.Label(who + " oyuncuların renkleri ters aldığını ileri sürer",
                        en + " claims that the players have each other's colours");
                default -> null;
            };
            if (asserted != null && !e.has("intendedMove")) {
                return asserted;
            }
            if (!java.util.List.of("touch-move", "fifty", "repetition").contains(kind)) {
                throw new CaseInputException("a claim the scenario vocabulary has no step for: " + e);
            }
            if (kind.equals("touch-move")) {
                return new SiteData.Label(who + " rakibinin dokunulan taş kuralını çiğnediğini ileri sürer",
                        en + " claims that the opponent broke the touch-move rule");
            }
            boolean fifty = kind.equals("fifty");
            String reason = fifty ? "50 hamle kuralı" : "üç kez konum tekrarı";
            String reasonEn = fifty ? "the fifty-move rule" : "threefold repetition";
            if (e.hasNonNull("intendedMove")) {
                Move m = MoveInput.readIntended(p, e.get("intendedMove").asText());
                return new SiteData.Label(who + " " + numbered(p, m, Notation.TURKISH) + " hamlesini notasyon formuna yazıp "
                        + reason + " nedeniyle beraberlik talep eder",
                        en + " writes " + numbered(p, m, Notation.ENGLISH) + " on the scoresheet and claims a draw by " + reasonEn);
            }
            return new SiteData.Label(who + " " + reason + " nedeniyle beraberlik talep eder",
                    en + " claims a draw by " + reasonEn);
        }
        if (e.has("permitDrawOffer")) {
            return new SiteData.Label("hakem beraberlik teklif edilmesine izin verir", "the arbiter permits a draw offer");
        }
        if (e.has("resign")) {
            return new SiteData.Label(who + " terk eder", en + " resigns");
        }
        if (e.has("think")) {
            java.time.Duration t = java.time.Duration.parse(e.get("think").asText());
            long s = t.getSeconds();
            return new SiteData.Label(who + " " + ScenarioWriter.duration(t) + " düşünür",
                    en + " thinks for " + (s % 60 == 0 ? s / 60 + " min" : s >= 60 ? s / 60 + " min " + s % 60 + " s" : s + " s"));
        }
        if (e.has("flagFall")) {
            boolean black = by.equals("black");
            return new SiteData.Label((black ? "siyahın" : "beyazın") + " bayrağı düşer", en + "'s flag falls");
        }
        if (arbiter && e.path("notice").isBoolean() && e.get("notice").asBoolean()) {
            return new SiteData.Label("hakem tahtaya bakar", "the arbiter looks at the board");
        }
        String decided = arbiter ? switch (e.path("decide").asText("")) {
            case "accept" -> "talebi kabul eder";
            case "postpone" -> "kararını erteler";
            case "reject" -> "talebi reddeder";
            default -> null;
        } : null;
        if (decided != null) {
            return new SiteData.Label("hakem " + decided, "the arbiter " + switch (decided) {
                case "talebi kabul eder" -> "accepts the claim or request";
                case "kararını erteler" -> "postpones his decision";
                default -> "rejects the claim or request";
            });
        }
        if (!arbiter && e.has("arrive")) {
            // FIDE 6.6, 6.7: a player absent at the start arrives this long after it
            java.time.Duration after = java.time.Duration.parse(e.get("arrive").asText());
            if (after.getNano() != 0) {
                throw new CaseInputException(after + " holds a fraction of a second; the scenario steps say whole seconds");
            }
            return new SiteData.Label(who + " oyunun başlamasından " + ScenarioWriter.duration(after) + " sonra tahtaya gelir",
                    en + " arrives at the board " + after + " after the start");
        }
        if (!arbiter && e.path("request").asText("").equals("increment")) {
            return new SiteData.Label(who + " hamle başına 5 saniyelik artırım ister", en + " asks for an increment of 5 seconds a move");
        }
        if (!arbiter && e.path("request").asText("").equals("scoresheet")) {
            return new SiteData.Label(who + " hakemin tuttuğu notasyon formunu görmek ister", en + " asks to see the scoresheet the arbiter keeps");
        }
        throw new CaseInputException("an event the scenario vocabulary has no step for: " + e);
    }

    static Move readMove(Position p, String text, Notation letters) {
        return letters == null ? MoveInput.read(p, text) : MoveInput.read(p, text, letters);
    }

    /** A move with its number in the given letters: "47... Ab6" / "47... Nb6", "12. c3". */
    static String numbered(Position p, Move m, Notation letters) {
        return p.fullmoveNumber() + (p.sideToMove() == Color.WHITE ? ". " : "... ") + San.write(p, m, letters);
    }

    static PieceType type(Position p, int sq) {
        Piece piece = p.pieceAt(sq);
        if (piece == null) {
            throw new CaseInputException(Square.name(sq) + " is empty at that moment, so the step cannot name the piece");
        }
        return piece.type();
    }

    private static String english(PieceType t) {
        return t.englishName().toLowerCase(Locale.ROOT);
    }

    static PieceType pieceNamed(String s) {
        String n = s.strip().toLowerCase(Locale.ROOT);
        for (PieceType t : PieceType.values()) {
            if (n.equals(t.englishName().toLowerCase(Locale.ROOT)) || n.equals(t.turkishName())
                    || n.length() == 1 && (n.charAt(0) == Character.toLowerCase(t.englishLetter())
                    || n.charAt(0) == Character.toLowerCase(t.turkishLetter()))) {
                return t;
            }
        }
        throw new CaseInputException("promote: '" + s + "' is not a piece");
    }

    /** "atı", "kaleyi", "piyonu". */
    static String accusative(PieceType t) {
        return switch (t) {
            case KING -> "şahı";
            case QUEEN -> "veziri";
            case ROOK -> "kaleyi";
            case BISHOP -> "fili";
            case KNIGHT -> "atı";
            case PAWN -> "piyonu";
        };
    }

    /** "atla", "kaleyle", "piyonla". */
    static String instrumental(PieceType t) {
        return switch (t) {
            case KING -> "şahla";
            case QUEEN -> "vezirle";
            case ROOK -> "kaleyle";
            case BISHOP -> "fille";
            case KNIGHT -> "atla";
            case PAWN -> "piyonla";
        };
    }
}
