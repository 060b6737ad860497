package dev.hakem.arbiter;

import dev.hakem.chess.Move;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import java.util.List;

/**
 * FIDE 4.7.2: once the king alone has been released on its castling square the move is not yet
 * made, but the player is bound to castle on that side if legal (#h2), else to make another legal
 * king move, castling on the other side included (#h3), else any legal move (#h4).
 */
final class CastlingCommitment {
    private CastlingCommitment() {
    }

    static Duty duty(Position p, int king, int releasedOn) {
        boolean kingside = Square.file(releasedOn) > Square.file(king);
        Move castle = MoveFacts.castlingMove(king, kingside);
        if (p.isLegal(castle)) {
            return new Duty("castle", king, -1, kingside, null, -1, List.of("4.7.2#h2"));
        }
        if (MoveFacts.kingCanMove(p, king)) {
            return Duty.of("move-king", king, List.of("4.7.2#h3"));
        }
        return Duty.of("any-move", -1, List.of("4.7.2#h4"));
    }
}
