package dev.hakem.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.hakem.chess.ChessException;
import dev.hakem.chess.Legality;
import dev.hakem.chess.Move;
import dev.hakem.chess.Piece;
import dev.hakem.chess.PieceType;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import dev.hakem.chess.Variant;
import dev.hakem.chess.Verdict;
import dev.hakem.chess.Violation;
import dev.hakem.chess.notation.Notation;
import dev.hakem.chess.notation.MoveInput;
import dev.hakem.chess.notation.San;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
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

    @CommandLine.Mixin
    ChessRules rules;

    @Option(names = "--move", required = true,
            description = "The move: UCI or coordinates (e2e4, e1-g1, e7e8q, e7-e8=Q; in Chess960 castling is "
                    + "the king taking its own rook, e1h1), or SAN (Nf3, Af3, O-O).")
    String moveText;

    @Option(names = "--json", description = "Print JSON.")
    boolean json;

    @Option(names = "--notation", paramLabel = "english|turkish",
            description = "The language the SAN is written in (FIDE C.2-C.3). Without it the move's own letters decide "
                    + "(Q R B N English, S-cedilla V F A Turkish); a K move that both could mean is refused.")
    String notation;

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
        Piece target = p.pieceAt(move.to());
        boolean castlingShape = p.variant() == Variant.CHESS960
                ? target != null && target.color() == p.sideToMove() && target.type() == PieceType.ROOK   // II.3
                : Math.abs(move.to() - move.from()) == 2;                                                 // 3.8.2
        if (piece != null && piece.type() == PieceType.KING && Square.rank(move.from()) == Square.rank(move.to())
                && castlingShape && move.promotion() == null) {
            return move.to() > move.from() ? "O-O" : "O-O-O";
        }
        StringBuilder sb = new StringBuilder();
        if (piece != null && piece.type() != PieceType.PAWN) {
            sb.append(n.letter(piece.type()));
        }
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
        Position p = rules.position();
        Notation letters = null;
        if (notation != null) {
            letters = Notation.parse(notation);
            if (letters == null) {
                throw new UserInputException("--notation: expected \"english\" or \"turkish\", not \""
                        + MoveInput.shown(notation) + "\"");
            }
        }
        Move move;
        try {
            move = MoveInput.readObserved(p, moveText, letters);
        } catch (ChessException e) {
            if (letters == null && "C.3".equals(e.article())) {
                throw new UserInputException(e.describe() + ": --notation english or --notation turkish");
            }
            throw e;
        }
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
                if (x.under() != null) {
                    n.put("under", x.under());
                }
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
                out.println("  FIDE " + x.article() + (x.under() == null ? "" : " (as Guidelines " + x.under()
                        + " applies it to Chess960)"));
                out.println("    en: " + x.en());
                out.println("    tr: " + x.tr());
            }
        }
        out.flush();
        return 0;
    }
}
