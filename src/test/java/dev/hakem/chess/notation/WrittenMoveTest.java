package dev.hakem.chess.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.hakem.chess.Move;
import dev.hakem.chess.Position;
import dev.hakem.chess.pgn.PgnReader;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** FIDE Appendix C (with 8.1.1): does a written entry record the move made, and which provisions did the reading use? */
class WrittenMoveTest {
    private static final Set<Notation> EITHER = Notation.EITHER;

    private static Position after(String moves) {
        return PgnReader.readMovetext(Position.startpos(), moves).finalPosition();
    }

    private static Position fen(String fen) {
        return Position.fromFen(fen);
    }

    /** The entry for {@code made} (UCI) written as {@code text}: its fault ("" when none) and its provisions. */
    private static String entry(Position before, String made, String text) {
        WrittenMove w = WrittenMove.entry(before, Uci.read(before, made), text, EITHER);
        return (w.fault() == null ? "" : w.fault().name()) + " " + w.provisions();
    }

    private static final String SQUARE = "C.5#h1, C.6#h1, C.7#h1";

    @Test
    void pieceMovesInEnglishAndTurkishLetters_C_2_C_3_C_8() {
        Position p = after("1. e4 e5");
        assertEquals(" [C.1#h1, C.2#h1, C.8#h1, " + SQUARE + "]", entry(p, "g1f3", "Nf3"));
        assertEquals(" [C.1#h1, C.3#h1, C.8#h1, " + SQUARE + "]", entry(p, "g1f3", "Af3"));
        assertEquals(" [C.1#h1, C.2#h1, C.8#h1, C.8#h3, " + SQUARE + "]", entry(p, "g1f3", "Ng1f3"));
        assertEquals("OTHER_MOVE [8.1.1#h1]", entry(p, "g1f3", "Nc3"));
        assertEquals("MALFORMED [C.8#h1]", entry(p, "g1f3", "N-KB3"));
        assertEquals("PIECE_LETTER [C.2#h1, C.3#h1]", entry(p, "g1f3", "Xf3"));
    }

    @Test
    void pawnMovesCarryNoLetter_C_1_C_4_C_8() {
        Position p = Position.startpos();
        assertEquals(" [C.1#h1, C.4#h1, C.8#h2, " + SQUARE + "]", entry(p, "e2e4", "e4"));
        assertEquals(" [C.1#h1, C.4#h1, C.8#h3, " + SQUARE + "]", entry(p, "e2e4", "e2e4"));
        assertEquals("PAWN_LETTER [C.4#h1, C.1#h1]", entry(p, "e2e4", "Pe4"));
    }

    @Test
    void capturesWithAndWithoutTheSign_C_9_C_13_3() {
        Position p = after("1. e4 e5 2. Nf3 Nc6");
        assertEquals(" [C.1#h1, C.2#h1, C.8#h1, C.9#h1, C.13.3#h1, " + SQUARE + "]", entry(p, "f3e5", "Nxe5"));
        assertEquals(" [C.1#h1, C.2#h1, C.8#h1, C.9#h1, C.13#h1, " + SQUARE + "]", entry(p, "f3e5", "Ne5"));
        Position q = after("1. e4 e5");
        assertEquals("FALSE_CAPTURE [C.13.3#h1, C.9#h1]", entry(q, "g1f3", "Nxf3"));
    }

    @Test
    void pawnCapturesNameTheFile_C_9_3() {
        Position p = after("1. e4 d5");
        assertEquals(" [C.1#h1, C.4#h1, C.9.3#h1, C.13.3#h1, " + SQUARE + "]", entry(p, "e4d5", "exd5"));
        assertEquals(" [C.1#h1, C.4#h1, C.9.3#h1, C.13#h1, " + SQUARE + "]", entry(p, "e4d5", "ed5"));
        assertEquals("PAWN_CAPTURE_FILE [C.9.3#h1]", entry(p, "e4d5", "d5"));
        assertEquals("MALFORMED [C.8#h1]", entry(p, "e4d5", "xd5"));
        assertEquals("FALSE_EN_PASSANT [C.13.6#h1, C.9.3#h2]", entry(p, "e4d5", "exd5 e.p."));
    }

    @Test
    void enPassantMayBeMarked_C_9_3_C_13_6() {
        Position p = after("1. e4 a6 2. e5 d5");
        assertEquals(" [C.1#h1, C.4#h1, C.9.3#h1, C.9.3#h2, C.13.6#h1, C.13.3#h1, " + SQUARE + "]", entry(p, "e5d6", "exd6 e.p."));
        assertEquals(" [C.1#h1, C.4#h1, C.9.3#h1, C.9.3#h2, C.13#h1, C.13.3#h1, " + SQUARE + "]", entry(p, "e5d6", "exd6"));
    }

    @Test
    void twoLikePiecesAreToldApart_C_10() {
        // knights c3 and g1 both reach e2: different ranks and files (C.10.3)
        Position p = after("1. e4 e5 2. Nc3 Nc6");
        assertEquals(" [C.1#h1, C.2#h1, C.8#h1, C.10#h1, C.10.3#h1, 2.4#h1, 2.4#h2, " + SQUARE + "]", entry(p, "g1e2", "Nge2"));
        assertEquals(" [C.1#h1, C.2#h1, C.8#h1, C.10#h1, C.10.3#h1, 2.4#h1, 2.4#h2, " + SQUARE + "]", entry(p, "g1e2", "N1e2"));
        assertEquals("AMBIGUOUS [C.10#h1]", entry(p, "g1e2", "Ne2"));
        // rooks a1 and f1 on one rank (C.10.1)
        Position rank = fen("4k3/8/8/8/8/8/8/R4RK1 w - - 0 1");
        assertEquals(" [C.1#h1, C.2#h1, C.8#h1, C.10#h1, C.10.1#h1, 2.4#h2, " + SQUARE + "]", entry(rank, "a1d1", "Rad1"));
        assertEquals("AMBIGUOUS_RANK [C.10#h1, C.10.1#h1, 2.4#h2]", entry(rank, "a1d1", "R1d1"));
        // rooks d1 and d5 on one file (C.10.2)
        Position file = fen("4k3/8/8/3R4/8/8/8/3R2K1 w - - 0 1");
        assertEquals(" [C.1#h1, C.2#h1, C.8#h1, C.10#h1, C.10.2#h1, 2.4#h1, " + SQUARE + "]", entry(file, "d1d3", "R1d3"));
        assertEquals("AMBIGUOUS_FILE [C.10#h1, C.10.2#h1, 2.4#h1]", entry(file, "d1d3", "Rdd3"));
        // knights d4 and g1 both take on f3 (C.10.3.4)
        Position take = fen("4k3/8/8/8/3N4/5p2/8/6NK w - - 0 1");
        assertEquals(" [C.1#h1, C.2#h1, C.8#h1, C.10#h1, C.10.3#h1, 2.4#h1, 2.4#h2, C.10.3.4#h1, C.9#h1, C.13.3#h1, " + SQUARE + "]",
                entry(take, "g1f3", "Ngxf3"));
    }

    @Test
    void promotionNamesTheNewPiece_C_11() {
        Position p = fen("8/4P2k/8/8/8/8/8/4K3 w - - 0 1");
        String ok = " [C.1#h1, C.4#h1, C.8#h2, " + SQUARE + ", C.11#h1]";
        assertEquals(ok, entry(p, "e7e8q", "e8Q"));
        assertEquals(ok, entry(p, "e7e8q", "e8=V"));
        assertEquals("PROMOTION_PIECE [C.11#h1]", entry(p, "e7e8q", "e8"));
        assertEquals("OTHER_MOVE [8.1.1#h1]", entry(p, "e7e8q", "e8R"));
    }

    @Test
    void castlingIsWrittenWithZeros_C_13_1_C_13_2() {
        Position p = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertEquals(" [C.13.1#h1]", entry(p, "e1g1", "0-0"));
        assertEquals(" [C.13.1#h1]", entry(p, "e1g1", "O-O"));
        assertEquals(" [C.13.2#h1]", entry(p, "e1c1", "0-0-0"));
        assertEquals("CASTLING_KINGSIDE [C.13.1#h1]", entry(p, "e1g1", "Kg1"));
        assertEquals("CASTLING_KINGSIDE [C.13.1#h1]", entry(p, "e1g1", "Şg1"));
        assertEquals("CASTLING_QUEENSIDE [C.13.2#h1]", entry(p, "e1c1", "Kc1"));
    }

    @Test
    void checkAndMateMarksAreOptionalButTrue_C_13_4_C_13_5() {
        Position check = after("1. e4 e5 2. Bc4 d6");
        String bxf7 = "C.1#h1, C.2#h1, C.8#h1, C.9#h1, C.13.3#h1, " + SQUARE;
        assertEquals(" [" + bxf7 + ", C.13.4#h1]", entry(check, "c4f7", "Bxf7+"));
        assertEquals(" [" + bxf7 + ", C.13#h1]", entry(check, "c4f7", "Bxf7"));
        assertEquals("FALSE_MATE [C.13.5#h1]", entry(check, "c4f7", "Bxf7#"));
        Position mate = after("1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6");
        String qxf7 = "C.1#h1, C.2#h1, C.8#h1, C.9#h1, C.13.3#h1, " + SQUARE;
        assertEquals(" [" + qxf7 + ", C.13.5#h1]", entry(mate, "h5f7", "Qxf7#"));
        assertEquals(" [" + qxf7 + ", C.13.5#h1]", entry(mate, "h5f7", "Qxf7++"));
        assertEquals(" [" + qxf7 + ", C.13.4#h1]", entry(mate, "h5f7", "Qxf7+"));
        assertEquals("FALSE_CHECK [C.13.4#h1]", entry(after("1. e4 e5"), "g1f3", "Nf3+"));
    }

    @Test
    void theDrawOfferMarkIsReadAfterTheMove_C_12() {
        Position p = after("1. e4 e5");
        WrittenMove w = WrittenMove.read(p, "Nf3 (=)", EITHER);
        assertEquals(" [C.1#h1, C.2#h1, C.8#h1, " + SQUARE + ", C.12#h1]", (w.fault() == null ? "" : w.fault().name()) + " "
                + w.provisions());
        assertEquals(true, w.drawOffer());
        assertEquals(Uci.read(p, "g1f3"), w.move());
        assertEquals(false, WrittenMove.read(p, "Nf3", EITHER).drawOffer());
    }

    @Test
    void squaresAreNamedFromWhitesSide_C_5_C_6_C_7() {
        Position p = after("1. e4");
        assertEquals(" [C.1#h1, C.4#h1, C.8#h2, " + SQUARE + "]", entry(p, "d7d5", "d5"));
        assertEquals("RANKS_REVERSED [C.6#h1, C.7#h1]", entry(p, "d7d5", "d4"));
        assertEquals("BOARD_REVERSED [C.5#h1, C.6#h1, C.7#h1]", entry(p, "d7d5", "e4"));
        assertEquals("BOARD_REVERSED [C.5#h1, C.6#h1, C.7#h1]", entry(p, "g8f6", "Nc3"));
    }

    @Test
    void aTextNamingNoLegalMoveHasNoMove_3_10_1() {
        Position p = Position.startpos();
        WrittenMove w = WrittenMove.read(p, "Nd4", EITHER);
        assertEquals(WrittenMove.Fault.NO_LEGAL_MOVE, w.fault());
        assertNull(w.move());
        assertEquals(List.of("3.10.1"), w.provisions());
        Move made = Uci.read(p, "g1f3");
        assertEquals(WrittenMove.Fault.NO_LEGAL_MOVE, WrittenMove.entry(p, made, "Nd4", EITHER).fault());
    }
}
