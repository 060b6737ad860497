package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.List;

/**
 * FIDE 11.2.3, 11.2.4: leaving. Any player needs the arbiter's permission to leave the playing
 * venue (11.2.3.1); the player having the move (1.3: from the moment the opponent's move is made)
 * needs it to leave the playing area (11.2.3.2); the event may require his opponent to report to
 * the arbiter before leaving the playing area (11.2.4). A breach is penalised at the arbiter's
 * discretion (11.6, 12.9).
 */
final class LeavingTheBoard {
    private LeavingTheBoard() {
    }

    static List<Decision> leave(GameState st, Color by, Event.LeavePlace where, boolean permitted, boolean reported) {
        if (where == Event.LeavePlace.VENUE) {
            return permitted
                    ? ok(by, List.of("11.2.3.1#h1", "11.2.1#h1"), "hakemin izniyle oyun yerinden ayrıldı",
                            "left the playing venue with the arbiter's permission")
                    : List.of(ArbiterDiscretion.penalty(st, by, List.of("11.2.3.1#h1", "11.2.1#h1", "11.6"),
                            Words.tr(by) + " hakemin izni olmadan oyun yerinden ayrıldı; bunun için her oyuncu izin almalıdır.",
                            Words.en(by) + " left the playing venue without the arbiter's permission, which every player needs."));
        }
        boolean hasMove = by == st.game.toMove();
        if (hasMove) {
            return permitted
                    ? ok(by, List.of("11.2.3.2#h1", "11.2.2#h1"), "hamle sırası kendisindeyken hakemin izniyle oyun alanından ayrıldı (saati işler)",
                            "left the playing area with the arbiter's permission while having the move (his clock runs)")
                    : List.of(ArbiterDiscretion.penalty(st, by, List.of("11.2.3.2#h1", "11.2.2#h1", "11.6"),
                            Words.tr(by) + " hamle sırası kendisindeyken hakemin izni olmadan oyun alanından ayrıldı.",
                            Words.en(by) + " left the playing area without the arbiter's permission while having the move."));
        }
        if (st.rules.reportBeforeLeaving() && !reported && !permitted) {
            return List.of(ArbiterDiscretion.penalty(st, by, List.of("11.2.4#h1", "11.6"),
                    Words.tr(by) + " oyun alanından hakeme bildirmeden ayrıldı; yarışma yönergesi hamle sırası rakipteyken ayrılan"
                            + " oyuncunun önce hakeme bildirmesini istiyor.",
                    Words.en(by) + " left the playing area without reporting to the arbiter, which the event requires of the"
                            + " opponent of the player having the move."));
        }
        return ok(by, List.of("11.2.3.2#h1", "11.2.2#h1"), "hamle sırası rakibindeyken oyun alanından ayrıldı; bunun için izin gerekmez",
                "left the playing area while the opponent had the move, which needs no permission");
    }

    private static List<Decision> ok(Color by, List<String> articles, String tr, String en) {
        return List.of(Decision.of(DecisionCode.NO_INFRACTION, by, articles,
                Words.tr(by) + " " + tr + ": kural ihlali yok.", Words.en(by) + " " + en + ": no infraction."));
    }
}
