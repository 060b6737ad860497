package dev.hakem.chess.notation;

/**
 * What a SAN token says, before it is matched to a legal move (FIDE C.8–C.13): the piece letter
 * ('\0' for a pawn), the departure file and rank when given (0–7, or -1), the arrival square
 * (-1 for castling), the promotion letter in upper case ('\0' for none), castling (0 none,
 * 1 king side, 2 queen side) and whether a capture was written. The letters are not yet
 * interpreted: 'K' is the king in English and the rook in Turkish ({@link Notation#pieceOf}).
 */
public record SanShape(char pieceLetter, int fromFile, int fromRank, int to, char promotionLetter, int castling,
                       boolean capture) {
}
