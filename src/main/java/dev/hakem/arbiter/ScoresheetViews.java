package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.EnumMap;

/** FIDE A.4.3, B.2.3: how often each player has been shown the scoresheet the arbiter keeps. */
final class ScoresheetViews {
    private final EnumMap<Color, Integer> views = new EnumMap<>(Color.class);

    /** One more request by {@code c}; returns how many he has made now. */
    int requested(Color c) {
        return views.merge(c, 1, Integer::sum);
    }
}
