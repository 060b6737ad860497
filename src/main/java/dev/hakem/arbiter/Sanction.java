package dev.hakem.arbiter;

/**
 * FIDE 12.9.1–12.9.9: the penalties the arbiter may impose, in rising severity. Each names its
 * provision; the arbiter's choice is an input of the engine (the Laws leave it to him), the
 * engine applies it.
 */
public enum Sanction {
    /** FIDE 12.9.1. */
    WARNING("warning", "12.9.1", "a warning", "uyarı"),
    /** FIDE 12.9.2: time added to the opponent's clock. */
    TIME_ADDED("time-added", "12.9.2", "extra time for the opponent", "rakibin süresine ekleme"),
    /** FIDE 12.9.3: time deducted from the offender's clock. */
    TIME_DEDUCTED("time-deducted", "12.9.3", "less remaining time for the offender", "kusurlu oyuncunun süresinden düşme"),
    /** FIDE 12.9.4: the opponent's score in the game raised to the maximum. */
    SCORE_RAISED("score-raised", "12.9.4", "the opponent's score in this game raised, up to the maximum",
            "rakibin bu oyundaki puanını en yükseğe çıkarma"),
    /** FIDE 12.9.5: the offender's score in the game reduced. */
    SCORE_REDUCED("score-reduced", "12.9.5", "the offender's score in this game reduced", "kusurlu oyuncunun bu oyundaki puanını azaltma"),
    /** FIDE 12.9.6: the game declared lost by the offender; the arbiter also decides the opponent's score. */
    GAME_LOST("game-lost", "12.9.6", "the game declared lost by the offender (the arbiter also sets the opponent's score)",
            "oyunu kusurlu oyuncu için kaybedilmiş ilan etme (rakibin puanını da hakem belirler)"),
    /** FIDE 12.9.7: a fine announced in advance. */
    FINE("fine", "12.9.7", "a fine announced in advance", "önceden duyurulmuş para cezası"),
    /** FIDE 12.9.8: exclusion from one or more rounds. */
    EXCLUSION("exclusion", "12.9.8", "exclusion from one or more rounds", "bir ya da daha çok turdan men"),
    /** FIDE 12.9.9: expulsion from the competition. */
    EXPULSION("expulsion", "12.9.9", "expulsion from the competition", "yarışmadan ihraç");

    private final String key;
    private final String article;
    private final String en;
    private final String tr;

    Sanction(String key, String article, String en, String tr) {
        this.key = key;
        this.article = article;
        this.en = en;
        this.tr = tr;
    }

    /** The case file's word ("time-deducted"). */
    public String key() {
        return key;
    }

    /** The provision of 12.9 ("12.9.3"). */
    public String article() {
        return article;
    }

    /** Our English words for it. */
    String english() {
        return en;
    }

    /** Our Turkish words for it. */
    String turkish() {
        return tr;
    }

    /** Whether it changes a clock (12.9.2, 12.9.3) and so needs a number of seconds. */
    public boolean needsSeconds() {
        return this == TIME_ADDED || this == TIME_DEDUCTED;
    }

    /** The sanction for a case-file word, or null. */
    public static Sanction parse(String key) {
        for (Sanction s : values()) {
            if (s.key.equals(key)) {
                return s;
            }
        }
        return null;
    }
}
