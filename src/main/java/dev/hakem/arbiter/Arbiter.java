package dev.hakem.arbiter;

/**
 * The rules engine's entry point: rules a whole case (start, history, events) under the Laws.
 * It folds the case's events over an {@link ArbiterSession} (the incremental API) and closes it.
 */
public final class Arbiter {
    private Arbiter() {
    }

    /**
     * Applies the events of the case in order and returns the ruling.
     *
     * @throws CaseInputException when the case cannot be ruled (bad start, an event that cannot
     *                            happen); nothing is returned then
     */
    public static Ruling rule(Case c) {
        ArbiterSession s = ArbiterSession.start(c);
        if (c.events() != null) {
            for (Event e : c.events()) {
                s.apply(e);
            }
        }
        s.close();
        return s.ruling();
    }
}
