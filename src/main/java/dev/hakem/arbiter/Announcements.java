package dev.hakem.arbiter;

import dev.hakem.chess.Move;
import java.util.ArrayList;
import java.util.List;

/**
 * Appendix D.2.1, D.2.3, D.2.8: the moves the player having the move has announced in this turn, in
 * order (the turn is known by the number of half-moves of the record; a new turn forgets them).
 */
final class Announcements {
    private int ply = -1;
    private final List<Move> said = new ArrayList<>();

    /** The player announced {@code m} in the turn after {@code plies} half-moves. */
    void said(int plies, Move m) {
        if (plies != ply) {
            ply = plies;
            said.clear();
        }
        said.add(m);
    }

    /** The last move announced in this turn, or null. */
    Move last(int plies) {
        return plies == ply && !said.isEmpty() ? said.get(said.size() - 1) : null;
    }

    /** FIDE D.2.8: whether a different move was announced before the last one in this turn (a slip corrected). */
    boolean corrected(int plies) {
        Move last = last(plies);
        return last != null && said.stream().anyMatch(m -> !m.equals(last));
    }
}
