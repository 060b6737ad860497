package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import dev.hakem.chess.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The order of the endings that need no claim — one place for the rules engine and the audit.
 *
 * <p>The settled reading: checkmate (5.1.1), stalemate (5.2.1) and a dead position (5.2.2) end
 * the game immediately; so do the fifth occurrence of a position (9.6.1) and the 75th move of
 * each player without capture or pawn move (9.6.2) — 6.2.1.1 lists 9.6.1 and 9.6.2 among the
 * provisions under which a move ends the game. So the first of these in a game's history is the
 * ending that holds, even when nobody noticed it and play went on: a later checkmate,
 * resignation, agreement, flag fall or second illegal move does not change it. The one exception
 * is written in 9.6.2 itself: when the move that completes the 75-move series gives checkmate,
 * the checkmate prevails. At one position the order is checkmate, stalemate, dead position,
 * fivefold, 75 moves. (Commentary case 004-8 reads 9.6 otherwise, as yielding to a later Article 5
 * ending; the specification marks it as a divergence.)
 */
public final class GameEndings {
    private GameEndings() {
    }

    /**
     * An ending of a game.
     *
     * @param termination how it ended
     * @param result      the result it gives
     * @param ply         the ply of the history at which it happened (0: the start position)
     * @param articles    the provisions that decide it
     */
    public record Ending(Termination termination, GameResult result, int ply, List<String> articles) {
        public Ending {
            articles = List.copyOf(articles);
        }
    }

    /** FIDE 5.2.2: whether the position at a ply of the history is proved dead (the caller chooses the effort). */
    @FunctionalInterface
    public interface DeadTest {
        boolean proved(GameHistory h, int ply);
    }

    /**
     * The first ending that needs no claim among the positions at plies {@code from} to the last
     * of the history, or empty when none: the ending that holds over anything that came later.
     */
    public static Optional<Ending> first(GameHistory h, int from, DeadTest dead) {
        for (int ply = Math.max(0, from); ply <= h.plies(); ply++) {
            Ending e = at(h, ply, dead);
            if (e != null) {
                return Optional.of(e);
            }
        }
        return Optional.empty();
    }

    /** The ending at one position of the history, in the order of the class comment, or null. */
    private static Ending at(GameHistory h, int ply, DeadTest dead) {
        if (h.irregular(ply)) {
            return null; // only a move that complied with the Laws ends the game (5.1.1#h3, 5.2.1#h2, 5.2.2#h2)
        }
        Position p = h.position(ply);
        Color mover = p.sideToMove().opposite();
        if (p.isCheckmate()) {
            List<String> a = new ArrayList<>(List.of("5.1.1#h1", "5.1.1#h2"));
            if (QuietMoves.seventyFiveComplete(p)) {
                a.add("9.6.2#h2");
            }
            return new Ending(Termination.CHECKMATE, GameResult.winFor(mover), ply, a);
        }
        if (p.isStalemate()) {
            return new Ending(Termination.STALEMATE, GameResult.DRAW, ply, List.of("5.2.1#h1", "5.2.1#h2"));
        }
        if (dead.proved(h, ply)) {
            return new Ending(Termination.DEAD_POSITION, GameResult.DRAW, ply, List.of("5.2.2#h1", "5.2.2#h2"));
        }
        if (Repetition.automatic(h.occurrences(ply))) {
            return new Ending(Termination.FIVEFOLD, GameResult.DRAW, ply, List.of("9.6.1", "9.2.3#h1"));
        }
        if (QuietMoves.seventyFiveComplete(p)) {
            return new Ending(Termination.SEVENTY_FIVE_MOVES, GameResult.DRAW, ply, List.of("9.6.2#h1"));
        }
        return null;
    }
}
