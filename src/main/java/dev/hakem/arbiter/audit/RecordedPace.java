package dev.hakem.arbiter.audit;

import dev.hakem.arbiter.Pace;
import java.util.Map;
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

    private static final Pattern RAPID = Pattern.compile("(?iu)\\b(rapid|h[ıi]zl[ıi])\\b");
    private static final Pattern BLITZ = Pattern.compile("(?iu)\\b(blitz|y[ıi]ld[ıi]r[ıi]m)\\b");

    /** The class of the game whose tags these are. */
    public static RecordedPace of(Map<String, String> tags) {
        String tc = tags.getOrDefault("TimeControl", "").strip();
        if (!tc.isEmpty() && !tc.equals("?") && !tc.equals("-")) {
            Pace p;
            try {
                p = PgnTimeControl.read(tc).pace();
            } catch (IllegalArgumentException bad) {
                return new RecordedPace(null,
                        "the TimeControl tag \"" + tc + "\" cannot be read (" + bad.getMessage() + ")",
                        "TimeControl etiketi \"" + tc + "\" okunamıyor (" + bad.getMessage() + ")");
            }
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
