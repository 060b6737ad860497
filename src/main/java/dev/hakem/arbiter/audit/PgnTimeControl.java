package dev.hakem.arbiter.audit;

import dev.hakem.arbiter.Pace;
import dev.hakem.arbiter.TimeControl;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * FIDE 6.3.1 as a PGN records it: the {@code TimeControl} tag of the PGN standard — periods
 * {@code moves/seconds} (the last may be just {@code seconds}, for all remaining moves), each with an
 * optional {@code +increment} in seconds, joined by {@code :}, or a sandglass {@code *seconds} — and the
 * clock reading written after a move ({@code [%clk 1:02:03]} in its comment). A period of 40 moves ends
 * with move 40; the next period's time is added then. The one reader of the tag for the audit: the
 * 8.4 exemption ({@link RecordingExemptions}) and the class of the game ({@link RecordedPace}).
 *
 * @param periods   the periods in order; only the last may have no number of moves
 * @param sandglass the tag names a sandglass ({@code *180}): one period, its time the sandglass's
 */
record PgnTimeControl(List<Period> periods, boolean sandglass) {
    private static final Pattern PERIOD = Pattern.compile("(?:(\\d{1,4})/)?(\\*)?(\\d{1,6})(?:\\+(\\d{1,4}))?");
    private static final Pattern CLOCK = Pattern.compile("\\[%clk\\s+(\\d{1,3}):(\\d{1,2}):(\\d{1,2})(?:\\.\\d+)?\\s*]");

    /**
     * One period.
     *
     * @param moves     the moves to be completed in it, or null for all remaining moves
     * @param time      the time allotted for it
     * @param increment the time added for each move made in it (zero for none)
     */
    record Period(Integer moves, Duration time, Duration increment) {
    }

    PgnTimeControl {
        periods = List.copyOf(periods);
    }

    /**
     * The time control of a TimeControl tag, or empty when the tag is missing, unknown ("?"), none ("-"),
     * a sandglass ("*180") or not in the standard's form: the audit then says nothing that needs it.
     */
    static Optional<PgnTimeControl> of(String tag) {
        String t = tag == null ? "" : tag.strip();
        if (t.isEmpty() || t.equals("?") || t.equals("-")) {
            return Optional.empty();
        }
        try {
            PgnTimeControl tc = read(t);
            return tc.sandglass() ? Optional.empty() : Optional.of(tc);
        } catch (IllegalArgumentException notStandard) {
            return Optional.empty();
        }
    }

    /**
     * The tag read strictly: fields separated by ':', each "moves/seconds", "seconds", either with
     * "+increment", or "*seconds" (a sandglass, alone).
     *
     * @throws IllegalArgumentException naming the field that is not of that form
     */
    static PgnTimeControl read(String tag) {
        List<Period> ps = new ArrayList<>();
        String[] fields = tag.strip().split(":", -1);
        boolean sandglass = false;
        for (int i = 0; i < fields.length; i++) {
            String field = fields[i].strip();
            Matcher m = PERIOD.matcher(field);
            if (!m.matches()) {
                throw new IllegalArgumentException("field " + (i + 1) + " \"" + field
                        + "\" is not moves/seconds, seconds, seconds+increment or *seconds");
            }
            Integer moves = m.group(1) == null ? null : Integer.valueOf(m.group(1));
            if (m.group(2) != null) {
                if (moves != null || m.group(4) != null || fields.length > 1) {
                    throw new IllegalArgumentException("field " + (i + 1) + " \"" + field
                            + "\": a sandglass (*seconds) stands alone, without moves, increment or other periods");
                }
                sandglass = true;
            }
            if (moves != null && moves == 0) {
                throw new IllegalArgumentException("field " + (i + 1) + " \"" + field + "\" has a period of 0 moves");
            }
            if (moves == null && i + 1 < fields.length) {
                throw new IllegalArgumentException("field " + (i + 1) + " \"" + field
                        + "\" has no move count, but only the last period runs to the end of the game");
            }
            Duration inc = Duration.ofSeconds(m.group(4) == null ? 0 : Long.parseLong(m.group(4)));
            ps.add(new Period(moves, Duration.ofSeconds(Long.parseLong(m.group(3))), inc));
        }
        return new PgnTimeControl(ps, sandglass);
    }

    /**
     * FIDE A.1, B.1: the class of a game played at this time control, by the engine's one rule
     * ({@link Pace#of}: the time allotted plus 60 times the increment of move 1).
     */
    Pace pace() {
        List<TimeControl.Period> tp = new ArrayList<>();
        for (Period p : periods) {
            tp.add(new TimeControl.Period(p.moves(), p.time()));
        }
        return Pace.of(new TimeControl(periods.get(0).increment(), tp));
    }

    /** The clock reading written in a move's comments ({@code [%clk h:mm:ss]}), or null when there is none. */
    static Duration clock(List<String> comments) {
        for (String c : comments) {
            Matcher m = CLOCK.matcher(c);
            if (m.find()) {
                return Duration.ofHours(Long.parseLong(m.group(1))).plusMinutes(Long.parseLong(m.group(2)))
                        .plusSeconds(Long.parseLong(m.group(3)));
            }
        }
        return null;
    }

    /** Standard play: neither rapid (A.1) nor blitz (B.1); the Articles 1–12 apply without the appendices. */
    boolean standard() {
        return pace() == Pace.STANDARD;
    }

    /** The index of the period in which move {@code moveNumber} is played, or -1 after the last period's moves. */
    int periodOf(int moveNumber) {
        int end = 0;
        for (int i = 0; i < periods.size(); i++) {
            Integer n = periods.get(i).moves();
            if (n == null) {
                return i;
            }
            end += n;
            if (moveNumber <= end) {
                return i;
            }
        }
        return -1;
    }

    /** The number of the last move of period {@code i}, or 0 when it runs to the end of the game. */
    int lastMoveOf(int i) {
        int end = 0;
        for (int k = 0; k <= i; k++) {
            Integer n = periods.get(k).moves();
            if (n == null) {
                return 0;
            }
            end += n;
        }
        return end;
    }

    /** FIDE 6.3.1: the next period's time, added when move {@code moveNumber} ends a period; zero otherwise. */
    Duration nextPeriodAfter(int moveNumber) {
        int i = periodOf(moveNumber);
        return i >= 0 && i + 1 < periods.size() && lastMoveOf(i) == moveNumber ? periods.get(i + 1).time() : Duration.ZERO;
    }
}
