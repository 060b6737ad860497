package dev.hakem.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Chess960 legal move generation (FIDE 3 with the castling of Guidelines II.3) against the
 * published Chess960 perft suite: every one of its 960 positions to depth 3 here; depths 4–5 of
 * all and depth 6 of some in {@link PerftDeepTest} ({@code mvn -Pperft-deep test}).
 */
class Chess960PerftTest {

    static Stream<PerftSuite.Entry> shallow() {
        return PerftSuite.chess960().stream().filter(e -> e.depth() <= 3);
    }

    /** The suite's positions, each with its expected counts to depth 3. */
    static Stream<List<PerftSuite.Entry>> positions() {
        return shallow().collect(Collectors.groupingBy(PerftSuite.Entry::id, TreeMap::new, Collectors.toList()))
                .values().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("positions")
    void suiteToDepth3(List<PerftSuite.Entry> counts) {
        Position p = Position.fromFen(counts.get(0).fen(), Variant.CHESS960);
        for (PerftSuite.Entry e : counts) {
            assertEquals(e.nodes(), p.perft(e.depth()), e.toString());
        }
    }

    @Test
    void everyPositionOfTheSuiteIsCovered() {
        assertEquals(960, positions().count());
        assertEquals(960 * 3, shallow().count());
    }

    @Test
    void divideSumsToPerftAndCastlingIsKingTakesRook() {
        // id 0 of the suite: both sides may castle g-side (h-rook) and c-side (f-rook)
        Position p = Position.fromFen("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
                Variant.CHESS960);
        long sum = p.divide(3).stream().mapToLong(java.util.Map.Entry::getValue).sum();
        assertEquals(12189, sum);
    }
}
