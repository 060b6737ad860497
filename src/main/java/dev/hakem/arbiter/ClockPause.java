package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.ArrayList;
import java.util.List;

/**
 * FIDE 6.11: the clocks paused. The arbiter looks at the board ({@link ArbiterExamination}). A
 * player may pause only to seek the arbiter's help (6.11.2); the arbiter judges whether the reason
 * was valid and may penalise a pause without one (6.11.4, 12.9) — which the engine refers to the
 * arbiter, also when the player then plays on, and records so that the arbiter's penalty can follow.
 * Two pauses the Laws themselves prescribe or allow raise no such question: the sealer's pause that
 * completes the sealing (Guidelines I.1.1, {@link Sealing}) and a pause for help with pieces knocked
 * over (7.4.2, {@link KnockedOverPieces}).
 */
final class ClockPause {
    private ClockPause() {
    }

    /** The clocks paused by {@code by} (null: by the arbiter, 6.11.1). */
    static List<Decision> pause(GameState st, Color by) {
        if (by != null && Sealing.completesSealing(st, by)) {
            return Sealing.pause(st, by);
        }
        if (by != null && st.displaced.offender() != null) {
            return KnockedOverPieces.pause(st, by);
        }
        List<Decision> out = new ArrayList<>(ArbiterExamination.examine(st));
        if (by != null) {
            out.add(ArbiterDiscretion.penalty(st, by, List.of("6.11.2", "6.11.4"),
                    Words.tr(by) + " saatleri duraklattı. Oyuncu saatleri yalnızca hakemin yardımını istemek için duraklatabilir;"
                            + " geçerli bir nedeni olup olmadığına hakem karar verir, nedeni geçerli değilse cezalandırabilir.",
                    Words.en(by) + " paused the clocks. A player may pause them only to seek the arbiter's help;"
                            + " the arbiter decides whether the reason was valid and may penalise a pause without one."));
        }
        return out;
    }
}
