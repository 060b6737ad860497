package dev.hakem.spec;

import dev.hakem.arbiter.Event;
import dev.hakem.chess.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A move written in Turkish notation (Appendix C with Ş V K F A), optionally numbered as on a
 * scoresheet: "47... Ab6" (Black's 47th), "31. Fd3" (White's 31st), "0-0", "exd5", "e8=V+".
 *
 * @param number the move number, or 0 when the move is written without one
 * @param black  true for "47..." (a Black move); meaningful only when numbered
 */
record TurkishMove(int number, boolean black, String san) {

    /** SAN in Turkish letters, or (for a move nobody has ruled on yet, 7.5.1) the from-to form "h2-h3", "c2xh7". */
    static final String SAN = "(?:0-0-0|0-0|[a-h][1-8][-x][a-h][1-8]|[ŞVKFA]?[a-h]?[1-8]?x?[a-h][1-8](?:=[VKFA])?)[+#]?";
    static final String REGEX = "(?:\\d+\\.(?:\\.\\.)? ?)?" + SAN;
    private static final Pattern MOVE = Pattern.compile("(?:(\\d+)\\.(\\.\\.)? ?)?(" + SAN + ")");
    private static final Pattern TOKEN = Pattern.compile("(\\d+)\\.(\\.\\.)?|" + SAN);

    static TurkishMove parse(String text) {
        Matcher m = MOVE.matcher(text.trim());
        if (!m.matches()) {
            throw new IllegalArgumentException("not a move in Turkish notation: " + text);
        }
        return new TurkishMove(m.group(1) == null ? 0 : Integer.parseInt(m.group(1)), m.group(2) != null, m.group(3));
    }

    /** The SAN, after checking that a numbered move belongs to that player ("47..." is Black's). */
    String sanFor(Color c) {
        if (number > 0 && black != (c == Color.BLACK)) {
            throw new IllegalArgumentException("move " + number + (black ? "..." : ".") + " " + san
                    + " is not " + c.turkish() + "'s move");
        }
        return san;
    }

    /** The move as a scoresheet writes it, with its number: "17... h6", "18. Fe3". */
    String numbered() {
        if (number == 0) {
            throw new IllegalArgumentException("a move of the record is written with its number (\"17... h6\"): " + san);
        }
        return number + (black ? "... " : ". ") + san;
    }

    /** The SAN tokens of a numbered line ("1. e4 e5 2. Af3"), numbers dropped. */
    static List<String> sans(String text) {
        return series(text.trim().matches("^\\d+\\..*") ? text : "1. " + text).stream().map(Event.PlayMove::move).toList();
    }

    /** "31. Fd3 Ae5 32. Ag1" (or "31... Ae5 32. ...") as one played move per half-move, colours alternating. */
    static List<Event.PlayMove> series(String text) {
        List<Event.PlayMove> out = new ArrayList<>();
        Color next = null;
        for (String token : text.trim().split("\\s+")) {
            Matcher m = TOKEN.matcher(token);
            if (!m.matches()) {
                throw new IllegalArgumentException("not a move or move number in Turkish notation: " + token);
            }
            if (m.group(1) != null) {
                next = m.group(2) == null ? Color.WHITE : Color.BLACK;
                continue;
            }
            if (next == null) {
                throw new IllegalArgumentException("a series of moves starts with its number (\"31.\" or \"31...\"): " + text);
            }
            out.add(new Event.PlayMove(next, token));
            next = next.opposite();
        }
        return out;
    }
}
