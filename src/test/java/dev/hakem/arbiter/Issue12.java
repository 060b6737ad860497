package dev.hakem.arbiter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.chess.Color;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Helpers for the tests of set-up irregularities, recording, points, conduct, the arbiter's powers,
 * Appendix D and Guidelines I: events built tersely, the score compared, input errors caught.
 */
final class Issue12 {
    private Issue12() {
    }

    /** A middle game after 20...Be7 of a Ruy Lopez, White to move (the reviewer's cases use it too). */
    static final String RUY = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 "
            + "10. d4 Nbd7 11. Nbd2 Bb7 12. Bc2 Re8 13. Nf1 Bf8 14. Ng3 g6 15. a4 c5 16. d5 c4 17. Bg5 h6 18. Be3 Nc5 "
            + "19. Qd2 h5 20. Bg5 Be7";
    static final String MATE = "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7#";
    /** An adjournment position: White (rooks a1, f1) to play his 30th move. */
    static final String ADJOURNED = "3r2k1/5ppp/8/8/8/8/5PPP/R4RK1 w - - 0 30";

    static Ruling rule(String start, String moves, CompetitionRules rules, Map<Color, Duration> clocks, Event... events) {
        return Arbiter.rule(new Case(start, moves, rules, clocks, null, List.of(events)));
    }

    static Ruling rule(String moves, Event... events) {
        return rule("startpos", moves, CompetitionRules.STANDARD, null, events);
    }

    /** The input error the case gives; its message must contain every fragment. */
    static void refused(Case c, String... fragments) {
        CaseInputException e = assertThrows(CaseInputException.class, () -> Arbiter.rule(c));
        for (String f : fragments) {
            assertTrue(e.getMessage().contains(f), "\"" + f + "\" in: " + e.getMessage());
        }
    }

    static Case caseOf(String start, String moves, CompetitionRules rules, Map<Color, Duration> clocks, Event... events) {
        return new Case(start, moves, rules, clocks, null, List.of(events));
    }

    /** The score as "white-black" in the event's points ("1-0", "0-0.5", "0-?"), or "none". */
    static String score(Ruling r) {
        GameScore s = r.score();
        if (s == null) {
            return "none";
        }
        return points(r, s.white()) + "-" + points(r, s.black());
    }

    private static String points(Ruling r, Outcome o) {
        return o == null ? "?" : r.points().points(o).toPlainString();
    }

    static void score(Ruling r, String expected) {
        assertEquals(expected, score(r), "score");
    }

    /** The codes of the decisions, in order. */
    static List<String> codes(Ruling r) {
        return r.decisions().stream().map(d -> d.code().name()).toList();
    }

    static Decision only(Ruling r, DecisionCode code) {
        List<Decision> ds = r.decisions().stream().filter(d -> d.code() == code).toList();
        assertEquals(1, ds.size(), "one " + code + " in " + codes(r));
        return ds.get(0);
    }

    static Event.Notice notice(Event.NoticeKind k) {
        return new Event.Notice(k, null, null, null, null);
    }

    static Event.Penalty penalty(Sanction s, Color p, long seconds) {
        return new Event.Penalty(s, p, seconds, null, null);
    }

    static Event.Penalty reduce(Color p, String score) {
        return new Event.Penalty(Sanction.SCORE_REDUCED, p, 0, new BigDecimal(score), null);
    }

    static Event.Penalty gameLost(Color p, String opponentScore) {
        return new Event.Penalty(Sanction.GAME_LOST, p, 0, null, opponentScore == null ? null : new BigDecimal(opponentScore));
    }

    static Event.Conduct conduct(Color by, Event.Misconduct kind) {
        return new Event.Conduct(by, kind, null);
    }

    static Event.Resume resume(Color... absent) {
        return new Event.Resume(Set.of(absent));
    }
}
