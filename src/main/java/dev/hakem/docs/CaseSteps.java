package dev.hakem.docs;

import com.fasterxml.jackson.databind.JsonNode;
import dev.hakem.arbiter.Arbiter;
import dev.hakem.arbiter.Case;
import dev.hakem.arbiter.Decision;
import dev.hakem.arbiter.Ruling;
import dev.hakem.arbiter.json.CaseFiles;
import dev.hakem.chess.Color;
import dev.hakem.chess.Move;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import dev.hakem.chess.notation.MoveInput;
import dev.hakem.chess.notation.Notation;
import dev.hakem.chess.notation.San;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A case event by event, for stepping through it: each observed event in words (Turkish and
 * English), the board after it, and what the engine decided at that moment — the engine's ruling
 * on the case cut after that event, so every step is the engine's own answer, not a replay of ours.
 */
final class CaseSteps {
    private CaseSteps() {
    }

    /** One event: what happened, the position after it, the decisions it brought, the result then. */
    record Step(SiteData.Label event, String fen, List<SiteData.DecisionInfo> decisions, String result, String termination) {
    }

    /** The steps of a case (none when it has no events). */
    static List<Step> of(Case c) {
        List<Step> out = new ArrayList<>();
        if (c == null || c.events().isEmpty()) {
            return out;
        }
        JsonNode events = CaseFiles.toJson(c).path("events");
        Notation letters = c.notation();
        Ruling before = Arbiter.rule(prefix(c, 0));
        for (int i = 0; i < c.events().size(); i++) {
            Ruling after = Arbiter.rule(prefix(c, i + 1));
            Position p = Position.fromFen(before.fen());
            JsonNode e = events.get(i);
            SiteData.Label words;
            try {
                words = new SiteData.Label(sentence(ScenarioWriter.event(e, p, letters)), sentence(english(e, p, letters)));
            } catch (RuntimeException unnamed) {
                // an event the words cannot name a piece for (e.g. a touch of an empty square): say it as recorded
                words = new SiteData.Label(e.toString(), e.toString());
            }
            out.add(new Step(words, after.fen(),
                    added(before.decisions(), after.decisions()), after.result().key(),
                    after.termination() == null ? null : after.termination().key()));
            before = after;
        }
        return out;
    }

    private static Case prefix(Case c, int n) {
        return new Case(c.start(), c.moves(), c.rules(), c.clocks(), c.illegalMoves(), c.events().subList(0, n),
                c.increment(), c.notation());
    }

    /** The decisions the event brought: those after it beyond the ones before, or all when the ruling changed its mind. */
    private static List<SiteData.DecisionInfo> added(List<Decision> before, List<Decision> after) {
        boolean grew = after.size() >= before.size() && after.subList(0, before.size()).equals(before);
        List<Decision> fresh = grew ? after.subList(before.size(), after.size()) : after;
        return fresh.stream().map(d -> new SiteData.DecisionInfo(d.code().name(), d.by() == null ? null : d.by().key(),
                d.articles(), d.decidedBy(), d.tr(), d.en())).toList();
    }

    private static String sentence(String s) {
        return s.isEmpty() ? s : s.substring(0, 1).toUpperCase(Locale.forLanguageTag("tr")) + s.substring(1) + ".";
    }

    /** The event in English: "black touches the knight on d7". */
    static String english(JsonNode e, Position p, Notation letters) {
        String by = e.path("by").asText("");
        String who = by.equals("arbiter") || by.equals("hakem") ? "the arbiter" : by.equals("black") ? "black" : "white";
        if (e.has("touch")) {
            return who + " touches the " + piece(p, e.get("touch").asText()) + " on " + e.get("touch").asText();
        }
        if (e.has("release")) {
            String r = e.get("release").asText().replaceAll("\\s", "");
            String from = r.substring(0, 2);
            String to = r.substring(3, 5);
            boolean capture = r.charAt(2) == 'x' || r.charAt(2) == ':';
            return who + " releases the " + piece(p, from) + " from " + from + (capture ? ", capturing on " : " on ") + to;
        }
        if (e.has("remove")) {
            return who + " takes the " + piece(p, e.get("remove").asText()) + " on " + e.get("remove").asText() + " off the board";
        }
        if (e.has("adjust")) {
            return who + " says \"I adjust\" and adjusts the " + piece(p, e.get("adjust").asText()) + " on "
                    + e.get("adjust").asText();
        }
        if (e.has("promote")) {
            return who + " puts a new " + e.get("promote").asText().toLowerCase(Locale.ROOT) + " on the promotion square";
        }
        if (e.has("pressClock")) {
            return e.path("hands").asInt(1) == 2 ? who + " made the move with two hands and presses the clock"
                    : who + " presses the clock";
        }
        if (e.has("pauseClock")) {
            return who + " pauses the clocks";
        }
        if (e.has("move")) {
            Move m = ScenarioWriter.readMove(p, e.get("move").asText(), letters);
            return who + " plays " + p.fullmoveNumber() + (p.sideToMove() == Color.WHITE ? ". " : "... ")
                    + San.write(p, m, Notation.ENGLISH);
        }
        if (e.has("offerDraw")) {
            return who + " offers a draw";
        }
        if (e.has("acceptDraw")) {
            return who + " accepts the draw";
        }
        if (e.has("declineDraw")) {
            return who + " declines the draw";
        }
        if (e.has("claim")) {
            String kind = e.get("claim").asText();
            if (kind.equals("touch-move")) {
                return who + " claims that the opponent broke the touch-move rule";
            }
            String reason = kind.equals("fifty") ? "the fifty-move rule" : "threefold repetition";
            if (e.hasNonNull("intendedMove")) {
                Move m = MoveInput.readIntended(p, e.get("intendedMove").asText());
                return who + " writes " + San.write(p, m, Notation.ENGLISH) + " on the scoresheet and claims a draw by " + reason;
            }
            return who + " claims a draw by " + reason;
        }
        if (e.has("permitDrawOffer")) {
            return "the arbiter permits a draw offer";
        }
        if (e.has("resign")) {
            return who + " resigns";
        }
        if (e.has("flagFall")) {
            return who + "'s flag falls";
        }
        return e.toString();
    }

    private static String piece(Position p, String square) {
        var piece = p.pieceAt(Square.parse(square));
        return piece == null ? "piece" : piece.type().englishName().toLowerCase(Locale.ROOT);
    }
}
