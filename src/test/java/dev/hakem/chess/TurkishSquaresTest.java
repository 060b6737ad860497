package dev.hakem.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Turkish suffixes follow the spoken rank digit: bir, iki, üç, dört, beş, altı, yedi, sekiz. */
class TurkishSquaresTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource({
            "a1, a1'de, a1'deki, a1'e, a1'i, a1'in, a1'den",
            "b2, b2'de, b2'deki, b2'ye, b2'yi, b2'nin, b2'den",
            "c3, c3'te, c3'teki, c3'e, c3'ü, c3'ün, c3'ten",
            "c4, c4'te, c4'teki, c4'e, c4'ü, c4'ün, c4'ten",
            "b5, b5'te, b5'teki, b5'e, b5'i, b5'in, b5'ten",
            "a6, a6'da, a6'daki, a6'ya, a6'yı, a6'nın, a6'dan",
            "d7, d7'de, d7'deki, d7'ye, d7'yi, d7'nin, d7'den",
            "b8, b8'de, b8'deki, b8'e, b8'i, b8'in, b8'den",
    })
    void suffixes(String square, String loc, String rel, String dat, String acc, String gen, String abl) {
        int sq = Square.parse(square);
        assertEquals(loc, TurkishSquares.locative(sq));
        assertEquals(rel, TurkishSquares.relative(sq));
        assertEquals(dat, TurkishSquares.dative(sq));
        assertEquals(acc, TurkishSquares.accusative(sq));
        assertEquals(gen, TurkishSquares.genitive(sq));
        assertEquals(abl, TurkishSquares.ablative(sq));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
            "PAWN, piyonun, piyona, piyonu, piyonu",
            "KNIGHT, atın, ata, atı, atı",
            "BISHOP, filin, file, fili, fili",
            "ROOK, kalenin, kaleye, kaleyi, kalesi",
            "QUEEN, vezirin, vezire, veziri, veziri",
            "KING, şahın, şaha, şahı, şahı",
    })
    void pieceNames(PieceType t, String gen, String dat, String acc, String poss) {
        assertEquals(gen, TurkishSquares.genitive(t));
        assertEquals(dat, TurkishSquares.dative(t));
        assertEquals(acc, TurkishSquares.accusative(t));
        assertEquals(poss, TurkishSquares.possessive(t));
    }
}
