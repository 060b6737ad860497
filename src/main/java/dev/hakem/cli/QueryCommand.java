package dev.hakem.cli;

import dev.hakem.kb.CannedQuery;
import dev.hakem.kb.KnowledgeBase;
import dev.hakem.kb.QueryResult;
import java.io.ByteArrayOutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code hakem query NAME|FILE.rq}: a canned or ad-hoc SPARQL query over the embedded graph. */
@Command(name = "query", mixinStandardHelpOptions = true,
        description = {"Runs a SPARQL query over the knowledge base (no server needed).",
                "NAME is a canned query of ontology/queries/ (see --list); FILE.rq an ad-hoc query, with the",
                "prefixes eli, skos, dcterms, prov, rdf, rdfs, owl, xsd, hk, art, case, cm, ruling, dk predeclared."})
public final class QueryCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "NAME|FILE.rq", description = "canned query name or .rq file")
    String query;

    /** Kept as given and split at the first '=' here: a value is the user's text, quotes and all. */
    @Option(names = "--param", paramLabel = "NAME=VALUE", description = "query parameter, e.g. article=7.5.5")
    List<String> params = new ArrayList<>();

    @Option(names = "--format", defaultValue = "table", description = "table, json, csv, tsv or xml (SPARQL 1.1 results "
            + "formats); for a CONSTRUCT or DESCRIBE: table (Turtle), json (JSON-LD) or xml (RDF/XML)")
    String format;

    @Mixin
    QueryLimits limits;

    @Option(names = "--list", description = "list the canned queries with their questions and parameters")
    boolean list;

    @Mixin
    ProjectRoot project;

    @Override
    public Integer call() {
        QueryResult.Format f = QueryResult.Format.parse(format);
        dev.hakem.kb.QueryPolicy.Limits bounds = limits.limits();
        Map<String, String> values = parameters();
        if ((list || query == null) && f != QueryResult.Format.TABLE) {
            throw new UserInputException("--format " + format + ": the list of canned queries is text only; "
                    + "--format is for a query's answer");
        }
        KnowledgeBase kb = project.knowledgeBase();
        PrintWriter err = spec.commandLine().getErr();
        if (list || query == null) {
            PrintWriter out = spec.commandLine().getOut();
            for (CannedQuery q : kb.queries()) {
                out.println(q.name() + "\n    " + q.question());
                q.params().forEach(p -> out.println("    --param " + p.name() + "=" + (p.defaultValue() == null ? "…" : p.defaultValue())
                        + "  " + p.description()));
            }
            out.flush();
            return 0;
        }
        if (!kb.hasRunRecord()) {
            err.println("hakem: note: no test-run record (reports/citations.json): no engine data, rulings are 'not-run'");
        }
        QueryResult r = kb.run(kb.canned(query), values, bounds);
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        r.write(buf, f);
        PrintWriter out = spec.commandLine().getOut();
        out.print(buf.toString(StandardCharsets.UTF_8));
        out.flush();
        return 0;
    }

    /** The --param values by name: each NAME=VALUE, a name given once. */
    private Map<String, String> parameters() {
        Map<String, String> values = new LinkedHashMap<>();
        for (String p : params) {
            int eq = p.indexOf('=');
            if (eq <= 0) {
                throw new UserInputException("--param " + p + ": expected NAME=VALUE, e.g. article=7.5.5");
            }
            if (values.putIfAbsent(p.substring(0, eq), p.substring(eq + 1)) != null) {
                throw new UserInputException("--param " + p.substring(0, eq) + ": given twice; give each parameter once");
            }
        }
        return values;
    }
}
