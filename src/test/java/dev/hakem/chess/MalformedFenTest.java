package dev.hakem.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.SplittableRandom;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Malformed and random FEN strings: the only possible failure is a {@link ChessException} with a message. */
class MalformedFenTest {
    private static final String ALPHABET = "KQRBNPkqrbnp12345678/ -wbe36xX0\t9ıİ";
    private static final String[] BASES = {
            Position.startpos().fen(), PerftTest.KIWIPETE,
            "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    };

    static LongStream seeds() {
        return LongStream.rangeClosed(1, 40);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void onlyChessException(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        for (int i = 0; i < 500; i++) {
            StringBuilder sb = new StringBuilder(BASES[rnd.nextInt(BASES.length)]);
            int edits = 1 + rnd.nextInt(4);
            for (int e = 0; e < edits; e++) {
                int op = rnd.nextInt(3);
                int at = sb.length() == 0 ? 0 : rnd.nextInt(sb.length());
                char c = ALPHABET.charAt(rnd.nextInt(ALPHABET.length()));
                if (op == 0 && sb.length() > 0) {
                    sb.setCharAt(at, c);
                } else if (op == 1 && sb.length() > 0) {
                    sb.deleteCharAt(at);
                } else {
                    sb.insert(at, c);
                }
            }
            check(sb.toString());
            StringBuilder random = new StringBuilder();
            int len = rnd.nextInt(80);
            for (int k = 0; k < len; k++) {
                random.append(ALPHABET.charAt(rnd.nextInt(ALPHABET.length())));
            }
            check(random.toString());
        }
    }

    private static void check(String fen) {
        Position p;
        try {
            p = Position.fromFen(fen);
        } catch (ChessException e) {
            assertNotNull(e.getMessage());
            return;
        }
        // accepted: then it is a consistent position
        assertEquals(p, Position.fromFen(p.fen()));
        assertEquals(p.legalMoves().size(), p.perft(1));
    }
}
