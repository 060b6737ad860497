package dev.hakem.cli;

import dev.hakem.arbiter.Arbiter;
import dev.hakem.arbiter.json.CaseFiles;
import dev.hakem.arbiter.CaseInputException;
import dev.hakem.arbiter.Decision;
import dev.hakem.arbiter.Obligation;
import dev.hakem.arbiter.Ruling;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code hakem rule CASE.json [--json]}: rules a case file with the arbiter engine. */
@Command(name = "rule", mixinStandardHelpOptions = true,
        description = "Rules a case (position, moves, clocks, observed events) under the FIDE Laws of Chess "
                + "(Art. 4, 5, 6.9, 7, 9, 12.9) and prints every decision with the provisions applied.")
public final class RuleCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "CASE.json", description = "the case file")
    Path file;

    @Option(names = "--json", description = "print the ruling as JSON")
    boolean json;

    /** The largest case file, bytes: a case of a real game with every event observed is a few kilobytes. */
    static final long MAX_CASE_BYTES = 1 << 20;

    @Override
    public Integer call() {
        String text = dev.hakem.kb.TextFile.readUtf8(file, MAX_CASE_BYTES, "a case file");
        Ruling r;
        try {
            r = Arbiter.rule(CaseFiles.read(text));
        } catch (CaseInputException e) {
            throw new UserInputException(file + ": " + e.getMessage());
        }
        PrintWriter out = spec.commandLine().getOut();
        out.print(json ? CaseFiles.write(r) : text(r));
        out.flush();
        return 0;
    }

    /**
     * The ruling for people: summary lines, then each decision with the provisions that decided it
     * (and, marked, those applied in passing) and its reasons.
     */
    static String text(Ruling r) {
        StringBuilder b = new StringBuilder();
        b.append("Result / Sonuç: ").append(r.result());
        if (r.result() == dev.hakem.arbiter.GameResult.ONGOING) {
            b.append(" (the game goes on / ").append(r.result().turkish()).append(')');
        }
        if (r.termination() != null) {
            b.append(" (").append(r.termination()).append(')');
        }
        b.append('\n');
        b.append("Position / Konum: ").append(r.fen()).append("  (").append(r.toMove().key()).append(" to move)\n");
        if (r.clocks() != null) {
            b.append("Clocks / Saatler:");
            r.clocks().forEach((c, d) -> b.append(' ').append(c.key()).append(' ').append(d));
            b.append('\n');
        }
        if (r.score() != null) {
            b.append("Score / Puan:");
            for (dev.hakem.chess.Color c : dev.hakem.chess.Color.values()) {
                b.append(' ').append(c.key()).append(' ').append(r.score().of(c) == null ? "?"
                        : r.points().points(r.score().of(c)).toPlainString());
            }
            b.append("  [").append(String.join(", ", r.scoreProvisions())).append("]\n");
        }
        b.append("Illegal moves / Geçersiz hamleler:");
        r.illegalMoves().forEach((c, n) -> b.append(' ').append(c.key()).append(' ').append(n));
        b.append('\n');
        Obligation o = r.obligation();
        if (o != null) {
            b.append("Obligation / Zorunluluk: ").append(o.kind());
            if (o.square() != null) {
                b.append(' ').append(o.square());
            }
            if (o.side() != null) {
                b.append(' ').append(o.side());
            }
            if (o.from() != null) {
                b.append(" with ").append(o.from());
            }
            if (o.move() != null) {
                b.append(' ').append(o.move());
            }
            b.append("  [").append(String.join(", ", o.articles())).append("]\n");
        }
        int i = 1;
        for (Decision d : r.decisions()) {
            b.append(i++).append(". ").append(d.code());
            if (d.by() != null) {
                b.append(" (").append(d.by().key()).append(')');
            }
            b.append("  [").append(String.join(", ", d.decidedBy()));
            if (!d.applied().isEmpty()) {
                b.append(d.decidedBy().isEmpty() ? "" : "; ").append("in passing: ").append(String.join(", ", d.applied()));
            }
            b.append("]\n");
            b.append("   tr: ").append(d.tr()).append('\n');
            b.append("   en: ").append(d.en()).append('\n');
            for (String opt : d.options()) {
                b.append("   - ").append(opt).append('\n');
            }
        }
        b.append("FIDE Laws of Chess (2023): https://handbook.fide.com/chapter/E012023\n");
        return b.toString();
    }
}
