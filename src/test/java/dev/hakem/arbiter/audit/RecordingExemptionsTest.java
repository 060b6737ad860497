package dev.hakem.arbiter.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** FIDE 8.4 in the audit: the clock readings of a PGN ([%clk]) and its TimeControl tag. */
class RecordingExemptionsTest {

    private static final String MOVES = "1. e4 {[%clk 1:30:05]} e5 {[%eval 0.2] [%clk 1:30:05]} 2. Nf3 {[%clk 0:05:09]}"
            + " Nc6 {[%clk 0:05:10]} 3. Bb5 {[%clk 0:04:00]} a6 {[%clk 0:05:09]} 4. Ba4 {[%clk 0:03:50]} Nf6 {[%clk 0:05:00]} *";

    private static List<Finding> audit(String timeControl, String moves) {
        String pgn = "[Event \"t\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n"
                + (timeControl == null ? "" : "[TimeControl \"" + timeControl + "\"]\n") + "\n" + moves + "\n";
        List<AuditedGame> out = new ArrayList<>();
        PgnAudit.audit(pgn, out::add);
        assertEquals(1, out.size());
        return out.get(0).findings();
    }

    private static String kinds(List<Finding> fs) {
        return fs.stream().map(f -> f.kind().key() + "@" + f.ply() + ":" + String.join(",", f.articles()))
                .collect(Collectors.joining(" "));
    }

    @Test
    void underFiveMinutesWithATenSecondIncrementFreesEachPlayerFromHisOwnMove_8_4() {
        List<Finding> fs = audit("5400+10", MOVES);
        // White: 5:09 after 2. Nf3 less the 10 s added = 4:59; Black: 5:10 - 10 s = 5:00 is not less than five
        // minutes; after 3... a6, 4:59. Once freed, White is not reported again (3. Bb5, 4. Ba4).
        assertEquals("recording-exempt@3:8.4 recording-exempt@6:8.4", kinds(fs));
        assertEquals("2. Nf3", fs.get(0).move());
        assertEquals("After 2. Nf3 White had 4:59 left (an increment of 10 s, less than 30 s): from here until the end"
                + " of the game White need not record the moves.", fs.get(0).en());
        assertEquals("2. Nf3 sonrasında Beyaz'ın saatinde 4:59 kaldı (hamle başına ek süre 10 sn, 30 saniyeden az):"
                + " buradan oyunun sonuna dek hamleleri yazmak zorunda değildir.", fs.get(0).tr());
        assertEquals("3... a6", fs.get(1).move());
        assertTrue(fs.get(1).en().startsWith("After 3... a6 Black had 4:59 left"), fs.get(1).en());
    }

    @Test
    void anIncrementOfThirtySecondsKeepsEveryoneRecording_8_4() {
        assertEquals("", kinds(audit("5400+30", MOVES)));
    }

    @Test
    void withoutIncrementTheReadingIsTheTimeLeft_8_4() {
        // 5:09 and 5:10 are not under five minutes; 4:00 after 3. Bb5 is, 3... a6 (5:09) is not, 4... Nf6 (5:00) is not
        assertEquals("recording-exempt@5:8.4", kinds(audit("7200", MOVES)));
    }

    @Test
    void rapidAndBlitzAreNotReported_A_1_B_1() {
        // 15 minutes + 60 x 10 s = 25 minutes: rapid (A.1); 3 minutes + 2 s: blitz (B.1)
        assertEquals("", kinds(audit("900+10", MOVES)));
        assertEquals("", kinds(audit("180+2", MOVES)));
        // 50 minutes + 60 x 10 s = 60 minutes: not less than 60, a standard game
        assertEquals("recording-exempt@3:8.4 recording-exempt@6:8.4", kinds(audit("3000+10", MOVES)));
    }

    @Test
    void withoutAReadableTimeControlNothingIsReported() {
        assertEquals("", kinds(audit(null, MOVES)));
        for (String tc : List.of("?", "-", "*180", "40/abc", "40/5400:", "5400:40/1800", "0/5400")) {
            assertEquals("", kinds(audit(tc, MOVES)), tc);
        }
    }

    @Test
    void theExemptionEndsWithItsPeriodAndTheNextPeriodsTimeIsNotTimeLeft_8_4_6_3_1() {
        // two moves in 90 minutes, then 30 minutes for the rest: after 2. Nf3 White's clock shows 34:09 with the
        // second period's 30 minutes added, so 4:09 were left in the first period (freed until move 2); in the
        // second period 4:00 after 3. Bb5 frees him again, until the end of the game.
        String moves = "1. e4 {[%clk 1:20:00]} e5 {[%clk 1:20:00]} 2. Nf3 {[%clk 0:34:09]} Nc6 {[%clk 0:40:00]}"
                + " 3. Bb5 {[%clk 0:04:00]} a6 {[%clk 0:39:00]} *";
        List<Finding> fs = audit("2/5400:1800", moves);
        assertEquals("recording-exempt@3:8.4 recording-exempt@5:8.4", kinds(fs));
        assertTrue(fs.get(0).en().contains("had 4:09 left (no increment): from here until the end of the period (move 2)"),
                fs.get(0).en());
        assertTrue(fs.get(1).en().contains("until the end of the game"), fs.get(1).en());
    }

    @Test
    void movesWithoutAReadingAreSkipped() {
        assertEquals("", kinds(audit("5400+10", "1. e4 e5 2. Nf3 {4:59 left} Nc6 *")));
    }

    @Test
    void timeControlTagIsRead() {
        PgnTimeControl tc = PgnTimeControl.of("40/5400+30:1800+30").orElseThrow();
        assertEquals(2, tc.control().periods().size());
        assertEquals(List.of(Duration.ofSeconds(30), Duration.ofSeconds(30)), tc.increments());
        assertEquals(Duration.ofSeconds(30), tc.control().increment());
        assertEquals(0, tc.periodOf(1));
        assertEquals(0, tc.periodOf(40));
        assertEquals(1, tc.periodOf(41));
        assertEquals(1, tc.periodOf(200));
        assertEquals(40, tc.control().lastMoveOf(0));
        assertEquals(-1, tc.control().lastMoveOf(1));
        assertEquals(Duration.ofMinutes(30), tc.control().nextPeriodAfter(40));
        assertEquals(null, tc.control().nextPeriodAfter(39));
        assertEquals(0, PgnTimeControl.of("40/7200").orElseThrow().periodOf(40));
        assertEquals(-1, PgnTimeControl.of("40/7200").orElseThrow().periodOf(41));
        PgnTimeControl perPeriod = PgnTimeControl.of("40/5400+0:1800+30").orElseThrow();
        assertEquals(List.of(Duration.ZERO, Duration.ofSeconds(30)), perPeriod.increments());
        assertEquals(Duration.ofSeconds(3723), PgnTimeControl.clock(List.of("x [%clk 1:02:03.4] y")));
    }
}
