package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The arbiter's answer after all events: result and termination (null while the game goes on),
 * the position now, the clocks, completed illegal moves per player, the obligation in force,
 * every decision in order with its provisions, and the score (10.1: each player's outcome, null
 * before the game has one) with the event's points. Mirrors the JSON output of {@code hakem rule}.
 */
public record Ruling(GameResult result, Termination termination, String fen, Color toMove,
                     Map<Color, Duration> clocks, Map<Color, Integer> illegalMoves,
                     Obligation obligation, List<Decision> decisions, GameScore score, PointSystem points) {

    /**
     * The provisions the score rests on: what a win, a loss and a draw score (10.1#h1–#h3), and, for a
     * score below a game's maximum (0-0, ½-0), that 10.2 allows it. Empty while the game has no score.
     */
    public List<String> scoreProvisions() {
        List<String> out = new ArrayList<>();
        if (score == null) {
            return out;
        }
        String[] byOutcome = {"10.1#h1", "10.1#h3", "10.1#h2"};
        for (Outcome o : Outcome.values()) {
            if (score.white() == o || score.black() == o) {
                out.add(byOutcome[o.ordinal()]);
            }
        }
        if (score.decided() && score.white() != Outcome.WIN && score.black() != Outcome.WIN
                && !(score.white() == Outcome.DRAW && score.black() == Outcome.DRAW)) {
            out.add("10.2#h1");
            out.add("10.2#h2");
        }
        return out;
    }
}
