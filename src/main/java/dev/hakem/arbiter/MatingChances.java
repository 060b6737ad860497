package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import dev.hakem.chess.Position;
import dev.hakem.chess.mate.Winnability;
import java.util.List;

/**
 * "Could the opponent checkmate by any series of legal moves?" (5.1.2, 6.9, 7.5.5), decided by
 * {@link Winnability}; when it cannot decide within its bound the engine assumes the side
 * <em>can</em> checkmate and the decision says so.
 */
final class MatingChances {
    private MatingChances() {
    }

    /**
     * Search bound, per side, of the automatic dead-position check (5.2.2) made on the first
     * observed position and after every capture or pawn move: the exact material rules always
     * apply; a helpmate search that does not decide within this bound leaves the position "not
     * known to be dead", and play goes on (no decision is recorded for that).
     *
     * <p>Set from measurements ({@code dev.hakem.bench.DeadPositionBudgets engine}) on the 4,105
     * games in src/test/resources/games: of the 140,860 positions checked, 45 are dead, 42 proved
     * by the rules and 3 by a search of at most 11 nodes; with the default bound no answer there is
     * undetermined. The processor time per check grows with the bound only up to about 1,000 nodes
     * (31 µs at 50, 67 µs at 200, then 85-95 µs from 1,000 to 100,000), because by then nearly every
     * live position has shown its helpmate. So a large bound costs no more on real games and proves
     * harder dead positions; 20,000 keeps the worst single check near 20 ms. It also decides
     * every answer of the benchmark sets ({@code dev.hakem.bench.Survey corpus|random B}): the most
     * any answer needs is 5,121 nodes on the 5,000 game positions and 5,943 on the 2,000 random
     * endgames, where 133 of the 4,000 answers are still undetermined at 1,000 nodes, one at
     * 5,000 and none at 20,000.
     */
    static final long AFTER_MOVE_BUDGET = 20_000;

    static Winnability.Answer canMate(Position p, Color side) {
        return Winnability.canCheckmate(p, side);
    }

    /** FIDE 5.2.2 after a move: true only when it is proved that neither side can checkmate. */
    static boolean provedDead(Position p) {
        for (Color c : Color.values()) {
            if (Winnability.analyse(p, c, AFTER_MOVE_BUDGET).answer() != Winnability.Answer.CANNOT) {
                return false;
            }
        }
        return true;
    }

    /**
     * FIDE 5.1.2#h2, 6.9#h3, 7.5.5#h3 — the one rule behind three endings: a game that {@code loser}
     * would lose (resignation, flag fall, second illegal move) is drawn instead when the opponent
     * cannot checkmate by any series of legal moves. Decides, ends the game and records it.
     *
     * @param trDid  what the loser did, in Turkish, after the player's name (" terk etti", "ın süresi bitti")
     * @param enDid  the same in English (" resigned")
     * @param trLoss the whole Turkish reason of the loss, without the undetermined note
     * @param enLoss the whole English reason of the loss, without the undetermined note
     */
    static List<Decision> lossUnlessOpponentCannotMate(GameState st, Color loser, Termination termination,
                                                       String lossArticle, String drawArticle, String trDid, String enDid,
                                                       String trLoss, String enLoss) {
        return lossUnlessOpponentCannotMate(st, loser, termination, lossArticle, drawArticle, List.of(), trDid, enDid,
                trLoss, enLoss);
    }

    /**
     * As above, with {@code also}: provisions that decided it as well and come first (6.8 and A.5.3
     * for a flag that counts on a claim).
     */
    static List<Decision> lossUnlessOpponentCannotMate(GameState st, Color loser, Termination termination,
                                                       String lossArticle, String drawArticle, List<String> also,
                                                       String trDid, String enDid, String trLoss, String enLoss) {
        Color opp = loser.opposite();
        Winnability.Answer a = canMate(st.position(), opp);
        List<String> lost = new java.util.ArrayList<>(also);
        lost.add(lossArticle);
        List<String> drawn = new java.util.ArrayList<>(also);
        drawn.add(drawArticle);
        if (a == Winnability.Answer.CANNOT) {
            st.end(termination, GameResult.DRAW, drawn);
            return List.of(Decision.of(DecisionCode.GAME_DRAWN, loser, drawn,
                    Words.tr(loser) + trDid + ", ama " + opp.turkish() + " hiçbir geçerli hamle dizisiyle mat edemez: oyun berabere.",
                    Words.en(loser) + enDid + ", but " + Words.en(opp)
                            + " cannot checkmate by any series of legal moves: the game is drawn."));
        }
        st.end(termination, GameResult.winFor(opp), lost);
        return List.of(Decision.of(DecisionCode.GAME_LOST, loser, lost,
                trLoss + noteTr(a, opp), enLoss + noteEn(a, opp)).about(loser, 0));
    }

    static String noteTr(Winnability.Answer a, Color side) {
        return a == Winnability.Answer.UNDETERMINED
                ? " (" + side.turkish() + " oyuncunun mat edip edemeyeceği arama sınırı içinde belirlenemedi; mat edebileceği varsayıldı.)"
                : "";
    }

    static String noteEn(Winnability.Answer a, Color side) {
        return a == Winnability.Answer.UNDETERMINED
                ? " (Whether " + side.english() + " could checkmate was undetermined within the search bound; it was assumed that "
                        + side.english() + " can.)"
                : "";
    }
}
