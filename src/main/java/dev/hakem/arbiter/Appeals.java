package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.ArrayList;
import java.util.List;

/**
 * FIDE 11.10: a player may appeal against any decision of the arbiter, even after signing the
 * scoresheet (8.7), unless the event's regulations provide otherwise. The appeal itself is heard by
 * others; the engine says whether it may be made.
 */
final class Appeals {
    private Appeals() {
    }

    static List<Decision> appeal(GameState st, Color by) {
        if (st.rules.appealsExcluded()) {
            return List.of(Decision.of(DecisionCode.APPEAL_NOT_ADMISSIBLE, by, List.of("11.10#h1"),
                    "Yarışma yönergesi hakemin kararlarına itirazı öngörmüyor: " + by.turkish() + " oyuncunun itirazı kabul edilemez.",
                    "The event's regulations allow no appeal against the arbiter's decisions: " + Words.en(by)
                            + "'s appeal cannot be made."));
        }
        boolean signed = st.scoresheets.signed(by);
        List<String> a = new ArrayList<>(List.of("11.10#h1"));
        if (signed) {
            a.add("11.10#h2");
        }
        return List.of(Decision.of(DecisionCode.APPEAL_ADMISSIBLE, by, a,
                Words.tr(by) + " hakemin kararına itiraz edebilir" + (signed ? "; notasyon formunu imzalamış olması buna engel değildir." : "."),
                Words.en(by) + " may appeal against the arbiter's decision" + (signed ? ", although he has signed the scoresheet." : ".")));
    }
}
