package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * FIDE 6.8, 6.9 (with 6.4, A.5.3, A.5.5, III.5.2): flags. A flag that falls counts as fallen when the
 * arbiter observes it or a player validly claims it (6.8): under full supervision the arbiter sees it
 * fall; under lesser supervision it counts only when the opponent claims it (A.5.3) or the arbiter
 * sees it and calls it (A.5.5) — until then the game goes on, and a checkmate still wins. When a flag
 * counts, the player whose flag fell first loses (6.9#h1; 6.4: the moves of the period were not
 * completed), unless the game had already ended (#h2, {@link EndedGame}) or the opponent could not
 * checkmate by any series of legal moves — on a claim under A.5, the claimant (A.5.3#h2) — when it
 * is a draw (#h3). Both flags down with the order unknown: {@link BothFlags}. A flag of a player
 * whose quickplay claim the arbiter postponed does not decide the game by itself: the arbiter gives
 * the result (III.5.2).
 * Irregularities are dealt with in the order they happened: a flag can fall only on a running
 * clock, so when it falls on a clock that runs only because of an earlier irregularity the arbiter
 * has since corrected (an illegal move completed by the opponent's press, 7.5.1), and the correction
 * gave this player time (7.5.5), that time stands and the flag does not count.
 */
final class FlagFall {
    private FlagFall() {
    }

    /** A flag falls now. */
    static List<Decision> fall(GameState st, Color by) {
        boolean running = st.clocks.running(st.game.toMove()) == by;
        java.time.Duration owed = st.clocks.addedThisTurn(by);
        if (!running && !owed.isZero()) {
            st.clocks.flagFellBeforeAddition(by);
            return List.of(Decision.of(DecisionCode.FLAG_FALL_VOID, by, List.of("7.5.5#h1", "6.9#h1"),
                    Words.ofTitle(by) + " bayrağı, saati ancak rakibinin kuraldışılığı yüzünden işlerken düştü."
                            + " Önce olan kuraldışılık önce ele alınır: bu yüzden " + Words.of(by) + " süresine eklenen "
                            + Words.minutes(owed, true) + " saatinde kalır; bayrak düşmüş sayılmaz, oyun sürer.",
                    Words.en(by) + "'s flag fell while the clock ran only because of the opponent's irregularity. What happened"
                            + " first is dealt with first: the " + Words.minutes(owed, false) + " given for it stand on "
                            + Words.en(by) + "'s clock; the flag fall does not count and the game goes on."));
        }
        st.clocks.flagFell(by);
        QuickplayFinish.Claim c = st.quickplay.claim();
        if (c != null && c.postponed() && c.by() == by) {
            return List.of(); // III.5.2#h2: the arbiter gives the final result
        }
        if (st.rules.supervision() != Supervision.FULL) {
            return List.of(); // 6.8: it counts when claimed (A.5.3) or seen (A.5.5)
        }
        return count(st, List.of("6.8#h1"), "6.9#h3");
    }

    /** FIDE 6.8, A.5.3: a player claims that the opponent's flag has fallen. */
    static List<Decision> claim(GameState st, Color by) {
        Color opp = by.opposite();
        List<String> how = new ArrayList<>(List.of("6.8#h1"));
        how.addAll(st.regime.underA5("A.5.3#h1"));
        if (!st.clocks.flagDown(opp)) {
            return List.of(Decision.of(DecisionCode.CLAIM_REJECTED, by, how,
                    Words.tr(by) + " süre aşımı nedeniyle kazanç talep etti, ama " + Words.of(opp) + " bayrağı düşmemiş: talep geçersizdir, oyun sürer"
                            + " (süre aşımı talebine süre cezası öngörülmemiştir).",
                    Words.en(by) + " claimed a win on time, but " + Words.en(opp) + "'s flag has not fallen: the claim fails and the"
                            + " game goes on (the Laws attach no time penalty to it)."));
        }
        return count(st, how, st.regime.lesserSupervision() ? "A.5.3#h2" : "6.9#h3");
    }

    /**
     * The fallen flags count now, by {@code how} (the arbiter sees them, or a valid claim): the first
     * to fall decides; both down with the order unknown → {@link BothFlags}.
     */
    static List<Decision> count(GameState st, List<String> how, String drawArticle) {
        Set<Color> down = st.clocks.flagsDown();
        if (down.isEmpty()) {
            return List.of();
        }
        if (down.size() == 2 && st.clocks.firstFlag() == null) {
            return BothFlags.rule(st, how);
        }
        Color loser = down.size() == 1 ? down.iterator().next() : st.clocks.firstFlag();
        return lose(st, loser, how, drawArticle);
    }

    /**
     * FIDE 6.9 with 6.1#h4: {@code loser}'s flag counts — his allotted time has expired (6.1's
     * flag-fall) — and he loses, unless the opponent cannot checkmate.
     */
    static List<Decision> lose(GameState st, Color loser, List<String> how, String drawArticle) {
        List<String> also = new ArrayList<>(how);
        also.add("6.1#h4");
        String periodTr = "";
        String periodEn = "";
        TimeControl tc = st.clocks.control();
        int completed = st.game.movesCompleted(loser, st.clocks.pressDue(loser));
        int last = tc.lastMoveOf(tc.periodOf(completed));
        if (last > 0) {
            also.add("6.4");
            periodTr = " (" + last + ". hamleye kadar tamamlanması gereken hamlelerden " + completed + " tanesi tamamlanmıştı)";
            periodEn = " (" + completed + " of the moves due by move " + last + " had been completed)";
        }
        return MatingChances.lossUnlessOpponentCannotMate(st, loser, Termination.TIME, "6.9#h1", drawArticle, also,
                "ın süresi bitti", "'s flag fell",
                Words.ofTitle(loser) + " süresi bitti" + periodTr + ": oyunu kaybeder.",
                Words.en(loser) + "'s flag fell" + periodEn + ": " + Words.en(loser) + " loses on time.");
    }
}
