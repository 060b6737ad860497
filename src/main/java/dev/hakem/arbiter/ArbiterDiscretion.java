package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.ArrayList;
import java.util.List;

/**
 * FIDE 12.9: where the Laws leave the penalty to the arbiter, the engine says so and lists the
 * options (in rising severity, in our words) instead of choosing one; the infraction goes into the
 * conduct record, so that the penalty the arbiter then chooses can be applied ({@link ArbiterPenalty}).
 * Other choices the Laws leave to the arbiter (a score, 11.7; a signed wrong result, 8.7; sending a
 * spectator out, 12.7) are reported the same way with their own options.
 */
final class ArbiterDiscretion {
    private ArbiterDiscretion() {
    }

    /** The options of 12.9.1–12.9.9, paraphrased: "12.9.1: a warning", ... */
    static final List<String> OPTIONS = java.util.Arrays.stream(Sanction.values())
            .map(s -> s.article() + ": " + s.english()).toList();

    /**
     * FIDE 12.9 (with the provisions that make the act an infraction): the arbiter chooses the penalty
     * for {@code offender}; recorded in the conduct record.
     */
    static Decision penalty(GameState st, Color offender, List<String> trigger, String tr, String en) {
        st.conduct.found(offender, trigger);
        List<String> a = new ArrayList<>(trigger);
        a.add("12.9");
        return Decision.of(DecisionCode.ARBITER_DISCRETION, offender, a,
                tr + " Kurallar burada belirli bir yaptırım öngörmez: uyarıdan başlayarak 12.9'daki seçenekler hakemin takdirindedir.",
                en + " The Laws prescribe no specific penalty here: the options of 12.9, from a warning upwards, are at the arbiter's discretion.")
                .withOptions(OPTIONS);
    }

    /** A choice the Laws leave to the arbiter, with its options ("KEY: text"). */
    static Decision choice(Color by, List<String> articles, List<String> options, String tr, String en) {
        return Decision.of(DecisionCode.ARBITER_DISCRETION, by, articles, tr, en).withOptions(options);
    }

    /** The options of a score left to the arbiter: "1: a win (3 points)", "1/2: ...", "0: ...". */
    static List<String> scoreOptions(PointSystem points) {
        List<String> out = new ArrayList<>();
        for (Outcome o : Outcome.values()) {
            String what = switch (o) {
                case WIN -> "a win";
                case DRAW -> "a draw";
                case LOSS -> "a loss";
            };
            out.add(o.key() + ": " + what + " (" + points.points(o).toPlainString() + " points)");
        }
        return out;
    }
}
