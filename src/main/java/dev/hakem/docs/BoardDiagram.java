package dev.hakem.docs;

import dev.hakem.chess.ChessException;
import dev.hakem.chess.Color;
import dev.hakem.chess.Piece;
import dev.hakem.chess.PieceType;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import dev.hakem.chess.Variant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;

/**
 * Draws a position as an SVG chess diagram (White at the bottom, coordinates on the edges), with
 * marked squares ({@link Mark}: where a piece moved from and to, an attacker, a piece in the way,
 * the square in question, a square the steps name) and arrows for the pieces that moved. Each mark
 * has its own outline pattern besides its colour, so the legend does not rest on colour alone.
 * Pieces are the Unicode chess glyphs: a white piece is the solid glyph filled white under the
 * outline glyph. {@link #describe} says the position in words for readers who cannot see it.
 */
public final class BoardDiagram {
    private static final int SQ = 44;
    private static final int MARGIN = 20;
    private static final int PAD = 4;
    private static final String LIGHT = "#efd9b5";
    private static final String DARK = "#b58863";
    private static final String SOLID = "KQRBNP";

    private BoardDiagram() {
    }

    /** An arrow from one square to another ("e1", "g1"). */
    public record Arrow(String from, String to) {
    }

    /** What a mark on a square means; the legend names them in this order. */
    public enum Mark {
        /** The square a piece left. */
        FROM,
        /** The square a piece reached. */
        TO,
        /** A piece of the side not to move that attacks the square in question or gives check. */
        ATTACKER,
        /** A piece standing between the king and a rook it may castle with. */
        BLOCKER,
        /** The square the case turns on. */
        QUESTION,
        /** A square the scenario's steps name. */
        NAMED;

        /** The CSS class and legend key: "from", "attacker", "question". */
        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** A square with a mark. */
    public record Marked(String square, Mark mark) {
    }

    /** The squares the steps name, all marked {@link Mark#NAMED}. */
    public static List<Marked> named(Collection<String> squares) {
        return squares.stream().map(q -> new Marked(q, Mark.NAMED)).toList();
    }

    /**
     * The SVG of the position of the FEN (its placement and side to move) with the marks and arrows.
     * The picture is named by the elements with ids {@code id + "-cap"} (its caption) and
     * {@code id + "-desc"} (the position in words), which the page provides.
     */
    public static String svg(String fen, List<Marked> marks, List<Arrow> arrows, String id) {
        return svgOf(fen, marks, arrows, " aria-labelledby=\"" + Svg.escape(id) + "-cap " + Svg.escape(id) + "-desc\"");
    }

    private static String svgOf(String fen, List<Marked> marks, List<Arrow> arrows, String naming) {
        Position position = position(fen);
        char[][] board = placement(position);
        String side = position.sideToMove() == Color.WHITE ? "w" : "b";
        int size = 8 * SQ;
        int width = MARGIN + size + PAD + 16;
        int height = PAD + size + MARGIN;
        StringBuilder s = new StringBuilder(8192);
        s.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"board\" viewBox=\"0 0 ")
                .append(width).append(' ').append(height).append("\" width=\"").append(width)
                .append("\" height=\"").append(height).append("\" role=\"img\"").append(naming)
                .append(" data-fen=\"").append(Svg.escape(fen)).append("\">");
        for (int rank = 7; rank >= 0; rank--) {
            for (int file = 0; file < 8; file++) {
                boolean dark = (file + rank) % 2 == 0;
                s.append("<rect class=\"").append(dark ? "sq-d" : "sq-l").append("\" x=\"").append(x(file)).append("\" y=\"").append(y(rank))
                        .append("\" width=\"").append(SQ).append("\" height=\"").append(SQ)
                        .append("\" fill=\"").append(dark ? DARK : LIGHT).append("\"/>");
            }
        }
        for (Marked m : marks) {
            mark(s, square(m.square()), m.mark());
        }
        s.append("<rect x=\"").append(MARGIN).append("\" y=\"").append(PAD).append("\" width=\"").append(size)
                .append("\" height=\"").append(size).append("\" fill=\"none\" stroke=\"#5b3a1e\" stroke-width=\"1.5\"/>");
        s.append("<g font-family=\"DejaVu Sans, 'Segoe UI Symbol', 'Noto Sans Symbols2', 'Arial Unicode MS', serif\" ")
                .append("font-size=\"").append(SQ * 80 / 100).append("\" text-anchor=\"middle\" dominant-baseline=\"central\">");
        for (int rank = 7; rank >= 0; rank--) {
            for (int file = 0; file < 8; file++) {
                char p = board[rank][file];
                if (p == 0) {
                    continue;
                }
                int cx = x(file) + SQ / 2;
                int cy = y(rank) + SQ / 2 + 1;
                int idx = SOLID.indexOf(Character.toUpperCase(p));
                char solid = (char) (0x265A + idx);
                if (Character.isUpperCase(p)) {
                    char outline = (char) (0x2654 + idx);
                    text(s, cx, cy, solid, "#fff");
                    text(s, cx, cy, outline, "#000");
                } else {
                    text(s, cx, cy, solid, "#000");
                }
            }
        }
        s.append("</g>");
        for (Arrow a : arrows) {
            arrow(s, square(a.from()), square(a.to()));
        }
        s.append("<g class=\"coords\" font-family=\"DejaVu Sans, Arial, sans-serif\" font-size=\"15\" font-weight=\"bold\"")
                .append(" fill=\"#333\" text-anchor=\"middle\" aria-hidden=\"true\">");
        for (int file = 0; file < 8; file++) {
            s.append("<text x=\"").append(x(file) + SQ / 2).append("\" y=\"").append(PAD + size + 16).append("\">")
                    .append((char) ('a' + file)).append("</text>");
        }
        for (int rank = 0; rank < 8; rank++) {
            s.append("<text x=\"").append(MARGIN / 2).append("\" y=\"").append(y(rank) + SQ / 2 + 5).append("\">")
                    .append(rank + 1).append("</text>");
        }
        s.append("</g>");
        if (side != null) {
            int cy = "w".equals(side) ? PAD + size - 8 : PAD + 8;
            s.append("<circle class=\"to-move\" cx=\"").append(MARGIN + size + PAD + 8).append("\" cy=\"").append(cy)
                    .append("\" r=\"6\" fill=\"").append("w".equals(side) ? "#fff" : "#000")
                    .append("\" stroke=\"#000\"/>");
        }
        s.append("</svg>");
        return s.toString();
    }

    /**
     * The arrows for the pieces that changed squares between two positions, when that is a small
     * change (one or two pieces moved, at most one taken off and one put back, as in a move, a
     * castling, a capture or a reinstatement); else none.
     */
    public static List<Arrow> movesBetween(String fenBefore, String fenAfter) {
        char[][] a = placement(fenBefore);
        char[][] b = placement(fenAfter);
        List<String> sources = new ArrayList<>();
        List<String> targets = new ArrayList<>();
        for (int r = 0; r < 8; r++) {
            for (int f = 0; f < 8; f++) {
                if (a[r][f] != b[r][f] && a[r][f] != 0) {
                    sources.add(name(f, r));
                }
                if (a[r][f] != b[r][f] && b[r][f] != 0) {
                    targets.add(name(f, r));
                }
            }
        }
        List<Arrow> arrows = new ArrayList<>();
        int vanished = 0;
        for (String from : sources) {
            char piece = at(a, from);
            String to = targets.stream().filter(c -> at(b, c) == piece).findFirst()
                    .orElseGet(() -> Character.toUpperCase(piece) != 'P' ? null : targets.stream() // promotion
                            .filter(c -> Character.isUpperCase(at(b, c)) == Character.isUpperCase(piece)
                                    && (c.charAt(1) == '1' || c.charAt(1) == '8') && c.charAt(0) - from.charAt(0) <= 1
                                    && from.charAt(0) - c.charAt(0) <= 1)
                            .findFirst().orElse(null));
            if (to == null) {
                vanished++; // a captured piece leaves the board: no arrow for it
            } else {
                targets.remove(to);
                arrows.add(new Arrow(from, to));
            }
        }
        boolean small = !arrows.isEmpty() && arrows.size() <= 2 && targets.size() <= 1 && vanished <= 1;
        return small ? List.copyOf(arrows) : List.of();
    }

    private static char at(char[][] board, String sq) {
        int[] fr = square(sq);
        return board[fr[1]][fr[0]];
    }

    /**
     * The pieces of a FEN's position as [rank][file] (rank 0 = first rank), 0 for an empty square;
     * the FEN is read and validated by the chess core. A bad FEN is an {@link IllegalArgumentException}
     * saying what and where.
     */
    static char[][] placement(String fen) {
        return placement(position(fen));
    }

    private static char[][] placement(Position p) {
        char[][] board = new char[8][8];
        for (int sq = 0; sq < 64; sq++) {
            Piece piece = p.pieceAt(sq);
            if (piece != null) {
                board[Square.rank(sq)][Square.file(sq)] = piece.fenChar();
            }
        }
        return board;
    }

    /** The position of a FEN, standard or Chess960; a bad FEN is an {@link IllegalArgumentException} saying what and where. */
    static Position position(String fen) {
        if (fen == null || fen.isBlank()) {
            throw new IllegalArgumentException("FEN is empty");
        }
        try {
            return Position.fromFen(fen.trim());
        } catch (ChessException e) {
            try {
                // a Chess960 position (Guidelines II): castling rights name other squares; the placement is the same
                return Position.fromFen(fen.trim(), Variant.CHESS960);
            } catch (ChessException not960) {
                try {
                    // a position left on the board by an illegal move nobody corrected (7.5, A.5.2, A.5.4)
                    return Position.fromFenAsPlaced(fen.trim());
                } catch (ChessException notEvenAsPlaced) {
                    throw new IllegalArgumentException("FEN '" + fen + "': " + e.describe(), e);
                }
            }
        }
    }

    /** A square name ("e4") as {file, rank}, both 0-based. */
    static int[] square(String name) {
        String n = name.trim().toLowerCase(Locale.ROOT);
        if (n.length() != 2 || n.charAt(0) < 'a' || n.charAt(0) > 'h' || n.charAt(1) < '1' || n.charAt(1) > '8') {
            throw new IllegalArgumentException("not a square: '" + name + "'");
        }
        return new int[] {n.charAt(0) - 'a', n.charAt(1) - '1'};
    }

    private static String name(int file, int rank) {
        return "" + (char) ('a' + file) + (char) ('1' + rank);
    }

    private static int x(int file) {
        return MARGIN + file * SQ;
    }

    private static int y(int rank) {
        return PAD + (7 - rank) * SQ;
    }

    /** A mark on a square: each kind its own fill or outline pattern (never colour alone). */
    private static void mark(StringBuilder s, int[] fr, Mark m) {
        int x = x(fr[0]);
        int y = y(fr[1]);
        switch (m) {
            case FROM -> rect(s, "mk from", x, y, 0, "fill=\"#a5d8ff\" fill-opacity=\"0.55\"");
            case TO -> rect(s, "mk to", x, y, 0, "fill=\"#4dabf7\" fill-opacity=\"0.55\"");
            case NAMED -> rect(s, "mk named", x, y, 3, "fill=\"none\" stroke=\"#1f2933\" stroke-width=\"2\"");
            case ATTACKER -> rect(s, "mk attacker", x, y, 3,
                    "fill=\"none\" stroke=\"#c92a2a\" stroke-width=\"4\" stroke-dasharray=\"8 4\"");
            case BLOCKER -> {
                rect(s, "mk blocker", x, y, 3, "fill=\"none\" stroke=\"#5f3dc4\" stroke-width=\"3\" stroke-dasharray=\"2 3\"");
                s.append("<path class=\"mk blocker\" d=\"M").append(x + 4).append(',').append(y + 4).append(" l8,8 m0,-8 l-8,8\"")
                        .append(" stroke=\"#5f3dc4\" stroke-width=\"2.5\"/>");
            }
            case QUESTION -> {
                rect(s, "mk question", x, y, 2, "fill=\"#ffd43b\" fill-opacity=\"0.45\" stroke=\"#d9480f\" stroke-width=\"5\"");
                s.append("<circle class=\"mk question\" cx=\"").append(x + SQ - 8).append("\" cy=\"").append(y + 8)
                        .append("\" r=\"7\" fill=\"#d9480f\"/><text class=\"mk question\" x=\"").append(x + SQ - 8)
                        .append("\" y=\"").append(y + 12).append("\" font-size=\"11\" font-weight=\"bold\" fill=\"#fff\"")
                        .append(" text-anchor=\"middle\" font-family=\"DejaVu Sans, Arial, sans-serif\">?</text>");
            }
            default -> throw new IllegalStateException(m.name());
        }
    }

    private static void rect(StringBuilder s, String cls, int x, int y, int inset, String style) {
        s.append("<rect class=\"").append(cls).append("\" x=\"").append(x + inset).append("\" y=\"").append(y + inset)
                .append("\" width=\"").append(SQ - 2 * inset).append("\" height=\"").append(SQ - 2 * inset).append("\" ")
                .append(style).append("/>");
    }

    /**
     * The position in words, in Turkish and English: each side's pieces by kind with their squares,
     * then who has the move ("Beyaz: şah e1, kaleler a1, h1; Siyah: şah e8. Hamle sırası Beyaz'da.").
     */
    public static SiteData.Label describe(String fen) {
        Position p = position(fen);
        StringBuilder tr = new StringBuilder();
        StringBuilder en = new StringBuilder();
        for (Color c : List.of(Color.WHITE, Color.BLACK)) {
            List<String> trParts = new ArrayList<>();
            List<String> enParts = new ArrayList<>();
            for (PieceType t : List.of(PieceType.KING, PieceType.QUEEN, PieceType.ROOK, PieceType.BISHOP,
                    PieceType.KNIGHT, PieceType.PAWN)) {
                List<String> squares = new ArrayList<>();
                for (int sq = 0; sq < 64; sq++) {
                    Piece piece = p.pieceAt(sq);
                    if (piece != null && piece.color() == c && piece.type() == t) {
                        squares.add(Square.name(sq));
                    }
                }
                if (!squares.isEmpty()) {
                    boolean many = squares.size() > 1;
                    trParts.add((many ? TR_PLURAL.get(t) : t.turkishName().toLowerCase(TURKISH)) + " " + String.join(", ", squares));
                    enParts.add(t.englishName().toLowerCase(Locale.ROOT) + (many ? "s " : " ") + String.join(", ", squares));
                }
            }
            tr.append(c == Color.WHITE ? "Beyaz: " : "; Siyah: ").append(String.join("; ", trParts));
            en.append(c == Color.WHITE ? "White: " : "; Black: ").append(String.join("; ", enParts));
        }
        boolean white = p.sideToMove() == Color.WHITE;
        tr.append(". Hamle sırası ").append(white ? "Beyaz'da." : "Siyah'ta.");
        en.append(". ").append(white ? "White" : "Black").append(" to move.");
        return new SiteData.Label(tr.toString(), en.toString());
    }

    private static final Locale TURKISH = Locale.forLanguageTag("tr");
    private static final java.util.Map<PieceType, String> TR_PLURAL = java.util.Map.of(PieceType.KING, "şahlar",
            PieceType.QUEEN, "vezirler", PieceType.ROOK, "kaleler", PieceType.BISHOP, "filler", PieceType.KNIGHT, "atlar",
            PieceType.PAWN, "piyonlar");

    private static void text(StringBuilder s, int cx, int cy, char glyph, String fill) {
        s.append("<text x=\"").append(cx).append("\" y=\"").append(cy).append("\" fill=\"").append(fill)
                .append("\">").append(glyph).append('\uFE0E').append("</text>");
    }

    private static void arrow(StringBuilder s, int[] from, int[] to) {
        double x1 = x(from[0]) + SQ / 2.0;
        double y1 = y(from[1]) + SQ / 2.0;
        double x2 = x(to[0]) + SQ / 2.0;
        double y2 = y(to[1]) + SQ / 2.0;
        double dx = x2 - x1;
        double dy = y2 - y1;
        double len = Math.hypot(dx, dy);
        if (len == 0) {
            return;
        }
        double ux = dx / len;
        double uy = dy / len;
        double head = 14;
        double ex = x2 - ux * 6;
        double ey = y2 - uy * 6;
        double bx = ex - ux * head;
        double by = ey - uy * head;
        s.append("<g class=\"arrow\" fill=\"#1f6feb\" stroke=\"#1f6feb\" opacity=\"0.8\">");
        s.append("<line x1=\"").append(Svg.num(x1 + ux * 8)).append("\" y1=\"").append(Svg.num(y1 + uy * 8))
                .append("\" x2=\"").append(Svg.num(bx)).append("\" y2=\"").append(Svg.num(by))
                .append("\" stroke-width=\"7\" stroke-linecap=\"round\"/>");
        s.append("<polygon stroke=\"none\" points=\"").append(Svg.num(ex)).append(',').append(Svg.num(ey)).append(' ')
                .append(Svg.num(bx - uy * 10)).append(',').append(Svg.num(by + ux * 10)).append(' ')
                .append(Svg.num(bx + uy * 10)).append(',').append(Svg.num(by - ux * 10)).append("\"/>");
        s.append("</g>");
    }


}
