package dev.hakem.arbiter;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.hakem.chess.Color;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Test helpers: build cases tersely and compare the WHOLE ruling (result, termination, FEN, side
 * to move, clocks, illegal-move counts, obligation, every decision with code, player, seconds and
 * articles) against an expected list of lines.
 */
final class Cases {
    static final Color W = Color.WHITE;
    static final Color B = Color.BLACK;

    private Cases() {
    }

    static Map<Color, Duration> clocks(String white, String black) {
        Map<Color, Duration> m = new EnumMap<>(Color.class);
        m.put(W, Duration.parse(white));
        m.put(B, Duration.parse(black));
        return m;
    }

    static Map<Color, Integer> illegal(int white, int black) {
        Map<Color, Integer> m = new EnumMap<>(Color.class);
        m.put(W, white);
        m.put(B, black);
        return m;
    }

    /** A case whose notation is declared (FIDE C.3): its K moves are read in that language. */
    static Ruling rule(dev.hakem.chess.notation.Notation notation, String start, String moves, Event... events) {
        return Arbiter.rule(new Case(start, moves, CompetitionRules.STANDARD, null, null, List.of(events), null, notation));
    }

    static Ruling rule(String start, String moves, Event... events) {
        return Arbiter.rule(new Case(start, moves, CompetitionRules.STANDARD, null, null, List.of(events)));
    }

    static Ruling rule(String start, String moves, CompetitionRules rules, Map<Color, Duration> clocks,
                       Map<Color, Integer> illegal, Event... events) {
        return Arbiter.rule(new Case(start, moves, rules, clocks, illegal, List.of(events)));
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

    static Event.PlayMove move(Color by, String san) {
        return new Event.PlayMove(by, san);
    }

    /** The ruling as lines; compared whole. */
    static List<String> lines(Ruling r) {
        List<String> out = new ArrayList<>();
        out.add("result " + r.result() + " " + r.termination());
        out.add("fen " + r.fen() + " toMove " + r.toMove().key());
        out.add("clocks " + (r.clocks() == null ? "none" : r.clocks().entrySet().stream()
                .map(e -> e.getKey().key() + "=" + e.getValue()).collect(Collectors.joining(" "))));
        out.add("illegal white=" + r.illegalMoves().get(W) + " black=" + r.illegalMoves().get(B));
        Obligation o = r.obligation();
        out.add("obligation " + (o == null ? "none" : o.kind() + " " + o.square() + " " + o.side() + " " + o.from()
                + " " + o.move() + " " + o.articles()));
        for (Decision d : r.decisions()) {
            String s = d.code() + " " + (d.by() == null ? "arbiter" : d.by().key()) + " " + d.articles();
            if (d.player() != null) {
                s += " player=" + d.player().key();
            }
            if (d.seconds() != 0) {
                s += " seconds=" + d.seconds();
            }
            if (!d.options().isEmpty()) {
                s += " options=" + d.options().size();
            }
            out.add(s);
        }
        return out;
    }

    static void expect(Ruling r, String... expected) {
        assertEquals(String.join("\n", expected), String.join("\n", lines(r)));
    }
}
