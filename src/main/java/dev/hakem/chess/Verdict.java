package dev.hakem.chess;

import java.util.List;

/**
 * FIDE 3.10.1–3.10.2: whether an observed move is legal, and if not, every provision it breaks.
 *
 * @param violations empty exactly when the move is legal
 */
public record Verdict(Move move, boolean legal, List<Violation> violations) {
    public Verdict {
        violations = List.copyOf(violations);
    }

    /** The articles broken, in order, without repeats (a Guidelines provision before the article it applies). */
    public List<String> articles() {
        return violations.stream().flatMap(v -> v.articles().stream()).distinct().toList();
    }
}
