package dev.hakem.arbiter;

import dev.hakem.chess.Move;
import dev.hakem.chess.Piece;
import dev.hakem.chess.PieceType;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;

/** Facts about a move in a position that the procedure rules need (castling, capture square). */
final class MoveFacts {
    private MoveFacts() {
    }

    /** FIDE 3.8.2: castling is the king's move two squares along its rank. */
    static boolean isCastling(Position p, Move m) {
        Piece piece = p.pieceAt(m.from());
        return piece != null && piece.type() == PieceType.KING
                && Square.rank(m.from()) == Square.rank(m.to())
                && Math.abs(Square.file(m.to()) - Square.file(m.from())) == 2;
    }

    /** The square of the piece the move captures (the passed pawn's square for en passant), or -1. */
    static int capturedSquare(Position p, Move m) {
        Piece target = p.pieceAt(m.to());
        if (target != null) {
            return m.to();
        }
        Piece piece = p.pieceAt(m.from());
        if (piece != null && piece.type() == PieceType.PAWN && Square.file(m.from()) != Square.file(m.to())) {
            return Square.of(Square.file(m.to()), Square.rank(m.from()));
        }
        return -1;
    }

    /** The castling king move toward a rook square: e1→g1 for h1, e1→c1 for a1. */
    static Move castlingMove(int kingSquare, boolean kingside) {
        return Move.of(kingSquare, kingSquare + (kingside ? 2 : -2));
    }

    /** Whether the king (on {@code kingSquare}) has any legal move, castling included. */
    static boolean kingCanMove(Position p, int kingSquare) {
        for (Move m : p.legalMoves()) {
            if (m.from() == kingSquare) {
                return true;
            }
        }
        return false;
    }
}
