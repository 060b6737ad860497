package dev.hakem.chess;

/** FIDE 9.2.3: what makes two positions "the same" for repetition, as a comparable value. */
public record RepetitionKey(String placement, Color sideToMove, String castling, String enPassant) {
}
