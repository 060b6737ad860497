package dev.hakem.arbiter;

/**
 * What the event's regulations say about electronic devices (FIDE 11.3.2.1, 11.3.2.2).
 *
 * @param inBag          11.3.2.1: a device may be kept in the player's bag if completely switched off
 * @param milderPenalty  11.3.2.2#h3: the event's less severe penalty for a device on the person — a warning,
 *                       or time taken from the offender or given to the opponent — or null: the game is lost
 * @param seconds        for a time penalty: how much; else 0
 */
public record DeviceRules(boolean inBag, Sanction milderPenalty, long seconds) {
    /** The Laws without event rules: no device in the bag, a device on the person loses. */
    public static final DeviceRules NONE = new DeviceRules(false, null, 0);

    public DeviceRules {
        if (milderPenalty != null && milderPenalty != Sanction.WARNING && !milderPenalty.needsSeconds()) {
            throw new IllegalArgumentException("FIDE 11.3.2.2: the event's penalty must be less severe than the loss of the game"
                    + " (a warning, time-deducted or time-added), not " + milderPenalty.key());
        }
        if (milderPenalty != null && milderPenalty.needsSeconds() != (seconds > 0)) {
            throw new IllegalArgumentException(milderPenalty.needsSeconds()
                    ? "a time penalty needs its seconds (more than 0)" : "seconds only with a time penalty");
        }
    }
}
