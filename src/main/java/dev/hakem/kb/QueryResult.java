package dev.hakem.kb;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.Triple;
import org.apache.jena.rdf.model.ModelFactory;
import org.apache.jena.sparql.core.Var;
import org.apache.jena.sparql.engine.binding.Binding;
import org.apache.jena.sparql.exec.RowSetStream;
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
 * It is built under a bound on its size (the characters of its values and names, about its bytes
 * in any format): beyond it the query is refused, not cut.
 */
public final class QueryResult {
    /** Output formats: a text table, or SPARQL 1.1 Query Results JSON, CSV, TSV. */
    public enum Format {
        TABLE, JSON, CSV, TSV, XML;

        public static Format parse(String s) {
            try {
                return valueOf(s.toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new KbInputException("--format: unknown format '" + s + "' (table, json, csv, tsv, xml)");
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

    /** The rows of a SELECT, refused when they would take more than {@code maxBytes}. */
    static QueryResult select(org.apache.jena.query.ResultSet rs, long maxBytes) {
        List<Var> vars = rs.getResultVars().stream().map(Var::alloc).toList();
        List<Binding> rows = new ArrayList<>();
        Size size = new Size(maxBytes);
        while (rs.hasNext()) {
            Binding b = rs.nextBinding();
            for (Var v : vars) {
                Node n = b.get(v);
                if (n != null) {
                    size.add(v.getVarName().length() + 16 + length(n));
                }
            }
            rows.add(b);
        }
        return new QueryResult(ResultSetFactory.makeRewindable(RowSetStream.create(vars, rows.iterator())), null, null);
    }

    static QueryResult ask(boolean b) {
        return new QueryResult(null, b, null);
    }

    /** The triples of a CONSTRUCT or DESCRIBE, refused when they would take more than {@code maxBytes}. */
    static QueryResult graph(Iterator<Triple> triples, long maxBytes) {
        Model m = ModelFactory.createDefaultModel();
        m.setNsPrefixes(Prefixes.standard());
        Size size = new Size(maxBytes);
        while (triples.hasNext()) {
            Triple t = triples.next();
            size.add(length(t.getSubject()) + length(t.getPredicate()) + length(t.getObject()) + 8);
            m.getGraph().add(t);
        }
        return new QueryResult(null, null, m);
    }

    private static long length(Node n) {
        if (n.isURI()) {
            return n.getURI().length() + 2;
        }
        if (n.isLiteral()) {
            return n.getLiteralLexicalForm().length() + n.getLiteralDatatypeURI().length() + n.getLiteralLanguage().length() + 4;
        }
        return 16;
    }

    /** The running size of an answer being built. */
    private static final class Size {
        private final long max;
        private long bytes;

        Size(long max) {
            this.max = max;
        }

        void add(long n) {
            bytes += n;
            if (bytes > max) {
                throw new QueryRefusal(QueryRefusal.Reason.TOO_LARGE, "the answer is larger than "
                        + String.format(Locale.ROOT, "%,d", max) + " bytes (the bound on one answer); add a LIMIT or select fewer values");
            }
        }
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

    /**
     * Writes the result; a CONSTRUCT/DESCRIBE graph in the RDF syntax of the format: table as
     * Turtle, json as JSON-LD, xml as RDF/XML; csv and tsv are refused (they hold rows, not a graph).
     */
    public void write(OutputStream out, Format format) {
        if (graph != null) {
            writeGraph(out, graphSyntax(format));
            return;
        }
        if (ask != null) {
            switch (format) {
                case JSON -> ResultSetFormatter.outputAsJSON(out, ask);
                case CSV -> ResultSetFormatter.outputAsCSV(out, ask);
                case TSV -> ResultSetFormatter.outputAsTSV(out, ask);
                case XML -> ResultSetFormatter.outputAsXML(out, ask);
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
            case XML -> ResultSetFormatter.outputAsXML(out, rows);
            case TABLE -> ResultSetFormatter.out(out, rows, Prefixes.standard());
        }
        rows.reset();
    }

    /** The RDF syntax a graph is written in for {@code format}; a rows-only format is refused. */
    static Lang graphSyntax(Format format) {
        return switch (format) {
            case TABLE -> Lang.TURTLE;
            case JSON -> Lang.JSONLD;
            case XML -> Lang.RDFXML;
            case CSV, TSV -> throw new KbInputException("--format " + format.name().toLowerCase(Locale.ROOT)
                    + ": the answer of a CONSTRUCT or DESCRIBE is a graph, not rows: give --format table (Turtle), "
                    + "json (JSON-LD) or xml (RDF/XML)");
        };
    }

    /** Writes the graph of a CONSTRUCT/DESCRIBE in the given RDF syntax (Turtle, N-Triples, JSON-LD, RDF/XML). */
    public void writeGraph(OutputStream out, Lang lang) {
        RDFDataMgr.write(out, graph, lang);
    }
}
