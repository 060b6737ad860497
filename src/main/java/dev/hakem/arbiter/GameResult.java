package dev.hakem.arbiter;

import dev.hakem.chess.Color;

/**
 * The result of a game as written on a scoresheet (and in JSON, {@link #key()}): "1-0", "0-1",
 * "1/2-1/2", the scores below a game's maximum that FIDE 10.2 allows after a penalty ("0-0" when
 * the game is lost by both, 11.8; "1/2-0" and "0-1/2" after 12.9.5), or "*" while the game goes
 * on or a player's score is still the arbiter's to decide.
 */
public enum GameResult {
    WHITE_WINS("1-0"),
    BLACK_WINS("0-1"),
    DRAW("1/2-1/2"),
    /** FIDE 11.8, 6.7.1, 10.2: the game is lost by both players. */
    BOTH_LOST("0-0"),
    /** FIDE 12.9.5, 10.2: a draw whose black player's score was reduced to nothing. */
    WHITE_HALF_BLACK_NOTHING("1/2-0"),
    /** FIDE 12.9.5, 10.2: a draw whose white player's score was reduced to nothing. */
    WHITE_NOTHING_BLACK_HALF("0-1/2"),
    ONGOING("*");

    private final String key;

    GameResult(String key) {
        this.key = key;
    }

    /** "1-0", "0-1", "1/2-1/2", "0-0", "1/2-0", "0-1/2" or "*". */
    public String key() {
        return key;
    }

    /** As Turkish texts write it: "1-0", "0-1", "½-½", or "oyun sürüyor". */
    public String turkish() {
        return switch (this) {
            case DRAW -> "½-½";
            case ONGOING -> "oyun sürüyor";
            default -> key;
        };
    }

    /** The win of {@code c}. */
    public static GameResult winFor(Color c) {
        return c == Color.WHITE ? WHITE_WINS : BLACK_WINS;
    }

    /** The result for a key as written on a scoresheet, or null when it is none of these. */
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
