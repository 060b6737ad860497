package dev.hakem.arbiter.audit;

import dev.hakem.chess.Move;
import dev.hakem.chess.Position;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * A game as recorded, already replayed legally: its tags, start position, moves with their SAN
 * as written, the recorded result ("1-0", "0-1", "1/2-1/2", "*") and the clock readings written
 * after the moves ({@code [%clk 1:02:03]} in a comment).
 *
 * @param index  1-based number of the game in its file
 * @param line   line where the game starts in its file
 * @param clocks per move, the time left on the mover's clock after it, or null where none is written
 */
public record GameRecord(int index, int line, Map<String, String> tags, Position start, List<Move> moves,
        List<String> sans, String result, List<Duration> clocks) {
    public GameRecord {
        tags = Map.copyOf(tags);
        moves = List.copyOf(moves);
        sans = List.copyOf(sans);
        clocks = clocks == null ? Collections.nCopies(moves.size(), null)
                : Collections.unmodifiableList(new ArrayList<>(clocks));
        if (sans.size() != moves.size() || clocks.size() != moves.size()) {
            throw new IllegalArgumentException("one SAN and one clock reading (or null) per move");
        }
    }

    /** A record without clock readings. */
    public GameRecord(int index, int line, Map<String, String> tags, Position start, List<Move> moves,
            List<String> sans, String result) {
        this(index, line, tags, start, moves, sans, result, null);
    }

    public String tag(String name) {
        return tags.getOrDefault(name, "");
    }

    /** "2. Ke3" or "2... Ke7" for the move of that 1-based ply. */
    public String numbered(int ply) {
        return numbered(start, ply, sans.get(ply - 1));
    }

    /** "2. Ke3" / "2... Ke7": the numbering of ply {@code ply} counted from {@code start}. */
    public static String numbered(Position start, int ply, String san) {
        int index = ply - 1 + (start.sideToMove() == dev.hakem.chess.Color.BLACK ? 1 : 0);
        int number = start.fullmoveNumber() + index / 2;
        return number + (index % 2 == 0 ? ". " : "... ") + san;
    }
}
