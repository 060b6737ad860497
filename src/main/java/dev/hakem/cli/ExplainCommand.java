package dev.hakem.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.hakem.chess.ChessException;
import dev.hakem.chess.Color;
import dev.hakem.chess.Legality;
import dev.hakem.chess.Move;
import dev.hakem.chess.Piece;
import dev.hakem.chess.PieceType;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import dev.hakem.chess.Verdict;
import dev.hakem.chess.Violation;
import dev.hakem.chess.notation.Notation;
import dev.hakem.chess.notation.MoveInput;
import dev.hakem.chess.notation.San;
import dev.hakem.chess.notation.SanShape;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code hakem explain}: is a move legal here (FIDE 3.10), and if not, which provisions it breaks and why. */
@Command(name = "explain", mixinStandardHelpOptions = true,
        description = "Say whether a move is legal in a position and, if not, which articles it breaks and why "
                + "(English and Turkish).")
public final class ExplainCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--fen", description = "Position as FEN (default: the initial position).")
    String fen;

    @Option(names = "--move", required = true,
            description = "The move: UCI or coordinates (e2e4, e1-g1, e7e8q, e7-e8=Q).")
    String moveText;

    @Option(names = "--json", description = "Print JSON.")
    boolean json;

    private static final Pattern COORDINATES =
            Pattern.compile("([a-h][1-8])\\s*[-x:]?\\s*([a-h][1-8])\\s*(?:=?\\s*([qrbnkp]))?");

    /** Reads a move in UCI or coordinate form; throws {@link ChessException} saying what is wrong. */
    static Move parseMove(String text) {
        String t = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        Matcher m = COORDINATES.matcher(t);
        if (!m.matches()) {
            throw new ChessException("--move \"" + text + "\" is not a move in UCI or coordinate form "
                    + "(examples: e2e4, e1-g1, e7e8q, e7-e8=Q)");
        }
        PieceType promo = null;
        if (m.group(3) != null) {
            promo = switch (m.group(3).charAt(0)) {
                case 'q' -> PieceType.QUEEN;
                case 'r' -> PieceType.ROOK;
                case 'b' -> PieceType.BISHOP;
                case 'n' -> PieceType.KNIGHT;
                case 'k' -> PieceType.KING;
                default -> PieceType.PAWN;
            };
        }
        return new Move(Square.parse(m.group(1)), Square.parse(m.group(2)), promo);
    }

    /**
     * The move a SAN token in English or Turkish letters means, without requiring it to be legal (an
     * illegal move is what we are asked to explain): the token's shape comes from the project's SAN
     * reader ({@link San#shape}); castling is the king's two-square move; otherwise the one piece of
     * that kind that could be meant ({@link Legality#candidates}), preferring a legal reading.
     * Returns null when the token is not SAN at all.
     */
    static Move intendedMove(Position p, String text) {
        SanShape shape;
        try {
            shape = San.shape(text);
        } catch (ChessException notSan) {
            return null;
        }
        int home = p.kingSquare(p.sideToMove());
        if (shape.castling() != 0) {
            return Move.of(home, shape.castling() == 1 ? home + 2 : home - 2);
        }
        int to = shape.to();
        List<PieceType> types = new ArrayList<>();
        if (shape.pieceLetter() == '\0') {
            types.add(PieceType.PAWN);
        } else {
            for (Notation n : Notation.values()) {
                PieceType pt = n.pieceOf(shape.pieceLetter());
                if (pt != null && !types.contains(pt)) {
                    types.add(pt);
                }
            }
        }
        PieceType promo = null;
        char pl = shape.promotionLetter();
        if (pl != '\0') {
            // 'K' names a king in English and a rook in Turkish; a pawn can only become the rook
            PieceType tr = Notation.TURKISH.pieceOf(pl);
            PieceType en = Notation.ENGLISH.pieceOf(pl);
            promo = tr == PieceType.ROOK || en == null ? tr : en;
        }
        List<Move> found = new ArrayList<>();
        for (PieceType pt : types) {
            List<Integer> from = Legality.candidates(p, pt, to, shape.fromFile(), shape.fromRank());
            if (from.isEmpty() && pt == PieceType.PAWN && shape.fromRank() < 0 && !shape.capture()) {
                // a pawn push that cannot reach: the nearest own pawn behind on that file
                int dir = p.sideToMove() == Color.WHITE ? -8 : 8;
                for (int sq = to + dir; sq >= 0 && sq < 64; sq += dir) {
                    if (p.pieceAt(sq) == Piece.of(p.sideToMove(), PieceType.PAWN)) {
                        from = List.of(sq);
                        break;
                    }
                }
            }
            for (int f : from) {
                found.add(new Move(f, to, promo));
            }
        }
        if (found.size() == 1) {
            return found.get(0);
        }
        List<Move> legal = found.stream().filter(p::isLegal).toList();
        if (legal.size() == 1) {
            return legal.get(0);
        }
        if (found.isEmpty()) {
            throw new ChessException("--move \"" + text + "\": no " + p.sideToMove().english().toLowerCase(Locale.ROOT)
                    + " piece of that kind can be meant to go to " + Square.name(to));
        }
        StringBuilder sb = new StringBuilder();
        for (Move f : found) {
            sb.append(sb.length() == 0 ? "" : ", ").append(Square.name(f.from())).append('-').append(Square.name(f.to()));
        }
        throw new ChessException("--move \"" + text + "\" is ambiguous: it could be " + sb
                + "; give the from-square (e.g. " + Square.name(found.get(0).from()) + Square.name(to) + ")");
    }

    /**
     * The move from the option: a physical move in UCI or coordinates (e2e4, e1-g1, e7-e8=Q; also
     * e7e8k, to ask about promoting to a king); else a legal move in SAN, either letters, through
     * {@link MoveInput#read}; else the move a SAN token means ({@link #intendedMove}).
     */
    static Move readMove(Position p, String text) {
        try {
            return parseMove(text);
        } catch (ChessException notCoordinates) {
            // SAN, then
        }
        try {
            return MoveInput.read(p, text);
        } catch (ChessException notLegal) {
            // not a legal move: read what was meant, to explain it
        }
        Move intended = text == null ? null : intendedMove(p, text);
        if (intended == null) {
            throw new ChessException("--move \"" + text + "\" is not a move in UCI, coordinate or SAN form "
                    + "(examples: e2e4, e1-g1, e7e8q, Nf3, Af3, O-O)");
        }
        return intended;
    }

    /**
     * FIDE App. C: the move in the given letters: SAN when legal; otherwise long algebraic (C.13:
     * piece letter, departure square, '-' or 'x', arrival square, promotion), since an illegal move
     * has no SAN.
     */
    static String written(Position p, Move move, boolean legal, Notation n) {
        if (legal) {
            return San.write(p, move, n);
        }
        Piece piece = p.pieceAt(move.from());
        if (piece != null && piece.type() == PieceType.KING && Square.rank(move.from()) == Square.rank(move.to())
                && Math.abs(move.to() - move.from()) == 2 && move.promotion() == null) {
            return move.to() > move.from() ? "O-O" : "O-O-O";
        }
        StringBuilder sb = new StringBuilder();
        if (piece != null && piece.type() != PieceType.PAWN) {
            sb.append(n.letter(piece.type()));
        }
        Piece target = p.pieceAt(move.to());
        boolean capture = piece != null && target != null && target.color() != piece.color();
        sb.append(Square.name(move.from())).append(capture ? 'x' : '-').append(Square.name(move.to()));
        if (move.promotion() != null) {
            char letter = n.letter(move.promotion());
            sb.append('=').append(letter == '\0' ? "P" : String.valueOf(letter));
        }
        return sb.toString();
    }

    @Override
    public Integer call() throws Exception {
        Position p = fen == null ? Position.startpos() : Position.fromFen(fen);
        Move move = readMove(p, moveText);
        Verdict v = Legality.explain(p, move);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            ObjectMapper om = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
            ObjectNode o = om.createObjectNode();
            o.put("fen", p.fen());
            o.put("move", move.uci());
            o.put("legal", v.legal());
            o.put("notation", v.legal() ? "SAN" : "long algebraic");
            o.put("en", written(p, move, v.legal(), Notation.ENGLISH));
            o.put("tr", written(p, move, v.legal(), Notation.TURKISH));
            ArrayNode arts = o.putArray("articles");
            v.articles().forEach(arts::add);
            ArrayNode vs = o.putArray("violations");
            for (Violation x : v.violations()) {
                ObjectNode n = vs.addObject();
                n.put("article", x.article());
                n.put("en", x.en());
                n.put("tr", x.tr());
                ArrayNode sq = n.putArray("squares");
                x.squares().forEach(s -> sq.add(Square.name(s)));
            }
            out.println(om.writeValueAsString(o));
        } else {
            out.println("position: " + p.fen());
            out.println("move:     " + move.uci() + "  (" + (v.legal() ? "SAN" : "long algebraic") + ": "
                    + written(p, move, v.legal(), Notation.ENGLISH) + " / " + written(p, move, v.legal(), Notation.TURKISH)
                    + ")");
            out.println("verdict:  " + (v.legal() ? "legal / geçerli" : "illegal / geçersiz"));
            for (Violation x : v.violations()) {
                out.println("  FIDE " + x.article());
                out.println("    en: " + x.en());
                out.println("    tr: " + x.tr());
            }
        }
        out.flush();
        return 0;
    }
}
