package dev.hakem.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Chess960 FEN (Guidelines II.3): castling rights as Shredder-FEN rook files or X-FEN KQkq. */
class Chess960FenTest {

    /** Read in either form and in any order; written as X-FEN and as Shredder-FEN. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9|KQkq|HFhf",
            "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w fhFH - 2 9|KQkq|HFhf",
            "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9|KQkq|HFhf",
            "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w Kq - 2 9|Kq|Hf",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1|KQkq|HAha",
            "4k3/8/8/8/8/8/8/RR2K1R1 w BG - 0 1|KB|GB",
            "4k3/8/8/8/8/8/8/RR2K1R1 w AG - 0 1|KQ|GA",
            "2r1kr2/8/8/8/8/8/8/4K3 b f - 0 1|k|f",
            "3k4/8/8/8/8/8/8/4K3 w - - 0 1|-|-",
    })
    void castlingRightsInEitherForm(String fen, String xfen, String shredder) {
        Position p = Position.fromFen(fen, Variant.CHESS960);
        String[] f = fen.split(" ");
        assertEquals(String.join(" ", f[0], f[1], xfen, f[3], f[4], f[5]), p.fen());
        assertEquals(String.join(" ", f[0], f[1], shredder, f[3], f[4], f[5]), p.shredderFen());
        assertEquals(p, Position.fromFen(p.fen(), Variant.CHESS960));
        assertEquals(p, Position.fromFen(p.shredderFen(), Variant.CHESS960));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK2R w H - 0 1|46|FEN field 3 (castling rights): 'H' names a castling rook by its file, as Chess960 (Shredder-FEN) does; read the position as Chess960 (--chess960), or use KQkq",
    })
    void fileLettersInAStandardFen(String fen, int column, String message) {
        ChessException e = assertThrows(ChessException.class, () -> Position.fromFen(fen));
        assertEquals(message, e.getMessage());
        assertEquals(column, e.column());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "4k3/8/8/8/8/8/4K3/R6R w H - 0 1|3.10.3|FEN field 3 (castling rights): impossible position: 'H' gives White a castling right, but White's king is not on rank 1 (FIDE 3.8.2.1, II.3.1)",
            "4k3/8/8/8/8/8/8/R3K3 w H - 0 1|3.10.3|FEN field 3 (castling rights): impossible position: 'H' needs the white rook on h1, but it is not there",
            "4k3/8/8/8/8/8/8/R3K3 w K - 0 1|3.10.3|FEN field 3 (castling rights): impossible position: 'K' needs a white rook on rank 1 on the g-side (towards h) of the king on e1, but there is none",
            "r3k2r/8/8/8/8/8/8/R2K3R w HAha - 0 1|3.10.3|FEN field 3 (castling rights): impossible position: White castles with the king on d1 and the rook on h1, Black with the king on e8 and the rook on h8; in Chess960 Black's pieces start opposite White's (II.2.3)",
            "r3k1rr/8/8/8/8/8/8/R3K1RR w HGhg - 0 1||FEN field 3 (castling rights): 'G': White already has a castling right on the g-side (with the rook on h1); a side has one castling rook",
            "4k3/8/8/8/8/8/8/R3K2R w X - 0 1||FEN field 3 (castling rights): invalid character 'X'; expected '-', rook files (A-H for White, a-h for Black) or KQkq",
            "4k3/8/8/8/8/8/8/R3K2R w E - 0 1|3.10.3|FEN field 3 (castling rights): impossible position: 'E' needs the white rook on e1, but it is not there",
    })
    void impossibleOrMalformedRights(String fen, String article, String message) {
        ChessException e = assertThrows(ChessException.class, () -> Position.fromFen(fen, Variant.CHESS960));
        assertEquals(message, e.getMessage());
        assertEquals(article, e.article());
    }

    /** FIDE 9.2.3 in Chess960: castling rights are part of the position's identity, by rook. */
    @Test
    void repetitionKeyNamesTheCastlingRooks() {
        Position a = Position.fromFen("4k3/8/8/8/8/8/8/RR2K1R1 w BG - 0 1", Variant.CHESS960);
        Position b = Position.fromFen("4k3/8/8/8/8/8/8/RR2K1R1 w AG - 0 1", Variant.CHESS960);
        assertEquals("GB", a.repetitionKey().castling());
        assertEquals("GA", b.repetitionKey().castling());
        assertEquals(false, a.repetitionKey().equals(b.repetitionKey()));
        assertEquals(false, a.equals(b));
        assertEquals("KQkq", Position.startpos().repetitionKey().castling());
    }
}
