package dev.hakem.chess.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.hakem.chess.ChessException;
import dev.hakem.chess.Square;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** San.shape: what a token says, with no position and no legality. */
class SanShapeTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource({
            "Nf6,     N, -1, -1, f6, , 0, false",
            "Af6+,    A, -1, -1, f6, , 0, false",
            "Nd7xf6#, N,  3,  6, f6, , 0, true",
            "R1a3,    R, -1,  0, a3, , 0, false",
            "exd5,    , 4, -1, d5, , 0, true",
            "e8=V,    , -1, -1, e8, V, 0, false",
            "a8=q,    , -1, -1, a8, Q, 0, false",
            "O-O,     , -1, -1, , , 1, false",
            "0-0-0+,  , -1, -1, , , 2, false",
    })
    void shapes(String token, Character letter, int file, int rank, String to, Character promo, int castling,
                boolean capture) {
        SanShape s = San.shape(token);
        assertEquals(letter == null ? '\0' : letter, s.pieceLetter());
        assertEquals(file, s.fromFile());
        assertEquals(rank, s.fromRank());
        assertEquals(to == null ? -1 : Square.parse(to), s.to());
        assertEquals(promo == null ? '\0' : promo, s.promotionLetter());
        assertEquals(castling, s.castling());
        assertEquals(capture, s.capture());
    }

    @ParameterizedTest
    @CsvSource({"z9", "Nf9", "''"})
    void malformed(String token) {
        assertThrows(ChessException.class, () -> San.shape(token));
    }
}
