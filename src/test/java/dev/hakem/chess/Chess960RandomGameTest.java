package dev.hakem.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.chess.notation.Notation;
import dev.hakem.chess.notation.San;
import dev.hakem.chess.notation.Uci;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Seeded random Chess960 games from random start positions: the castling moves the generator
 * finds are exactly those a plain reading of Guidelines II.3 allows (checked square by square on
 * FEN strings, independently of the generator), and FEN (X-FEN and Shredder-FEN), hashing, SAN
 * and UCI survive every position.
 */
class Chess960RandomGameTest {

    static LongStream seeds() {
        return LongStream.rangeClosed(1, 40);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void randomGame(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed * 7919);
        Position p = Chess960.startPosition(rnd.nextInt(960));
        for (int ply = 0; ply < 160; ply++) {
            assertEquals(p, Position.fromFen(p.fen(), Variant.CHESS960), p.fen());
            assertEquals(p, Position.fromFen(p.shredderFen(), Variant.CHESS960), p.shredderFen());
            assertEquals(p.hashFromScratch(), p.hash(), p.fen());
            List<Move> moves = p.legalMoves();
            assertEquals(naiveCastlings(p), castlingsOf(p, moves), p.shredderFen());
            for (Move m : moves) {
                String san = San.write(p, m, Notation.ENGLISH);
                assertEquals(m, San.read(p, san, Notation.ENGLISH), san + " in " + p.fen());
                assertEquals(m, Uci.read(p, m.uci()));
                if (p.castling(m) != null) {
                    assertTrue(san.startsWith("O-O"), san);
                }
            }
            if (moves.isEmpty()) {
                break;
            }
            // prefer castling when there is one, so that games castle in all the ways
            Position here = p;
            List<Move> castle = moves.stream().filter(m -> here.castling(m) != null).toList();
            Move m = !castle.isEmpty() && rnd.nextInt(3) == 0 ? castle.get(rnd.nextInt(castle.size()))
                    : moves.get(rnd.nextInt(moves.size()));
            p = p.play(m);
        }
    }

    private static TreeSet<String> castlingsOf(Position p, List<Move> moves) {
        TreeSet<String> out = new TreeSet<>();
        for (Move m : moves) {
            if (p.castling(m) != null) {
                out.add(m.uci());
            }
        }
        return out;
    }

    /**
     * II.3 read plainly, on FEN strings: for each castling right of the side to move (Shredder-FEN
     * rook file), king to c/g and rook to d/f on the first rank; every square from the king to its
     * target and from the rook to its target empty but for that king and rook; the king not in
     * check; no square it crosses attacked; and in the position after castling its square not
     * attacked.
     */
    static TreeSet<String> naiveCastlings(Position p) {
        TreeSet<String> out = new TreeSet<>();
        String[] f = p.shredderFen().split(" ");
        Color us = p.sideToMove();
        int rank = us == Color.WHITE ? 0 : 7;
        int king = p.kingSquare(us);
        if (f[2].equals("-") || Square.rank(king) != rank || p.isCheck()) {
            return out;
        }
        for (char c : f[2].toCharArray()) {
            if (Character.isUpperCase(c) != (us == Color.WHITE)) {
                continue;
            }
            int rook = Square.of(Character.toLowerCase(c) - 'a', rank);
            boolean gSide = rook > king;
            int kingTo = Square.of(gSide ? 6 : 2, rank);
            int rookTo = Square.of(gSide ? 5 : 3, rank);
            boolean ok = true;
            for (int file = 0; file < 8 && ok; file++) {
                int sq = Square.of(file, rank);
                boolean needed = between(sq, king, kingTo) || between(sq, rook, rookTo);
                if (needed && sq != king && sq != rook && p.pieceAt(sq) != null) {
                    ok = false;
                }
            }
            for (int sq = Math.min(king, kingTo) + 1; ok && sq < Math.max(king, kingTo); sq++) {
                if (p.isAttacked(sq, us.opposite())) {
                    ok = false;
                }
            }
            if (ok) {
                Position after = Position.fromFen(placeAfter(p, king, rook, kingTo, rookTo) + " " + f[1] + " - - 0 1");
                ok = !after.isAttacked(kingTo, us.opposite());
            }
            if (ok) {
                out.add(Square.name(king) + Square.name(rook));
            }
        }
        return out;
    }

    private static boolean between(int sq, int a, int b) {
        return sq >= Math.min(a, b) && sq <= Math.max(a, b);
    }

    /** The FEN placement after moving the king and the rook (by hand, not by the core). */
    private static String placeAfter(Position p, int king, int rook, int kingTo, int rookTo) {
        Piece[] board = new Piece[64];
        for (int sq = 0; sq < 64; sq++) {
            board[sq] = p.pieceAt(sq);
        }
        Piece k = board[king];
        Piece r = board[rook];
        board[king] = null;
        board[rook] = null;
        board[kingTo] = k;
        board[rookTo] = r;
        List<String> ranks = new ArrayList<>();
        for (int rank = 7; rank >= 0; rank--) {
            StringBuilder sb = new StringBuilder();
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                Piece x = board[Square.of(file, rank)];
                if (x == null) {
                    empty++;
                } else {
                    if (empty > 0) {
                        sb.append(empty);
                    }
                    empty = 0;
                    sb.append(x.fenChar());
                }
            }
            if (empty > 0) {
                sb.append(empty);
            }
            ranks.add(sb.toString());
        }
        return String.join("/", ranks);
    }
}
