package dev.hakem.cli;

/** A command-line input the user can fix (bad file, bad argument): message says what and where. */
public class UserInputException extends RuntimeException {
    public UserInputException(String message) {
        super(message);
    }
}
