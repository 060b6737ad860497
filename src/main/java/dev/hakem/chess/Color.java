package dev.hakem.chess;

/** FIDE 1.2: the two sides; White moves first and the players then move alternately. */
public enum Color {
    WHITE("white", "beyaz", "Beyaz", "White"),
    BLACK("black", "siyah", "Siyah", "Black");

    private final String key;
    private final String tr;
    private final String trTitle;
    private final String en;

    Color(String key, String tr, String trTitle, String en) {
        this.key = key;
        this.tr = tr;
        this.trTitle = trTitle;
        this.en = en;
    }

    public Color opposite() {
        return this == WHITE ? BLACK : WHITE;
    }

    /** Lower-case English key used in JSON ("white" / "black"). */
    public String key() {
        return key;
    }

    /** Turkish name in lower case ("beyaz" / "siyah"). */
    public String turkish() {
        return tr;
    }

    /** Turkish name, capitalised ("Beyaz" / "Siyah"). */
    public String turkishTitle() {
        return trTitle;
    }

    /** English name, capitalised ("White" / "Black"). */
    public String english() {
        return en;
    }

    /** Parses "white"/"black"/"w"/"b"/"beyaz"/"siyah" (any case, locale-independent); null if none. */
    public static Color parse(String s) {
        if (s == null) {
            return null;
        }
        switch (s.trim().toLowerCase(java.util.Locale.ROOT)) {
            case "white": case "w": case "beyaz":
                return WHITE;
            case "black": case "b": case "siyah":
                return BLACK;
            default:
                return null;
        }
    }
}
