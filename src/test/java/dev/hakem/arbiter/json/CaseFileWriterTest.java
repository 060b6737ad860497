package dev.hakem.arbiter.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.arbiter.Case;
import dev.hakem.arbiter.CompetitionRules;
import dev.hakem.arbiter.Event;
import dev.hakem.arbiter.Pace;
import dev.hakem.arbiter.Supervision;
import dev.hakem.arbiter.TimeControl;
import dev.hakem.chess.Color;
import dev.hakem.chess.notation.Notation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** {@link CaseFiles#toJson(Case)} writes what {@link CaseFiles#read} reads back to an equal case. */
class CaseFileWriterTest {
    @Test
    void everyKindOfEventRoundTrips() {
        Case c = new Case("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "1. Kf1",
                new CompetitionRules(true, 30, true, dev.hakem.chess.Variant.CHESS960),
                Map.of(Color.WHITE, Duration.ofMinutes(45), Color.BLACK, Duration.ofSeconds(90)),
                Map.of(Color.WHITE, 0, Color.BLACK, 1),
                List.of(new Event.Touch(Color.BLACK, "e8"), new Event.Adjust(Color.BLACK, "a8"),
                        new Event.Release(Color.BLACK, "e8", "d8", false), new Event.Release(Color.BLACK, "d8", "d1", true),
                        new Event.Remove(Color.WHITE, "a1"), new Event.Place(Color.WHITE, "c1", "e1"),
                        new Event.Place(Color.WHITE, "d1", null), new Event.Promote(Color.WHITE, "queen", "e8"),
                        new Event.Promote(Color.WHITE, "N", null), new Event.PressClock(Color.WHITE, 2),
                        new Event.PressClock(Color.BLACK, 1), new Event.PauseClock(null), new Event.PauseClock(Color.WHITE),
                        new Event.PlayMove(Color.WHITE, "Kf1"), new Event.OfferDraw(Color.WHITE), new Event.AcceptDraw(Color.BLACK),
                        new Event.DeclineDraw(Color.BLACK), new Event.Claim(Color.WHITE, Event.ClaimKind.REPETITION, "Kg1"),
                        new Event.Claim(Color.BLACK, Event.ClaimKind.FIFTY, null),
                        new Event.Claim(Color.BLACK, Event.ClaimKind.TOUCH_MOVE, null), new Event.PermitDrawOffer(null),
                        new Event.Resign(Color.BLACK), new Event.FlagFall(Color.WHITE)),
                Duration.ofSeconds(30), Notation.ENGLISH);
        assertEquals(c, CaseFiles.read(CaseFiles.toJson(c).toString()));
    }

    /** An appeal (11.10), an event's rule that excludes appeals, a finished player's interference (11.4), an early adjournment (I.1.2). */
    @Test
    void appealsInterferenceOfAFinishedPlayerAndAnEarlyAdjournmentRoundTrip() {
        Case c = new Case("startpos", null,
                CompetitionRules.STANDARD.withAppealsExcluded(true), null, null,
                List.of(new Event.Interfere(Event.Interference.PHONE, true), new Event.Appeal(Color.WHITE),
                        new Event.Adjourn(Duration.ofMinutes(20)), new Event.Adjourn()));
        String json = CaseFiles.toJson(c).toString();
        assertEquals(c, CaseFiles.read(json), json);
    }

    /** Appendix C: a scoresheet entry keeps what the player wrote; other scoresheet acts carry no entry. */
    @Test
    void aScoresheetEntryRoundTripsWithWhatWasWritten() {
        Case c = new Case("startpos", null, CompetitionRules.STANDARD, null, null,
                List.of(new Event.Scoresheet(Color.BLACK, Event.ScoresheetAct.ENTRY, "Nf3 (=)"),
                        new Event.Scoresheet(Color.WHITE, Event.ScoresheetAct.OTHER_NOTATION, null)));
        String json = CaseFiles.toJson(c).toString();
        assertTrue(json.contains("\"entry\":\"Nf3 (=)\""), json);
        assertEquals(c, CaseFiles.read(json), json);
    }

    /**
     * Issue 11's keys: the pace, the supervision, Guidelines III announced, the periods of the time
     * control, the press with the other hand or a hit, the arbiter's look at the board, his answer, a
     * request, and the clock set anew (6.10.1, 6.10.2).
     */
    @Test
    void timeControlsSupervisionAndTheClocksEventsRoundTrip() {
        List<TimeControl.Period> blitz = List.of(new TimeControl.Period(null, Duration.ofMinutes(3)));
        Case c = new Case("startpos", null, CompetitionRules.of(Pace.BLITZ, Supervision.LIMITED),
                Map.of(Color.WHITE, Duration.ofMinutes(3), Color.BLACK, Duration.ofMinutes(3)), null,
                List.of(new Event.PressClock(Color.WHITE, 1, Event.Hand.OTHER, Event.ClockHandling.HIT), new Event.Notice(),
                        new Event.Request(Color.BLACK, Event.RequestKind.SCORESHEET), new Event.Decide(null, Event.Answer.POSTPONE),
                        new Event.SetClock(null, Event.ClockFault.WRONG_SETTING, Map.of(Color.WHITE, Duration.ofMinutes(2)),
                                Duration.ofSeconds(2), null, blitz),
                        new Event.SetClock(null, Event.ClockFault.DEFECTIVE, Map.of(Color.BLACK, Duration.ofSeconds(90)), null,
                                Duration.ofSeconds(5), null)),
                Duration.ofSeconds(2), null, blitz);
        String json = CaseFiles.toJson(c).toString();
        assertEquals(c, CaseFiles.read(json), json);
        Case quickplay = new Case("startpos", null, CompetitionRules.STANDARD.withTime(Pace.RAPID, Supervision.NONE, true),
                Map.of(Color.WHITE, Duration.ofMinutes(1), Color.BLACK, Duration.ofMinutes(4)), null,
                List.of(new Event.Request(Color.WHITE, Event.RequestKind.INCREMENT), new Event.Decide(null, Event.Answer.ACCEPT)),
                null, null, List.of(new TimeControl.Period(40, Duration.ofMinutes(20)), new TimeControl.Period(null, Duration.ofMinutes(5))));
        json = CaseFiles.toJson(quickplay).toString();
        assertEquals(quickplay, CaseFiles.read(json), json);
    }

    @Test
    void defaultsAreLeftOut() {
        Case c = new Case("startpos", null, CompetitionRules.STANDARD, null, null, List.of(new Event.Resign(Color.WHITE)));
        assertEquals("{\"start\":\"startpos\",\"events\":[{\"by\":\"white\",\"resign\":true}]}", CaseFiles.toJson(c).toString());
        assertEquals(c, CaseFiles.read(CaseFiles.toJson(c).toString()));
    }

    @Test
    void theExampleCasesRoundTrip() throws Exception {
        try (Stream<Path> s = Stream.concat(Files.list(Path.of("examples")), Files.list(Path.of("src/test/resources/cases")))) {
            for (Path p : s.filter(f -> f.toString().endsWith(".json")).toList()) {
                Case c = CaseFiles.read(Files.readString(p));
                assertEquals(c, CaseFiles.read(CaseFiles.toJson(c).toString()), p.toString());
            }
        }
    }

    /** The review's cases cover every kind of event and rule (conduct, adjournment, impaired players, Chess960, time and supervision). */
    @Test
    void theReviewCasesRoundTrip() throws Exception {
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        java.util.Set<String> actions = new java.util.TreeSet<>();
        int n = 0;
        for (String dir : List.of("src/test/resources/review/conduct", "src/test/resources/review/chess960",
                "src/test/resources/review/time")) {
            try (Stream<Path> s = Files.list(Path.of(dir))) {
                for (Path p : s.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
                    String text = json.readTree(Files.readString(p)).path("case").toString();
                    Case c = CaseFiles.read(text);
                    assertEquals(c, CaseFiles.read(CaseFiles.toJson(c).toString()), p.toString());
                    c.events().forEach(e -> actions.add(e.getClass().getSimpleName()));
                    n++;
                }
            }
        }
        org.junit.jupiter.api.Assertions.assertTrue(n >= 160, n + " cases");
        org.junit.jupiter.api.Assertions.assertTrue(actions.size() >= 30, "kinds of event written: " + actions);
    }
}
