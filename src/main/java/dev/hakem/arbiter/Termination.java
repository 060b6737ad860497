package dev.hakem.arbiter;

/** How a game ended; JSON writes {@link #key()}. */
public enum Termination {
    /** FIDE 5.1.1. */
    CHECKMATE("checkmate", "mat"),
    /** FIDE 5.2.1. */
    STALEMATE("stalemate", "pat"),
    /** FIDE 5.2.2. */
    DEAD_POSITION("dead-position", "ölü konum"),
    /** FIDE 5.2.3, 9.1. */
    AGREEMENT("agreement", "anlaşma"),
    /** FIDE 9.2 (claim). */
    REPETITION("repetition", "üç kez konum tekrarı"),
    /** FIDE 9.3 (claim). */
    FIFTY_MOVES("fifty-moves", "50 hamle kuralı"),
    /** FIDE 9.6.1 (automatic). */
    FIVEFOLD("fivefold", "beş kez konum tekrarı"),
    /** FIDE 9.6.2 (automatic). */
    SEVENTY_FIVE_MOVES("seventy-five-moves", "75 hamle kuralı"),
    /** FIDE 7.5.5 (second completed illegal move). */
    ILLEGAL_MOVES("illegal-moves", "geçersiz hamleler"),
    /** FIDE 5.1.2. */
    RESIGNATION("resignation", "terk"),
    /** FIDE 6.9 (and III.3.1.2 with both flags down). */
    TIME("time", "süre aşımı"),
    /** FIDE 7.2.1, 7.3, Guidelines I.12.2: the game is cancelled and a new one played; no result. */
    ANNULLED("annulled", "oyunun iptali"),
    /** FIDE 11.3.2.2: an electronic device on the player's person. */
    ELECTRONIC_DEVICE("electronic-device", "elektronik cihaz"),
    /** FIDE 11.7, 11.8: a persistent refusal to comply with the Laws. */
    PERSISTENT_REFUSAL("persistent-refusal", "Kurallara uymayı ısrarla reddetme"),
    /** FIDE 12.9.6: the arbiter declared the game lost as a penalty. */
    PENALTY("penalty", "ceza"),
    /** Guidelines I.8: an ambiguous, meaningless or illegal sealed move. */
    SEALED_MOVE("sealed-move", "geçersiz mühürlü hamle"),
    /** FIDE 6.7.1, Guidelines I.10: arrival at the board after the default time. */
    DEFAULT("default", "hükmen yenilme süresinden sonra gelme"),
    /** FIDE A.5.4#h2: an illegal position still on the board after the next completed move. */
    ILLEGAL_POSITION("illegal-position", "kuraldışı konum"),
    /** FIDE III.5, III.6: a draw claim in the last two minutes (decided by the arbiter, or referred). */
    QUICKPLAY_CLAIM("quickplay-claim", "hızlı bitişte beraberlik talebi");

    private final String key;
    private final String turkish;

    Termination(String key, String turkish) {
        this.key = key;
        this.turkish = turkish;
    }

    /** The name in Turkish ("beş kez konum tekrarı"). */
    public String turkish() {
        return turkish;
    }

    /** The JSON string ("dead-position"). */
    public String key() {
        return key;
    }

    @Override
    public String toString() {
        return key;
    }
}
