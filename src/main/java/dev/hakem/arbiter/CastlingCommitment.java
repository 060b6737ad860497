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
            return new Duty(ObligationKind.CASTLE, king, -1, kingside, null, -1, List.of("4.7.2#h2"), Duty.Ground.KING_RELEASED);
        }
        if (MoveFacts.kingCanMove(p, king)) {
            return new Duty(ObligationKind.MOVE_KING, king, -1, null, null, -1, List.of("4.7.2#h3"), Duty.Ground.KING_RELEASED);
        }
        return new Duty(ObligationKind.ANY_MOVE, -1, -1, null, null, -1, List.of("4.7.2#h4"), Duty.Ground.KING_RELEASED);
    }
}
