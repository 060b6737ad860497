package dev.hakem.chess;

/**
 * The one error type of the chess core: bad FEN, SAN, UCI or PGN, or an impossible position.
 * It says what is wrong and, where known, where (line and column, 1-based; 0 when unknown) and
 * which article of the Laws the input breaks (for impossible positions, e.g. "3.10.3").
 */
public class ChessException extends RuntimeException {
    private final int line;
    private final int column;
    private final String article;

    public ChessException(String message) {
        this(message, 0, 0, null);
    }

    public ChessException(String message, int line, int column, String article) {
        super(message);
        this.line = line;
        this.column = column;
        this.article = article;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    /** Article of the Laws the input breaks, or null. */
    public String article() {
        return article;
    }

    /** "line 3, column 14: message" (or the bare message when no place is known). */
    public String describe() {
        if (line > 0) {
            return "line " + line + ", column " + column + ": " + getMessage();
        }
        if (column > 0) {
            return "column " + column + ": " + getMessage();
        }
        return getMessage();
    }
}
