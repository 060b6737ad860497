package dev.hakem.cli;

import dev.hakem.docs.Docs;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code hakem docs [--out DIR]}: generates the living documentation site for arbiters. */
@Command(name = "docs", mixinStandardHelpOptions = true,
        description = {"Generates the living documentation site (static HTML, Turkish and English) from the knowledge",
                "base and the last run's reports; open DIR/index.html, or serve it with 'hakem serve --static DIR'."})
public final class DocsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--out", paramLabel = "DIR", description = "output directory (default: ROOT/reports/site)")
    Path out;

    @Mixin
    ProjectRoot project;

    @Override
    public Integer call() {
        Path target = out != null ? out : project.reports().resolve("site");
        Docs.Result r;
        try {
            r = Docs.generate(project.root, target);
        } catch (IOException e) {
            throw UserInputException.io("cannot write the documentation to " + target, e);
        } catch (IllegalArgumentException e) {
            throw new UserInputException("bad run record: " + e.getMessage());
        }
        r.warnings().forEach(w -> spec.commandLine().getErr().println("hakem: note: " + w));
        spec.commandLine().getOut().printf("hakem: wrote %d pages to %s in %d ms (open %s)%n", r.pages(), target,
                r.millis(), target.resolve("index.html"));
        spec.commandLine().getOut().flush();
        return 0;
    }
}
