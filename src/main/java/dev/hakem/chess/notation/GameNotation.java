package dev.hakem.chess.notation;

import dev.hakem.chess.ChessException;
import dev.hakem.chess.Legality;
import dev.hakem.chess.Move;
import dev.hakem.chess.Position;
import dev.hakem.chess.PieceType;
import dev.hakem.chess.Square;
import java.util.List;

/**
 * FIDE C.2–C.3: which language a game's notation is written in — the project's one settled
 * reading, used by every reader (case files, PGN, the CLI).
 *
 * <p>A game's notation is one language. When it is declared (a case's {@code notation}, the CLI's
 * {@code --notation}), every token is read in it: a token that is illegal in that language is an
 * illegal move, never a move of the other language. When it is not declared, the letters the game
 * itself uses fix it: Q R B N occur only in English, Ş V F A only in Turkish; a game showing both is
 * an input error naming the two tokens. A PGN record is English (its standard) unless its letters
 * show Turkish. Where only the shared letter K has been seen (the king in English, the rook — kale —
 * in Turkish), legality never picks the language: a token is read in one language only when the
 * other one cannot mean any move at all (no piece of that kind could go to that square); when both
 * could, the token is refused with a request to say which notation the game uses.
 */
public final class GameNotation {
    private GameNotation() {
    }

    /**
     * The language whose own letter stands at {@code i} (Q R B N English; Ş, also as S with a
     * combining cedilla, V F A Turkish), or null for a letter both share (K) or no piece letter.
     */
    public static Notation ownerAt(CharSequence s, int i) {
        char c = s.charAt(i);
        if (c == 'S' && i + 1 < s.length() && s.charAt(i + 1) == '\u0327') {
            c = '\u015E';
        }
        return Notation.ENGLISH.ownsLetter(c) ? Notation.ENGLISH : Notation.TURKISH.ownsLetter(c) ? Notation.TURKISH : null;
    }

    /**
     * C.3: the language the written moves of one game show by their own letters, or null when none
     * shows it (only pawn moves, castling and K). A game that shows both is an input error naming
     * the first token of each.
     */
    public static Notation ofTokens(List<String> tokens) {
        Notation seen = null;
        String first = null;
        for (String t : tokens) {
            if (t == null) {
                continue;
            }
            for (int i = 0; i < t.length(); i++) {
                Notation n = ownerAt(t, i);
                if (n == null) {
                    continue;
                }
                if (seen == null) {
                    seen = n;
                    first = t;
                } else if (n != seen) {
                    throw new ChessException("the moves mix the two notations: \"" + first + "\" is written in "
                            + name(seen) + " letters and \"" + t + "\" in " + name(n)
                            + " letters; a game's notation is one language", 0, 0, "C.3");
                }
            }
        }
        return seen;
    }

    /**
     * C.2–C.3, a game whose language is neither declared nor shown by its letters: the language a
     * token is read in — null when its letters do not tell (no piece letter, or a letter of one
     * language only); the language of the only reading that can mean a move (a piece of that kind
     * could go to that square, or failing that in both, there is only one such piece); an error
     * asking for the notation when both readings can.
     */
    public static Notation forToken(Position p, SanShape shape, CharSequence token) {
        boolean shared = shape.castling() == 0 && (shape.pieceLetter() == 'K' || shape.promotionLetter() == 'K');
        if (!shared) {
            return null;
        }
        Move en = meant(p, shape, Notation.ENGLISH, false);
        Move tr = meant(p, shape, Notation.TURKISH, false);
        if (en == null && tr == null) {
            en = meant(p, shape, Notation.ENGLISH, true);
            tr = meant(p, shape, Notation.TURKISH, true);
        }
        if (en != null && tr != null) {
            throw new ChessException("\"" + token + "\": the letter K is the king in English and the rook in Turkish, "
                    + "and here it could be " + describe(p, en) + " or " + describe(p, tr)
                    + "; say which notation the game uses (English or Turkish)", 0, 1, "C.3");
        }
        return en != null ? Notation.ENGLISH : tr != null ? Notation.TURKISH : null;
    }

    /**
     * A move the token could mean in these letters, legal or not: a piece of that kind that could go
     * to the square (or, with {@code onlyPiece}, the only piece of that kind there is); null when none.
     */
    static Move meant(Position p, SanShape shape, Notation n, boolean onlyPiece) {
        PieceType type = shape.pieceLetter() == '\0' ? PieceType.PAWN : n.pieceOf(shape.pieceLetter());
        PieceType promo = shape.promotionLetter() == '\0' ? null : n.pieceOf(shape.promotionLetter());
        if (type == null || shape.promotionLetter() != '\0' && promo == null) {
            return null;
        }
        List<Integer> from = Legality.candidates(p, type, onlyPiece ? Square.NONE : shape.to(), shape.fromFile(),
                shape.fromRank());
        if (onlyPiece && from.size() != 1 || from.isEmpty()) {
            return null;
        }
        return new Move(from.get(0), shape.to(), promo);
    }

    private static String describe(Position p, Move m) {
        return "the " + p.pieceAt(m.from()).type().englishName() + " " + Square.name(m.from()) + "-" + Square.name(m.to())
                + (m.promotion() == null ? "" : "=" + m.promotion().englishName());
    }

    /** The language's name in English. */
    public static String name(Notation n) {
        return n == Notation.ENGLISH ? "English" : "Turkish";
    }
}
