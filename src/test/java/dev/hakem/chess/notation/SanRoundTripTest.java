package dev.hakem.chess.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.hakem.chess.ChessException;
import dev.hakem.chess.Move;
import dev.hakem.chess.Position;
import dev.hakem.chess.pgn.PgnGame;
import dev.hakem.chess.pgn.PgnReader;
import dev.hakem.chess.pgn.PgnWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Property tests over seeded random games: SAN and PGN round trips in both letter sets. */
class SanRoundTripTest {

    private static final String[] STARTS = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    };

    static Stream<Long> seeds() {
        return IntStream.rangeClosed(1, 25).mapToObj(i -> (long) i);
    }

    /** A random game: uniformly random legal moves until the game ends or 150 plies. */
    static List<Move> randomGame(Position start, Random rnd) {
        List<Move> moves = new ArrayList<>();
        Position p = start;
        for (int ply = 0; ply < 150; ply++) {
            List<Move> legal = p.legalMoves();
            if (legal.isEmpty()) {
                break;
            }
            Move m = legal.get(rnd.nextInt(legal.size()));
            moves.add(m);
            p = p.play(m);
        }
        return moves;
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void everyLegalMoveWritesAndReadsBackInBothLetterSets(long seed) {
        Random rnd = new Random(seed);
        Position start = Position.fromFen(STARTS[(int) (seed % STARTS.length)]);
        List<Move> game = randomGame(start, rnd);
        Position p = start;
        for (Move played : game) {
            for (Move m : p.legalMoves()) {
                String en = San.write(p, m, Notation.ENGLISH);
                String tr = San.write(p, m, Notation.TURKISH);
                assertEquals(m, San.read(p, en, Notation.ENGLISH), en);
                assertEquals(m, San.read(p, tr, Notation.TURKISH), tr);
                either(p, m, en);
                either(p, m, tr);
            }
            p = p.play(played);
        }
    }

    /** Reading with either letter set gives the move, unless "K..." could also mean a move in the other set (C.3). */
    private static void either(Position p, Move m, String san) {
        try {
            assertEquals(m, San.readEither(p, san), san);
        } catch (ChessException e) {
            assertTrue(san.contains("K") && e.getMessage().contains("say which notation the game uses"),
                    san + ": " + e.getMessage());
        }
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void pgnWriteThenReadGivesTheSameMoves(long seed) {
        Random rnd = new Random(seed * 7919);
        Position start = Position.fromFen(STARTS[(int) (seed % STARTS.length)]);
        List<Move> moves = randomGame(start, rnd);
        PgnGame g = PgnGame.of(Map.of("Event", "random " + seed), start, moves, "*");
        for (Notation n : Notation.values()) {
            String text = PgnWriter.toPgn(g, n);
            PgnGame back = PgnReader.readGame(text);
            assertEquals(moves, back.moves(), text);
            assertEquals(start.fen(), back.startPosition().fen());
            assertEquals(g.finalPosition().fen(), back.finalPosition().fen());
            assertEquals(text, PgnWriter.toPgn(back, n));
        }
    }

    private static final String ALPHABET = "KQRBNŞVFAOo0-x=+#!?abcdefghi123456789 İıI.:eSp\u0327";

    /** Malformed SAN: random tokens never throw anything but ChessException, and errors carry a column. */
    @ParameterizedTest
    @MethodSource("seeds")
    void malformedSanOnlyEverThrowsChessException(long seed) {
        Random rnd = new Random(seed * 31);
        Position start = Position.fromFen(STARTS[(int) (seed % STARTS.length)]);
        List<Move> game = randomGame(start, rnd);
        Position p = start;
        int errors = 0;
        for (Move played : game) {
            List<Move> legal = p.legalMoves();
            for (int k = 0; k < 10; k++) {
                String base = San.write(p, legal.get(rnd.nextInt(legal.size())), rnd.nextBoolean()
                        ? Notation.ENGLISH : Notation.TURKISH);
                String token = mutate(base, rnd);
                try {
                    Move m = San.readEither(p, token);
                    assertTrue(legal.contains(m), token);
                } catch (ChessException e) {
                    errors++;
                    assertTrue(e.column() >= 1 && e.column() <= Math.max(1, token.length()),
                            token + " -> column " + e.column() + ": " + e.getMessage());
                    assertTrue(e.getMessage().contains("\"" + token.strip() + "\"") || token.isBlank(),
                            token + ": " + e.getMessage());
                } catch (RuntimeException e) {
                    fail("\"" + token + "\" threw " + e, e);
                }
            }
            p = p.play(played);
        }
        assertTrue(errors > 0);
    }

    static String mutate(String s, Random rnd) {
        StringBuilder sb = new StringBuilder(s);
        int n = 1 + rnd.nextInt(3);
        for (int i = 0; i < n; i++) {
            int op = rnd.nextInt(4);
            int at = sb.length() == 0 ? 0 : rnd.nextInt(sb.length());
            char c = ALPHABET.charAt(rnd.nextInt(ALPHABET.length()));
            if (op == 0 && sb.length() > 0) {
                sb.deleteCharAt(at);
            } else if (op == 1) {
                sb.insert(at, c);
            } else if (op == 2 && sb.length() > 0) {
                sb.setCharAt(at, c);
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }
}
