package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.ArrayList;
import java.util.List;

/**
 * FIDE 6.2.1, 6.2.2 with 7.5.1–7.5.4: what a clock press completes (also a late press after
 * the opponent's reply, 6.2.2). After a made move with nothing else disturbed it completes the
 * move (the time control's increment is added); after a second action on the board (002-1), with
 * two hands (7.5.4), without a move (7.5.3), with an unfinished promotion (7.5.2) or with the
 * board not showing any legal move (7.5.1) it completes an illegal move. A Chess960 king step that
 * may still have become castling (4.7.2) is made as the king move by the press.
 */
final class ClockPress {
    private ClockPress() {
    }

    static List<Decision> press(GameState st, Color by, int hands) {
        return press(st, by, hands, null, null);
    }

    /**
     * A press with the hand and handling observed (6.2.3, 6.2.4: the arbiter's options follow what the
     * press completed); after a completed move, the arbiter's wait under A.5.4 ends
     * ({@link IllegalPosition}).
     */
    static List<Decision> press(GameState st, Color by, int hands, Event.Hand hand, Event.ClockHandling handling) {
        if (hands < 1 || hands > 2) {
            throw st.input("hands", "must be 1 or 2");
        }
        if (handling == Event.ClockHandling.BEFORE_MOVE && st.clocks.pressDue(by)) {
            throw st.input("handling", "\"before-move\": the move of " + by.key() + " is already on the board");
        }
        if (handling == Event.ClockHandling.BEFORE_MOVE) {
            if (by != st.game.toMove()) {
                throw st.input("pressClock", by.key() + " does not have the move");
            }
            return ClockHandling.press(st, by, hand, handling); // 6.2.4: improperly, not yet a press that completes anything
        }
        List<Decision> out = new java.util.ArrayList<>(TimeDelay.press(st, by));
        out.addAll(completes(st, by, hands));
        out.addAll(ClockHandling.press(st, by, hand, handling));
        if (!st.game.over()) {
            out.addAll(IllegalPosition.afterCompletedMove(st));
        }
        return out;
    }

    private static List<Decision> completes(GameState st, Color by, int hands) {
        Clocks clocks = st.clocks;
        Color toMove = st.game.toMove();
        if (by == clocks.latePress() && clocks.awaiting() != by) {
            clocks.latePressed();
            if (by == toMove && !st.turn.showsOfficial(st.position()) && !st.turn.disturbedAfterMove()) {
                // 6.2.1: he has started his next move (which completes the unpressed one); this press completes it
                return IllegalMoves.completedWithoutMove(st, by, hands == 2);
            }
            // 6.2.2: the press after the opponent's reply completes his earlier move
            return periodBegins(st, by, lastMoveNumber(st, by));
        }
        if (clocks.awaiting() == by) {
            boolean promotion = clocks.awaitingMove().promotion() != null;
            boolean extras = st.turn.disturbedAfterMove();
            clocks.pressed();
            st.turn.undisturb();
            if (extras) {
                return IllegalMoves.actionAfterMade(st, by, hands == 2, promotion);
            }
            if (hands == 2) {
                return IllegalMoves.twoHands(st, by);
            }
            return periodBegins(st, by, lastMoveNumber(st, by));
        }
        if (clocks.awaiting() == null && clocks.latePress() == null && by == toMove) {
            List<Decision> step = MoveCompletion.kingStepAtPress(st); // a Chess960 king step left open (4.7.2)
            if (step == null) {
                return IllegalMoves.completedWithoutMove(st, by, hands == 2);
            }
            List<Decision> out = new ArrayList<>(step);
            if (st.game.over()) {
                clocks.pressed();
            } else {
                out.addAll(press(st, by, hands));
            }
            return out;
        }
        throw st.input("pressClock", by.key() + "'s clock is not running (" + clocks.running(toMove).key() + "'s is)");
    }

    /**
     * FIDE 6.2.1, 6.3.1, 6.3.2: the press completes move {@code number}: the increment is added, and when
     * the move completes a period, the next period's time — the time saved carries over. Decided only
     * for a period's time (an increment is every press's).
     */
    private static List<Decision> periodBegins(GameState st, Color by, int number) {
        java.time.Duration next = st.clocks.completeMove(by, number);
        if (next == null) {
            return List.of();
        }
        return List.of(Decision.of(DecisionCode.TIME_ADDED, by, List.of("6.3.1#h1", "6.3.2#h1"),
                Words.tr(by) + " " + number + ". hamlesini tamamladı ve bu dönemin hamlelerini bitirdi: yeni dönemin süresi ("
                        + Words.clock(next) + ") saatine eklenir; önceki dönemden artan süre de geçer.",
                Words.en(by) + " completed move " + number + " and with it the moves of the period: the next period's time ("
                        + Words.clock(next) + ") is added to " + Words.en(by) + "'s clock; the time saved carries over.")
                .about(by, next.getSeconds()));
    }

    /** The number of {@code by}'s last move made. */
    private static int lastMoveNumber(GameState st, Color by) {
        int n = st.position().fullmoveNumber();
        return by == Color.WHITE && st.game.toMove() == Color.BLACK ? n : n - 1;
    }
}
