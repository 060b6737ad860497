package dev.hakem.chess.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.hakem.chess.ChessException;
import dev.hakem.chess.Move;
import dev.hakem.chess.Variant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Chess960 game records: {@code [Variant "Chess960"]}, {@code [SetUp "1"]} and the start position's FEN. */
class Chess960PgnTest {

    /** Start position no. 0 (BBQNNRKR); both sides castle c-side, the king going g1-c1 and the rook f1-d1. */
    static final String GAME = """
            [Event "Chess960 example"]
            [Site "?"]
            [Date "????.??.??"]
            [Round "?"]
            [White "A"]
            [Black "B"]
            [Result "*"]
            [Variant "Chess960"]
            [SetUp "1"]
            [FEN "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"]

            1. d4 d5 2. Nc3 Nc6 3. Nd3 Nd6 4. Qd2 Qd7 5. O-O-O O-O-O *
            """;

    @Test
    void aChess960GameIsReadWithItsCastling() {
        PgnGame g = PgnReader.readGame(GAME);
        assertEquals(Variant.CHESS960, g.startPosition().variant());
        assertEquals("bbkr3r/pppqpppp/2nn4/3p4/3P4/2NN4/PPPQPPPP/BBKR3R w - - 8 6", g.finalPosition().fen());
        List<Move> moves = g.moves();
        assertEquals("g1f1", moves.get(8).uci());   // UCI_Chess960: the king takes its own rook
        assertEquals("g8f8", moves.get(9).uci());
        assertEquals("O-O-O", g.mainLine().get(8).san());
    }

    @Test
    void writtenWithVariantSetUpAndFenAndReadBack() {
        PgnGame g = PgnReader.readGame(GAME);
        String text = PgnWriter.toPgn(g);
        assertEquals(true, text.contains("[Variant \"Chess960\"]\n[SetUp \"1\"]\n"
                + "[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1\"]\n"), text);
        assertEquals(true, text.contains("5. O-O-O O-O-O *"), text);
        PgnGame again = PgnReader.readGame(text);
        assertEquals(g.moves(), again.moves());
        assertEquals(g.finalPosition(), again.finalPosition());
    }

    /** The standard set-up played as Chess960 castles as in the standard game. */
    @Test
    void startPosition518PlaysLikeTheStandardGame() {
        String pgn = "[Variant \"Chess960\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n\n"
                + "1. e4 e5 2. Nf3 Nf6 3. Bc4 Bc5 4. O-O O-O *";
        PgnGame g = PgnReader.readGame(pgn);
        assertEquals("rnbq1rk1/pppp1ppp/5n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 w - - 6 5", g.finalPosition().fen());
        assertEquals("e1h1", g.moves().get(6).uci());
        assertEquals(PgnReader.readGame("1. e4 e5 2. Nf3 Nf6 3. Bc4 Bc5 4. O-O O-O *").finalPosition().fen(),
                g.finalPosition().fen());
    }

    @Test
    void aChess960GameWithoutItsStartPositionIsRefused() {
        ChessException e = assertThrows(ChessException.class,
                () -> PgnReader.readGame("[Variant \"Chess960\"]\n\n1. e4 *"));
        assertEquals("a Chess960 game needs a FEN tag with its start position (FIDE II.2)", e.getMessage());
        assertEquals(1, e.line());
        assertEquals("II.2", e.article());
    }

    @Test
    void otherVariantsAreStillRefused() {
        ChessException e = assertThrows(ChessException.class,
                () -> PgnReader.readGame("[Variant \"Crazyhouse\"]\n\n1. e4 *"));
        assertEquals("variant \"Crazyhouse\" is not played under the FIDE Laws read here (standard chess and Chess960 are)",
                e.getMessage());
    }

    /** A Shredder-FEN castling field in a game that does not say it is Chess960 is an error, not a guess. */
    @Test
    void shredderFenWithoutTheVariantTag() {
        ChessException e = assertThrows(ChessException.class, () -> PgnReader.readGame(
                "[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1\"]\n\n1. d4 *"));
        assertEquals(true, e.getMessage().startsWith("FEN tag: FEN field 3 (castling rights): 'H' names a castling rook"),
                e.getMessage());
    }
}
