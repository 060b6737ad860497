package dev.hakem.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Deep perft counts; tagged perft-deep, run only with {@code mvn -Pperft-deep test}. */
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
}
