package dev.hakem.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.hakem.chess.ChessException;
import dev.hakem.chess.Legality;
import dev.hakem.chess.Move;
import dev.hakem.chess.PieceType;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import dev.hakem.chess.Verdict;
import dev.hakem.chess.Violation;
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

    private static final Pattern CASTLING = Pattern.compile("([O0])-\\1(-\\1)?[+#]?[!?]*");
    private static final Pattern SAN_INTENT =
            Pattern.compile("([KQRBNŞVFA])?([a-h])?([1-8])?[x:-]?([a-h][1-8])(?:=?([QRBNVKFAŞ]))?(?:e\\.p\\.)?[+#]?[!?]*");

    /**
     * Reads the move the player meant from a SAN-like token in English or Turkish letters, without
     * requiring it to be legal (an illegal move is what we are asked to explain): castling is the
     * king's two-square move; otherwise the one piece of that kind that could be meant
     * ({@link Legality#candidates}).
     */
    static Move intendedMove(Position p, String text) {
        String t = text.strip();
        int home = p.sideToMove() == dev.hakem.chess.Color.WHITE ? Square.E1 : Square.E8;
        Matcher c = CASTLING.matcher(t);
        if (c.matches()) {
            return Move.of(home, c.group(2) == null ? home + 2 : home - 2);
        }
        Matcher m = SAN_INTENT.matcher(t);
        if (!m.matches()) {
            return null;
        }
        int to = Square.parse(m.group(4));
        int file = m.group(2) == null ? -1 : m.group(2).charAt(0) - 'a';
        int rank = m.group(3) == null ? -1 : m.group(3).charAt(0) - '1';
        List<PieceType> types = new ArrayList<>();
        String letter = m.group(1);
        if (letter == null) {
            types.add(PieceType.PAWN);
        } else {
            for (dev.hakem.chess.PieceType pt : PieceType.values()) {
                char ch = letter.charAt(0);
                if (pt != PieceType.PAWN && (pt.englishLetter() == ch || pt.turkishLetter() == ch)) {
                    types.add(pt);
                }
            }
        }
        PieceType promo = null;
        if (m.group(5) != null) {
            char ch = m.group(5).charAt(0);
            for (PieceType pt : PieceType.values()) {
                if (pt != PieceType.PAWN && (pt.englishLetter() == ch || pt.turkishLetter() == ch)) {
                    promo = pt; // 'K' here can only be a Turkish rook: nobody promotes to a king on purpose
                    if (pt == PieceType.ROOK) {
                        break;
                    }
                }
            }
        }
        List<Move> found = new ArrayList<>();
        for (PieceType pt : types) {
            List<Integer> from = Legality.candidates(p, pt, to, file, rank);
            if (from.isEmpty() && pt == PieceType.PAWN && file < 0) {
                // a pawn push that cannot reach: the nearest own pawn behind on that file
                int dir = p.sideToMove() == dev.hakem.chess.Color.WHITE ? -8 : 8;
                for (int sq = to + dir; sq >= 0 && sq < 64; sq += dir) {
                    if (p.pieceAt(sq) == dev.hakem.chess.Piece.of(p.sideToMove(), PieceType.PAWN)) {
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
                    + " piece of that kind can be meant to go to " + m.group(4));
        }
        StringBuilder sb = new StringBuilder();
        for (Move f : found) {
            sb.append(sb.length() == 0 ? "" : ", ").append(Square.name(f.from())).append('-').append(Square.name(f.to()));
        }
        throw new ChessException("--move \"" + text + "\" is ambiguous: it could be " + sb
                + "; give the from-square (e.g. " + Square.name(found.get(0).from()) + Square.name(to) + ")");
    }

    /** The move from the option: coordinates/UCI, else a SAN-like token (English or Turkish letters). */
    static Move readMove(Position p, String text) {
        try {
            return parseMove(text);
        } catch (ChessException notCoordinates) {
            Move intended = text == null ? null : intendedMove(p, text);
            if (intended == null) {
                throw new ChessException("--move \"" + text + "\" is not a move in UCI, coordinate or SAN form "
                        + "(examples: e2e4, e1-g1, e7e8q, Nf3, Af3, O-O)");
            }
            return intended;
        }
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
            out.println("move:     " + move.uci());
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
