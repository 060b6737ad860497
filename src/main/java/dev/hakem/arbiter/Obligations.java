package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.List;

/**
 * The obligation in force for the player having the move — the one a ruling fixed (4.7.2, 4.8,
 * 7.5.1, 9.5.3), else the one his touches create (4.3–4.5) — and its announcement as
 * TOUCH_OBLIGATION.
 */
final class Obligations {
    private Obligations() {
    }

    /** The obligation in force, or null. */
    static Duty inForce(GameState st) {
        Duty fixed = st.turn.fixedDuty();
        return fixed != null ? fixed : TouchMove.duty(st.position(), st.turn.touches());
    }

    /** TOUCH_OBLIGATION when the obligation in force differs from the one last announced (none during a shorthand move). */
    static List<Decision> announceIfChanged(GameState st) {
        Duty d = inForce(st);
        if (d == null || st.turn.quiet() || d.sameAs(st.turn.shownDuty()) || st.game.over()) {
            return List.of();
        }
        return List.of(announce(st, d));
    }

    /** Fixes the obligation in force with more provisions behind it and announces it, also when unchanged. */
    static List<Decision> fixAndAnnounce(GameState st, List<String> more) {
        Duty d = inForce(st);
        if (d == null) {
            return List.of();
        }
        Duty fixed = d.withArticles(more);
        st.turn.fix(fixed);
        return List.of(announce(st, fixed));
    }

    /** Fixes an obligation created by a ruling and announces it when it changed. */
    static List<Decision> fix(GameState st, Duty d) {
        st.turn.fix(d);
        return announceIfChanged(st);
    }

    private static Decision announce(GameState st, Duty d) {
        st.turn.announced(d);
        Color me = st.game.toMove();
        return Decision.of(DecisionCode.TOUCH_OBLIGATION, me, d.articles(),
                        Words.tr(me) + " " + d.mustTr(st.position()) + ".",
                        Words.en(me) + " must " + d.describeEn(st.position()) + ".")
                .withSquares(d.square(), d.from(), d.move() == null ? -1 : d.move().to());
    }
}
