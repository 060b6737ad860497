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
 * FIDE C.2–C.3 in the audit: a PGN record is English unless its letters show Turkish, so "K" is the
 * king, never the Turkish rook because only that reading is legal. The first two games are the hostile
 * review's P25 and P12b (finding 3), where the illegal king move and the promotion to a king were missed.
 */
class NotationLanguageAuditTest {

    private static List<AuditedGame> audit() throws IOException {
        List<AuditedGame> out = new ArrayList<>();
        PgnAudit.audit(Files.readString(Path.of("src/test/resources/audit/notation-language.pgn")), out::add);
        return out;
    }

    private static String findings(AuditedGame g) {
        return g.findings().stream().map(f -> f.kind().key() + "@" + f.ply() + " " + f.move() + " " + f.articles()
                + " " + f.line() + ":" + f.column()).collect(Collectors.joining("; "));
    }

    @Test
    void kIsTheKingInAPgnRecordWhoseLettersDoNotShowTurkish() throws IOException {
        List<AuditedGame> games = audit();
        assertEquals(3, games.size());
        assertEquals("illegal-move@1 1. Kf1 [3.9.2, 7.5.1#h2, 7.5.5#h1] 11:4", findings(games.get(0)));
        assertEquals("illegal-move@1 1. a8=K [3.7.3.3, 7.5.1#h2, 7.5.5#h1] 23:4", findings(games.get(1)));
    }

    @Test
    void kIsTheRookWhenTheRecordShowsTurkishLetters() throws IOException {
        AuditedGame tr = audit().get(2);
        assertEquals("", findings(tr));
        assertEquals(3, tr.plies());
    }
}
