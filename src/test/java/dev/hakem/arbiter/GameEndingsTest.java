package dev.hakem.arbiter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.chess.Position;
import dev.hakem.chess.notation.MoveInput;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The order of the endings that need no claim ({@link GameEndings}): the first one in the history
 * holds, whatever came after it; at one position checkmate, stalemate, dead position, fivefold, 75
 * moves; the 75th move's own mate prevails (9.6.2#h2).
 */
class GameEndingsTest {
    private static final GameEndings.DeadTest NEVER = (h, ply) -> false;

    private static GameHistory history(String fen, String sans) {
        GameHistory h = new GameHistory(fen == null ? Position.startpos() : Position.fromFen(fen));
        for (String san : sans.trim().split("\\s+")) {
            h.play(MoveInput.read(h.last(), san));
        }
        return h;
    }

    private static String describe(Optional<GameEndings.Ending> e) {
        return e.map(x -> x.termination() + " " + x.result() + " @" + x.ply() + " " + x.articles()).orElse("none");
    }

    @Test
    void theFifthOccurrenceEndsTheGameThoughACheckmateCameLater_9_6_1() {
        String dance = "Nf3 Nf6 Ng1 Ng8 ";
        GameHistory h = history(null, dance.repeat(4) + "f3 e5 g4 Qh4#");
        assertEquals("fivefold 1/2-1/2 @16 [9.6.1, 9.2.3#h1]", describe(GameEndings.first(h, 0, NEVER)));
        // looked at from after the fifth occurrence only, the checkmate is the first ending
        assertEquals("checkmate 0-1 @20 [5.1.1#h1, 5.1.1#h2]", describe(GameEndings.first(h, 17, NEVER)));
    }

    @Test
    void theSeventyFifthMoveEndsTheGameUnlessItMates_9_6_2() {
        GameHistory quiet = history("7k/8/6K1/8/8/8/8/R7 w - - 149 120", "Ra2 Kg8 Ra8#");
        assertEquals("seventy-five-moves 1/2-1/2 @1 [9.6.2#h1]", describe(GameEndings.first(quiet, 0, NEVER)));
        GameHistory mating = history("7k/8/6K1/8/8/8/8/R7 w - - 149 120", "Ra8#");
        assertEquals("checkmate 1-0 @1 [5.1.1#h1, 5.1.1#h2, 9.6.2#h2]", describe(GameEndings.first(mating, 0, NEVER)));
    }

    @Test
    void stalemateAndDeadPositionEndTheGameWhereTheyHappen_5_2_1_5_2_2() {
        GameHistory stalemate = history("7k/8/6K1/5Q2/8/8/8/8 w - - 0 1", "Qf7");
        assertEquals("stalemate 1/2-1/2 @1 [5.2.1#h1, 5.2.1#h2]", describe(GameEndings.first(stalemate, 0, NEVER)));
        GameHistory capture = history("8/8/8/4k3/8/8/r7/1K1B4 w - - 0 1", "Kxa2 Kd4 Kb3");
        GameEndings.DeadTest dead = (h, ply) -> MatingChances.provedDead(h.position(ply));
        assertEquals("dead-position 1/2-1/2 @1 [5.2.2#h1, 5.2.2#h2]", describe(GameEndings.first(capture, 0, dead)));
    }

    @Test
    void aDeadPositionComesBeforeAFivefoldAtTheSamePosition() {
        // kings only, walking: dead from the start, and the start position comes back a fifth time
        GameHistory h = history("8/8/3k4/8/3K4/8/8/8 w - - 0 60", "Ke4 Ke6 Kd4 Kd6 ".repeat(4));
        GameEndings.DeadTest deadFromPly16 = (x, ply) -> ply >= 16;
        assertEquals("fivefold 1/2-1/2 @16 [9.6.1, 9.2.3#h1]", describe(GameEndings.first(h, 0, NEVER)));
        assertEquals("dead-position 1/2-1/2 @16 [5.2.2#h1, 5.2.2#h2]", describe(GameEndings.first(h, 0, deadFromPly16)));
    }

    @Test
    void aMoveTakenBackIsNoLongerCounted() {
        GameHistory h = history(null, "Nf3 Nf6 Ng1 Ng8 ".repeat(4));
        assertEquals(5, h.occurrences(16));
        h.truncate(15);
        assertEquals(15, h.plies());
        assertEquals(4, h.occurrences(Position.startpos().repetitionKey()));
        assertTrue(GameEndings.first(h, 0, NEVER).isEmpty());
    }
}
