package dev.hakem.kb;

import jakarta.servlet.http.HttpServlet;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.nio.file.Path;
import org.apache.jena.fuseki.main.FusekiServer;
import org.apache.jena.fuseki.server.DataService;
import org.apache.jena.fuseki.server.Operation;
import org.apache.jena.fuseki.servlets.HttpAction;
import org.apache.jena.fuseki.servlets.SPARQL_QueryDataset;
import org.apache.jena.fuseki.servlets.ServletOps;
import org.apache.jena.query.ARQ;
import org.apache.jena.riot.WebContent;
import org.apache.jena.query.Query;
import org.apache.jena.rdf.model.Model;
import org.apache.jena.sparql.exec.QueryExec;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.core.DatasetGraphFactory;
import org.apache.jena.sparql.core.DatasetGraphReadOnly;

/**
 * A read-only SPARQL 1.1 endpoint over the knowledge base (embedded Jena Fuseki) at
 * {@code http://127.0.0.1:PORT/sparql}: queries only (no update), no SERVICE, a time limit per
 * query, a bound on the rows of an answer; optionally a directory of static files served at {@code /}
 * ({@link StaticSite}: compressed, with cache headers and the site's own 404 page) and further
 * services (the workbench's {@code /api/rule}). Text answers are compressed when the client accepts gzip.
 */
public final class SparqlEndpoint implements AutoCloseable {
    /** The path of the query service. */
    public static final String PATH = "/sparql";

    /**
     * How to serve.
     *
     * @param port      the port (0: any free port)
     * @param loopback  listen on 127.0.0.1 only
     * @param timeoutMs time limit of one query
     * @param maxRows   bound on the rows of one answer
     * @param staticDir files to serve at {@code /} (null: none)
     * @param servlets  further services by path (e.g. the workbench's {@code /api/rule})
     */
    public record Options(int port, boolean loopback, long timeoutMs, long maxRows, Path staticDir,
                          Map<String, HttpServlet> servlets) {
        public Options {
            QueryPolicy.checkLimits(timeoutMs, maxRows);
            servlets = Map.copyOf(servlets);
        }

        public static Options defaults(int port) {
            return new Options(port, true, QueryPolicy.DEFAULT_TIMEOUT_MS, QueryPolicy.DEFAULT_MAX_ROWS, null, Map.of());
        }

        public Options withStaticDir(Path dir) {
            return new Options(port, loopback, timeoutMs, maxRows, dir, servlets);
        }

        public Options withTimeoutMs(long ms) {
            return new Options(port, loopback, ms, maxRows, staticDir, servlets);
        }

        public Options withLoopback(boolean loopbackOnly) {
            return new Options(port, loopbackOnly, timeoutMs, maxRows, staticDir, servlets);
        }

        public Options withMaxRows(long rows) {
            return new Options(port, loopback, timeoutMs, rows, staticDir, servlets);
        }

        /** These options and a service at {@code path} ("/api/rule"). */
        public Options withServlet(String path, HttpServlet servlet) {
            Map<String, HttpServlet> all = new LinkedHashMap<>(servlets);
            all.put(path, servlet);
            return new Options(port, loopback, timeoutMs, maxRows, staticDir, all);
        }
    }

    private final FusekiServer server;

    private SparqlEndpoint(FusekiServer server) {
        this.server = server;
    }

    /** Starts serving; the caller closes (or {@link #join}s) the endpoint. */
    public static SparqlEndpoint start(KnowledgeBase kb, Options o) {
        DatasetGraph dsg = new DatasetGraphReadOnly(DatasetGraphFactory.wrap(kb.model().getGraph()));
        dsg.getContext().set(ARQ.queryTimeout, Long.toString(o.timeoutMs()));
        QueryPolicy.forbidServiceIn(dsg.getContext());
        DataService service = DataService.newBuilder(dsg)
                .withStdServices(false)
                .addEndpoint(Operation.Query, "")
                .build();
        FusekiServer.Builder b = FusekiServer.create()
                .port(o.port())
                .loopback(o.loopback())
                .registerOperation(Operation.Query, WebContent.contentTypeSPARQLQuery, new PolicyQueryService(o.maxRows(), kb.model()))
                .enablePing(false)
                .enableStats(false)
                .add(PATH, service);
        if (o.staticDir() != null) {
            if (!Files.isDirectory(o.staticDir())) {
                throw new KbInputException("--static " + o.staticDir() + ": "
                        + (Files.exists(o.staticDir()) ? "is a file, not a folder" : "no such folder"));
            }
            b.staticFileBase(o.staticDir().toString());
            List<String> dynamic = new ArrayList<>(List.of(PATH));
            dynamic.addAll(o.servlets().keySet());
            b.addFilter("/*", new StaticSite(o.staticDir(), dynamic));
        }
        o.servlets().forEach(b::addServlet);
        FusekiServer server = b.build();
        StaticSite.compress(server.getJettyServer());
        try {
            server.start();
        } catch (RuntimeException e) {
            throw new KbInputException("cannot serve on port " + o.port() + ": " + rootMessage(e), e);
        }
        return new SparqlEndpoint(server);
    }

    private static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null) {
            t = t.getCause();
        }
        return t.getMessage();
    }

    public int port() {
        return server.getHttpPort();
    }

    /** The query service URL on this machine, e.g. http://127.0.0.1:3030/sparql. */
    public String url() {
        return "http://127.0.0.1:" + port() + PATH;
    }

    /** Blocks until the server stops. */
    public void join() {
        server.join();
    }

    @Override
    public void close() {
        server.stop();
    }

    /**
     * Fuseki's query service with hakem's query policy (SERVICE refused, rows bounded) and the
     * query's declared parameters bound from the request's {@code $NAME=VALUE} fields, as
     * {@code hakem query --param NAME=VALUE} binds them ({@link QueryParameters}).
     */
    private static final class PolicyQueryService extends SPARQL_QueryDataset {
        private final long maxRows;
        private final Model model;

        PolicyQueryService(long maxRows, Model model) {
            this.maxRows = maxRows;
            this.model = model;
        }

        @Override
        protected void validateParams(HttpAction action, Collection<String> params) {
            Set<String> accepted = new HashSet<>(params);
            accepted.addAll(parameterFields(action).keySet().stream().map(k -> QueryParameters.FIELD_PREFIX + k).toList());
            super.validateParams(action, accepted);
        }

        @Override
        protected QueryExec createQueryExec(HttpAction action, Query query, DatasetGraph dsg) {
            String text = action.getRequestParameter("query");
            Query bound = query;
            if (text == null && !parameterFields(action).isEmpty()) {
                ServletOps.errorBadRequest("parameters ($NAME=VALUE) need the query text in the form field 'query'");
            } else if (text != null) {
                try {
                    bound = QueryParameters.bind(query, CannedQuery.declaredParams(text, "the query"),
                            parameterFields(action), model, "the query");
                } catch (KbInputException e) {
                    ServletOps.errorBadRequest(e.getMessage());
                }
            }
            return super.createQueryExec(action, bound, dsg);
        }

        /** The request's parameter fields: {@code $article=7.5.5} → article → 7.5.5. */
        private static Map<String, String> parameterFields(HttpAction action) {
            Map<String, String> out = new LinkedHashMap<>();
            action.getRequestParameterMap().forEach((k, v) -> {
                if (k.startsWith(QueryParameters.FIELD_PREFIX) && k.length() > 1) {
                    if (v.length != 1) {
                        ServletOps.errorBadRequest("parameter " + k.substring(1) + " given " + v.length + " times");
                    }
                    out.put(k.substring(1), v[0]);
                }
            });
            return out;
        }

        @Override
        protected void validateQuery(HttpAction action, Query query) {
            super.validateQuery(action, query);
            try {
                QueryPolicy.checkNoService(query);
            } catch (KbInputException e) {
                ServletOps.errorBadRequest(e.getMessage());
            }
            QueryPolicy.bound(query, maxRows);
        }
    }
}
