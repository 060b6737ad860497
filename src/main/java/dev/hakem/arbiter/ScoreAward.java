package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.math.BigDecimal;
import java.util.List;

/**
 * FIDE 11.7#h2, 12.9.6 with 10.2: the arbiter decides the score the Laws left to him — one of the
 * scores normally given for a game (1, ½ or 0 by default; never ¾).
 */
final class ScoreAward {
    private ScoreAward() {
    }

    static List<Decision> award(GameState st, Color player, BigDecimal points) {
        ConductRecord.OpenScore open = st.conduct.openScore();
        if (open == null) {
            throw st.input("award", "no score is waiting for the arbiter's decision (11.7, 12.9.6)");
        }
        if (open.player() != player) {
            throw st.input("award", "the score left to the arbiter is " + open.player().key() + "'s, not " + player.key() + "'s");
        }
        Outcome o = ArbiterPenalty.normalScore(st, points, "award");
        st.score(st.game.score().with(player, o));
        st.conduct.scoreDecided();
        return List.of(Decision.of(DecisionCode.SCORE_ADJUSTED, null, List.of(open.article()),
                "Hakem " + player.turkish() + " oyuncunun puanını " + points.stripTrailingZeros().toPlainString() + " olarak belirledi; sonuç "
                        + st.game.result().key() + ".",
                "The arbiter sets " + Words.en(player) + "'s score at " + points.stripTrailingZeros().toPlainString()
                        + "; the result is " + st.game.result().key() + ".").about(player, 0));
    }
}
