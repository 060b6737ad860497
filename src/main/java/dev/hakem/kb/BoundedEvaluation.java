package dev.hakem.kb;

import java.util.ArrayList;
import java.util.List;
import org.apache.jena.query.ARQ;
import org.apache.jena.query.Query;
import org.apache.jena.sparql.algebra.Op;
import org.apache.jena.sparql.algebra.TransformCopy;
import org.apache.jena.sparql.algebra.Transformer;
import org.apache.jena.sparql.algebra.op.OpGroup;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.engine.ExecutionContext;
import org.apache.jena.sparql.engine.Plan;
import org.apache.jena.sparql.engine.QueryEngineFactory;
import org.apache.jena.sparql.engine.QueryEngineRegistry;
import org.apache.jena.sparql.engine.QueryIterator;
import org.apache.jena.sparql.engine.binding.Binding;
import org.apache.jena.sparql.engine.iterator.QueryIteratorWrapper;
import org.apache.jena.sparql.engine.main.OpExecutor;
import org.apache.jena.sparql.engine.main.QC;
import org.apache.jena.sparql.engine.main.QueryEngineMain;
import org.apache.jena.sparql.expr.E_Add;
import org.apache.jena.sparql.expr.E_Call;
import org.apache.jena.sparql.expr.E_Divide;
import org.apache.jena.sparql.expr.E_Function;
import org.apache.jena.sparql.expr.E_Multiply;
import org.apache.jena.sparql.expr.E_OpNumericIntegerDivide;
import org.apache.jena.sparql.expr.E_OpNumericMod;
import org.apache.jena.sparql.expr.E_Regex;
import org.apache.jena.sparql.expr.E_StrConcat;
import org.apache.jena.sparql.expr.E_StrDatatype;
import org.apache.jena.sparql.expr.E_StrEncodeForURI;
import org.apache.jena.sparql.expr.E_StrLowerCase;
import org.apache.jena.sparql.expr.E_StrReplace;
import org.apache.jena.sparql.expr.E_StrUpperCase;
import org.apache.jena.sparql.expr.E_Subtract;
import org.apache.jena.sparql.expr.Expr;
import org.apache.jena.sparql.expr.ExprAggregator;
import org.apache.jena.sparql.expr.ExprFunction1;
import org.apache.jena.sparql.expr.ExprFunction2;
import org.apache.jena.sparql.expr.ExprFunctionN;
import org.apache.jena.sparql.expr.ExprList;
import org.apache.jena.sparql.expr.ExprTransform;
import org.apache.jena.sparql.expr.ExprTransformCopy;
import org.apache.jena.sparql.expr.NodeValue;
import org.apache.jena.sparql.expr.aggregate.AggGroupConcat;
import org.apache.jena.sparql.expr.aggregate.AggGroupConcatDistinct;
import org.apache.jena.sparql.expr.aggregate.Aggregator;
import org.apache.jena.sparql.function.Function;
import org.apache.jena.sparql.function.FunctionEnv;
import org.apache.jena.sparql.function.FunctionFactory;
import org.apache.jena.sparql.function.FunctionRegistry;
import org.apache.jena.sparql.pfunction.PropertyFunctionRegistry;
import org.apache.jena.sparql.util.Context;

/**
 * Evaluation of queries over hakem's graph under the {@link QueryGuard} of the running query: a
 * query engine of its own for the graph's dataset that rewrites the algebra before Jena optimises
 * it (regular expressions, REPLACE, CONCAT and GROUP_CONCAT from {@link BoundedFunctions}, a
 * length check after every other string function, arithmetic and the reading of numbers from
 * {@link BoundedNumbers}), counts the solutions every operator produces,
 * calls no other endpoint (SERVICE off) and no property functions, and loads no Java class by IRI.
 */
final class BoundedEvaluation {
    private BoundedEvaluation() {
    }

    /** Installs the bounded engine and function registries in the context of hakem's dataset. */
    static void install(Context context) {
        QueryPolicy.forbidServiceIn(context);
        QueryEngineRegistry engines = new QueryEngineRegistry();
        engines.add(FACTORY);
        QueryEngineRegistry.set(context, engines);
        QC.setFactory(context, CountingExecutor::new);
        FunctionRegistry functions = new NoClassLoading();
        FunctionRegistry standard = FunctionRegistry.get();
        standard.keys().forEachRemaining(k -> functions.put(k, standard.get(k)));
        for (String regex : List.of("http://www.w3.org/2005/xpath-functions#matches", "http://www.w3.org/ns/sparql#regex")) {
            functions.put(regex, uri -> new BoundedFunctions.MatchesByIri());
        }
        for (String replace : List.of("http://www.w3.org/2005/xpath-functions#replace", "http://www.w3.org/ns/sparql#replace")) {
            functions.put(replace, uri -> new BoundedFunctions.ReplaceByIri());
        }
        BoundedNumbers.guardAll(functions);
        guard(functions, "http://www.w3.org/2005/xpath-functions#concat",
                args -> QueryGuard.checkLength(BoundedFunctions.concatLength(args), "fn:concat"));
        guard(functions, "http://www.w3.org/ns/sparql#concat",
                args -> QueryGuard.checkLength(BoundedFunctions.concatLength(args), "concat"));
        // Jena's lists and maps (SPARQL CDTs): the ones that put their arguments together
        for (String cdt : List.of("List", "Map", "concat", "put", "merge")) {
            guard(functions, "http://w3id.org/awslabs/neptune/SPARQL-CDTs/" + cdt,
                    args -> QueryGuard.checkLength(BoundedFunctions.concatLength(args), "cdt:" + cdt));
        }
        FunctionRegistry.set(context, functions);
        PropertyFunctionRegistry.set(context, new PropertyFunctionRegistry());
        context.set(ARQ.enablePropertyFunctions, false);
    }

    /**
     * A function called by its IRI (directly, or by {@code fn:apply}) whose arguments are checked
     * before it runs: they are evaluated once, checked, and handed to the function as constants.
     */
    static final class CheckedFunction implements Function {
        /** A check of the evaluated arguments, before the function runs. */
        interface Check {
            void before(List<NodeValue> args);
        }

        private final Function inner;
        private final Check check;

        CheckedFunction(Function inner, Check check) {
            this.inner = inner;
            this.check = check;
        }

        @Override
        public void build(String uri, ExprList args, Context context) {
            inner.build(uri, args, context);
        }

        @Override
        public NodeValue exec(Binding binding, ExprList args, String uri, FunctionEnv env) {
            List<NodeValue> values = new ArrayList<>(args.size());
            ExprList constants = new ExprList();
            for (Expr e : args) {
                NodeValue v = e.eval(binding, env);
                values.add(v);
                constants.add(v);
            }
            check.before(values);
            return inner.exec(binding, constants, uri, env);
        }
    }

    /** Replaces the function registered for {@code iri} (if any) by the same function behind {@code check}. */
    static void guard(FunctionRegistry functions, String iri, CheckedFunction.Check check) {
        FunctionFactory original = functions.get(iri);
        if (original != null) {
            functions.put(iri, uri -> new CheckedFunction(original.create(uri), check));
        }
    }

    /** The functions by IRI, without Jena's loading of a Java class named by a {@code java:} IRI. */
    private static final class NoClassLoading extends FunctionRegistry {
        @Override
        public org.apache.jena.sparql.function.FunctionFactory get(String uri) {
            return uri.startsWith("java:") ? null : super.get(uri);
        }

        @Override
        public boolean isRegistered(String uri) {
            return !uri.startsWith("java:") && super.isRegistered(uri);
        }
    }

    /** The algebra with every string-building or string-scanning expression replaced by its bounded form. */
    static Op rewrite(Op op) {
        return Transformer.transform(new Aggregates(), new Expressions(), op);
    }

    private static final class Expressions extends ExprTransformCopy {
        @Override
        public Expr transform(ExprFunctionN func, ExprList args) {
            if (func instanceof E_Regex) {
                return new BoundedFunctions.Regex(args);
            }
            if (func instanceof E_StrReplace) {
                return new BoundedFunctions.Replace(args);
            }
            if (func instanceof E_StrConcat) {
                return new BoundedFunctions.Concat(args);
            }
            Expr e = super.transform(func, args);
            return func instanceof E_Function || func instanceof E_Call ? new BoundedFunctions.LengthChecked(e) : e;
        }

        @Override
        public Expr transform(ExprFunction2 func, Expr a, Expr b) {
            Expr e = super.transform(func, a, b);
            if (!(e instanceof ExprFunction2 f)) {
                return e;
            }
            if (func instanceof E_Add || func instanceof E_Subtract) {
                return new BoundedNumbers.CheckedBinary(f, BoundedNumbers.operation(func.getOpName(), BoundedNumbers.Operation.SUM));
            }
            if (func instanceof E_Multiply) {
                return new BoundedNumbers.CheckedBinary(f, BoundedNumbers.operation("*", BoundedNumbers.Operation.PRODUCT));
            }
            if (func instanceof E_Divide || func instanceof E_OpNumericIntegerDivide || func instanceof E_OpNumericMod) {
                String op = func.getOpName() != null ? func.getOpName() : func.getFunctionSymbol().getSymbol();
                return new BoundedNumbers.CheckedBinary(f, BoundedNumbers.operation(op, BoundedNumbers.Operation.QUOTIENT));
            }
            if (func instanceof E_StrDatatype) {
                return new BoundedNumbers.CheckedBinary(f, BoundedNumbers.STRDT);
            }
            return e;
        }

        @Override
        public Expr transform(ExprFunction1 func, Expr arg) {
            Expr e = super.transform(func, arg);
            return func instanceof E_StrUpperCase || func instanceof E_StrLowerCase || func instanceof E_StrEncodeForURI
                    ? new BoundedFunctions.LengthChecked(e) : e;
        }
    }

    /** GROUP_CONCAT bounded; the expressions inside every aggregate rewritten too. */
    private static final class Aggregates extends TransformCopy {
        @Override
        public Op transform(OpGroup op, Op sub) {
            ExprTransform exprs = new Expressions();
            List<ExprAggregator> aggs = new ArrayList<>();
            for (ExprAggregator ea : op.getAggregators()) {
                Aggregator a = ea.getAggregator();
                ExprList args = a.getExprList() == null ? null : rewriteAll(a.getExprList(), exprs);
                Aggregator bounded;
                if (a instanceof AggGroupConcatDistinct d) {
                    bounded = new BoundedFunctions.GroupConcat(d.copy(args), d.getSeparator());
                } else if (a instanceof AggGroupConcat g) {
                    bounded = new BoundedFunctions.GroupConcat(g.copy(args), g.getSeparator());
                } else {
                    bounded = args == null ? a : a.copy(args);
                }
                aggs.add(new ExprAggregator(ea.getVar(), bounded));
            }
            return OpGroup.create(sub, op.getGroupVars(), aggs);
        }

        private static ExprList rewriteAll(ExprList list, ExprTransform t) {
            ExprList out = new ExprList();
            for (Expr e : list) {
                out.add(org.apache.jena.sparql.expr.ExprTransformer.transform(t, e));
            }
            return out;
        }
    }

    /** Counts, for the running query's guard, every solution an operator hands on. */
    private static final class CountingExecutor extends OpExecutor {
        CountingExecutor(ExecutionContext cxt) {
            super(cxt);
        }

        @Override
        protected QueryIterator exec(Op op, QueryIterator input) {
            QueryIterator it = super.exec(op, input);
            QueryGuard g = QueryGuard.current();
            return g == null ? it : new Counted(it, g);
        }
    }

    private static final class Counted extends QueryIteratorWrapper {
        private final QueryGuard guard;

        Counted(QueryIterator it, QueryGuard guard) {
            super(it);
            this.guard = guard;
        }

        @Override
        protected Binding moveToNextBinding() {
            guard.countSolution();
            return super.moveToNextBinding();
        }
    }

    /** The engine: Jena's main engine, on the rewritten algebra. */
    private static final class Engine extends QueryEngineMain {
        Engine(Query query, DatasetGraph dsg, Binding input, Context context) {
            super(query, dsg, input, context);
        }

        Engine(Op op, DatasetGraph dsg, Binding input, Context context) {
            super(op, dsg, input, context);
        }

        @Override
        protected Op modifyOp(Op op) {
            return super.modifyOp(rewrite(op));
        }
    }

    private static final QueryEngineFactory FACTORY = new QueryEngineFactory() {
        @Override
        public boolean accept(Query query, DatasetGraph dsg, Context context) {
            return true;
        }

        @Override
        public Plan create(Query query, DatasetGraph dsg, Binding input, Context context) {
            return new Engine(query, dsg, input, context).getPlan();
        }

        @Override
        public boolean accept(Op op, DatasetGraph dsg, Context context) {
            return true;
        }

        @Override
        public Plan create(Op op, DatasetGraph dsg, Binding input, Context context) {
            return new Engine(op, dsg, input, context).getPlan();
        }
    };
}
