package dev.hakem.arbiter;

/**
 * The rules engine's entry point: rules a whole case (start, history, events) under the Laws.
 *
 * <p>API CONTRACT (skeleton): the arbiter engine work replaces the body.
 */
public final class Arbiter {
    private Arbiter() {
    }

    /** Applies the events of the case in order and returns the ruling. */
    public static Ruling rule(Case c) {
        throw new IllegalStateException("arbiter engine not built yet");
    }
}
