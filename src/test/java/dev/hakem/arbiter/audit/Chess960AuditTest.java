package dev.hakem.arbiter.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The audit reads {@code [Variant "Chess960"]} games under Guidelines II (before, every one was a
 * parse error): src/test/resources/audit/chess960.pgn.
 */
class Chess960AuditTest {

    private static String kinds(AuditedGame g) {
        return g.findings().stream().map(f -> f.kind().key() + "@" + f.ply() + ":" + String.join(",", f.articles()))
                .collect(Collectors.joining(" "));
    }

    @Test
    void chess960GamesAreAuditedUnderTheirRules() throws IOException {
        List<AuditedGame> games = new ArrayList<>();
        PgnAudit.audit(Files.readString(Path.of("src/test/resources/audit/chess960.pgn")), games::add);
        assertEquals(3, games.size());

        // both sides castle c-side (king g1-c1, rook f1-d1): nothing to report
        assertEquals("", kinds(games.get(0)));
        assertEquals(10, games.get(0).plies());

        // 2. O-O-O with the queen on c1 and the knights on d1 and e1 in the way (II.3.2.7, 3.8.2.2.2)
        AuditedGame illegal = games.get(1);
        assertEquals("illegal-move@3:II.3.2.7,3.8.2.2.2,7.5.1#h2,7.5.5#h1", kinds(illegal));
        Finding f = illegal.findings().get(0);
        assertEquals("2. O-O-O", f.move());
        assertEquals("Illegal move 2. O-O-O in game 2: The queen on c1 stands on c1, which the king needs on its way "
                + "from g1 to c1; in Chess960 every square the castling king and rook cross or reach must be empty but "
                + "for themselves. The knight on d1 stands on d1, which both the king (g1 to c1) and the rook (f1 to d1) "
                + "need; in Chess960 every square the castling king and rook cross or reach must be empty but for "
                + "themselves. The knight on e1 stands on e1, which both the king (g1 to c1) and the rook (f1 to d1) "
                + "need; in Chess960 every square the castling king and rook cross or reach must be empty but for "
                + "themselves. Found during the game, the position immediately before it is reinstated and the "
                + "opponent receives 2 minutes for a first illegal move (standard play: the record gives no TimeControl "
                + "and its Event names neither rapid nor blitz).", f.en());

        // the position after 1... Nc6 stands for the third time after 5... Nc6 (9.2.2), and play went on
        assertEquals("claimable-threefold@10:9.2.2", kinds(games.get(2)));
    }

    /**
     * Castling rights in Shredder-FEN naming a rook that is not the outermost one (B: the b1 rook, with
     * another rook on a1): O-O-O castles with b1, and the rook then stands on d1 (II.3.2.6).
     */
    @Test
    void shredderFenRightsOfAnInnerRook() {
        List<AuditedGame> games = new ArrayList<>();
        PgnAudit.audit("""
                [Event "x"]
                [Site "?"]
                [Date "????.??.??"]
                [Round "1"]
                [White "A"]
                [Black "B"]
                [Result "*"]
                [Variant "Chess960"]
                [SetUp "1"]
                [FEN "4k3/8/8/8/8/8/8/RR1K4 w B - 0 1"]

                1. O-O-O Kd7 *
                """, games::add);
        assertEquals("illegal-move@2:3.9.2,7.5.1#h2,7.5.5#h1", kinds(games.get(0)));
        assertEquals("Illegal move 1... Kd7 in game 1: The king cannot go to d7: the rook on d1 attacks that square. Found "
                + "during the game, the position immediately before it is reinstated and the opponent receives 2 minutes "
                + "for a first illegal move (standard play: the record gives no TimeControl and its Event names neither "
                + "rapid nor blitz).",
                games.get(0).findings().get(0).en());
    }
}
