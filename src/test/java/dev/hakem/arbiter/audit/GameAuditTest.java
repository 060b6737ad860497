package dev.hakem.arbiter.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.hakem.chess.Move;
import dev.hakem.chess.PieceType;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Audit findings on games built move by move, each with a known problem inserted. */
class GameAuditTest {

    /** Moves as "uci:SAN" pairs separated by spaces. */
    private static GameRecord game(String fen, String result, Map<String, String> tags, String moves) {
        Position start = fen == null ? Position.startpos() : Position.fromFen(fen);
        List<Move> ms = new ArrayList<>();
        List<String> sans = new ArrayList<>();
        for (String pair : moves.trim().split("\\s+")) {
            String[] us = pair.split(":");
            String u = us[0];
            ms.add(new Move(Square.parse(u.substring(0, 2)), Square.parse(u.substring(2, 4)),
                    u.length() > 4 ? PieceType.QUEEN : null));
            sans.add(us[1]);
        }
        return new GameRecord(1, 1, tags, start, ms, sans, result);
    }

    private static String kinds(List<Finding> fs) {
        return fs.stream().map(f -> f.kind().key() + "@" + f.ply() + ":" + String.join(",", f.articles()))
                .collect(Collectors.joining(" "));
    }

    private static final String KNIGHT_DANCE = "g1f3:Nf3 g8f6:Nf6 f3g1:Ng1 f6g8:Ng8 ";

    @Test
    void missedFivefoldAndTheThreefoldBeforeIt() {
        // the initial position occurs again after plies 4, 8 (third: claimable), 12, 16 (fifth: drawn)
        GameRecord g = game(null, "1-0", Map.of(), KNIGHT_DANCE.repeat(4) + "e2e4:e4");
        List<Finding> fs = GameAudit.audit(g);
        assertEquals("claimable-threefold@8:9.2.2 missed-fivefold@16:9.6.1 wrong-result@16:9.6.1,8.7", kinds(fs));
        assertEquals("4... Ng8", fs.get(0).move());
        assertEquals("8... Ng8", fs.get(1).move());
        assertEquals(Position.startpos().fen().split(" ")[0], fs.get(1).fen().split(" ")[0]);
    }

    @Test
    void fivefoldAsTheLastMoveWithADrawIsFine() {
        GameRecord g = game(null, "1/2-1/2", Map.of(), KNIGHT_DANCE.repeat(4));
        assertEquals("claimable-threefold@8:9.2.2", kinds(GameAudit.audit(g)));
    }

    @Test
    void missedSeventyFiveMoves() {
        // clock 148 at the start: ply 1 reaches 149 (fifty long past: claimable), ply 2 reaches 150 (drawn)
        GameRecord g = game("8/8/8/4k3/8/8/8/R3K3 w - - 148 120", "1-0", Map.of(),
                "a1a2:Ra2 e5d5:Kd5 a2a3:Ra3");
        assertEquals("claimable-fifty@1:9.3.2 missed-seventy-five@2:9.6.2 wrong-result@2:9.6.2,8.7",
                kinds(GameAudit.audit(g)));
    }

    @Test
    void checkmateOnTheSeventyFifthMovePrevails() {
        // FIDE 9.6.2: Ra8 mates with the 150th quiet half-move: the mate stands, 1-0 fits, and
        // nothing is left to claim after a checkmate
        GameRecord g = game("4k3/8/4K3/8/8/8/8/R7 w - - 149 120", "1-0", Map.of(), "a1a8:Ra8#");
        assertEquals("", kinds(GameAudit.audit(g)));
    }

    @Test
    void wrongResultAfterCheckmate() {
        // fool's mate, recorded as a White win
        GameRecord g = game(null, "1-0", Map.of(), "f2f3:f3 e7e5:e5 g2g4:g4 d8h4:Qh4#");
        List<Finding> fs = GameAudit.audit(g);
        assertEquals("wrong-result@4:5.1.1,8.7", kinds(fs));
        assertEquals("2... Qh4#", fs.get(0).move());
        assertEquals(List.of(), GameAudit.audit(game(null, "0-1", Map.of(), "f2f3:f3 e7e5:e5 g2g4:g4 d8h4:Qh4#")));
    }

    @Test
    void missedDeadPositionAfterTheLastCapture() {
        // Kxa2 leaves K+B against K: dead (5.2.2); the players went on
        GameRecord g = game("8/8/8/4k3/8/8/r7/1K1B4 w - - 0 1", "1/2-1/2", Map.of(),
                "b1a2:Kxa2 e5d4:Kd4 a2b3:Kb3");
        assertEquals("missed-dead-position@1:5.2.2", kinds(GameAudit.audit(g)));
    }

    @Test
    void decisiveResultInStalemateOrForASideThatCannotMate() {
        GameRecord stalemate = game("7k/8/6K1/5Q2/8/8/8/8 w - - 0 1", "1-0", Map.of(), "f5f7:Qf7");
        assertEquals("wrong-result@1:5.2.1,8.7", kinds(GameAudit.audit(stalemate)));
        // Black "wins on time" with a lone king: 6.9 makes it a draw
        GameRecord time = game("8/8/8/4k3/8/8/8/R3K3 w - - 0 1", "0-1", Map.of("Termination", "time forfeit"),
                "a1a2:Ra2");
        assertEquals("wrong-result@1:6.9,8.7", kinds(GameAudit.audit(time)));
        // White resigns with K+R against a lone king: Black could never mate (5.1.2)
        GameRecord resigned = game("8/8/8/4k3/8/8/8/R3K3 w - - 0 1", "0-1", Map.of(), "a1a2:Ra2");
        assertEquals("wrong-result@1:5.1.2,8.7", kinds(GameAudit.audit(resigned)));
    }

    @Test
    void cleanGameHasNoFinding() {
        GameRecord g = game(null, "1-0", Map.of(), "e2e4:e4 e7e5:e5 d1h5:Qh5 b8c6:Nc6 f1c4:Bc4 g8f6:Nf6 h5f7:Qxf7#");
        assertEquals("", kinds(GameAudit.audit(g)));
    }
}
