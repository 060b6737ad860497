package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.time.Duration;
import java.util.List;

/**
 * FIDE 7.5.5: after the corrective action, a player's first completed illegal move gives the
 * opponent two minutes (one in rapid, A.3); the second loses the game, unless the opponent could
 * not checkmate by any series of legal moves, in which case it is a draw.
 */
final class IllegalMovePenalty {
    private IllegalMovePenalty() {
    }

    static List<Decision> apply(GameState st, Color offender) {
        int n = st.game.countIllegal(offender);
        Color opp = offender.opposite();
        if (n == 1) {
            long secs = st.regime.penaltySeconds();
            st.clocks.add(opp, Duration.ofSeconds(secs));
            return List.of(Decision.of(DecisionCode.TIME_ADDED, offender, st.regime.penaltyArticles("7.5.5#h1"),
                    Words.ofTitle(offender) + " ilk tamamlanmış geçersiz hamlesi: " + Words.of(opp)
                            + " süresine " + Words.minutes(java.time.Duration.ofSeconds(secs), true) + " eklenir.",
                    "First completed illegal move by " + Words.en(offender) + ": " + Words.en(opp) + " receives "
                            + Words.minutes(java.time.Duration.ofSeconds(secs), false) + ".").about(opp, secs));
        }
        return MatingChances.lossUnlessOpponentCannotMate(st, offender, Termination.ILLEGAL_MOVES, "7.5.5#h2", "7.5.5#h3",
                " ikinci geçersiz hamlesini tamamladı", " completed a second illegal move",
                Words.tr(offender) + " ikinci geçersiz hamlesini tamamladı: hakem oyunu " + offender.turkish()
                        + " için kayıp ilan eder.",
                Words.en(offender) + " completed a second illegal move: the arbiter declares the game lost by "
                        + Words.en(offender) + ".");
    }
}
