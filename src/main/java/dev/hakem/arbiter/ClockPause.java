package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.ArrayList;
import java.util.List;

/**
 * FIDE 6.11: the clocks paused. The arbiter pauses them when the game has to be interrupted (6.11.1), and
 * a pause by anyone lets him look at the board ({@link ArbiterExamination}) — except
 * while a promotion waits for its piece, which stays as it is. A player may pause only to seek the
 * arbiter's help (6.11.2); the Law's own example, a promotion whose piece is not at hand, is a valid
 * reason and nothing more is to be decided. For any other reason, or none given, the arbiter judges
 * whether it was valid and may penalise a pause without one (6.11.4, 12.9) — which the engine refers
 * to the arbiter, also when the player then plays on, and records so that the arbiter's penalty can
 * follow. Two pauses the Laws themselves prescribe or allow raise no such question: the sealer's pause
 * that completes the sealing (Guidelines I.1.1, {@link Sealing}) and a pause for help with pieces
 * knocked over (7.4.2, {@link KnockedOverPieces}). A pause to summon the arbiter for a draw claim in the last
 * two minutes (Guidelines III.5#h2) is judged with the claim that follows ({@link QuickplayClaim#claim}).
 */
final class ClockPause {
    private ClockPause() {
    }

    /** The clocks paused by {@code by} (null: by the arbiter, 6.11.1) for {@code reason} (null: none given). */
    static List<Decision> pause(GameState st, Color by, Event.PauseReason reason) {
        if (by == null) {
            if (reason != null) {
                throw st.input("reason", "the arbiter pauses the clocks for his own reasons (6.11.1); a reason is a player's");
            }
            List<Decision> out = new ArrayList<>();
            out.add(Decision.of(DecisionCode.CLOCK_PAUSED, null, List.of("6.11.1#h1"),
                    "Oyunun kesilmesi gerektiğinden hakem saatleri duraklattı; oyunun ne zaman süreceğine o karar verir.",
                    "The game has to be interrupted: the arbiter paused the clocks; he decides when play resumes."));
            out.addAll(ArbiterExamination.examine(st));
            return out;
        }
        if (Sealing.completesSealing(st, by)) {
            return Sealing.pause(st, by);
        }
        if (st.displaced.offender() != null) {
            return KnockedOverPieces.pause(st, by);
        }
        if (reason == Event.PauseReason.PROMOTION_PIECE) {
            return List.of(Decision.of(DecisionCode.CLOCK_PAUSED, by, List.of("6.11.2#h1", "6.11.2#h2", "6.11.3#h1"),
                    Words.tr(by) + " terfi için gereken taş elinin altında olmadığından saatleri duraklattı ve hakemi çağırdı: bu,"
                            + " kuralın kendi örneğidir, geçerli bir nedendir. Hakem taşı getirir; oyunun ne zaman süreceğine o karar verir.",
                    Words.en(by) + " paused the clocks and called the arbiter because the piece needed for the promotion was not at hand:"
                            + " the Law's own example of a valid reason. The arbiter brings the piece and decides when play resumes."));
        }
        if (reason == Event.PauseReason.CLAIM) {
            if (st.rules.supervision() == Supervision.NONE) {
                throw st.input("reason", "\"claim\" pauses the clocks to summon the arbiter for a III.5 claim (III.5#h2); with no"
                        + " arbiter supervising, the claim itself concludes the game (III.6.1)");
            }
            st.quickplay.pausedToClaim(by); // whether the reason was valid follows from the claim: QuickplayClaim.claim
            return ArbiterExamination.examine(st);
        }
        List<Decision> out = new ArrayList<>(ArbiterExamination.examine(st));
        if (reason == Event.PauseReason.ARBITER_HELP) {
            out.add(ArbiterDiscretion.penalty(st, by, List.of("6.11.2#h1", "6.11.4#h1", "6.11.4#h2"),
                    Words.tr(by) + " hakemin yardımını istemek için saatleri duraklattı. Nedenin geçerli olup olmadığına hakem karar verir;"
                            + " geçerli değilse cezalandırabilir.",
                    Words.en(by) + " paused the clocks to seek the arbiter's help. Whether the reason was valid is the arbiter's to"
                            + " determine; if it was not, he may penalise."));
        } else if (reason == Event.PauseReason.OTHER) {
            out.add(ArbiterDiscretion.penalty(st, by, List.of("6.11.2#h1", "6.11.4#h1", "6.11.4#h2"),
                    Words.tr(by) + " saatleri kendi nedeniyle duraklattı; oyuncu saatleri yalnızca hakemin yardımını istemek için"
                            + " duraklatabilir. Hakem nedenin geçerli olmadığına karar verirse cezalandırabilir.",
                    Words.en(by) + " paused the clocks for a reason of his own; a player may pause them only to seek the arbiter's help."
                            + " If the arbiter finds that there was no valid reason, he may penalise."));
        } else {
            out.add(ArbiterDiscretion.penalty(st, by, List.of("6.11.2", "6.11.4"),
                    Words.tr(by) + " saatleri duraklattı. Oyuncu saatleri yalnızca hakemin yardımını istemek için duraklatabilir;"
                            + " geçerli bir nedeni olup olmadığına hakem karar verir, nedeni geçerli değilse cezalandırabilir.",
                    Words.en(by) + " paused the clocks. A player may pause them only to seek the arbiter's help;"
                            + " the arbiter decides whether the reason was valid and may penalise a pause without one."));
        }
        return out;
    }
}
