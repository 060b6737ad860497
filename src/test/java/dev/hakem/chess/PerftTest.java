package dev.hakem.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/** Perft counts of FIDE 3 legal move generation against published numbers. */
class PerftTest {

    static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    @ParameterizedTest(name = "startpos d{0} = {1}")
    @CsvSource({"0,1", "1,20", "2,400", "3,8902", "4,197281", "5,4865609"})
    void startpos(int depth, long nodes) {
        assertEquals(nodes, Position.startpos().perft(depth));
    }

    @ParameterizedTest(name = "Kiwipete d{0} = {1}")
    @CsvSource({"1,48", "2,2039", "3,97862", "4,4085603"})
    void kiwipete(int depth, long nodes) {
        assertEquals(nodes, Position.fromFen(KIWIPETE).perft(depth));
    }

    /** Positions 3–6 of the chessprogramming.org perft results page. */
    @ParameterizedTest(name = "{0} d{1} = {2}")
    @CsvSource(delimiter = '|', value = {
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1|1|14",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1|3|2812",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1|5|674624",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1|1|6",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1|3|9467",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1|4|422333",
            "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1|4|422333",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8|1|44",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8|3|62379",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8|4|2103487",
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10|1|46",
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10|3|89890",
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10|4|3894594",
    })
    void publishedPositions(String fen, int depth, long nodes) {
        assertEquals(nodes, Position.fromFen(fen).perft(depth));
    }

    static Stream<PerftSuite.Entry> suiteUpTo2M() {
        return PerftSuite.entries().stream().filter(e -> e.nodes() <= 2_000_000);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("suiteUpTo2M")
    void epdSuite(PerftSuite.Entry e) {
        assertEquals(e.nodes(), Position.fromFen(e.fen()).perft(e.depth()));
    }

    @Test
    void everySuitePositionIsCovered() {
        long positions = PerftSuite.entries().stream().map(PerftSuite.Entry::line).distinct().count();
        long covered = suiteUpTo2M().map(PerftSuite.Entry::line).distinct().count();
        assertEquals(127, positions);
        assertEquals(positions, covered);
    }

    @Test
    void divideSumsToPerftAndListsEveryMove() {
        Position p = Position.fromFen(KIWIPETE);
        List<Map.Entry<Move, Long>> div = p.divide(3);
        assertEquals(48, div.size());
        assertEquals(97862, div.stream().mapToLong(Map.Entry::getValue).sum());
        for (Map.Entry<Move, Long> e : div) {
            assertEquals(p.play(e.getKey()).perft(2), e.getValue(), e.getKey().uci());
        }
        assertTrue(div.stream().anyMatch(e -> e.getKey().uci().equals("e1g1")));
    }
}
