package dev.hakem.chess.pgn;

import dev.hakem.chess.Color;
import dev.hakem.chess.Move;
import dev.hakem.chess.Position;
import dev.hakem.chess.Variant;
import dev.hakem.chess.notation.Notation;
import dev.hakem.chess.notation.San;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;

/**
 * Writes game records in PGN export style: the seven tag roster first (Event, Site, Date, Round,
 * White, Black, Result; "?" where unknown), SetUp/FEN when the game starts from a set-up
 * position (always for Chess960, after its {@code [Variant "Chess960"]} tag, Guidelines II), then
 * the other tags in their order; movetext with move numbers, SAN regenerated from
 * the moves in English or Turkish letters (FIDE App. C) with check and mate marks, NAGs,
 * comments and variations; lines of at most 80 characters; a blank line after each game.
 */
public final class PgnWriter {
    private static final List<String> ROSTER = List.of("Event", "Site", "Date", "Round", "White", "Black", "Result");
    private static final int WIDTH = 80;

    private final Notation notation;

    public PgnWriter(Notation notation) {
        this.notation = notation;
    }

    /** The PGN text of one game, in English letters. */
    public static String toPgn(PgnGame game) {
        return toPgn(game, Notation.ENGLISH);
    }

    /** The PGN text of one game in the given letters. */
    public static String toPgn(PgnGame game, Notation notation) {
        StringBuilder sb = new StringBuilder(1024);
        new PgnWriter(notation).write(game, sb);
        return sb.toString();
    }

    /** Appends one game (tags, blank line, movetext, blank line). */
    public void write(PgnGame game, Appendable out) {
        try {
            out.append(format(game));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private String format(PgnGame game) {
        StringBuilder sb = new StringBuilder(1024);
        Map<String, String> tags = game.tags();
        for (String name : ROSTER) {
            String v = name.equals("Result") ? game.result() : tags.get(name);
            if (v == null) {
                v = name.equals("Date") ? "????.??.??" : "?";
            }
            tag(sb, name, v);
        }
        Position start = game.startPosition();
        boolean chess960 = start.variant() == Variant.CHESS960;
        boolean setUp = chess960 || !start.fen().equals(Position.startpos().fen());
        if (chess960) {
            tag(sb, "Variant", Variant.CHESS960.pgnName());
        }
        if (setUp) {
            tag(sb, "SetUp", "1");
            tag(sb, "FEN", start.fen());
        }
        for (Map.Entry<String, String> e : tags.entrySet()) {
            String k = e.getKey();
            if (ROSTER.contains(k) || k.equals("SetUp") || k.equals("FEN") || (chess960 && k.equals("Variant"))) {
                continue;
            }
            tag(sb, k, e.getValue());
        }
        sb.append('\n');
        Lines lines = new Lines(sb);
        for (String c : game.comments()) {
            lines.comment(c);
        }
        Position pos = start;
        boolean announce = true;
        for (PgnMove pm : game.mainLine()) {
            Move m = pm.move();
            List<Move> legal = pos.legalMoves();
            Position next = pos.play(m);
            number(lines, pos.fullmoveNumber(), pos.sideToMove(), announce);
            lines.word(San.write(pos, legal, m, notation, next));
            announce = annotations(lines, pm, pos.fullmoveNumber(), pos.sideToMove(), game.notation());
            pos = next;
        }
        lines.word(game.result());
        lines.end();
        sb.append('\n');
        return sb.toString();
    }

    /**
     * NAGs, comments, variations of a move; true when the next move needs its number again.
     * Variations nest as deep as the record says: written with a stack of their own, not by recursion.
     */
    private boolean annotations(Lines lines, PgnMove pm, int number, Color side, Notation written) {
        boolean announce = nagsAndComments(lines, pm) || !pm.variations().isEmpty();
        java.util.ArrayDeque<Variations> stack = new java.util.ArrayDeque<>();
        if (!pm.variations().isEmpty()) {
            stack.push(new Variations(pm.variations(), number, side));
        }
        while (!stack.isEmpty()) {
            Variations f = stack.peek();
            if (f.line == null) {
                if (f.next == f.all.size()) {
                    stack.pop();
                    continue;
                }
                f.line = f.all.get(f.next++);
                lines.open();
                for (String c : f.line.comments()) {
                    lines.comment(c);
                }
                f.move = 0;
                f.n = f.number;
                f.s = f.side;
                f.announce = true;
            }
            if (f.move == f.line.moves().size()) {
                lines.close();
                f.line = null;
                continue;
            }
            PgnMove vm = f.line.moves().get(f.move++);
            number(lines, f.n, f.s, f.announce);
            lines.word(translate(stripSuffix(vm.san()), written));
            f.announce = nagsAndComments(lines, vm) || !vm.variations().isEmpty();
            int n = f.n;
            Color s = f.s;
            if (f.s == Color.BLACK) {
                f.n++;
            }
            f.s = f.s.opposite();
            if (!vm.variations().isEmpty()) {
                stack.push(new Variations(vm.variations(), n, s));
            }
        }
        return announce;
    }

    /** The variations of one move being written: which one, and where in it. */
    private static final class Variations {
        final List<PgnVariation> all;
        final int number;
        final Color side;
        int next;
        PgnVariation line;
        int move;
        int n;
        Color s;
        boolean announce;

        Variations(List<PgnVariation> all, int number, Color side) {
            this.all = all;
            this.number = number;
            this.side = side;
        }
    }

    /** A move's NAGs and comments; true when it has comments. */
    private static boolean nagsAndComments(Lines lines, PgnMove pm) {
        for (int nag : pm.nags()) {
            lines.word("$" + nag);
        }
        boolean commented = false;
        for (String c : pm.comments()) {
            lines.comment(c);
            commented = true;
        }
        return commented;
    }

    private static void number(Lines lines, int number, Color side, boolean announce) {
        if (side == Color.WHITE) {
            lines.word(number + ".");
        } else if (announce) {
            lines.word(number + "...");
        }
    }

    /** A variation's SAN, kept as written, with its piece letters carried into this writer's letters. */
    private String translate(String san, Notation from) {
        if (from == notation) {
            return san;
        }
        StringBuilder sb = new StringBuilder(san.length());
        for (int i = 0; i < san.length(); i++) {
            sb.append(from.translate(san.charAt(i), notation));
        }
        return sb.toString();
    }

    private static String stripSuffix(String san) {
        int e = san.length();
        while (e > 0 && (san.charAt(e - 1) == '!' || san.charAt(e - 1) == '?')) {
            e--;
        }
        return san.substring(0, e);
    }

    private static void tag(StringBuilder sb, String name, String value) {
        sb.append('[').append(name).append(" \"");
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '"' || c == '\\') {
                sb.append('\\');
            }
            sb.append(c == '\n' || c == '\r' ? ' ' : c);
        }
        sb.append("\"]\n");
    }

    /** Movetext words joined by single spaces, wrapped before a line would pass 80 characters. */
    private static final class Lines {
        private final StringBuilder sb;
        private int width;
        private boolean glue;      // next word follows '(' without a space

        Lines(StringBuilder sb) {
            this.sb = sb;
        }

        void word(String w) {
            if (width > 0 && !glue) {
                if (width + 1 + w.length() > WIDTH && w.charAt(0) != '%') {   // '%' opening a line escapes it
                    sb.append('\n');
                    width = 0;
                } else {
                    sb.append(' ');
                    width++;
                }
            } else if (glue && width + w.length() > WIDTH) {
                sb.append('\n');
                width = 0;
            }
            glue = false;
            sb.append(w);
            width += w.length();
        }

        void comment(String text) {
            // '}' cannot appear inside a brace comment; words keep their order
            String[] words = text.replace('}', ')').strip().split("\\s+");
            if (words.length == 1 && words[0].isEmpty()) {
                word("{}");
                return;
            }
            for (int i = 0; i < words.length; i++) {
                String w = words[i];
                if (i == 0) {
                    w = "{" + w;
                }
                if (i == words.length - 1) {
                    w = w + "}";
                }
                word(w);
            }
        }

        void open() {
            word("(");
            glue = true;
        }

        void close() {
            if (width + 1 > WIDTH) {
                sb.append('\n');
                width = 0;
            }
            sb.append(')');
            width++;
        }

        void end() {
            sb.append('\n');
        }
    }
}
