package dev.hakem.chess;

/**
 * FIDE 3: the core's working board ({@link Board}: legal move generation into int arrays,
 * copy-make) opened to searches outside this package, such as the helpmate search of
 * {@code dev.hakem.chess.mate}. One move generator serves {@link Position}, perft and the searches.
 *
 * <p>Mutable and allocation-free: a search keeps one instance per ply and does
 * {@code child.copyFrom(parent); child.play(move)}. Pieces are indexed by {@link Piece#ordinal()}
 * ({@code colour * 6 + type}), colours by {@link Color#ordinal()}, squares as in {@link Square}.
 * A move is an int: from (bits 0–5), to (6–11), promotion {@link PieceType} ordinal (12–14, 0 =
 * none), flag (15–16: 0 normal, 1 double step, 2 en passant, 3 castling).
 */
public final class SearchBoard {
    public static final int FLAG_EN_PASSANT = Board.EN_PASSANT;
    public static final int FLAG_CASTLING = Board.CASTLING;

    private final Board b = new Board();
    /** Set by {@link #prepareChecks()}: squares from which each piece type of the side to move checks. */
    private final long[] checkSquares = new long[6];
    /** Set by {@link #prepareChecks()}: pieces of the side to move that alone screen one of its sliders from the enemy king. */
    private long discoverers;
    private int enemyKing = -1;
    private Board scratch;

    /** An empty board, to be filled by {@link #copyFrom}. */
    public SearchBoard() {
    }

    /** A working board holding the given position. */
    public static SearchBoard of(Position p) {
        SearchBoard s = new SearchBoard();
        for (int sq = 0; sq < 64; sq++) {
            Piece pc = p.pieceAt(sq);
            if (pc != null) {
                s.b.put(pc.ordinal(), sq);
            }
        }
        s.b.castles = p.board().castles; // the game's castling squares (Chess960 too, II.3)
        s.b.setCastling((p.hasCastlingRight(Color.WHITE, true) ? Board.WK : 0)
                | (p.hasCastlingRight(Color.WHITE, false) ? Board.WQ : 0)
                | (p.hasCastlingRight(Color.BLACK, true) ? Board.BK : 0)
                | (p.hasCastlingRight(Color.BLACK, false) ? Board.BQ : 0));
        s.b.setSide(p.sideToMove().ordinal());
        s.b.ep = p.legalEnPassantSquare();
        s.b.halfmove = p.halfmoveClock();
        s.b.fullmove = p.fullmoveNumber();
        return s;
    }

    public void copyFrom(SearchBoard o) {
        b.copyFrom(o.b);
    }

    public SearchBoard copy() {
        SearchBoard s = new SearchBoard();
        s.b.copyFrom(b);
        return s;
    }

    /** FIDE 3.10.1: writes the legal moves into {@code moves} from {@code start}; returns the end index. */
    public int generate(int[] moves, int start) {
        return b.generate(moves, start);
    }

    /** Plays a move produced by {@link #generate}. */
    public void play(int move) {
        b.make(move);
    }

    /** FIDE 3.9.1: the side to move is in check. */
    public boolean inCheck() {
        return b.checkers() != 0;
    }

    /** FIDE 3.10.1: whether the side to move has a legal move (a king step is tried first). */
    public boolean hasLegalMove() {
        return b.hasLegalMove();
    }

    /**
     * Prepares {@link #givesCheck} for the position as it stands: which squares check the enemy
     * king for each kind of piece, and which pieces of the side to move screen a line to it.
     */
    public void prepareChecks() {
        int us = b.stm, o = us * 6;
        int k = b.kingSquare(us ^ 1);
        long all = b.all;
        enemyKing = k;
        checkSquares[Board.PAWN_T] = Bitboards.PAWN[us ^ 1][k];
        checkSquares[Board.KNIGHT_T] = Bitboards.KNIGHT[k];
        checkSquares[Board.BISHOP_T] = Bitboards.bishop(k, all);
        checkSquares[Board.ROOK_T] = Bitboards.rook(k, all);
        checkSquares[Board.QUEEN_T] = checkSquares[Board.BISHOP_T] | checkSquares[Board.ROOK_T];
        checkSquares[Board.KING_T] = 0; // a king never checks (FIDE 3.8.1 keeps the kings apart)
        long snipers = (Bitboards.ROOK_EMPTY[k] & (b.bb[o + Board.ROOK_T] | b.bb[o + Board.QUEEN_T]))
                | (Bitboards.BISHOP_EMPTY[k] & (b.bb[o + Board.BISHOP_T] | b.bb[o + Board.QUEEN_T]));
        long d = 0;
        while (snipers != 0) {
            int s = Long.numberOfTrailingZeros(snipers);
            snipers &= snipers - 1;
            long between = Bitboards.BETWEEN[k][s] & all;
            if (between != 0 && (between & (between - 1)) == 0) {
                d |= between & b.occ[us];
            }
        }
        discoverers = d;
    }

    /**
     * FIDE 3.9.1: whether the legal move (from {@link #generate}) puts the enemy king in check,
     * directly or by uncovering a line. Needs {@link #prepareChecks()} since the last change of the
     * board. Promotions, en passant and castling are played on a scratch board and looked at.
     */
    public boolean givesCheck(int move) {
        int from = Board.from(move), to = Board.to(move);
        if (Board.promo(move) != 0 || Board.flag(move) >= Board.EN_PASSANT) {
            return playedGivesCheck(move);
        }
        int type = b.mailbox[from] % 6;
        if ((checkSquares[type] & (1L << to)) != 0) {
            return true;
        }
        return (discoverers & (1L << from)) != 0 && (Bitboards.LINE[enemyKing][from] & (1L << to)) == 0;
    }

    private boolean playedGivesCheck(int move) {
        if (scratch == null) {
            scratch = new Board();
        }
        scratch.copyFrom(b);
        scratch.make(move);
        return scratch.checkers() != 0;
    }

    /** FIDE 3.1.2: a piece of colour {@code by} attacks the square. */
    public boolean attacked(int square, int by) {
        return b.attacked(square, by, b.all);
    }

    public int sideToMove() {
        return b.stm;
    }

    public int enPassantSquare() {
        return b.ep;
    }

    /** Piece ordinal on the square, or -1. */
    public int pieceOn(int square) {
        return b.mailbox[square];
    }

    /** Bitboard of a piece ordinal. */
    public long pieces(int piece) {
        return b.bb[piece];
    }

    public long occupancy(int color) {
        return b.occ[color];
    }

    public long occupied() {
        return b.all;
    }

    public int kingSquare(int color) {
        return b.kingSquare(color);
    }

    /** Zobrist key of placement, side, castling and en-passant square. */
    public long key() {
        return b.ep < 0 ? b.key : b.key ^ (0x9E3779B97F4A7C15L * (b.ep + 1));
    }

    public static int from(int move) {
        return Board.from(move);
    }

    public static int to(int move) {
        return Board.to(move);
    }

    /** Promotion piece type ordinal, 0 when none. */
    public static int promotion(int move) {
        return Board.promo(move);
    }

    public static int flag(int move) {
        return Board.flag(move);
    }

    /** The move as a {@link Move} value. */
    public static Move toMove(int move) {
        int promo = Board.promo(move);
        return new Move(Board.from(move), Board.to(move), promo == 0 ? null : PieceType.values()[promo]);
    }

    /**
     * Squares attacked by a piece of that type ordinal and colour from {@code square}, sliders
     * stopped by {@code occupied} (FIDE 3.2–3.7).
     */
    public static long attacks(int type, int color, int square, long occupied) {
        switch (type) {
            case Board.PAWN_T: return Bitboards.PAWN[color][square];
            case Board.KNIGHT_T: return Bitboards.KNIGHT[square];
            case Board.BISHOP_T: return Bitboards.bishop(square, occupied);
            case Board.ROOK_T: return Bitboards.rook(square, occupied);
            case Board.QUEEN_T: return Bitboards.queen(square, occupied);
            default: return Bitboards.KING[square];
        }
    }
}
