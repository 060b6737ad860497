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
 * history (repetitions, 9.2.3; the 50/75-move count), the ending once the game is over, the score
 * (10.1, 10.2: what each player takes from the game, which the arbiter may set otherwise than the
 * board's result — 8.7, 11.7, 11.8, 12.9.4–12.9.6), and the completed illegal moves per player
 * (7.5.5). Invariants: the position is always the last of the history; once ended, the ending
 * never changes; a score exists only for an ended game and always respects 10.2; illegal-move
 * counts only grow.
 */
final class Game {
    private final GameHistory history;
    private final EnumMap<Color, Integer> illegal = new EnumMap<>(Color.class);
    private GameEndings.Ending ending;
    private GameScore score;

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

    /** FIDE 7.5.1: the game goes back to the position at {@code plies} (the moves after it are void). */
    void backTo(int plies) {
        history.truncate(plies);
    }

    /** FIDE 7.5, A.5.2: a position left by an irregular action nobody corrected becomes the game's. */
    Position playIrregular(Position after, Move shown) {
        return history.playIrregular(after, shown);
    }

    /** FIDE 4.8: the moves made since the mark are taken back. */
    void reinstate(Mark before) {
        history.truncate(before.plies());
    }

    /** FIDE 9.2.3: how many times the position with this key has stood on the board. */
    int occurrences(RepetitionKey key) {
        return history.occurrences(key);
    }

    /** Ends the game; an ended game is never ended again. The score is the ending's result (none for "*"). */
    void end(GameEndings.Ending e) {
        if (ending != null) {
            throw new IllegalStateException("the game already ended: " + ending);
        }
        ending = e;
        score = GameScore.of(e.result());
    }

    /** The score of the ended game, or null (the game goes on, or was annulled). */
    GameScore score() {
        return score;
    }

    /** FIDE 8.7, 11.7, 11.8, 12.9.4–12.9.6: the score set otherwise than by the board (10.2 holds by construction). */
    void score(GameScore s) {
        if (ending == null) {
            throw new IllegalStateException("no score before the game has ended");
        }
        score = s;
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

    /** The result as written: from the score; "*" while the game goes on or a score is undecided. */
    GameResult result() {
        return score == null ? GameResult.ONGOING : score.result();
    }

    /** FIDE 7.5.5: counts one more completed illegal move of {@code c}; returns how many there are now. */
    int countIllegal(Color c) {
        return illegal.merge(c, 1, Integer::sum);
    }

    Map<Color, Integer> illegalMoves() {
        return Collections.unmodifiableMap(new EnumMap<>(illegal));
    }

    /**
     * FIDE A.5.1, 6.4: the moves {@code c} has completed since the start of the game (the move numbers
     * of the record; a move made whose press is still due, {@code pressDue}, does not count yet).
     */
    int movesCompleted(Color c, boolean pressDue) {
        Position p = position();
        int n = p.fullmoveNumber() - 1 + (c == Color.WHITE && p.sideToMove() == Color.BLACK ? 1 : 0);
        return pressDue ? n - 1 : n;
    }

    /** A.5.1: whether each player has completed at least {@code n} moves. */
    boolean eachCompleted(int n, Clocks clocks) {
        return movesCompleted(Color.WHITE, clocks.pressDue(Color.WHITE)) >= n
                && movesCompleted(Color.BLACK, clocks.pressDue(Color.BLACK)) >= n;
    }

    /** FIDE 5.2.3: the moves both players have made (4.7), pressed or not. */
    int movesMadeByBoth() {
        return position().fullmoveNumber() - 1;
    }
}
