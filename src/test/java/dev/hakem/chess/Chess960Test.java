package dev.hakem.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** FIDE Guidelines II.2: the 960 start positions, their numbering and the set-up conditions. */
class Chess960Test {

    /** Published numbers of the standard (Scharnagl) numbering. */
    @ParameterizedTest(name = "no. {0} = {1}")
    @CsvSource({"0,BBQNNRKR", "1,BQNBNRKR", "2,BQNNRBKR", "3,BQNNRKRB", "518,RNBQKBNR", "959,RKRNNQBB"})
    void publishedNumbers(int number, String backRank) {
        assertEquals(backRank, Chess960.backRank(number));
        assertEquals(number, Chess960.number(backRank));
    }

    /**
     * II.2.1–II.2.2 admit exactly 960 first ranks, and the numbering is a one-to-one map onto
     * them: every arrangement of K Q R R B B N N is checked against the two conditions directly.
     */
    @Test
    void theNumberingCoversExactlyTheArrangementsTheConditionsAllow() {
        Set<String> allowed = new HashSet<>();
        permute("", "BBKNNQRR", allowed);
        assertEquals(960, allowed.size());
        Set<String> numbered = new HashSet<>();
        for (int n = 0; n < 960; n++) {
            String r = Chess960.backRank(n);
            assertTrue(allowed.contains(r), n + " " + r);
            assertEquals(n, Chess960.number(r));
            numbered.add(r);
        }
        assertEquals(allowed, numbered);
    }

    private static void permute(String prefix, String rest, Set<String> allowed) {
        if (rest.isEmpty()) {
            int b1 = prefix.indexOf('B'), b2 = prefix.lastIndexOf('B');
            int k = prefix.indexOf('K'), r1 = prefix.indexOf('R'), r2 = prefix.lastIndexOf('R');
            if ((b1 + b2) % 2 == 1 && r1 < k && k < r2) {
                allowed.add(prefix);
            }
            return;
        }
        for (int i = 0; i < rest.length(); i++) {
            if (i > 0 && rest.charAt(i) == rest.charAt(i - 1)) {
                continue;
            }
            permute(prefix + rest.charAt(i), rest.substring(0, i) + rest.substring(i + 1), allowed);
        }
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', value = {
            "RBNQKBNR|II.2.2|the bishops on b1 and f1 stand on squares of the same colour; they must stand on opposite colours",
            "RRKBBQNN|II.2.1|the king on c1 does not stand between the rooks on a1 and b1",
            "KRNBBQNR|II.2.1|the king on a1 does not stand between the rooks on b1 and h1",
            "RNBQKBN|II.2|a Chess960 first rank has 8 pieces, a1 to h1 (e.g. RNBQKBNR); got \"RNBQKBN\"",
            "RNBQKBNP|II.2|'P' on h1 is not a piece of the first rank (K, Q, R, B, N)",
            "RNBQKBNN|II.2|\"RNBQKBNN\" does not hold one king, one queen, two rooks, two bishops and two knights",
    })
    void setUpValidationNamesTheBrokenCondition(String backRank, String article, String message) {
        ChessException e = assertThrows(ChessException.class, () -> Chess960.number(backRank));
        assertEquals(article, e.article());
        assertEquals(message, e.getMessage());
    }

    @Test
    void startPositionsAndTheirNumbers() {
        Position p = Chess960.startPosition(0);
        assertEquals("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1", p.fen());
        assertEquals("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1", p.shredderFen());
        assertEquals(Variant.CHESS960, p.variant());
        assertEquals(0, Chess960.number(p));
        assertEquals(518, Chess960.number(Position.fromFen(Fen.START, Variant.CHESS960)));
        assertEquals(20, Chess960.startPosition(959).legalMoveCount());
    }

    @Test
    void blackMustMirrorWhite() {
        Position p = Position.fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1", Variant.CHESS960);
        ChessException e = assertThrows(ChessException.class, () -> Chess960.number(p));
        assertEquals("II.2.3", e.article());
        assertEquals("d8 must hold the black king opposite the white one on d1", e.getMessage());
    }

    @Test
    void numbersOutOfRangeAreRefused() {
        ChessException e = assertThrows(ChessException.class, () -> Chess960.backRank(960));
        assertEquals("Chess960 positions are numbered 0 to 959, not 960", e.getMessage());
    }
}
