package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.ArrayList;
import java.util.List;

/**
 * FIDE 12.9: where the Laws leave the penalty to the arbiter, the engine says so and lists the
 * options (in rising severity, in our words) instead of choosing one.
 */
final class ArbiterDiscretion {
    private ArbiterDiscretion() {
    }

    /** The options of 12.9.1–12.9.9, paraphrased. */
    static final List<String> OPTIONS = List.of(
            "12.9.1: a warning",
            "12.9.2: extra time for the opponent",
            "12.9.3: less remaining time for the offender",
            "12.9.4: the opponent's score in this game raised, up to the maximum",
            "12.9.5: the offender's score in this game reduced",
            "12.9.6: the game declared lost by the offender (the arbiter also sets the opponent's score)",
            "12.9.7: a fine announced in advance",
            "12.9.8: exclusion from one or more rounds",
            "12.9.9: expulsion from the competition");

    static Decision decision(Color by, List<String> trigger, String tr, String en) {
        List<String> a = new ArrayList<>(trigger);
        a.add("12.9");
        return Decision.of(DecisionCode.ARBITER_DISCRETION, by, a,
                tr + " Kurallar burada belirli bir yaptırım öngörmez: uyarıdan başlayarak 12.9'daki seçenekler hakemin takdirindedir.",
                en + " The Laws prescribe no specific penalty here: the options of 12.9, from a warning upwards, are at the arbiter's discretion.")
                .withOptions(OPTIONS);
    }
}
