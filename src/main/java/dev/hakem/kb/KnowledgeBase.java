package dev.hakem.kb;

import dev.hakem.arbiter.json.RunRecord;
import dev.hakem.arbiter.json.RunRecordException;
import dev.hakem.arbiter.json.RunRecordFile;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
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
import org.apache.jena.query.QueryFactory;
import org.apache.jena.query.QueryParseException;
import org.apache.jena.query.Syntax;
import org.apache.jena.rdf.model.Model;
import org.apache.jena.rdf.model.ModelFactory;
import org.apache.jena.riot.RDFDataMgr;
import org.apache.jena.riot.RDFFormat;
import org.apache.jena.riot.RiotException;
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
        QueryPolicy.forbidServiceIn(dataset.getContext());
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
                    warnings.add(s.runRecord() + ": " + r.feature() + ":" + r.line()
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

    /** The graph as a read-only-by-convention dataset (default graph), SERVICE turned off. */
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

    /** Parses SPARQL with the standard prefixes predeclared; errors carry the parser's line and column. */
    public static Query parse(String sparql, String source) {
        Query q = new Query();
        q.setPrefixMapping(Prefixes.standard());
        try {
            QueryFactory.parse(q, sparql, null, Syntax.syntaxSPARQL_11);
        } catch (QueryParseException e) {
            if (isUpdate(sparql)) {
                throw new KbInputException(source + ": a SPARQL update (INSERT, DELETE, LOAD, CLEAR, DROP, ...) is not "
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
            msg = inWords(msg);
            throw new KbInputException(source + " line " + line + ", column " + column + ": " + msg, e);
        }
        return q;
    }

    /** Whether the text parses as a SPARQL 1.1 update (with the standard prefixes). */
    private static boolean isUpdate(String sparql) {
        try {
            org.apache.jena.update.UpdateRequest u = new org.apache.jena.update.UpdateRequest();
            u.setPrefixMapping(Prefixes.standard());
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

    /** Runs a query under the policy (no SERVICE, time limit, bounded rows). */
    public QueryResult run(CannedQuery cq, Map<String, String> params, long timeoutMs, long maxRows) {
        QueryPolicy.checkLimits(timeoutMs, maxRows);
        Query q = parse(cq.sparql(), cq.file().toString());
        QueryPolicy.checkNoService(q);
        QueryPolicy.bound(q, maxRows);
        q = QueryParameters.bind(q, cq.params(), params, model, cq.name());
        try (QueryExecution qe = QueryExecution.create().query(q).dataset(dataset)
                .timeout(timeoutMs, TimeUnit.MILLISECONDS).build()) {
            if (q.isSelectType()) {
                return QueryResult.select(qe.execSelect());
            } else if (q.isAskType()) {
                return QueryResult.ask(qe.execAsk());
            } else if (q.isConstructType()) {
                return QueryResult.graph(qe.execConstruct());
            } else if (q.isDescribeType()) {
                return QueryResult.graph(qe.execDescribe());
            }
            throw new KbInputException(cq.file() + ": unsupported query form");
        } catch (org.apache.jena.query.QueryDeniedException e) {
            throw new KbInputException(cq.file() + ": " + e.getMessage(), e);
        } catch (QueryCancelledException e) {
            throw new KbInputException(cq.file() + ": query exceeded the time limit of " + timeoutMs + " ms", e);
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

    /** Writes the whole graph to {@code dir}/kb.ttl and {@code dir}/kb.jsonld (atomically, no partial file). */
    public List<Path> export(Path dir) {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new KbInputException("cannot write the export to " + dir + ": is a file, not a folder");
        }
        try {
            Files.createDirectories(dir);
            Path ttl = write(dir.resolve("kb.ttl"), RDFFormat.TURTLE_PRETTY);
            Path jsonld = write(dir.resolve("kb.jsonld"), RDFFormat.JSONLD11_PRETTY);
            return List.of(ttl, jsonld);
        } catch (IOException e) {
            throw KbInputException.io("cannot write the export to " + dir, e);
        }
    }

    private Path write(Path target, RDFFormat format) throws IOException {
        Path tmp = target.resolveSibling(target.getFileName() + ".tmp");
        try (OutputStream out = Files.newOutputStream(tmp)) {
            RDFDataMgr.write(out, model, format);
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(tmp);
            throw e;
        }
        return Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
