package dev.hakem.chess.mate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.chess.ChessException;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import org.junit.jupiter.api.Test;

/**
 * The material rules' claims checked by enumeration on the chess core: no legal placement of
 * K+N or K+B against a bare king is a checkmate (so rules 1–3 of {@link InsufficientMaterial}
 * never hide a mate in these endings).
 */
class InsufficientMaterialTest {

    /** Checkmates among all placements of White K + one piece against the black king, Black to move. */
    private static int mates(char piece) {
        int mates = 0;
        int positions = 0;
        for (int wk = 0; wk < 64; wk++) {
            for (int bk = 0; bk < 64; bk++) {
                for (int x = 0; x < 64; x++) {
                    if (wk == bk || x == wk || x == bk) {
                        continue;
                    }
                    char[] board = new char[64];
                    java.util.Arrays.fill(board, '.');
                    board[wk] = 'K';
                    board[bk] = 'k';
                    board[x] = piece;
                    Position p;
                    try {
                        p = Position.fromFen(fen(board) + " b - - 0 1");
                    } catch (ChessException illegal) {
                        continue; // kings touching
                    }
                    positions++;
                    if (p.isCheck() && p.isCheckmate()) {
                        mates++;
                    }
                }
            }
        }
        assertTrue(positions > 200_000, "enumerated " + positions);
        return mates;
    }

    private static String fen(char[] board) {
        StringBuilder sb = new StringBuilder();
        for (int r = 7; r >= 0; r--) {
            int empty = 0;
            for (int f = 0; f < 8; f++) {
                char c = board[Square.of(f, r)];
                if (c == '.') {
                    empty++;
                } else {
                    if (empty > 0) {
                        sb.append(empty);
                    }
                    empty = 0;
                    sb.append(c);
                }
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (r > 0) {
                sb.append('/');
            }
        }
        return sb.toString();
    }

    @Test
    void noCheckmateWithKingAndKnightAgainstKing() {
        assertEquals(0, mates('N'));
    }

    @Test
    void noCheckmateWithKingAndBishopAgainstKing() {
        assertEquals(0, mates('B'));
    }

    @Test
    void twoKnightsDoHaveCheckmates() {
        // the enumeration can see a mate when one exists: K+N+N v K (e.g. Kh8; Kf7, Ng6, Nf6... )
        Position p = Position.fromFen("7k/5K2/5NN1/8/8/8/8/8 b - - 0 1");
        assertTrue(p.isCheckmate());
    }
}
