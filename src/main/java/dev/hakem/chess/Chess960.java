package dev.hakem.chess;

import java.util.Locale;

/**
 * FIDE Guidelines II.2: the 960 starting positions of Chess960 and their standard numbering 0–959
 * (Scharnagl's: no. 518 is the standard set-up RNBQKBNR). White's pawns stand on the second rank
 * as usual; the other white pieces stand on the first rank with the king between the rooks
 * (II.2.1) and the bishops on squares of opposite colours (II.2.2); Black's pieces stand opposite
 * White's (II.2.3).
 *
 * <p>The number n encodes the first rank: n mod 4 places the light-squared bishop (b, d, f, h),
 * (n / 4) mod 4 the dark-squared one (a, c, e, g), (n / 16) mod 6 the queen on one of the six
 * squares left, n / 96 (0–9) the two knights on two of the five left, and the rooks and the king
 * take the last three squares, king in the middle.
 */
public final class Chess960 {
    private Chess960() {
    }

    /** The number of the standard set-up (FIDE 2.3). */
    public static final int STANDARD = 518;

    /** The 10 ways to put two knights on five squares, in the numbering's order. */
    private static final int[][] KNIGHTS = {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}};

    /** II.2: White's first rank of start position {@code number} (0–959), e.g. "RNBQKBNR" for 518. */
    public static String backRank(int number) {
        if (number < 0 || number > 959) {
            throw new ChessException("Chess960 positions are numbered 0 to 959, not " + number, 0, 0, "II.2");
        }
        char[] rank = new char[8];
        int n = number;
        rank[2 * (n % 4) + 1] = 'B';   // light squares: b1, d1, f1, h1
        n /= 4;
        rank[2 * (n % 4)] = 'B';       // dark squares: a1, c1, e1, g1
        n /= 4;
        place(rank, n % 6, 'Q');
        n /= 6;
        int[] kn = KNIGHTS[n];
        place(rank, kn[1], 'N');       // the later one first, so the earlier index still counts the same squares
        place(rank, kn[0], 'N');
        place(rank, 0, 'R');
        place(rank, 0, 'K');
        place(rank, 0, 'R');
        return new String(rank);
    }

    /** Puts the piece on the {@code index}-th (0-based) empty square. */
    private static void place(char[] rank, int index, char piece) {
        for (int f = 0, free = 0; f < 8; f++) {
            if (rank[f] == 0) {
                if (free == index) {
                    rank[f] = piece;
                    return;
                }
                free++;
            }
        }
        throw new IllegalStateException("no empty square " + index);
    }

    /**
     * The number (0–959) of a first rank written with the English letters K Q R B N (either case,
     * a1 to h1); {@link ChessException} naming the condition of II.2 it breaks.
     */
    public static int number(String backRank) {
        if (backRank == null || backRank.length() != 8) {
            throw new ChessException("a Chess960 first rank has 8 pieces, a1 to h1 (e.g. RNBQKBNR); got \""
                    + backRank + "\"", 0, 0, "II.2");
        }
        String r = backRank.toUpperCase(Locale.ROOT);
        int[] count = new int[128];
        for (int i = 0; i < 8; i++) {
            char c = r.charAt(i);
            if ("KQRBN".indexOf(c) < 0) {
                throw new ChessException("'" + backRank.charAt(i) + "' on " + (char) ('a' + i)
                        + "1 is not a piece of the first rank (K, Q, R, B, N)", 0, i + 1, "II.2");
            }
            count[c]++;
        }
        if (count['K'] != 1 || count['Q'] != 1 || count['R'] != 2 || count['B'] != 2 || count['N'] != 2) {
            throw new ChessException("\"" + backRank + "\" does not hold one king, one queen, two rooks, two bishops "
                    + "and two knights", 0, 0, "II.2");
        }
        int b1 = r.indexOf('B');
        int b2 = r.indexOf('B', b1 + 1);
        if ((b1 & 1) == (b2 & 1)) {
            throw new ChessException("the bishops on " + (char) ('a' + b1) + "1 and " + (char) ('a' + b2)
                    + "1 stand on squares of the same colour; they must stand on opposite colours", 0, b2 + 1, "II.2.2");
        }
        int k = r.indexOf('K');
        int r1 = r.indexOf('R');
        int r2 = r.indexOf('R', r1 + 1);
        if (k < r1 || k > r2) {
            throw new ChessException("the king on " + (char) ('a' + k) + "1 does not stand between the rooks on "
                    + (char) ('a' + r1) + "1 and " + (char) ('a' + r2) + "1", 0, k + 1, "II.2.1");
        }
        int light = (b1 & 1) == 1 ? b1 : b2;
        int dark = (b1 & 1) == 0 ? b1 : b2;
        int q = freeIndex(r, r.indexOf('Q'), "B");
        int n1 = freeIndex(r, r.indexOf('N'), "BQ");
        int n2 = freeIndex(r, r.lastIndexOf('N'), "BQ");
        int kn = 0;
        while (KNIGHTS[kn][0] != n1 || KNIGHTS[kn][1] != n2) {
            kn++;
        }
        return ((kn * 6 + q) * 4 + dark / 2) * 4 + (light - 1) / 2;
    }

    /** How many squares left of {@code file} hold none of {@code placed}. */
    private static int freeIndex(String rank, int file, String placed) {
        int i = 0;
        for (int f = 0; f < file; f++) {
            if (placed.indexOf(rank.charAt(f)) < 0) {
                i++;
            }
        }
        return i;
    }

    /** II.2: the FEN of start position {@code number} (X-FEN castling, "KQkq"). */
    public static String fen(int number) {
        String white = backRank(number);
        return white.toLowerCase(Locale.ROOT) + "/pppppppp/8/8/8/8/PPPPPPPP/" + white + " w KQkq - 0 1";
    }

    /** II.2: start position {@code number} (0–959) as a Chess960 position. */
    public static Position startPosition(int number) {
        return Position.fromFen(fen(number), Variant.CHESS960);
    }

    /**
     * II.2: the number of a start position, or {@link ChessException} naming the condition it
     * breaks: pawns on the second and seventh ranks only, White's first rank as II.2.1–II.2.2 ask,
     * Black's pieces opposite White's (II.2.3), White to move with every castling right.
     */
    public static int number(Position p) {
        StringBuilder white = new StringBuilder(8);
        for (int f = 0; f < 8; f++) {
            Piece w = p.pieceAt(Square.of(f, 0));
            Piece b = p.pieceAt(Square.of(f, 7));
            if (w == null || w.color() != Color.WHITE) {
                throw new ChessException(Square.name(Square.of(f, 0)) + " must hold a white piece", 0, 0, "II.2");
            }
            if (p.pieceAt(Square.of(f, 1)) != Piece.WHITE_PAWN || p.pieceAt(Square.of(f, 6)) != Piece.BLACK_PAWN) {
                throw new ChessException("the pawns stand on the second rank (White) and the seventh (Black) as in "
                        + "the standard set-up; " + (char) ('a' + f) + "-file differs", 0, 0, "II.2");
            }
            if (b == null || b.color() != Color.BLACK || b.type() != w.type()) {
                throw new ChessException(Square.name(Square.of(f, 7)) + " must hold the black "
                        + w.type().englishName() + " opposite the white one on " + Square.name(Square.of(f, 0)),
                        0, 0, "II.2.3");
            }
            white.append(w.type().englishLetter());
        }
        for (int r = 2; r < 6; r++) {
            for (int f = 0; f < 8; f++) {
                if (p.pieceAt(Square.of(f, r)) != null) {
                    throw new ChessException(Square.name(Square.of(f, r)) + " must be empty in a start position",
                            0, 0, "II.2");
                }
            }
        }
        int n = number(white.toString());
        if (p.sideToMove() != Color.WHITE) {
            throw new ChessException("White moves first", 0, 0, "1.2");
        }
        return n;
    }
}
