package dev.hakem.kb;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.apache.jena.graph.Node;
import org.apache.jena.sparql.engine.binding.Binding;
import org.apache.jena.sparql.expr.Expr;
import org.apache.jena.sparql.expr.ExprEvalException;
import org.apache.jena.sparql.expr.ExprFunction1;
import org.apache.jena.sparql.expr.ExprFunctionN;
import org.apache.jena.sparql.expr.ExprList;
import org.apache.jena.sparql.expr.NodeValue;
import org.apache.jena.sparql.expr.RegexEngine;
import org.apache.jena.sparql.expr.aggregate.Accumulator;
import org.apache.jena.sparql.expr.aggregate.Aggregator;
import org.apache.jena.sparql.expr.nodevalue.XSDFuncOp;
import org.apache.jena.sparql.function.FunctionBase;
import org.apache.jena.sparql.function.FunctionEnv;

/**
 * SPARQL functions that build or scan strings, held to the {@link QueryGuard} of the running
 * query: regular expressions that look at the clock while they backtrack, REPLACE and CONCAT that
 * refuse to build a string beyond {@link QueryGuard#MAX_STRING_CHARS}, a GROUP_CONCAT that stops
 * growing, and a length check on the result of every other string function.
 */
final class BoundedFunctions {
    private BoundedFunctions() {
    }

    /** The text a regular expression reads: every character it looks at is a step that can stop the query. */
    private static final class GuardedChars implements CharSequence {
        private final String s;
        private final QueryGuard guard = QueryGuard.current();
        private final long[] steps = {0};

        GuardedChars(String s) {
            this.s = s;
        }

        @Override
        public int length() {
            return s.length();
        }

        @Override
        public char charAt(int index) {
            QueryGuard.countSteps(guard, steps);
            return s.charAt(index);
        }

        @Override
        public CharSequence subSequence(int start, int end) {
            return s.substring(start, end);
        }

        @Override
        public String toString() {
            return s;
        }
    }

    /** A compiled pattern, the last one used by an expression (patterns are nearly always constants). */
    private static final class PatternCache {
        private String pattern;
        private String flags;
        private Pattern compiled;

        synchronized Pattern get(String fn, String pattern, String flags) {
            if (compiled == null || !pattern.equals(this.pattern) || !java.util.Objects.equals(flags, this.flags)) {
                compiled = compile(fn, pattern, flags);
                this.pattern = pattern;
                this.flags = flags;
            }
            return compiled;
        }
    }

    static Pattern compile(String fn, String pattern, String flags) {
        try {
            return RegexEngine.makePattern(fn, pattern, flags);
        } catch (ExprEvalException | PatternSyntaxException e) {
            String why = e instanceof ExprEvalException && e.getCause() instanceof PatternSyntaxException p ? p.getDescription()
                    : e instanceof PatternSyntaxException p ? p.getDescription() : e.getMessage();
            if (why != null && why.contains("PatternSyntaxException: ")) {
                why = why.substring(why.indexOf("PatternSyntaxException: ") + 24);
                int nl = why.indexOf('\n');
                why = nl < 0 ? why : why.substring(0, nl);
            }
            throw QueryGuard.stop(new QueryRefusal(QueryRefusal.Reason.BAD_QUERY, fn + ": \"" + pattern + "\""
                    + (flags == null || flags.isEmpty() ? "" : " with flags \"" + flags + "\"")
                    + " is not a valid regular expression: " + why));
        }
    }

    private static String stringArg(String fn, NodeValue v) {
        if (!v.isString() && !v.isLangString()) {
            throw new ExprEvalException(fn + ": not a string: " + v);
        }
        return v.getString();
    }

    /** REGEX(text, pattern [, flags]) that stops with the query's time limit (SPARQL 17.4.3.14). */
    static final class Regex extends ExprFunctionN {
        private final PatternCache cache = new PatternCache();

        Regex(ExprList args) {
            super("regex", args);
        }

        @Override
        public NodeValue eval(List<NodeValue> args) {
            String text = stringArg("REGEX", args.get(0));
            String pattern = stringArg("REGEX", args.get(1));
            String flags = args.size() > 2 ? stringArg("REGEX", args.get(2)) : null;
            return NodeValue.booleanReturn(matches(cache.get("REGEX", pattern, flags), text));
        }

        @Override
        public Expr copy(ExprList newArgs) {
            return new Regex(newArgs);
        }
    }

    static boolean matches(Pattern p, String text) {
        try {
            return p.matcher(new GuardedChars(text)).find();
        } catch (StackOverflowError deep) {
            throw tooDeep("REGEX", p, text);
        }
    }

    /** Java's matcher recurses once per repetition of some groups: over a long string that exhausts the stack. */
    private static QueryGuard.Stop tooDeep(String fn, Pattern p, String text) {
        return QueryGuard.stop(new QueryRefusal(QueryRefusal.Reason.TOO_LARGE, fn + ": the regular expression \""
                + (p.pattern().length() <= 40 ? p.pattern() : p.pattern().substring(0, 40) + "…")
                + "\" repeats a group too many times over a string of " + String.format(java.util.Locale.ROOT, "%,d", text.length())
                + " characters; use a simpler pattern (e.g. a character class: [ab]* instead of (a|b)*) or a shorter string"));
    }

    /** REPLACE(text, pattern, replacement [, flags]): time-limited, and bounded in the length it builds. */
    static final class Replace extends ExprFunctionN {
        private final PatternCache cache = new PatternCache();

        Replace(ExprList args) {
            super("replace", args);
        }

        @Override
        public NodeValue eval(List<NodeValue> args) {
            NodeValue arg = args.get(0);
            String text = stringArg("REPLACE", arg);
            String pattern = stringArg("REPLACE", args.get(1));
            String replacement = stringArg("REPLACE", args.get(2));
            String flags = args.size() > 3 ? stringArg("REPLACE", args.get(3)) : null;
            String out = replace(cache.get("REPLACE", pattern, flags), text, replacement);
            return arg.isLangString() ? NodeValue.makeLangString(out, arg.getLang()) : NodeValue.makeString(out);
        }

        @Override
        public Expr copy(ExprList newArgs) {
            return new Replace(newArgs);
        }
    }

    static String replace(Pattern p, String text, String replacement) {
        if (p.matcher("").matches()) {
            throw new ExprEvalException("REPLACE: the pattern matches the empty string");
        }
        Matcher m = p.matcher(new GuardedChars(text));
        StringBuilder sb = new StringBuilder();
        int appended = 0;
        try {
            while (m.find()) {
                // a replacement can repeat the match ("$0$0..."): its length is known before it is built
                QueryGuard.checkLength(sb.length() + (m.start() - appended) + replacedLength(m, replacement), "REPLACE");
                m.appendReplacement(sb, replacement);
                appended = m.end();
            }
        } catch (IllegalArgumentException | IndexOutOfBoundsException badReplacement) {
            throw QueryGuard.stop(new QueryRefusal(QueryRefusal.Reason.BAD_QUERY, "REPLACE: \"" + replacement
                    + "\" is not a valid replacement: " + badReplacement.getMessage()));
        } catch (StackOverflowError deep) {
            throw tooDeep("REPLACE", p, text);
        }
        m.appendTail(sb);
        QueryGuard.checkLength(sb.length(), "REPLACE");
        return sb.toString();
    }

    /**
     * The length of {@code replacement} for the current match of {@code m}, its group references
     * ($1, ${name}) counted at the length of the groups they stand for, as
     * {@link Matcher#appendReplacement} reads them; a reference it would refuse counts nothing.
     */
    static long replacedLength(Matcher m, String replacement) {
        long n = 0;
        int len = replacement.length();
        for (int i = 0; i < len; i++) {
            char c = replacement.charAt(i);
            if (c == '\\') {
                i++;
                n++;
            } else if (c == '$' && i + 1 < len && replacement.charAt(i + 1) == '{') {
                int close = replacement.indexOf('}', i);
                if (close < 0) {
                    return n;
                }
                n += groupLength(m, replacement.substring(i + 2, close));
                i = close;
            } else if (c == '$' && i + 1 < len && Character.isDigit(replacement.charAt(i + 1))) {
                int group = replacement.charAt(++i) - '0';
                while (i + 1 < len && Character.isDigit(replacement.charAt(i + 1))
                        && group * 10 + (replacement.charAt(i + 1) - '0') <= m.groupCount()) {
                    group = group * 10 + (replacement.charAt(++i) - '0');
                }
                n += group <= m.groupCount() && m.start(group) >= 0 ? m.end(group) - m.start(group) : 0;
            } else {
                n++;
            }
        }
        return n;
    }

    private static long groupLength(Matcher m, String name) {
        try {
            return m.start(name) < 0 ? 0 : m.end(name) - m.start(name);
        } catch (IllegalArgumentException noSuchGroup) {
            return 0;
        }
    }

    /** CONCAT(...) that refuses a result beyond the bound before building it. */
    static final class Concat extends ExprFunctionN {
        Concat(ExprList args) {
            super("concat", args);
        }

        @Override
        public NodeValue eval(List<NodeValue> args) {
            QueryGuard.checkLength(concatLength(args), "CONCAT");
            return XSDFuncOp.strConcat(args);
        }

        @Override
        public Expr copy(ExprList newArgs) {
            return new Concat(newArgs);
        }
    }

    /** The length of the texts of {@code args} together: what concatenating them (or a list of them) builds. */
    static long concatLength(List<NodeValue> args) {
        long chars = 0;
        for (NodeValue v : args) {
            if (v.isString() || v.isLangString()) {
                chars += v.getString().length();
            } else if (v.asNode().isLiteral()) {
                chars += v.asNode().getLiteralLexicalForm().length();
            }
        }
        return chars;
    }

    /** Checks the length of whatever string {@code expr} evaluates to (UCASE, ENCODE_FOR_URI, functions by IRI). */
    static final class LengthChecked extends ExprFunction1 {
        LengthChecked(Expr expr) {
            super(expr, "hakem-length-checked");
        }

        @Override
        public NodeValue eval(NodeValue v) {
            checkValue(v, expr instanceof org.apache.jena.sparql.expr.ExprFunction f ? f.getFunctionPrintName(null) : "an expression");
            return v;
        }

        @Override
        public Expr copy(Expr e) {
            return new LengthChecked(e);
        }

        @Override
        public String toString() {
            return expr.toString();
        }
    }

    static void checkValue(NodeValue v, String what) {
        Node n = v.asNode();
        if (n.isLiteral()) {
            QueryGuard.checkLength(n.getLiteralLexicalForm().length(), what);
        } else if (n.isURI()) {
            QueryGuard.checkLength(n.getURI().length(), what);
        }
    }

    /** The accumulator of a GROUP_CONCAT that stops the query before the string grows beyond the bound. */
    private static final class BoundedAccumulator implements Accumulator {
        private final Accumulator inner;
        private final Expr expr;
        private final int separator;
        private long chars;

        BoundedAccumulator(Accumulator inner, Expr expr, String separator) {
            this.inner = inner;
            this.expr = expr;
            this.separator = separator == null ? 1 : separator.length();
        }

        @Override
        public void accumulate(Binding binding, FunctionEnv env) {
            try {
                NodeValue v = expr.eval(binding, env);
                chars += v.asNode().isLiteral() ? v.asNode().getLiteralLexicalForm().length() + separator : separator;
                QueryGuard.checkLength(chars, "GROUP_CONCAT");
            } catch (ExprEvalException skipped) {
                // the inner accumulator skips it too
            }
            inner.accumulate(binding, env);
        }

        @Override
        public NodeValue getValue() {
            return inner.getValue();
        }
    }

    /**
     * GROUP_CONCAT (with or without DISTINCT) held to the string bound: Jena's aggregator, whose
     * accumulator is wrapped in a {@link BoundedAccumulator}.
     */
    static final class GroupConcat implements Aggregator {
        private final Aggregator inner;
        private final String separator;

        GroupConcat(Aggregator inner, String separator) {
            this.inner = inner;
            this.separator = separator;
        }

        @Override
        public Accumulator createAccumulator() {
            return new BoundedAccumulator(inner.createAccumulator(), inner.getExprList().get(0), separator);
        }

        @Override
        public Aggregator copy(ExprList exprs) {
            return new GroupConcat(inner.copy(exprs), separator);
        }

        @Override
        public Aggregator copyTransform(org.apache.jena.sparql.graph.NodeTransform transform) {
            return new GroupConcat(inner.copyTransform(transform), separator);
        }

        @Override
        public Node getValueEmpty() {
            return inner.getValueEmpty();
        }

        @Override
        public String toPrefixString() {
            return inner.toPrefixString();
        }

        @Override
        public String key() {
            return inner.key();
        }

        @Override
        public String getName() {
            return inner.getName();
        }

        @Override
        public ExprList getExprList() {
            return inner.getExprList();
        }

        @Override
        public String asSparqlExpr(org.apache.jena.sparql.serializer.SerializationContext cxt) {
            return inner.asSparqlExpr(cxt);
        }

        @Override
        public boolean equals(Aggregator other, boolean bySyntax) {
            return other instanceof GroupConcat g && inner.equals(g.inner, bySyntax);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof GroupConcat g && inner.equals(g.inner);
        }

        @Override
        public int hashCode() {
            return inner.hashCode() + 1;
        }
    }

    /** fn:matches / sparql:regex called by IRI: the same bounded regular expression. */
    static final class MatchesByIri extends FunctionBase {
        private final PatternCache cache = new PatternCache();

        @Override
        public void checkBuild(String uri, ExprList args) {
            if (args.size() < 2 || args.size() > 3) {
                throw new org.apache.jena.query.QueryBuildException("matches: 2 or 3 arguments");
            }
        }

        @Override
        public NodeValue exec(List<NodeValue> args) {
            String flags = args.size() > 2 ? stringArg("matches", args.get(2)) : null;
            return NodeValue.booleanReturn(matches(cache.get("matches", stringArg("matches", args.get(1)), flags),
                    stringArg("matches", args.get(0))));
        }
    }

    /** fn:replace / sparql:replace called by IRI: the same bounded REPLACE. */
    static final class ReplaceByIri extends FunctionBase {
        private final PatternCache cache = new PatternCache();

        @Override
        public void checkBuild(String uri, ExprList args) {
            if (args.size() < 3 || args.size() > 4) {
                throw new org.apache.jena.query.QueryBuildException("replace: 3 or 4 arguments");
            }
        }

        @Override
        public NodeValue exec(List<NodeValue> args) {
            NodeValue arg = args.get(0);
            String flags = args.size() > 3 ? stringArg("replace", args.get(3)) : null;
            String out = replace(cache.get("replace", stringArg("replace", args.get(1)), flags), stringArg("replace", arg),
                    stringArg("replace", args.get(2)));
            return arg.isLangString() ? NodeValue.makeLangString(out, arg.getLang()) : NodeValue.makeString(out);
        }
    }
}
