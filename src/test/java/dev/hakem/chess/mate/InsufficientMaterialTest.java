package dev.hakem.chess.mate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.chess.ChessException;
import dev.hakem.chess.PieceType;
import dev.hakem.chess.Position;
import dev.hakem.chess.SearchBoard;
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
        return dev.hakem.bench.RandomEndgames.placement(board);
    }

    @Test
    void noCheckmateWithKingAndKnightAgainstKing() {
        assertEquals(0, mates('N'));
    }

    @Test
    void noCheckmateWithKingAndBishopAgainstKing() {
        assertEquals(0, mates('B'));
    }

    /**
     * Checkmates of a black king with one black piece by a white king and one white minor piece,
     * Black to move. Only the minor piece can give check, so it is placed on a square attacking
     * the black king; the black king is taken in the a1-d1-d4 triangle (with no pawns and no
     * castling every position is a rotation or reflection of one with the king there).
     */
    private static int minorAgainstHeavy(char minor, char heavy) {
        int[] triangle = {Square.A1, Square.B1, Square.C1, Square.D1, Square.of(1, 1), Square.of(2, 1),
            Square.of(3, 1), Square.of(2, 2), Square.of(3, 2), Square.of(3, 3)};
        int mates = 0;
        int positions = 0;
        int minorType = minor == 'B' ? PieceType.BISHOP.ordinal() : PieceType.KNIGHT.ordinal();
        for (int bk : triangle) {
            for (int m = 0; m < 64; m++) {
                if (m == bk || (SearchBoard.attacks(minorType, 0, m, 1L << bk) & (1L << bk)) == 0) {
                    continue;
                }
                for (int wk = 0; wk < 64; wk++) {
                    for (int h = 0; h < 64; h++) {
                        if (wk == bk || wk == m || h == bk || h == m || h == wk) {
                            continue;
                        }
                        char[] board = new char[64];
                        java.util.Arrays.fill(board, '.');
                        board[bk] = 'k';
                        board[m] = minor;
                        board[wk] = 'K';
                        board[h] = heavy;
                        Position p;
                        try {
                            p = Position.fromFen(fen(board) + " b - - 0 1");
                        } catch (ChessException illegal) {
                            continue;
                        }
                        positions++;
                        if (p.isCheckmate()) {
                            mates++;
                        }
                    }
                }
            }
        }
        assertTrue(positions > 50_000, "enumerated " + positions);
        return mates;
    }

    @Test
    void noCheckmateWithALoneMinorAgainstALoneHeavyPiece() {
        assertEquals(0, minorAgainstHeavy('B', 'r'));
        assertEquals(0, minorAgainstHeavy('B', 'q'));
        assertEquals(0, minorAgainstHeavy('N', 'q'));
        // and the enumeration does see mates where they exist: a knight against a rook
        assertTrue(minorAgainstHeavy('N', 'r') > 0);
    }

    /**
     * Seeded random placements for rule 5: Black's king in check from a white bishop, Black to
     * move; Black's men ({@code black}, lower case, besides the king) stand next to their king half
     * of the time (blockers), the white king two squares from it half of the time; a second white
     * bishop ({@code "BB"}) on the colour of the first. Returns how many are checkmate.
     */
    private static int sampledMates(String white, String black, long seed, int samples) {
        java.util.SplittableRandom r = new java.util.SplittableRandom(seed);
        int mates = 0;
        int positions = 0;
        while (positions < samples) {
            char[] board = new char[64];
            java.util.Arrays.fill(board, '.');
            int bk = r.nextInt(64);
            board[bk] = 'k';
            long checking = SearchBoard.attacks(PieceType.BISHOP.ordinal(), 0, bk, 0);
            int b1 = pick(r, checking);
            board[b1] = 'B';
            long colour = (1L << b1) & InsufficientMaterial.LIGHT_SQUARES;
            long sameColour = colour != 0 ? InsufficientMaterial.LIGHT_SQUARES : ~InsufficientMaterial.LIGHT_SQUARES;
            for (int i = 1; i < white.length(); i++) {
                place(board, r, sameColour, 'B');
            }
            long near = SearchBoard.attacks(PieceType.KING.ordinal(), 0, bk, 0);
            for (char c : black.toCharArray()) {
                place(board, r, r.nextBoolean() ? near : -1L, c);
            }
            long ring = SearchBoard.attacks(PieceType.KING.ordinal(), 0, bk, 0);
            long twoAway = 0;
            for (long x = ring; x != 0; x &= x - 1) {
                twoAway |= SearchBoard.attacks(PieceType.KING.ordinal(), 0, Long.numberOfTrailingZeros(x), 0);
            }
            place(board, r, r.nextBoolean() ? twoAway & ~ring & ~(1L << bk) : -1L, 'K');
            Position p;
            try {
                p = Position.fromFen(fen(board) + " b - - 0 1");
            } catch (ChessException illegal) {
                continue; // kings touching, White in check
            }
            if (!p.isCheck()) {
                continue; // the bishop's line is blocked
            }
            positions++;
            if (p.isCheckmate()) {
                mates++;
            }
        }
        return mates;
    }

    private static int pick(java.util.SplittableRandom r, long squares) {
        int n = r.nextInt(Long.bitCount(squares));
        for (long s = squares; ; s &= s - 1) {
            if (n-- == 0) {
                return Long.numberOfTrailingZeros(s);
            }
        }
    }

    private static void place(char[] board, java.util.SplittableRandom r, long squares, char man) {
        for (int tries = 0; tries < 100; tries++) {
            int sq = r.nextInt(64);
            if ((squares & (1L << sq)) != 0 && board[sq] == '.') {
                board[sq] = man;
                return;
            }
        }
        for (int sq = 0; ; sq++) { // no free square of that set: the first free one
            if (board[sq] == '.') {
                board[sq] = man;
                return;
            }
        }
    }

    @Test
    void noCheckmateByBishopsOfOneColourAgainstRooksAndQueens() {
        // rule 5's material (the rule's argument is in its Javadoc; this samples placements)
        assertEquals(0, sampledMates("B", "rr", 1, 25_000));
        assertEquals(0, sampledMates("B", "rq", 2, 25_000));
        assertEquals(0, sampledMates("BB", "r", 3, 25_000));
        assertEquals(0, sampledMates("BB", "q", 4, 25_000));
        // a light bishop against a rook and a light bishop (the loser's bishop never blocks a dark square)
        Position p = Position.fromFen("5r1k/8/B7/8/8/8/8/1K1b4 w - - 0 1");
        assertEquals("bishops-against-rooks-and-queens",
                InsufficientMaterial.reason(SearchBoard.of(p), 0));
        // the sampler does see mates where the rule does not apply: a knight as the blocker ...
        assertTrue(sampledMates("B", "nr", 5, 25_000) > 0);
        // ... and two bishops against two rooks (a double check on an edge)
        assertTrue(sampledMates("BB", "rr", 6, 80_000) > 0);
    }

    @Test
    void twoKnightsDoHaveCheckmates() {
        // the enumeration can see a mate when one exists: K+N+N v K (e.g. Kh8; Kf7, Ng6, Nf6... )
        Position p = Position.fromFen("7k/5K2/5NN1/8/8/8/8/8 b - - 0 1");
        assertTrue(p.isCheckmate());
    }
}
