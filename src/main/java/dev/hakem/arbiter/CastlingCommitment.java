package dev.hakem.arbiter;

import dev.hakem.chess.CastlingMove;
import dev.hakem.chess.CastlingSide;
import dev.hakem.chess.Color;
import dev.hakem.chess.Move;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import dev.hakem.chess.Variant;
import java.util.List;

/**
 * FIDE 4.7.2: once the king alone has been released on its castling square the move is not yet
 * made, but the player is bound to castle on that side if legal (#h2), else to make another legal
 * king move, castling on the other side included (#h3), else any legal move (#h4). In Chess960 the
 * castling square is g1/c1 (g8/c8) whatever the king's start (Guidelines II.3.2.6), when the king
 * does not reach it by an ordinary king move. A Chess960 king whose castling step is one square
 * stands, once released there, where both that king move and castling would put it: the move is
 * not made until the rook reaches its castling square (castling, #h1) or the clock is pressed
 * (the king move) — {@link #stepOrCastling}.
 */
final class CastlingCommitment {
    private CastlingCommitment() {
    }

    /**
     * FIDE 4.7.2 (with II.3.2.6 in Chess960): whether the king, on {@code king} in the official
     * position, released on {@code releasedOn} stands on its castling square: e1/e8 to g or c in the
     * standard game; in Chess960 from its first rank to g or c more than one square away (one
     * square is an ordinary king move, 3.8.1).
     */
    static boolean onCastlingSquare(Position p, int king, int releasedOn) {
        if (Square.rank(releasedOn) != Square.rank(king)) {
            return false;
        }
        if (p.variant() == Variant.STANDARD) {
            int home = p.sideToMove() == Color.WHITE ? Square.E1 : Square.E8;
            return king == home && (releasedOn == home + 2 || releasedOn == home - 2);
        }
        int backRank = p.sideToMove() == Color.WHITE ? 0 : 7;
        int file = Square.file(releasedOn);
        return Square.rank(king) == backRank && (file == 2 || file == 6)
                && Math.abs(file - Square.file(king)) >= 2;
    }

    /**
     * FIDE 4.7.2#h1–#h2 read for Chess960 (Guidelines II.3.1): the castling that the king move
     * {@code m} — one square along the first rank onto its castling square, g1/c1 (g8/c8) — may be
     * the first part of, when that castling is legal and moves the rook; else null (the release is
     * then simply the king move, 4.7).
     *
     * <p>The settled reading for Chess960 (one place: the completion of a move, the arbiter's
     * examination and the board's actions ask this): the one-square step is not yet a move; the rook
     * put on its castling square makes it castling, the clock pressed first makes it the king move.
     * An announcement (II.3.2.7) is no condition.
     */
    static Move stepOrCastling(Position p, Move m) {
        if (p.variant() != Variant.CHESS960 || MoveFacts.isCastling(p, m)) {
            return null;
        }
        int king = p.kingSquare(p.sideToMove());
        int file = Square.file(m.to());
        if (m.from() != king || Square.rank(m.to()) != Square.rank(king) || Math.abs(file - Square.file(king)) != 1
                || file != 2 && file != 6) {
            return null;
        }
        Move castle = p.castlingMove(file == 6 ? CastlingSide.G_SIDE : CastlingSide.C_SIDE);
        if (castle == null || !p.isLegal(castle)) {
            return null;
        }
        CastlingMove c = p.castling(castle);
        return c.kingTo() == m.to() && c.rookFrom() != c.rookTo() ? castle : null;
    }

    static Duty duty(Position p, int king, int releasedOn) {
        boolean kingside = Square.file(releasedOn) > Square.file(king);
        Move castle = MoveFacts.castlingMove(p, kingside);
        if (castle != null && p.isLegal(castle)) {
            return new Duty(ObligationKind.CASTLE, king, -1, kingside, null, -1, List.of("4.7.2#h2"), Duty.Ground.KING_RELEASED);
        }
        if (MoveFacts.kingCanMove(p, king)) {
            return new Duty(ObligationKind.MOVE_KING, king, -1, null, null, -1, List.of("4.7.2#h3"), Duty.Ground.KING_RELEASED);
        }
        return new Duty(ObligationKind.ANY_MOVE, -1, -1, null, null, -1, List.of("4.7.2#h4"), Duty.Ground.KING_RELEASED);
    }
}
