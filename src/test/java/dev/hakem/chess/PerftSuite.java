package dev.hakem.chess;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a published perft EPD suite from the test resources (FEN ;D1 n ;D2 n ...): the standard
 * suite ({@code perft/perftsuite.epd}) or the Chess960 one ({@code perft/chess960.epd}).
 */
final class PerftSuite {
    private PerftSuite() {
    }

    /**
     * One expected count: position, depth, nodes, the suite line it came from and the position's
     * number in the suite (0-based; for Chess960 the suite's id).
     */
    record Entry(String fen, int depth, long nodes, int line, int id) {
        @Override
        public String toString() {
            return "#" + id + " d" + depth + " " + fen;
        }
    }

    static List<Entry> entries() {
        return entries("/perft/perftsuite.epd");
    }

    static List<Entry> chess960() {
        return entries("/perft/chess960.epd");
    }

    static List<Entry> entries(String resource) {
        List<Entry> out = new ArrayList<>();
        int id = -1;
        try (InputStream in = PerftSuite.class.getResourceAsStream(resource);
             BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String s;
            int line = 0;
            while ((s = r.readLine()) != null) {
                line++;
                if (s.isBlank() || s.startsWith("#")) {
                    continue;
                }
                String[] parts = s.split(";");
                String fen = parts[0].trim();
                id++;
                for (int i = 1; i < parts.length; i++) {
                    String[] dn = parts[i].trim().split("\\s+");
                    out.add(new Entry(fen, Integer.parseInt(dn[0].substring(1)), Long.parseLong(dn[1]), line, id));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
