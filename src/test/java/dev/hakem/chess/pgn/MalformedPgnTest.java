package dev.hakem.chess.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.hakem.chess.ChessException;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Seeded random mutations of real games: the reader never throws, every error is a
 * {@link ChessException} with a line and a column, and the games around a broken one all survive.
 */
class MalformedPgnTest {
    private static final String ALPHABET = "{}()[]\";%$*.\n\n 0123456789-/+#=xKQRBNŞVFAabcdefghİıI!?O";
    private static final List<String> TEXTS = new ArrayList<>();
    private static final java.util.concurrent.atomic.AtomicInteger ERRORS = new java.util.concurrent.atomic.AtomicInteger();

    @BeforeAll
    static void split() throws IOException {
        String all = Files.readString(RealGamesTest.FILE, StandardCharsets.UTF_8);
        int from = 0;
        while (from < all.length()) {
            int next = all.indexOf("\n[Event ", from + 1);
            int end = next < 0 ? all.length() : next + 1;
            TEXTS.add(all.substring(from, end));
            from = end;
        }
        assertEquals(4105, TEXTS.size());
    }

    static Stream<Long> seeds() {
        return IntStream.rangeClosed(1, 150).mapToObj(i -> (long) i);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void brokenGameNeverHidesTheOthers(long seed) {
        Random rnd = new Random(seed);
        int first = rnd.nextInt(TEXTS.size() - 5);
        int broken = first + 1 + rnd.nextInt(3);
        StringBuilder sb = new StringBuilder();
        List<PgnGame> intact = new ArrayList<>();
        for (int i = first; i < first + 5; i++) {
            if (i == broken) {
                sb.append(mutate(TEXTS.get(i), rnd));
            } else {
                sb.append(TEXTS.get(i));
                intact.add(PgnReader.readGame(TEXTS.get(i)));
            }
        }
        List<PgnGame> read = new ArrayList<>();
        try (PgnReader r = new PgnReader(new StringReader(sb.toString()))) {
            for (PgnEntry e : r) {
                if (e.isGame()) {
                    read.add(e.game());
                } else {
                    checkError(e.error());
                    ERRORS.incrementAndGet();
                }
            }
        } catch (ChessException e) {
            fail("the reader threw instead of reporting: " + e.describe(), e);
        } catch (RuntimeException e) {
            fail("not a ChessException: " + e, e);
        }
        int at = 0;
        for (PgnGame want : intact) {
            while (at < read.size() && !same(want, read.get(at))) {
                at++;
            }
            assertTrue(at < read.size(), "lost " + want + " (seed " + seed + ")");
            at++;
        }
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void truncatedInputEndsWithAnEntryAtTheEnd(long seed) {
        Random rnd = new Random(seed * 101);
        String text = TEXTS.get(rnd.nextInt(TEXTS.size()));
        String cut = text.substring(0, 1 + rnd.nextInt(text.length() - 2));
        List<PgnEntry> es;
        try (PgnReader r = new PgnReader(new StringReader(cut))) {
            es = r.entries().collect(java.util.stream.Collectors.toList());
        }
        if (!es.isEmpty()) {
            PgnEntry last = es.get(es.size() - 1);
            assertTrue(last.atEndOfInput() || last.isGame() && last.game().terminated(), cut);
            if (!last.isGame()) {
                checkError(last.error());
            }
        }
    }

    /** The mutations do break games: most seeds must have produced an error entry. */
    @org.junit.jupiter.api.AfterAll
    static void mutationsBrokeGames() {
        assertTrue(ERRORS.get() >= 100, "errors reported: " + ERRORS.get());
    }

    private static void checkError(ChessException e) {
        assertTrue(e.line() >= 1 && e.column() >= 1, e.describe());
        assertTrue(e.describe().startsWith("line " + e.line() + ", column " + e.column() + ": "));
    }

    private static boolean same(PgnGame a, PgnGame b) {
        return a.tags().equals(b.tags()) && a.moves().equals(b.moves()) && a.result().equals(b.result());
    }

    private static String mutate(String s, Random rnd) {
        StringBuilder sb = new StringBuilder(s);
        int n = 1 + rnd.nextInt(3);
        for (int i = 0; i < n; i++) {
            int at = rnd.nextInt(sb.length() - 2);      // the game's own text, not the blank line after it
            char c = ALPHABET.charAt(rnd.nextInt(ALPHABET.length()));
            switch (rnd.nextInt(4)) {
                case 0: sb.deleteCharAt(at); break;
                case 1: sb.insert(at, c); break;
                case 2: sb.setCharAt(at, c); break;
                default:
                    int len = Math.min(sb.length() - at, 1 + rnd.nextInt(8));
                    sb.insert(rnd.nextInt(sb.length() - 2), sb.substring(at, at + len));
            }
        }
        return sb.toString();
    }
}
