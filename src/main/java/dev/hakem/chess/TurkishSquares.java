package dev.hakem.chess;

/**
 * Turkish case suffixes for square names and piece names, for reasons written in Turkish.
 *
 * <p>A square name is read aloud with its rank digit (e4 = "e dört"), so the suffix follows the
 * sound of the digit's word: bir, iki, üç, dört, beş, altı, yedi, sekiz — vowel harmony on its last
 * vowel, a buffer consonant after a final vowel (iki, altı, yedi), and d→t after a voiceless final
 * consonant (üç, dört, beş). Square suffixes are written after an apostrophe: "e4'teki", "a6'ya".
 */
public final class TurkishSquares {
    private TurkishSquares() {
    }

    // index = rank digit 1..8 (0 unused)
    private static final String[] LOCATIVE = {"", "de", "de", "te", "te", "te", "da", "de", "de"};
    private static final String[] DATIVE = {"", "e", "ye", "e", "e", "e", "ya", "ye", "e"};
    private static final String[] ACCUSATIVE = {"", "i", "yi", "ü", "ü", "i", "yı", "yi", "i"};
    private static final String[] GENITIVE = {"", "in", "nin", "ün", "ün", "in", "nın", "nin", "in"};
    private static final String[] ABLATIVE = {"", "den", "den", "ten", "ten", "ten", "dan", "den", "den"};

    private static int digit(int sq) {
        return Square.rank(sq) + 1;
    }

    /** Locative, "on/at e4": "e4'te", "a6'da". */
    public static String locative(int sq) {
        return Square.name(sq) + "'" + LOCATIVE[digit(sq)];
    }

    /** Relative locative, "which is on e4": "e4'teki", "a6'daki", "b8'deki". */
    public static String relative(int sq) {
        return locative(sq) + "ki";
    }

    /** Dative, "to e4": "e4'e", "b2'ye", "a6'ya". */
    public static String dative(int sq) {
        return Square.name(sq) + "'" + DATIVE[digit(sq)];
    }

    /** Accusative: "e4'ü", "b2'yi", "a6'yı". */
    public static String accusative(int sq) {
        return Square.name(sq) + "'" + ACCUSATIVE[digit(sq)];
    }

    /** Genitive: "e4'ün", "b2'nin", "a6'nın". */
    public static String genitive(int sq) {
        return Square.name(sq) + "'" + GENITIVE[digit(sq)];
    }

    /** Ablative, "from e4": "e4'ten", "a6'dan". */
    public static String ablative(int sq) {
        return Square.name(sq) + "'" + ABLATIVE[digit(sq)];
    }

    /** "the piece on sq" in Turkish: "b5'teki fil", "d7'deki at". */
    public static String pieceOn(PieceType type, int sq) {
        return relative(sq) + " " + type.turkishName();
    }

    /** Genitive of a piece name: "filin", "kalenin", "piyonun". */
    public static String genitive(PieceType type) {
        switch (type) {
            case PAWN: return "piyonun";
            case KNIGHT: return "atın";
            case BISHOP: return "filin";
            case ROOK: return "kalenin";
            case QUEEN: return "vezirin";
            default: return "şahın";
        }
    }

    /** Dative of a piece name: "file", "kaleye", "ata". */
    public static String dative(PieceType type) {
        switch (type) {
            case PAWN: return "piyona";
            case KNIGHT: return "ata";
            case BISHOP: return "file";
            case ROOK: return "kaleye";
            case QUEEN: return "vezire";
            default: return "şaha";
        }
    }

    /** Accusative of a piece name: "fili", "kaleyi", "piyonu". */
    public static String accusative(PieceType type) {
        switch (type) {
            case PAWN: return "piyonu";
            case KNIGHT: return "atı";
            case BISHOP: return "fili";
            case ROOK: return "kaleyi";
            case QUEEN: return "veziri";
            default: return "şahı";
        }
    }

    /** Third-person possessive of a piece name ("its own ..."): "fili", "kalesi", "piyonu". */
    public static String possessive(PieceType type) {
        return type == PieceType.ROOK ? "kalesi" : accusative(type);
    }
}
