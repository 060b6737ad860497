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

    @Override
    public Integer call() throws Exception {
        Position p = fen == null ? Position.startpos() : Position.fromFen(fen);
        Move move = parseMove(moveText);
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
