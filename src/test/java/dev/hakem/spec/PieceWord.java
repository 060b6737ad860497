package dev.hakem.spec;

import dev.hakem.chess.PieceType;
import java.util.Locale;

/** A Turkish piece noun with or without a case ending ("at", "ata", "atı", "atın", "kaleyi", "vezirle"). */
final class PieceWord {
    static final String REGEX = "(?:şah|vezir|kale|fil|at|piyon)[a-zçğıöşü]*";

    private PieceWord() {
    }

    static PieceType parse(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        for (PieceType t : new PieceType[] {PieceType.KING, PieceType.QUEEN, PieceType.ROOK,
                PieceType.BISHOP, PieceType.PAWN, PieceType.KNIGHT}) {
            String stem = t.turkishName();
            if (w.startsWith(stem) && endingFits(stem, w.substring(stem.length()))) {
                return t;
            }
        }
        throw new IllegalArgumentException("not a Turkish piece noun: " + word);
    }

    /** Case endings after a stem ending in a consonant (at, şah, fil, vezir, piyon) or a vowel (kale). */
    private static boolean endingFits(String stem, String ending) {
        if (ending.isEmpty()) {
            return true;
        }
        boolean vowelStem = stem.endsWith("e");
        String[] allowed = vowelStem
                ? new String[] {"ye", "yi", "nin", "de", "deki", "den", "yle", "ler"}
                : new String[] {"a", "e", "ı", "i", "u", "ın", "in", "un", "la", "le", "da", "de",
                        "daki", "deki", "dan", "den", "ıyla", "iyle", "uyla", "lar", "ler"};
        for (String a : allowed) {
            if (a.equals(ending)) {
                return true;
            }
        }
        return false;
    }
}
