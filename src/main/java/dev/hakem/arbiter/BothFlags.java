package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.ArrayList;
import java.util.List;

/**
 * FIDE III.3.1 (Guidelines III, where the event announced them): both flags have fallen and nobody can
 * say which fell first. In a period other than the last the game goes on (III.3.1.1); in the final
 * period, in which all remaining moves must be made, it is a draw (III.3.1.2). The period is each
 * player's by the moves he has completed (6.4); the final period only when both are in it. Without
 * the Guidelines the Laws give no rule for it, and the engine leaves it to the arbiter.
 */
final class BothFlags {
    private BothFlags() {
    }

    static List<Decision> rule(GameState st, List<String> how) {
        if (!st.rules.quickplayFinish()) {
            List<String> a = new ArrayList<>(how);
            a.add("III.2.1#h1");
            return List.of(ArbiterDiscretion.choice(null, a, List.of(
                            "a draw, as Guidelines III.3.1.2 would give in the final period",
                            "the game goes on with times the arbiter sets (6.10.2), as III.3.1.1 would in an earlier period"),
                    "İki bayrak da düşmüş ve hangisinin önce düştüğü bilinmiyor. Yarışma Kılavuz III'ü ilan etmediğinden Kurallar"
                            + " bunun için bir hüküm koymaz: karar hakemindir.",
                    "Both flags are down and it is not known which fell first. The event did not announce Guidelines III, so the"
                            + " Laws give no rule for it: the decision is the arbiter's."));
        }
        TimeControl tc = st.clocks.control();
        boolean finalPeriod = true;
        for (Color c : Color.values()) {
            finalPeriod &= tc.isFinal(tc.periodOf(st.game.movesCompleted(c, st.clocks.pressDue(c))));
        }
        List<String> a = new ArrayList<>(how);
        a.add("III.3.1#h1");
        if (finalPeriod) {
            a.add("III.1#h1"); // the final period is the quickplay finish: all remaining moves in a limited time
            a.add("III.3.1.2#h1");
            st.end(Termination.TIME, GameResult.DRAW, a);
            return List.of(Decision.of(DecisionCode.GAME_DRAWN, null, a,
                    "İki bayrak da düşmüş ve hangisinin önce düştüğü bilinmiyor; bu, kalan bütün hamlelerin yapılması gereken son"
                            + " dönemde oldu: oyun berabere.",
                    "Both flags are down and it cannot be established which fell first; this happened in the final period, in"
                            + " which all remaining moves must be made: the game is drawn."));
        }
        a.add("III.3.1.1#h1");
        return List.of(Decision.of(DecisionCode.GAME_CONTINUES, null, a,
                "İki bayrak da düşmüş ve hangisinin önce düştüğü bilinmiyor; bu, son dönemden önceki bir dönemde oldu: oyun sürer."
                        + " Saatlerin göstereceği süreleri hakem belirler.",
                "Both flags are down and it cannot be established which fell first; this happened in a period before the last:"
                        + " the game goes on. The arbiter sets the times the clocks are to show."));
    }
}
