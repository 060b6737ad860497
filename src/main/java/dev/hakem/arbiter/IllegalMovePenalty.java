package dev.hakem.arbiter;

import dev.hakem.chess.Color;
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
        MatingChances.lossUnlessOpponentCannotMate(s, offender, "illegal-moves", "7.5.5#h2", "7.5.5#h3",
                " ikinci geçersiz hamlesini tamamladı", " completed a second illegal move",
                Words.tr(offender) + " ikinci geçersiz hamlesini tamamladı: hakem oyunu " + offender.turkish()
                        + " için kayıp ilan eder.",
                Words.en(offender) + " completed a second illegal move: the arbiter declares the game lost by "
                        + Words.en(offender) + ".");
    }
}
