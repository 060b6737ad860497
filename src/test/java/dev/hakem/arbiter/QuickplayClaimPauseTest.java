package dev.hakem.arbiter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.hakem.arbiter.json.CaseFiles;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * FIDE Guidelines III.5#h2 with 6.11.2, 6.11.4: the claimant of a draw in the last two minutes may pause the
 * clocks when he summons the arbiter. A pause for an admissible claim had a valid reason, whatever the arbiter
 * then decides on the grounds; a pause for a claim the Guidelines do not allow had none (the arbiter's penalty,
 * 12.9). Each ruling's decisions compared whole: code, player and provisions.
 */
class QuickplayClaimPauseTest {

    private static final String GIVEN = "{\"start\": \"8/5k2/8/3r4/8/3R4/5K2/8 w - - 12 61\", \"notation\": \"english\","
            + " \"rules\": {\"quickplayFinish\": %s}, \"clocks\": {\"white\": \"%s\", \"black\": \"PT6M\"}, \"events\": [%s]}";

    private static Ruling rule(boolean announced, String white, String events) {
        return Arbiter.rule(CaseFiles.read(String.format(GIVEN, announced, white, events)));
    }

    private static String decisions(Ruling r) {
        return r.decisions().stream().map(d -> d.code() + (d.by() == null ? "" : " " + d.by().key()) + " " + d.articles())
                .collect(Collectors.joining("; "));
    }

    private static final String PAUSE = "{\"by\": \"white\", \"pauseClock\": true, \"reason\": \"claim\"}";
    private static final String CLAIM = "{\"by\": \"white\", \"claim\": \"quickplay\"}";

    @Test
    void aPauseForAnAdmissibleClaimHasAValidReasonAndIsNotPenalised_III_5_h2() {
        Ruling r = rule(true, "PT1M30S", PAUSE + ", " + CLAIM + ", {\"by\": \"arbiter\", \"decide\": \"reject\"}");
        assertEquals("CLOCK_PAUSED white [III.5#h2]; CLAIM_REJECTED white [III.5.1#h2, III.5.3#h1]; TIME_ADDED white [III.5.3#h1]",
                decisions(r));
        assertEquals("*", r.result().key());
        Ruling drawn = rule(true, "PT1M30S", PAUSE + ", " + CLAIM + ", {\"by\": \"arbiter\", \"decide\": \"accept\"}");
        assertEquals("CLOCK_PAUSED white [III.5#h2]; GAME_DRAWN white [III.5.1#h1]", decisions(drawn));
    }

    @Test
    void aPauseForAClaimTheGuidelinesDoNotAllowIsLeftToTheArbitersPenalty_6_11_4_12_9() {
        Ruling tooMuchTime = rule(true, "PT3M", PAUSE + ", " + CLAIM);
        assertEquals("CLAIM_REJECTED white [III.5#h1]; ARBITER_DISCRETION white [6.11.2#h1, 6.11.4#h1, 6.11.4#h2, 12.9]",
                decisions(tooMuchTime));
        Ruling notAnnounced = rule(false, "PT1M30S", PAUSE + ", " + CLAIM);
        assertEquals("CLAIM_REJECTED white [III.2.1#h1]; ARBITER_DISCRETION white [6.11.2#h1, 6.11.4#h1, 6.11.4#h2, 12.9]",
                decisions(notAnnounced));
        // the same claim without a pause: refused, and no pause to judge
        assertEquals("CLAIM_REJECTED white [III.5#h1]", decisions(rule(true, "PT3M", CLAIM)));
    }

    @Test
    void theClaimMustFollowThePause() {
        CaseInputException e = assertThrows(CaseInputException.class,
                () -> rule(true, "PT1M30S", PAUSE + ", {\"by\": \"white\", \"move\": \"Ke3\"}"));
        assertEquals("events[1]: white paused the clocks to claim a draw in his last two minutes (reason \"claim\", III.5#h2):"
                + " his claim (\"claim\": \"quickplay\") comes next", e.getMessage());
        CaseInputException none = assertThrows(CaseInputException.class, () -> Arbiter.rule(CaseFiles.read(
                "{\"start\": \"8/5k2/8/3r4/8/3R4/5K2/8 w - - 12 61\", \"rules\": {\"quickplayFinish\": true, \"supervision\": \"none\"},"
                        + " \"clocks\": {\"white\": \"PT1M\", \"black\": \"PT6M\"}, \"events\": [" + PAUSE + "]}")));
        assertEquals("events[0].reason: \"claim\" pauses the clocks to summon the arbiter for a III.5 claim (III.5#h2); with no"
                + " arbiter supervising, the claim itself concludes the game (III.6.1)", none.getMessage());
    }
}
