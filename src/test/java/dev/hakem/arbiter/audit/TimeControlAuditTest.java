package dev.hakem.arbiter.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.arbiter.Pace;
import dev.hakem.arbiter.Supervision;
import dev.hakem.chess.pgn.PgnReader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The audit reads a game's class from its PGN tags (A.1, B.1) and reports what follows from an
 * illegal move by that class and the event's supervision: 7.5.1 with the 7.5.5 time (two minutes, one
 * in rapid by A.3, two in fully supervised blitz by B.2), or under A.5/B.3 a move that stood once the
 * opponent replied (A.5.2).
 */
class TimeControlAuditTest {

    /** 2. Ke3: the king walks two squares (3.8.1); 2... Nc6 is Black's reply. */
    private static String game(String tags, String movetext) {
        return "[Event \"E\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n" + tags + "\n" + movetext + "\n";
    }

    private static final String REPLIED = "1. e4 e5 2. Ke3 Nc6 3. Nf3 *";
    private static final String LAST = "1. e4 e5 2. Ke3 {the game stops here} *";

    private static Finding illegal(String pgn, Supervision s) {
        List<AuditedGame> games = new ArrayList<>();
        PgnAudit.audit(new PgnReader(new StringReader(pgn)), games::add, false, PgnAudit.Progress.START, s);
        assertEquals(1, games.size());
        assertEquals(1, games.get(0).findings().size(), games.get(0).findings().toString());
        Finding f = games.get(0).findings().get(0);
        assertEquals(FindingKind.ILLEGAL_MOVE, f.kind());
        assertEquals("2. Ke3", f.move());
        return f;
    }

    @Test
    void standardPlayReinstatesWithTwoMinutes_7_5_1_7_5_5() {
        Finding f = illegal(game("[TimeControl \"40/5400+30:1800+30\"]", REPLIED), Supervision.LIMITED);
        assertEquals(List.of("3.8.1", "7.5.1#h2", "7.5.5#h1"), f.articles());
        assertTrue(f.en().contains("the position immediately before it is reinstated and the opponent receives 2 minutes"), f.en());
        assertTrue(f.en().contains("TimeControl 40/5400+30:1800+30: standard play"), f.en());
        assertTrue(f.tr().contains("süresine 2 dakika eklenir"), f.tr());
    }

    @Test
    void withoutTimeTagsTheGameIsStandardPlayAndTheFindingSaysWhy() {
        Finding f = illegal(game("", REPLIED), Supervision.FULL);
        assertEquals(List.of("3.8.1", "7.5.1#h2", "7.5.5#h1"), f.articles());
        assertTrue(f.en().contains("the record gives no TimeControl and its Event names neither rapid nor blitz"), f.en());
    }

    @Test
    void rapidUnderFullSupervisionReinstatesWithOneMinute_A_3_A_4() {
        Finding f = illegal(game("[TimeControl \"600+5\"]", REPLIED), Supervision.FULL);
        assertEquals(List.of("3.8.1", "7.5.1#h2", "7.5.5#h1", "A.3"), f.articles());
        assertTrue(f.en().contains("receives one minute for a first illegal move (TimeControl 600+5: rapid (A.1), A.4)"), f.en());
        assertTrue(f.tr().contains("süresine 1 dakika eklenir"), f.tr());
    }

    @Test
    void rapidUnderLesserSupervisionTheRepliedMoveStood_A_5_2() {
        Finding f = illegal(game("[TimeControl \"900+10\"]", REPLIED), Supervision.LIMITED);
        assertEquals(List.of("3.8.1", "A.5.2#h1", "A.5.2#h3", "A.5.2#h4"), f.articles());
        assertTrue(f.en().contains("the record goes on with 2... Nc6, so the illegal move stood: no correction and no penalty"), f.en());
        assertTrue(f.tr().contains("geçerli sayılarak kaldı"), f.tr());
    }

    @Test
    void theReplyIsTheMainLinesNextMovePastCommentsNagsAndVariations_A_5_2() {
        Finding f = illegal(game("[TimeControl \"900+10\"]", "1. e4 e5 2. Ke3 {a king walk} $2 (2. Nf3 Nc6) 2... Nf6 3. Nf3 *"),
                Supervision.LIMITED);
        assertTrue(f.en().contains("the record goes on with 2... Nf6, so the illegal move stood"), f.en());
    }

    @Test
    void underLesserSupervisionAMoveWithoutReplyCanStillBeCorrected_A_5_2() {
        Finding f = illegal(game("[TimeControl \"900+10\"]", LAST), Supervision.LIMITED);
        assertEquals(List.of("3.8.1", "A.5.2#h1", "A.5.2#h2", "7.5.1#h2", "7.5.5#h1", "A.3"), f.articles());
        assertTrue(f.en().contains("before the opponent's next move (the record ends here)"), f.en());
    }

    @Test
    void blitzNamedByTheEventFollowsB_3OrB_2() {
        String blitz = "[Event \"Club Blitz Open\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n" + REPLIED + "\n";
        Finding limited = illegal(blitz, Supervision.LIMITED);
        assertEquals(List.of("3.8.1", "A.5.2#h1", "A.5.2#h3", "A.5.2#h4", "B.3"), limited.articles());
        Finding full = illegal(blitz, Supervision.FULL);
        assertEquals(List.of("3.8.1", "7.5.1#h2", "7.5.5#h1", "B.2"), full.articles());
        assertTrue(full.en().contains("receives 2 minutes"), full.en());
        assertTrue(full.en().contains("the Event \"Club Blitz Open\" names blitz (B.1), B.2"), full.en());
    }

    @Test
    void anUnreadableTimeControlIsSaidAndNoPenaltyIsGuessed() {
        Finding f = illegal(game("[TimeControl \"15 min\"]", REPLIED), Supervision.FULL);
        assertEquals(List.of("3.8.1"), f.articles());
        assertTrue(f.en().contains("the TimeControl tag \"15 min\" cannot be read (field 1 \"15 min\" is not"), f.en());
    }

    @Test
    void theClassOfATimeControlTag_A_1_B_1() {
        assertEquals(Pace.BLITZ, pace("180+2"));   // 3 min + 60 x 2 s = 5 min
        assertEquals(Pace.BLITZ, pace("300"));
        assertEquals(Pace.BLITZ, pace("*600"));    // sandclock: 10 minutes is still blitz
        assertEquals(Pace.RAPID, pace("600+1"));   // 11 minutes
        assertEquals(Pace.RAPID, pace("900+10"));
        assertEquals(Pace.RAPID, pace("1500+34"));  // 25 + 34 = 59 minutes
        assertEquals(Pace.STANDARD, pace("1800+30")); // 30 + 30 = 60 minutes: standard (A.1 says less than 60)
        assertEquals(Pace.STANDARD, pace("40/5400+30:1800+30"));
        assertEquals(Pace.STANDARD, pace("?"));     // unknown: the Event decides, and it names neither
        assertEquals(Pace.RAPID, RecordedPace.of(Map.of("TimeControl", "-", "Event", "Türkiye Hızlı Satranç Şampiyonası")).pace());
        assertEquals(Pace.BLITZ, RecordedPace.of(Map.of("Event", "YILDIRIM turnuvası")).pace());
        assertEquals(Pace.STANDARD, RecordedPace.of(Map.of("Event", "Blitzkrieg Open")).pace());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PgnTimeControl.read("40/5400:0/60"));
        assertEquals("field 2 \"0/60\" has a period of 0 moves", e.getMessage());
        assertNull(RecordedPace.of(Map.of("TimeControl", "40/")).pace());
    }

    private static Pace pace(String tag) {
        return RecordedPace.of(Map.of("TimeControl", tag)).pace();
    }
}
