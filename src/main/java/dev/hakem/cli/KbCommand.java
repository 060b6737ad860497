package dev.hakem.cli;

import dev.hakem.kb.KnowledgeBase;
import dev.hakem.kb.ShapeReport;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code hakem kb check|export}: validate the knowledge base with SHACL, or export it. */
@Command(name = "kb", mixinStandardHelpOptions = true, description = "Knowledge-base tasks.",
        subcommands = {KbCommand.Check.class, KbCommand.Export.class})
public final class KbCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** {@code hakem kb check}: SHACL shapes of ontology/shapes.ttl; exit 1 and each violation if any. */
    @Command(name = "check", mixinStandardHelpOptions = true,
            description = "Validates the graph with ontology/shapes.ttl; prints each violation (focus node: message), exit 1 if any.")
    static final class Check implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Mixin
        ProjectRoot project;

        @Override
        public Integer call() {
            KnowledgeBase kb = project.knowledgeBase();
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            kb.warnings().forEach(w -> err.println("hakem: note: " + w));
            ShapeReport report = kb.check();
            report.violations().forEach(v -> out.println("violation: " + v));
            out.flush();
            if (!report.conforms()) {
                err.println("hakem: kb check: " + report.violations().size() + " violation(s)");
                return 1;
            }
            err.println("hakem: kb check: the graph conforms (" + kb.model().size() + " triples)");
            return 0;
        }
    }

    /** {@code hakem kb export}: the whole graph as Turtle and JSON-LD. */
    @Command(name = "export", mixinStandardHelpOptions = true,
            description = "Writes the whole graph to DIR/kb.ttl and DIR/kb.jsonld.")
    static final class Export implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Mixin
        ProjectRoot project;

        @Option(names = "--out", paramLabel = "DIR", description = "output directory (default: ROOT/reports)")
        Path out;

        @Override
        public Integer call() {
            KnowledgeBase kb = project.knowledgeBase();
            kb.warnings().forEach(w -> spec.commandLine().getErr().println("hakem: note: " + w));
            for (Path p : kb.export(out != null ? out : project.reports())) {
                spec.commandLine().getOut().println("wrote " + p);
            }
            spec.commandLine().getOut().flush();
            return 0;
        }
    }
}
