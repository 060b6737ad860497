package dev.hakem.chess.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.chess.Color;
import dev.hakem.chess.Position;
import dev.hakem.chess.notation.Notation;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The 4105 real games of the test data read and replay without a single error. */
class RealGamesTest {
    static final Path FILE = Path.of("src/test/resources/games/twic920-and-carlsen.pgn");
    private static final List<String> ERRORS = new ArrayList<>();
    private static final List<String> PROBLEMS = new ArrayList<>();
    private static int games;
    private static long plies;
    private static int mates;
    private static int stalemates;
    private static int roundTrips;

    /** One streaming pass (one game in memory at a time). */
    @BeforeAll
    static void readAll() throws IOException {
        try (PgnReader r = PgnReader.open(FILE)) {
            for (PgnEntry e : r) {
                if (!e.isGame()) {
                    ERRORS.add("game " + e.index() + " (line " + e.line() + "): " + e.error().describe());
                    continue;
                }
                PgnGame g = e.game();
                games++;
                plies += g.moves().size();
                check(g.terminated(), g, "no termination marker");
                check(g.result().equals(g.tag("Result")), g, "Result tag " + g.tag("Result") + " vs " + g.result());
                check(g.notation() == Notation.ENGLISH, g, "letters " + g.notation());
                Position end = g.finalPosition();
                if (end.isCheckmate()) {
                    mates++;
                    // FIDE 5.1.1: the player who mated wins
                    check(g.result().equals(end.sideToMove() == Color.BLACK ? "1-0" : "0-1"), g, "mate but " + g.result());
                }
                if (end.isStalemate()) {
                    stalemates++;
                    check(g.result().equals("1/2-1/2"), g, "stalemate but " + g.result());   // FIDE 5.2.1
                }
                if (e.index() % 3 == 0) {
                    roundTrip(g);
                }
            }
        }
    }

    private static void roundTrip(PgnGame g) {
        for (Notation n : Notation.values()) {
            String text = PgnWriter.toPgn(g, n);
            PgnGame back = PgnReader.readGame(text);
            check(back.moves().equals(g.moves()), g, "moves differ after writing in " + n);
            check(back.tags().equals(g.tags()), g, "tags differ after writing in " + n);
            boolean tells = g.mainLine().stream().anyMatch(m -> m.san().matches(".*[QRBN].*"));
            check(back.notation() == n || !tells, g, "written in " + n + ", read as " + back.notation());
            check(text.lines().allMatch(l -> l.startsWith("[") || l.length() <= 80), g, "movetext line over 80");
        }
        roundTrips++;
    }

    private static void check(boolean ok, PgnGame g, String what) {
        if (!ok && PROBLEMS.size() < 10) {
            PROBLEMS.add(g + " line " + g.line() + ": " + what);
        }
    }

    @Test
    void everyGameReplays() {
        assertEquals(List.of(), ERRORS.subList(0, Math.min(10, ERRORS.size())));
        assertEquals(4105, games);
        assertTrue(plies > 300_000, "plies " + plies);
        assertEquals(List.of(), PROBLEMS);
    }

    @Test
    void checkmatesAndStalematesOnTheBoard() {
        assertEquals(76, mates);
        assertEquals(7, stalemates);
    }

    @Test
    void everyThirdGameWritesAndReadsBackInBothLetterSets() {
        assertEquals(1369, roundTrips);
    }
}
