package dev.hakem.kb;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.Triple;
import org.apache.jena.query.Query;
import org.apache.jena.sparql.algebra.Algebra;
import org.apache.jena.sparql.algebra.Op;
import org.apache.jena.sparql.algebra.OpVisitorByType;
import org.apache.jena.sparql.algebra.op.Op0;
import org.apache.jena.sparql.algebra.op.Op1;
import org.apache.jena.sparql.algebra.op.Op2;
import org.apache.jena.sparql.algebra.op.OpBGP;
import org.apache.jena.sparql.algebra.op.OpDistinct;
import org.apache.jena.sparql.algebra.op.OpExt;
import org.apache.jena.sparql.algebra.op.OpExtend;
import org.apache.jena.sparql.algebra.op.OpFilter;
import org.apache.jena.sparql.algebra.op.OpLeftJoin;
import org.apache.jena.sparql.algebra.op.OpModifier;
import org.apache.jena.sparql.algebra.op.OpN;
import org.apache.jena.sparql.algebra.op.OpOrder;
import org.apache.jena.sparql.algebra.op.OpProject;
import org.apache.jena.sparql.algebra.op.OpReduced;
import org.apache.jena.sparql.algebra.op.OpSlice;
import org.apache.jena.sparql.algebra.op.OpTable;
import org.apache.jena.sparql.algebra.op.OpTriple;
import org.apache.jena.sparql.algebra.walker.Walker;
import org.apache.jena.sparql.expr.E_Function;
import org.apache.jena.sparql.expr.E_Regex;
import org.apache.jena.sparql.expr.E_StrConcat;
import org.apache.jena.sparql.expr.E_StrReplace;
import org.apache.jena.sparql.expr.ExprAggregator;
import org.apache.jena.sparql.expr.ExprFunction;
import org.apache.jena.sparql.expr.ExprFunctionOp;
import org.apache.jena.sparql.expr.ExprNone;
import org.apache.jena.sparql.expr.ExprTripleTerm;
import org.apache.jena.sparql.expr.ExprVar;
import org.apache.jena.sparql.expr.ExprVisitor;
import org.apache.jena.sparql.expr.ExprVisitorFunction;
import org.apache.jena.sparql.expr.NodeValue;

/**
 * A look at a query before it runs: is it surely cheap over a graph of hakem's size? Cheap means a
 * single pattern of at most three triples that share their variables (no cross product), with
 * filters, BIND, VALUES, ORDER BY, DISTINCT and LIMIT around it, no property paths, no
 * sub-patterns (OPTIONAL, UNION, MINUS, EXISTS, sub-queries), no aggregates, no regular
 * expressions or string building. Everything else may be expensive. The endpoint runs cheap
 * queries in a lane of their own so that they stay fast while expensive ones wait; one that was
 * misjudged only loses its short budget there ({@link QueryGate}).
 */
final class QueryCost {
    /** Most triples in the one pattern of a cheap query. */
    static final int CHEAP_TRIPLES = 3;

    private QueryCost() {
    }

    /** Most solutions (or triples) a cheap query's answer may have; a DESCRIBE describes at most a tenth as many. */
    static final int CHEAP_ROWS = 1000;

    /**
     * Whether the query is surely cheap over {@code graph}: little work ({@link #isCheap(Query)}) and a
     * small answer. An answer is small when the query is an ASK, when it has a LIMIT of at most
     * {@link #CHEAP_ROWS} (without ORDER BY, which sorts every solution first), or when every triple of
     * its pattern matches at most that many triples of the graph. A DESCRIBE or CONSTRUCT of the
     * whole graph is one pattern with no filter, yet its answer is the graph: twenty of them held the
     * quick lane for seconds (issue 14, finding 22 of the hostile review).
     */
    static boolean isCheap(Query query, org.apache.jena.graph.Graph graph) {
        if (query.isDescribeType() && query.getQueryPattern() == null) {
            // DESCRIBE <a> <b>: the triples of the resources named
            return query.getResultURIs().size() <= CHEAP_ROWS / 10;
        }
        if (!isCheap(query)) {
            return false;
        }
        if (query.isAskType()) {
            return true;
        }
        long bound = query.isDescribeType() ? CHEAP_ROWS / 10 : CHEAP_ROWS;
        if (query.hasLimit() && !query.hasOrderBy() && query.getLimit() <= bound) {
            return true;
        }
        Shape s = new Shape();
        Walker.walk(Algebra.compile(query), s, s.exprs);
        for (Triple t : s.triples) {
            if (matchesMoreThan(graph, t, bound)) {
                return false;
            }
        }
        return true;
    }

    /** Whether more than {@code bound} triples of the graph match {@code t} (its variables matching anything); stops early. */
    private static boolean matchesMoreThan(org.apache.jena.graph.Graph graph, Triple t, long bound) {
        java.util.Iterator<Triple> it = graph.find(concrete(t.getSubject()), concrete(t.getPredicate()), concrete(t.getObject()));
        try {
            for (long n = 0; it.hasNext(); n++) {
                if (n >= bound) {
                    return true;
                }
                it.next();
            }
            return false;
        } finally {
            org.apache.jena.util.iterator.NiceIterator.close(it);
        }
    }

    private static Node concrete(Node n) {
        return n.isConcrete() ? n : Node.ANY;
    }

    /** Whether the query's work is surely small (its answer may still be large: {@link #isCheap(Query, org.apache.jena.graph.Graph)}). */
    static boolean isCheap(Query query) {
        if (query.hasAggregators() || query.hasGroupBy() || query.hasHaving()) {
            return false;
        }
        Op op;
        try {
            op = Algebra.compile(query);
        } catch (RuntimeException e) {
            return false;
        }
        Shape s = new Shape();
        Walker.walk(op, s, s.exprs);
        return s.cheap && s.bgps <= 1 && s.triples.size() <= CHEAP_TRIPLES && connected(s.triples);
    }

    /** The operators of the algebra: only the allowed ones, their expressions simple. */
    private static final class Shape extends OpVisitorByType {
        boolean cheap = true;
        int bgps;
        final List<Triple> triples = new java.util.ArrayList<>();

        @Override
        protected void visit0(Op0 op) {
            if (op instanceof OpBGP b) {
                bgps++;
                triples.addAll(b.getPattern().getList());
            } else if (op instanceof OpTriple t) {
                bgps++;
                triples.add(t.getTriple());
            } else if (!(op instanceof OpTable)) {
                cheap = false;
            }
        }

        @Override
        protected void visit1(Op1 op) {
            if (!(op instanceof OpExtend || op instanceof OpProject || op instanceof OpSlice || op instanceof OpDistinct
                    || op instanceof OpReduced || op instanceof OpOrder)) {
                cheap = false;
            }
        }

        @Override
        protected void visitModifer(OpModifier op) {
            visit1(op);
        }

        @Override
        protected void visitFilter(OpFilter op) {
        }

        @Override
        protected void visit2(Op2 op) {
            cheap = false;
        }

        @Override
        protected void visitN(OpN op) {
            cheap = false;
        }

        @Override
        protected void visitLeftJoin(OpLeftJoin op) {
            cheap = false;
        }

        @Override
        protected void visitExt(OpExt op) {
            cheap = false;
        }

        /** Expressions: no regular expressions, string building, functions by IRI, EXISTS or aggregates. */
        final ExprVisitor exprs = new ExprVisitorFunction() {
            @Override
            protected void visitExprFunction(ExprFunction f) {
                if (f instanceof E_Regex || f instanceof E_StrReplace || f instanceof E_StrConcat || f instanceof E_Function) {
                    cheap = false;
                }
            }

            @Override
            public void visit(ExprFunctionOp op) {
                cheap = false;
            }

            @Override
            public void visit(ExprAggregator eAgg) {
                cheap = false;
            }

            @Override
            public void visit(NodeValue nv) {
            }

            @Override
            public void visit(ExprVar nv) {
            }

            @Override
            public void visit(ExprTripleTerm tripleTerm) {
            }

            @Override
            public void visit(ExprNone exprNone) {
            }
        };
    }

    /** No cross product: every triple shares a variable with another, or all are one triple. */
    private static boolean connected(List<Triple> triples) {
        if (triples.size() <= 1) {
            return true;
        }
        Set<Node> seen = new HashSet<>(vars(triples.get(0)));
        Set<Triple> left = new HashSet<>(triples.subList(1, triples.size()));
        boolean grew = true;
        while (!left.isEmpty() && grew) {
            grew = false;
            for (java.util.Iterator<Triple> it = left.iterator(); it.hasNext(); ) {
                Triple t = it.next();
                List<Node> vs = vars(t);
                if (vs.stream().anyMatch(seen::contains)) {
                    seen.addAll(vs);
                    it.remove();
                    grew = true;
                }
            }
        }
        return left.isEmpty();
    }

    private static List<Node> vars(Triple t) {
        return java.util.stream.Stream.of(t.getSubject(), t.getPredicate(), t.getObject()).filter(Node::isVariable).toList();
    }
}
