package dev.hakem.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Deep perft counts (the standard suite whole, and the Chess960 suite's deeper depths); tagged
 * perft-deep, run only with {@code mvn -Pperft-deep test}.
 */
@Tag("perft-deep")
class PerftDeepTest {

    @Test
    void startposDepth6() {
        assertEquals(119_060_324L, Position.startpos().perft(6));
    }

    @Test
    void kiwipeteDepth5() {
        assertEquals(193_690_690L, Position.fromFen(PerftTest.KIWIPETE).perft(5));
    }

    static Stream<PerftSuite.Entry> wholeSuite() {
        return PerftSuite.entries().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("wholeSuite")
    void epdSuite(PerftSuite.Entry e) {
        assertEquals(e.nodes(), Position.fromFen(e.fen()).perft(e.depth()));
    }

    /**
     * The Chess960 suite (Guidelines II.3 castling): depths 4 and 5 of all 960 positions (17.6
     * billion nodes), and depth 6 of the positions whose depth-6 count is at most 100 million.
     */
    static Stream<PerftSuite.Entry> chess960Deep() {
        return PerftSuite.chess960().stream()
                .filter(e -> e.depth() == 4 || e.depth() == 5 || (e.depth() == 6 && e.nodes() <= 100_000_000L));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("chess960Deep")
    void chess960Suite(PerftSuite.Entry e) {
        assertEquals(e.nodes(), Position.fromFen(e.fen(), Variant.CHESS960).perft(e.depth()));
    }
}
