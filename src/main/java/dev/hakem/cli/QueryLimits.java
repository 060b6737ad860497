package dev.hakem.cli;

import dev.hakem.kb.QueryPolicy;
import picocli.CommandLine.Option;

/** The bounds on one SPARQL query shared by {@code query} and {@code serve}. */
final class QueryLimits {
    @Option(names = "--timeout", defaultValue = "10000", description = "time limit of one query, ms (default ${DEFAULT-VALUE}, at most 600000)")
    long timeoutMs;

    @Option(names = "--max-rows", defaultValue = "10000", description = "bound on the rows of one answer (default ${DEFAULT-VALUE})")
    long maxRows;

    @Option(names = "--max-bytes", defaultValue = "16777216", description = "bound on the size of one answer, bytes (default ${DEFAULT-VALUE}: 16 MiB)")
    long maxBytes;

    /** The bounds, checked (each must be positive and at most its largest value). */
    QueryPolicy.Limits limits() {
        return new QueryPolicy.Limits(timeoutMs, maxRows, maxBytes);
    }
}
