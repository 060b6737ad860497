package dev.hakem.chess.mate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The search board agrees with the shared perft suite (/work/shared/data/perft, from sunfish). */
class BoardTest {
    static final Path SUITE = Path.of("/work/shared/data/perft/perftsuite.epd");

    @Test
    void perftSuiteToDepthThree() throws IOException {
        List<String> lines = Files.readAllLines(SUITE);
        int checked = 0;
        for (String line : lines) {
            if (line.isBlank()) {
                continue;
            }
            String[] parts = line.split(";");
            Board b = Board.fromFenUnchecked(parts[0]);
            long hash = b.hash;
            for (int i = 1; i < parts.length; i++) {
                String[] dn = parts[i].trim().split("\\s+");
                int depth = Integer.parseInt(dn[0].substring(1));
                if (depth > 3) {
                    continue;
                }
                assertEquals(Long.parseLong(dn[1]), b.perft(depth), parts[0] + " depth " + depth);
                checked++;
            }
            assertEquals(hash, b.hash, "make/unmake restores the hash");
        }
        assertEquals(true, checked > 300, "checked " + checked);
    }

    @Test
    void incrementalHashMatchesRecomputed() {
        Board b = Board.fromFenUnchecked("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        int[] moves = new int[256];
        int n = b.legalMoves(moves);
        for (int i = 0; i < n; i++) {
            b.make(moves[i]);
            long h = b.hash;
            b.rehash();
            assertEquals(b.hash, h, Board.uci(moves[i]));
            b.unmake();
        }
    }
}
