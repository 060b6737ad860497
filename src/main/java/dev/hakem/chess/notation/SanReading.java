package dev.hakem.chess.notation;

import dev.hakem.chess.Move;

/**
 * What a SAN token said: the legal move it names, the letters it was read in, the check or mate
 * mark it carried (FIDE C.13.4–C.13.5) and its suffix annotation as a NAG number.
 *
 * @param move       the legal move the token names
 * @param notation   the letters that decided the reading, or null when the token has no piece
 *                   letter (pawn moves without promotion, castling) and so fits both
 * @param mark       the check or mate mark as written (not yet checked against the position)
 * @param suffixNag  0, or the NAG of a trailing "!", "?", "!!", "??", "!?" or "?!" (1–6)
 */
public record SanReading(Move move, Notation notation, Mark mark, int suffixNag) {

    /** FIDE C.13.4–C.13.5: the check mark '+' and the mate mark '#' (or '++'). */
    public enum Mark { NONE, CHECK, MATE }
}
