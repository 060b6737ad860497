package dev.hakem.arbiter;

import dev.hakem.chess.ChessException;
import dev.hakem.chess.Move;
import dev.hakem.chess.PieceType;
import dev.hakem.chess.Position;
import dev.hakem.chess.notation.MoveInput;
import dev.hakem.chess.notation.Notation;
import dev.hakem.chess.pgn.PgnGame;
import dev.hakem.chess.pgn.PgnReader;
import java.util.Locale;

/**
 * The moves of a case, read by the chess core's one reader: a single move with
 * {@link MoveInput#read} (UCI, or SAN in English or Turkish letters), the "moves" text with
 * {@link PgnReader#readMovetext} (move numbers and a result allowed; errors give line and column).
 */
final class MoveText {
    private MoveText() {
    }

    /**
     * The movetext read from {@code start} (its moves, and the letters it turned out to use). They are the
     * moves played so far: a result other than "*" is refused, as how the game ended is an event of the case.
     */
    static PgnGame movetext(Position start, String text) {
        return PgnReader.readMovetext(start, text, true);
    }

    /** The legal move a token names, in the given letters (null: either). */
    static Move parse(Position p, String text, Notation letters) {
        return letters == null ? MoveInput.read(p, text) : MoveInput.read(p, text, letters);
    }

    /** The move a token means, legal or not (what was written or done), or null when it is no move at all. */
    static Move observed(Position p, String text) {
        try {
            return MoveInput.readObserved(p, text);
        } catch (ChessException e) {
            return null;
        }
    }

    /**
     * The piece for a promotion letter in English (Q R B N) or Turkish (V K F A) letters: "K"
     * can only mean the Turkish kale here, as no pawn becomes a king. Null when it names none.
     */
    static PieceType promotionPiece(String letter) {
        if (letter == null || letter.strip().length() != 1) {
            return null;
        }
        char c = letter.strip().toUpperCase(Locale.ROOT).charAt(0);
        PieceType t = Notation.ENGLISH.pieceOf(c);
        if (t == null || t == PieceType.KING) {
            t = Notation.TURKISH.pieceOf(c);
        }
        return t == PieceType.KING ? null : t;
    }
}
