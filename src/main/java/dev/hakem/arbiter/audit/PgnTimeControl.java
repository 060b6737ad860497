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
 * optional {@code +increment} in seconds, joined by {@code :}, or a sandglass {@code *seconds} — read
 * into the engine's {@link TimeControl} (whose periods the audit counts with the engine's own rule),
 * and the clock reading written after a move ({@code [%clk 1:02:03]} in its comment). The one reader of
 * the tag for the audit: the 8.4 exemption ({@link RecordingExemptions}) and the class of the game
 * ({@link RecordedPace}).
 *
 * @param control    the time control; its increment is the first period's (A.1, B.1 count that one)
 * @param increments the increment of each period (zero for none): a PGN may give each period its own
 * @param sandglass  the tag names a sandglass ({@code *180}): one period, its time the sandglass's
 */
record PgnTimeControl(TimeControl control, List<Duration> increments, boolean sandglass) {
    private static final Pattern PERIOD = Pattern.compile("(?:(\\d{1,4})/)?(\\*)?(\\d{1,6})(?:\\+(\\d{1,4}))?");
    private static final Pattern CLOCK = Pattern.compile("\\[%clk\\s+(\\d{1,3}):(\\d{1,2}):(\\d{1,2})(?:\\.\\d+)?\\s*]");

    PgnTimeControl {
        increments = List.copyOf(increments);
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
        List<TimeControl.Period> ps = new ArrayList<>();
        List<Duration> incs = new ArrayList<>();
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
            incs.add(Duration.ofSeconds(m.group(4) == null ? 0 : Long.parseLong(m.group(4))));
            ps.add(new TimeControl.Period(moves, Duration.ofSeconds(Long.parseLong(m.group(3)))));
        }
        return new PgnTimeControl(new TimeControl(incs.get(0), ps), incs, sandglass);
    }

    /**
     * FIDE A.1, B.1: the class of a game played at this time control, by the engine's one rule
     * ({@link Pace#of}: the time allotted plus 60 times the increment of move 1).
     */
    Pace pace() {
        return Pace.of(control);
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

    /**
     * FIDE 6.3.1: the index of the period in which move {@code moveNumber} is played — the engine's
     * {@link TimeControl#periodOf} with the moves completed before it — or -1 when the move comes after the
     * last period's moves (the time control says nothing of it).
     */
    int periodOf(int moveNumber) {
        int i = control.periodOf(moveNumber - 1);
        int last = control.lastMoveOf(i);
        return last > 0 && moveNumber > last ? -1 : i;
    }
}
