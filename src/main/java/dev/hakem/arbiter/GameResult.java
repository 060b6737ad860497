package dev.hakem.arbiter;

import dev.hakem.chess.Color;

/** The result of a game as written on a scoresheet (and in JSON, {@link #key()}): "1-0", "0-1", "1/2-1/2", or "*" while it goes on. */
public enum GameResult {
    WHITE_WINS("1-0"),
    BLACK_WINS("0-1"),
    DRAW("1/2-1/2"),
    ONGOING("*");

    private final String key;

    GameResult(String key) {
        this.key = key;
    }

    /** "1-0", "0-1", "1/2-1/2" or "*". */
    public String key() {
        return key;
    }

    /** The win of {@code c}. */
    public static GameResult winFor(Color c) {
        return c == Color.WHITE ? WHITE_WINS : BLACK_WINS;
    }

    /** The result for a key as written in PGN, or null when it is none of the four. */
    public static GameResult parse(String key) {
        for (GameResult r : values()) {
            if (r.key.equals(key)) {
                return r;
            }
        }
        return null;
    }

    @Override
    public String toString() {
        return key;
    }
}
