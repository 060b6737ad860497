package dev.hakem.arbiter;

/**
 * A case that cannot be ruled because its input is wrong: malformed JSON (line and column), an
 * unknown key, or an event that cannot happen at that point (touching an empty square, releasing
 * a piece that is not there, a move shorthand by the side not to move). The message names where:
 * the JSON line/column, or the event's index and field ({@code events[3].release}). It is one
 * printable line: what the user typed is quoted in it escaped ({@link dev.hakem.chess.UserText}).
 */
public class CaseInputException extends RuntimeException {
    public CaseInputException(String message) {
        super(dev.hakem.chess.UserText.printable(message));
    }
}
