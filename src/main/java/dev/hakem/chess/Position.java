package dev.hakem.chess;

import java.util.List;

/**
 * FIDE 2–3: an immutable, validated chess position (placement, side to move, castling rights,
 * en-passant square, half-move clock, move number). Built only through {@link #fromFen} or
 * {@link #startpos()}, which validate the setup once; {@link #play} returns a new position.
 *
 * <p>API CONTRACT (skeleton): the chess-core work replaces every body below.
 */
public final class Position {

    /** FIDE 2.3: the initial position. */
    public static Position startpos() {
        throw new IllegalStateException("chess core not built yet");
    }

    /** Reads and validates a FEN; throws {@link ChessException} with the reason (and article). */
    public static Position fromFen(String fen) {
        throw new IllegalStateException("chess core not built yet");
    }

    /** The FEN of this position (six fields). */
    public String fen() {
        throw new IllegalStateException("chess core not built yet");
    }

    /** The piece on a square, or null. */
    public Piece pieceAt(int square) {
        throw new IllegalStateException("chess core not built yet");
    }

    /** FIDE 1.3: the side that has the move. */
    public Color sideToMove() {
        throw new IllegalStateException("chess core not built yet");
    }

    /** FIDE 3.8.2.1: whether the side keeps the right to castle on that side (king or rook not yet moved). */
    public boolean hasCastlingRight(Color color, boolean kingside) {
        throw new IllegalStateException("chess core not built yet");
    }

    /** The en-passant target square of the FEN (square passed over by a double pawn step), or {@link Square#NONE}. */
    public int enPassantSquare() {
        throw new IllegalStateException("chess core not built yet");
    }

    /** Half-moves since the last capture or pawn move (FIDE 9.3, 9.6.2). */
    public int halfmoveClock() {
        throw new IllegalStateException("chess core not built yet");
    }

    /** The number of the move about to be played (starts at 1, incremented after Black moves). */
    public int fullmoveNumber() {
        throw new IllegalStateException("chess core not built yet");
    }

    /** FIDE 3.10.1: all legal moves of the side to move. */
    public List<Move> legalMoves() {
        throw new IllegalStateException("chess core not built yet");
    }

    /** FIDE 3.10.1: whether the move is legal here. */
    public boolean isLegal(Move move) {
        throw new IllegalStateException("chess core not built yet");
    }

    /** The position after a legal move; throws {@link IllegalArgumentException} for an illegal one. */
    public Position play(Move move) {
        throw new IllegalStateException("chess core not built yet");
    }

    /** FIDE 3.9.1: whether the side to move is in check. */
    public boolean isCheck() {
        throw new IllegalStateException("chess core not built yet");
    }

    /** FIDE 5.1.1: side to move is in check and has no legal move. */
    public boolean isCheckmate() {
        throw new IllegalStateException("chess core not built yet");
    }

    /** FIDE 5.2.1: side to move has no legal move and is not in check. */
    public boolean isStalemate() {
        throw new IllegalStateException("chess core not built yet");
    }

    /** FIDE 3.1.2: whether a piece of colour {@code by} attacks the square. */
    public boolean isAttacked(int square, Color by) {
        throw new IllegalStateException("chess core not built yet");
    }

    /** Squares of the pieces of colour {@code by} that attack the square. */
    public List<Integer> attackers(int square, Color by) {
        throw new IllegalStateException("chess core not built yet");
    }

    /** Square of the king of that colour. */
    public int kingSquare(Color color) {
        throw new IllegalStateException("chess core not built yet");
    }

    /**
     * FIDE 9.2.3: the identity of the position for repetition: same placement, same side to move,
     * same castling rights, and the en-passant square only when an en-passant capture is legal.
     */
    public RepetitionKey repetitionKey() {
        throw new IllegalStateException("chess core not built yet");
    }

    /** Zobrist hash of the full position (placement, side, castling, legal en passant). */
    public long hash() {
        throw new IllegalStateException("chess core not built yet");
    }

    /** Number of leaf nodes of the legal move tree to the given depth (perft). */
    public long perft(int depth) {
        throw new IllegalStateException("chess core not built yet");
    }
}
