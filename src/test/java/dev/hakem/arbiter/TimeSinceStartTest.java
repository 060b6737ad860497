package dev.hakem.arbiter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.arbiter.json.CaseFiles;
import dev.hakem.chess.Color;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * FIDE 6.6 with 6.3.2: one time since the start of the session, advanced by every event that tells time
 * passing — a player's thinking ({@code think}) and a late arrival ({@code arrive}) run the same clocks
 * ({@code Clocks.run}), and in the time-delay mode the move's fixed extra time runs first in both.
 */
class TimeSinceStartTest {

    private static Ruling rule(String clocks, String events) {
        return Arbiter.rule(CaseFiles.read("{\"start\": \"startpos\", \"notation\": \"english\","
                + " \"rules\": {\"defaultTime\": \"PT30M\"}, \"clocks\": " + clocks + ", \"events\": [" + events + "]}"));
    }

    @Test
    void aLateArrivalAfterToldThinkingRunsTheAbsentPlayersClockFromThePress_6_6_6_3_2() {
        // White thinks 60 s: 5 s of extra time, 55 s off the main time (90:00 -> 89:05), plays 1. e4 at 1:00.
        // Black arrives at 10:00: his clock ran 9:00 since White's press, 5 s of extra time first: 8:55 off (-> 81:05).
        Ruling r = rule("{\"white\": \"PT90M\", \"black\": \"PT90M\", \"delay\": \"PT5S\"}",
                "{\"by\": \"white\", \"think\": \"PT1M\"}, {\"by\": \"white\", \"move\": \"e4\"},"
                        + " {\"by\": \"black\", \"arrive\": \"PT10M\"}");
        assertEquals(Duration.ofMinutes(89).plusSeconds(5), r.clocks().get(Color.WHITE));
        assertEquals(Duration.ofMinutes(81).plusSeconds(5), r.clocks().get(Color.BLACK));
        assertEquals("*", r.result().key());
    }

    @Test
    void thinkingAdvancesTheTimeSinceTheStartSoAnEarlierArrivalIsRefused_6_6() {
        // White thinks 2:00 on his first move; Black cannot then arrive 1:00 after the start.
        CaseInputException e = assertThrows(CaseInputException.class, () -> rule("{\"white\": \"PT90M\", \"black\": \"PT90M\"}",
                "{\"by\": \"white\", \"think\": \"PT2M\"}, {\"by\": \"black\", \"arrive\": \"PT1M\"}"));
        assertTrue(e.getMessage().startsWith("events[1].arrive: "), e.getMessage());
        assertTrue(e.getMessage().contains("before"), e.getMessage());
    }

    @Test
    void withoutDelayThinkingAndAbsenceRunTheSameClock_6_6() {
        // White thinks 2:00 without a move; Black arrives at 5:00: White's clock ran all 5:00 (he has not moved).
        Ruling r = rule("{\"white\": \"PT90M\", \"black\": \"PT90M\"}",
                "{\"by\": \"white\", \"think\": \"PT2M\"}, {\"by\": \"black\", \"arrive\": \"PT5M\"}");
        assertEquals(Duration.ofMinutes(85), r.clocks().get(Color.WHITE));
        assertEquals(Duration.ofMinutes(90), r.clocks().get(Color.BLACK));
    }

    /**
     * Recheck L4: what an arrival's decision says went from the clock is what went — in the time-delay mode
     * the move's extra time runs first (Black's clock ran 9:00, 8:55 of it from his main time), and a clock
     * never loses more than it showed.
     */
    @Test
    void theArrivalSaysWhatWentFromTheMainTime_6_6_6_3_2() {
        Ruling r = rule("{\"white\": \"PT90M\", \"black\": \"PT90M\", \"delay\": \"PT5S\"}",
                "{\"by\": \"white\", \"think\": \"PT1M\"}, {\"by\": \"white\", \"move\": \"e4\"},"
                        + " {\"by\": \"black\", \"arrive\": \"PT10M\"}");
        Decision arrival = r.decisions().stream().filter(d -> d.code() == DecisionCode.GAME_CONTINUES).findFirst().orElseThrow();
        assertEquals(Color.BLACK, arrival.player());
        assertEquals(535, arrival.seconds());
        assertTrue(arrival.en().contains("Black's clock ran 9:00 and 8:55 went from its main time (the move's fixed extra time ran first, 6.3.2)"),
                arrival.en());
        assertEquals(java.util.List.of("6.7.1#h3", "6.2.1#h1", "6.3.2#h2"), arrival.articles());
        Ruling out = rule("{\"white\": \"PT20M\", \"black\": \"PT90M\"}", "{\"by\": \"black\", \"arrive\": \"PT25M\"}");
        Decision ranOut = out.decisions().stream().filter(d -> d.code() == DecisionCode.GAME_CONTINUES).findFirst().orElseThrow();
        assertEquals(1200, ranOut.seconds(), ranOut.en());
        assertTrue(ranOut.en().contains("White's clock ran 25:00 and 20:00 went from its main time (it has no time left)"), ranOut.en());
    }
}
