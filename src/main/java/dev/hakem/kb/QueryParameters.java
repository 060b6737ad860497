package dev.hakem.kb;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.query.Query;
import org.apache.jena.rdf.model.Model;
import org.apache.jena.sparql.core.Var;
import org.apache.jena.sparql.syntax.syntaxtransform.QueryTransformOps;
import org.apache.jena.vocabulary.RDF;

/**
 * The one way a query's declared parameters ({@code # @param NAME KIND[=DEFAULT]} lines, see
 * {@link CannedQuery}) get their values, used by {@code hakem query} and by the endpoint (request
 * fields {@code $NAME=VALUE}, which the SPARQL page sends): every occurrence of {@code ?NAME} in the
 * query is replaced by the value before the query runs — an {@code article} parameter by the
 * article's IRI, a {@code text} parameter by a plain string — so a parameter binds inside FILTER,
 * BIND, EXISTS and before GROUP BY alike, which a trailing VALUES clause does not.
 */
public final class QueryParameters {
    /** The prefix of a parameter's request field on the endpoint: {@code $article=7.5.5}. */
    public static final String FIELD_PREFIX = "$";

    private QueryParameters() {
    }

    /**
     * The query with its declared parameters replaced by {@code values} (missing ones by their
     * defaults). Refuses a value for an undeclared parameter, a missing required one, and an article
     * number the graph does not have; {@code name} names the query in the messages.
     */
    public static Query bind(Query query, List<CannedQuery.Param> declared, Map<String, String> values, Model model,
                             String name) {
        if (declared.isEmpty() && values.isEmpty()) {
            return query;
        }
        return QueryTransformOps.transform(query, nodes(declared, values, model, name));
    }

    /** The value of each declared parameter as an RDF term, checked as {@link #bind} says. */
    static Map<Var, Node> nodes(List<CannedQuery.Param> declared, Map<String, String> values, Model model, String name) {
        for (String k : values.keySet()) {
            if (declared.stream().noneMatch(p -> p.name().equals(k))) {
                throw new KbInputException("query '" + name + "' has no parameter '" + k
                        + "' (parameters: " + (declared.isEmpty() ? "none"
                        : String.join(", ", declared.stream().map(CannedQuery.Param::name).toList())) + ")");
            }
        }
        Map<Var, Node> out = new LinkedHashMap<>();
        for (CannedQuery.Param p : declared) {
            String v = values.getOrDefault(p.name(), p.defaultValue());
            if (v == null) {
                throw new KbInputException("query '" + name + "' needs a value for its parameter " + p.name()
                        + " (" + p.description() + "; --param " + p.name() + "=...)");
            }
            v = v.strip();
            if (v.isEmpty()) {
                throw new KbInputException("query '" + name + "': parameter " + p.name() + " is empty (" + p.description() + ")");
            }
            if (p.kind().equals("article")) {
                Node a = NodeFactory.createURI(Iris.article(v));
                if (!model.getGraph().contains(a, RDF.type.asNode(), Node.ANY)) {
                    throw new KbInputException("query '" + name + "': parameter " + p.name() + "=" + v
                            + ": no article or provision '" + v + "' in the 2023 edition");
                }
                out.put(Var.alloc(p.name()), a);
            } else {
                out.put(Var.alloc(p.name()), NodeFactory.createLiteralString(v));
            }
        }
        return out;
    }
}
