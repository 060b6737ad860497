package dev.hakem.arbiter.audit;

import dev.hakem.arbiter.Pace;
import dev.hakem.arbiter.TimeControl;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * FIDE A.1, B.1: the class of a recorded game — standard, rapid or blitz — from its PGN tags: the
 * {@code TimeControl} tag when it gives one, else an {@code Event} that names rapid or blitz, else
 * standard play. Says on what it rests ({@link #en}, {@link #tr}), so that a finding never hides the
 * reading it made.
 *
 * @param pace the class, or null when the {@code TimeControl} tag cannot be read
 * @param en   what the class rests on, in English ("TimeControl 600+5: rapid (A.1)")
 * @param tr   the same in Turkish
 */
public record RecordedPace(Pace pace, String en, String tr) {

    /** One field of the PGN TimeControl tag: "40/5400+30", "5400+30", "600", "*180". */
    private static final Pattern FIELD = Pattern.compile("(?:(\\d{1,4})/)?(\\*)?(\\d{1,7})(?:\\+(\\d{1,5}))?");
    private static final Pattern RAPID = Pattern.compile("(?iu)\\b(rapid|h[ıi]zl[ıi])\\b");
    private static final Pattern BLITZ = Pattern.compile("(?iu)\\b(blitz|y[ıi]ld[ıi]r[ıi]m)\\b");

    /** The class of the game whose tags these are. */
    public static RecordedPace of(Map<String, String> tags) {
        String tc = tags.getOrDefault("TimeControl", "").strip();
        if (!tc.isEmpty() && !tc.equals("?") && !tc.equals("-")) {
            TimeControl control;
            try {
                control = read(tc);
            } catch (IllegalArgumentException bad) {
                return new RecordedPace(null,
                        "the TimeControl tag \"" + tc + "\" cannot be read (" + bad.getMessage() + ")",
                        "TimeControl etiketi \"" + tc + "\" okunamıyor (" + bad.getMessage() + ")");
            }
            Pace p = Pace.of(control);
            return new RecordedPace(p, "TimeControl " + tc + ": " + english(p), "TimeControl " + tc + ": " + turkish(p));
        }
        String event = tags.getOrDefault("Event", "");
        Pace named = BLITZ.matcher(event).find() ? Pace.BLITZ : RAPID.matcher(event).find() ? Pace.RAPID : null;
        if (named != null) {
            return new RecordedPace(named, "the Event \"" + event + "\" names " + english(named),
                    "Event \"" + event + "\" " + turkish(named) + " diyor");
        }
        return new RecordedPace(Pace.STANDARD,
                "standard play: the record gives no TimeControl and its Event names neither rapid nor blitz",
                "standart oyun: kayıtta TimeControl yok, Event de hızlı ya da yıldırım demiyor");
    }

    /**
     * The PGN TimeControl tag as a time control: fields separated by ':', each "moves/seconds",
     * "seconds", either with "+increment", or "*seconds" (sandclock). The increment of the first
     * field counts from move 1 (A.1 adds 60 times it). A field of moves without a following field
     * repeats in PGN; for the class only its time counts.
     *
     * @throws IllegalArgumentException naming the field that is not of that form
     */
    static TimeControl read(String tag) {
        String[] fields = tag.split(":", -1);
        List<TimeControl.Period> periods = new ArrayList<>();
        Duration increment = null;
        for (int i = 0; i < fields.length; i++) {
            Matcher m = FIELD.matcher(fields[i].strip());
            if (!m.matches()) {
                throw new IllegalArgumentException("field " + (i + 1) + " \"" + fields[i]
                        + "\" is not moves/seconds, seconds, seconds+increment or *seconds");
            }
            if (m.group(1) != null && m.group(2) != null) {
                throw new IllegalArgumentException("field " + (i + 1) + " \"" + fields[i]
                        + "\" gives both a move count and a sandclock");
            }
            Integer moves = m.group(1) == null ? null : Integer.valueOf(m.group(1));
            if (moves != null && moves == 0) {
                throw new IllegalArgumentException("field " + (i + 1) + " \"" + fields[i] + "\" has a period of 0 moves");
            }
            periods.add(new TimeControl.Period(moves, Duration.ofSeconds(Long.parseLong(m.group(3)))));
            if (i == 0 && m.group(4) != null) {
                increment = Duration.ofSeconds(Long.parseLong(m.group(4)));
            }
        }
        return new TimeControl(increment, periods);
    }

    private static String english(Pace p) {
        return switch (p) {
            case RAPID -> "rapid (A.1)";
            case BLITZ -> "blitz (B.1)";
            case STANDARD -> "standard play (neither A.1 nor B.1)";
        };
    }

    private static String turkish(Pace p) {
        return switch (p) {
            case RAPID -> "hızlı oyun (A.1)";
            case BLITZ -> "yıldırım oyun (B.1)";
            case STANDARD -> "standart oyun (ne A.1 ne B.1)";
        };
    }
}
