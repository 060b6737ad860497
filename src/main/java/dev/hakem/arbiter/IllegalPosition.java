package dev.hakem.arbiter;

import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import java.util.ArrayList;
import java.util.List;

/**
 * FIDE A.5.4 (lesser supervision): when the arbiter sees both kings in check, or a pawn on the rank
 * farthest from where it started, he does not intervene at once: he waits until the next move is
 * completed (#h1); if an illegal position is still on the board then, he declares the game drawn
 * (#h2). Meanwhile the opponent may still claim under A.5.2. If the position has become legal, the
 * illegal moves that led to it stand (A.5.2#h3). Under full supervision (A.4, B.2) there is no wait:
 * the arbiter corrects the illegal move at once (7.5.1, 7.5.2).
 */
final class IllegalPosition {
    private IllegalPosition() {
    }

    /** Whether the position shows what A.5.4 names: both kings in check or a pawn on its last rank. */
    static boolean shows(Position p) {
        return p.bothKingsInCheck() || p.pawnOnEdgeRank() != Square.NONE;
    }

    /** FIDE A.5.4#h1: the arbiter has seen the illegal position and waits; the decision that says so. */
    static Decision waitFor(GameState st) {
        Position p = st.position();
        st.unnoticed.waitForNextMove(st.game.history().plies());
        int pawn = p.pawnOnEdgeRank();
        String whatTr = p.bothKingsInCheck() ? "iki şaha birden şah çekilmiş" : dev.hakem.chess.TurkishSquares.relative(pawn) + " piyon son yatayda duruyor";
        String whatEn = p.bothKingsInCheck() ? "both kings are in check" : "a pawn stands on its last rank (" + Square.name(pawn) + ")";
        List<String> a = st.regime.underA5("A.5.4#h1");
        return Decision.of(DecisionCode.ARBITER_WAITS, null, a,
                "Hakem tahtada kurallara aykırı bir konum görüyor (" + whatTr + "): hemen karışmaz, bir sonraki hamlenin tamamlanmasını bekler.",
                "The arbiter sees an illegal position on the board (" + whatEn + "): he does not intervene yet but waits until the next move is completed.")
                .withSquares(pawn, p.bothKingsInCheck() ? p.kingSquare(p.sideToMove()) : -1,
                        p.bothKingsInCheck() ? p.kingSquare(p.sideToMove().opposite()) : -1);
    }

    /** FIDE A.5.4#h2: a move was completed while the arbiter waited — a draw, or the illegal moves stand. */
    static List<Decision> afterCompletedMove(GameState st) {
        Unnoticed u = st.unnoticed;
        if (!u.waiting() || st.game.over() || st.game.history().plies() <= u.waitingSince()) {
            return List.of();
        }
        u.stopWaiting();
        if (shows(st.position())) {
            List<String> a = List.of("A.5.4#h2");
            st.end(Termination.ILLEGAL_POSITION, GameResult.DRAW, a);
            return List.of(Decision.of(DecisionCode.GAME_DRAWN, null, a,
                    "Sonraki hamle tamamlandı ve tahtada hâlâ kurallara aykırı bir konum var: hakem oyunu berabere ilan eder.",
                    "The next move has been completed and an illegal position is still on the board: the arbiter declares the game drawn."));
        }
        List<Decision> out = new ArrayList<>();
        for (Irregularity i : u.standing(null, st.regime, st.game.history().plies())) {
            out.add(IllegalMoveClaim.stands(st, i, null));
        }
        return out;
    }
}
