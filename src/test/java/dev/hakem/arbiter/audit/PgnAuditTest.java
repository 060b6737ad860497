package dev.hakem.arbiter.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.chess.Position;
import dev.hakem.chess.mate.Winnability;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The audit over PGN text: a corpus with one inserted problem per game
 * (src/test/resources/audit/inserted-problems.pgn), and the real games of src/test/resources/games.
 */
class PgnAuditTest {

    private static List<AuditedGame> audit(Path file) throws IOException {
        List<AuditedGame> out = new ArrayList<>();
        PgnAudit.audit(Files.readString(file), out::add);
        return out;
    }

    private static String kinds(AuditedGame g) {
        return g.findings().stream().map(f -> f.kind().key() + "@" + f.ply() + ":" + String.join(",", f.articles()))
                .collect(Collectors.joining(" "));
    }

    @Test
    void insertedProblemsAreFoundAndEveryGameIsReported() throws IOException {
        List<AuditedGame> games = audit(Path.of("src/test/resources/audit/inserted-problems.pgn"));
        assertEquals(7, games.size());

        // 2. Ke3: the only white king is on e1, two squares away: 3.8.1 (the king moves one square)
        AuditedGame illegal = games.get(0);
        assertEquals("illegal-move@3:3.8.1,7.5.1#h2,7.5.5#h1", kinds(illegal));
        Finding f = illegal.findings().get(0);
        assertEquals("2. Ke3", f.move());
        assertEquals(6, f.line());
        assertEquals(13, f.column());
        assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2", f.fen());
        assertEquals("Alpha", illegal.white());

        // the initial position stands for the 3rd time after 4... Ng8 and the 5th after 8... Ng8
        assertEquals("claimable-threefold@8:9.2.2 missed-fivefold@16:9.6.1 wrong-result@16:9.6.1,8.7", kinds(games.get(1)));

        // clock 147: 120. Ra2 (148), Kd5 (149), 121. Ra3 (150: drawn), then play went on
        assertEquals("claimable-fifty@1:9.3.2 missed-seventy-five@3:9.6.2", kinds(games.get(2)));
        assertEquals("121. Ra3", games.get(2).findings().get(1).move());

        // Black mated, recorded as a White win
        assertEquals("wrong-result@4:5.1.1,8.7", kinds(games.get(3)));

        // a tag without its closing bracket: reported with its place, and the next game is still read
        AuditedGame broken = games.get(4);
        assertEquals(1, broken.findings().size());
        Finding pe = broken.findings().get(0);
        assertEquals(FindingKind.PARSE_ERROR, pe.kind());
        // line 33 lacks its ']': reported just after the tag value
        assertEquals(33, pe.line());
        assertEquals(14, pe.column());
        assertEquals("Iota", broken.white());
        // 3. Kf3 steps into the e4 pawn's attack: the core's Legality names 3.9.2
        AuditedGame check = games.get(5);
        assertEquals("illegal-move@5:3.9.2,7.5.1#h2,7.5.5#h1", kinds(check));
        assertEquals("3. Kf3", check.findings().get(0).move());
        assertTrue(check.findings().get(0).en().contains("e4"), check.findings().get(0).en());

        assertEquals("", kinds(games.get(6)));
        assertEquals("Lambda", games.get(6).white());
    }

    @Test
    void realGamesHaveNoIllegalMoveOrWrongResultAndTheirDeadPositionsAreDead() throws IOException {
        Path real = Path.of("src/test/resources/games/twic920-and-carlsen.pgn");
        List<AuditedGame> games = audit(real);
        assertEquals(4105, games.size());
        List<Finding> all = games.stream().flatMap(g -> g.findings().stream()).toList();
        for (FindingKind k : List.of(FindingKind.ILLEGAL_MOVE, FindingKind.PARSE_ERROR, FindingKind.WRONG_RESULT,
                FindingKind.MISSED_FIVEFOLD, FindingKind.MISSED_SEVENTY_FIVE)) {
            assertEquals(0, all.stream().filter(x -> x.kind() == k).count(), k.key());
        }
        // every dead position reported is confirmed by the full analysis (not only the audit's scan)
        List<Finding> dead = all.stream().filter(x -> x.kind() == FindingKind.MISSED_DEAD_POSITION).toList();
        assertTrue(dead.size() >= 1);
        for (Finding d : dead) {
            assertNotNull(d.fen());
            assertEquals(Boolean.TRUE, Winnability.isDeadPosition(Position.fromFen(d.fen())), d.fen());
        }
        // real games do contain unclaimed threefold repetitions (GameAuditTest checks the counting)
        assertTrue(all.stream().anyMatch(x -> x.kind() == FindingKind.CLAIMABLE_THREEFOLD));
    }

    @Test
    void aResultTagThatContradictsTheTerminatorIsReported() {
        // hostile #9: [Result "1-0"] but the movetext ends 0-1; the audit checks the movetext's result and says so
        List<AuditedGame> games = new ArrayList<>();
        PgnAudit.audit("[Event \"t\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 0-1\n\n"
                + "[Event \"u\"]\n[Result \"1/2-1/2\"]\n\n1. e4 e5 1/2-1/2\n", games::add);
        assertEquals(2, games.size());
        assertEquals("0-1", games.get(0).result());
        assertEquals("result-conflict@4:", kinds(games.get(0)));
        Finding f = games.get(0).findings().get(0);
        assertEquals(1, games.get(0).line()); // the game's line heads its report; the message names both results
        assertTrue(f.en().contains("[Result \"1-0\"]") && f.en().contains("0-1"), f.en());
        assertEquals("", kinds(games.get(1)));
    }

    private static final String NEXT = "[Event \"t\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. d4 d5 2. Ke3 *\n";

    private static List<AuditedGame> auditText(String text) {
        List<AuditedGame> out = new ArrayList<>();
        PgnAudit.audit(text, out::add);
        return out;
    }

    /** The record before {@link #NEXT} is a parse error at (line, column); NEXT's illegal 2. Ke3 is still found. */
    private static void brokenThenNext(String broken, int line, int column, String message) {
        List<AuditedGame> games = auditText(broken + NEXT);
        assertEquals(2, games.size(), () -> games.stream().map(g -> g.index() + " " + kinds(g)).toList().toString());
        Finding f = games.get(0).findings().get(0);
        assertEquals(FindingKind.PARSE_ERROR, f.kind());
        assertEquals(line + ":" + column, f.line() + ":" + f.column(), f.en());
        assertTrue(f.en().contains(message), f.en());
        assertEquals("illegal-move@3:3.8.1,7.5.1#h2,7.5.5#h1", kinds(games.get(1)));
    }

    /**
     * Hostile #6: a comment, a tag string or a variation left open swallows no game, however long it runs
     * (beyond the longest token the reader keeps): the broken record is reported where it went wrong and the
     * next game, at a line that opens a tag pair, is audited.
     */
    @Test
    void anUnclosedCommentStringOrVariationOfAnyLengthSwallowsNoGame() {
        String head = "[Event \"t\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n";
        String longText = "c".repeat(2_000_000);
        brokenThenNext(head + "1. e4 {" + longText + "\n", 6, 7, "the comment opened here is not closed");
        brokenThenNext(head + "1. e4 {short\n\n", 6, 7, "the comment opened here is not closed");
        brokenThenNext("[Event \"t\"]\n[Annotator \"" + longText + "\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 *\n\n",
                2, 12, "the string opened here is not closed on its line");
        brokenThenNext(head + "1. e4 (1. d4 " + "{note} ".repeat(300_000) + "\n\n", 6, 7, "variation");
        brokenThenNext(head + "1. e4 (1. d4 {" + longText + "\n\n", 6, 14, "the comment opened here is not closed");
    }
}
