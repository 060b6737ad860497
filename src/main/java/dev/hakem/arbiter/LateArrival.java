package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * FIDE 6.6, 6.7.1, 6.7.2: players who reach the board after the start. From the scheduled start the
 * clock of the side to move runs (6.6: White's; once White has made his move and pressed, Black's,
 * 6.2.1), whoever is absent: a player who arrives late charges the time since the last told moment
 * to that clock (with both absent, 6.7.2 says White loses all the time until he arrives). Moves take
 * no time unless the events say so, so a clock runs until the arrival only when no move of its
 * player is told before it. A player who arrives after the default time (zero when the regulations
 * state none) loses — arriving exactly at it is not after it — and when both do, both lose (6.7.1).
 * "Unless the arbiter decides otherwise" is his to say; the engine applies the rule. Arrivals in a
 * row are settled together, when the next other event comes or the case ends.
 */
final class LateArrival {
    private LateArrival() {
    }

    /**
     * Whether {@code by} can arrive late at the start: the time since the start is known (every move
     * of the game from move 1 is an event, {@link Clocks#sinceStart}), he has not arrived yet and has
     * made no move.
     */
    static boolean canArrive(GameState st, Color by) {
        int plies = st.game.history().plies();
        return st.clocks.sinceStart() != null && !st.presence.arrivedLate(by) && plies < (by == Color.WHITE ? 1 : 2);
    }

    /**
     * A player arrives {@code at} after the start ({@link #canArrive} holds): the clock that runs (the
     * side to move's, or that of the player whose press is due) runs until then.
     */
    static List<Decision> arrive(GameState st, Color by, Duration at) {
        Duration from = st.clocks.sinceStart();
        if (at.compareTo(from) < 0) {
            throw st.input("arrive", Words.clock(at) + " after the start is before " + Words.clock(from)
                    + ", the time since the start already told by the events");
        }
        Color ran = st.clocks.running(st.game.toMove());
        Duration left = st.clocks.remaining(ran);
        Duration taken = st.clocks.run(ran, at.minus(from));
        if (left != null && !left.isZero() && taken.equals(left)) {
            st.clocks.flagFell(ran); // his clock ran out while the other was absent
        }
        st.presence.arrived(new Presence.Arrival(by, at, from, ran, st.game.history().plies() > 0, taken));
        return List.of();
    }

    /** The arrivals not settled yet, settled once another event comes or the case ends. */
    static List<Decision> settle(GameState st) {
        List<Presence.Arrival> arrivals = st.presence.pending();
        if (arrivals.isEmpty()) {
            return List.of();
        }
        st.presence.settle();
        Duration def = st.rules.defaultTime();
        List<Presence.Arrival> late = new ArrayList<>();
        for (Presence.Arrival a : arrivals) {
            if (a.at().compareTo(def) > 0) {
                late.add(a);
            }
        }
        String defTr = def.isZero() ? "yarışma yönergesi gecikme süresi belirtmediğinden süre sıfırdır"
                : "gecikme süresi " + Words.clock(def);
        String defEn = def.isZero() ? "the regulations state no default time, so it is zero" : "the default time is " + Words.clock(def);
        if (late.size() == 2) {
            List<String> a = List.of("6.7.1#h2", "6.7.1#h3");
            st.end(Termination.DEFAULT, GameResult.BOTH_LOST, a);
            List<Decision> out = new ArrayList<>();
            for (Presence.Arrival x : late) {
                Color c = x.by();
                out.add(Decision.of(DecisionCode.GAME_LOST, c, a,
                        Words.tr(c) + " başlangıçtan " + Words.clock(x.at()) + " sonra geldi (" + defTr + "): iki oyuncu da"
                                + " gecikme süresinden sonra geldiği için ikisi de oyunu kaybeder.",
                        Words.en(c) + " arrived " + Words.clock(x.at()) + " after the start (" + defEn + "): both players"
                                + " arrived after the default time, so both lose.").about(c, 0));
            }
            return out;
        }
        if (late.size() == 1) {
            Color c = late.get(0).by();
            Duration at = late.get(0).at();
            List<String> a = def.isZero() ? List.of("6.7.1#h2", "6.7.1#h3") : List.of("6.7.1#h3");
            st.end(Termination.DEFAULT, GameResult.winFor(c.opposite()), a);
            return List.of(Decision.of(DecisionCode.GAME_LOST, c, a,
                    Words.tr(c) + " satranç tahtasına başlangıçtan " + Words.clock(at) + " sonra geldi; " + defTr
                            + ": gecikme süresinden sonra geldiği için oyunu kaybeder (hakem başka türlü karar vermedikçe).",
                    Words.en(c) + " reached the board " + Words.clock(at) + " after the start; " + defEn
                            + ": arriving after the default time, " + Words.en(c) + " loses the game (unless the arbiter decides otherwise).")
                    .about(c, 0));
        }
        List<Decision> out = new ArrayList<>();
        for (Presence.Arrival x : arrivals) {
            Color c = x.by();
            Duration t = x.at();
            List<String> a = new ArrayList<>(List.of("6.7.1#h3"));
            String clockTr;
            String clockEn;
            Duration run = x.run();
            if (run.isZero()) {
                clockTr = "o ana dek geçen süre daha önce sayıldı; saatlerden süre gitmez.";
                clockEn = "the time until then has already been counted; no time goes from the clocks.";
            } else {
                String spanTr = Words.clock(x.from()) + " ile " + Words.clock(t);
                String spanEn = "from " + Words.clock(x.from()) + " to " + Words.clock(t);
                Color r = x.ran();
                if (r == Color.WHITE && !x.whiteMoved()) {
                    Duration whiteCame = st.presence.arrival(Color.WHITE);
                    boolean whiteAbsent = st.presence.bothAbsent() && !def.isZero() && whiteCame.compareTo(t) >= 0;
                    a.add(whiteAbsent ? "6.7.2#h1" : "6.6#h1");
                    clockTr = whiteAbsent ? "iki oyuncu da yokken beyaz, gelene dek geçen bütün süreyi kaybeder"
                            : "beyazın saati başlangıçta çalıştırıldı ve olaylarda bu arada beyazın hamlesi yok (hamleler, olaylar"
                            + " başka bir şey söylemedikçe anında yapılmış sayılır; beyaz daha önce oynadıysa hamlesi bu gelişten önce"
                            + " verilmelidir)";
                    clockEn = whiteAbsent ? "with both absent, White loses all the time until he arrives"
                            : "White's clock was started at the start and the events tell no move of White in between (moves take"
                            + " no time unless the events say so; if White moved before, his move must be given before this arrival)";
                } else {
                    a.add("6.2.1#h1");
                    clockTr = r == Color.BLACK ? "beyaz ilk hamlesini yapıp saatine bastığından siyahın saati çalıştı"
                            : "beyaz ilk hamlesini yaptı ama saatine basmadı: saati çalışmayı sürdürdü";
                    clockEn = r == Color.BLACK ? "White made his first move and pressed his clock, so Black's clock ran"
                            : "White made his first move but did not press his clock: it kept running";
                }
                Duration taken = x.taken();
                if (taken.equals(run)) {
                    clockTr += ": başlangıçtan sonraki " + spanTr + " arasında " + Words.of(r) + " saatinden " + Words.clock(run) + " gitti.";
                    clockEn += ": " + spanEn + " after the start, " + Words.clock(run) + " went from " + Words.en(r) + "'s clock.";
                } else {
                    // the time-delay mode's extra time ran first (6.3.2), or the clock had less left than the time that ran
                    clockTr += ": başlangıçtan sonraki " + spanTr + " arasında " + Words.of(r) + " saati " + Words.clock(run)
                            + " çalıştı ve ana süresinden " + Words.clock(taken) + " gitti"
                            + (st.clocks.remaining(r) != null && st.clocks.remaining(r).isZero() ? " (saatinde süre kalmadı)." : " (önce hamlenin sabit ek süresi işledi, 6.3.2).");
                    clockEn += ": " + spanEn + " after the start, " + Words.en(r) + "'s clock ran " + Words.clock(run) + " and "
                            + Words.clock(taken) + " went from its main time"
                            + (st.clocks.remaining(r) != null && st.clocks.remaining(r).isZero() ? " (it has no time left)." : " (the move's fixed extra time ran first, 6.3.2).");
                    if (!taken.equals(run) && st.clocks.control().hasDelay()) {
                        a.add("6.3.2#h2");
                    }
                }
            }
            Decision d = Decision.of(DecisionCode.GAME_CONTINUES, c, a,
                    Words.tr(c) + " başlangıçtan " + Words.clock(t) + " sonra geldi; " + defTr + " ve bu süreden sonra gelmedi: oyun sürer; "
                            + clockTr,
                    Words.en(c) + " arrived " + Words.clock(t) + " after the start; " + defEn + " and he did not arrive after it: the game"
                            + " goes on; " + clockEn);
            out.add(run.isZero() ? d : d.about(x.ran(), x.taken().getSeconds()));
        }
        return out;
    }
}
