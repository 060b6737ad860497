package dev.hakem.arbiter;

import dev.hakem.chess.Move;
import dev.hakem.chess.PieceType;
import dev.hakem.chess.Position;
import dev.hakem.chess.RepetitionKey;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The positions of a game in the order they stood on the board, from the start (ply 0) to the
 * last move made (ply {@link #plies()}), with how often each had stood there by then (the
 * identity of FIDE 9.2.3) and whether its move was a capture or a pawn move. Read by
 * {@link GameEndings} for the rules engine and the audit alike; grown one move at a time, and cut
 * back only when a move is taken back (4.8).
 */
public final class GameHistory {
    private final List<Position> positions = new ArrayList<>();
    private final List<Move> moves = new ArrayList<>();
    private final List<Integer> occurrences = new ArrayList<>();
    private final List<Boolean> irreversible = new ArrayList<>();
    private final List<Boolean> irregular = new ArrayList<>();
    private final Map<RepetitionKey, Integer> seen = new HashMap<>();

    /** A history that starts at {@code start} (ply 0). */
    public GameHistory(Position start) {
        add(start, null, true);
    }

    /** Plays a legal move from the last position; returns the new position. */
    public Position play(Move m) {
        Position before = last();
        boolean irr = before.pieceAt(m.from()).type() == PieceType.PAWN || before.isCapture(m);
        Position after = before.play(m);
        add(after, m, irr);
        return after;
    }

    /**
     * FIDE 7.5.1, A.5.2: a position the board shows after an irregular action nobody corrected
     * (from {@link Position#afterIrregularAction}, arising from the last position), with the move
     * the board shows or null; returns it.
     */
    public Position playIrregular(Position after, Move m) {
        if (after.previous() != last()) {
            throw new IllegalArgumentException("the position does not arise from the last one");
        }
        add(after, m, after.halfmoveClock() == 0);
        irregular.set(irregular.size() - 1, true);
        return after;
    }

    private void add(Position p, Move m, boolean irr) {
        positions.add(p);
        moves.add(m);
        irreversible.add(irr);
        irregular.add(false);
        occurrences.add(seen.merge(p.repetitionKey(), 1, Integer::sum));
    }

    /** Cuts the history back to {@code plies} moves (a move taken back). */
    public void truncate(int plies) {
        while (plies() > plies) {
            int i = positions.size() - 1;
            seen.merge(positions.get(i).repetitionKey(), -1, Integer::sum);
            positions.remove(i);
            moves.remove(i);
            occurrences.remove(i);
            irreversible.remove(i);
            irregular.remove(i);
        }
    }

    /** The number of moves (half-moves) played since the start. */
    public int plies() {
        return positions.size() - 1;
    }

    /** The position at a ply (0: the start). */
    public Position position(int ply) {
        return positions.get(ply);
    }

    /** The last position. */
    public Position last() {
        return positions.get(positions.size() - 1);
    }

    /** The move that led to the position at {@code ply} (1 ≤ ply ≤ plies()). */
    public Move move(int ply) {
        return moves.get(ply);
    }

    /** FIDE 9.2.3: how many times the position at {@code ply} had stood on the board by then (1 for a first occurrence). */
    public int occurrences(int ply) {
        return occurrences.get(ply);
    }

    /** How many times a position with this key has stood on the board so far. */
    public int occurrences(RepetitionKey key) {
        return seen.getOrDefault(key, 0);
    }

    /**
     * FIDE 5.1.1#h3, 5.2.1#h2, 5.2.2#h2 with 7.5: whether the position at {@code ply} was left by an
     * irregular action (an illegal move that stood) — no ending arises from such a position.
     */
    public boolean irregular(int ply) {
        return irregular.get(ply);
    }

    /** Whether the move to {@code ply} was a capture or a pawn move (ply 0, the start, counts as one: nothing is known before it). */
    public boolean irreversible(int ply) {
        return irreversible.get(ply);
    }
}
