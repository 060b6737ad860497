package dev.hakem.chess;

/**
 * Forsyth–Edwards Notation: reading (with the setup checks of FIDE 3.10.3 — a position that cannot
 * arise from the initial position by legal moves is refused, saying which condition fails) and
 * writing. Errors are {@link ChessException}s naming the field, the character (column, 1-based in
 * the FEN string) and the reason.
 *
 * <p>Chess960 (Guidelines II): the castling field names each castling rook either by its file
 * (Shredder-FEN: {@code HAha}, upper case for White, in any order) or, as X-FEN does, by K/Q/k/q
 * for the outermost rook on that side of the king (a file letter only for an inner rook). Both are
 * read; X-FEN is written, which for the standard set-up (no. 518) is the ordinary FEN.
 */
final class Fen {
    private Fen() {
    }

    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    private static final String IMPOSSIBLE = "3.10.3";
    private static final String[] FIELD = {"piece placement", "side to move", "castling rights",
            "en-passant square", "half-move clock", "full-move number"};

    /** Reads and validates a FEN of the standard game. */
    static Board read(String fen) {
        return read(fen, Variant.STANDARD);
    }

    /** Reads and validates a FEN (six fields, or four with the clocks defaulting to 0 and 1). */
    static Board read(String fen, Variant variant) {
        return read(fen, variant, true);
    }

    /**
     * Reads a FEN; with {@code validate} false only the syntax and one king a side are checked (a
     * position left by an illegal move nobody corrected: FIDE 7.5, A.5.2, A.5.4).
     */
    static Board read(String fen, Variant variant, boolean validate) {
        if (fen == null || fen.isBlank()) {
            throw new ChessException("FEN is empty");
        }
        // Split on spaces, remembering where each field starts (for the column in errors).
        String[] fields = new String[7];
        int[] cols = new int[7];
        int count = 0;
        int i = 0;
        int len = fen.length();
        while (i < len) {
            while (i < len && isSpace(fen.charAt(i))) {
                i++;
            }
            if (i >= len) {
                break;
            }
            int s = i;
            while (i < len && !isSpace(fen.charAt(i))) {
                i++;
            }
            if (count == 7) {
                count++;
                break;
            }
            fields[count] = fen.substring(s, i);
            cols[count] = s + 1;
            count++;
        }
        if (count != 6 && count != 4) {
            throw new ChessException("FEN has " + (count > 7 ? "more than 7" : String.valueOf(count))
                    + (count == 1 ? " field" : " fields") + "; expected 6 (placement, side to move, castling, en passant, half-move clock, "
                    + "move number) or the first 4");
        }
        Board b = new Board();
        readPlacement(b, fields[0], cols[0]);
        readSide(b, fields[1], cols[1]);
        if (variant == Variant.CHESS960) {
            checkKings(b, cols[0]);
            readCastling960(b, fields[2], cols[2]);
        } else {
            readCastling(b, fields[2], cols[2]);
        }
        readEnPassant(b, fields[3], cols[3]);
        if (count == 6) {
            b.halfmove = readNumber(fields[4], cols[4], 4, 0);
            b.fullmove = readNumber(fields[5], cols[5], 5, 1);
        } else {
            b.halfmove = 0;
            b.fullmove = 1;
        }
        if (validate) {
            validate(b, cols);
        } else {
            checkKings(b, cols[0]);
        }
        return b;
    }

    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r';
    }

    private static ChessException error(int field, int column, String reason) {
        return new ChessException("FEN field " + (field + 1) + " (" + FIELD[field] + "): " + reason, 0, column, null);
    }

    private static ChessException impossible(int field, int column, String reason) {
        return new ChessException("FEN field " + (field + 1) + " (" + FIELD[field] + "): impossible position: "
                + reason, 0, column, IMPOSSIBLE);
    }

    private static String quote(char c) {
        if (c < 0x20 || c > 0x7e) {
            return String.format(java.util.Locale.ROOT, "U+%04X", (int) c);
        }
        return "'" + c + "'";
    }

    private static void readPlacement(Board b, String f, int col) {
        int rank = 7;
        int file = 0;
        for (int i = 0; i < f.length(); i++) {
            char c = f.charAt(i);
            int at = col + i;
            if (c == '/') {
                if (file != 8) {
                    throw error(0, at, "rank " + (rank + 1) + " has " + file + " squares; expected 8");
                }
                if (rank == 0) {
                    throw error(0, at, "more than 8 ranks");
                }
                rank--;
                file = 0;
            } else if (c >= '1' && c <= '8') {
                file += c - '0';
                if (file > 8) {
                    throw error(0, at, "rank " + (rank + 1) + " has more than 8 squares (at " + quote(c) + ")");
                }
            } else {
                Piece p = Piece.fromFenChar(c);
                if (p == null) {
                    throw error(0, at, "invalid character " + quote(c)
                            + "; expected a piece letter (KQRBNP/kqrbnp), a digit 1-8 or '/'");
                }
                if (file >= 8) {
                    throw error(0, at, "rank " + (rank + 1) + " has more than 8 squares (at " + quote(c) + ")");
                }
                b.put(p.ordinal(), Square.of(file, rank));
                file++;
            }
        }
        if (rank != 0) {
            throw error(0, col, "has " + (8 - rank) + " ranks; expected 8");
        }
        if (file != 8) {
            throw error(0, col + f.length() - 1, "rank 1 has " + file + " squares; expected 8");
        }
    }

    private static void readSide(Board b, String f, int col) {
        if (f.equals("w")) {
            b.setSide(0);
        } else if (f.equals("b")) {
            b.setSide(1);
        } else {
            throw error(1, col, "\"" + f + "\" is not 'w' or 'b'");
        }
    }

    private static void readCastling(Board b, String f, int col) {
        if (f.equals("-")) {
            return;
        }
        int rights = 0;
        for (int i = 0; i < f.length(); i++) {
            char c = f.charAt(i);
            int bit;
            switch (c) {
                case 'K': bit = Board.WK; break;
                case 'Q': bit = Board.WQ; break;
                case 'k': bit = Board.BK; break;
                case 'q': bit = Board.BQ; break;
                default:
                    if ((c >= 'A' && c <= 'H') || (c >= 'a' && c <= 'h')) {
                        throw error(2, col + i, quote(c) + " names a castling rook by its file, as Chess960 "
                                + "(Shredder-FEN) does; read the position as Chess960 (--chess960), or use KQkq");
                    }
                    throw error(2, col + i, "invalid character " + quote(c) + "; expected '-' or letters from KQkq");
            }
            if ((rights & bit) != 0) {
                throw error(2, col + i, quote(c) + " appears twice");
            }
            rights |= bit;
        }
        b.setCastling(rights);
    }

    /**
     * Chess960 (II.3): the castling field as Shredder-FEN (rook files A–H/a–h) or X-FEN (K/Q/k/q for
     * the outermost rook on that side of the king, a file for an inner one), in any order. Each
     * right needs the king on its first rank and that rook on the same rank; the side (g or c) is
     * the side of the king the rook stands on.
     */
    private static void readCastling960(Board b, String f, int col) {
        int[] kingFrom = {Square.NONE, Square.NONE, Square.NONE, Square.NONE};
        int[] rookFrom = {Square.NONE, Square.NONE, Square.NONE, Square.NONE};
        int rights = 0;
        if (!f.equals("-")) {
            for (int i = 0; i < f.length(); i++) {
                char c = f.charAt(i);
                int at = col + i;
                int color;
                if (c == 'K' || c == 'Q' || (c >= 'A' && c <= 'H')) {
                    color = 0;
                } else if (c == 'k' || c == 'q' || (c >= 'a' && c <= 'h')) {
                    color = 1;
                } else {
                    throw error(2, at, "invalid character " + quote(c)
                            + "; expected '-', rook files (A-H for White, a-h for Black) or KQkq");
                }
                Color who = Color.values()[color];
                int backRank = color == 0 ? 0 : 7;
                int king = b.kingSquare(color);
                if (Square.rank(king) != backRank) {
                    throw impossible(2, at, quote(c) + " gives " + who.english() + " a castling right, but "
                            + who.english() + "'s king is not on rank " + (backRank + 1) + " (FIDE 3.8.2.1, II.3.1)");
                }
                Piece rook = Piece.of(who, PieceType.ROOK);
                int rookSq;
                char lower = Character.toLowerCase(c);
                if (lower == 'k' || lower == 'q') {
                    rookSq = outermostRook(b, rook.ordinal(), king, lower == 'k' ? 1 : -1);
                    if (rookSq == Square.NONE) {
                        throw impossible(2, at, quote(c) + " needs a " + rook.englishName() + " on rank "
                                + (backRank + 1) + " on the " + (lower == 'k' ? "g-side (towards h)" : "c-side (towards a)")
                                + " of the king on " + Square.name(king) + ", but there is none");
                    }
                } else {
                    rookSq = Square.of(lower - 'a', backRank);
                    if (b.mailbox[rookSq] != rook.ordinal()) {
                        throw impossible(2, at, quote(c) + " needs the " + rook.englishName() + " on "
                                + Square.name(rookSq) + ", but it is not there");
                    }
                    if (rookSq == king) {
                        throw impossible(2, at, quote(c) + " names the king's own file");
                    }
                }
                CastlingSide side = rookSq > king ? CastlingSide.G_SIDE : CastlingSide.C_SIDE;
                int r = CastlingSquares.index(color, side);
                if ((rights & (1 << r)) != 0) {
                    throw error(2, at, quote(c) + ": " + who.english() + " already has a castling right on the "
                            + (side == CastlingSide.G_SIDE ? "g" : "c") + "-side (with the rook on "
                            + Square.name(rookFrom[r]) + "); a side has one castling rook");
                }
                rights |= 1 << r;
                kingFrom[r] = king;
                rookFrom[r] = rookSq;
            }
            // II.2.3: Black's pieces started opposite White's, and a king or rook that moved has lost
            // its rights; so rights held by both sides name mirrored squares.
            for (int side = 0; side < 2; side++) {
                int w = side, bl = 2 + side;
                if ((rights & (1 << w)) != 0 && (rights & (1 << bl)) != 0
                        && (Square.file(kingFrom[w]) != Square.file(kingFrom[bl])
                        || Square.file(rookFrom[w]) != Square.file(rookFrom[bl]))) {
                    throw impossible(2, col, "White castles with the king on " + Square.name(kingFrom[w])
                            + " and the rook on " + Square.name(rookFrom[w]) + ", Black with the king on "
                            + Square.name(kingFrom[bl]) + " and the rook on " + Square.name(rookFrom[bl])
                            + "; in Chess960 Black's pieces start opposite White's (II.2.3)");
                }
            }
        }
        b.castles = new CastlingSquares(true, kingFrom, rookFrom);
        b.setCastling(rights);
    }

    /** The rook of that piece ordinal farthest from the king along its rank in direction dir (+1 h, -1 a). */
    static int outermostRook(Board b, int rook, int king, int dir) {
        int found = Square.NONE;
        for (int sq = king + dir; sq >= 0 && sq < 64 && Square.rank(sq) == Square.rank(king); sq += dir) {
            if (b.mailbox[sq] == rook) {
                found = sq;
            }
        }
        return found;
    }

    private static void readEnPassant(Board b, String f, int col) {
        if (f.equals("-")) {
            return;
        }
        int sq = f.length() == 2 && f.charAt(0) >= 'a' && f.charAt(0) <= 'h'
                && f.charAt(1) >= '1' && f.charAt(1) <= '8' ? Square.parse(f) : Square.NONE;
        if (sq == Square.NONE) {
            throw error(3, col, "\"" + f + "\" is not '-' or a square such as e3");
        }
        b.ep = sq;
    }

    private static int readNumber(String f, int col, int field, int min) {
        if (f.length() > 9) {
            throw error(field, col, "\"" + f + "\" is too long for a number");
        }
        int v = 0;
        for (int i = 0; i < f.length(); i++) {
            char c = f.charAt(i);
            if (c < '0' || c > '9') {
                throw error(field, col + i, "invalid character " + quote(c) + "; expected a number");
            }
            v = v * 10 + (c - '0');
        }
        if (v < min) {
            throw error(field, col, "must be at least " + min + ", got " + v);
        }
        return v;
    }

    /** FIDE 3.10.3: each side has exactly one king. */
    private static void checkKings(Board b, int col) {
        for (int c = 0; c < 2; c++) {
            Color color = Color.values()[c];
            int kings = Long.bitCount(b.bb[c * 6 + Board.KING_T]);
            if (kings != 1) {
                throw impossible(0, col, color.english() + " has " + kings
                        + (kings == 1 ? " king" : " kings") + "; each side has exactly one king");
            }
        }
    }

    /** FIDE 3.10.3: the setup checks. */
    private static void validate(Board b, int[] cols) {
        checkKings(b, cols[0]);
        long pawns = b.bb[Piece.WHITE_PAWN.ordinal()] | b.bb[Piece.BLACK_PAWN.ordinal()];
        long edge = pawns & (Bitboards.RANK_1 | Bitboards.RANK_8);
        if (edge != 0) {
            int sq = Long.numberOfTrailingZeros(edge);
            throw impossible(0, cols[0], "pawn on " + Square.name(sq)
                    + "; pawns can never stand on the first or the last rank");
        }
        for (int c = 0; c < 2; c++) {
            Color color = Color.values()[c];
            int o = c * 6;
            int total = Long.bitCount(b.occ[c]);
            int p = Long.bitCount(b.bb[o]);
            if (total > 16) {
                throw impossible(0, cols[0], color.english() + " has " + total + " pieces; at most 16 are possible");
            }
            if (p > 8) {
                throw impossible(0, cols[0], color.english() + " has " + p + " pawns; at most 8 are possible");
            }
            int extra = Math.max(0, Long.bitCount(b.bb[o + Board.QUEEN_T]) - 1)
                    + Math.max(0, Long.bitCount(b.bb[o + Board.ROOK_T]) - 2)
                    + Math.max(0, Long.bitCount(b.bb[o + Board.BISHOP_T]) - 2)
                    + Math.max(0, Long.bitCount(b.bb[o + Board.KNIGHT_T]) - 2);
            if (extra > 8 - p) {
                throw impossible(0, cols[0], color.english() + " has " + extra
                        + (extra == 1 ? " piece" : " pieces") + " more than the initial set, but only " + (8 - p)
                        + " missing pawns that could have promoted");
            }
        }
        int wk = b.kingSquare(0);
        int bk = b.kingSquare(1);
        if ((Bitboards.KING[wk] & (1L << bk)) != 0) {
            throw impossible(0, cols[0], "the kings on " + Square.name(wk) + " and " + Square.name(bk)
                    + " stand on adjacent squares");
        }
        int notToMove = b.stm ^ 1;
        long attackers = b.attackersOf(b.kingSquare(notToMove), b.stm, b.all);
        if (attackers != 0) {
            Color c = Color.values()[notToMove];
            throw impossible(1, cols[1], c.english() + " is not to move but its king on "
                    + Square.name(b.kingSquare(notToMove)) + " is in check from "
                    + Square.name(Long.numberOfTrailingZeros(attackers)));
        }
        long checkers = b.checkers();
        if (Long.bitCount(checkers) > 2) {
            throw impossible(0, cols[0], Color.values()[b.stm].english() + "'s king is in check from "
                    + Long.bitCount(checkers) + " pieces; no move can give more than a double check");
        }
        if (!b.castles.chess960) {
            checkCastling(b, Board.WK, Square.E1, Square.H1, Piece.WHITE_KING, Piece.WHITE_ROOK, 'K', cols[2]);
            checkCastling(b, Board.WQ, Square.E1, Square.A1, Piece.WHITE_KING, Piece.WHITE_ROOK, 'Q', cols[2]);
            checkCastling(b, Board.BK, Square.E8, Square.H8, Piece.BLACK_KING, Piece.BLACK_ROOK, 'k', cols[2]);
            checkCastling(b, Board.BQ, Square.E8, Square.A8, Piece.BLACK_KING, Piece.BLACK_ROOK, 'q', cols[2]);
        }
        if (b.ep >= 0) {
            checkEnPassant(b, cols[3]);
        }
    }

    /** FIDE 3.8.2.1: a castling right needs the king and that rook on their original squares. */
    private static void checkCastling(Board b, int bit, int kingSq, int rookSq, Piece king, Piece rook,
                                      char letter, int col) {
        if ((b.castling & bit) == 0) {
            return;
        }
        if (b.mailbox[kingSq] != king.ordinal()) {
            throw impossible(2, col, "'" + letter + "' needs the " + king.englishName() + " on "
                    + Square.name(kingSq) + ", but it is not there");
        }
        if (b.mailbox[rookSq] != rook.ordinal()) {
            throw impossible(2, col, "'" + letter + "' needs the " + rook.englishName() + " on "
                    + Square.name(rookSq) + ", but it is not there");
        }
    }

    /** FIDE 3.7.3.1: an en-passant square must be the square a pawn just passed over in a double step. */
    private static void checkEnPassant(Board b, int col) {
        int ep = b.ep;
        String name = Square.name(ep);
        int moverColor = b.stm ^ 1; // the side that just made the double step
        int expectedRank = moverColor == 0 ? 2 : 5;
        if (Square.rank(ep) != expectedRank) {
            throw impossible(3, col, name + " cannot be an en-passant square with "
                    + Color.values()[b.stm].english() + " to move; it must be on rank " + (expectedRank + 1));
        }
        int pawnSq = moverColor == 0 ? ep + 8 : ep - 8;
        int originSq = moverColor == 0 ? ep - 8 : ep + 8;
        Piece pawn = Piece.of(Color.values()[moverColor], PieceType.PAWN);
        if (b.mailbox[pawnSq] != pawn.ordinal()) {
            throw impossible(3, col, "en-passant square " + name + " needs a " + pawn.englishName() + " on "
                    + Square.name(pawnSq) + " that has just made a double step");
        }
        if (b.mailbox[ep] >= 0) {
            throw impossible(3, col, "en-passant square " + name + " must be empty");
        }
        if (b.mailbox[originSq] >= 0) {
            throw impossible(3, col, "en-passant square " + name + " needs " + Square.name(originSq)
                    + " empty, the square the pawn started its double step from");
        }
    }

    /** The FEN of a board (six fields; X-FEN castling in Chess960). */
    static String write(Board b) {
        return write(b, false);
    }

    /** The FEN of a board; in Chess960 with Shredder-FEN castling (rook files) when {@code shredder}. */
    static String write(Board b, boolean shredder) {
        return placement(b) + " " + (b.stm == 0 ? "w" : "b") + " " + castling(b, shredder) + " "
                + (b.ep >= 0 ? Square.name(b.ep) : "-") + " " + b.halfmove + " " + b.fullmove;
    }

    /**
     * The castling field: KQkq in the standard game; in Chess960 per right either the rook's file
     * (Shredder-FEN, or X-FEN for an inner rook) or K/Q/k/q (X-FEN, outermost rook), White's g-side,
     * White's c-side, Black's g-side, Black's c-side.
     */
    static String castling(Board b, boolean shredder) {
        CastlingSquares cs = b.castles;
        if (!cs.chess960 || b.castling == 0) {
            return castling(b.castling);
        }
        StringBuilder sb = new StringBuilder(4);
        for (int r = 0; r < 4; r++) {
            if ((b.castling & (1 << r)) == 0) {
                continue;
            }
            int color = r < 2 ? 0 : 1;
            int rookSq = cs.rookFrom[r];
            char file = (char) ((color == 0 ? 'A' : 'a') + Square.file(rookSq));
            int rook = color * 6 + Board.ROOK_T;
            int dir = rookSq > cs.kingFrom[r] ? 1 : -1;
            if (!shredder && outermostRook(b, rook, cs.kingFrom[r], dir) == rookSq) {
                char k = dir > 0 ? 'K' : 'Q';
                sb.append(color == 0 ? k : Character.toLowerCase(k));
            } else {
                sb.append(file);
            }
        }
        return sb.toString();
    }

    static String placement(Board b) {
        StringBuilder sb = new StringBuilder(72);
        for (int r = 7; r >= 0; r--) {
            int empty = 0;
            for (int f = 0; f < 8; f++) {
                int p = b.mailbox[r * 8 + f];
                if (p < 0) {
                    empty++;
                } else {
                    if (empty > 0) {
                        sb.append((char) ('0' + empty));
                        empty = 0;
                    }
                    sb.append(Piece.values()[p].fenChar());
                }
            }
            if (empty > 0) {
                sb.append((char) ('0' + empty));
            }
            if (r > 0) {
                sb.append('/');
            }
        }
        return sb.toString();
    }

    static String castling(int rights) {
        if (rights == 0) {
            return "-";
        }
        StringBuilder sb = new StringBuilder(4);
        if ((rights & Board.WK) != 0) {
            sb.append('K');
        }
        if ((rights & Board.WQ) != 0) {
            sb.append('Q');
        }
        if ((rights & Board.BK) != 0) {
            sb.append('k');
        }
        if ((rights & Board.BQ) != 0) {
            sb.append('q');
        }
        return sb.toString();
    }
}
