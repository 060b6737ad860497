package dev.hakem.cli;

import java.io.IOException;

/** A command-line input the user can fix (bad file, bad argument): message says what and where. */
public class UserInputException extends RuntimeException {
    public UserInputException(String message) {
        super(message);
    }

    /**
     * An input/output failure on a file or folder the user named: what was being done, and why it
     * failed in words (never a Java class name); the path the system names is added when it is another one.
     */
    public static UserInputException io(String doing, IOException e) {
        return new UserInputException(doing + ": " + dev.hakem.kb.KbInputException.why(doing, e));
    }
}
