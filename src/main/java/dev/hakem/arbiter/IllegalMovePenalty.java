package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import dev.hakem.chess.mate.Winnability;
import java.util.List;

/**
 * FIDE 7.5.5: after the corrective action, a player's first completed illegal move gives the
 * opponent two minutes (one in rapid, A.3); the second loses the game, unless the opponent could
 * not checkmate by any series of legal moves, in which case it is a draw.
 */
final class IllegalMovePenalty {
    private IllegalMovePenalty() {
    }

    static void apply(ArbiterSession s, Color offender) {
        int n = s.illegal.merge(offender, 1, Integer::sum);
        Color opp = offender.opposite();
        if (n == 1) {
            long secs = TimePenalty.seconds(s.rules);
            s.addTime(opp, secs);
            s.record(new Decision("TIME_ADDED", offender, opp, secs, TimePenalty.articles(s.rules, "7.5.5#h1"),
                    Words.tr(offender) + " oyuncunun ilk tamamlanmış geçersiz hamlesi: " + opp.turkish()
                            + " oyuncuya " + Words.minutes(secs, true) + " eklenir.",
                    "First completed illegal move by " + Words.en(offender) + ": " + Words.en(opp) + " receives "
                            + Words.minutes(secs, false) + ".", List.of()));
            return;
        }
        Winnability.Answer a = MatingChances.canMate(s.pos, opp);
        if (a == Winnability.Answer.CANNOT) {
            s.end("1/2-1/2", "illegal-moves", List.of("7.5.5#h3"));
            s.record(Decision.of("GAME_DRAWN", offender, List.of("7.5.5#h3"),
                    Words.tr(offender) + " ikinci geçersiz hamlesini tamamladı, ama " + opp.turkish()
                            + " hiçbir geçerli hamle dizisiyle mat edemez: oyun berabere.",
                    Words.en(offender) + " completed a second illegal move, but " + Words.en(opp)
                            + " cannot checkmate by any series of legal moves: the game is drawn."));
            return;
        }
        s.end(ArbiterSession.winFor(opp), "illegal-moves", List.of("7.5.5#h2"));
        s.record(new Decision("GAME_LOST", offender, offender, 0, List.of("7.5.5#h2"),
                Words.tr(offender) + " ikinci geçersiz hamlesini tamamladı: hakem oyunu " + offender.turkish()
                        + " için kayıp ilan eder." + MatingChances.noteTr(a, opp),
                Words.en(offender) + " completed a second illegal move: the arbiter declares the game lost by "
                        + Words.en(offender) + "." + MatingChances.noteEn(a, opp), List.of()));
    }
}
