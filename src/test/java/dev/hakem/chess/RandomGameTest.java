package dev.hakem.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Property tests over seeded random legal games (plain JUnit, reproducible by seed). */
class RandomGameTest {

    static LongStream seeds() {
        return LongStream.rangeClosed(1, 60);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void randomGameStaysConsistent(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        Position p = seed % 3 == 0 ? Position.fromFen(PerftTest.KIWIPETE) : Position.startpos();
        Map<RepetitionKey, Long> keyToHash = new HashMap<>();
        Map<Long, RepetitionKey> hashToKey = new HashMap<>();
        for (int ply = 0; ply < 300; ply++) {
            // incremental hash equals the hash computed from nothing, and equals the re-read FEN's
            assertEquals(p.hashFromScratch(), p.hash(), p.fen());
            Position reread = Position.fromFen(p.fen());
            assertEquals(p, reread);
            assertEquals(p.fen(), reread.fen());
            assertEquals(p.hash(), reread.hash());
            assertEquals(p.repetitionKey(), reread.repetitionKey());
            // 9.2.3: same repetition key <=> same hash (no collisions expected in such small samples)
            RepetitionKey key = p.repetitionKey();
            Long h = keyToHash.putIfAbsent(key, p.hash());
            if (h != null) {
                assertEquals(h.longValue(), p.hash());
            }
            RepetitionKey k2 = hashToKey.putIfAbsent(p.hash(), key);
            if (k2 != null) {
                assertEquals(k2, key);
            }
            assertEquals(p.legalEnPassantSquare() < 0 ? "-" : Square.name(p.enPassantSquare()), key.enPassant());

            List<Move> moves = p.legalMoves();
            assertEquals(moves.size(), p.perft(1));
            assertEquals(moves.isEmpty() && p.isCheck(), p.isCheckmate());
            assertEquals(moves.isEmpty() && !p.isCheck(), p.isStalemate());
            assertEquals(!p.attackers(p.kingSquare(p.sideToMove()), p.sideToMove().opposite()).isEmpty(), p.isCheck());
            Color mover = p.sideToMove();
            for (Move m : moves) {
                assertTrue(p.isLegal(m));
                Position next = p.play(m);
                // 3.9.2: no legal move leaves the mover's king attacked
                assertFalse(next.isAttacked(next.kingSquare(mover), mover.opposite()), m + " in " + p.fen());
                assertEquals(mover.opposite(), next.sideToMove());
                assertEquals(p, next.previous());
                assertEquals(m, next.lastMove());
            }
            if (moves.isEmpty()) {
                break;
            }
            Move m = moves.get(rnd.nextInt(moves.size()));
            Position next = p.play(m);
            if (ply > 0) {
                assertNotEquals(p.hash(), next.hash());
            }
            p = next;
        }
    }
}
