package dev.hakem.chess.notation;

import dev.hakem.chess.CastlingMove;
import dev.hakem.chess.ChessException;
import dev.hakem.chess.Move;
import dev.hakem.chess.PieceType;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import dev.hakem.chess.Variant;
import java.util.List;

/**
 * UCI move notation: departure square, arrival square and, for a promotion, the lower-case English
 * letter of the new piece ("e2e4", "e7e8q"). Castling is the king's two-square move ("e1g1") in
 * the standard game and, in Chess960, the king taking its own rook ("e1h1", "b1a1"), as UCI
 * engines write it with UCI_Chess960 (Guidelines II.3).
 */
public final class Uci {
    private Uci() {
    }

    /** The UCI text of a move. */
    public static String write(Move move) {
        return move.uci();
    }

    /**
     * The legal move of the position a UCI text names; {@link ChessException} (with the column)
     * when the text is malformed or the move is not legal here. Upper case is accepted.
     */
    public static Move read(Position position, String text) {
        Move move = parse(text);
        List<Move> legal = position.legalMoves();
        if (legal.contains(move)) {
            return move;
        }
        if (move.promotion() == null) {
            for (Move m : legal) {
                if (m.from() == move.from() && m.to() == move.to()) {
                    throw new ChessException("\"" + text + "\": a pawn reaching the last rank must be replaced"
                            + " by a queen, rook, bishop or knight: add its letter (e.g. " + m.uci() + ")",
                            0, 5, "3.7.3.3");
                }
            }
        }
        for (Move m : legal) {
            CastlingMove c = position.castling(m);
            if (c == null || c.kingFrom() != move.from()) {
                continue;
            }
            if (position.variant() == Variant.CHESS960 && move.to() == c.kingTo()) {
                throw new ChessException("\"" + text + "\": in Chess960 castling is written as the king taking its own rook ("
                        + m.uci() + ")", 0, 3, "II.3");
            }
            if (position.variant() == Variant.STANDARD && move.to() == c.rookFrom()) {
                throw new ChessException("\"" + text + "\": castling is written as the king's two-square move ("
                        + m.uci() + "); the king taking its own rook is the Chess960 way", 0, 3, "3.8.2");
            }
        }
        throw new ChessException("\"" + text + "\": not a legal move here (" + position.sideToMove().english()
                + " to move)", 0, 1, "3.10.1");
    }

    /** The move a UCI text describes, without looking at any position (syntax only). */
    public static Move parse(String text) {
        if (text == null || text.isEmpty()) {
            throw new ChessException("empty UCI move", 0, 1, null);
        }
        if (text.length() < 4 || text.length() > 5) {
            throw new ChessException("\"" + text + "\": a UCI move is four or five characters (e2e4, e7e8q)",
                    0, Math.min(text.length(), 5) + (text.length() < 4 ? 1 : 0), null);
        }
        int from = square(text, 0);
        int to = square(text, 2);
        PieceType promotion = null;
        if (text.length() == 5) {
            switch (Character.toLowerCase(text.charAt(4))) {
                case 'q': promotion = PieceType.QUEEN; break;
                case 'r': promotion = PieceType.ROOK; break;
                case 'b': promotion = PieceType.BISHOP; break;
                case 'n': promotion = PieceType.KNIGHT; break;
                default:
                    throw new ChessException("\"" + text + "\": '" + text.charAt(4)
                            + "' is not a promotion letter (q, r, b, n)", 0, 5, null);
            }
        }
        if (from == to) {
            throw new ChessException("\"" + text + "\": departure and arrival are the same square", 0, 3, null);
        }
        return new Move(from, to, promotion);
    }

    private static int square(String text, int at) {
        char f = Character.toLowerCase(text.charAt(at));
        char r = text.charAt(at + 1);
        if (f < 'a' || f > 'h') {
            throw new ChessException("\"" + text + "\": '" + text.charAt(at) + "' is not a file (a-h)", 0, at + 1, null);
        }
        if (r < '1' || r > '8') {
            throw new ChessException("\"" + text + "\": '" + r + "' is not a rank (1-8)", 0, at + 2, null);
        }
        return Square.of(f - 'a', r - '1');
    }
}
