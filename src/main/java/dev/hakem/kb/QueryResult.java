package dev.hakem.kb;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.jena.query.QuerySolution;
import org.apache.jena.query.ResultSetFactory;
import org.apache.jena.query.ResultSetFormatter;
import org.apache.jena.query.ResultSetRewindable;
import org.apache.jena.rdf.model.Model;
import org.apache.jena.rdf.model.RDFNode;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFDataMgr;

/**
 * The answer of a query, held in memory: rows of a SELECT, the boolean of an ASK, or the graph of a
 * CONSTRUCT/DESCRIBE. Writes itself as a text table or in the standard SPARQL 1.1 results formats.
 */
public final class QueryResult {
    /** Output formats: a text table, or SPARQL 1.1 Query Results JSON, CSV, TSV. */
    public enum Format {
        TABLE, JSON, CSV, TSV;

        public static Format parse(String s) {
            try {
                return valueOf(s.toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new KbInputException("--format: unknown format '" + s + "' (table, json, csv, tsv)");
            }
        }
    }

    private final ResultSetRewindable rows;
    private final Boolean ask;
    private final Model graph;

    private QueryResult(ResultSetRewindable rows, Boolean ask, Model graph) {
        this.rows = rows;
        this.ask = ask;
        this.graph = graph;
    }

    static QueryResult select(org.apache.jena.query.ResultSet rs) {
        return new QueryResult(ResultSetFactory.copyResults(rs), null, null);
    }

    static QueryResult ask(boolean b) {
        return new QueryResult(null, b, null);
    }

    static QueryResult graph(Model m) {
        return new QueryResult(null, null, m);
    }

    public boolean isSelect() {
        return rows != null;
    }

    /** The variables of a SELECT, in order. */
    public List<String> vars() {
        return rows == null ? List.of() : rows.getResultVars();
    }

    /** The rows of a SELECT. */
    public List<QuerySolution> solutions() {
        if (rows == null) {
            return List.of();
        }
        rows.reset();
        List<QuerySolution> out = new ArrayList<>();
        rows.forEachRemaining(out::add);
        rows.reset();
        return out;
    }

    /** The values of one column as strings (lexical form of literals, IRI of resources, "" if unbound). */
    public List<String> column(String var) {
        return solutions().stream().map(s -> {
            RDFNode n = s.get(var);
            return n == null ? "" : n.isLiteral() ? n.asLiteral().getLexicalForm() : n.toString();
        }).toList();
    }

    public boolean askAnswer() {
        if (ask == null) {
            throw new IllegalStateException("not an ASK query");
        }
        return ask;
    }

    public Model graph() {
        return graph;
    }

    public int size() {
        return rows != null ? rows.size() : graph != null ? (int) graph.size() : 1;
    }

    /** Writes the result; a CONSTRUCT/DESCRIBE graph is written as Turtle whatever the format. */
    public void write(OutputStream out, Format format) {
        if (graph != null) {
            RDFDataMgr.write(out, graph, Lang.TURTLE);
            return;
        }
        if (ask != null) {
            switch (format) {
                case JSON -> ResultSetFormatter.outputAsJSON(out, ask);
                case CSV -> ResultSetFormatter.outputAsCSV(out, ask);
                case TSV -> ResultSetFormatter.outputAsTSV(out, ask);
                case TABLE -> {
                    PrintStream ps = new PrintStream(out, true, StandardCharsets.UTF_8);
                    ps.println(ask ? "yes" : "no");
                    ps.flush();
                }
            }
            return;
        }
        rows.reset();
        switch (format) {
            case JSON -> ResultSetFormatter.outputAsJSON(out, rows);
            case CSV -> ResultSetFormatter.outputAsCSV(out, rows);
            case TSV -> ResultSetFormatter.outputAsTSV(out, rows);
            case TABLE -> ResultSetFormatter.out(out, rows, Prefixes.standard());
        }
        rows.reset();
    }
}
