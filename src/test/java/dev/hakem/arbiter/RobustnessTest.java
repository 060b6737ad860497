package dev.hakem.arbiter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.hakem.chess.Color;
import dev.hakem.chess.Move;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Seeded random event sequences: the engine either rules or rejects the input with a
 * {@link CaseInputException} naming an event — never any other exception — and a ruling is
 * always consistent (result and termination agree, the obligation only while the game goes on).
 */
class RobustnessTest {
    static final String[] STARTS = {
        "startpos",
        "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
        "6k1/3n1ppp/8/3P4/8/8/5PPP/6K1 b - - 0 47",
        "8/4P3/8/8/8/8/1p6/k3K3 w - - 0 60",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 30",
    };

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void randomEventsNeverBreakTheEngine(long seed) {
        Random rnd = new Random(seed);
        int ruled = 0;
        for (int n = 0; n < 100; n++) {
            String start = STARTS[rnd.nextInt(STARTS.length)];
            List<Event> events = randomEvents(rnd, start);
            CompetitionRules rules = new CompetitionRules(rnd.nextBoolean(), rnd.nextInt(3) * 10, rnd.nextInt(4) == 0);
            Case c = new Case(start, null, rules, Cases.clocks("PT10M", "PT10M"), Cases.illegal(rnd.nextInt(2), rnd.nextInt(2)), events);
            try {
                Ruling r = Arbiter.rule(c);
                ruled++;
                assertNotNull(r.fen());
                assertEquals(r.result() == GameResult.ONGOING, r.termination() == null, r.toString());
                assertTrue(r.result() == GameResult.ONGOING || r.obligation() == null, r.toString());
                for (Decision d : r.decisions()) {
                    assertTrue(!d.articles().isEmpty() && !d.tr().isBlank() && !d.en().isBlank(), d.toString());
                }
            } catch (CaseInputException e) {
                assertTrue(e.getMessage().startsWith("events[") || e.getMessage().startsWith("moves"), e.getMessage());
            } catch (RuntimeException e) {
                fail("seed " + seed + " case " + n + " " + events + ": " + e, e);
            }
        }
        assertTrue(ruled > 10, "too few cases were ruled: " + ruled);
    }

    private static List<Event> randomEvents(Random rnd, String start) {
        Position p = start.equals("startpos") ? Position.startpos() : Position.fromFen(start);
        List<Event> out = new ArrayList<>();
        int k = 1 + rnd.nextInt(10);
        for (int i = 0; i < k; i++) {
            Color by = rnd.nextBoolean() ? p.sideToMove() : p.sideToMove().opposite();
            String a = Square.name(rnd.nextInt(64));
            String b = Square.name(rnd.nextInt(64));
            List<Move> legal = p.legalMoves();
            switch (rnd.nextInt(16)) {
                case 0, 1 -> out.add(new Event.Touch(by, a));
                case 2 -> out.add(new Event.Adjust(by, a));
                case 3, 4 -> {
                    if (!legal.isEmpty() && rnd.nextBoolean()) {
                        Move m = legal.get(rnd.nextInt(legal.size()));
                        out.add(new Event.Release(p.sideToMove(), Square.name(m.from()), Square.name(m.to()), p.pieceAt(m.to()) != null));
                    } else {
                        out.add(new Event.Release(by, a, b, rnd.nextBoolean()));
                    }
                }
                case 5 -> out.add(new Event.Remove(by, a));
                case 6 -> out.add(new Event.Promote(by, rnd.nextBoolean() ? "Q" : "A"));
                case 7, 8 -> out.add(new Event.PressClock(by, 1 + rnd.nextInt(2)));
                case 9 -> out.add(new Event.PauseClock(rnd.nextBoolean() ? null : by));
                case 10, 11 -> {
                    if (!legal.isEmpty()) {
                        Move m = legal.get(rnd.nextInt(legal.size()));
                        out.add(new Event.PlayMove(p.sideToMove(), m.uci()));
                        p = p.play(m);
                    }
                }
                case 12 -> out.add(rnd.nextBoolean() ? new Event.OfferDraw(by) : new Event.AcceptDraw(by));
                case 13 -> out.add(new Event.Claim(by, Event.ClaimKind.values()[rnd.nextInt(3)],
                        legal.isEmpty() || rnd.nextBoolean() ? null : legal.get(0).uci()));
                case 14 -> out.add(rnd.nextBoolean() ? new Event.PermitDrawOffer(null) : new Event.DeclineDraw(by));
                default -> out.add(rnd.nextInt(3) == 0 ? new Event.Resign(by) : new Event.FlagFall(by));
            }
        }
        return out;
    }
}
