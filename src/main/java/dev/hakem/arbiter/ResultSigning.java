package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.List;

/**
 * FIDE 8.7: at the end of the game both players indicate the result by signing both scoresheets
 * (or approving it on the electronic ones). The result so indicated stands, even if it is wrong,
 * unless the arbiter decides otherwise: the engine applies the signed result and reports the
 * arbiter's power to correct it. One signature alone confirms nothing.
 */
final class ResultSigning {
    private ResultSigning() {
    }

    static List<Decision> sign(GameState st, Color by, GameResult signed) {
        if (!st.game.over()) {
            throw st.input("sign", "the game is still in progress; the players sign the result at its end (8.7)");
        }
        GameScore score = st.game.score();
        if (score == null || !score.decided()) {
            throw st.input("sign", "the game has no result to sign" + (score == null ? " (it was annulled)" : " yet: a score is still the arbiter's to decide"));
        }
        GameResult before = st.scoresheets.agreed();
        st.scoresheets.sign(by, signed);
        GameResult agreed = st.scoresheets.agreed();
        if (agreed == null || agreed == before) {
            return List.of();
        }
        GameResult board = score.result();
        Decision confirmed = Decision.of(DecisionCode.RESULT_SIGNED, null, List.of("8.7#h1"),
                "İki oyuncu da notasyon formlarını " + agreed.key() + " sonucuyla imzaladı.",
                "Both players signed the scoresheets with the result " + agreed.key() + ".");
        if (agreed == board) {
            return List.of(confirmed);
        }
        st.score(GameScore.of(agreed));
        return List.of(confirmed, ArbiterDiscretion.choice(null, List.of("8.7#h2"),
                List.of(agreed.key() + ": the signed result stands", board.key() + ": the result the game reached on the board"),
                "İmzalanan " + agreed.key() + " sonucu oyunun tahtadaki sonucuyla (" + board.key() + ") uyuşmuyor; imzalanan sonuç"
                        + " yanlış olsa da geçerlidir, hakem başka türlü karar vermedikçe.",
                "The signed result " + agreed.key() + " differs from the result the game reached on the board (" + board.key()
                        + "); the signed result stands even though it is wrong, unless the arbiter decides otherwise."));
    }
}
