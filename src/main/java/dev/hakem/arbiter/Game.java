package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import dev.hakem.chess.Move;
import dev.hakem.chess.Position;
import dev.hakem.chess.RepetitionKey;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The game record: the official position (the last move <em>made</em>, FIDE 4.7) with its
 * history (repetitions, 9.2.3; the 50/75-move count), the ending once the game is over, and the
 * completed illegal moves per player (7.5.5). Invariants: the position is always the last of the
 * history; once ended, the ending never changes; illegal-move counts only grow.
 */
final class Game {
    private final GameHistory history;
    private final EnumMap<Color, Integer> illegal = new EnumMap<>(Color.class);
    private GameEndings.Ending ending;

    Game(Position start, Map<Color, Integer> illegalMoves) {
        this.history = new GameHistory(start);
        for (Color c : Color.values()) {
            Integer n = illegalMoves == null ? null : illegalMoves.get(c);
            illegal.put(c, n == null ? 0 : n);
        }
    }

    /** The official position. */
    Position position() {
        return history.last();
    }

    Color toMove() {
        return history.last().sideToMove();
    }

    GameHistory history() {
        return history;
    }

    /** Makes a legal move official. */
    Position play(Move m) {
        return history.play(m);
    }

    /** A point of the record to come back to (a move taken back under 4.8). */
    record Mark(int plies) {
    }

    Mark mark() {
        return new Mark(history.plies());
    }

    /** FIDE 4.8: the moves made since the mark are taken back. */
    void reinstate(Mark before) {
        history.truncate(before.plies());
    }

    /** FIDE 9.2.3: how many times the position with this key has stood on the board. */
    int occurrences(RepetitionKey key) {
        return history.occurrences(key);
    }

    /** Ends the game; an ended game is never ended again. */
    void end(GameEndings.Ending e) {
        if (ending != null) {
            throw new IllegalStateException("the game already ended: " + ending);
        }
        ending = e;
    }

    /** Ends the game at the current position. */
    void end(Termination t, GameResult r, List<String> articles) {
        end(new GameEndings.Ending(t, r, history.plies(), articles));
    }

    boolean over() {
        return ending != null;
    }

    /** The ending, or null while the game goes on. */
    GameEndings.Ending ending() {
        return ending;
    }

    GameResult result() {
        return ending == null ? GameResult.ONGOING : ending.result();
    }

    /** FIDE 7.5.5: counts one more completed illegal move of {@code c}; returns how many there are now. */
    int countIllegal(Color c) {
        return illegal.merge(c, 1, Integer::sum);
    }

    Map<Color, Integer> illegalMoves() {
        return Collections.unmodifiableMap(new EnumMap<>(illegal));
    }

    /** FIDE 5.2.3: the moves both players have made (4.7), pressed or not. */
    int movesMadeByBoth() {
        return position().fullmoveNumber() - 1;
    }
}
