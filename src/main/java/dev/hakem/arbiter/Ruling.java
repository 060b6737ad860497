package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.time.Duration;
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
}
