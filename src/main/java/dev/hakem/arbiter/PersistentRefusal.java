package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.List;

/**
 * FIDE 11.7, 11.8: a player who persistently refuses to comply with the Laws loses the game, and
 * the arbiter decides the opponent's score (11.7) — until he has, the game has no result. If the
 * opponent is found guilty of the same before that, the game is lost by both (11.8): 0-0, a score
 * 10.2 allows.
 */
final class PersistentRefusal {
    private PersistentRefusal() {
    }

    static List<Decision> found(GameState st, Color by) {
        Color opp = by.opposite();
        ConductRecord.OpenScore open = st.conduct.openScore();
        if (st.game.over()) {
            if (open == null || open.player() != by) {
                throw new IllegalStateException("routed here only while " + by + "'s score is open");
            }
            st.conduct.refused(by);
            st.conduct.scoreDecided();
            st.score(new GameScore(Outcome.LOSS, Outcome.LOSS));
            return List.of(Decision.of(DecisionCode.GAME_LOST, by, List.of("11.7#h1", "11.8#h1"),
                    Words.tr(by) + " de Kurallar'a uymayı ısrarla reddetti: iki oyuncu da suçlu bulunduğu için oyun ikisi için de"
                            + " kaybedilmiş sayılır (0-0).",
                    Words.en(by) + " too persistently refused to comply with the Laws: both players being guilty, the game is"
                            + " declared lost by both (0-0).").about(by, 0));
        }
        st.conduct.refused(by);
        st.end(Termination.PERSISTENT_REFUSAL, GameResult.ONGOING, List.of("11.7#h1"));
        st.score(new GameScore(by == Color.WHITE ? Outcome.LOSS : null, by == Color.BLACK ? Outcome.LOSS : null));
        st.conduct.leaveScoreOpen(opp, "11.7#h2");
        return List.of(Decision.of(DecisionCode.GAME_LOST, by, List.of("11.7#h1"),
                        Words.tr(by) + " Kurallar'a uymayı ısrarla reddetti: oyunu kaybeder.",
                        Words.en(by) + " persistently refused to comply with the Laws and loses the game.").about(by, 0),
                ArbiterDiscretion.choice(null, List.of("11.7#h2"), ArbiterDiscretion.scoreOptions(st.rules.points()),
                        opp.turkishTitle() + " oyuncunun puanını hakem belirler; belirleyene dek oyunun sonucu yoktur.",
                        Words.en(opp) + "'s score is for the arbiter to decide; until he does, the game has no result."));
    }
}
