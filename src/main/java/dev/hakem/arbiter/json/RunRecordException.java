package dev.hakem.arbiter.json;

/** The run record cannot be read: the message names the file and the place (JSON path, or line and column). */
public class RunRecordException extends RuntimeException {
    public RunRecordException(String message) {
        super(message);
    }
}
