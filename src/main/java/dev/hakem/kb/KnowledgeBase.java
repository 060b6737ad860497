package dev.hakem.kb;

import dev.hakem.arbiter.json.RunRecord;
import dev.hakem.arbiter.json.RunRecordException;
import dev.hakem.arbiter.json.RunRecordFile;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.apache.jena.graph.Graph;
import org.apache.jena.query.Dataset;
import org.apache.jena.query.DatasetFactory;
import org.apache.jena.query.Query;
import org.apache.jena.query.QueryCancelledException;
import org.apache.jena.query.QueryExecution;
import org.apache.jena.query.QueryExecutionDatasetBuilder;
import org.apache.jena.query.QueryFactory;
import org.apache.jena.query.QueryParseException;
import org.apache.jena.query.Syntax;
import org.apache.jena.rdf.model.Model;
import org.apache.jena.rdf.model.ModelFactory;
import org.apache.jena.rdf.model.RDFNode;
import org.apache.jena.riot.RDFDataMgr;
import org.apache.jena.riot.RDFFormat;
import org.apache.jena.riot.RiotException;
import org.apache.jena.shared.PrefixMapping;
import org.apache.jena.shacl.ShaclValidator;
import org.apache.jena.shacl.Shapes;
import org.apache.jena.shacl.ValidationReport;

/**
 * hakem's knowledge base: one RDF graph of the Laws of Chess 2023 (ontology/), the commentaries,
 * the case index, and the rulings derived from features/ and the last run's record
 * (reports/citations.json); with the canned SPARQL queries of ontology/queries/ and the SHACL
 * shapes of ontology/shapes.ttl.
 *
 * <pre>
 * KnowledgeBase kb = KnowledgeBase.load(Path.of("."));
 * QueryResult r = kb.query("rulings-citing-article", Map.of("article", "7.5.5"));
 * </pre>
 */
public final class KnowledgeBase {
    /** The files hand-written Turtle lives in, besides the shapes. */
    private static final String SHAPES = "shapes.ttl";
    private static final java.util.regex.Pattern PARSER_POSITION =
            java.util.regex.Pattern.compile("(?:\\s*at line|^Line) (\\d+), column (\\d+)[.:]?");

    /** Where the graph comes from. */
    public record Sources(Path ontologyDir, Path featuresDir, Path runRecord) {
        /** The project layout: ontology/, features/, reports/citations.json under {@code root}. */
        public static Sources of(Path root) {
            return new Sources(root.resolve("ontology"), root.resolve("features"),
                    root.resolve("reports").resolve("citations.json"));
        }
    }

    private final Sources sources;
    private final Model model;
    private final Dataset dataset;
    private final boolean hasRunRecord;
    private final List<String> warnings;

    private KnowledgeBase(Sources sources, Model model, boolean hasRunRecord, List<String> warnings) {
        this.sources = sources;
        this.model = model;
        this.dataset = DatasetFactory.wrap(model);
        BoundedEvaluation.install(dataset.getContext());
        this.hasRunRecord = hasRunRecord;
        this.warnings = List.copyOf(warnings);
    }

    /** Loads the graph of the project at {@code projectRoot}. */
    public static KnowledgeBase load(Path projectRoot) {
        return load(Sources.of(projectRoot));
    }

    /** Loads the graph from the given places (the run record may be absent: then no engine data). */
    public static KnowledgeBase load(Sources s) {
        Path ont = s.ontologyDir();
        if (!Files.isDirectory(ont)) {
            throw new KbInputException(ont + ": ontology directory not found");
        }
        Model m = ModelFactory.createDefaultModel();
        m.setNsPrefixes(Prefixes.standard());
        for (Path ttl : list(ont, ".ttl")) {
            if (!ttl.getFileName().toString().equals(SHAPES)) {
                readTurtle(m, ttl);
            }
        }
        Path data = ont.resolve("data");
        LawsGraph.addArticles(m, data.resolve("articles.tsv"));
        LawsGraph.addTurkishSummaries(m, data.resolve("summaries-tr.tsv"));
        LawsGraph.addReferences(m, data.resolve("references.tsv"));
        LawsGraph.addProvisions(m, data.resolve("provisions.md"));
        LawsGraph.addProvisions(m, data.resolve("provisions-more.md"));
        LawsGraph.addTurkishProvisions(m, data.resolve("provisions-tr.tsv"));
        LawsGraph.addModifications(m, data.resolve("variants.tsv"));
        LawsGraph.addNotDecidable(m, data.resolve("not-decidable.tsv"));
        List<String> warnings = new ArrayList<>(CaseIndex.addTo(m, CaseIndex.read(data.resolve("cases.md"))));
        CaseIndex.addTurkish(m, data.resolve("cases-tr.tsv"));
        CaseIndex.addTitles(m, data.resolve("case-titles.tsv"));
        CaseIndex.addDivergences(m, data.resolve("divergences.tsv"));
        LawsGraph.addReadings(m, data.resolve("readings.tsv"));
        List<SpecScenarios.Entry> scenarios = SpecScenarios.read(s.featuresDir());
        Optional<RunRecord> record = runRecord(s.runRecord());
        RulingsGraph.addTo(m, scenarios, record);
        if (record.isEmpty()) {
            warnings.add(s.runRecord() + " not found: no engine data (rulings are 'not-run')");
        } else {
            for (RunRecord.ScenarioRun r : record.get().scenarios()) {
                if (scenarios.stream().noneMatch(e -> r.matches(e.feature(), e.line()))) {
                    warnings.add(s.runRecord() + ": " + dev.hakem.chess.UserText.clipped(r.feature(), 120) + ":" + r.line()
                            + " is not a scenario of " + s.featuresDir() + " (stale record)");
                }
            }
        }
        return new KnowledgeBase(s, m, record.isPresent(), warnings);
    }

    private static List<Path> list(Path dir, String suffix) {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> st = Files.list(dir)) {
            return st.filter(p -> p.getFileName().toString().endsWith(suffix)).sorted().toList();
        } catch (IOException e) {
            throw KbInputException.io("cannot list " + dir, e);
        }
    }

    private static void readTurtle(Model m, Path ttl) {
        try {
            RDFDataMgr.read(m, ttl.toString());
        } catch (RiotException e) {
            throw new KbInputException(ttl + ": " + e.getMessage(), e);
        }
    }

    public Model model() {
        return model;
    }

    /** The graph as a read-only-by-convention dataset (default graph), evaluated under {@link QueryGuard}, SERVICE turned off. */
    public Dataset dataset() {
        return dataset;
    }

    public Sources sources() {
        return sources;
    }

    /** The run record ({@link RunRecordFile#read}); empty when there is none; bad input as {@link KbInputException}. */
    static Optional<RunRecord> runRecord(Path file) {
        try {
            return RunRecordFile.read(file);
        } catch (RunRecordException e) {
            throw new KbInputException(e.getMessage(), e);
        }
    }

    /** True if the last run's record was found (engine data, statuses). */
    public boolean hasRunRecord() {
        return hasRunRecord;
    }

    /**
     * Things the user should know: no run record, stale record entries, case-index numbers that are
     * not articles of the 2023 edition.
     */
    public List<String> warnings() {
        return warnings;
    }

    /** The canned queries of ontology/queries/, by name. */
    public List<CannedQuery> queries() {
        return list(sources.ontologyDir().resolve("queries"), ".rq").stream().map(CannedQuery::read).toList();
    }

    /** A canned query by name ("rulings-citing-article"), or a .rq file by path. */
    public CannedQuery canned(String nameOrFile) {
        if (nameOrFile.endsWith(".rq")) {
            Path p = Path.of(nameOrFile);
            if (!Files.isRegularFile(p)) {
                throw new KbInputException(nameOrFile + ": query file not found");
            }
            return CannedQuery.read(p);
        }
        Path p = sources.ontologyDir().resolve("queries").resolve(nameOrFile + ".rq");
        if (!Files.isRegularFile(p)) {
            throw new KbInputException("no canned query '" + nameOrFile + "' (known: "
                    + String.join(", ", queries().stream().map(CannedQuery::name).toList()) + ")");
        }
        return CannedQuery.read(p);
    }

    /** Runs a canned query (or .rq file) with parameters ("article" → "7.5.5"). */
    public QueryResult query(String nameOrFile, Map<String, String> params) {
        return run(canned(nameOrFile), params, QueryPolicy.DEFAULT_TIMEOUT_MS, QueryPolicy.DEFAULT_MAX_ROWS);
    }

    /**
     * Parses SPARQL with the standard prefixes predeclared (a PREFIX line of the query declares its
     * own or replaces one of them); the text is first held to {@link QueryShape}'s bounds. Errors
     * say where (line and column when the parser knows them) and what, in words.
     */
    public static Query parse(String sparql, String source) {
        QueryShape.check(sparql, source);
        try {
            return parseChecked(sparql, source);
        } catch (StackOverflowError deep) {
            throw new QueryRefusal(QueryRefusal.Reason.BAD_QUERY, source + ": the query nests too deeply to be read; flatten it");
        }
    }

    /** The standard prefixes, in a mapping the query's own PREFIX lines may add to or override. */
    static PrefixMapping predeclared() {
        return PrefixMapping.Factory.create().setNsPrefixes(Prefixes.standard());
    }

    private static Query parseChecked(String sparql, String source) {
        Query q = new Query();
        q.setPrefixMapping(predeclared());
        try {
            QueryFactory.parse(q, sparql, null, Syntax.syntaxSPARQL_11);
        } catch (org.apache.jena.sparql.expr.ExprEvalException e) {
            // a constant regular expression is compiled while the query is read
            String why = firstLine(e.getMessage());
            int cut = why.indexOf("PatternSyntaxException: ");
            if (cut >= 0) {
                String fn = why.toUpperCase(java.util.Locale.ROOT).startsWith("REPLACE") ? "REPLACE" : "REGEX";
                why = fn + ": not a valid regular expression: " + why.substring(cut + "PatternSyntaxException: ".length());
            }
            throw new QueryRefusal(QueryRefusal.Reason.BAD_QUERY, source + ": " + why, e);
        } catch (QueryParseException e) {
            if (isUpdate(sparql)) {
                throw new QueryRefusal(QueryRefusal.Reason.BAD_QUERY, source + ": a SPARQL update (INSERT, DELETE, LOAD, CLEAR, DROP, ...) is not "
                        + "allowed: the knowledge base is read-only; use SELECT, ASK, CONSTRUCT or DESCRIBE", e);
            }
            String msg = firstLine(e.getMessage());
            java.util.regex.Matcher at = PARSER_POSITION.matcher(msg);
            int line = e.getLine();
            int column = e.getColumn();
            if (at.find()) {
                line = Integer.parseInt(at.group(1));
                column = Integer.parseInt(at.group(2));
                msg = (msg.substring(0, at.start()) + msg.substring(at.end())).strip();
            }
            String trailing = trailingText(sparql, msg, line, column);
            if (trailing != null) {
                int[] lc = lineColumn(sparql, sparql.length() - trailing.length());
                throw new QueryRefusal(QueryRefusal.Reason.BAD_QUERY, source + " line " + lc[0] + ", column " + lc[1]
                        + ": the query is complete before this point but text follows: \"" + abbreviate(trailing.strip())
                        + "\"; remove it", e);
            }
            msg = inWords(msg);
            String where = line > 0 && column > 0 ? " line " + line + ", column " + column : "";
            throw new QueryRefusal(QueryRefusal.Reason.BAD_QUERY, source + where + ": " + msg, e);
        } catch (org.apache.jena.query.QueryException e) {
            // found while the query is put together (a variable bound twice, an aggregate misused, ...)
            String msg = firstLine(e.getMessage());
            java.util.regex.Matcher at = PARSER_POSITION.matcher(msg);
            String where = "";
            if (at.find()) {
                where = " line " + at.group(1) + ", column " + at.group(2);
                msg = (msg.substring(0, at.start()) + msg.substring(at.end())).strip();
            }
            throw new QueryRefusal(QueryRefusal.Reason.BAD_QUERY, source + where + ": " + msg, e);
        }
        if (q.hasDatasetDescription()) {
            throw datasetRefused(sparql, source);
        }
        return q;
    }

    /**
     * A query that names its own dataset (FROM, FROM NAMED) is refused, at its first such clause:
     * every query runs over the one graph of the knowledge base, and Jena would otherwise answer it
     * silently from an empty dataset.
     */
    private static QueryRefusal datasetRefused(String sparql, String source) {
        org.apache.jena.sparql.lang.sparql_11.SPARQLParser11TokenManager tokens =
                new org.apache.jena.sparql.lang.sparql_11.SPARQLParser11TokenManager(
                        new org.apache.jena.sparql.lang.sparql_11.JavaCharStream(new java.io.StringReader(sparql)));
        String where = "";
        String clause = "FROM";
        for (org.apache.jena.sparql.lang.sparql_11.Token t = tokens.getNextToken();
             t.kind != org.apache.jena.sparql.lang.sparql_11.SPARQLParser11Constants.EOF; t = tokens.getNextToken()) {
            if (t.kind == org.apache.jena.sparql.lang.sparql_11.SPARQLParser11Constants.FROM) {
                where = " line " + t.beginLine + ", column " + t.beginColumn;
                org.apache.jena.sparql.lang.sparql_11.Token next = tokens.getNextToken();
                if (next.kind == org.apache.jena.sparql.lang.sparql_11.SPARQLParser11Constants.NAMED) {
                    clause += " NAMED";
                    next = tokens.getNextToken();
                }
                clause += " " + abbreviate(next.image);
                break;
            }
        }
        return new QueryRefusal(QueryRefusal.Reason.BAD_QUERY, source + where + ": " + clause + ": a query may not name "
                + "its dataset (FROM, FROM NAMED): it runs over the knowledge base's one graph; remove the clause");
    }

    /**
     * When a complete query is followed by more text: that text (from the token the parser stopped
     * at, or the word the lexer could not finish), else null.
     */
    private static String trailingText(String sparql, String msg, int line, int column) {
        if (line <= 0 || column < 0 || column == 0 && line == 1) {
            return null;
        }
        // the lexer says "line N, column 0" for the place just after the line break that ends line N - 1
        int at = offset(sparql, line, Math.max(1, column));
        if (at < 0) {
            return null;
        }
        java.util.regex.Matcher word = UNFINISHED_WORD.matcher(msg);
        if (word.find()) {
            at = Math.max(0, Math.min(at, sparql.length()) - unescaped(word.group(1)).length());
        }
        while (at > 0 && at <= sparql.length() && !Character.isWhitespace(sparql.charAt(at - 1))
                && "{}()".indexOf(sparql.charAt(at - 1)) < 0) {
            at--;
        }
        String head = sparql.substring(0, Math.min(at, sparql.length()));
        String rest = sparql.substring(head.length());
        if (rest.isBlank() || head.isBlank()) {
            return null;
        }
        try {
            Query q = new Query();
            q.setPrefixMapping(predeclared());
            QueryFactory.parse(q, head, null, Syntax.syntaxSPARQL_11);
            return rest;
        } catch (RuntimeException notComplete) {
            return null;
        }
    }

    /** A word as the lexer quotes it in its message ("garbage\\n" for "garbage" and a line break), as it stands in the text. */
    private static String unescaped(String quoted) {
        StringBuilder b = new StringBuilder(quoted.length());
        for (int i = 0; i < quoted.length(); i++) {
            char c = quoted.charAt(i);
            if (c != '\\' || i + 1 >= quoted.length()) {
                b.append(c);
                continue;
            }
            char e = quoted.charAt(++i);
            if (e == 'u' && i + 4 < quoted.length()) {
                try {
                    b.append((char) Integer.parseInt(quoted.substring(i + 1, i + 5), 16));
                    i += 4;
                    continue;
                } catch (NumberFormatException notHex) {
                    b.append('\\');
                }
            }
            b.append(switch (e) {
                case 'n' -> '\n';
                case 't' -> '\t';
                case 'r' -> '\r';
                case 'b' -> '\b';
                case 'f' -> '\f';
                default -> e;
            });
        }
        return b.toString();
    }

    private static final java.util.regex.Pattern UNFINISHED_WORD =
            java.util.regex.Pattern.compile("Encountered: <EOF> after (?:prefix )?:? ?\"(.*?)\"?$");

    /** The 0-based offset of a 1-based line and column, or -1. */
    private static int offset(String text, int line, int column) {
        int pos = 0;
        for (int l = 1; l < line; l++) {
            pos = text.indexOf('\n', pos);
            if (pos < 0) {
                return -1;
            }
            pos++;
        }
        return pos + column - 1;
    }

    /** The 1-based line and column of an offset. */
    private static int[] lineColumn(String text, int offset) {
        int line = 1;
        int start = 0;
        for (int i = 0; i < offset; i++) {
            if (text.charAt(i) == '\n') {
                line++;
                start = i + 1;
            }
        }
        return new int[] {line, offset - start + 1};
    }

    private static String abbreviate(String s) {
        String oneLine = s.replaceAll("\\s+", " ");
        return oneLine.length() <= 40 ? oneLine : oneLine.substring(0, 40) + "…";
    }

    /** Whether the text parses as a SPARQL 1.1 update (with the standard prefixes). */
    private static boolean isUpdate(String sparql) {
        try {
            org.apache.jena.update.UpdateRequest u = new org.apache.jena.update.UpdateRequest();
            u.setPrefixMapping(predeclared());
            org.apache.jena.update.UpdateFactory.parse(u, sparql);
            return !u.getOperations().isEmpty();
        } catch (RuntimeException notAnUpdate) {
            return false;
        }
    }

    private static final java.util.regex.Pattern UNEXPECTED_TOKEN =
            java.util.regex.Pattern.compile("^Encountered \" (?:<\\w+>|\"[^\"]*\") \"(.*?) \"\"\\.?$");
    private static final java.util.regex.Pattern UNKNOWN_WORD =
            java.util.regex.Pattern.compile("^Lexical error\\s+Encountered: .*after prefix \"(.*)\"\\.?$");

    /** The parser's token-speak in words: what was found where something else was expected. */
    private static String inWords(String msg) {
        if (msg.startsWith("Encountered \"<EOF>\"")) {
            return "the query ends too early (an unclosed '{', '(' or a missing part)";
        }
        if (msg.startsWith("Lexical error") && msg.contains("Encountered: <EOF>")) {
            return "the query ends inside a string or an IRI that is not closed";
        }
        java.util.regex.Matcher m = UNEXPECTED_TOKEN.matcher(msg);
        if (m.matches()) {
            return "unexpected \"" + m.group(1).strip() + "\" here";
        }
        m = UNKNOWN_WORD.matcher(msg);
        if (m.matches()) {
            return "\"" + m.group(1) + "\" is not a SPARQL keyword or a prefixed name";
        }
        return msg;
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "syntax error";
        }
        String l = s.strip();
        int nl = l.indexOf('\n');
        return nl < 0 ? l : l.substring(0, nl);
    }

    /** Runs a query under the policy (no SERVICE, time limit, bounded rows; the default bound on its bytes). */
    public QueryResult run(CannedQuery cq, Map<String, String> params, long timeoutMs, long maxRows) {
        QueryPolicy.checkLimits(timeoutMs, maxRows);
        return run(cq, params, new QueryPolicy.Limits(timeoutMs, maxRows, QueryPolicy.DEFAULT_MAX_BYTES));
    }

    /** Runs a query under the policy and the given bounds. */
    public QueryResult run(CannedQuery cq, Map<String, String> params, QueryPolicy.Limits limits) {
        String source = cq.file().toString();
        Query q = QueryParameters.bind(parse(cq.sparql(), source), cq.params(), params, model, cq.name());
        return execute(q, Map.of(), limits, source);
    }

    /** Runs the text of an ad-hoc query (the endpoint's), {@code source} naming it in messages. */
    public QueryResult run(String sparql, String source, QueryPolicy.Limits limits) {
        return execute(parse(sparql, source), Map.of(), limits, source);
    }

    /**
     * Executes a parsed query under {@link QueryPolicy} and a {@link QueryGuard}: every way it can
     * fail is a {@link QueryRefusal} that says why, never a Java error.
     */
    public QueryResult execute(Query q, Map<String, RDFNode> bindings, QueryPolicy.Limits limits, String source) {
        try {
            QueryPolicy.checkAllowed(q);
            QueryPolicy.bound(q, limits.maxRows());
            return QueryGuard.run(limits.timeoutMs(), () -> answer(q, bindings, limits));
        } catch (QueryRefusal r) {
            throw r.from(source);
        } catch (QueryCancelledException e) {
            QueryRefusal r = QueryGuard.refusalIn(e);
            throw (r != null ? r : QueryGuard.timedOut(limits.timeoutMs())).from(source);
        } catch (org.apache.jena.query.QueryDeniedException e) {
            throw new QueryRefusal(QueryRefusal.Reason.BAD_QUERY, source + ": " + e.getMessage(), e);
        } catch (org.apache.jena.sparql.expr.ExprEvalException | org.apache.jena.query.QueryBuildException
                 | org.apache.jena.query.QueryExecException e) {
            QueryRefusal r = QueryGuard.refusalIn(e);
            if (r != null) {
                throw r.from(source);
            }
            throw new QueryRefusal(QueryRefusal.Reason.BAD_QUERY, source + ": the query cannot be evaluated: "
                    + firstLine(e.getMessage()), e);
        } catch (ArithmeticException e) {
            // what Jena's exact arithmetic does not turn into an unbound value itself (e.g. a scale beyond an int)
            throw new QueryRefusal(QueryRefusal.Reason.BAD_QUERY, source + ": the query cannot be evaluated: " + firstLine(e.getMessage()), e);
        } catch (StackOverflowError e) {
            throw new QueryRefusal(QueryRefusal.Reason.BAD_QUERY, source + ": the query nests too deeply to be evaluated; flatten it");
        } catch (OutOfMemoryError e) {
            throw new QueryRefusal(QueryRefusal.Reason.TOO_LARGE, source + ": the query needs more memory than hakem may use; "
                    + "narrow it or add a LIMIT");
        }
    }

    private QueryResult answer(Query q, Map<String, RDFNode> bindings, QueryPolicy.Limits limits) {
        QueryExecutionDatasetBuilder b = QueryExecution.create().query(q).dataset(dataset)
                .timeout(limits.timeoutMs(), TimeUnit.MILLISECONDS);
        bindings.forEach(b::substitution);
        try (QueryExecution qe = b.build()) {
            if (q.isSelectType()) {
                return QueryResult.select(qe.execSelect(), limits.maxBytes());
            } else if (q.isAskType()) {
                return QueryResult.ask(qe.execAsk());
            } else if (q.isConstructType()) {
                return QueryResult.graph(qe.execConstructTriples(), limits.maxBytes());
            } else if (q.isDescribeType()) {
                return QueryResult.graph(qe.execDescribeTriples(), limits.maxBytes());
            }
            throw new QueryRefusal(QueryRefusal.Reason.BAD_QUERY, "unsupported query form");
        }
    }

    /** Validates the graph against ontology/shapes.ttl. */
    public ShapeReport check() {
        Path shapesFile = sources.ontologyDir().resolve(SHAPES);
        Graph shapesGraph;
        try {
            shapesGraph = RDFDataMgr.loadGraph(shapesFile.toString());
        } catch (RiotException e) {
            throw new KbInputException(shapesFile + ": " + e.getMessage(), e);
        }
        Shapes shapes = Shapes.parse(shapesGraph);
        ValidationReport report = ShaclValidator.get().validate(shapes, model.getGraph());
        List<ShapeReport.Violation> out = new ArrayList<>();
        report.getEntries().forEach(e -> out.add(new ShapeReport.Violation(
                e.focusNode().isURI() ? e.focusNode().getURI() : e.focusNode().toString(),
                e.resultPath() == null ? "" : e.resultPath().toString(),
                e.message())));
        return new ShapeReport(List.copyOf(out));
    }

    /**
     * Writes the whole graph to {@code dir}/kb.ttl and {@code dir}/kb.jsonld: both new or, on a
     * failure or an interrupt, both as they were ({@link SafeOutput}).
     */
    public List<Path> export(Path dir) {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new KbInputException("cannot write the export to " + dir + ": is a file, not a folder");
        }
        Path ttl = dir.resolve("kb.ttl");
        Path jsonld = dir.resolve("kb.jsonld");
        try (SafeOutput out = SafeOutput.lock(dir, "kb", "hakem kb export")) {
            out.recover();
            Map<Path, Path> files = new java.util.LinkedHashMap<>();
            files.put(writeNew(out, ttl, RDFFormat.TURTLE_PRETTY), ttl);
            files.put(writeNew(out, jsonld, RDFFormat.JSONLD11_PRETTY), jsonld);
            out.replaceFiles(files);
            return List.of(ttl, jsonld);
        } catch (IOException e) {
            throw KbInputException.io("cannot write the export to " + dir, e);
        }
    }

    private Path writeNew(SafeOutput out, Path target, RDFFormat format) throws IOException {
        Path tmp = out.newFile(target);
        try (OutputStream o = SafeOutput.write(tmp)) {
            RDFDataMgr.write(o, model, format);
        }
        return tmp;
    }
}
