package dev.hakem.arbiter;

import dev.hakem.chess.Color;

/**
 * FIDE 6.2.1, 6.2.2 with 7.5.1–7.5.4: what a clock press completes (also a late press after
 * the opponent's reply, 6.2.2). After a made move with nothing
 * else disturbed it completes the move (the increment is added); after a second action on the
 * board (002-1), with two hands (7.5.4), without a move (7.5.3), with an unfinished promotion
 * (7.5.2) or with the board not showing any legal move (7.5.1) it completes an illegal move.
 */
final class ClockPress {
    private ClockPress() {
    }

    static void press(ArbiterSession s, Color by, int hands) {
        if (hands < 1 || hands > 2) {
            throw s.input("hands", "must be 1 or 2");
        }
        if (by == s.latePress && s.pendingPress != by) {
            s.latePress = null;
            if (by == s.pos.sideToMove() && !s.boardIsOfficial() && !s.pendingExtras) {
                // 6.2.1: he has started his next move (which completes the unpressed one); this press completes it
                IllegalMoves.completedWithoutMove(s, by, hands == 2);
            } else if (s.increment != null) {
                // 6.2.2: the press after the opponent's reply completes his earlier move
                s.addTime(by, s.increment.getSeconds());
            }
            return;
        }
        if (s.pendingPress == by) {
            boolean promotion = s.pendingMove.promotion() != null;
            boolean extras = s.pendingExtras;
            s.pendingPress = null;
            s.pendingMove = null;
            s.pendingExtras = false;
            if (extras) {
                IllegalMoves.actionAfterMade(s, by, hands == 2, promotion);
            } else if (hands == 2) {
                IllegalMoves.twoHands(s, by);
            } else if (s.increment != null) {
                s.addTime(by, s.increment.getSeconds());
            }
            return;
        }
        if (s.pendingPress == null && s.latePress == null && by == s.pos.sideToMove()) {
            IllegalMoves.completedWithoutMove(s, by, hands == 2);
            return;
        }
        Color running = s.latePress != null ? s.latePress : s.pendingPress != null ? s.pendingPress : s.pos.sideToMove();
        throw s.input("pressClock", by.key() + "'s clock is not running (" + running.key() + "'s is)");
    }
}
