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
}
