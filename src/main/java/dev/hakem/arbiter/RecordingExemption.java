package dev.hakem.arbiter;

import java.time.Duration;

/**
 * FIDE 8.4: a player with less than five minutes on his clock in a period, where each move adds less
 * than 30 seconds, need not record the moves until the period ends. One rule for the engine
 * ({@code scoresheet} events) and the audit of a PGN with clock readings.
 */
public final class RecordingExemption {
    private RecordingExemption() {
    }

    /** FIDE 8.4: less than this on the clock frees a player from recording ... */
    public static final Duration BELOW = Duration.ofMinutes(5);
    /** ... unless each move adds this much or more. */
    public static final Duration ENDING_INCREMENT = Duration.ofSeconds(30);

    /** FIDE 8.4: whether {@code left} on the clock, with {@code increment} per move (null: none), frees the player from recording. */
    public static boolean frees(Duration left, Duration increment) {
        return left.compareTo(BELOW) < 0 && !incrementKeepsRecording(increment);
    }

    /** FIDE 8.4: whether the increment is large enough (30 seconds or more) that nobody is freed from recording. */
    public static boolean incrementKeepsRecording(Duration increment) {
        return increment != null && increment.compareTo(ENDING_INCREMENT) >= 0;
    }
}
