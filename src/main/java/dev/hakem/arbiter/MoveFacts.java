package dev.hakem.arbiter;

import dev.hakem.chess.CastlingMove;
import dev.hakem.chess.CastlingSide;
import dev.hakem.chess.Move;
import dev.hakem.chess.Piece;
import dev.hakem.chess.PieceType;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import dev.hakem.chess.Variant;

/** Facts about a move in a position that the procedure rules need (castling, capture square). */
final class MoveFacts {
    private MoveFacts() {
    }

    /**
     * FIDE 3.8.2: castling is the king's move two squares along its rank; in Chess960 (Guidelines
     * II.3) it is written as the king taking its own rook, since the king may move zero or one square.
     */
    static boolean isCastling(Position p, Move m) {
        Piece piece = p.pieceAt(m.from());
        if (piece == null || piece.type() != PieceType.KING || Square.rank(m.from()) != Square.rank(m.to())) {
            return false;
        }
        if (p.variant() == Variant.CHESS960) {
            Piece target = p.pieceAt(m.to());
            return target != null && target.color() == piece.color() && target.type() == PieceType.ROOK;
        }
        return Math.abs(Square.file(m.to()) - Square.file(m.from())) == 2;
    }

    /**
     * Whether the legal move castles with the rook that stands on {@code rook}.
     *
     * <p>The settled reading for Chess960 (one place: {@link Duty#permits} and {@link TouchMove} ask
     * this): castling moves its rook (3.8.2: "a move of the king and either rook"), so a player who
     * touched only that rook moves the touched piece by castling with it (4.3.1) — which is how a
     * rook-move-only castling (Guidelines II.3.2.4) can be made at all. Touching the rook and then
     * the king still forbids castling on that side on that move (4.4.2); in the standard game the
     * king is always touched when castling, so nothing changes there.
     */
    static boolean castlesWithRook(Position p, Move m, int rook) {
        CastlingMove c = p.castling(m);
        return c != null && c.rookFrom() == rook;
    }

    /** The square of the piece the move captures (the passed pawn's square for en passant), or -1. */
    static int capturedSquare(Position p, Move m) {
        Piece target = p.pieceAt(m.to());
        if (isCastling(p, m)) {
            return -1; // Chess960 castling is written onto the own rook's square (II.3): no capture
        }
        if (target != null) {
            return m.to();
        }
        Piece piece = p.pieceAt(m.from());
        if (piece != null && piece.type() == PieceType.PAWN && Square.file(m.from()) != Square.file(m.to())) {
            return Square.of(Square.file(m.to()), Square.rank(m.from()));
        }
        return -1;
    }

    /**
     * The castling move on that side as the game writes it: e1g1 / e1c1 in the standard game, the
     * king taking that side's castling rook in Chess960 (II.3); null when there is no rook to castle with.
     */
    static Move castlingMove(Position p, boolean kingside) {
        return p.castlingMove(kingside ? CastlingSide.G_SIDE : CastlingSide.C_SIDE);
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
