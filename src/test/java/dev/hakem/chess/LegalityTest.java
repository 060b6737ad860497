package dev.hakem.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Explained legality: each provision, with the exact reasons in English and Turkish. */
class LegalityTest {

    private static Move uci(String s) {
        PieceType promo = null;
        if (s.length() == 5) {
            promo = switch (s.charAt(4)) {
                case 'q' -> PieceType.QUEEN;
                case 'r' -> PieceType.ROOK;
                case 'b' -> PieceType.BISHOP;
                case 'n' -> PieceType.KNIGHT;
                case 'k' -> PieceType.KING;
                default -> PieceType.PAWN;
            };
        }
        return new Move(Square.parse(s.substring(0, 2)), Square.parse(s.substring(2, 4)), promo);
    }

    private static Position play(Position p, String... moves) {
        for (String m : moves) {
            p = p.play(uci(m));
        }
        return p;
    }

    /** A single broken provision with its two reasons. */
    @ParameterizedTest(name = "{2}: {1} in {0}")
    @CsvSource(delimiter = '|', value = {
            "startpos|e4e5|1.1|There is no piece on e4 to move.|e4'te oynanacak bir taş yok.",
            "startpos|e7e5|1.3|It is White's move; the pawn on e7 belongs to Black.|Hamle sırası Beyaz'da; e7'deki piyon Siyah'ın.",
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1|e4e5|1.3|It is Black's move; the pawn on e4 belongs to White.|Hamle sırası Siyah'ta; e4'teki piyon Beyaz'ın.",
            "startpos|f1e2|3.1|The bishop on f1 cannot move to e2: its own pawn stands there.|f1'deki fil e2'ye gidemez: orada kendi piyonu duruyor.",
            "startpos|a1b1|3.1|The rook on a1 cannot move to b1: its own knight stands there.|a1'deki kale b1'e gidemez: orada kendi atı duruyor.",
            "startpos|b1d2|3.1|The knight on b1 cannot move to d2: its own pawn stands there.|b1'deki at d2'ye gidemez: orada kendi piyonu duruyor.",
            "4k3/8/8/8/8/8/8/R2QK3 w - - 0 1|d1a1|3.1|The queen on d1 cannot move to a1: its own rook stands there.|d1'deki vezir a1'e gidemez: orada kendi kalesi duruyor.",
            "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1|c1c3|3.2 2.4#h3|The bishop on c1 moves only along diagonals, so it cannot go to c3.|c1'deki fil yalnızca çapraz gider; c3'e gidemez.",
            "4k3/8/8/8/8/8/8/R3K3 w - - 0 1|a1b3|3.3 2.4#h1 2.4#h2|The rook on a1 moves only along its file or rank, so it cannot go to b3.|a1'deki kale yalnızca dikey ya da yatay gider; b3'e gidemez.",
            "4k3/8/8/8/8/8/8/3QK3 w - - 0 1|d1e3|3.4 2.4#h1 2.4#h2 2.4#h3|The queen on d1 moves only along its file, rank or diagonals, so it cannot go to e3.|d1'deki vezir yalnızca dikey, yatay ya da çapraz gider; e3'e gidemez.",
            "startpos|a1a3|3.5|The rook on a1 cannot jump over the pawn on a2.|a1'deki kale a2'deki piyonun üzerinden atlayamaz.",
            "startpos|d1d3|3.5|The queen on d1 cannot jump over the pawn on d2.|d1'deki vezir d2'deki piyonun üzerinden atlayamaz.",
            "r3k3/8/8/8/8/8/8/R3K3 w - - 0 1|a1a8|||",
            "r3k3/n7/8/8/8/8/8/R3K3 w - - 0 1|a1a8|3.5|The rook on a1 cannot jump over the knight on a7.|a1'deki kale a7'deki atın üzerinden atlayamaz.",
            "startpos|g1g3|3.6|The knight on g1 moves only to one of the nearest squares not on its own rank, file or diagonal, so it cannot go to g3.|g1'deki at yalnızca kendi yatayında, dikeyinde ve çaprazında olmayan en yakın karelere gider; g3'e gidemez.",
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1|e1e3|3.8.1|The king on e1 moves only to an adjoining square (apart from castling), so it cannot go to e3.|e1'deki şah (rok dışında) yalnızca komşu bir kareye gider; e3'e gidemez.",
            "4k3/8/8/4n3/4P3/8/8/4K3 w - - 0 1|e4e5|3.7.1|The pawn on e4 cannot advance to e5: the knight on e5 stands in its way, and a pawn captures only diagonally.|e4'teki piyon e5'e ilerleyemez: e5'teki at önünde duruyor ve piyon yalnızca çapraz alır.",
            "4k3/8/8/8/8/4P3/8/4K3 w - - 0 1|e3e5|3.7.2|The pawn on e3 can advance two squares only from its starting square on rank 2.|e3'teki piyon iki kare yalnızca 2. yataydaki başlangıç karesinden ilerleyebilir.",
            "4k3/4p3/4B3/8/8/8/8/4K3 b - - 0 1|e7e5|3.7.2|The pawn on e7 cannot advance two squares: the bishop on e6 stands in its way.|e7'deki piyon iki kare ilerleyemez: e6'daki fil önünde duruyor.",
            "4k3/8/8/8/4b3/8/4P3/4K3 w - - 0 1|e2e4|3.7.2|The pawn on e2 cannot advance two squares: the bishop on e4 stands in its way.|e2'deki piyon iki kare ilerleyemez: e4'teki fil önünde duruyor.",
            "startpos|e2d3|3.7.3|The pawn on e2 may move diagonally to d3 only to capture an opponent's piece there, and d3 is empty.|e2'deki piyon d3'e çapraz olarak yalnızca orada rakip bir taşı almak için gidebilir; d3 boş.",
            "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1|e5d6|3.7.3.2|The pawn on e5 may capture the pawn on d5 en passant only on the move right after that pawn has advanced two squares.|e5'teki piyon d5'teki piyonu geçerken ancak o piyon iki kare ilerledikten hemen sonraki hamlede alabilir.",
            "4k3/8/8/8/8/8/4P3/K7 w - - 0 1|e2e1|3.7|The pawn on e2 moves only forward: one square, two from its starting square, or one square diagonally forward to capture; it cannot go to e1.|e2'deki piyon yalnızca ileri gider: bir kare, başlangıç karesinden iki kare ya da almak için çapraz ileri bir kare; e1'e gidemez.",
            "4k3/P7/8/8/8/8/8/4K3 w - - 0 1|a7a8|3.7.3.3|The pawn reaching a8 must be exchanged, in the same move, for a queen, rook, bishop or knight.|a8'e ulaşan piyon aynı hamlede vezir, kale, fil ya da ata dönüştürülmelidir.",
            "4k3/P7/8/8/8/8/8/4K3 w - - 0 1|a7a8k|3.7.3.3|A pawn is promoted only to a queen, rook, bishop or knight, not to a king.|Piyon yalnızca vezir, kale, fil ya da ata terfi eder; şaha terfi edemez.",
            "4k3/P7/8/8/8/8/8/4K3 w - - 0 1|a7a8p|3.7.3.3|A pawn is promoted only to a queen, rook, bishop or knight, not to a pawn.|Piyon yalnızca vezir, kale, fil ya da ata terfi eder; piyona terfi edemez.",
            "4k3/P7/8/8/8/8/8/4K3 w - - 0 1|a7a8n|||",
            "startpos|e2e4q|3.7.3.3|Only a pawn that reaches the last rank is promoted, and e4 is not on it.|Yalnızca son yataya ulaşan piyon terfi eder; e4 son yatayda değil.",
            "startpos|g1f3q|3.7.3.3|Only a pawn is promoted; the knight on g1 cannot be.|Yalnızca piyon terfi eder; g1'deki at terfi edemez.",
            "4k3/8/8/8/2b5/8/8/4K2R w K - 0 1|e1g1|3.8.2.2.1|f1, which the king would cross, is attacked by the bishop on c4.|Şahın geçeceği f1'e c4'teki fil saldırıyor.",
            "4k3/8/8/8/8/7n/8/4K2R w K - 0 1|e1g1|3.8.2.2.1|g1, where the king would land, is attacked by the knight on h3.|Şahın varacağı g1'e h3'teki at saldırıyor.",
            "4k3/8/8/8/1b6/8/8/4K2R w K - 0 1|e1g1|3.8.2.2.1|The king on e1 is in check from the bishop on b4, and castling is not allowed out of check.|e1'deki şaha b4'teki fil şah çekiyor; şah tehdit altındayken rok yapılamaz.",
            "r3k3/8/8/8/8/8/8/2R1K3 b q - 0 1|e8c8|3.8.2.2.1|c8, where the king would land, is attacked by the rook on c1.|Şahın varacağı c8'e c1'deki kale saldırıyor.",
            "1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1|e1c1|||",
            "4k3/8/8/8/8/8/8/4KB1R w K - 0 1|e1g1|3.8.2.2.2|The bishop on f1 stands between the king on e1 and the rook on h1.|f1'deki fil, e1'deki şah ile h1'deki kale arasında duruyor.",
            "4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1|e1c1|3.8.2.2.2|The knight on b1 stands between the king on e1 and the rook on a1.|b1'deki at, e1'deki şah ile a1'deki kale arasında duruyor.",
            "4k3/8/8/8/8/8/8/4K2R w - - 0 1|e1g1|3.8.2.1|The position gives White no right to castle kingside: the king or the rook on h1 has moved before.|Konumda Beyaz'ın kısa rok hakkı yok: şah ya da h1'deki kale daha önce oynamış.",
            "r3k3/8/8/8/8/8/8/4K3 b - - 0 1|e8c8|3.8.2.1|The position gives Black no right to castle queenside: the king or the rook on a8 has moved before.|Konumda Siyah'ın uzun rok hakkı yok: şah ya da a8'deki kale daha önce oynamış.",
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1|e1g1|3.8.2|There is no rook on h1 to castle with.|h1'de rok yapılacak kale yok.",
            "4k3/3n4/8/1B6/8/8/8/4K3 b - - 0 1|d7f6|3.9.2|The knight on d7 is pinned by the bishop on b5: moving it would expose the king on e8 to check.|d7'deki at, b5'teki fil tarafından açmaza alınmış: oynarsa e8'deki şah tehdit altında kalır.",
            "5r2/4k3/8/8/8/8/8/4K3 w - - 0 1|e1f2|3.9.2|The king cannot go to f2: the rook on f8 attacks that square.|Şah f2'ye gidemez: f8'deki kale o kareye saldırıyor.",
            "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1||||",
            "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1|e1d2|||",
            "4k3/8/8/8/8/1n6/3q4/4K3 w - - 0 1|e1d2|3.9.2|The king cannot go to d2: the knight on b3 attacks that square.|Şah d2'ye gidemez: b3'teki at o kareye saldırıyor.",
            "4r1k1/8/8/8/8/8/P7/4K3 w - - 0 1|a2a3|3.9.2|The rook on e8 gives check, and this move does not end it.|e8'deki kale şah çekiyor ve bu hamle şahı gidermiyor.",
            "8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1|b5c6|3.9.2|Capturing en passant on c6 would expose the king on a5 to the rook on h5.|c6'ya geçerken alma, a5'teki şahı h5'teki kalenin saldırısına açar.",
            "8/8/3k4/8/1b1pP3/8/8/5K2 b - e3 0 1|d4e3|||",
            "8/8/4k3/8/2pP4/8/B7/7K b - d3 0 1|c4d3|3.9.2|Capturing en passant on d3 would expose the king on e6 to the bishop on a2.|d3'e geçerken alma, e6'daki şahı a2'deki filin saldırısına açar.",
    })
    void oneProvision(String fen, String move, String article, String en, String tr) {
        Position p = fen.equals("startpos") ? Position.startpos() : Position.fromFen(fen);
        if (move == null) {
            return; // setup row: the FEN itself is accepted
        }
        Verdict v = Legality.explain(p, uci(move));
        if (article == null) {
            assertTrue(v.legal(), v.toString());
            assertEquals(List.of(), v.violations());
            return;
        }
        assertEquals(false, v.legal());
        assertEquals(List.of(article.split(" ")), v.articles(), v.toString());
        assertEquals(1, v.violations().size(), v.toString());
        assertEquals(en, v.violations().get(0).en());
        assertEquals(tr, v.violations().get(0).tr());
    }

    @Test
    void legalMoveHasNoViolations() {
        Verdict v = Legality.explain(Position.startpos(), uci("e2e4"));
        assertTrue(v.legal());
        assertTrue(v.violations().isEmpty());
    }

    @Test
    void enPassantIsLegalRightAfterTheDoubleStepAndNotLater() {
        Position p = Position.fromFen("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
        Position after = play(p, "d7d5");
        assertTrue(Legality.explain(after, uci("e5d6")).legal());
        Position later = play(after, "e1e2", "e8e7");
        Verdict v = Legality.explain(later, uci("e5d6"));
        assertEquals(List.of("3.7.3.2"), v.articles());
    }

    /** Commentary case 000-A2: a king that went away and came back has lost the right to castle. */
    @Test
    void kingThatCameBackCannotCastle() {
        Position p = play(Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), "e1e2", "e8e7", "e2e1", "e7e8");
        Verdict v = Legality.explain(p, uci("e1g1"));
        assertEquals(List.of("3.8.2.1.1"), v.articles());
        assertEquals("White can no longer castle: the king has already moved (e1-e2 on move 1).", v.violations().get(0).en());
        assertEquals("Beyaz artık rok yapamaz: şah daha önce oynadı (1. hamlede e1-e2).", v.violations().get(0).tr());
        assertEquals(List.of("3.8.2.1.1"), Legality.explain(p, uci("e1c1")).articles());
    }

    @Test
    void rookThatCameBackCannotCastleButTheOtherRookCan() {
        Position p = play(Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), "h1h2", "h8h7", "h2h1", "h7h8");
        Verdict v = Legality.explain(p, uci("e1g1"));
        assertEquals(List.of("3.8.2.1.2"), v.articles());
        assertEquals("The rook on h1 has already moved (h1-h2 on move 1), so White cannot castle with it.",
                v.violations().get(0).en());
        assertEquals("h1'deki kale daha önce oynadı (1. hamlede h1-h2); Beyaz bu kaleyle rok yapamaz.",
                v.violations().get(0).tr());
        assertTrue(Legality.explain(p, uci("e1c1")).legal());
        Verdict black = Legality.explain(play(p, "a1b1"), uci("e8g8"));
        assertEquals("The rook on h8 has already moved (h8-h7 on move 1), so Black cannot castle with it.",
                black.violations().get(0).en());
    }

    @Test
    void rookThatLeftIsNamedBySquare() {
        Position p = play(Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), "h1h3", "e8d8");
        Verdict v = Legality.explain(p, uci("e1g1"));
        assertEquals(List.of("3.8.2.1.2"), v.articles());
        assertEquals("The rook has left h1 (h1-h3 on move 1), so White cannot castle on that side.", v.violations().get(0).en());
        assertEquals("Kale h1'den ayrıldı (1. hamlede h1-h3); Beyaz o kanatta rok yapamaz.", v.violations().get(0).tr());
    }

    @Test
    void capturedRookIsNamed() {
        Position p = play(Position.fromFen("4k3/8/8/8/8/8/6b1/4K2R b K - 0 7"), "g2h1");
        Verdict v = Legality.explain(p, uci("e1g1"));
        assertEquals(List.of("3.8.2"), v.articles());
        assertEquals("There is no rook on h1 to castle with: it was captured there on move 7.", v.violations().get(0).en());
        assertEquals("h1'de rok yapılacak kale yok: 7. hamlede alındı.", v.violations().get(0).tr());
    }

    @Test
    void severalCastlingViolationsAtOnce() {
        Verdict v = Legality.explain(Position.fromFen("4k3/8/8/8/2b5/8/8/4K1NR w - - 0 1"), uci("e1g1"));
        assertEquals(List.of("3.8.2.1", "3.8.2.2.2", "3.8.2.2.1"), v.articles());
        assertEquals("The knight on g1 stands between the king on e1 and the rook on h1.", v.violations().get(1).en());
        assertEquals(List.of(Square.G1, Square.E1, Square.H1), v.violations().get(1).squares());
    }

    @Test
    void queensideB1MayBeAttackedButNotOccupied() {
        Position p = Position.fromFen("1r2k3/8/8/8/8/8/8/RN2K3 w Q - 0 1");
        Verdict v = Legality.explain(p, uci("e1c1"));
        assertEquals(List.of("3.8.2.2.2"), v.articles());
    }

    @Test
    void ownPieceAndJumpBothReported() {
        Verdict v = Legality.explain(Position.startpos(), uci("a1a2"));
        assertEquals(List.of("3.1"), v.articles());
        Verdict w = Legality.explain(Position.startpos(), uci("c1e3"));
        assertEquals(List.of("3.5"), w.articles());
        assertEquals("The bishop on c1 cannot jump over the pawn on d2.", w.violations().get(0).en());
        Verdict x = Legality.explain(Position.startpos(), uci("d1d7"));
        assertEquals(List.of("3.5"), x.articles());
        Verdict y = Legality.explain(Position.startpos(), uci("a1a7"));
        assertEquals(List.of("3.5"), y.articles());
        Verdict z = Legality.explain(Position.fromFen("4k3/8/8/8/8/8/N7/R3K3 w - - 0 1"), uci("a1a2"));
        assertEquals(List.of("3.1"), z.articles());
        Verdict both = Legality.explain(Position.fromFen("4k3/8/8/8/8/N7/P7/R3K3 w - - 0 1"), uci("a1a3"));
        assertEquals(List.of("3.1", "3.5"), both.articles());
    }

    @Test
    void pinnedPawnReachingLastRankWithoutPromotionBreaksTwoProvisions() {
        Position p = Position.fromFen("1r2k3/2P5/8/8/8/8/8/4K3 w - - 0 1");
        assertTrue(Legality.explain(p, uci("c7b8q")).legal());
        Position pinned = Position.fromFen("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        assertTrue(pinned.legalMoves().size() > 0);
        Position q = Position.fromFen("3rk3/8/8/8/8/8/8/3K4 w - - 0 1");
        assertEquals(List.of("3.9.2"), Legality.explain(q, uci("d1d2")).articles());
        Position r = Position.fromFen("4k3/2P5/8/b7/8/8/8/4K3 w - - 0 1");
        Verdict v = Legality.explain(r, uci("c7c8"));
        assertEquals(List.of("3.7.3.3", "3.9.2"), v.articles());
        assertEquals("The bishop on a5 gives check, and this move does not end it.", v.violations().get(1).en());
        Position s = Position.fromFen("b3k3/1P6/8/8/8/8/8/7K w - - 0 1");
        Verdict w = Legality.explain(s, uci("b7b8"));
        assertEquals(List.of("3.7.3.3", "3.9.2"), w.articles());
        assertEquals("The pawn on b7 is pinned by the bishop on a8: moving it would expose the king on h1 to check.",
                w.violations().get(1).en());
    }
}
