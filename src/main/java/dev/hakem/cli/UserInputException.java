package dev.hakem.cli;

/** A command-line input the user can fix (bad file, bad argument): message says what and where. */
public class UserInputException extends RuntimeException {
    public UserInputException(String message) {
        super(message);
    }

    /** An input/output failure on a file or folder the user named: what was being done, and why it failed. */
    public static UserInputException io(String doing, java.io.IOException e) {
        String why = e.getMessage() == null ? "" : ": " + e.getMessage();
        if (e instanceof java.nio.file.NoSuchFileException) {
            return new UserInputException(doing + ": no such file or folder" + why);
        }
        if (e instanceof java.nio.file.AccessDeniedException) {
            return new UserInputException(doing + ": permission denied" + why);
        }
        if (e instanceof java.nio.file.FileAlreadyExistsException) {
            return new UserInputException(doing + ": already exists" + why);
        }
        return new UserInputException(doing + ": " + e.getClass().getSimpleName() + why);
    }
}
