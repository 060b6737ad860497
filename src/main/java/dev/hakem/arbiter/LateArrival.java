package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * FIDE 6.6, 6.7.1, 6.7.2: players who reach the board after the start. White's clock runs from the
 * scheduled start (6.6), so a late White loses the time until he arrives (and, with both absent and a
 * non-zero default time, 6.7.2 says so expressly); Black's clock runs only once White has completed
 * a move. A player who arrives after the default time (zero when the regulations state none) loses
 * — arriving exactly at it is not after it — and when both do, both lose (6.7.1). "Unless the
 * arbiter decides otherwise" is his to say; the engine applies the rule. The arrivals at the start
 * are settled together, when play begins or the case ends.
 */
final class LateArrival {
    private LateArrival() {
    }

    /**
     * Whether the game is at its start: it begins from move 1 with White to move, no move has been
     * made, and the arrivals have not been settled (play has not begun).
     */
    static boolean atTheStart(GameState st) {
        dev.hakem.chess.Position start = st.game.history().position(0);
        return !st.presence.settled() && st.game.history().plies() == 0 && st.clocks.awaiting() == null
                && start.fullmoveNumber() == 1 && start.sideToMove() == Color.WHITE;
    }

    /** A player arrives {@code after} the start ({@link #atTheStart} holds). */
    static List<Decision> arrive(GameState st, Color by, Duration after) {
        if (st.presence.arrivedLate(by)) {
            throw st.input("arrive", by.key() + " has already arrived");
        }
        st.presence.arrived(by, after);
        return List.of();
    }

    /** The arrivals, settled once play begins or the case ends. */
    static List<Decision> settle(GameState st) {
        Map<Color, Duration> arrivals = st.presence.pending();
        if (arrivals.isEmpty() || st.presence.settled()) {
            return List.of();
        }
        st.presence.settle();
        Duration def = st.rules.defaultTime();
        List<Color> late = new ArrayList<>();
        for (Color c : Color.values()) {
            if (arrivals.containsKey(c) && arrivals.get(c).compareTo(def) > 0) {
                late.add(c);
            }
        }
        String defTr = def.isZero() ? "yarışma yönergesi gecikme süresi belirtmediğinden süre sıfırdır"
                : "gecikme süresi " + Words.clock(def);
        String defEn = def.isZero() ? "the regulations state no default time, so it is zero" : "the default time is " + Words.clock(def);
        if (late.size() == 2) {
            List<String> a = List.of("6.7.1#h2", "6.7.1#h3");
            st.end(Termination.DEFAULT, GameResult.BOTH_LOST, a);
            List<Decision> out = new ArrayList<>();
            for (Color c : late) {
                out.add(Decision.of(DecisionCode.GAME_LOST, c, a,
                        Words.tr(c) + " başlangıçtan " + Words.clock(arrivals.get(c)) + " sonra geldi (" + defTr + "): iki oyuncu da"
                                + " gecikme süresinden sonra geldiği için ikisi de oyunu kaybeder.",
                        Words.en(c) + " arrived " + Words.clock(arrivals.get(c)) + " after the start (" + defEn + "): both players"
                                + " arrived after the default time, so both lose.").about(c, 0));
            }
            return out;
        }
        if (late.size() == 1) {
            Color c = late.get(0);
            List<String> a = def.isZero() ? List.of("6.7.1#h2", "6.7.1#h3") : List.of("6.7.1#h3");
            st.end(Termination.DEFAULT, GameResult.winFor(c.opposite()), a);
            return List.of(Decision.of(DecisionCode.GAME_LOST, c, a,
                    Words.tr(c) + " satranç tahtasına başlangıçtan " + Words.clock(arrivals.get(c)) + " sonra geldi; " + defTr
                            + ": gecikme süresinden sonra geldiği için oyunu kaybeder (hakem başka türlü karar vermedikçe).",
                    Words.en(c) + " reached the board " + Words.clock(arrivals.get(c)) + " after the start; " + defEn
                            + ": arriving after the default time, " + Words.en(c) + " loses the game (unless the arbiter decides otherwise).")
                    .about(c, 0));
        }
        List<Decision> out = new ArrayList<>();
        boolean bothAbsent = arrivals.size() == 2;
        for (Color c : Color.values()) {
            if (!arrivals.containsKey(c)) {
                continue;
            }
            Duration t = arrivals.get(c);
            List<String> a = new ArrayList<>(List.of("6.7.1#h3"));
            String clockTr;
            String clockEn;
            if (c == Color.WHITE) {
                st.clocks.deduct(c, t);
                a.add(bothAbsent ? "6.7.2#h1" : "6.6#h1");
                clockTr = bothAbsent ? "iki oyuncu da yokken beyaz, gelene dek geçen bütün süreyi kaybeder" : "beyazın saati başlangıçta çalıştırıldı";
                clockEn = bothAbsent ? "with both absent, White loses all the time until he arrives" : "White's clock was started at the start";
                clockTr += ": saatinden " + Words.clock(t) + " gitti.";
                clockEn += ": " + Words.clock(t) + " have gone from it.";
            } else {
                clockTr = "siyahın saati beyaz ilk hamlesini tamamlayınca çalışmaya başlar; o zamana kadar geçen süre siyahın saatinden gitmez.";
                clockEn = "Black's clock starts only when White has completed a move; the time before that is not Black's.";
            }
            out.add(Decision.of(DecisionCode.GAME_CONTINUES, c, a,
                    Words.tr(c) + " başlangıçtan " + Words.clock(t) + " sonra geldi; " + defTr + " ve bu süreden sonra gelmedi: oyun sürer; "
                            + clockTr,
                    Words.en(c) + " arrived " + Words.clock(t) + " after the start; " + defEn + " and he did not arrive after it: the game"
                            + " goes on; " + clockEn));
        }
        return out;
    }
}
