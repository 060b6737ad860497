package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import dev.hakem.chess.notation.Notation;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * What the arbiter knows before the events: the start (FEN or "startpos"), the moves already played
 * (SAN, English or Turkish letters, or UCI; may be null) — which may hold illegal moves that nobody
 * has ruled on yet, as they were made ({@link MoveText#record}) — competition rules, clocks (the
 * readings at the start of the case; null when unknown; a reading of zero is a flag already down),
 * completed illegal moves so far per player, the observed events, the increment per move (null when
 * none), the letters the moves of the events are written in (null: either, decided per move; a
 * move such as "Kf1" that reads as a king move in English and a rook move in Turkish is then an
 * input error), the periods of the time control (6.3.1; empty: the clocks show the time for the
 * rest of the game) and the fixed extra time of each move in the time-delay mode (6.3.2; null when
 * none). Mirrors the JSON case file of {@code hakem rule}.
 */
public record Case(String start, String moves, CompetitionRules rules, Map<Color, Duration> clocks,
                   Map<Color, Integer> illegalMoves, List<Event> events, Duration increment, Notation notation,
                   List<TimeControl.Period> periods, Duration delay) {

    public Case {
        periods = periods == null ? List.of() : List.copyOf(periods);
    }

    /** A case without delay. */
    public Case(String start, String moves, CompetitionRules rules, Map<Color, Duration> clocks,
                Map<Color, Integer> illegalMoves, List<Event> events, Duration increment, Notation notation,
                List<TimeControl.Period> periods) {
        this(start, moves, rules, clocks, illegalMoves, events, increment, notation, periods, null);
    }

    /** The time control the case gives (6.3.1, 6.3.2). */
    public TimeControl timeControl() {
        return new TimeControl(increment, delay, periods);
    }

    /** A case without periods. */
    public Case(String start, String moves, CompetitionRules rules, Map<Color, Duration> clocks,
                Map<Color, Integer> illegalMoves, List<Event> events, Duration increment, Notation notation) {
        this(start, moves, rules, clocks, illegalMoves, events, increment, notation, List.of());
    }

    /** A case without increment and with moves in either letters. */
    public Case(String start, String moves, CompetitionRules rules, Map<Color, Duration> clocks,
                Map<Color, Integer> illegalMoves, List<Event> events) {
        this(start, moves, rules, clocks, illegalMoves, events, null, null);
    }

    /** A case with moves in either letters. */
    public Case(String start, String moves, CompetitionRules rules, Map<Color, Duration> clocks,
                Map<Color, Integer> illegalMoves, List<Event> events, Duration increment) {
        this(start, moves, rules, clocks, illegalMoves, events, increment, null);
    }
}
