package dev.hakem.arbiter;

/**
 * FIDE 10.1: what one player takes from a game — a win, a draw or a loss — before the event's
 * points are attached to it ({@link PointSystem}). {@link #key()} is the scoresheet's figure
 * with the default points: "1", "1/2", "0".
 */
public enum Outcome {
    WIN("1"),
    DRAW("1/2"),
    LOSS("0");

    private final String key;

    Outcome(String key) {
        this.key = key;
    }

    /** "1", "1/2" or "0". */
    public String key() {
        return key;
    }

    /** As Turkish texts write it: "1", "½" or "0". */
    String turkish() {
        return this == DRAW ? "½" : key;
    }
}
