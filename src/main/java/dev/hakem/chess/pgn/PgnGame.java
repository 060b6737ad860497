package dev.hakem.chess.pgn;

import dev.hakem.chess.ChessException;
import dev.hakem.chess.Move;
import dev.hakem.chess.Position;
import dev.hakem.chess.notation.Notation;
import dev.hakem.chess.notation.San;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An immutable game record (PGN): tag pairs in their order, the start position (the FEN tag when
 * the game starts from a set-up position), the main line replayed to legal moves with the SAN as
 * written, comments, NAGs and variations, and the result (termination marker).
 */
public final class PgnGame {
    /** The four termination markers (PGN 8.2.6): White wins, Black wins, drawn, unknown or unfinished. */
    public static final List<String> RESULTS = List.of("1-0", "0-1", "1/2-1/2", "*");

    private final Map<String, String> tags;
    private final Position start;
    private final List<String> comments;
    private final List<PgnMove> mainLine;
    private final List<Move> moves;
    private final String result;
    private final Notation notation;
    private final Position end;
    private final int line;
    private final boolean terminated;

    PgnGame(Map<String, String> tags, Position start, List<String> comments, List<PgnMove> mainLine, String result,
            Notation notation, Position end, int line, boolean terminated) {
        this.tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
        this.start = start;
        this.comments = List.copyOf(comments);
        this.mainLine = List.copyOf(mainLine);
        List<Move> ms = new ArrayList<>(mainLine.size());
        for (PgnMove m : mainLine) {
            ms.add(m.move());
        }
        this.moves = Collections.unmodifiableList(ms);
        this.result = result;
        this.notation = notation;
        this.end = end;
        this.line = line;
        this.terminated = terminated;
    }

    /**
     * A game from legal moves (SAN written in English letters, no annotations); throws
     * {@link ChessException} if a move is not legal or the result is not a termination marker.
     */
    public static PgnGame of(Map<String, String> tags, Position start, List<Move> moves, String result) {
        if (!RESULTS.contains(result)) {
            throw new ChessException("result must be one of 1-0, 0-1, 1/2-1/2, *: " + result);
        }
        List<String> sans = San.writeLine(start, moves, Notation.ENGLISH);
        List<PgnMove> line = new ArrayList<>(moves.size());
        Position p = start;
        for (int i = 0; i < moves.size(); i++) {
            line.add(PgnMove.of(moves.get(i), sans.get(i)));
            p = p.play(moves.get(i));
        }
        return new PgnGame(tags, start, List.of(), line, result, Notation.ENGLISH, p, 0, true);
    }

    /** All tag pairs, in the order read. */
    public Map<String, String> tags() {
        return tags;
    }

    /** The value of a tag (names are case-sensitive), or null. */
    public String tag(String name) {
        return tags.get(name);
    }

    /** The position the game starts from: the FEN tag's, or the initial position (FIDE 2.3). */
    public Position startPosition() {
        return start;
    }

    /** The position after the last main-line move. */
    public Position finalPosition() {
        return end;
    }

    /** Comments written before the first move. */
    public List<String> comments() {
        return comments;
    }

    /** The main line as written, each with its legal move. */
    public List<PgnMove> mainLine() {
        return mainLine;
    }

    /** The legal moves of the main line, in order. */
    public List<Move> moves() {
        return moves;
    }

    /** The termination marker: "1-0", "0-1", "1/2-1/2" or "*". */
    public String result() {
        return result;
    }

    /** The letters the record is written in (English when nothing tells them apart). */
    public Notation notation() {
        return notation;
    }

    /** Line where the game starts in its source (0 when built, not read). */
    public int line() {
        return line;
    }

    /** False when the record ended with the input before its termination marker. */
    public boolean terminated() {
        return terminated;
    }

    @Override
    public String toString() {
        return "PgnGame[" + tags.getOrDefault("White", "?") + " - " + tags.getOrDefault("Black", "?") + ", "
                + moves.size() + " plies, " + result + "]";
    }
}
