package dev.hakem.chess.pgn;

import dev.hakem.chess.ChessException;
import dev.hakem.chess.Position;
import dev.hakem.chess.notation.Notation;
import java.util.Map;

/**
 * What the reader found for one game of a file: the game, or the error that stopped it (with line,
 * column and token). Exactly one of {@link #game()} and {@link #error()} is non-null; a broken game
 * never hides the games after it.
 *
 * @param index        0-based index of the game in the input
 * @param line         line where the game starts
 * @param game         the game, or null
 * @param error        the error, or null
 * @param atEndOfInput the game (or the error) ran into the end of the input: a file still being
 *                     written may complete it later
 * @param tags         the tag pairs as far as they could be read (of a broken record too)
 * @param stopped      for a game whose main line stopped at a move the replay refused: where (else null)
 * @param endOffset    UTF-8 byte offset just after the record in its source
 * @param endLine      line of that offset
 * @param notText      the first byte of the record that is not text in the file's encoding (UTF-8), or null
 */
public record PgnEntry(int index, int line, PgnGame game, ChessException error, boolean atEndOfInput,
                       Map<String, String> tags, Stop stopped, long endOffset, int endLine, NotText notText) {

    /** A byte that is not UTF-8 text, where it is (its game is read on; the byte shows as U+FFFD in tags and comments). */
    public record NotText(int line, int column, int value) {
    }

    public PgnEntry {
        tags = Map.copyOf(tags);
    }

    /**
     * The move the replay of a main line stopped at.
     *
     * @param start  the game's start position
     * @param before the position the move was written in
     * @param ply    its number in the main line (1 = the first move)
     * @param token  the move as written, from the place the error points at
     * @param next   the main line's next move as written (the reply), or null when the record ends there
     * @param letters the language the game's moves are read in (C.2–C.3), or null when it is not known
     */
    public record Stop(Position start, Position before, int ply, String token, String next, Notation letters) {
    }

    public boolean isGame() {
        return game != null;
    }

    /** A tag's value, or "" (of the game, or as far as a broken record could be read). */
    public String tag(String name) {
        return tags.getOrDefault(name, "");
    }

    /** The game, or the error thrown. */
    public PgnGame orThrow() {
        if (error != null) {
            throw error;
        }
        return game;
    }
}
