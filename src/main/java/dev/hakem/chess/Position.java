package dev.hakem.chess;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * FIDE 2–3: an immutable, validated chess position (placement, side to move, castling rights,
 * en-passant square, half-move clock, move number). Built only through {@link #fromFen} or
 * {@link #startpos()}, which validate the setup once; {@link #play} returns a new position that
 * remembers the position it came from and the move played ({@link #previous()}, {@link #lastMove()}),
 * so that the history behind lost castling rights (FIDE 3.8.2.1) can be told.
 */
public final class Position {
    private static final Piece[] PIECES = Piece.values();
    private static final Color[] COLORS = Color.values();
    private static final PieceType[] TYPES = PieceType.values();
    private static final Position START = new Position(Fen.read(Fen.START), null, null);

    /** Never mutated after construction. */
    private final Board board;
    private final Position previous;
    private final Move lastMove;
    /** Legal moves, computed on first use (volatile: safely published; a race only computes it twice). */
    private volatile int[] legal;

    private Position(Board board, Position previous, Move lastMove) {
        this.board = board;
        this.previous = previous;
        this.lastMove = lastMove;
    }

    /** FIDE 2.3: the initial position. */
    public static Position startpos() {
        return START;
    }

    /** Reads and validates a FEN; throws {@link ChessException} with the reason (and article). */
    public static Position fromFen(String fen) {
        return new Position(Fen.read(fen), null, null);
    }

    /**
     * Reads and validates a FEN of a game played under the given rules; for Chess960 the castling
     * field may name rooks by file (Shredder-FEN) or by K/Q/k/q (X-FEN) (Guidelines II.3).
     */
    public static Position fromFen(String fen, Variant variant) {
        return new Position(Fen.read(fen, variant), null, null);
    }

    /**
     * FIDE 7.5, A.5.2, A.5.4: reads the FEN of a position as it stands on the board after an illegal
     * move nobody corrected (written by {@link #fen()} of such a position) — the syntax and one king a
     * side are checked, not whether a game could reach it (both kings may be in check, a pawn may stand
     * on its last rank). For showing such a position, never for starting a game.
     */
    public static Position fromFenAsPlaced(String fen) {
        return new Position(Fen.read(fen, Variant.STANDARD, false), null, null);
    }

    /** The FEN of this position (six fields; in Chess960 with X-FEN castling rights). */
    public String fen() {
        return Fen.write(board);
    }

    /** The FEN with Shredder-FEN castling rights (rook files, e.g. {@code HAha}) in Chess960; else {@link #fen()}. */
    public String shredderFen() {
        return Fen.write(board, true);
    }

    /** The rules this position's game is played under (FIDE Articles 1–3, or Chess960 by Guidelines II). */
    public Variant variant() {
        return board.castles.chess960 ? Variant.CHESS960 : Variant.STANDARD;
    }

    /** The piece on a square, or null. */
    public Piece pieceAt(int square) {
        int p = board.mailbox[square];
        return p < 0 ? null : PIECES[p];
    }

    /** FIDE 1.3: the side that has the move. */
    public Color sideToMove() {
        return COLORS[board.stm];
    }

    /** FIDE 3.8.2.1: whether the side keeps the right to castle on that side (king or rook not yet moved). */
    public boolean hasCastlingRight(Color color, boolean kingside) {
        int bit = color == Color.WHITE ? (kingside ? Board.WK : Board.WQ) : (kingside ? Board.BK : Board.BQ);
        return (board.castling & bit) != 0;
    }

    /** The en-passant target square of the FEN (square passed over by a double pawn step), or {@link Square#NONE}. */
    public int enPassantSquare() {
        return board.ep;
    }

    /** Half-moves since the last capture or pawn move (FIDE 9.3, 9.6.2). */
    public int halfmoveClock() {
        return board.halfmove;
    }

    /** The number of the move about to be played (starts at 1, incremented after Black moves). */
    public int fullmoveNumber() {
        return board.fullmove;
    }

    /** The working board (package-private, never to be mutated). */
    Board board() {
        return board;
    }

    /** The position this one arose from by {@link #play}, or null for a set-up position. */
    public Position previous() {
        return previous;
    }

    /** The move that led here from {@link #previous()}, or null for a set-up position. */
    public Move lastMove() {
        return lastMove;
    }

    private int[] legalCodes() {
        int[] l = legal;
        if (l == null) {
            int[] buf = new int[256];
            int n = board.generate(buf, 0);
            l = Arrays.copyOf(buf, n);
            legal = l;
        }
        return l;
    }

    private static Move toMove(int code) {
        int promo = Board.promo(code);
        return new Move(Board.from(code), Board.to(code), promo == 0 ? null : TYPES[promo]);
    }

    /** FIDE 3.10.1: all legal moves of the side to move. */
    public List<Move> legalMoves() {
        int[] l = legalCodes();
        List<Move> out = new ArrayList<>(l.length);
        for (int code : l) {
            out.add(toMove(code));
        }
        return Collections.unmodifiableList(out);
    }

    /** Number of legal moves (FIDE 3.10.1). */
    public int legalMoveCount() {
        return legalCodes().length;
    }

    private int code(Move move) {
        if (move == null) {
            return -1;
        }
        int promo = move.promotion() == null ? 0 : move.promotion().ordinal();
        for (int code : legalCodes()) {
            if (Board.from(code) == move.from() && Board.to(code) == move.to() && Board.promo(code) == promo) {
                return code;
            }
        }
        return -1;
    }

    /** FIDE 3.10.1: whether the move is legal here. */
    public boolean isLegal(Move move) {
        return code(move) >= 0;
    }

    /** The position after a legal move; throws {@link IllegalArgumentException} for an illegal one. */
    public Position play(Move move) {
        int code = code(move);
        if (code < 0) {
            throw new IllegalArgumentException("illegal move " + move + " in " + fen());
        }
        Board next = board.copy();
        next.make(code);
        return new Position(next, this, move);
    }

    /**
     * FIDE 7.5.1, A.5.2: the position after {@code move} as it was physically made — {@link #play}
     * when it is legal, else the pieces as the hand left them ({@link #placementAfter}), with the
     * turn passed ({@link #afterIrregularAction}). Not validated.
     */
    public Position playAsMade(Move move) {
        return isLegal(move) ? play(move) : afterIrregularAction(placementAfter(move), move);
    }

    /**
     * The pieces as they stand after the piece on {@code move.from()} was carried to {@code move.to()},
     * legal or not: what stood there is taken off; a king carried two files along its first rank
     * from its castling square, with the castling rook in place, takes the rook across (castling as
     * it was carried out, 3.8.2); a pawn carried diagonally to the en-passant square takes the pawn
     * beside it (3.7.3.1); a promotion piece replaces the pawn, and without one the pawn stays where
     * it was put (7.5.2). Index: square 0..63; null for an empty square.
     *
     * @throws ChessException when nothing stands on the from-square, or the to-square holds a piece of
     *                        the same colour or a king (no hand takes a king off the board)
     */
    public Piece[] placementAfter(Move move) {
        Piece[] out = placement();
        Piece p = out[move.from()];
        if (p == null) {
            throw new ChessException("no piece stands on " + Square.name(move.from()) + " to be moved to "
                    + Square.name(move.to()));
        }
        Piece target = out[move.to()];
        if (move.from() == move.to()) {
            throw new ChessException("a piece put back on " + Square.name(move.from()) + " is no move");
        }
        if (target != null && (target.color() == p.color() || target.type() == PieceType.KING)) {
            throw new ChessException(p.englishName() + " on " + Square.name(move.from()) + " cannot be put on "
                    + Square.name(move.to()) + ": the " + target.englishName() + " stands there");
        }
        out[move.from()] = null;
        out[move.to()] = move.promotion() == null || p.type() != PieceType.PAWN ? p : Piece.of(p.color(), move.promotion());
        if (p.type() == PieceType.KING && !board.castles.chess960 && Square.rank(move.from()) == Square.rank(move.to())
                && Math.abs(move.to() - move.from()) == 2) {
            int us = p.color().ordinal();
            int r = CastlingSquares.index(us, move.to() > move.from() ? CastlingSide.G_SIDE : CastlingSide.C_SIDE);
            CastlingSquares cs = board.castles;
            if (cs.kingFrom[r] == move.from() && out[cs.rookFrom[r]] == Piece.of(p.color(), PieceType.ROOK)
                    && out[cs.rookTo[r]] == null) {
                out[cs.rookTo[r]] = out[cs.rookFrom[r]];
                out[cs.rookFrom[r]] = null;
            }
        }
        if (p.type() == PieceType.PAWN && target == null && move.to() == board.ep
                && Square.file(move.from()) != Square.file(move.to())) {
            int taken = Square.of(Square.file(move.to()), Square.rank(move.from()));
            if (out[taken] != null && out[taken].type() == PieceType.PAWN && out[taken].color() != p.color()) {
                out[taken] = null;
            }
        }
        return out;
    }

    /** The pieces on the board, index 0..63 (null: empty); a fresh array the caller may change. */
    public Piece[] placement() {
        Piece[] out = new Piece[64];
        for (int sq = 0; sq < 64; sq++) {
            out[sq] = pieceAt(sq);
        }
        return out;
    }

    /**
     * FIDE 7.5, A.5.2, A.5.4: the position the board shows after the player having the move left the
     * pieces as in {@code placement} (index 0..63, null for empty) and pressed the clock — possibly
     * breaking Article 3, with nobody correcting it. It is <em>not</em> validated: both kings may be in
     * check, a pawn may stand on its last rank. The opponent has the move; a castling right is lost
     * when its king's or rook's square changed; the en-passant square is set after a pawn's
     * two-square step (when {@code move}, the move the board shows, is one); the half-move count
     * restarts when a piece left the board or a pawn moved; after Black the move number grows. An
     * unchanged placement is a clock pressed without a move (7.5.3): only the turn passes.
     *
     * @param move the single move the board shows, or null (no move, or more than one piece moved)
     * @throws ChessException when a side would not have exactly one king
     */
    public Position afterIrregularAction(Piece[] placement, Move move) {
        return afterIrregularAction(placement, move, true);
    }

    /**
     * As {@link #afterIrregularAction(Piece[], Move)}; when {@code turnPasses} is false the side to move
     * stays (pieces moved by the player who had already made his move, after it was made — the
     * opponent still has the move, 1.3) and the move number does not change.
     */
    public Position afterIrregularAction(Piece[] placement, Move move, boolean turnPasses) {
        if (placement.length != 64) {
            throw new IllegalArgumentException("a placement has 64 squares");
        }
        int[] kings = new int[2];
        for (Piece p : placement) {
            if (p != null && p.type() == PieceType.KING) {
                kings[p.color().ordinal()]++;
            }
        }
        for (Color c : COLORS) {
            if (kings[c.ordinal()] != 1) {
                throw new ChessException(c.english() + " would have " + kings[c.ordinal()]
                        + " kings on the board; each side has exactly one king", 0, 0, "3.10.3");
            }
        }
        Board next = board.copy();
        int rights = board.castling;
        boolean reset = false;
        for (int sq = 0; sq < 64; sq++) {
            Piece was = pieceAt(sq);
            Piece now = placement[sq];
            if (was == now) {
                continue;
            }
            rights &= board.castles.keep[sq];
            if (was != null) {
                if (was.type() == PieceType.PAWN) {
                    reset = true;
                }
                next.remove(sq);
            }
            if (now != null) {
                next.put(now.ordinal(), sq);
            }
        }
        if (Long.bitCount(next.all) < Long.bitCount(board.all)) {
            reset = true; // a piece left the board
        }
        if (rights != board.castling) {
            next.setCastling(rights);
        }
        Piece moved = move == null ? null : pieceAt(move.from());
        next.ep = moved != null && moved.type() == PieceType.PAWN && Math.abs(move.to() - move.from()) == 16
                && Square.file(move.to()) == Square.file(move.from()) ? (move.from() + move.to()) >>> 1 : Square.NONE;
        next.halfmove = reset ? 0 : board.halfmove + (turnPasses ? 1 : 0);
        if (turnPasses) {
            if (board.stm == 1) {
                next.fullmove = board.fullmove + 1;
            }
            next.setSide(board.stm ^ 1);
        }
        return new Position(next, this, move);
    }

    /** FIDE 3.9.1: whether both kings are attacked at once (a position no legal move can reach). */
    public boolean bothKingsInCheck() {
        return board.checkers() != 0
                && board.attackersOf(board.kingSquare(board.stm ^ 1), board.stm, board.all) != 0;
    }

    /**
     * FIDE 3.7.3.3: a square of the first or last rank on which a pawn stands (a pawn moved to its
     * last rank and left there, 7.5.2), or {@link Square#NONE}.
     */
    public int pawnOnEdgeRank() {
        long pawns = board.bb[Piece.WHITE_PAWN.ordinal()] | board.bb[Piece.BLACK_PAWN.ordinal()];
        long edge = pawns & (Bitboards.RANK_1 | Bitboards.RANK_8);
        return edge == 0 ? Square.NONE : Long.numberOfTrailingZeros(edge);
    }

    /** Whether the move is an en-passant capture (FIDE 3.7.3.1) among the legal moves. */
    public boolean isEnPassant(Move move) {
        int code = code(move);
        return code >= 0 && Board.flag(code) == Board.EN_PASSANT;
    }

    /** Whether the move is castling (FIDE 3.8.2) among the legal moves. */
    public boolean isCastling(Move move) {
        int code = code(move);
        return code >= 0 && Board.flag(code) == Board.CASTLING;
    }

    /**
     * FIDE 3.8.2 / II.3: the squares of a legal castling move (king and rook, from and to), or null
     * when the move is not a legal castling here.
     */
    public CastlingMove castling(Move move) {
        if (!isCastling(move)) {
            return null;
        }
        int us = board.stm;
        CastlingSide side = move.to() > move.from() ? CastlingSide.G_SIDE : CastlingSide.C_SIDE;
        CastlingSquares cs = board.castles;
        int r = CastlingSquares.index(us, side);
        return new CastlingMove(COLORS[us], side, cs.kingFrom[r], cs.kingTo[r], cs.rookFrom[r], cs.rookTo[r]);
    }

    /**
     * The move that castles on that side for the side to move, written as this game writes
     * castling — the king's two-square move in the standard game (e1g1), the king taking its own
     * rook in Chess960 (e1h1) — whether or not it is legal now (for reading "O-O" and explaining
     * it). In Chess960 the rook is the one this game castles with, or when the position does not
     * say, the outermost rook of that side on the king's rank. Null when there is no such rook.
     */
    public Move castlingMove(CastlingSide side) {
        int us = board.stm;
        int king = board.kingSquare(us);
        CastlingSquares cs = board.castles;
        int r = CastlingSquares.index(us, side);
        if (!cs.chess960) {
            int home = us == 0 ? Square.E1 : Square.E8;
            int from = Square.rank(king) == Square.rank(home) && Square.file(king) >= 2 && Square.file(king) <= 5
                    ? king : home;
            return Move.of(from, side == CastlingSide.G_SIDE ? from + 2 : from - 2);
        }
        if (cs.rookFrom[r] != Square.NONE && cs.kingFrom[r] == king) {
            return Move.of(king, cs.rookFrom[r]);
        }
        int found = Fen.outermostRook(board, us * 6 + Board.ROOK_T, king, side == CastlingSide.G_SIDE ? 1 : -1);
        return found == Square.NONE ? null : Move.of(king, found);
    }

    /** Whether the legal move captures a piece (FIDE 3.1.1; en passant included). */
    public boolean isCapture(Move move) {
        int code = code(move);
        return code >= 0 && (Board.flag(code) == Board.EN_PASSANT || board.mailbox[move.to()] >= 0);
    }

    /** FIDE 3.9.1: whether the side to move is in check. */
    public boolean isCheck() {
        return board.checkers() != 0;
    }

    /** FIDE 3.9.1: squares of the pieces giving check to the side to move. */
    public List<Integer> checkers() {
        return squares(board.checkers());
    }

    /** FIDE 5.1.1: side to move is in check and has no legal move. */
    public boolean isCheckmate() {
        return legalCodes().length == 0 && isCheck();
    }

    /** FIDE 5.2.1: side to move has no legal move and is not in check. */
    public boolean isStalemate() {
        return legalCodes().length == 0 && !isCheck();
    }

    /** FIDE 3.1.2: whether a piece of colour {@code by} attacks the square. */
    public boolean isAttacked(int square, Color by) {
        return board.attacked(square, by.ordinal(), board.all);
    }

    /** Squares of the pieces of colour {@code by} that attack the square. */
    public List<Integer> attackers(int square, Color by) {
        return squares(board.attackersOf(square, by.ordinal(), board.all));
    }

    private static List<Integer> squares(long set) {
        List<Integer> out = new ArrayList<>(Long.bitCount(set));
        while (set != 0) {
            out.add(Long.numberOfTrailingZeros(set));
            set &= set - 1;
        }
        return Collections.unmodifiableList(out);
    }

    /** Square of the king of that colour. */
    public int kingSquare(Color color) {
        return board.kingSquare(color.ordinal());
    }

    /** The en-passant square if an en-passant capture is legal now (FIDE 9.2.3), else {@link Square#NONE}. */
    public int legalEnPassantSquare() {
        if (board.ep < 0) {
            return Square.NONE;
        }
        for (int code : legalCodes()) {
            if (Board.flag(code) == Board.EN_PASSANT) {
                return board.ep;
            }
        }
        return Square.NONE;
    }

    /**
     * FIDE 9.2.3: the identity of the position for repetition: same placement, same side to move,
     * same castling rights, and the en-passant square only when an en-passant capture is legal.
     */
    public RepetitionKey repetitionKey() {
        int ep = legalEnPassantSquare();
        return new RepetitionKey(Fen.placement(board), sideToMove(), Fen.castling(board, true),
                ep < 0 ? "-" : Square.name(ep));
    }

    /** Zobrist hash of the full position (placement, side, castling, legal en passant). */
    public long hash() {
        int ep = legalEnPassantSquare();
        return ep < 0 ? board.key : board.key ^ Zobrist.EP_FILE[Square.file(ep)];
    }

    /** The hash computed from the placement alone, ignoring the incrementally kept key (for tests). */
    long hashFromScratch() {
        int ep = legalEnPassantSquare();
        long k = board.computeKey();
        return ep < 0 ? k : k ^ Zobrist.EP_FILE[Square.file(ep)];
    }

    /** Number of leaf nodes of the legal move tree to the given depth (perft). */
    public long perft(int depth) {
        return Board.perft(board, depth);
    }

    /** Perft per legal move ("divide"), in the order of {@link #legalMoves()}. */
    public List<java.util.Map.Entry<Move, Long>> divide(int depth) {
        List<java.util.Map.Entry<Move, Long>> out = new ArrayList<>();
        for (int code : legalCodes()) {
            Board next = board.copy();
            next.make(code);
            out.add(java.util.Map.entry(toMove(code), Board.perft(next, depth - 1)));
        }
        return out;
    }

    /** Equal when FEN, including clocks, is equal (history is not part of equality). */
    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Position p)) {
            return false;
        }
        Board a = board, b = p.board;
        return Arrays.equals(a.mailbox, b.mailbox) && a.stm == b.stm && a.castling == b.castling
                && a.ep == b.ep && a.halfmove == b.halfmove && a.fullmove == b.fullmove
                && a.castles.sameSquares(b.castles, a.castling);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(board.key) * 31 + board.ep;
    }

    @Override
    public String toString() {
        return fen();
    }
}
