package dev.hakem.arbiter;

import java.util.ArrayList;
import java.util.List;

/**
 * The time the opponent receives under 7.5.5 and 9.5.3: two minutes, or one minute in rapid
 * (Appendix A.3, new in 2023).
 */
final class TimePenalty {
    private TimePenalty() {
    }

    static long seconds(CompetitionRules rules) {
        return rules.rapid() ? 60 : 120;
    }

    /** The provision that fixed the amount, appended to the one that imposes it. */
    static List<String> articles(CompetitionRules rules, String imposing) {
        List<String> a = new ArrayList<>(List.of(imposing));
        if (rules.rapid()) {
            a.add("A.3");
        }
        return a;
    }
}
