package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * FIDE 6.3.2#h2, #h3: the time a player's clock runs, told by the case, and the time-delay mode. Each move
 * has a fixed extra time that runs first; only then does the main thinking time run down (#h2) — without
 * delay it runs down at once. A press before the extra time has run out leaves the main time as it was,
 * however much of the extra time was used (#h3). When the main time runs out the flag falls, by the one
 * mechanism of flags ({@link FlagFall#fall}: 6.8, 6.9, and under A.5/B.3 only when claimed or seen).
 */
final class TimeDelay {
    private TimeDelay() {
    }

    /** FIDE 6.3.2#h2: {@code by}'s clock runs for {@code t} (he thinks, or does anything else, on his own time). */
    static List<Decision> run(GameState st, Color by, Duration t) {
        Clocks clocks = st.clocks;
        Color running = clocks.running(st.game.toMove());
        if (by != running) {
            throw st.input("by", by.key() + "'s clock is not running (" + running.key() + "'s is)");
        }
        if (t.isZero()) {
            throw st.input("think", "must be more than zero");
        }
        Duration left = clocks.remaining(by);
        if (left == null) {
            throw st.input("think", "clocks." + by.key() + " is not given, so the time his clock runs changes nothing known");
        }
        boolean wasDown = clocks.flagDown(by);
        Duration before = clocks.runThisMove(by);
        Duration taken = clocks.run(by, t);
        boolean runsOut = !wasDown && taken.equals(left);
        List<Decision> out = new ArrayList<>();
        TimeControl tc = clocks.control();
        if (tc.hasDelay()) {
            Duration extra = tc.delay().compareTo(before) > 0 ? tc.delay().minus(before) : Duration.ZERO;
            Duration shown = runsOut ? Duration.ZERO : clocks.remaining(by);
            String tr;
            String en;
            if (taken.isZero()) {
                tr = Words.tr(by) + " " + Words.duration(t) + " düşündü; bu hamlenin " + Words.duration(tc.delay())
                        + " sabit ek süresi içinde kaldı: ana süresi işlemeye başlamadı (" + Words.clock(shown) + ").";
                en = Words.en(by) + " thought for " + Words.durationEn(t) + ", within this move's fixed extra time of "
                        + Words.durationEn(tc.delay()) + ": the main time has not started to run (" + Words.clock(shown) + ").";
            } else {
                tr = Words.tr(by) + " " + Words.duration(t) + " düşündü: bu hamlenin sabit ek süresinden kalan "
                        + (extra.isZero() ? "süre yoktu" : Words.duration(extra) + " bittikten sonra")
                        + " ana süresinden " + Words.duration(taken) + " düştü (" + Words.clock(shown) + " kaldı).";
                en = Words.en(by) + " thought for " + Words.durationEn(t) + ": " + (extra.isZero()
                        ? "this move's fixed extra time had run out, so"
                        : "once the " + Words.durationEn(extra) + " left of this move's fixed extra time had run out,")
                        + " " + Words.durationEn(taken) + " ran off the main time (" + Words.clock(shown) + " left).";
            }
            out.add(Decision.of(DecisionCode.TIME_DELAY, by, List.of("6.3.2#h2"), tr, en).about(by, taken.getSeconds()));
        }
        if (runsOut) {
            out.addAll(FlagFall.fall(st, by));
        }
        return out;
    }

    /**
     * FIDE 6.3.2#h3: {@code by} presses his clock. In the time-delay mode, when the case told the time his
     * clock ran for this move and it stayed within the fixed extra time, his main time is unchanged. His
     * next move has its own extra time.
     */
    static List<Decision> press(GameState st, Color by) {
        Duration run = st.clocks.runThisMove(by);
        st.clocks.stopped(by);
        TimeControl tc = st.clocks.control();
        if (!tc.hasDelay() || run.isZero() || run.compareTo(tc.delay()) > 0 || st.clocks.remaining(by) == null) {
            return List.of();
        }
        String shown = Words.clock(st.clocks.remaining(by));
        return List.of(Decision.of(DecisionCode.TIME_DELAY, by, List.of("6.3.2#h3"),
                Words.tr(by) + ", " + Words.duration(tc.delay()) + " sabit ek süresi bitmeden saatine bastı (" + Words.duration(run)
                        + " kullandı): ana süresi değişmez (" + shown + ").",
                Words.en(by) + " pressed the clock before the fixed extra time of " + Words.durationEn(tc.delay()) + " had run out ("
                        + Words.durationEn(run) + " used): the main time is unchanged (" + shown + ").").about(by, 0));
    }
}
