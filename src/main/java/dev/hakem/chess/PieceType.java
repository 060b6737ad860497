package dev.hakem.chess;

/** FIDE 2.2: the six kinds of piece, with their English and Turkish names and notation letters (App. C). */
public enum PieceType {
    PAWN('P', '\0', "pawn", "piyon"),
    KNIGHT('N', 'A', "knight", "at"),
    BISHOP('B', 'F', "bishop", "fil"),
    ROOK('R', 'K', "rook", "kale"),
    QUEEN('Q', 'V', "queen", "vezir"),
    KING('K', 'Ş', "king", "şah");

    private final char en;
    private final char tr;
    private final String enName;
    private final String trName;

    PieceType(char en, char tr, String enName, String trName) {
        this.en = en;
        this.tr = tr;
        this.enName = enName;
        this.trName = trName;
    }

    /** English notation letter (K Q R B N; P for the pawn, which SAN leaves out). */
    public char englishLetter() {
        return en;
    }

    /** Turkish notation letter (Ş V K F A); '\0' for the pawn, which has none. */
    public char turkishLetter() {
        return tr;
    }

    /** English name in lower case ("knight"). */
    public String englishName() {
        return enName;
    }

    /** Turkish name in lower case ("at"). */
    public String turkishName() {
        return trName;
    }
}
