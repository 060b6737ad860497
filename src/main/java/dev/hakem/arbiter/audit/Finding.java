package dev.hakem.arbiter.audit;

import java.util.List;

/**
 * One thing the audit found in a game record.
 *
 * @param kind     what was found
 * @param ply      half-move (1-based) at which it happened, 0 when it concerns the whole record
 * @param move     the move as numbered in the record ("2. Ke3", "40... Rd1"), or null
 * @param articles the provisions of the Laws that decide it, from the rule that found it
 * @param en       reason in English
 * @param tr       reason in Turkish
 * @param fen      the position concerned (for an illegal move: the position it was played in), or null
 * @param line     line in the file (1-based), 0 when unknown
 * @param column   column in the file (1-based), 0 when unknown
 */
public record Finding(FindingKind kind, int ply, String move, List<String> articles, String en, String tr,
        String fen, int line, int column) {
    public Finding {
        articles = List.copyOf(articles);
    }

    Finding at(int line, int column) {
        return new Finding(kind, ply, move, articles, en, tr, fen, line, column);
    }
}
