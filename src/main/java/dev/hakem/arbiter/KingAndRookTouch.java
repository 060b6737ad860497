package dev.hakem.arbiter;

import dev.hakem.chess.Move;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import java.util.List;

/**
 * FIDE 4.4.1–4.4.3: touching the king and a rook. King first (or together): castle on that side
 * if legal (4.4.1), else another legal king move (4.4.3), else any move (4.4.3#h2). Rook first:
 * no castling on that side on this move (4.4.2), and 4.3.1 applies to the touched pieces. In
 * Chess960 the side is the side of the king the rook stands on (Guidelines II.3.2.6: g-side, c-side).
 */
final class KingAndRookTouch {
    private KingAndRookTouch() {
    }

    static Duty duty(Position p, int king, int rook, boolean kingFirst) {
        boolean kingside = Square.file(rook) > Square.file(king);
        if (kingFirst) {
            Move castle = MoveFacts.castlingMove(p, kingside);
            if (castle != null && p.isLegal(castle)) {
                return Duty.touch(ObligationKind.CASTLE, king, -1, kingside, -1, List.of("4.4.1"));
            }
            if (MoveFacts.kingCanMove(p, king)) {
                return Duty.of(ObligationKind.MOVE_KING, king, List.of("4.4.3#h1"));
            }
            return Duty.of(ObligationKind.ANY_MOVE, -1, List.of("4.4.3#h2"));
        }
        for (int sq : new int[] {rook, king}) {
            for (Move m : p.legalMoves()) {
                boolean forbidden = MoveFacts.isCastling(p, m)
                        && (Square.file(m.to()) > Square.file(m.from())) == kingside;
                if (m.from() == sq && !forbidden) {
                    return Duty.touch(ObligationKind.MOVE_PIECE, sq, -1, null, rook, List.of("4.4.2#h1", "4.4.2#h2", "4.3.1"));
                }
            }
        }
        return Duty.touch(ObligationKind.ANY_MOVE, -1, -1, null, rook, List.of("4.4.2#h1", "4.5"));
    }
}
