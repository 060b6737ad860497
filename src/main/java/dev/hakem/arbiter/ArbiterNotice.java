package dev.hakem.arbiter;

import java.util.ArrayList;
import java.util.List;

/**
 * The arbiter looks at the board (he arrives at it, or turns to it) and acts on what he sees: an
 * action still under way or irregular on the board ({@link ArbiterExamination}); under lesser
 * supervision an illegal position, for which he waits (A.5.4); a completed illegal move nobody has
 * made known — corrected (7.5.1–7.5.5; under A.5 only before the opponent's next move, A.5.2#h1),
 * or, once beyond correction, standing (A.5.2#h3); a fallen flag, which counts now (6.8; A.5.5 under
 * A.5; both with the order unknown, III.3). A look with nothing to see is an input error: the case
 * says the arbiter noticed something.
 */
final class ArbiterNotice {
    private ArbiterNotice() {
    }

    static List<Decision> notice(GameState st) {
        if (st.rules.supervision() == Supervision.NONE) {
            throw st.input("notice", "no arbiter supervises this game (rules.supervision is \"none\")");
        }
        List<Decision> out = new ArrayList<>();
        if (!st.turn.showsOfficial(st.position())) {
            out.addAll(ArbiterExamination.examine(st));
        }
        int plies = st.game.history().plies();
        if (st.regime.lesserSupervision() && !st.unnoticed.waiting() && IllegalPosition.shows(st.position())) {
            out.add(IllegalPosition.waitFor(st));
        } else if (!st.unnoticed.waiting()) {
            Irregularity open = st.unnoticed.firstCorrectable(null, st.regime, plies);
            if (open != null) {
                out.addAll(IllegalMoves.rule(st, open, st.regime.underA5("A.5.2#h1")));
            } else {
                for (Irregularity i : st.unnoticed.standing(null, st.regime, plies)) {
                    out.add(IllegalMoveClaim.stands(st, i, null));
                }
            }
        }
        if (!st.game.over() && !st.clocks.flagsDown().isEmpty() && !postponedClaimFlag(st)) {
            List<String> how = new ArrayList<>(List.of("6.8#h1"));
            how.addAll(st.regime.underA5("A.5.5#h1"));
            out.addAll(FlagFall.count(st, how, "6.9#h3"));
        }
        if (out.isEmpty()) {
            throw st.input("notice", "the arbiter notices nothing to rule on: no illegal move that nobody has ruled on,"
                    + " no fallen flag, no illegal position and nothing irregular on the board");
        }
        return out;
    }

    /** FIDE III.5.2: the flag of a player whose claim was postponed is for the arbiter's final decision. */
    private static boolean postponedClaimFlag(GameState st) {
        QuickplayFinish.Claim c = st.quickplay.claim();
        return c != null && c.postponed() && st.clocks.flagDown(c.by());
    }
}
