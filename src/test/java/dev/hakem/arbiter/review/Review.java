package dev.hakem.arbiter.review;

import static org.junit.jupiter.api.Assertions.fail;

import dev.hakem.arbiter.Arbiter;
import dev.hakem.arbiter.Case;
import dev.hakem.arbiter.CompetitionRules;
import dev.hakem.arbiter.Decision;
import dev.hakem.arbiter.Event;
import dev.hakem.arbiter.Obligation;
import dev.hakem.arbiter.Ruling;
import dev.hakem.chess.Color;
import dev.hakem.chess.notation.Notation;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Review helpers: build a case and check the WHOLE outcome of a ruling (result, termination, FEN,
 * side to move, clocks, illegal-move counts, obligation, the sequence of decisions) and that the
 * decisions cite the provisions of the 2023 Laws that decide the case. The expectations are the
 * reviewer's reading of the Laws, written independently of the engine.
 */
final class Review {
    static final Color W = Color.WHITE;
    static final Color B = Color.BLACK;
    static final CompetitionRules STANDARD = CompetitionRules.STANDARD;
    static final CompetitionRules RAPID = new CompetitionRules(true, 0, false);

    private Review() {
    }

    static Ruling rule(String start, String moves, Event... events) {
        return Arbiter.rule(new Case(start, moves, STANDARD, null, null, List.of(events)));
    }

    /** A case with clocks ("PT10M") and completed illegal moves so far. */
    static Ruling rule(String start, String moves, CompetitionRules rules, String whiteClock, String blackClock,
                       int illegalWhite, int illegalBlack, Event... events) {
        return rule(null, start, moves, rules, whiteClock, blackClock, illegalWhite, illegalBlack, events);
    }

    /** As above, with the notation the game is declared to use (FIDE C.2–C.3; null: its letters decide). */
    static Ruling rule(Notation notation, String start, String moves, CompetitionRules rules, String whiteClock,
                       String blackClock, int illegalWhite, int illegalBlack, Event... events) {
        Map<Color, Duration> clocks = new EnumMap<>(Color.class);
        clocks.put(W, Duration.parse(whiteClock));
        clocks.put(B, Duration.parse(blackClock));
        Map<Color, Integer> ill = new EnumMap<>(Color.class);
        ill.put(W, illegalWhite);
        ill.put(B, illegalBlack);
        return Arbiter.rule(new Case(start, moves, rules, clocks, ill, List.of(events), null, notation));
    }

    static Event.Touch touch(Color by, String sq) {
        return new Event.Touch(by, sq);
    }

    static Event.Release release(Color by, String move) {
        boolean capture = move.contains("x");
        String[] p = move.split("[-x]");
        return new Event.Release(by, p[0], p[1], capture);
    }

    static Event.PressClock press(Color by) {
        return new Event.PressClock(by, 1);
    }

    static Event.PressClock pressTwoHands(Color by) {
        return new Event.PressClock(by, 2);
    }

    static Event.PlayMove move(Color by, String san) {
        return new Event.PlayMove(by, san);
    }

    static Check check(Ruling r) {
        return new Check(r);
    }

    static String describe(Decision d) {
        StringBuilder s = new StringBuilder(d.code().name()).append(' ').append(d.by() == null ? "arbiter" : d.by().key());
        if (d.player() != null) {
            s.append(" player=").append(d.player().key());
        }
        if (d.seconds() != 0) {
            s.append(" seconds=").append(d.seconds());
        }
        return s.toString();
    }

    static String dump(Ruling r) {
        StringBuilder s = new StringBuilder();
        s.append("\n--- actual ruling ---\nresult ").append(r.result()).append(' ').append(r.termination())
                .append("\nfen ").append(r.fen()).append(" toMove ").append(r.toMove().key())
                .append("\nclocks ").append(r.clocks())
                .append("\nillegal ").append(r.illegalMoves())
                .append("\nobligation ").append(r.obligation());
        for (Decision d : r.decisions()) {
            s.append('\n').append(describe(d)).append(' ').append(d.articles()).append(" | ").append(d.en());
        }
        return s.toString();
    }

    /** Collects every mismatch, then fails once with all of them and the whole ruling. */
    static final class Check {
        private final Ruling r;
        private final List<String> problems = new ArrayList<>();

        Check(Ruling r) {
            this.r = r;
        }

        private void eq(String what, Object expected, Object actual) {
            if (!Objects.equals(expected, actual)) {
                problems.add(what + ": expected <" + expected + "> but was <" + actual + ">");
            }
        }

        Check result(String result, String termination) {
            eq("result", result, r.result().key());
            eq("termination", termination, r.termination() == null ? null : r.termination().key());
            return this;
        }

        Check fen(String fen, Color toMove) {
            eq("fen", fen, r.fen());
            eq("toMove", toMove, r.toMove());
            return this;
        }

        Check noClocks() {
            eq("clocks", null, r.clocks());
            return this;
        }

        Check clocks(String white, String black) {
            if (r.clocks() == null) {
                problems.add("clocks: expected white=" + white + " black=" + black + " but there are none");
            } else {
                eq("clock white", Duration.parse(white), r.clocks().get(W));
                eq("clock black", Duration.parse(black), r.clocks().get(B));
            }
            return this;
        }

        Check illegal(int white, int black) {
            eq("illegal white", white, r.illegalMoves().get(W));
            eq("illegal black", black, r.illegalMoves().get(B));
            return this;
        }

        Check noObligation() {
            eq("obligation", null, r.obligation());
            return this;
        }

        /** kind, square (or null), side (or null). */
        Check obligation(String kind, String square, String side) {
            Obligation o = r.obligation();
            if (o == null) {
                problems.add("obligation: expected " + kind + " " + square + " " + side + " but there is none");
            } else {
                eq("obligation kind", kind, o.kind().key());
                eq("obligation square", square, o.square());
                eq("obligation side", side, o.side());
            }
            return this;
        }

        /** For a 4.3.3 capture: the own piece that must capture (null when any piece may). */
        Check obligationFrom(String from) {
            eq("obligation from", from, r.obligation() == null ? "<no obligation>" : r.obligation().from());
            return this;
        }

        /** The obligation's articles include this provision. */
        Check obligationCites(String article) {
            if (r.obligation() == null || !includes(r.obligation().articles(), article)) {
                problems.add("obligation should cite " + article + " but cites "
                        + (r.obligation() == null ? "nothing" : r.obligation().articles()));
            }
            return this;
        }

        /** The exact sequence of decisions, each as "CODE by [player=x] [seconds=n]". */
        Check decisions(String... expected) {
            List<String> actual = r.decisions().stream().map(Review::describe).toList();
            eq("decisions", List.of(expected), actual);
            return this;
        }

        /** Some decision with this code cites this provision ("7.5.1" matches "7.5.1#h2" too). */
        Check cites(String code, String article) {
            boolean ok = r.decisions().stream().anyMatch(d -> d.code().name().equals(code) && includes(d.articles(), article));
            if (!ok) {
                problems.add(code + " should cite " + article + " but cites "
                        + r.decisions().stream().filter(d -> d.code().name().equals(code)).map(Decision::articles).toList());
            }
            return this;
        }

        /** No decision with this code cites this provision. */
        Check doesNotCite(String code, String article) {
            boolean bad = r.decisions().stream().anyMatch(d -> d.code().name().equals(code) && includes(d.articles(), article));
            if (bad) {
                problems.add(code + " should not cite " + article);
            }
            return this;
        }

        void done() {
            if (!problems.isEmpty()) {
                fail(String.join("\n", problems) + dump(r));
            }
        }

        private static boolean includes(List<String> articles, String article) {
            for (String a : articles) {
                if (a.equals(article)) {
                    return true;
                }
                if (!article.contains("#") && a.startsWith(article + "#")) {
                    return true;
                }
            }
            return false;
        }
    }
}
