package dev.hakem.arbiter.audit;

/** What an audit of a game record can find. */
public enum FindingKind {
    /** FIDE 3.10.2: a move in the record that the Laws do not allow in its position. */
    ILLEGAL_MOVE("illegal-move"),
    /** FIDE 9.6.1: the fifth occurrence of a position drew the game, yet play went on. */
    MISSED_FIVEFOLD("missed-fivefold"),
    /** FIDE 9.6.2: 75 moves each without capture or pawn move drew the game, yet play went on. */
    MISSED_SEVENTY_FIVE("missed-seventy-five"),
    /** FIDE 5.2.2: a dead position drew the game, yet play went on. */
    MISSED_DEAD_POSITION("missed-dead-position"),
    /** FIDE 9.2: a threefold-repetition claim would have been correct here. */
    CLAIMABLE_THREEFOLD("claimable-threefold"),
    /** FIDE 9.3: a fifty-move claim would have been correct here. */
    CLAIMABLE_FIFTY("claimable-fifty"),
    /**
     * FIDE 8.4: from this move the player had less than five minutes in the period, with an increment
     * under 30 seconds, and need not record until the period ends (read from the clock readings).
     */
    RECORDING_EXEMPT("recording-exempt"),
    /**
     * The recorded result does not fit the final position (5.1.1, 5.1.2, 5.2.1, 5.2.2, 6.9, 9.6); signed by
     * both players it stands unless the arbiter decides otherwise (8.7).
     */
    WRONG_RESULT("wrong-result"),
    /**
     * The record contradicts itself about the result: its {@code [Result]} tag and the result written at the
     * end of its moves differ. The audit checks the latter.
     */
    RESULT_CONFLICT("result-conflict"),
    /**
     * The record holds a byte that is not UTF-8 text (the file may be ISO-8859-1, Latin-1); its moves are
     * still audited, its tags and comments show U+FFFD for the byte.
     */
    NOT_UTF8("not-utf8"),
    /** The record cannot be read (bad PGN or SAN): file, line and column say where. */
    PARSE_ERROR("parse-error");

    private final String key;

    FindingKind(String key) {
        this.key = key;
    }

    /** The JSON key, e.g. "missed-fivefold". */
    public String key() {
        return key;
    }
}
