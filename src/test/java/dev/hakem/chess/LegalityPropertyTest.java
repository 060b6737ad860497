package dev.hakem.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Over seeded random games, every physical move (any from, any to, promotions) gets a verdict that
 * agrees with the move generator, and every illegal one is explained by a named provision.
 */
class LegalityPropertyTest {
    private static final PieceType[] PROMOS = {null, PieceType.QUEEN, PieceType.KNIGHT, PieceType.KING};

    static LongStream seeds() {
        return LongStream.rangeClosed(1, 6);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void verdictAgreesWithGenerator(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed * 7919);
        Position p = seed % 2 == 0 ? Position.fromFen(PerftTest.KIWIPETE) : Position.startpos();
        for (int ply = 0; ply < 60 && !p.legalMoves().isEmpty(); ply++) {
            for (int from = 0; from < 64; from++) {
                if (p.pieceAt(from) == null && rnd.nextInt(8) != 0) {
                    continue; // empty from-squares: a sample is enough
                }
                for (int to = 0; to < 64; to++) {
                    boolean pawnToLast = p.pieceAt(from) != null && p.pieceAt(from).type() == PieceType.PAWN
                            && (Square.rank(to) == 7 || Square.rank(to) == 0);
                    int n = pawnToLast ? PROMOS.length : (rnd.nextInt(50) == 0 ? 2 : 1);
                    for (int k = 0; k < n; k++) {
                        Move m = new Move(from, to, PROMOS[k]);
                        Verdict v = Legality.explain(p, m);
                        assertEquals(p.isLegal(m), v.legal(), m + " in " + p.fen());
                        assertEquals(v.legal(), v.violations().isEmpty(), m + " in " + p.fen());
                        assertFalse(v.articles().contains("3.10.2"), m + " in " + p.fen() + ": " + v);
                        for (Violation x : v.violations()) {
                            assertTrue(x.en().endsWith(".") && x.tr().endsWith("."), x.toString());
                        }
                    }
                }
            }
            p = p.play(p.legalMoves().get(rnd.nextInt(p.legalMoves().size())));
        }
    }
}
