package dev.hakem.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.hakem.chess.Color;
import dev.hakem.chess.Position;
import dev.hakem.chess.mate.Winnability;
import dev.hakem.chess.mate.Winnability.Answer;
import dev.hakem.chess.mate.Winnability.Verdict;
import java.io.PrintWriter;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code hakem mate-possible}: FIDE 5.1.2 / 5.2.2 / 6.9 — can each side still checkmate by some series
 * of legal moves, and is the position dead (neither can)? One position ({@link ChessRules}: {@code --fen},
 * {@code --chess960}, {@code --number}; one of them is required) or a batch, one FEN per line
 * ({@code --fens}, see {@link FenBatch}).
 */
@Command(name = "mate-possible", mixinStandardHelpOptions = true,
        description = "Can White / Black still checkmate by any series of legal moves (FIDE 5.1.2, 5.2.2, 6.9)?")
public final class MatePossibleCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** One position: {@code --fen}, {@code --chess960}, {@code --number} (the options of perft and explain). */
    @CommandLine.Mixin
    ChessRules rules;

    @Option(names = "--fens", paramLabel = "FILE",
            description = "Batch: a file with one FEN per line ('-' for standard input), read with --chess960 if given. "
                    + "Prints one JSON object per line as it goes (the shape of --json, with the line number); a line "
                    + "that is not a position is reported with its number and the batch goes on (exit code 2 at the end).")
    String fens;

    @Option(names = "--side", description = "Only this side: white or black (default: both).")
    String side;

    /** The largest search bound: a few minutes of search at most. */
    static final long MAX_NODES = 100_000_000;

    @Option(names = "--nodes", description = "Search bound in positions, per side (default: ${DEFAULT-VALUE}).")
    long nodes = Winnability.DEFAULT_NODE_BUDGET;

    @Option(names = "--json", description = "Print JSON: {\"white\": \"can\"|\"cannot\"|\"undetermined\", \"black\": ..., \"dead\": true|false|null}.")
    boolean json;

    @Override
    public Integer call() throws Exception {
        List<Color> sides = sides();
        if (nodes < 1 || nodes > MAX_NODES) {
            throw new UserInputException("--nodes " + nodes + ": the search bound must be between 1 and " + MAX_NODES
                    + " positions");
        }
        if (fens == null && rules.fen == null && rules.number == null) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "no position: give --fen, --number (Chess960) or --fens (a file of positions)");
        }
        PrintWriter out = spec.commandLine().getOut();
        if (fens != null) {
            if (rules.fen != null || rules.number != null) {
                throw new UserInputException("--fens and " + (rules.fen != null ? "--fen" : "--number")
                        + " both give positions; give one of them");
            }
            return new FenBatch(sides, nodes, rules.variant()).run(fens, out, spec.commandLine().getErr(),
                    System.console() != null);
        }
        Position p = rules.position();
        Map<Color, Verdict> verdicts = analyse(p, sides, nodes);
        if (json) {
            ObjectMapper m = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
            out.println(m.writeValueAsString(json(m, p, verdicts)));
        } else {
            for (Map.Entry<Color, Verdict> e : verdicts.entrySet()) {
                Verdict v = e.getValue();
                String why = switch (v.answer()) {
                    case CAN -> v.helpmate().isEmpty() ? "checkmate on the board"
                            : "helpmate: " + String.join(" ", v.helpmate());
                    case CANNOT -> v.grounds();
                    case UNDETERMINED -> "bound reached: " + v.nodes() + " positions, full width to "
                            + v.bound() + " plies";
                };
                out.println(e.getKey().key() + ": " + v.answer().key() + " (" + why + ")");
            }
            Boolean dead = dead(verdicts);
            out.println("dead: " + (dead == null ? "undetermined" : dead ? "yes (FIDE 5.2.2)" : "no"));
        }
        return 0;
    }

    private List<Color> sides() {
        if (side == null) {
            return List.of(Color.WHITE, Color.BLACK);
        }
        Color c = Color.parse(side);
        if (c == null) {
            throw new UserInputException("--side: expected white or black, got '" + side + "'");
        }
        return List.of(c);
    }

    /** The verdict of each side asked about. */
    static Map<Color, Verdict> analyse(Position p, List<Color> sides, long nodes) {
        Map<Color, Verdict> verdicts = new EnumMap<>(Color.class);
        for (Color c : sides) {
            verdicts.put(c, Winnability.analyse(p, c, nodes));
        }
        return verdicts;
    }

    /**
     * The JSON answer: the verdict per side, dead (true, false or null), the FEN, and per side the
     * grounds, the bound reached, the nodes searched and the helpmate (UCI).
     */
    static ObjectNode json(ObjectMapper m, Position p, Map<Color, Verdict> verdicts) {
        ObjectNode o = m.createObjectNode();
        for (Map.Entry<Color, Verdict> e : verdicts.entrySet()) {
            o.put(e.getKey().key(), e.getValue().answer().key());
        }
        Boolean dead = dead(verdicts);
        if (dead == null) {
            o.putNull("dead");
        } else {
            o.put("dead", dead);
        }
        o.put("fen", p.fen());
        ObjectNode details = o.putObject("details");
        for (Map.Entry<Color, Verdict> e : verdicts.entrySet()) {
            Verdict v = e.getValue();
            ObjectNode d = details.putObject(e.getKey().key());
            d.put("grounds", v.grounds());
            d.put("bound", v.bound());
            d.put("nodes", v.nodes());
            v.helpmate().forEach(d.putArray("helpmate")::add);
        }
        return o;
    }

    /** Dead (5.2.2) when both sides cannot; not dead when one can; otherwise unknown. */
    private static Boolean dead(Map<Color, Verdict> verdicts) {
        if (verdicts.values().stream().anyMatch(v -> v.answer() == Answer.CAN)) {
            return false;
        }
        if (verdicts.size() == 2 && verdicts.values().stream().allMatch(v -> v.answer() == Answer.CANNOT)) {
            return true;
        }
        return null;
    }
}
