package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.List;

/**
 * FIDE A.4.3, B.2.3: where the Competition Rules apply in full to rapid (A.4) or blitz (B.2), the
 * arbiter or an assistant keeps a record of every game, and a player may ask, on his move, to be
 * shown it — at most five times a game; a further request counts as distracting the opponent (11.5),
 * penalised at the arbiter's discretion (12.9). Elsewhere there is no such record to show.
 */
final class ScoresheetRequest {
    private ScoresheetRequest() {
    }

    static final int MAX = 5;

    static List<Decision> request(GameState st, Color by) {
        String rule = st.regime == Regime.BLITZ_FULL ? "B.2.3" : "A.4.3";
        if (st.regime != Regime.RAPID_FULL && st.regime != Regime.BLITZ_FULL) {
            return List.of(Decision.of(DecisionCode.CLAIM_REJECTED, by, List.of("A.4.3#h1", "A.4.2#h1", "B.2.3#h1", "B.2.2#h1"),
                    Words.tr(by) + " hakemin tuttuğu notasyon formunu görmek istedi; bu hak yalnızca her oyunun kaydını hakemin tuttuğu"
                            + " hızlı (A.4) ve yıldırım (B.2) oyunlarında vardır: istek yerine getirilmez.",
                    Words.en(by) + " asked to see the scoresheet the arbiter keeps; that right exists only in rapid (A.4) and blitz (B.2)"
                            + " games of which the arbiter keeps a record: the request is refused."));
        }
        if (st.game.toMove() != by) {
            return List.of(Decision.of(DecisionCode.CLAIM_REJECTED, by, List.of(rule + "#h1"),
                    Words.tr(by) + " notasyon formunu görmek istedi, ama hamle sırası kendisinde değil: istek ancak hamle sırası"
                            + " kendisindeyken yapılabilir.",
                    Words.en(by) + " asked to see the scoresheet, but does not have the move: the request may be made only on one's move."));
        }
        int n = st.scoresheets.viewRequested(by);
        if (n > MAX) {
            return List.of(ArbiterDiscretion.penalty(st, by, List.of(rule + "#h2", rule + "#h3", "11.5"),
                    Words.tr(by) + " notasyon formunu görmeyi " + n + ". kez istedi: beş istekten fazlası rakibi rahatsız etmek sayılır.",
                    Words.en(by) + " asked to see the scoresheet for the " + n + "th time: requests beyond five count as distracting the"
                            + " opponent."));
        }
        return List.of(Decision.of(DecisionCode.SCORESHEET_SHOWN, by, List.of(rule + "#h1", rule + "#h2"),
                "Hakem " + Words.of(by) + " isteği üzerine tuttuğu notasyon formunu gösterir (oyunda " + n + ". istek; en çok 5).",
                "The arbiter shows " + Words.en(by) + " the scoresheet he keeps (request " + n + " of at most 5 in the game)."));
    }
}
