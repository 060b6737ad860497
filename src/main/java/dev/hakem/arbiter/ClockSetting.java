package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.ArrayList;
import java.util.List;

/**
 * FIDE 6.10.1, 6.10.2, A.5.1.1: the clock. What it shows is conclusive unless it is evidently
 * defective (6.10.1#h1); a defective clock is replaced and set by the arbiter's best judgement
 * (#h2, #h3). A clock found wrongly set is stopped and the arbiter installs the correct setting and
 * adjusts the times and the move counter by his best judgement (6.10.2). The times are his
 * judgement: the case gives them, the engine installs them. Under lesser supervision, once each
 * player has completed ten moves, the setting may no longer be changed unless the event's schedule
 * would suffer (A.5.1.1) — a player's claim is refused, and when the arbiter himself finds it the
 * exception is his to weigh.
 */
final class ClockSetting {
    private ClockSetting() {
    }

    /** The arbiter sets the clock (6.10.1 defective, 6.10.2 wrongly set). */
    static List<Decision> set(GameState st, Event.SetClock e) {
        if (e.fault() == Event.ClockFault.WRONG_SETTING && afterTenMoves(st)) {
            return List.of(ArbiterDiscretion.choice(null, st.regime.underA5("A.5.1#h1", "A.5.1.1#h1"), List.of(
                            "A.5.1.1: the setting stands",
                            "A.5.1.1: the setting is corrected because the event's schedule would otherwise suffer (6.10.2)"),
                    "Saatin yanlış kurulduğu, iki oyuncu da on hamlesini tamamladıktan sonra anlaşıldı: ayar artık değiştirilmez;"
                            + " tek istisna, yarışmanın programının olumsuz etkilenmesidir ve bunu tartmak hakeme düşer. Saatler olduğu gibi kalır.",
                    "The wrong setting was found after each player had completed ten moves: the setting may no longer be changed,"
                            + " unless the event's schedule would suffer, which is the arbiter's to weigh. The clocks stay as they are."));
        }
        TimeControl now = st.clocks.control();
        // an increment the arbiter installs replaces a delay, and a delay an increment: a time control has one or the other (6.3.2)
        boolean installsIncrement = e.increment() != null && !e.increment().isZero();
        boolean installsDelay = e.delay() != null && !e.delay().isZero();
        TimeControl next = new TimeControl(e.increment() != null ? e.increment() : installsDelay ? null : now.increment(),
                e.delay() != null ? e.delay() : installsIncrement ? null : now.delay(),
                e.periods() != null ? e.periods() : now.periods());
        st.clocks.set(e.times(), next);
        boolean defective = e.fault() == Event.ClockFault.DEFECTIVE;
        List<String> a = defective ? List.of("6.10.1#h1", "6.10.1#h2", "6.10.1#h3") : List.of("6.10.2#h1", "6.10.2#h2");
        String timesTr = times(st, true);
        String timesEn = times(st, false);
        return List.of(Decision.of(DecisionCode.CLOCK_CORRECTED, null, a,
                defective ? "Saat açıkça bozuk: hakem onu değiştirir ve yeni saati en iyi yargısıyla kurar (" + timesTr + ")."
                        : "Saat yanlış kurulmuş: hakem saatleri duraklatır, doğru ayarı yapar ve süreleri ile hamle sayacını en iyi yargısıyla"
                        + " düzeltir (" + timesTr + ").",
                defective ? "The clock is evidently defective: the arbiter replaces it and sets the new one by his best judgement (" + timesEn + ")."
                        : "The clock was wrongly set: the arbiter stops it, installs the correct setting and adjusts the times and the"
                        + " move counter by his best judgement (" + timesEn + ")."));
    }

    /** FIDE 6.10.2, A.5.1.1: a player says the clock is wrongly set. */
    static List<Decision> claim(GameState st, Color by) {
        if (afterTenMoves(st)) {
            return List.of(Decision.of(DecisionCode.CLAIM_REJECTED, by, st.regime.underA5("A.5.1#h1", "A.5.1.1#h1"),
                    Words.tr(by) + " saatin yanlış kurulduğunu ileri sürdü, ama iki oyuncu da on hamlesini tamamlamış: ayar artık"
                            + " değiştirilmez; saatler olduğu gibi kalır.",
                    Words.en(by) + " claimed that the clock is wrongly set, but each player has completed ten moves: the setting may no"
                            + " longer be changed; the clocks stay as they are."));
        }
        return List.of(ArbiterDiscretion.choice(by, List.of("6.10.2#h1", "6.10.2#h2"), List.of(
                        "6.10.2: the setting is wrong — the arbiter installs the correct one and adjusts the times (clockSettingWrong)",
                        "the setting is right: play goes on"),
                Words.tr(by) + " saatin yanlış kurulduğunu ileri sürdü: saat durdurulur, hakem ayarı denetler; yanlışsa doğru ayarı yapar"
                        + " ve süreleri en iyi yargısıyla düzeltir.",
                Words.en(by) + " says the clock is wrongly set: the clock is stopped and the arbiter checks the setting; if it is wrong he"
                        + " installs the correct one and adjusts the times by his best judgement."));
    }

    /** FIDE A.5.1: under lesser supervision, each player has completed ten moves. */
    static boolean afterTenMoves(GameState st) {
        return st.regime.lesserSupervision() && st.game.eachCompleted(10, st.clocks);
    }

    private static String times(GameState st, boolean turkish) {
        List<String> out = new ArrayList<>();
        if (st.clocks.remaining() != null) {
            for (Color c : Color.values()) {
                if (st.clocks.remaining().containsKey(c)) {
                    out.add((turkish ? c.turkish() : c.english().toLowerCase(java.util.Locale.ROOT)) + " "
                            + Words.clock(st.clocks.remaining().get(c)));
                }
            }
        }
        TimeControl tc = st.clocks.control();
        if (tc.hasIncrement()) {
            out.add((turkish ? "hamle başına " : "") + Words.minutes(tc.increment(), turkish)
                    + (turkish ? "" : " per move"));
        }
        if (tc.hasDelay()) {
            out.add((turkish ? "hamle başına " : "") + Words.minutes(tc.delay(), turkish)
                    + (turkish ? " gecikme" : " delay per move"));
        }
        return String.join(", ", out);
    }
}
