package dev.hakem.kb;

import java.util.Locale;

/**
 * The size of a SPARQL text, checked before it is parsed: its length, how deeply its brackets
 * nest, how many operators (UNION, OPTIONAL, MINUS, {@code &&}, {@code ||}, arithmetic, path
 * operators) it chains, and the length of its numerals and typed literals (the parser reads
 * their values, in time quadratic in their length). The parser and the evaluator recurse over these; a bound keeps a
 * hostile query from exhausting the stack and says what to change instead.
 */
public final class QueryShape {
    /** Longest query text, in characters. */
    public static final int MAX_CHARS = 65_536;
    /** Deepest nesting of ( { [ . */
    public static final int MAX_DEPTH = 64;
    /** Most operators in one query. */
    public static final int MAX_OPERATORS = 1_000;

    private QueryShape() {
    }

    /** Refuses ({@link QueryRefusal.Reason#BAD_QUERY}) a text beyond the bounds; {@code source} names it. */
    public static void check(String text, String source) {
        if (text.length() > MAX_CHARS) {
            throw refuse(source + ": the query is " + String.format(Locale.ROOT, "%,d", text.length())
                    + " characters long; at most " + String.format(Locale.ROOT, "%,d", MAX_CHARS) + " are allowed");
        }
        int depth = 0;
        int operators = 0;
        int line = 1;
        int lineStart = 0;
        int n = text.length();
        int i = 0;
        while (i < n) {
            char c = text.charAt(i);
            if (c == '\n') {
                line++;
                lineStart = i + 1;
                i++;
            } else if (c == '#') {
                while (i < n && text.charAt(i) != '\n') {
                    i++;
                }
            } else if (c == '"' || c == '\'') {
                int end = endOfString(text, i);
                int quotes = text.startsWith(String.valueOf(c).repeat(3), i) ? 3 : 1;
                if (end - i - 2 * quotes > QueryGuard.MAX_NUMERAL_CHARS && text.startsWith("^^", end) && !isString(text, end + 2)) {
                    throw tooLong(source, line, i - lineStart + 1, "a typed value", end - i - 2 * quotes);
                }
                for (int k = i; k < end; k++) {
                    if (text.charAt(k) == '\n') {
                        line++;
                        lineStart = k + 1;
                    }
                }
                i = end;
            } else if (c == '<' && iriEnd(text, i) > 0) {
                i = iriEnd(text, i);
            } else if (c == '(' || c == '{' || c == '[') {
                if (++depth > MAX_DEPTH) {
                    throw refuse(source + " line " + line + ", column " + (i - lineStart + 1)
                            + ": brackets nest more than " + MAX_DEPTH + " deep; flatten the query");
                }
                i++;
            } else if (c == ')' || c == '}' || c == ']') {
                depth = Math.max(0, depth - 1);
                i++;
            } else if (isNameChar(c) || c == '?' || c == '$') {
                int start = i;
                i++;
                while (i < n && (isNameChar(text.charAt(i)) || text.charAt(i) == '-' || text.charAt(i) == '.'
                        && i + 1 < n && isNameChar(text.charAt(i + 1)))) {
                    i++;
                }
                if (Character.isDigit(c) && i - start > QueryGuard.MAX_NUMERAL_CHARS) {
                    throw tooLong(source, line, start - lineStart + 1, "a number", i - start);
                }
                String word = text.substring(start, i).toUpperCase(Locale.ROOT);
                if (word.equals("UNION") || word.equals("OPTIONAL") || word.equals("MINUS")) {
                    operators++;
                }
            } else if (c == '&' || c == '|') {
                operators++;
                i += i + 1 < n && text.charAt(i + 1) == c ? 2 : 1;
            } else if (c == '+' || c == '-' || c == '*' || c == '/' || c == '^' || c == '!') {
                operators++;
                i++;
            } else {
                i++;
            }
            if (operators > MAX_OPERATORS) {
                throw refuse(source + ": the query chains more than " + String.format(Locale.ROOT, "%,d", MAX_OPERATORS)
                        + " operators (UNION, OPTIONAL, MINUS, &&, ||, arithmetic, paths); split it into smaller queries");
            }
        }
    }

    /** A numeral or a typed literal too long to be read while the query is parsed (reading a numeral is quadratic). */
    private static QueryRefusal tooLong(String source, int line, int column, String what, int chars) {
        return refuse(source + " line " + line + ", column " + column + ": " + what + " of " + String.format(Locale.ROOT, "%,d", chars)
                + " characters; at most " + String.format(Locale.ROOT, "%,d", QueryGuard.MAX_NUMERAL_CHARS) + " are allowed");
    }

    /** Whether the datatype written at {@code i} (after "^^") is xsd:string, whose value is its text. */
    private static boolean isString(String t, int i) {
        return t.startsWith("xsd:string", i) && (i + 10 == t.length() || !isNameChar(t.charAt(i + 10)))
                || t.startsWith("<http://www.w3.org/2001/XMLSchema#string>", i);
    }

    private static QueryRefusal refuse(String message) {
        return new QueryRefusal(QueryRefusal.Reason.BAD_QUERY, message);
    }

    private static boolean isNameChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == ':';
    }

    /** The index after a string literal starting at {@code i} (short or long form), or the end of the text. */
    private static int endOfString(String t, int i) {
        char q = t.charAt(i);
        boolean longForm = t.startsWith(String.valueOf(q).repeat(3), i);
        int j = i + (longForm ? 3 : 1);
        while (j < t.length()) {
            char c = t.charAt(j);
            if (c == '\\') {
                j += 2;
            } else if (longForm && t.startsWith(String.valueOf(q).repeat(3), j)) {
                return j + 3;
            } else if (!longForm && (c == q || c == '\n')) {
                return j + 1;
            } else {
                j++;
            }
        }
        return t.length();
    }

    /** The index after an IRI reference starting at {@code i}, or -1 when the '<' is a comparison. */
    private static int iriEnd(String t, int i) {
        for (int j = i + 1; j < t.length(); j++) {
            char c = t.charAt(j);
            if (c == '>') {
                return j + 1;
            }
            if (c <= ' ' || c == '<' || c == '"' || c == '{' || c == '}' || c == '|' || c == '^' || c == '`' || c == '\\') {
                return -1;
            }
        }
        return -1;
    }
}
