package dev.hakem.kb;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.jena.sparql.expr.Expr;
import org.apache.jena.sparql.expr.ExprFunction2;
import org.apache.jena.sparql.expr.NodeValue;
import org.apache.jena.sparql.function.FunctionEnv;
import org.apache.jena.sparql.function.FunctionRegistry;

/**
 * Numbers held to the {@link QueryGuard} of the running query. Jena computes exactly with
 * BigInteger and BigDecimal, whose multiplication, powers and reading of a numeral cost more than
 * linear time and never look at the clock: forty squarings of a 20-digit number, or
 * {@code xsd:integer} of a million digits, held a worker for minutes. So an operation is refused
 * before it runs when it would compute a number of more than {@link QueryGuard#MAX_NUMBER_BITS}
 * bits, and a number (date, duration, ...) is not read from a text longer than
 * {@link QueryGuard#MAX_NUMERAL_CHARS}. Within the bounds arithmetic stays exact.
 */
final class BoundedNumbers {
    private BoundedNumbers() {
    }

    private static final String XSD = "http://www.w3.org/2001/XMLSchema#";
    private static final String SPARQL = "http://www.w3.org/ns/sparql#";
    private static final String FN = "http://www.w3.org/2005/xpath-functions#";
    private static final String MATH = "http://www.w3.org/2005/xpath-functions/math#";
    private static final double BITS_PER_DIGIT = Math.log(10) / Math.log(2);

    /** How large the result of an operation on two numbers can be, from the sizes of its operands. */
    enum Operation {
        /** Addition, subtraction: one bit more than the larger operand. */
        SUM,
        /** Multiplication: the sizes of the operands added. */
        PRODUCT,
        /** Division, integer division, remainder: no larger than the larger operand (the operands are bounded). */
        QUOTIENT;

        long bits(long a, long b) {
            return switch (this) {
                case SUM -> Math.max(a, b) + 1;
                case PRODUCT -> a + b;
                case QUOTIENT -> Math.max(a, b);
            };
        }
    }

    /**
     * The size of a number in bits: of an integer its own; of a decimal that of its digits with
     * the decimal point moved to the end (what adding it to an integer has to compute with);
     * 0 for what is not an exact number (a double is computed in fixed size).
     */
    static long bits(NodeValue v) {
        if (v.isInteger()) {
            return v.getInteger().bitLength();
        }
        if (v.isDecimal()) {
            BigDecimal d = v.getDecimal();
            return d.unscaledValue().bitLength() + (long) Math.ceil(Math.abs((long) d.scale()) * BITS_PER_DIGIT);
        }
        return 0;
    }

    /** Refuses {@code op} on {@code x} and {@code y} when its result could exceed the bound. */
    static void checkOperation(String op, Operation kind, NodeValue x, NodeValue y) {
        QueryGuard.checkNumberBits(kind.bits(bits(x), bits(y)), op);
    }

    /** Refuses {@code base} to the power {@code exponent} (both integers) when the result would exceed the bound. */
    static void checkPower(String op, NodeValue base, NodeValue exponent) {
        if (!base.isInteger() || !exponent.isInteger() || exponent.getInteger().signum() <= 0) {
            return;
        }
        BigInteger b = base.getInteger().abs();
        double log2 = b.bitLength() <= 1000 ? Math.log(b.doubleValue()) / Math.log(2) : b.bitLength();
        if (log2 <= 0) {
            return; // 0 and 1: the result is as small
        }
        double bits = Math.ceil(log2 * exponent.getInteger().doubleValue());
        QueryGuard.checkNumberBits(bits >= Long.MAX_VALUE ? Long.MAX_VALUE : (long) bits, op);
        QueryGuard.checkNumberBits(bits(base), op);
    }

    /** Refuses rounding to more decimal places (either way) than any bounded number has. */
    static void checkPrecision(String op, NodeValue precision) {
        if (precision.isInteger() && precision.getInteger().abs().compareTo(BigInteger.valueOf(QueryGuard.MAX_NUMERAL_CHARS)) > 0) {
            throw QueryGuard.stop(new QueryRefusal(QueryRefusal.Reason.TOO_LARGE, "query stopped: " + op + " would round to "
                    + String.format(Locale.ROOT, "%,d", precision.getInteger()) + " decimal places; at most "
                    + String.format(Locale.ROOT, "%,d", QueryGuard.MAX_NUMERAL_CHARS) + " are allowed"));
        }
    }

    /**
     * Refuses reading a value (a number, a date, a duration: {@code op}) from {@code v}: a text
     * longer than {@link QueryGuard#MAX_NUMERAL_CHARS}, or a number beyond the bound on numbers.
     */
    static void checkRead(String op, NodeValue v) {
        if (v.isString() || v.isLangString()) {
            QueryGuard.checkNumeral(v.getString().length(), op);
        } else if (v.isInteger() || v.isDecimal()) {
            QueryGuard.checkNumberBits(bits(v), op);
        } else if (v.asNode().isLiteral()) {
            QueryGuard.checkNumeral(v.asNode().getLiteralLexicalForm().length(), op);
        }
    }

    /** Whether a literal of {@code datatypeIri} is read into a value (anything but a plain string). */
    static boolean isRead(String datatypeIri) {
        return !(XSD + "string").equals(datatypeIri);
    }

    /**
     * A binary operator (+, -, *, /, STRDT) whose operands are checked before it computes: the
     * operator as parsed, with its check in front.
     */
    static final class CheckedBinary extends ExprFunction2 {
        /** A check of the two operands, before the operator computes with them. */
        interface Check {
            void before(NodeValue x, NodeValue y);
        }

        private final ExprFunction2 inner;
        private final Check check;

        CheckedBinary(ExprFunction2 inner, Check check) {
            super(inner.getArg1(), inner.getArg2(), inner.getFunctionSymbol().getSymbol(), inner.getOpName());
            this.inner = inner;
            this.check = check;
        }

        @Override
        public NodeValue eval(NodeValue x, NodeValue y, FunctionEnv env) {
            check.before(x, y);
            return inner.eval(x, y, env);
        }

        @Override
        public NodeValue eval(NodeValue x, NodeValue y) {
            check.before(x, y);
            return inner.eval(x, y);
        }

        @Override
        public Expr copy(Expr a, Expr b) {
            return new CheckedBinary((ExprFunction2) inner.copy(a, b), check);
        }

        @Override
        public String toString() {
            return inner.toString();
        }
    }

    /** {@code op} of two operands of sizes bounded by {@link Operation#bits}. */
    static CheckedBinary.Check operation(String op, Operation kind) {
        return (x, y) -> checkOperation(op, kind, x, y);
    }

    /** STRDT(text, datatype): the text is not read as a value beyond the bound. */
    static final CheckedBinary.Check STRDT = (text, datatype) -> {
        if (datatype.isIRI() && isRead(datatype.asNode().getURI())) {
            checkRead("STRDT", text);
        }
    };

    /** The functions by IRI that compute with numbers or read them, each behind its check. */
    static void guardAll(FunctionRegistry functions) {
        for (String name : List.of("add", "plus", "subtract", "minus", "multiply", "divide")) {
            Operation kind = name.equals("multiply") ? Operation.PRODUCT : name.equals("divide") ? Operation.QUOTIENT : Operation.SUM;
            BoundedEvaluation.guard(functions, SPARQL + name, args -> {
                if (args.size() == 2) {
                    checkOperation(name, kind, args.get(0), args.get(1));
                }
            });
        }
        for (String name : List.of("numeric-integer-divide", "numeric-mod")) {
            BoundedEvaluation.guard(functions, FN + name, args -> {
                if (args.size() == 2) {
                    checkOperation(name, Operation.QUOTIENT, args.get(0), args.get(1));
                }
            });
        }
        BoundedEvaluation.guard(functions, MATH + "pow", args -> {
            if (args.size() == 2) {
                checkPower("pow", args.get(0), args.get(1));
            }
        });
        for (String name : List.of("round", "round-half-to-even")) {
            BoundedEvaluation.guard(functions, FN + name, args -> {
                if (args.size() == 2) {
                    checkPrecision(name, args.get(1));
                }
            });
        }
        BoundedEvaluation.guard(functions, SPARQL + "strdt", args -> {
            if (args.size() == 2) {
                STRDT.before(args.get(0), args.get(1));
            }
        });
        List<String> casts = new ArrayList<>();
        functions.keys().forEachRemaining(k -> {
            if (k.startsWith(XSD) && isRead(k) && !k.equals(XSD + "anyURI")) {
                casts.add(k);
            }
        });
        for (String cast : casts) {
            String name = "xsd:" + cast.substring(XSD.length());
            BoundedEvaluation.guard(functions, cast, args -> {
                if (args.size() == 1) {
                    checkRead(name, args.get(0));
                }
            });
        }
    }
}
