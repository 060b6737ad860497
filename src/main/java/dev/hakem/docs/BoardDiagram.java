package dev.hakem.docs;

import dev.hakem.chess.ChessException;
import dev.hakem.chess.Color;
import dev.hakem.chess.Piece;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import dev.hakem.chess.Variant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;

/**
 * Draws a position as an SVG chess diagram (White at the bottom, coordinates on the edges), with
 * the squares a ruling names highlighted and arrows for the pieces that moved. Pieces are the
 * Unicode chess glyphs: a white piece is the solid glyph filled white under the outline glyph.
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

    /**
     * The SVG of the position of the FEN (its placement and side to move), highlighting the given
     * squares and drawing the arrows. {@code label} is the accessible name of the picture.
     */
    public static String svg(String fen, Collection<String> highlights, List<Arrow> arrows, String label) {
        Position position = position(fen);
        char[][] board = placement(position);
        String side = position.sideToMove() == Color.WHITE ? "w" : "b";
        int size = 8 * SQ;
        int width = MARGIN + size + PAD + 16;
        int height = PAD + size + MARGIN;
        StringBuilder s = new StringBuilder(8192);
        s.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"board\" viewBox=\"0 0 ")
                .append(width).append(' ').append(height).append("\" width=\"").append(width)
                .append("\" height=\"").append(height).append("\" role=\"img\" aria-label=\"")
                .append(Svg.escape(label)).append("\" data-fen=\"").append(Svg.escape(fen)).append("\">");
        s.append("<title>").append(Svg.escape(label)).append("</title>");
        for (int rank = 7; rank >= 0; rank--) {
            for (int file = 0; file < 8; file++) {
                s.append("<rect x=\"").append(x(file)).append("\" y=\"").append(y(rank))
                        .append("\" width=\"").append(SQ).append("\" height=\"").append(SQ)
                        .append("\" fill=\"").append((file + rank) % 2 == 0 ? DARK : LIGHT).append("\"/>");
            }
        }
        for (String h : highlights) {
            int[] fr = square(h);
            s.append("<rect class=\"hl\" x=\"").append(x(fr[0]) + 2).append("\" y=\"").append(y(fr[1]) + 2)
                    .append("\" width=\"").append(SQ - 4).append("\" height=\"").append(SQ - 4)
                    .append("\" fill=\"#ffe14d\" fill-opacity=\"0.55\" stroke=\"#d9480f\" stroke-width=\"3\"/>");
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
        s.append("<g font-family=\"DejaVu Sans, Arial, sans-serif\" font-size=\"12\" fill=\"#444\" text-anchor=\"middle\">");
        for (int file = 0; file < 8; file++) {
            s.append("<text x=\"").append(x(file) + SQ / 2).append("\" y=\"").append(PAD + size + 14).append("\">")
                    .append((char) ('a' + file)).append("</text>");
        }
        for (int rank = 0; rank < 8; rank++) {
            s.append("<text x=\"").append(MARGIN / 2).append("\" y=\"").append(y(rank) + SQ / 2 + 4).append("\">")
                    .append(rank + 1).append("</text>");
        }
        s.append("</g>");
        if (side != null) {
            int cy = "w".equals(side) ? PAD + size - 8 : PAD + 8;
            s.append("<circle class=\"to-move\" cx=\"").append(MARGIN + size + PAD + 8).append("\" cy=\"").append(cy)
                    .append("\" r=\"6\" fill=\"").append("w".equals(side) ? "#fff" : "#000")
                    .append("\" stroke=\"#000\"><title>").append("w".equals(side) ? "Hamle Beyazda / White to move"
                            : "Hamle Siyahta / Black to move").append("</title></circle>");
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

    private static Position position(String fen) {
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
