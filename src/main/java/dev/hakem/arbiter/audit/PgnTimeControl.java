package dev.hakem.arbiter.audit;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * FIDE 6.3.1 as a PGN records it: the {@code TimeControl} tag of the PGN standard — periods
 * {@code moves/seconds} (the last may be just {@code seconds}, for all remaining moves), each with an
 * optional {@code +increment} in seconds, joined by {@code :} — and the clock reading written after a
 * move ({@code [%clk 1:02:03]} in its comment). A period of 40 moves ends with move 40; the next
 * period's time is added then.
 *
 * @param periods the periods in order; only the last may have no number of moves
 */
record PgnTimeControl(List<Period> periods) {
    private static final Pattern PERIOD = Pattern.compile("(?:(\\d{1,4})/)?(\\d{1,6})(?:\\+(\\d{1,4}))?");
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
        if (t.isEmpty()) {
            return Optional.empty();
        }
        List<Period> ps = new ArrayList<>();
        String[] fields = t.split(":", -1);
        for (int i = 0; i < fields.length; i++) {
            Matcher m = PERIOD.matcher(fields[i]);
            if (!m.matches()) {
                return Optional.empty();
            }
            Integer moves = m.group(1) == null ? null : Integer.valueOf(m.group(1));
            if ((moves == null && i + 1 < fields.length) || (moves != null && moves == 0)) {
                return Optional.empty(); // only the last period may run to the end of the game
            }
            Duration inc = Duration.ofSeconds(m.group(3) == null ? 0 : Long.parseLong(m.group(3)));
            ps.add(new Period(moves, Duration.ofSeconds(Long.parseLong(m.group(2))), inc));
        }
        return Optional.of(new PgnTimeControl(ps));
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

    /**
     * FIDE A.1, B.1: a game is rapid or blitz when the time allotted plus 60 times the increment is
     * less than 60 minutes; otherwise it is a standard game (Articles 1–12 without the appendices).
     */
    boolean standard() {
        Duration all = Duration.ZERO;
        for (Period p : periods) {
            all = all.plus(p.time());
        }
        return all.plus(periods.get(0).increment().multipliedBy(60)).compareTo(Duration.ofMinutes(60)) >= 0;
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
