package dev.hakem.chess.notation;

import dev.hakem.chess.PieceType;
import java.util.Locale;
import java.util.Set;

/**
 * FIDE C.2–C.3: the letters that name the pieces in algebraic notation. English uses K Q R B N;
 * Turkish uses Ş V K F A (şah, vezir, kale, fil, at) — so the letter K is the king in English
 * and the rook in Turkish. Pawns carry no letter in either (C.4).
 */
public enum Notation {
    ENGLISH,
    TURKISH;

    /** Both sets of letters: a reader that decides per token (or per game) from the letters present. */
    public static final Set<Notation> EITHER = Set.of(ENGLISH, TURKISH);

    /**
     * The notation a user names: "en", "english", "tr", "turkish", "türkçe", "turkce" (any case,
     * locale-independent); null when the name is none of these.
     */
    public static Notation parse(String name) {
        if (name == null) {
            return null;
        }
        switch (name.strip().toLowerCase(Locale.ROOT)) {
            case "en": case "eng": case "english": case "ingilizce": case "i\u0307ngilizce":
                return ENGLISH;
            case "tr": case "turkish": case "t\u00fcrk\u00e7e": case "turkce":
                return TURKISH;
            default:
                return null;
        }
    }

    /** The letter of a piece kind; '\0' for the pawn (C.4). */
    public char letter(PieceType type) {
        if (type == PieceType.PAWN) {
            return '\0';
        }
        return this == ENGLISH ? type.englishLetter() : type.turkishLetter();
    }

    /**
     * The piece kind a capital letter names in this notation, or null when the letter names none.
     * Case-sensitive on purpose: lower-case a–h are files.
     */
    public PieceType pieceOf(char c) {
        if (this == ENGLISH) {
            switch (c) {
                case 'K': return PieceType.KING;
                case 'Q': return PieceType.QUEEN;
                case 'R': return PieceType.ROOK;
                case 'B': return PieceType.BISHOP;
                case 'N': return PieceType.KNIGHT;
                default: return null;
            }
        }
        switch (c) {
            case '\u015E': return PieceType.KING;   // Ş
            case 'V': return PieceType.QUEEN;
            case 'K': return PieceType.ROOK;
            case 'F': return PieceType.BISHOP;
            case 'A': return PieceType.KNIGHT;
            default: return null;
        }
    }

    /** True when the capital letter names a piece in this notation only (not in the other one). */
    public boolean ownsLetter(char c) {
        return pieceOf(c) != null && other().pieceOf(c) == null;
    }

    /** The other notation. */
    public Notation other() {
        return this == ENGLISH ? TURKISH : ENGLISH;
    }

    /** The same piece letter written in the other notation's letters; other characters unchanged. */
    public char translate(char c, Notation to) {
        PieceType t = pieceOf(c);
        return t == null || to == this ? c : to.letter(t);
    }
}
