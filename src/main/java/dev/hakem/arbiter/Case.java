package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * What the arbiter knows before the events: the start (FEN or "startpos"), the legal moves
 * already played (SAN, English or Turkish letters, or UCI; may be null), competition rules, clocks
 * (null when unknown), the increment per move (null when none), completed illegal moves so far
 * per player, and the observed events. Mirrors the JSON case file of {@code hakem rule}.
 */
public record Case(String start, String moves, CompetitionRules rules, Map<Color, Duration> clocks,
                   Map<Color, Integer> illegalMoves, List<Event> events, Duration increment) {

    /** A case without increment. */
    public Case(String start, String moves, CompetitionRules rules, Map<Color, Duration> clocks,
                Map<Color, Integer> illegalMoves, List<Event> events) {
        this(start, moves, rules, clocks, illegalMoves, events, null);
    }
}
