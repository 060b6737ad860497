package dev.hakem.chess.pgn;

import dev.hakem.chess.ChessException;

/**
 * What the reader found for one game of a file: the game, or the error that stopped it (with line,
 * column and token). Exactly one of {@link #game()} and {@link #error()} is non-null; a broken game
 * never hides the games after it.
 *
 * @param index        0-based index of the game in the input
 * @param line         line where the game starts
 * @param atEndOfInput the game (or the error) ran into the end of the input: a file still being
 *                     written may complete it later
 */
public record PgnEntry(int index, int line, PgnGame game, ChessException error, boolean atEndOfInput) {

    public boolean isGame() {
        return game != null;
    }

    /** The game, or the error thrown. */
    public PgnGame orThrow() {
        if (error != null) {
            throw error;
        }
        return game;
    }
}
