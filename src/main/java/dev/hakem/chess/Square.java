package dev.hakem.chess;

import java.util.Locale;

/**
 * FIDE 2.4: the 64 squares, named by file (a–h) and rank (1–8). A square is an int 0..63,
 * a1 = 0, b1 = 1, ..., h8 = 63; this class holds the conversions.
 */
public final class Square {
    public static final int NONE = -1;
    public static final int A1 = 0, B1 = 1, C1 = 2, D1 = 3, E1 = 4, F1 = 5, G1 = 6, H1 = 7;
    public static final int A8 = 56, B8 = 57, C8 = 58, D8 = 59, E8 = 60, F8 = 61, G8 = 62, H8 = 63;

    private Square() {
    }

    public static int of(int file, int rank) {
        return rank * 8 + file;
    }

    public static int file(int sq) {
        return sq & 7;
    }

    public static int rank(int sq) {
        return sq >>> 3;
    }

    /** "e4" */
    public static String name(int sq) {
        return String.valueOf((char) ('a' + file(sq))) + (char) ('1' + rank(sq));
    }

    /** The square for a name like "e4" (case-insensitive), or NONE when it is not a square. */
    public static int parse(String s) {
        if (s == null || s.length() != 2) {
            return NONE;
        }
        String t = s.toLowerCase(Locale.ROOT);
        char f = t.charAt(0);
        char r = t.charAt(1);
        if (f < 'a' || f > 'h' || r < '1' || r > '8') {
            return NONE;
        }
        return of(f - 'a', r - '1');
    }
}
