package dev.hakem.arbiter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.arbiter.json.CaseFiles;
import dev.hakem.chess.Color;
import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * FIDE 6.3.2#h2, #h3: the time-delay mode and the time a clock runs ("think"). The cases of the contract
 * (notes: clocks2-contract.md, C1–C11), each ruling compared whole: clocks, result, and every decision's
 * code, player, seconds and provisions. The expected clocks are worked out by hand in each comment.
 */
class TimeDelayTest {

    private static Ruling rule(String clocks, String rules, String events) {
        return Arbiter.rule(CaseFiles.read("{\"start\": \"startpos\", \"moves\": \"1. e4 e5\", \"notation\": \"english\","
                + (rules == null ? "" : " \"rules\": " + rules + ",") + " \"clocks\": " + clocks + ", \"events\": [" + events + "]}"));
    }

    /** "CODE player seconds [provisions]" for each decision, in order. */
    private static String decisions(Ruling r) {
        return r.decisions().stream().map(d -> d.code() + (d.player() == null ? "" : " " + d.player().key() + " " + d.seconds())
                + " " + d.articles()).collect(Collectors.joining("; "));
    }

    private static String delays(Ruling r) {
        return r.decisions().stream().filter(d -> d.code() == DecisionCode.TIME_DELAY)
                .map(d -> d.player().key() + " " + d.seconds() + " " + d.articles()).collect(Collectors.joining("; "));
    }

    private static Duration clock(Ruling r, Color c) {
        return r.clocks().get(c);
    }

    private static final String DELAY5 = "{\"white\": \"PT3M\", \"black\": \"PT2M\", \"delay\": \"PT5S\"}";

    @Test
    void c1_aPressWithinTheExtraTimeLeavesTheMainTime_6_3_2_h3() {
        Ruling r = rule(DELAY5, null, "{\"by\": \"white\", \"think\": \"PT4S\"}, {\"by\": \"white\", \"move\": \"Nf3\"}");
        assertEquals("white 0 [6.3.2#h2]; white 0 [6.3.2#h3]", delays(r));
        assertEquals(Duration.ofMinutes(3), clock(r, Color.WHITE));
        assertEquals(Duration.ofMinutes(2), clock(r, Color.BLACK));
        assertEquals("*", r.result().key());
        assertEquals("TIME_DELAY white 0 [6.3.2#h2]; MOVE_MADE [4.7#h1, 1.3]; TIME_DELAY white 0 [6.3.2#h3]", decisions(r));
    }

    @Test
    void c2_theMainTimeRunsOnlyAfterTheExtraTime_6_3_2_h2() {
        // 180 s - (12 s - 5 s) = 173 s
        Ruling r = rule(DELAY5, null, "{\"by\": \"white\", \"think\": \"PT12S\"}, {\"by\": \"white\", \"move\": \"Nf3\"}");
        assertEquals("white 7 [6.3.2#h2]", delays(r));
        assertEquals(Duration.ofSeconds(173), clock(r, Color.WHITE));
        assertEquals(Duration.ofMinutes(2), clock(r, Color.BLACK));
        assertEquals("TIME_DELAY white 7 [6.3.2#h2]; MOVE_MADE [4.7#h1, 1.3]", decisions(r));
    }

    @Test
    void c3_twoThinksOfOneMoveShareItsExtraTime_6_3_2_h2() {
        // 3 s of the 5 s; then 2 s of extra time left, 4 s - 2 s = 2 s off the main time: 178 s; 7 s > 5 s, so no #h3
        Ruling r = rule(DELAY5, null, "{\"by\": \"white\", \"think\": \"PT3S\"}, {\"by\": \"white\", \"think\": \"PT4S\"},"
                + " {\"by\": \"white\", \"move\": \"Nf3\"}");
        assertEquals("white 0 [6.3.2#h2]; white 2 [6.3.2#h2]", delays(r));
        assertEquals(Duration.ofSeconds(178), clock(r, Color.WHITE));
    }

    @Test
    void c4_everyMoveHasItsOwnExtraTime_6_3_2_h2_h3() {
        // white: 8 - 5 = 3 s, then 6 - 5 = 1 s: 180 - 4 = 176 s; black: 5 s within 5 s, unchanged
        Ruling r = rule(DELAY5, null, "{\"by\": \"white\", \"think\": \"PT8S\"}, {\"by\": \"white\", \"move\": \"Nf3\"},"
                + " {\"by\": \"black\", \"think\": \"PT5S\"}, {\"by\": \"black\", \"move\": \"Nc6\"},"
                + " {\"by\": \"white\", \"think\": \"PT6S\"}, {\"by\": \"white\", \"move\": \"Bb5\"}");
        assertEquals("white 3 [6.3.2#h2]; black 0 [6.3.2#h2]; black 0 [6.3.2#h3]; white 1 [6.3.2#h2]", delays(r));
        assertEquals(Duration.ofSeconds(176), clock(r, Color.WHITE));
        assertEquals(Duration.ofMinutes(2), clock(r, Color.BLACK));
        assertEquals("r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3", r.fen());
        assertEquals("*", r.result().key());
    }

    @Test
    void c5_theFlagFallsWhenTheMainTimeRunsOutAfterTheExtraTime_6_3_2_h2_6_9() {
        // 10 s: 14 - 5 = 9 s off, 1 s left; next move 16 - 5 = 11 s wanted, 1 s there: the flag falls
        Ruling r = rule("{\"white\": \"PT10S\", \"black\": \"PT2M\", \"delay\": \"PT5S\"}", null,
                "{\"by\": \"white\", \"think\": \"PT14S\"}, {\"by\": \"white\", \"move\": \"Nf3\"}, {\"by\": \"black\", \"move\": \"Nc6\"},"
                        + " {\"by\": \"white\", \"think\": \"PT16S\"}");
        assertEquals("white 9 [6.3.2#h2]; white 1 [6.3.2#h2]", delays(r));
        assertEquals(Duration.ZERO, clock(r, Color.WHITE));
        assertEquals("0-1", r.result().key());
        assertEquals("time", r.termination().key());
        assertEquals("TIME_DELAY white 9 [6.3.2#h2]; MOVE_MADE [4.7#h1, 1.3]; MOVE_MADE [4.7#h1, 1.3]; TIME_DELAY white 1 [6.3.2#h2];"
                + " GAME_LOST white 0 [6.8#h1, 6.1#h4, 6.9#h1]", decisions(r));
    }

    @Test
    void c6_extraTimePlusMainTimeExactlyEmptiesTheClock_6_3_2_h2_6_1() {
        String clocks = "{\"white\": \"PT10S\", \"black\": \"PT2M\", \"delay\": \"PT5S\"}";
        Ruling r = rule(clocks, null, "{\"by\": \"white\", \"think\": \"PT15S\"}");
        assertEquals("white 10 [6.3.2#h2]", delays(r));
        assertEquals(Duration.ZERO, clock(r, Color.WHITE));
        assertEquals("0-1", r.result().key());
        Ruling justInTime = rule(clocks, null, "{\"by\": \"white\", \"think\": \"PT14S\"}, {\"by\": \"white\", \"move\": \"Nf3\"}");
        assertEquals(Duration.ofSeconds(1), clock(justInTime, Color.WHITE));
        assertEquals("*", justInTime.result().key());
    }

    @Test
    void c7_withoutDelayTheClockRunsAtOnceAndNoDelayIsRuled() {
        Ruling r = rule("{\"white\": \"PT3M\", \"black\": \"PT2M\"}", null,
                "{\"by\": \"white\", \"think\": \"PT12S\"}, {\"by\": \"white\", \"move\": \"Nf3\"}");
        assertEquals("", delays(r));
        assertEquals(Duration.ofSeconds(168), clock(r, Color.WHITE));
        assertEquals("*", r.result().key());
        Ruling flag = rule("{\"white\": \"PT10S\", \"black\": \"PT2M\"}", null, "{\"by\": \"white\", \"think\": \"PT10S\"}");
        assertEquals("0-1", flag.result().key());
        assertEquals("time", flag.termination().key());
    }

    @Test
    void c8_underLesserSupervisionTheFlagCountsWhenClaimed_A_5_3() {
        String clocks = "{\"white\": \"PT10S\", \"black\": \"PT20M\", \"delay\": \"PT5S\"}";
        String rules = "{\"timeControl\": \"rapid\", \"supervision\": \"limited\"}";
        Ruling fell = rule(clocks, rules, "{\"by\": \"white\", \"think\": \"PT20S\"}");
        assertEquals("white 10 [6.3.2#h2]", delays(fell));
        assertEquals(Duration.ZERO, clock(fell, Color.WHITE));
        assertEquals("*", fell.result().key());
        Ruling claimed = rule(clocks, rules, "{\"by\": \"white\", \"think\": \"PT20S\"}, {\"by\": \"black\", \"claim\": \"flag\"}");
        assertEquals("0-1", claimed.result().key());
        assertEquals("time", claimed.termination().key());
        assertEquals("TIME_DELAY white 10 [6.3.2#h2]; GAME_LOST white 0 [6.8#h1, A.5.3#h1, 6.1#h4, 6.9#h1]", decisions(claimed));
    }

    @Test
    void c9_anIncrementAndADelayTogetherAreRefused() {
        CaseInputException e = assertThrows(CaseInputException.class, () -> rule(
                "{\"white\": \"PT3M\", \"black\": \"PT3M\", \"increment\": \"PT2S\", \"delay\": \"PT5S\"}", null, ""));
        assertEquals("clocks.delay: a time control has either an increment (6.2.1, 6.3.1) or a time delay (6.3.2), not both;"
                + " clocks.increment is PT2S", e.getMessage());
        // a zero delay is no delay
        assertEquals("*", rule("{\"white\": \"PT3M\", \"black\": \"PT3M\", \"increment\": \"PT2S\", \"delay\": \"PT0S\"}", null, "")
                .result().key());
    }

    @Test
    void c10_onlyTheRunningClockRuns() {
        CaseInputException e = assertThrows(CaseInputException.class, () -> rule(DELAY5, null, "{\"by\": \"black\", \"think\": \"PT3S\"}"));
        assertEquals("events[0].by: black's clock is not running (white's is)", e.getMessage());
        CaseInputException zero = assertThrows(CaseInputException.class, () -> rule(DELAY5, null, "{\"by\": \"white\", \"think\": \"PT0S\"}"));
        assertEquals("events[0].think: must be more than zero", zero.getMessage());
        CaseInputException unknown = assertThrows(CaseInputException.class, () -> rule("{\"black\": \"PT2M\", \"delay\": \"PT5S\"}", null,
                "{\"by\": \"white\", \"think\": \"PT3S\"}"));
        assertEquals("events[0].think: clocks.white is not given, so the time his clock runs changes nothing known", unknown.getMessage());
        CaseInputException arbiter = assertThrows(CaseInputException.class, () -> rule(DELAY5, null, "{\"by\": \"arbiter\", \"think\": \"PT3S\"}"));
        assertTrue(arbiter.getMessage().startsWith("events[0].by: this event needs a player"), arbiter.getMessage());
    }

    @Test
    void c11_aDelayCountsLikeAnIncrementForTheClassOfTheGame_A_1() {
        // 10 min + 60 x 5 s = 15 min: rapid (A.1, as the AM commentary reads it); without the delay 10 min: blitz (B.1)
        assertEquals(Pace.RAPID, Pace.of(new TimeControl(null, Duration.ofSeconds(5), List.of(new TimeControl.Period(null, Duration.ofMinutes(10))))));
        assertEquals(Pace.BLITZ, Pace.of(new TimeControl(null, null, List.of(new TimeControl.Period(null, Duration.ofMinutes(10))))));
        CaseInputException e = assertThrows(CaseInputException.class, () -> rule(
                "{\"white\": \"PT10M\", \"black\": \"PT10M\", \"delay\": \"PT5S\", \"periods\": [{\"time\": \"PT10M\"}]}",
                "{\"timeControl\": \"blitz\"}", ""));
        assertTrue(e.getMessage().startsWith("rules.timeControl: \"blitz\", but clocks.periods and clocks.delay make the game rapid"),
                e.getMessage());
        // the field the case gave is named: only periods (no per-move time) make it a blitz game here
        CaseInputException plain = assertThrows(CaseInputException.class, () -> rule(
                "{\"white\": \"PT10M\", \"black\": \"PT10M\", \"periods\": [{\"time\": \"PT10M\"}]}", "{\"rapid\": true}", ""));
        assertEquals("rules.rapid: true, but clocks.periods make the game blitz (A.1, B.1)", plain.getMessage());
        CaseInputException q = assertThrows(CaseInputException.class, () -> rule(DELAY5, "{\"quickplayFinish\": true}", ""));
        assertTrue(q.getMessage().startsWith("rules.quickplayFinish: "), q.getMessage());
    }

    @Test
    void aDelayOfThirtySecondsKeepsThePlayerRecordingLikeAnIncrement_8_4() {
        String stops = "{\"by\": \"white\", \"scoresheet\": \"not-recording\"}";
        Ruling small = rule("{\"white\": \"PT4M\", \"black\": \"PT2M\", \"delay\": \"PT10S\"}", null, stops);
        assertEquals(List.of(DecisionCode.RECORDING_EXEMPT), small.decisions().stream().map(Decision::code).toList());
        Ruling large = rule("{\"white\": \"PT4M\", \"black\": \"PT2M\", \"delay\": \"PT30S\"}", null, stops);
        assertEquals(List.of(DecisionCode.ARBITER_DISCRETION), large.decisions().stream().map(Decision::code).toList());
        assertTrue(large.decisions().get(0).en().contains("30 seconds of fixed extra time (delay) is given per move, so 8.4 does not apply"),
                large.decisions().get(0).en());
    }

    @Test
    void theArbiterInstallsADelayWhenHeCorrectsOrReplacesTheClock_6_10_1_6_10_2() {
        String plain = "{\"white\": \"PT3M\", \"black\": \"PT2M\"}";
        String afterwards = ", {\"by\": \"white\", \"think\": \"PT6S\"}, {\"by\": \"white\", \"move\": \"Nf3\"}";
        for (String fault : List.of("clockSettingWrong", "clockDefective")) {
            // the setting installed has a 5 s delay: 6 s of thinking take 1 s off the main time, 2:50 -> 2:49
            Ruling r = rule(plain, null, "{\"by\": \"arbiter\", \"" + fault
                    + "\": {\"white\": \"PT2M50S\", \"black\": \"PT2M\", \"delay\": \"PT5S\"}}" + afterwards);
            assertEquals("CLOCK_CORRECTED " + (fault.equals("clockDefective") ? "[6.10.1#h1, 6.10.1#h2, 6.10.1#h3]" : "[6.10.2#h1, 6.10.2#h2]")
                    + "; TIME_DELAY white 1 [6.3.2#h2]; MOVE_MADE [4.7#h1, 1.3]", decisions(r));
            assertEquals(Duration.ofSeconds(169), clock(r, Color.WHITE));
            assertTrue(r.decisions().get(0).en().endsWith("(white 2:50, black 2:00, 5 seconds delay per move)."), r.decisions().get(0).en());
            // the case file writes the setting back as it was read
            String json = "{\"start\": \"startpos\", \"clocks\": " + plain + ", \"events\": [{\"by\": \"arbiter\", \"" + fault
                    + "\": {\"white\": \"PT2M50S\", \"black\": \"PT2M\", \"delay\": \"PT5S\"}}]}";
            assertEquals("{\"white\":\"PT2M50S\",\"black\":\"PT2M\",\"delay\":\"PT5S\"}",
                    CaseFiles.toJson(CaseFiles.read(json)).path("events").get(0).path(fault).toString());
        }
        // a delay installed in an increment game replaces the increment: Nf3 adds nothing, 3:00 stays 3:00
        Ruling replaced = rule("{\"white\": \"PT3M\", \"black\": \"PT2M\", \"increment\": \"PT2S\"}", null,
                "{\"by\": \"arbiter\", \"clockSettingWrong\": {\"delay\": \"PT5S\"}}, {\"by\": \"white\", \"move\": \"Nf3\"}");
        assertEquals(Duration.ofMinutes(3), clock(replaced, Color.WHITE));
        // the same refusal as in clocks: an increment and a delay together
        CaseInputException both = assertThrows(CaseInputException.class, () -> rule(plain, null,
                "{\"by\": \"arbiter\", \"clockSettingWrong\": {\"increment\": \"PT2S\", \"delay\": \"PT5S\"}}"));
        assertEquals("events[0].clockSettingWrong.delay: a time control has either an increment (6.2.1, 6.3.1) or a time delay (6.3.2),"
                + " not both; events[0].clockSettingWrong.increment is PT2S", both.getMessage());
    }

    @Test
    void theRulingGivesTheSecondsOfEveryTimeDelay() {
        Ruling r = rule(DELAY5, null, "{\"by\": \"white\", \"think\": \"PT12S\"}, {\"by\": \"white\", \"move\": \"Nf3\"},"
                + " {\"by\": \"black\", \"think\": \"PT2S\"}, {\"by\": \"black\", \"move\": \"Nc6\"}");
        List<String> seconds = new java.util.ArrayList<>();
        for (com.fasterxml.jackson.databind.JsonNode d : CaseFiles.toJson(r).path("decisions")) {
            if (d.path("code").asText().equals("TIME_DELAY")) {
                seconds.add(d.path("player").asText() + " " + d.path("seconds"));
            }
        }
        assertEquals(List.of("white 7", "black 0", "black 0"), seconds);
    }

    @Test
    void aFractionOfASecondIsWrittenAsItIs() {
        // delay 2.5 s, 3 s of thinking: 0.5 s off the main time, 2:59.5 left
        Ruling r = rule("{\"white\": \"PT3M\", \"black\": \"PT2M\", \"delay\": \"PT2.5S\"}", null,
                "{\"by\": \"white\", \"think\": \"PT3S\"}");
        assertEquals(Duration.ofMillis(179_500), clock(r, Color.WHITE));
        Decision d = r.decisions().get(0);
        assertEquals("White thought for 3 seconds: once the 2.5 seconds left of this move's fixed extra time had run out,"
                + " 0.5 seconds ran off the main time (2:59.5 left).", d.en());
        assertEquals("Beyaz 3 saniye düşündü: bu hamlenin sabit ek süresinden kalan 2,5 saniye bittikten sonra ana süresinden"
                + " 0,5 saniye düştü (2:59.5 kaldı).", d.tr());
        assertEquals("1 minute 0.25 seconds", Words.durationEn(Duration.ofMillis(60_250)));
        assertEquals("1 hour 1 second", Words.durationEn(Duration.ofSeconds(3601)));
        assertEquals("1:00:00.125", Words.clock(Duration.ofMillis(3_600_125)));
        assertEquals("0:00", Words.clock(Duration.ZERO));
    }
}
