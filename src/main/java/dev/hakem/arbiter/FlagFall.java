package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import dev.hakem.chess.mate.Winnability;
import java.time.Duration;
import java.util.List;

/**
 * FIDE 6.9: the player whose flag falls loses (#h1), unless the game had already ended under
 * Article 5 (#h2, see {@link GameEndings#alreadyEnded}) or the opponent could not checkmate by
 * any series of legal moves, when it is a draw (#h3).
 */
final class FlagFall {
    private FlagFall() {
    }

    static void fall(ArbiterSession s, Color by) {
        if (s.clocks != null && s.clocks.containsKey(by)) {
            s.clocks.put(by, Duration.ZERO);
        }
        Color opp = by.opposite();
        Winnability.Answer a = MatingChances.canMate(s.pos, opp);
        if (a == Winnability.Answer.CANNOT) {
            s.end("1/2-1/2", "time", List.of("6.9#h3"));
            s.record(Decision.of("GAME_DRAWN", by, List.of("6.9#h3"),
                    Words.tr(by) + " oyuncunun süresi bitti, ama " + opp.turkish() + " hiçbir geçerli hamle dizisiyle mat edemez: oyun berabere.",
                    Words.en(by) + "'s flag fell, but " + Words.en(opp) + " cannot checkmate by any series of legal moves: the game is drawn."));
            return;
        }
        s.end(ArbiterSession.winFor(opp), "time", List.of("6.9#h1"));
        s.record(new Decision("GAME_LOST", by, by, 0, List.of("6.9#h1"),
                Words.tr(by) + " oyuncunun süresi bitti: oyunu kaybeder." + MatingChances.noteTr(a, opp),
                Words.en(by) + "'s flag fell: " + Words.en(by) + " loses on time." + MatingChances.noteEn(a, opp), List.of()));
    }
}
