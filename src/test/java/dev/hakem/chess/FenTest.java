package dev.hakem.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** FEN reading, writing and the FIDE 3.10.3 setup checks. */
class FenTest {

    @Test
    void startposIsTheInitialPosition() {
        Position p = Position.startpos();
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", p.fen());
        assertEquals(Color.WHITE, p.sideToMove());
        assertEquals(Piece.WHITE_KING, p.pieceAt(Square.E1));
        assertEquals(Piece.BLACK_QUEEN, p.pieceAt(Square.D8));
        assertNull(p.pieceAt(Square.parse("e4")));
        assertTrue(p.hasCastlingRight(Color.BLACK, false));
        assertEquals(Square.NONE, p.enPassantSquare());
        assertEquals(0, p.halfmoveClock());
        assertEquals(1, p.fullmoveNumber());
        assertEquals(20, p.legalMoves().size());
        assertEquals(Square.E1, p.kingSquare(Color.WHITE));
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3",
            "rnbqkbnr/pppp1ppp/8/3Pp3/8/8/PPP1PPPP/RNBQKBNR w Kq e6 0 3",
            "4k3/8/8/8/8/8/8/4K2R b K - 17 60",
            "8/8/8/8/8/8/8/k1K5 w - - 99 200",
    })
    void roundTrip(String fen) {
        assertEquals(fen, Position.fromFen(fen).fen());
        assertEquals(Position.fromFen(fen), Position.fromFen(Position.fromFen(fen).fen()));
    }

    @Test
    void fourFieldsDefaultTheClocks() {
        assertEquals("4k3/8/8/8/8/8/8/4K2R w K - 0 1", Position.fromFen("4k3/8/8/8/8/8/8/4K2R w K -").fen());
        assertEquals("4k3/8/8/8/8/8/8/4K2R w K - 0 1", Position.fromFen("  4k3/8/8/8/8/8/8/4K2R   w K -  ").fen());
    }

    @Test
    void castlingLettersInAnyOrderAreWrittenCanonically() {
        assertEquals("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w qkQK - 0 1").fen());
    }

    /** Syntax errors: message names the field and the character; no article. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "4k3/8/8/8/8/8/8/4K3 w - - 0|FEN has 5 fields; expected 6 (placement, side to move, castling, en passant, half-move clock, move number) or the first 4|28",
            "4k3/8/8/8/8/8/8/4K3 w -|FEN has 3 fields; expected 6 (placement, side to move, castling, en passant, half-move clock, move number) or the first 4|24",
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1 x|FEN has 7 fields; expected 6 (placement, side to move, castling, en passant, half-move clock, move number) or the first 4|31",
            "4k3/8/8/8/8/8/8/4X3 w - - 0 1|FEN field 1 (piece placement): invalid character 'X'; expected a piece letter (KQRBNP/kqrbnp), a digit 1-8 or '/'|18",
            "4k3/8/8/8/8/8/8/4K30 w - - 0 1|FEN field 1 (piece placement): invalid character '0'; expected a piece letter (KQRBNP/kqrbnp), a digit 1-8 or '/'|20",
            "4k3/8/8/8/8/8/8/4K9 w - - 0 1|FEN field 1 (piece placement): invalid character '9'; expected a piece letter (KQRBNP/kqrbnp), a digit 1-8 or '/'|19",
            "4k3/8/8/8/8/8/7/4K3 w - - 0 1|FEN field 1 (piece placement): rank 2 has 7 squares; expected 8|16",
            "4k3/8/8/8/8/8/8/4K4 w - - 0 1|FEN field 1 (piece placement): rank 1 has more than 8 squares (at '4')|19",
            "4k3/8/8/8/8/8/8/4K2RR w - - 0 1|FEN field 1 (piece placement): rank 1 has more than 8 squares (at 'R')|21",
            "4k3/8/8/8/8/8/4K3 w - - 0 1|FEN field 1 (piece placement): has 7 ranks; expected 8|1",
            "4k3/8/8/8/8/8/8/8/4K3 w - - 0 1|FEN field 1 (piece placement): more than 8 ranks|18",
            "4k3/8/8/8/8/8/8/4K2 w - - 0 1|FEN field 1 (piece placement): rank 1 has 7 squares; expected 8|19",
            "4k3/8/8/8/8/8/8/4K3 W - - 0 1|FEN field 2 (side to move): \"W\" is not 'w' or 'b'|21",
            "4k3/8/8/8/8/8/8/4K3 white - - 0 1|FEN field 2 (side to move): \"white\" is not 'w' or 'b'|21",
            "4k3/8/8/8/8/8/8/4K2R w KX - 0 1|FEN field 3 (castling rights): invalid character 'X'; expected '-' or letters from KQkq|25",
            "4k3/8/8/8/8/8/8/4K2R w KK - 0 1|FEN field 3 (castling rights): 'K' appears twice|25",
            "4k3/8/8/8/8/8/8/4K3 w - e9 0 1|FEN field 4 (en-passant square): \"e9\" is not '-' or a square such as e3|25",
            "4k3/8/8/8/8/8/8/4K3 w - E6 0 1|FEN field 4 (en-passant square): \"E6\" is not '-' or a square such as e3|25",
            "4k3/8/8/8/8/8/8/4K3 w - - x 1|FEN field 5 (half-move clock): invalid character 'x'; expected a number|27",
            "4k3/8/8/8/8/8/8/4K3 w - - -1 1|FEN field 5 (half-move clock): invalid character '-'; expected a number|27",
            "4k3/8/8/8/8/8/8/4K3 w - - 0 0|FEN field 6 (full-move number): must be at least 1, got 0|29",
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1234567890|FEN field 6 (full-move number): \"1234567890\" is too long for a number|29",
            "4k3/8/8/8/8/8/8/4K3 w - - 0 ١|FEN field 6 (full-move number): invalid character U+0661; expected a number|29",
    })
    void syntaxErrors(String fen, String message, int column) {
        ChessException e = assertThrows(ChessException.class, () -> Position.fromFen(fen));
        assertEquals(message, e.getMessage());
        assertEquals(column, e.column());
        assertNull(e.article());
    }

    @Test
    void oneField() {
        assertEquals("FEN has 1 field; expected 6 (placement, side to move, castling, en passant, half-move clock, "
                + "move number) or the first 4", assertThrows(ChessException.class, () -> Position.fromFen("bad")).getMessage());
    }

    @Test
    void emptyFen() {
        assertEquals("FEN is empty", assertThrows(ChessException.class, () -> Position.fromFen("  ")).getMessage());
        assertEquals("FEN is empty", assertThrows(ChessException.class, () -> Position.fromFen(null)).getMessage());
    }

    /** FIDE 3.10.3: positions that cannot arise by legal moves, each with its reason. */
    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
            "8/8/8/8/8/8/8/4K3 w - - 0 1|FEN field 1 (piece placement): impossible position: Black has 0 kings; each side has exactly one king",
            "4k3/8/8/8/8/8/8/3KK3 w - - 0 1|FEN field 1 (piece placement): impossible position: White has 2 kings; each side has exactly one king",
            "4k3/8/8/8/8/8/8/3PK3 w - - 0 1|FEN field 1 (piece placement): impossible position: pawn on d1; pawns can never stand on the first or the last rank",
            "p3k3/8/8/8/8/8/8/4K3 w - - 0 1|FEN field 1 (piece placement): impossible position: pawn on a8; pawns can never stand on the first or the last rank",
            "4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1|FEN field 1 (piece placement): impossible position: White has 9 pawns; at most 8 are possible",
            "4k3/8/8/8/8/NN6/PPPPPPPP/RNBQKBNR w - - 0 1|FEN field 1 (piece placement): impossible position: White has 18 pieces; at most 16 are possible",
            "4k3/8/8/8/8/8/QQQPPPPP/4K3 w - - 0 1|",
            "4k3/8/8/8/Q7/Q7/QQPPPPPP/4K3 w - - 0 1|FEN field 1 (piece placement): impossible position: White has 3 pieces more than the initial set, but only 2 missing pawns that could have promoted",
            "4k3/8/8/8/Q7/NNN5/QQPPPPPP/4K3 w - - 0 1|FEN field 1 (piece placement): impossible position: White has 3 pieces more than the initial set, but only 2 missing pawns that could have promoted",
            "nnnk4/8/8/8/8/8/8/4K3 w - - 0 1|",
            "nnnk4/pppppppp/8/8/8/8/8/4K3 w - - 0 1|FEN field 1 (piece placement): impossible position: Black has 1 piece more than the initial set, but only 0 missing pawns that could have promoted",
            "8/8/8/8/8/8/8/k1K5 w - - 0 1|",
            "8/8/8/8/8/8/8/kK6 w - - 0 1|FEN field 1 (piece placement): impossible position: the kings on b1 and a1 stand on adjacent squares",
            "4k3/8/8/8/8/8/8/4K2r w - - 0 1|",
            "4k3/8/8/8/8/8/8/4K2r b - - 0 1|FEN field 2 (side to move): impossible position: White is not to move but its king on e1 is in check from h1",
            "4k3/8/8/8/8/8/5n2/r3K2r w - - 0 1|",
            "4k3/8/8/8/8/3n4/5n2/r3K2r w - - 0 1|FEN field 1 (piece placement): impossible position: White's king is in check from 3 pieces; no move can give more than a double check",
            "4k3/8/8/8/8/8/8/4K3 w K - 0 1|FEN field 3 (castling rights): impossible position: 'K' needs the white rook on h1, but it is not there",
            "4k3/8/8/8/8/8/8/R4K1R w Q - 0 1|FEN field 3 (castling rights): impossible position: 'Q' needs the white king on e1, but it is not there",
            "r3k3/8/8/8/8/8/8/4K3 w k - 0 1|FEN field 3 (castling rights): impossible position: 'k' needs the black rook on h8, but it is not there",
            "r6r/3k4/8/8/8/8/8/4K3 w q - 0 1|FEN field 3 (castling rights): impossible position: 'q' needs the black king on e8, but it is not there",
            "4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1|FEN field 4 (en-passant square): impossible position: e3 cannot be an en-passant square with White to move; it must be on rank 6",
            "4k3/8/8/8/4p3/8/8/4K3 b - e6 0 1|FEN field 4 (en-passant square): impossible position: e6 cannot be an en-passant square with Black to move; it must be on rank 3",
            "4k3/8/8/8/8/8/8/4K3 b - e3 0 1|FEN field 4 (en-passant square): impossible position: en-passant square e3 needs a white pawn on e4 that has just made a double step",
            "4k3/8/8/4P3/8/8/8/4K3 w - e6 0 1|FEN field 4 (en-passant square): impossible position: en-passant square e6 needs a black pawn on e5 that has just made a double step",
            "4k3/8/4n3/4p3/8/8/8/4K3 w - e6 0 1|FEN field 4 (en-passant square): impossible position: en-passant square e6 must be empty",
            "4k3/4n3/8/4p3/8/8/8/4K3 w - e6 0 1|FEN field 4 (en-passant square): impossible position: en-passant square e6 needs e7 empty, the square the pawn started its double step from",
            "4k3/8/8/8/4P3/8/4N3/4K3 b - e3 0 1|FEN field 4 (en-passant square): impossible position: en-passant square e3 needs e2 empty, the square the pawn started its double step from",
    })
    void impossiblePositions(String fen, String message) {
        if (message == null) {
            assertFalse(Position.fromFen(fen).fen().isEmpty(), "a legal setup is accepted");
            return;
        }
        ChessException e = assertThrows(ChessException.class, () -> Position.fromFen(fen));
        assertEquals(message, e.getMessage());
        assertEquals("3.10.3", e.article());
    }

    @Test
    void errorDescribesTheColumn() {
        ChessException e = assertThrows(ChessException.class,
                () -> Position.fromFen("4k3/8/8/8/8/8/8/4X3 w - - 0 1"));
        assertTrue(e.describe().startsWith("column 18: FEN field 1"), e.describe());
    }
}
