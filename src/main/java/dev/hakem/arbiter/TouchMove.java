package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import dev.hakem.chess.Move;
import dev.hakem.chess.Piece;
import dev.hakem.chess.PieceType;
import dev.hakem.chess.Position;
import java.util.List;

/**
 * FIDE 4.3.1–4.3.3 and 4.5: which move the player having the move owes after deliberately
 * touching pieces. Touches are the original squares in the order they were touched.
 */
final class TouchMove {
    private TouchMove() {
    }

    /** The obligation created by the touches, or null when nothing was touched. */
    static Duty duty(Position p, List<Integer> touches) {
        if (touches.isEmpty()) {
            return null;
        }
        Color me = p.sideToMove();
        int king = -1;
        int rook = -1;
        int firstOwn = -1;
        int firstEnemy = -1;
        for (int i = 0; i < touches.size(); i++) {
            Piece piece = p.pieceAt(touches.get(i));
            if (piece.color() == me) {
                if (firstOwn < 0) {
                    firstOwn = touches.get(i);
                }
                if (piece.type() == PieceType.KING && king < 0) {
                    king = i;
                }
                if (piece.type() == PieceType.ROOK && rook < 0) {
                    rook = i;
                }
            } else if (firstEnemy < 0) {
                firstEnemy = touches.get(i);
            }
        }
        List<Move> legal = p.legalMoves();
        int firstEnemyIndex = firstEnemy < 0 ? -1 : touches.indexOf(firstEnemy);
        if (king >= 0 && rook >= 0 && firstEnemyIndex >= 0 && firstEnemyIndex < Math.max(king, rook)) {
            // an opponent's piece touched before the king-and-rook touch was complete: 4.3.3 decides
            return bothColours(p, touches, legal, firstOwn, firstEnemy);
        }
        if (king >= 0 && rook >= 0) {
            // 4.3.1 first: an own piece touched before the king and the rook that can move must move
            for (int i = 0; i < Math.min(king, rook); i++) {
                int sq = touches.get(i);
                if (p.pieceAt(sq).color() == me) {
                    Duty d = usable(p, legal, sq, "4.3.1");
                    if (d != null) {
                        return d;
                    }
                }
            }
            return KingAndRookTouch.duty(p, touches.get(king), touches.get(rook), king < rook);
        }
        if (firstOwn >= 0 && firstEnemy >= 0) {
            return bothColours(p, touches, legal, firstOwn, firstEnemy);
        }
        String article = firstOwn >= 0 ? "4.3.1" : "4.3.2";
        for (int sq : touches) {
            Duty d = usable(p, legal, sq, article);
            if (d != null) {
                return d;
            }
        }
        return Duty.of(ObligationKind.ANY_MOVE, -1, List.of(article, "4.5"));
    }

    /** FIDE 4.3.3: the first touched enemy piece must be taken by the first touched own piece, else 4.3.3#h2. */
    private static Duty bothColours(Position p, List<Integer> touches, List<Move> legal, int own, int enemy) {
        for (Move m : legal) {
            if (m.from() == own && MoveFacts.capturedSquare(p, m) == enemy) {
                return Duty.touch(ObligationKind.CAPTURE_PIECE, enemy, own, null, -1, List.of("4.3.3#h1"));
            }
        }
        for (int sq : touches) {
            Duty d = usable(p, legal, sq, "4.3.3#h2");
            if (d != null) {
                return d;
            }
        }
        return Duty.of(ObligationKind.ANY_MOVE, -1, List.of("4.3.3#h2", "4.5"));
    }

    /** The duty to move (own) or capture (enemy) the piece on sq, if that is possible. */
    private static Duty usable(Position p, List<Move> legal, int sq, String article) {
        boolean own = p.pieceAt(sq).color() == p.sideToMove();
        for (Move m : legal) {
            if (own ? m.from() == sq || MoveFacts.castlesWithRook(p, m, sq) : MoveFacts.capturedSquare(p, m) == sq) {
                return Duty.of(own ? ObligationKind.MOVE_PIECE : ObligationKind.CAPTURE_PIECE, sq, List.of(article));
            }
        }
        return null;
    }
}
