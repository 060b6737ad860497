package dev.hakem.chess.notation;

import dev.hakem.chess.Move;

/**
 * What a SAN token said: the legal move it names, the letters it was read in, the check or mate
 * mark it carried (FIDE C.13.4–C.13.5), its suffix annotation as a NAG number, and what it wrote
 * beside the piece letter and the arrival square ({@link Written}).
 *
 * @param move       the legal move the token names
 * @param notation   the letters that decided the reading, or null when the token has no piece
 *                   letter (pawn moves without promotion, castling) and so fits both
 * @param mark       the check or mate mark as written (not yet checked against the position)
 * @param suffixNag  0, or the NAG of a trailing "!", "?", "!!", "??", "!?" or "?!" (1–6)
 * @param written    the {@link Written} parts the token carried, as bits ({@code 1 << ordinal})
 */
public record SanReading(Move move, Notation notation, Mark mark, int suffixNag, int written) {

    /** FIDE C.13.4–C.13.5: the check mark '+' and the mate mark '#' (or '++'). */
    public enum Mark { NONE, CHECK, MATE }

    /** FIDE C.8–C.13: the optional parts a token may carry besides the piece letter and the arrival square. */
    public enum Written {
        /** The departure file (C.8 long form, C.9.3 pawn capture, C.10.1/C.10.3 disambiguation). */
        DEPARTURE_FILE,
        /** The departure rank (C.8 long form, C.10.2/C.10.3 disambiguation). */
        DEPARTURE_RANK,
        /** The capture sign x (C.9, C.13.3). */
        CAPTURE_SIGN,
        /** The en-passant mark "e.p." (C.9.3, C.13.6). */
        EN_PASSANT_MARK
    }

    /** Whether the token carried this part. */
    public boolean wrote(Written part) {
        return (written & (1 << part.ordinal())) != 0;
    }
}
