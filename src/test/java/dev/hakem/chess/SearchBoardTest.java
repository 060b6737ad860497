package dev.hakem.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The search board's shortcuts against the plain rules: {@link SearchBoard#givesCheck} against
 * playing the move and looking (FIDE 3.9.1), {@link SearchBoard#hasLegalMove} against generating
 * every legal move (3.10.1) — on every position of the perft suite and every position two plies
 * from it (checks of every kind: direct, discovered, by promotion, en passant, castling).
 */
class SearchBoardTest {

    @Test
    void shortcutsAgreeWithPlayingTheMove() {
        Set<String> fens = new LinkedHashSet<>();
        PerftSuite.entries().forEach(e -> fens.add(e.fen()));
        fens.add("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"); // castling with check by the rook
        fens.add("8/8/8/KPp4r/8/8/8/7k w - c6 0 1"); // en passant uncovering a rank
        fens.add("4k3/2P5/8/8/8/8/8/4K3 w - - 0 1"); // promotions checking and not
        Set<String> fens960 = new LinkedHashSet<>();
        // Chess960 castling (Guidelines II.3): the rook's new square checks, or not
        fens960.add("5k2/8/8/8/8/8/8/1R2K1R1 w GB - 0 1"); // g-side: the rook to f1 checks f8
        fens960.add("3k4/8/8/8/8/8/8/1R2K1R1 w GB - 0 1"); // c-side: the rook to d1 checks d8
        fens960.add("3k4/8/8/8/8/8/8/RK5R w HA - 0 1"); // the king from b1 to c1, the rook from a1 to d1
        fens960.add("5k2/8/8/8/8/8/8/6KR w H - 0 1"); // the king stays on g1, only the rook moves, to f1
        fens960.add("1r2k1r1/8/8/8/8/8/8/5K2 b gb - 0 1"); // Black castles g-side: its rook on f8 checks f1
        long checks = 0, moves = 0, noMove = 0, castlingChecks = 0;
        int[] buf = new int[256];
        int[] buf2 = new int[256];
        SearchBoard child = new SearchBoard();
        SearchBoard grandchild = new SearchBoard();
        java.util.List<Position> positions = new java.util.ArrayList<>();
        fens.forEach(f -> positions.add(Position.fromFen(f)));
        fens960.forEach(f -> positions.add(Position.fromFen(f, Variant.CHESS960)));
        for (Position start : positions) {
            String fen = start.fen();
            SearchBoard root = SearchBoard.of(start);
            int n = root.generate(buf, 0);
            for (int i = 0; i < n; i++) {
                child.copyFrom(root);
                child.play(buf[i]);
                int n2 = child.generate(buf2, 0);
                assertEquals(n2 > 0, child.hasLegalMove(), fen);
                noMove += n2 == 0 ? 1 : 0;
                child.prepareChecks();
                for (int j = 0; j < n2; j++) {
                    grandchild.copyFrom(child);
                    grandchild.play(buf2[j]);
                    boolean check = grandchild.inCheck();
                    assertEquals(check, child.givesCheck(buf2[j]),
                            fen + " then " + SearchBoard.toMove(buf[i]) + " " + SearchBoard.toMove(buf2[j]));
                    checks += check ? 1 : 0;
                    moves++;
                }
            }
            root.prepareChecks();
            for (int i = 0; i < n; i++) {
                child.copyFrom(root);
                child.play(buf[i]);
                assertEquals(child.inCheck(), root.givesCheck(buf[i]), fen + " " + SearchBoard.toMove(buf[i]));
                castlingChecks += SearchBoard.flag(buf[i]) == SearchBoard.FLAG_CASTLING && child.inCheck() ? 1 : 0;
            }
        }
        assertEquals(5, castlingChecks, "the five Chess960 castlings that check");
        assertTrue(moves > 20_000 && checks > 1_500 && noMove > 0, moves + " moves, " + checks + " checks, " + noMove + " mates/stalemates");
    }
}
