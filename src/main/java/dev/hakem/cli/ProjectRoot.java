package dev.hakem.cli;

import dev.hakem.kb.KnowledgeBase;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** The {@code --root} option shared by the commands that read the project (ontology/, features/, reports/). */
final class ProjectRoot {
    @Option(names = "--root", defaultValue = ".", description = "project root (ontology/, features/, reports/)")
    Path root;

    /** ROOT/reports: the last run's record, the export and the site. */
    Path reports() {
        return root.resolve("reports");
    }

    /** The knowledge base of this project, from its ontology, features and last run. */
    KnowledgeBase knowledgeBase() {
        return KnowledgeBase.load(root);
    }
}
