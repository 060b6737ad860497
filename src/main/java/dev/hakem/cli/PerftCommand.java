package dev.hakem.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.hakem.chess.Move;
import dev.hakem.chess.Position;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code hakem perft}: counts the leaves of the legal move tree (FIDE 3.10.1) to a depth. */
@Command(name = "perft", mixinStandardHelpOptions = true,
        description = "Count the legal move tree to a depth (node count, time, nodes/s).")
public final class PerftCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @CommandLine.Mixin
    ChessRules rules;

    @Option(names = "--depth", required = true, description = "Depth in plies (0-12).")
    int depth;

    @Option(names = "--divide", description = "List the count below each legal move (UCI).")
    boolean divide;

    @Option(names = "--json", description = "Print JSON.")
    boolean json;

    @Override
    public Integer call() throws Exception {
        if (depth < 0 || depth > 12) {
            throw new UserInputException("--depth must be between 0 and 12, got " + depth);
        }
        Position p = rules.position();
        long t0 = System.nanoTime();
        long nodes;
        List<Map.Entry<Move, Long>> perMove = new ArrayList<>();
        if (divide && depth > 0) {
            perMove.addAll(p.divide(depth));
            perMove.sort(Comparator.comparing(e -> e.getKey().uci()));
            nodes = perMove.stream().mapToLong(Map.Entry::getValue).sum();
        } else {
            nodes = p.perft(depth);
        }
        long ns = System.nanoTime() - t0;
        double seconds = ns / 1e9;
        long nps = ns == 0 ? 0 : (long) (nodes / seconds);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            ObjectMapper m = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
            ObjectNode o = m.createObjectNode();
            o.put("fen", p.fen());
            o.put("depth", depth);
            o.put("nodes", nodes);
            o.put("millis", ns / 1_000_000L);
            o.put("nodesPerSecond", nps);
            if (divide) {
                ArrayNode arr = o.putArray("divide");
                for (Map.Entry<Move, Long> e : perMove) {
                    arr.addObject().put("move", e.getKey().uci()).put("nodes", e.getValue());
                }
            }
            out.println(m.writeValueAsString(o));
        } else {
            for (Map.Entry<Move, Long> e : perMove) {
                out.println(e.getKey().uci() + ": " + e.getValue());
            }
            if (divide) {
                out.println();
            }
            out.println("nodes: " + nodes);
            out.println(String.format(Locale.ROOT, "time: %.3f s", seconds));
            out.println("nodes/s: " + nps);
        }
        out.flush();
        return 0;
    }
}
