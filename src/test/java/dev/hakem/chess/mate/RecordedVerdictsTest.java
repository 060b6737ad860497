package dev.hakem.chess.mate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.chess.Color;
import dev.hakem.chess.Position;
import dev.hakem.chess.mate.Winnability.Answer;
import dev.hakem.chess.mate.Winnability.Verdict;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * FIDE 5.2.2: the analysis never goes back on an answer recorded before issue 15 made it faster
 * ({@code src/test/resources/mate/verdicts.tsv}: 5,000 game positions, 2,000 random endgames, both
 * sides). A recorded "can" or "cannot" must come out the same; a recorded "undetermined" may now
 * be decided either way. Every "can" is believed only after its helpmate is replayed to mate.
 */
class RecordedVerdictsTest {

    private record Line(int number, String set, String fen, Answer white, Answer black) {
        Answer recorded(Color side) {
            return side == Color.WHITE ? white : black;
        }
    }

    /** Bounds of the full-width search run alone (the audit's cheap form). */
    private static final long[] SHORT_BOUNDS = {60, 600};

    @Test
    void noRecordedAnswerIsContradictedOrLost() throws IOException {
        List<Line> lines = read();
        assertEquals(7_000, lines.size(), "recorded positions");
        int decidedNow = 0;
        for (Line l : lines) {
            Position p = Position.fromFen(l.fen());
            for (Color side : Color.values()) {
                Verdict v = Winnability.analyse(p, side);
                Answer before = l.recorded(side);
                String where = "verdicts.tsv line " + l.number() + " (" + l.set() + ") " + l.fen() + ", " + side.key();
                if (before == Answer.UNDETERMINED) {
                    if (v.answer() != Answer.UNDETERMINED) {
                        decidedNow++;
                    }
                } else {
                    assertEquals(before, v.answer(), where + ": " + v);
                }
                Helpmates.assertProved(p, side, v);
                // the full-width search alone, cut short: its table must not turn a line cut by
                // the bound into a proof, so whatever it decides agrees with the whole analysis
                for (long bound : SHORT_BOUNDS) {
                    Verdict q = Winnability.quickAnalyse(p, side, bound);
                    if (q.answer() != Answer.UNDETERMINED) {
                        assertEquals(v.answer(), q.answer(), where + ", full width within " + bound + " nodes: " + q);
                    }
                    Helpmates.assertProved(p, side, q);
                }
            }
        }
        // 28 answers were undetermined in the recording; the faster search decides them all
        assertEquals(28, decidedNow, "recorded undetermined answers now decided");
    }

    private static List<Line> read() throws IOException {
        List<Line> out = new ArrayList<>();
        try (InputStream in = RecordedVerdictsTest.class.getResourceAsStream("/mate/verdicts.tsv")) {
            String[] rows = new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n");
            for (int i = 0; i < rows.length; i++) {
                String[] f = rows[i].split("\t");
                assertTrue(f.length == 4, "verdicts.tsv line " + (i + 1) + ": 4 fields");
                out.add(new Line(i + 1, f[0], f[1], answer(f[2]), answer(f[3])));
            }
        }
        return out;
    }

    private static Answer answer(String key) {
        return Answer.valueOf(key.toUpperCase(Locale.ROOT));
    }
}
