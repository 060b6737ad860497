package dev.hakem.arbiter.audit;

import java.util.List;

/**
 * The audit of one game of a file.
 *
 * @param index    1-based number of the game in the file
 * @param line     line where the game starts
 * @param result   the recorded result ("" when the record could not be read that far)
 * @param plies    half-moves read
 */
public record AuditedGame(int index, int line, String event, String white, String black, String result,
        int plies, List<Finding> findings) {
    public AuditedGame {
        findings = List.copyOf(findings);
    }
}
