package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import dev.hakem.chess.mate.Winnability;
import java.util.List;

/**
 * FIDE 5.1.2: a player who resigns loses at once (#h1) — unless the opponent could not checkmate
 * by any series of legal moves, when the game is drawn (#h2, new in 2023).
 */
final class Resignation {
    private Resignation() {
    }

    static void resign(ArbiterSession s, Color by) {
        Color opp = by.opposite();
        Winnability.Answer a = MatingChances.canMate(s.pos, opp);
        if (a == Winnability.Answer.CANNOT) {
            s.end("1/2-1/2", "resignation", List.of("5.1.2#h2"));
            s.record(Decision.of("GAME_DRAWN", by, List.of("5.1.2#h2"),
                    Words.tr(by) + " terk etti, ama " + opp.turkish() + " hiçbir geçerli hamle dizisiyle mat edemez: oyun berabere.",
                    Words.en(by) + " resigned, but " + Words.en(opp) + " cannot checkmate by any series of legal moves: the game is drawn."));
            return;
        }
        s.end(ArbiterSession.winFor(opp), "resignation", List.of("5.1.2#h1"));
        s.record(new Decision("GAME_LOST", by, by, 0, List.of("5.1.2#h1"),
                Words.tr(by) + " terk etti ve oyunu kaybetti; oyun hemen sona erer." + MatingChances.noteTr(a, opp),
                Words.en(by) + " resigned and loses; the game ends at once." + MatingChances.noteEn(a, opp), List.of()));
    }
}
