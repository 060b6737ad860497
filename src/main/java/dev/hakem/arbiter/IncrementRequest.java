package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.time.Duration;
import java.util.List;

/**
 * FIDE Guidelines III.4: in a quickplay finish the player having the move with less than two minutes
 * left may ask for an increment of five seconds per move for both players. The request counts as a
 * draw offer (#h2). If the opponent refuses the offer and the arbiter grants the request, the clocks
 * are set with the extra time (#h3), the opponent gets two extra minutes (#h4, not shortened by A.3)
 * and play goes on. Where the Guidelines do not allow it, it is refused and is no offer.
 */
final class IncrementRequest {
    private IncrementRequest() {
    }

    static final Duration FIVE_SECONDS = Duration.ofSeconds(5);

    static List<Decision> request(GameState st, Color by) {
        Decision refused = QuickplayClaim.inadmissible(st, by, true, "III.4#h1");
        if (refused != null) {
            return List.of(refused);
        }
        st.quickplay.request(new QuickplayFinish.IncrementRequest(by));
        st.draws.offer(new DrawState.Offer(by, true, false));
        return List.of(Decision.of(DecisionCode.DRAW_OFFERED, by, List.of("III.4#h1", "III.4#h2"),
                Words.tr(by) + " hamle başına beş saniye ek süre istedi (iki oyuncu için de). Bu istek bir beraberlik teklifi sayılır;"
                        + " rakip reddederse hakem isteği kabul edip etmeyeceğine karar verir.",
                Words.en(by) + " asked for an increment of five seconds per move for both players. The request counts as a draw offer;"
                        + " if the opponent refuses it, the arbiter decides whether to grant the request."));
    }

    /** FIDE III.4#h3, #h4: the arbiter's answer, once the opponent has refused the offer. */
    static List<Decision> decide(GameState st, QuickplayFinish.IncrementRequest r, Event.Answer answer) {
        Color by = r.by();
        Color opp = by.opposite();
        DrawState.Offer o = st.draws.offer();
        if (o != null && o.by() == by) {
            throw st.input("decide", "the request counts as a draw offer (III.4), which " + opp.key()
                    + " has not answered yet (acceptDraw or declineDraw)");
        }
        if (answer == Event.Answer.POSTPONE) {
            throw st.input("decide", "an increment request is granted (accept) or not (reject); it is not postponed (III.4)");
        }
        st.quickplay.clear();
        if (answer == Event.Answer.REJECT) {
            return List.of(Decision.of(DecisionCode.CLAIM_REJECTED, by, List.of("III.4#h1"),
                    "Hakem ek süre isteğini kabul etmedi: saatler olduğu gibi kalır, oyun sürer.",
                    "The arbiter does not grant the increment: the clocks stay as they are and play goes on."));
        }
        st.clocks.set(java.util.Map.of(), st.clocks.control().withIncrement(FIVE_SECONDS));
        st.clocks.add(opp, QuickplayClaim.TWO_MINUTES);
        return List.of(Decision.of(DecisionCode.TIME_ADDED, by, List.of("III.4#h3", "III.4#h4"),
                "Rakip teklifi reddetti, hakem isteği kabul etti: saatler hamle başına beş saniye ekleyecek biçimde kurulur ve "
                        + Words.of(opp) + " süresine 2 dakika eklenir; oyun sürer.",
                "The opponent refused the offer and the arbiter grants the request: the clocks are set to add five seconds per move and "
                        + Words.en(opp) + " receives two extra minutes; play goes on.").about(opp, QuickplayClaim.TWO_MINUTES.getSeconds()));
    }
}
