package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.List;

/**
 * FIDE 6.2.3, 6.2.4: how the clock is pressed. It must be pressed with the hand that made the move,
 * with no finger kept on it or hovering over it (6.2.3), and handled properly — not hit forcibly,
 * picked up, pressed before the move is on the board or knocked over (6.2.4). Neither is an illegal
 * move (pressing with the other hand is not the two-handed move of 7.5.4); the Laws name no penalty,
 * so the arbiter chooses among 12.9's (6.2.4 refers to it) — the engine reports his options.
 */
final class ClockHandling {
    private ClockHandling() {
    }

    /** The decisions for a press with {@code hand} and {@code handling} (either may be null: proper). */
    static List<Decision> press(GameState st, Color by, Event.Hand hand, Event.ClockHandling handling) {
        if (handling != null) {
            String article = handling == Event.ClockHandling.HOVER ? "6.2.3#h2" : "6.2.4#h2";
            String whatTr = switch (handling) {
                case HIT -> "saate sertçe vurdu";
                case LIFT -> "saati yerinden kaldırdı";
                case KNOCK_OVER -> "saati devirdi";
                case BEFORE_MOVE -> "hamlesini tahtaya koymadan saate bastı";
                case HOVER -> "parmağını saatin üstünde tuttu";
            };
            String whatEn = switch (handling) {
                case HIT -> "hit the clock forcibly";
                case LIFT -> "picked the clock up";
                case KNOCK_OVER -> "knocked the clock over";
                case BEFORE_MOVE -> "pressed the clock before the move was on the board";
                case HOVER -> "kept a finger over the clock";
            };
            List<String> a = handling == Event.ClockHandling.HOVER ? List.of(article) : List.of("6.2.4#h1", article, "6.2.4#h3");
            return List.of(ArbiterDiscretion.penalty(st, by, a,
                    Words.tr(by) + " " + whatTr + ": saat düzgün kullanılmalıdır.",
                    Words.en(by) + " " + whatEn + ": the clock must be handled properly."));
        }
        if (hand == Event.Hand.OTHER) {
            return List.of(ArbiterDiscretion.penalty(st, by, List.of("6.2.3#h1"),
                    Words.tr(by) + " saate hamleyi yaptığı elden başka bir elle bastı: saate hamleyi yapan elle basılmalıdır."
                            + " Bu geçersiz hamle değildir (iki elle hamle yapmak başka bir şeydir).",
                    Words.en(by) + " pressed the clock with the other hand than the one that moved: the clock is to be pressed with the"
                            + " same hand. This is no illegal move (a move made with two hands is another matter)."));
        }
        return List.of();
    }
}
