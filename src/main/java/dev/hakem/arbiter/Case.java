package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import dev.hakem.chess.notation.Notation;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * What the arbiter knows before the events: the start (FEN or "startpos"), the legal moves
 * already played (SAN, English or Turkish letters, or UCI; may be null), competition rules, clocks
 * (null when unknown), completed illegal moves so far per player, the observed events, the
 * increment per move (null when none) and the letters the moves of the events are written in
 * (null: either, decided per move; a move such as "Kf1" that reads as a king move in English and a
 * rook move in Turkish is then an input error). Mirrors the JSON case file of {@code hakem rule}.
 */
public record Case(String start, String moves, CompetitionRules rules, Map<Color, Duration> clocks,
                   Map<Color, Integer> illegalMoves, List<Event> events, Duration increment, Notation notation) {

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
