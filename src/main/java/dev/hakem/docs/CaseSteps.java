package dev.hakem.docs;

import com.fasterxml.jackson.databind.JsonNode;
import dev.hakem.arbiter.Arbiter;
import dev.hakem.arbiter.Case;
import dev.hakem.arbiter.Decision;
import dev.hakem.arbiter.Ruling;
import dev.hakem.arbiter.json.CaseFiles;
import dev.hakem.chess.Position;
import dev.hakem.chess.notation.Notation;
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
            Position p = BoardDiagram.position(before.fen());
            JsonNode e = events.get(i);
            SiteData.Label words;
            try {
                SiteData.Label said = EventWords.of(e, p, letters);
                words = new SiteData.Label(sentence(said.tr()), sentence(said.en()));
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
                c.increment(), c.notation(), c.periods(), c.delay());
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
}
