package dev.hakem.kb;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.apache.jena.query.QueryFactory;
import org.apache.jena.sparql.graph.GraphFactory;
import org.junit.jupiter.api.Test;

/**
 * Which queries run in the endpoint's quick lane: little work and a small answer. Issue 14, finding
 * 22 of the hostile review: {@code DESCRIBE ?s WHERE {?s ?p ?o}} (one pattern, no filter) was called
 * cheap although its answer is the whole graph; twenty of them held the quick lane and a simple ASK
 * waited 5.5 s behind them.
 */
class QueryCostTest {
    /** 3,000 labelled things (more than {@link QueryCost#CHEAP_ROWS} of each predicate) and one named rule. */
    static Graph graph() {
        Graph g = GraphFactory.createDefaultGraph();
        for (int i = 0; i < 3000; i++) {
            g.add(Triple.create(NodeFactory.createURI("urn:t" + i), NodeFactory.createURI("urn:label"),
                    NodeFactory.createLiteralString("thing " + i)));
        }
        g.add(Triple.create(NodeFactory.createURI("urn:rule"), NodeFactory.createURI("urn:number"), NodeFactory.createLiteralString("9.4")));
        return g;
    }

    static boolean cheap(String q) {
        return QueryCost.isCheap(QueryFactory.create(q), graph());
    }

    @Test
    void queriesWhoseAnswerIsLargeAreNotCheap() {
        for (String q : List.of("DESCRIBE ?s WHERE { ?s ?p ?o }", "CONSTRUCT WHERE { ?s ?p ?o }", "SELECT * WHERE { ?s ?p ?o }",
                "SELECT ?l WHERE { ?s <urn:label> ?l }", "SELECT * WHERE { ?s ?p ?o } ORDER BY ?o LIMIT 10",
                "DESCRIBE ?s WHERE { ?s ?p ?o } LIMIT 500")) {
            assertFalse(cheap(q), q);
        }
    }

    @Test
    void smallAnswersOfSmallWorkAreCheap() {
        for (String q : List.of("ASK { ?s ?p ?o }", "SELECT * WHERE { ?s ?p ?o } LIMIT 100", "DESCRIBE <urn:rule>",
                "SELECT ?r WHERE { ?r <urn:number> \"9.4\" }", "DESCRIBE ?r WHERE { ?r <urn:number> ?n }",
                "SELECT ?l WHERE { <urn:t7> <urn:label> ?l }", "CONSTRUCT WHERE { ?s <urn:label> ?l } LIMIT 1000")) {
            assertTrue(cheap(q), q);
        }
        assertFalse(cheap("ASK { ?a ?b ?c . ?d ?e ?f }"), "little answer, much work: still not cheap");
    }
}
