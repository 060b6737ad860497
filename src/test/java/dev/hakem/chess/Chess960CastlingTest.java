package dev.hakem.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Guidelines II.3: castling in Chess960 — king and rook end on the squares of standard castling
 * (II.3.2.6), the four ways it happens on the board (II.3.2.1–II.3.2.4), and the conditions of
 * 3.8.2 read for the actual squares, explained with the provisions and the squares.
 */
class Chess960CastlingTest {

    private static Position p960(String fen) {
        return Position.fromFen(fen, Variant.CHESS960);
    }

    private static Move m(String uci) {
        return Move.of(Square.parse(uci.substring(0, 2)), Square.parse(uci.substring(2, 4)));
    }

    /** The move (king takes own rook), the way it happens and the position after it. */
    @ParameterizedTest(name = "{1} in {0}")
    @CsvSource(delimiter = '|', value = {
            // the standard set-up read as Chess960: double-move castling, both sides
            "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1|e1h1|G_SIDE|DOUBLE_MOVE|e1|g1|h1|f1|r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1",
            "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1|e1a1|C_SIDE|DOUBLE_MOVE|e1|c1|a1|d1|r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1",
            // II.3.2.2 transposition: king f1 and rook g1 exchange squares
            "1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 w GBgb - 0 1|f1g1|G_SIDE|TRANSPOSITION|f1|g1|g1|f1|1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3RK1 b kq - 1 1",
            // c-side transposition: king d1, rook c1
            "2rk4/2pp4/8/8/8/8/2PP4/2RK4 b c - 0 1|d8c8|C_SIDE|TRANSPOSITION|d8|c8|c8|d8|2kr4/2pp4/8/8/8/8/2PP4/2RK4 w - - 1 2",
            // II.3.2.3 king-move-only: the rook is already on f1
            "4k3/8/8/8/8/8/8/4KR2 w F - 0 1|e1f1|G_SIDE|KING_ONLY|e1|g1|f1|f1|4k3/8/8/8/8/8/8/5RK1 b - - 1 1",
            // II.3.2.4 rook-move-only: the king is already on g1 / c1
            "6k1/8/8/8/8/8/8/6KR w H - 0 1|g1h1|G_SIDE|ROOK_ONLY|g1|g1|h1|f1|6k1/8/8/8/8/8/8/5RK1 b - - 1 1",
            "6k1/8/8/8/8/8/8/R1K5 w A - 0 1|c1a1|C_SIDE|ROOK_ONLY|c1|c1|a1|d1|6k1/8/8/8/8/8/8/2KR4 b - - 1 1",
            // II.3.2.7 Note 5: b1 may stay occupied after c-side castling, h1 after g-side
            "4k3/8/8/8/8/8/8/RN1K1R1B w FA - 0 1|d1f1|G_SIDE|KING_ONLY|d1|g1|f1|f1|4k3/8/8/8/8/8/8/RN3RKB b - - 1 1",
    })
    void castlingMovesKingAndRookToTheirStandardSquares(String fen, String uci, CastlingSide side,
                                                        CastlingMove.Method method, String kingFrom, String kingTo,
                                                        String rookFrom, String rookTo, String after) {
        Position p = p960(fen);
        Move move = m(uci);
        assertTrue(p.isLegal(move), uci);
        CastlingMove c = p.castling(move);
        assertEquals(new CastlingMove(p.sideToMove(), side, Square.parse(kingFrom), Square.parse(kingTo),
                Square.parse(rookFrom), Square.parse(rookTo)), c);
        assertEquals(method, c.method());
        assertEquals(after, p.play(move).fen());
        assertEquals(move, p.castlingMove(side));
    }

    @Test
    void methodsCiteTheirGuidelines() {
        assertEquals("II.3.2.1", CastlingMove.Method.DOUBLE_MOVE.article());
        assertEquals("II.3.2.2", CastlingMove.Method.TRANSPOSITION.article());
        assertEquals("II.3.2.3", CastlingMove.Method.KING_ONLY.article());
        assertEquals("II.3.2.4", CastlingMove.Method.ROOK_ONLY.article());
    }

    /** In Chess960 a king move onto the castling king's target is a king move, not castling. */
    @Test
    void aKingStepToG1IsNotCastling() {
        Position p = p960("4k3/8/8/8/8/8/8/5K1R w H - 0 1");
        assertTrue(p.isLegal(m("f1g1")));
        assertNull(p.castling(m("f1g1")));
        assertEquals("4k3/8/8/8/8/8/8/6KR b - - 1 1", p.play(m("f1g1")).fen());
        assertEquals("4k3/8/8/8/8/8/8/5RK1 b - - 1 1", p.play(m("f1h1")).fen());
    }

    /** A legal Chess960 castling and its Guidelines/Article-3 reasons when it is not legal. */
    @ParameterizedTest(name = "{1} in {0}")
    @CsvSource(delimiter = '|', value = {
            // the rook on b1 shields c1 from the queen on a1; after c-side castling it stands on d1
            "7k/8/8/8/8/8/8/qRK5 w B - 0 1|c1b1|II.3.1|3.9.2|After castling the king on c1 would be in check from the queen on a1: the rook on b1 shields c1 now and leaves it by castling.|Roktan sonra c1'deki şaha a1'deki vezir şah çekmiş olur: b1'deki kale şimdi c1'i koruyor ve rokla oradan ayrılıyor.",
            // a knight on b1 is on the rook's way a1-d1 (II.3.2.7 Note 4)
            "4k3/8/8/8/8/8/8/RN2K2R w HA - 0 1|e1a1|II.3.2.7|3.8.2.2.2|The knight on b1 stands on b1, which the rook needs on its way from a1 to d1; in Chess960 every square the castling king and rook cross or reach must be empty but for themselves.|b1'deki at, kalenin a1–d1 yolunda geçeceği ya da varacağı karede duruyor; Satranç960'ta rok yapan şahın ve kalenin geçeceği ya da varacağı her kare, kendileri dışında boş olmalıdır.",
            // the bishop on d1 stands on the king's way b1-g1; the knight on f1 on both ways
            "4k3/8/8/8/8/8/8/1K1B3R w H - 0 1|b1h1|II.3.2.7|3.8.2.2.2|The bishop on d1 stands on d1, which the king needs on its way from b1 to g1; in Chess960 every square the castling king and rook cross or reach must be empty but for themselves.|d1'deki fil, şahın b1–g1 yolunda geçeceği ya da varacağı karede duruyor; Satranç960'ta rok yapan şahın ve kalenin geçeceği ya da varacağı her kare, kendileri dışında boş olmalıdır.",
            "4k3/8/8/8/8/8/8/1K3N1R w H - 0 1|b1h1|II.3.2.7|3.8.2.2.2|The knight on f1 stands on f1, which both the king (b1 to g1) and the rook (h1 to f1) need; in Chess960 every square the castling king and rook cross or reach must be empty but for themselves.|f1'deki at, hem şahın (b1–g1) hem kalenin (h1–f1) geçeceği ya da varacağı karede duruyor; Satranç960'ta rok yapan şahın ve kalenin geçeceği ya da varacağı her kare, kendileri dışında boş olmalıdır.",
            // a square the king crosses is attacked
            "4k3/8/8/8/8/8/4r3/1K5R w H - 0 1|b1h1|II.3.1|3.8.2.2.1|e1, which the king would cross, is attacked by the rook on e2.|Şahın geçeceği e1'e e2'deki kale saldırıyor.",
            // the king's target is attacked
            "4k3/8/8/8/8/8/8/4K1Rr w G - 0 1|e1g1|II.3.1|3.8.2.2.1|g1, where the king would land, is attacked by the rook on h1.|Şahın varacağı g1'e h1'deki kale saldırıyor.",
            // in check: no castling
            "1r2k3/8/8/8/8/8/8/1K5R w H - 0 1|b1h1|II.3.1|3.8.2.2.1|The king on b1 is in check from the rook on b8, and castling is not allowed out of check.|b1'deki şaha b8'deki kale şah çekiyor; şah tehdit altındayken rok yapılamaz.",
            // no right for that side
            "4k3/8/8/8/8/8/8/1K5R w - - 0 1|b1h1|II.3.1|3.8.2.1|The position gives White no right to castle kingside: the king or the rook on h1 has moved before.|Konumda Beyaz'ın kısa rok hakkı yok: şah ya da h1'deki kale daha önce oynamış.",
            // the castling rook is another one
            "4k3/8/8/8/8/8/8/1K3RR1 w G - 0 1|b1f1|II.3.1|3.8.2|In this game White castles on the g-side with the rook on g1, not with the rook on f1.|Bu oyunda Beyaz g kanadında g1'deki kaleyle rok yapar, f1'deki kaleyle değil.",
    })
    void illegalCastlingIsExplained(String fen, String uci, String under, String article, String en, String tr) {
        Position p = p960(fen);
        Verdict v = Legality.explain(p, m(uci));
        assertFalse(v.legal());
        assertEquals(1, v.violations().size(), v.violations().toString());
        Violation x = v.violations().get(0);
        assertEquals(under, x.under());
        assertEquals(article, x.article());
        assertEquals(List.of(under, article), v.articles());
        assertEquals(en, x.en());
        assertEquals(tr, x.tr());
    }

    @Test
    void legalChess960CastlingHasNoViolation() {
        Position p = p960("4k3/8/8/8/8/8/8/1K5R w H - 0 1");
        Verdict v = Legality.explain(p, m("b1h1"));
        assertTrue(v.legal());
        assertEquals(List.of(), v.violations());
        assertEquals("4k3/8/8/8/8/8/8/5RK1 b - - 1 1", p.play(m("b1h1")).fen());
    }

    /** 3.8.2.1 told from the game's history also in Chess960: the rook went away and came back. */
    @Test
    void rightLostByARookThatCameBack() {
        Position p = p960("4k3/8/8/8/8/8/8/1K5R w H - 0 1");
        p = p.play(m("h1h2")).play(m("e8e7")).play(m("h2h1")).play(m("e7e8"));
        Verdict v = Legality.explain(p, m("b1h1"));
        assertEquals(List.of("II.3.1", "3.8.2.1.2"), v.articles());
        assertEquals("The rook on h1 has already moved (h1-h2 on move 1), so White cannot castle with it.",
                v.violations().get(0).en());
    }

    /**
     * II.3.2.7 Note 2 and the four ways of II.3.2.1–II.3.2.4 over all 960 start positions, each
     * castling tried with only its king and rook on the first rank (and the pawns), so that it is
     * legal: the way it happens is the one a plain reading of the back rank gives (king already on
     * g/c: rook only; rook already on f/d: king only; king and rook on each other's target:
     * transposition; else double move), and never do both king and rook stay. Each way occurs.
     */
    @Test
    void noCastlingOfAnyStartPositionLeavesBothKingAndRook_II_3_2_7_note2() {
        java.util.Map<CastlingMove.Method, Integer> seen = new java.util.EnumMap<>(CastlingMove.Method.class);
        for (int n = 0; n < 960; n++) {
            String back = Chess960.backRank(n);
            int king = back.indexOf('K');
            for (CastlingSide side : CastlingSide.values()) {
                boolean g = side == CastlingSide.G_SIDE;
                int rook = g ? back.lastIndexOf('R') : back.indexOf('R');
                char[] rank = "........".toCharArray();
                rank[king] = 'K';
                rank[rook] = 'R';
                String row = fenRow(new String(rank));
                Position p = p960(row.toLowerCase(java.util.Locale.ROOT) + "/pppppppp/8/8/8/8/PPPPPPPP/" + row
                        + " w " + (char) ('A' + rook) + " - 0 1");
                CastlingMove.Method expected = king == (g ? 6 : 2) ? CastlingMove.Method.ROOK_ONLY
                        : rook == (g ? 5 : 3) ? CastlingMove.Method.KING_ONLY
                        : king == (g ? 5 : 3) && rook == (g ? 6 : 2) ? CastlingMove.Method.TRANSPOSITION
                        : CastlingMove.Method.DOUBLE_MOVE;
                CastlingMove c = p.castling(p.castlingMove(side));
                assertNotNull(c, n + " " + side + " " + p.fen());
                assertFalse(c.kingFrom() == c.kingTo() && c.rookFrom() == c.rookTo(), n + " " + side);
                assertEquals(expected, c.method(), n + " " + side);
                seen.merge(c.method(), 1, Integer::sum);
            }
        }
        assertEquals(java.util.Set.of(CastlingMove.Method.values()), seen.keySet(), seen.toString());
        assertEquals(1920, seen.values().stream().mapToInt(Integer::intValue).sum());
    }

    /** A FEN row from eight characters, '.' for an empty square. */
    private static String fenRow(String rank) {
        StringBuilder row = new StringBuilder();
        int empty = 0;
        for (char c : rank.toCharArray()) {
            if (c == '.') {
                empty++;
                continue;
            }
            if (empty > 0) {
                row.append(empty);
                empty = 0;
            }
            row.append(c);
        }
        return empty > 0 ? row.append(empty).toString() : row.toString();
    }

    /**
     * II.3.2.7 Note 3 over all 960 start positions: castling is legal on White's first move exactly
     * where, reading the back rank, every square the king and the rook cross or reach (their own
     * squares apart) is empty — and no. 3 (BQNNRKRB, g-side) is one of them.
     */
    @Test
    void castlingOnTheFirstMoveExactlyWhereTheWaysAreEmpty_II_3_2_7_note3() {
        java.util.Set<String> engine = new java.util.TreeSet<>();
        java.util.Set<String> reading = new java.util.TreeSet<>();
        for (int n = 0; n < 960; n++) {
            String rank = Chess960.backRank(n);
            Position p = Chess960.startPosition(n);
            int king = rank.indexOf('K');
            for (CastlingSide side : CastlingSide.values()) {
                boolean g = side == CastlingSide.G_SIDE;
                int rook = g ? rank.lastIndexOf('R') : rank.indexOf('R');
                if (p.isLegal(p.castlingMove(side))) {
                    engine.add(n + " " + side);
                }
                boolean empty = true;
                for (int[] way : new int[][] {{king, g ? 6 : 2}, {rook, g ? 5 : 3}}) {
                    for (int f = Math.min(way[0], way[1]); f <= Math.max(way[0], way[1]); f++) {
                        empty &= f == king || f == rook;
                    }
                }
                if (empty) {
                    reading.add(n + " " + side);
                }
            }
        }
        assertEquals(reading, engine);
        assertTrue(engine.contains("3 G_SIDE"), engine.toString());
    }

    /** The standard game keeps its own castling: e1g1, and the king taking its rook is not castling. */
    @Test
    void standardGameUnchanged() {
        Position p = Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertEquals(Variant.STANDARD, p.variant());
        assertTrue(p.isLegal(m("e1g1")));
        assertFalse(p.isLegal(m("e1h1")));
        assertEquals(m("e1g1"), p.castlingMove(CastlingSide.G_SIDE));
        assertEquals(CastlingMove.Method.DOUBLE_MOVE, p.castling(m("e1g1")).method());
        assertEquals(List.of("3.1", "3.8.1"), Legality.explain(p, m("e1h1")).articles());
    }
}
