package dev.hakem.chess;

/** FIDE 2.2: a piece is a kind of piece of one colour. Interned: compare with ==. */
public enum Piece {
    WHITE_PAWN(Color.WHITE, PieceType.PAWN), WHITE_KNIGHT(Color.WHITE, PieceType.KNIGHT),
    WHITE_BISHOP(Color.WHITE, PieceType.BISHOP), WHITE_ROOK(Color.WHITE, PieceType.ROOK),
    WHITE_QUEEN(Color.WHITE, PieceType.QUEEN), WHITE_KING(Color.WHITE, PieceType.KING),
    BLACK_PAWN(Color.BLACK, PieceType.PAWN), BLACK_KNIGHT(Color.BLACK, PieceType.KNIGHT),
    BLACK_BISHOP(Color.BLACK, PieceType.BISHOP), BLACK_ROOK(Color.BLACK, PieceType.ROOK),
    BLACK_QUEEN(Color.BLACK, PieceType.QUEEN), BLACK_KING(Color.BLACK, PieceType.KING);

    private final Color color;
    private final PieceType type;

    Piece(Color color, PieceType type) {
        this.color = color;
        this.type = type;
    }

    public Color color() {
        return color;
    }

    public PieceType type() {
        return type;
    }

    public static Piece of(Color color, PieceType type) {
        return values()[color.ordinal() * 6 + type.ordinal()];
    }

    /** FEN letter: upper case for White, lower case for Black. */
    public char fenChar() {
        char c = type.englishLetter();
        return color == Color.WHITE ? c : Character.toLowerCase(c);
    }

    /** Piece for a FEN letter, or null when the letter is not one. */
    public static Piece fromFenChar(char c) {
        switch (c) {
            case 'P': return WHITE_PAWN;
            case 'N': return WHITE_KNIGHT;
            case 'B': return WHITE_BISHOP;
            case 'R': return WHITE_ROOK;
            case 'Q': return WHITE_QUEEN;
            case 'K': return WHITE_KING;
            case 'p': return BLACK_PAWN;
            case 'n': return BLACK_KNIGHT;
            case 'b': return BLACK_BISHOP;
            case 'r': return BLACK_ROOK;
            case 'q': return BLACK_QUEEN;
            case 'k': return BLACK_KING;
            default: return null;
        }
    }

    /** "white knight" */
    public String englishName() {
        return color.english().toLowerCase(java.util.Locale.ROOT) + " " + type.englishName();
    }

    /** "beyaz at" */
    public String turkishName() {
        return color.turkish() + " " + type.turkishName();
    }
}
