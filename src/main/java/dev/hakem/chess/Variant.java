package dev.hakem.chess;

import java.util.Locale;

/**
 * The rules a game is played under: the standard game of Articles 1–3, or Chess960 (FIDE
 * Guidelines II), which starts from one of 960 positions (II.2) and reads castling for the actual
 * squares of king and rook (II.3). Everything else is the same game.
 */
public enum Variant {
    STANDARD,
    CHESS960;

    /**
     * The variant a PGN {@code Variant} tag or a case file names: "standard", "chess" (or blank) →
     * STANDARD; "chess960", "chess 960", "fischerandom", "fischer random", "frc", "960" → CHESS960
     * (any case); null for any other name.
     */
    public static Variant parse(String name) {
        if (name == null || name.isBlank()) {
            return STANDARD;
        }
        String n = name.strip().toLowerCase(Locale.ROOT).replace(" ", "").replace("-", "").replace("_", "");
        switch (n) {
            case "standard": case "chess":
                return STANDARD;
            case "chess960": case "960": case "fischerandom": case "fischerrandom": case "frc":
            case "fischerrandomchess":
                return CHESS960;
            default:
                return null;
        }
    }

    /** The name written in a PGN {@code Variant} tag: "Standard" or "Chess960". */
    public String pgnName() {
        return this == STANDARD ? "Standard" : "Chess960";
    }
}
