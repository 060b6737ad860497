package dev.hakem.kb;

/**
 * Bad input to the knowledge base (a data file, a feature file, the run record, a SPARQL query, a
 * parameter): the message says what is wrong and where (file, line, column or field).
 */
public class KbInputException extends RuntimeException {
    public KbInputException(String message) {
        super(message);
    }

    public KbInputException(String message, Throwable cause) {
        super(message, cause);
    }

    /**
     * Why a file operation failed, in words (never a Java class name), with the path the system names
     * when {@code doing} does not already say it: the one wording of I/O failures for every command.
     */
    public static String why(String doing, java.io.IOException e) {
        String why;
        if (e instanceof java.nio.file.NoSuchFileException) {
            why = "no such file or folder";
        } else if (e instanceof java.nio.file.AccessDeniedException) {
            why = "permission denied";
        } else if (e instanceof java.nio.file.NotDirectoryException) {
            why = "not a folder";
        } else if (e instanceof java.nio.file.DirectoryNotEmptyException) {
            why = "folder not empty";
        } else if (e instanceof java.nio.file.FileSystemException fse && fse.getReason() != null) {
            why = fse.getReason();
        } else if (e instanceof java.nio.file.FileAlreadyExistsException) {
            why = "already exists";
        } else {
            why = e.getMessage() == null ? "input/output error" : e.getMessage();
        }
        if (e instanceof java.nio.file.FileSystemException fse && fse.getFile() != null && !doing.contains(fse.getFile())) {
            why += " (" + fse.getFile() + (fse.getOtherFile() == null ? "" : ", " + fse.getOtherFile()) + ")";
        }
        return why;
    }

    /** An input/output failure: what was being done, and {@link #why why} it failed. */
    public static KbInputException io(String doing, java.io.IOException e) {
        return new KbInputException(doing + ": " + why(doing, e), e);
    }
}
