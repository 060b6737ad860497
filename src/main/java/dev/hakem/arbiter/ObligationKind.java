package dev.hakem.arbiter;

/** The kinds of obligation a player having the move can be under; JSON writes {@link #key()}. */
public enum ObligationKind {
    /** FIDE 4.3.1, 4.4.2, 4.3.3#h2: move the piece on the square. */
    MOVE_PIECE("move-piece"),
    /** FIDE 4.3.2, 4.3.3#h1: capture the piece on the square (with the piece on {@code from}, when given). */
    CAPTURE_PIECE("capture-piece"),
    /** FIDE 4.4.1, 4.7.2#h2: castle on the given side. */
    CASTLE("castle"),
    /** FIDE 4.4.3, 4.7.2#h3: make a legal move with the king. */
    MOVE_KING("move-king"),
    /** FIDE 4.5, 4.7.2#h4: no touched piece can move; any legal move. */
    ANY_MOVE("any-move"),
    /** FIDE 9.5.3#h3: play the intended move of an incorrect claim. */
    PLAY_MOVE("play-move"),
    /** FIDE 4.7#h1 with 4.4.4: the pawn was released on the promotion square: finish the promotion there, any piece. */
    PROMOTE_ON("promote-on");

    private final String key;

    ObligationKind(String key) {
        this.key = key;
    }

    /** The JSON string ("move-piece"). */
    public String key() {
        return key;
    }

    @Override
    public String toString() {
        return key;
    }
}
