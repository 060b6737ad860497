package dev.hakem.cli;

import picocli.CommandLine.Option;

/** The bounds on one SPARQL query shared by {@code query} and {@code serve}. */
final class QueryLimits {
    @Option(names = "--timeout", defaultValue = "10000", description = "time limit of one query, ms (default ${DEFAULT-VALUE})")
    long timeoutMs;

    @Option(names = "--max-rows", defaultValue = "10000", description = "bound on the rows of one answer (default ${DEFAULT-VALUE})")
    long maxRows;
}
