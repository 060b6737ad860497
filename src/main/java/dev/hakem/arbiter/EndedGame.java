package dev.hakem.arbiter;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * An event after the end of the game changes nothing (6.2.1.1: the move that ended it was
 * complete; 6.9#h2: a flag that falls after an Article 5 ending does not count) — except what
 * concerns the score: the players' signatures (8.7), the arbiter's penalties (12.9) and the score he
 * decides (11.7, 12.9.6), the opponent's own persistent refusal while that score is open (11.8), and
 * an appeal against the arbiter's decision (11.10) — and the scoresheet entry of the last move (8.1.1,
 * Appendix C), which records the ending move without changing the result.
 */
final class EndedGame {
    private EndedGame() {
    }

    /** The endings 6.9#h2 names: 5.1.1, 5.1.2, 5.2.1, 5.2.2 and 5.2.3. */
    private static final Set<Termination> ARTICLE_5 = EnumSet.of(Termination.CHECKMATE, Termination.RESIGNATION,
            Termination.STALEMATE, Termination.DEAD_POSITION, Termination.AGREEMENT);

    /** Whether the event still decides something about the ended game (see the class comment). */
    static boolean stillDecides(GameState st, Event e) {
        if (e instanceof Event.Sign || e instanceof Event.Penalty || e instanceof Event.Award || e instanceof Event.Appeal
                || e instanceof Event.Scoresheet s && s.act() == Event.ScoresheetAct.ENTRY) {
            return true;
        }
        ConductRecord.OpenScore open = st.conduct.openScore();
        return e instanceof Event.Conduct c && c.kind() == Event.Misconduct.PERSISTENT_REFUSAL
                && open != null && open.player() == c.by() && st.conduct.refusing(c.by().opposite());
    }

    static List<Decision> after(GameState st, Event e) {
        GameEndings.Ending end = st.game.ending();
        List<String> a = new ArrayList<>(end.articles());
        if (e instanceof Event.FlagFall && ARTICLE_5.contains(end.termination())) {
            a.add("6.9#h2");
        }
        return List.of(Decision.of(DecisionCode.GAME_ALREADY_ENDED, e.by(), a,
                "Oyun daha önce bitti (" + end.termination().turkish() + ", " + end.result().turkish() + "); bu olay sonucu değiştirmez.",
                "The game had already ended (" + end.termination() + ", " + end.result() + "); this event does not change the result."));
    }
}
