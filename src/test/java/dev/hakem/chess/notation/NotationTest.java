package dev.hakem.chess.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.chess.PieceType;
import org.junit.jupiter.api.Test;

class NotationTest {

    @Test
    void lettersBothWays() {
        String en = "KQRBN";
        String tr = "ŞVKFA";
        PieceType[] types = {PieceType.KING, PieceType.QUEEN, PieceType.ROOK, PieceType.BISHOP, PieceType.KNIGHT};
        for (int i = 0; i < types.length; i++) {
            assertEquals(en.charAt(i), Notation.ENGLISH.letter(types[i]));
            assertEquals(tr.charAt(i), Notation.TURKISH.letter(types[i]));
            assertEquals(types[i], Notation.ENGLISH.pieceOf(en.charAt(i)));
            assertEquals(types[i], Notation.TURKISH.pieceOf(tr.charAt(i)));
            assertEquals(tr.charAt(i), Notation.ENGLISH.translate(en.charAt(i), Notation.TURKISH));
            assertEquals(en.charAt(i), Notation.TURKISH.translate(tr.charAt(i), Notation.ENGLISH));
        }
        assertEquals('\0', Notation.TURKISH.letter(PieceType.PAWN));
        assertNull(Notation.ENGLISH.pieceOf('n'));          // lower case is a file, never a piece
        assertNull(Notation.TURKISH.pieceOf('P'));
    }

    @Test
    void onlyKBelongsToBoth() {
        for (char c : "QRBN".toCharArray()) {
            assertTrue(Notation.ENGLISH.ownsLetter(c));
        }
        for (char c : "ŞVFA".toCharArray()) {
            assertTrue(Notation.TURKISH.ownsLetter(c));
        }
        assertFalse(Notation.ENGLISH.ownsLetter('K'));
        assertFalse(Notation.TURKISH.ownsLetter('K'));
        assertEquals(PieceType.KING, Notation.ENGLISH.pieceOf('K'));
        assertEquals(PieceType.ROOK, Notation.TURKISH.pieceOf('K'));
    }

    @Test
    void namesAreReadWithoutTheDefaultLocale() {
        assertEquals(Notation.ENGLISH, Notation.parse("EN"));
        assertEquals(Notation.ENGLISH, Notation.parse("English"));
        assertEquals(Notation.ENGLISH, Notation.parse("İngilizce"));
        assertEquals(Notation.TURKISH, Notation.parse("TR"));
        assertEquals(Notation.TURKISH, Notation.parse("TÜRKÇE"));
        assertEquals(Notation.TURKISH, Notation.parse(" turkish "));
        assertNull(Notation.parse("de"));
        assertNull(Notation.parse(null));
    }
}
