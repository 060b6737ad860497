package dev.hakem.arbiter;

import dev.hakem.chess.Color;

/**
 * FIDE 10.1, 10.2: the score of a game — each player's outcome, which need not be the board's
 * result (10.2 allows 0-0 after 11.8 and ½-0 after 12.9.5). A player's outcome is null while the
 * arbiter still has to decide it (11.7, 12.9.6). Invariant (10.2): the two outcomes never total
 * more than a game's maximum — at most one win, and a win only against a loss.
 */
public record GameScore(Outcome white, Outcome black) {

    public GameScore {
        if (!withinMaximum(white, black)) {
            throw new IllegalArgumentException("FIDE 10.2: " + white + " and " + black + " exceed the maximum of a game");
        }
    }

    /** FIDE 10.2#h1: whether these outcomes stay within a game's maximum (an undecided one counts as nothing yet). */
    static boolean withinMaximum(Outcome white, Outcome black) {
        if (white == Outcome.WIN) {
            return black == null || black == Outcome.LOSS;
        }
        if (black == Outcome.WIN) {
            return white == null || white == Outcome.LOSS;
        }
        return true;
    }

    /** The score a board result gives, or null for none ("*"). */
    static GameScore of(GameResult r) {
        return switch (r) {
            case WHITE_WINS -> new GameScore(Outcome.WIN, Outcome.LOSS);
            case BLACK_WINS -> new GameScore(Outcome.LOSS, Outcome.WIN);
            case DRAW -> new GameScore(Outcome.DRAW, Outcome.DRAW);
            case BOTH_LOST -> new GameScore(Outcome.LOSS, Outcome.LOSS);
            case WHITE_HALF_BLACK_NOTHING -> new GameScore(Outcome.DRAW, Outcome.LOSS);
            case WHITE_NOTHING_BLACK_HALF -> new GameScore(Outcome.LOSS, Outcome.DRAW);
            case ONGOING -> null;
        };
    }

    /** The player's outcome, or null while undecided. */
    public Outcome of(Color c) {
        return c == Color.WHITE ? white : black;
    }

    /** This score with {@code c}'s outcome replaced (10.2 is checked). */
    GameScore with(Color c, Outcome o) {
        return c == Color.WHITE ? new GameScore(o, black) : new GameScore(white, o);
    }

    /** Whether both outcomes are decided. */
    public boolean decided() {
        return white != null && black != null;
    }

    /** The result as written ("1-0", "0-0", "1/2-0"); "*" while an outcome is undecided. */
    public GameResult result() {
        if (!decided()) {
            return GameResult.ONGOING;
        }
        for (GameResult r : GameResult.values()) {
            if (r != GameResult.ONGOING && this.equals(of(r))) {
                return r;
            }
        }
        throw new IllegalStateException("no result for " + this);
    }
}
