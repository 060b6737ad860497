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
    private static final List<PgnGame> GAMES = new ArrayList<>();
    private static final List<String> ERRORS = new ArrayList<>();

    @BeforeAll
    static void readAll() throws IOException {
        try (PgnReader r = PgnReader.open(FILE)) {
            for (PgnEntry e : r) {
                if (e.isGame()) {
                    GAMES.add(e.game());
                } else {
                    ERRORS.add("game " + e.index() + " (line " + e.line() + "): " + e.error().describe());
                }
            }
        }
    }

    @Test
    void everyGameReplays() {
        assertEquals(List.of(), ERRORS.subList(0, Math.min(10, ERRORS.size())));
        assertEquals(4105, GAMES.size());
        long plies = GAMES.stream().mapToLong(g -> g.moves().size()).sum();
        assertTrue(plies > 300_000, "plies " + plies);
        for (PgnGame g : GAMES) {
            assertTrue(g.terminated());
            assertEquals(g.tag("Result"), g.result(), g.toString());
            assertEquals(Notation.ENGLISH, g.notation());
        }
    }

    @Test
    void checkmatesAndStalematesOnTheBoard() {
        int mates = 0;
        int stalemates = 0;
        for (PgnGame g : GAMES) {
            Position end = g.finalPosition();
            if (end.isCheckmate()) {
                mates++;
                // FIDE 5.1.1: the player who mated wins
                assertEquals(end.sideToMove() == Color.BLACK ? "1-0" : "0-1", g.result(), g.toString());
            }
            if (end.isStalemate()) {
                stalemates++;
                assertEquals("1/2-1/2", g.result(), g.toString());     // FIDE 5.2.1
            }
        }
        assertEquals(76, mates);
        assertEquals(7, stalemates);
    }

    @Test
    void everyGameWritesAndReadsBackInBothLetterSets() {
        for (int i = 0; i < GAMES.size(); i += 3) {
            PgnGame g = GAMES.get(i);
            for (Notation n : Notation.values()) {
                String text = PgnWriter.toPgn(g, n);
                PgnGame back = PgnReader.readGame(text);
                assertEquals(g.moves(), back.moves(), text);
                assertEquals(g.tags(), back.tags());
                assertTrue(text.lines().allMatch(l -> l.startsWith("[") || l.length() <= 80), text);
            }
        }
    }
}
