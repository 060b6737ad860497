package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import dev.hakem.chess.Move;
import java.util.List;

/**
 * FIDE 7.5.1–7.5.4: a completed illegal move (or an act treated as one) as it went on the record —
 * what the offender did, where in the game it stands, how it is corrected and what the arbiter
 * says when he rules on it. Whether anybody has noticed it is {@link Unnoticed}'s business.
 *
 * @param kind      which of 7.5.1–7.5.4 it is
 * @param offender  the player who completed it
 * @param ply       the ply of the game history after the irregular action (the position it left
 *                  on the board); for a legal move made with two hands, the ply of that move
 * @param played    whether the irregular position went into the history (false only when the board
 *                  could not be a position, e.g. a king off the board: it is then corrected at once)
 * @param queen     for 7.5.2: the promotion to a queen that replaces it; else null
 * @param touched   the offender's pieces (and the opponent's he took) in the order touched, by their
 *                  squares before the action — what 4.3 makes of them for the replacing move (7.5.1#h4)
 * @param fixed     an obligation a ruling had fixed in the offender's turn before the action (4.7.2),
 *                  which still binds the replacing move; else null
 * @param articles  the provisions that make it an illegal move (7.5.1#h1 with the article of 3 it
 *                  breaks, 7.5.2#h1, 7.5.3, 7.5.4), for the ILLEGAL_MOVE decision
 * @param tr        the ILLEGAL_MOVE decision's reason in Turkish
 * @param en        the same in English
 * @param squares   the squares concerned, for diagrams
 */
record Irregularity(Kind kind, Color offender, int ply, boolean played, Move queen, List<Integer> touched,
                    Duty fixed, List<String> articles, String tr, String en, int[] squares) {

    /** FIDE 7.5.1–7.5.4 and their corrective action. */
    enum Kind {
        /** 7.5.1: a move the Laws do not allow (or a second action after the move was made); the position before it is reinstated. */
        ILLEGAL_MOVE,
        /** 7.5.2: a pawn moved to the last rank without a new piece; a queen replaces it. */
        UNFINISHED_PROMOTION,
        /** 7.5.3: the clock pressed without a move; the offender still has the move. */
        NO_MOVE,
        /** 7.5.4: a legal move made with two hands; it stands, only the penalty follows. */
        TWO_HANDS
    }

    Irregularity {
        touched = List.copyOf(touched);
        articles = List.copyOf(articles);
    }

    /** Whether correcting it takes the game back to the position before it (all but 7.5.4). */
    boolean undone() {
        return kind != Kind.TWO_HANDS;
    }
}
