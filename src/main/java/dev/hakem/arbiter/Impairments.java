package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.EnumSet;
import java.util.Set;

/**
 * Appendix D: which players are visually impaired (they play on the special board, D.1), which are
 * hearing-impaired, and which have an assistant (D.2.10, D.2.11).
 */
public record Impairments(Set<Color> visuallyImpaired, Set<Color> hearingImpaired, Set<Color> assistants) {
    public static final Impairments NONE = new Impairments(Set.of(), Set.of(), Set.of());

    public Impairments {
        visuallyImpaired = copy(visuallyImpaired);
        hearingImpaired = copy(hearingImpaired);
        assistants = copy(assistants);
    }

    private static Set<Color> copy(Set<Color> s) {
        return s == null || s.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(s));
    }

    /** Appendix D: whether the player plays on the special board. */
    public boolean visuallyImpaired(Color c) {
        return visuallyImpaired.contains(c);
    }
}
