package dev.hakem.chess;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Reads the published perft EPD suite from the test resources (FEN ;D1 n ;D2 n ...). */
final class PerftSuite {
    private PerftSuite() {
    }

    /** One expected count: position, depth, nodes, and the suite line it came from. */
    record Entry(String fen, int depth, long nodes, int line) {
        @Override
        public String toString() {
            return "line " + line + " d" + depth + " " + fen;
        }
    }

    static List<Entry> entries() {
        List<Entry> out = new ArrayList<>();
        try (InputStream in = PerftSuite.class.getResourceAsStream("/perft/perftsuite.epd");
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
                for (int i = 1; i < parts.length; i++) {
                    String[] dn = parts[i].trim().split("\\s+");
                    out.add(new Entry(fen, Integer.parseInt(dn[0].substring(1)), Long.parseLong(dn[1]), line));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
