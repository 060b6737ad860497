package dev.hakem.kb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Issue 14, "queries that must not crash or run forever": every query the issue names, with the
 * answer it must get now — a result, or a {@link QueryRefusal} with its reason and a message that
 * says what to change; never a Java error, never a run past the time limit.
 */
class HostileQueryTest {
    static KnowledgeBase kb;
    static final String SIXTY_AS = "a".repeat(60);

    @BeforeAll
    static void load() {
        kb = KnowledgeBase.load(RulingsGraphTest.sample());
    }

    private static QueryResult run(String sparql, long timeoutMs) {
        return kb.run(sparql, "query", new QueryPolicy.Limits(timeoutMs, 10_000, QueryPolicy.DEFAULT_MAX_BYTES));
    }

    private static QueryRefusal refused(String sparql, long timeoutMs) {
        return assertThrows(QueryRefusal.class, () -> run(sparql, timeoutMs));
    }

    /**
     * {@link #refused}, for a query that used to hold its thread far beyond its time limit (in code
     * that never looks at the clock): the test fails instead of hanging when it does so again.
     */
    private static QueryRefusal refusedWithoutHanging(String sparql, long timeoutMs) {
        return assertTimeoutPreemptively(Duration.ofSeconds(60), () -> refused(sparql, timeoutMs), sparql.length() <= 200
                ? sparql : sparql.substring(0, 200) + "…");
    }

    static final String PREFIXES = "PREFIX xsd: <http://www.w3.org/2001/XMLSchema#>\n"
            + "PREFIX fn: <http://www.w3.org/2005/xpath-functions#>\n"
            + "PREFIX math: <http://www.w3.org/2005/xpath-functions/math#>\n"
            + "PREFIX sp: <http://www.w3.org/ns/sparql#>\n";

    /** SELECT ?x{n}: ?x0 is {@code seed}, each next ?x is {@code step} (with {a} standing for the one before). */
    static String chained(String seed, String step, int n) {
        StringBuilder q = new StringBuilder(PREFIXES + "SELECT ?x" + n + " { BIND(" + seed + " AS ?x0) ");
        for (int i = 1; i <= n; i++) {
            q.append("BIND(").append(step.replace("{a}", "?x" + (i - 1))).append(" AS ?x").append(i).append(") ");
        }
        return q.append("}").toString();
    }

    /** BINDs ?v0 = {@code seed}, ?v{i} = CONCAT(?v{i-1}, ?v{i-1}) up to ?v{n}: a string of 2^n copies of the seed. */
    static String doubled(String seed, int n) {
        StringBuilder q = new StringBuilder("BIND(\"" + seed + "\" AS ?v0) ");
        for (int i = 1; i <= n; i++) {
            q.append("BIND(CONCAT(?v").append(i - 1).append(", ?v").append(i - 1).append(") AS ?v").append(i).append(") ");
        }
        return q.toString();
    }

    private static void oneClearLine(QueryRefusal r) {
        assertFalse(r.getMessage().contains("\n"), r.getMessage());
        assertFalse(r.getMessage().contains("Exception"), r.getMessage());
        assertFalse(r.getMessage().matches(".*(line|column) (-1|0)\\b.*"), r.getMessage());
    }

    @Test
    void aQueryMayDeclareItsOwnPrefixesBesideThePredeclaredOnes() {
        QueryResult r = run("PREFIX eli: <http://data.europa.eu/eli/ontology#>\nPREFIX foo: <urn:x>\n"
                + "SELECT ?n WHERE { <https://w3id.org/hakem/article/9.4> eli:cites/eli:number ?n } ORDER BY ?n", 5000);
        assertEquals(List.of("4.3", "9.2", "9.3"), r.column("n"));
        // the query's own declaration wins over the predeclared one
        QueryResult own = run("PREFIX art: <urn:other/>\nASK { FILTER(STR(art:x) = \"urn:other/x\") }", 5000);
        assertTrue(own.askAnswer());
        // a predeclared prefix still works beside a declared one
        assertTrue(run("PREFIX foo: <urn:x>\nASK { ?a eli:number \"9.4\" }", 5000).askAnswer());
    }

    @Test
    void aCatastrophicRegularExpressionStopsAtTheTimeLimit() {
        for (String q : List.of(
                "SELECT ?x { BIND(\"" + SIXTY_AS + "\" AS ?x) FILTER(REGEX(?x, \"^(.*a){25}b\")) }",
                "ASK { FILTER(REGEX(\"" + SIXTY_AS + "\", \"^(.*a){25}b\")) }",
                "PREFIX fn: <http://www.w3.org/2005/xpath-functions#> ASK { FILTER(fn:matches(\"" + SIXTY_AS + "\", \"^(.*a){25}b\")) }",
                "SELECT (REPLACE(\"" + SIXTY_AS + "\", \"^(.*a){25}b\", \"x\") AS ?y) { }")) {
            long t0 = System.nanoTime();
            QueryRefusal r = refused(q, 1500);
            long ms = (System.nanoTime() - t0) / 1_000_000;
            assertEquals(QueryRefusal.Reason.TIMED_OUT, r.reason(), r.getMessage());
            assertTrue(r.getMessage().contains("query timed out: it exceeded the time limit of 1,500 ms"), r.getMessage());
            assertTrue(ms < 6_000, "stopped after " + ms + " ms: " + q);
        }
    }

    @Test
    void deepOrLongQueriesAreRefusedBeforeTheyOverflowTheStack() {
        String union = "ASK { {?s ?p ?o}" + " UNION {?s ?p ?o}".repeat(5000) + "}";
        String braces = "ASK " + "{".repeat(2000) + "}".repeat(2000);
        String optionals = "ASK { ?s ?p ?o " + " OPTIONAL {?s ?p ?o}".repeat(3000) + "}";
        String and = "ASK { FILTER(true" + "&&true".repeat(20000) + ")}";
        String shortAnd = "ASK { FILTER(1" + "&&1".repeat(5000) + ")}";
        for (String q : List.of(union, braces, optionals, and, shortAnd)) {
            QueryRefusal r = refused(q, 5000);
            assertEquals(QueryRefusal.Reason.BAD_QUERY, r.reason());
            oneClearLine(r);
            assertTrue(r.getMessage().matches("query( line \\d+, column \\d+)?: (the query is [\\d,]+ characters long|"
                    + "brackets nest more than 64 deep|the query chains more than 1,000 operators).*"), r.getMessage());
        }
    }

    @Test
    void aStringDoubledThirtyOneTimesIsRefusedNotAnOutOfMemoryError() {
        StringBuilder q = new StringBuilder("SELECT ?v31 { BIND(\"ab\" AS ?v0) ");
        for (int i = 1; i <= 31; i++) {
            q.append("BIND(CONCAT(?v").append(i - 1).append(", ?v").append(i - 1).append(") AS ?v").append(i).append(") ");
        }
        QueryRefusal r = refused(q.append("}").toString(), 10_000);
        assertEquals(QueryRefusal.Reason.TOO_LARGE, r.reason());
        assertTrue(r.getMessage().contains("CONCAT would build a string of 2,097,152 characters"), r.getMessage());
        QueryRefusal rep = refused("SELECT (REPLACE(\"" + "x".repeat(2000) + "\", \"x\", \"" + "y".repeat(1000)
                + "\") AS ?y) { }", 10_000);
        assertEquals(QueryRefusal.Reason.TOO_LARGE, rep.reason(), rep.getMessage());
        QueryRefusal gc = refused("SELECT (GROUP_CONCAT(?x) AS ?g) { ?s ?p ?o BIND(CONCAT(STR(?o), \""
                + "z".repeat(500) + "\") AS ?x) }", 10_000);
        assertEquals(QueryRefusal.Reason.TOO_LARGE, gc.reason(), gc.getMessage());
        assertTrue(gc.getMessage().contains("GROUP_CONCAT"), gc.getMessage());
    }

    @Test
    void aRegularExpressionThatRecursesOverALongStringIsRefusedInWords() {
        // java.util.regex recurses once per repetition of an alternation: 524,288 of them exhaust a thread's stack
        StringBuilder q = new StringBuilder("SELECT ?ok { BIND(\"ab\" AS ?v0) ");
        for (int i = 1; i <= 18; i++) {
            q.append("BIND(CONCAT(?v").append(i - 1).append(", ?v").append(i - 1).append(") AS ?v").append(i).append(") ");
        }
        for (String test : List.of("BIND(REGEX(?v18, \"^(a|b)*$\") AS ?ok)", "BIND(REPLACE(?v18, \"(a|b)+\", \"x\") AS ?ok)")) {
            QueryRefusal r = refused(q + test + " }", 10_000);
            assertEquals(QueryRefusal.Reason.TOO_LARGE, r.reason(), r.getMessage());
            oneClearLine(r);
            assertTrue(r.getMessage().matches("query: (REGEX|REPLACE): the regular expression \"\\^?\\(a\\|b\\)[*+]\\$?\" repeats a "
                    + "group too many times over a string of 524,288 characters; use a simpler pattern.*"), r.getMessage());
        }
        // the simpler pattern it suggests works
        assertTrue(run(q + "BIND(REGEX(?v18, \"^[ab]*$\") AS ?ok) }", 10_000).column("ok").get(0).startsWith("true"));
    }

    @Test
    void anInvalidRegularExpressionIsTheQuerysErrorInWords() {
        for (String q : List.of("ASK { FILTER(REGEX(\"a\", \"(\")) }",
                "ASK { ?s ?p ?o FILTER(REGEX(STR(?o), CONCAT(\"(\", \"\"))) }",
                "ASK { FILTER(REGEX(\"a\", \"a\", \"z\")) }")) {
            QueryRefusal r = refused(q, 5000);
            assertEquals(QueryRefusal.Reason.BAD_QUERY, r.reason(), q);
            oneClearLine(r);
            assertTrue(r.getMessage().contains("regular expression") || r.getMessage().contains("flag"), r.getMessage());
        }
    }

    @Test
    void anAnswerIsBoundedInBytesNotOnlyInRows() {
        StringBuilder template = new StringBuilder();
        StringBuilder binds = new StringBuilder();
        for (int i = 0; i < 200; i++) {
            template.append("?s ?p ?o").append(i).append(" . ");
            binds.append("BIND(CONCAT(STR(?o), \"").append("x".repeat(40)).append("\") AS ?o").append(i).append(") ");
        }
        String construct = "CONSTRUCT { " + template + "} WHERE { ?s ?p ?o " + binds + "}";
        QueryRefusal r = assertThrows(QueryRefusal.class, () -> kb.run(construct, "query",
                new QueryPolicy.Limits(30_000, 10_000, 1 << 20)));
        assertEquals(QueryRefusal.Reason.TOO_LARGE, r.reason(), r.getMessage());
        assertTrue(r.getMessage().contains("the answer is larger than 1,048,576 bytes"), r.getMessage());
        QueryRefusal rows = assertThrows(QueryRefusal.class, () -> kb.run("SELECT * { ?s ?p ?o }", "query",
                new QueryPolicy.Limits(30_000, 10_000, 10_000)));
        assertEquals(QueryRefusal.Reason.TOO_LARGE, rows.reason());
    }

    @Test
    void theWorkOfOneQueryIsBounded() {
        QueryRefusal r = assertThrows(QueryRefusal.class, () -> QueryGuard.run(60_000, 50_000, () -> kb.execute(
                KnowledgeBase.parse("SELECT (COUNT(*) AS ?n) { ?a ?b ?c . ?d ?e ?f }", "query"), java.util.Map.of(),
                new QueryPolicy.Limits(60_000, 10_000, QueryPolicy.DEFAULT_MAX_BYTES), "query")));
        assertEquals(QueryRefusal.Reason.TIMED_OUT, r.reason(), r.getMessage());
    }

    @Test
    void textAfterACompleteQueryIsSaidToBeThat() {
        // as typed, and as a query file ends (with a line break)
        for (String tail : List.of(" garbage", " }", " LIMIT 5 extra", " garbage\n", " garbage more\n", " }\n\n")) {
            QueryRefusal r = refused("SELECT * { ?s ?p ?o } LIMIT 1" + tail, 5000);
            assertTrue(r.getMessage().startsWith("query line 1, column 31: the query is complete before this point but "
                    + "text follows: \"" + tail.strip() + "\""), r.getMessage());
        }
    }

    @Test
    void aParserErrorWithoutAPlaceNamesNone() {
        for (String q : List.of("", "   ", "SELECT ?x WHERE { ?x ?p ?o } GROUP BY ?y HAVING (?x)",
                "SELECT (1 AS ?x) ?x {}", "SELECT * { ?s undeclared:p ?o }")) {
            QueryRefusal r = refused(q, 5000);
            oneClearLine(r);
            assertFalse(r.getMessage().contains("line 0") || r.getMessage().contains("line -1")
                    || r.getMessage().contains("column 0") || r.getMessage().contains("column -1"), r.getMessage());
        }
    }

    @Test
    void serviceIsStillRefusedEverywhere() {
        QueryRefusal r = refused("SELECT * { SERVICE <http://127.0.0.1:9/sparql> { ?s ?p ?o } }", 5000);
        assertEquals(QueryRefusal.Reason.BAD_QUERY, r.reason());
        assertThrows(QueryRefusal.class, () -> run("ASK { FILTER EXISTS { SERVICE SILENT <http://x/> { ?s ?p ?o } } }", 5000));
    }

    @Test
    void noFunctionIsLoadedByClassName() {
        QueryRefusal r = refused("SELECT ?x { BIND(<java:org.apache.jena.sparql.function.library.sqrt>(4) AS ?x) }", 5000);
        assertEquals(QueryRefusal.Reason.BAD_QUERY, r.reason());
        assertTrue(r.getMessage().contains("functions named by java: IRIs are not allowed"), r.getMessage());
    }

    @Test
    void arithmeticBeyondTheBoundOnNumbersIsRefusedNotComputedPastTheTimeLimit() {
        // each squaring doubles the digits: the 40th would be a number of 67 x 2^40 bits, and BigInteger never looks at the clock
        String twentyNines = "99999999999999999999";
        for (String q : List.of(chained(twentyNines, "{a}*{a}", 40),
                chained(twentyNines + ".5", "{a}*{a}", 40),
                chained(twentyNines, "{a}*{a}*{a}", 30),
                chained(twentyNines, "sp:multiply({a}, {a})", 40),
                chained(twentyNines, "fn:apply(sp:multiply, {a}, {a})", 40),
                PREFIXES + "SELECT ?y { BIND(math:pow(10, 100000000) AS ?y) }",
                PREFIXES + "SELECT ?y { BIND(fn:apply(math:pow, 7, 100000000) AS ?y) }")) {
            QueryRefusal r = refusedWithoutHanging(q, 5_000);
            assertEquals(QueryRefusal.Reason.TOO_LARGE, r.reason(), r.getMessage());
            oneClearLine(r);
            assertTrue(r.getMessage().matches("query stopped: (\\*|multiply|pow) would compute a number of [\\d,]+ bits; "
                    + "at most 4,096 bits \\(about 1,233 decimal digits\\) are allowed"), r.getMessage());
        }
        // within the bound arithmetic is exact: the 32nd power of twenty nines has 640 digits (2,126 bits)
        BigInteger n = new BigInteger(twentyNines);
        assertEquals(List.of(n.pow(32).toString()), run(chained(twentyNines, "{a}*{a}", 5), 5_000).column("x5"));
        assertEquals(List.of(n.pow(16).add(n).toString()), run(chained(twentyNines, "{a}*{a}", 4).replace(
                "SELECT ?x4 {", "SELECT ?s {").replace("AS ?x4) }", "AS ?x4) BIND(?x4 + ?x0 AS ?s) }"), 5_000).column("s"));
        assertEquals(List.of("1024"), run(PREFIXES + "SELECT ?y { BIND(math:pow(2, 10) AS ?y) }", 5_000).column("y"));
        assertEquals(List.of("2.5"), run("SELECT ?y { BIND((2 + 3) * 4 / 8 AS ?y) }", 5_000).column("y"));
    }

    @Test
    void aRoundingPrecisionBeyondAnyNumberIsRefusedInWords() {
        // it was "internal error: ArithmeticException: BigInteger would overflow supported range"
        for (String f : List.of("fn:round-half-to-even", "fn:round")) {
            for (String precision : List.of("2000000000", "-2000000000", "99999999999999999999")) {
                QueryRefusal r = refusedWithoutHanging(PREFIXES + "SELECT ?y { BIND(" + f + "(1.5, " + precision + ") AS ?y) }", 5_000);
                assertEquals(QueryRefusal.Reason.TOO_LARGE, r.reason(), r.getMessage());
                oneClearLine(r);
                assertTrue(r.getMessage().matches("query stopped: " + f.substring(3) + " would round to [-\\d,]+ decimal "
                        + "places; at most 1,000 are allowed"), r.getMessage());
            }
        }
        assertEquals(List.of("1.24"), run(PREFIXES + "SELECT ?y { BIND(fn:round-half-to-even(1.235, 2) AS ?y) }", 5_000).column("y"));
    }

    @Test
    void aNumberIsNotReadFromAHugeText() {
        // 2^20 digits built by CONCAT (within the bound on strings): reading them as a number is quadratic in BigInteger
        String digits = doubled("12", 19);
        for (String read : List.of("xsd:integer(?v19)", "xsd:decimal(?v19)", "xsd:double(?v19)", "xsd:int(?v19)",
                "STRDT(?v19, xsd:integer)", "STRDT(?v19, xsd:decimal) + 1", "sp:strdt(?v19, xsd:integer)",
                "fn:apply(xsd:integer, ?v19)", "xsd:duration(CONCAT(\"P\", SUBSTR(?v19, 3), \"Y\"))")) {
            QueryRefusal r = refusedWithoutHanging(PREFIXES + "SELECT ?y { " + digits + "BIND(" + read + " AS ?y) }", 5_000);
            assertEquals(QueryRefusal.Reason.TOO_LARGE, r.reason(), read + ": " + r.getMessage());
            oneClearLine(r);
            assertTrue(r.getMessage().matches("query stopped: \\S+ would read a value from a text of [\\d,]+ characters; "
                    + "at most 1,000 are allowed"), r.getMessage());
        }
        // a thousand digits are read
        String thousand = "1234567890".repeat(100);
        assertEquals(List.of(thousand), run(PREFIXES + "SELECT ?y { BIND(xsd:integer(\"" + thousand + "\") AS ?y) }", 5_000)
                .column("y"));
        // and the query's own text holds no longer number: it would be read while the query is parsed
        for (String literal : List.of("9".repeat(60_000), "\"" + "9".repeat(1_001) + "\"^^xsd:integer",
                "'" + "9".repeat(5_000) + ".5'^^<http://www.w3.org/2001/XMLSchema#decimal>")) {
            QueryRefusal r = refusedWithoutHanging(PREFIXES + "SELECT ?y {\n  BIND(" + literal + " AS ?y) }", 5_000);
            assertEquals(QueryRefusal.Reason.BAD_QUERY, r.reason(), r.getMessage());
            oneClearLine(r);
            assertTrue(r.getMessage().matches("query line 6, column 8: a (number|typed value) of [\\d,]+ characters; at most "
                    + "1,000 are allowed"), r.getMessage());
        }
        // a long string is still a string
        assertEquals(List.of("2000"), run(PREFIXES + "SELECT (STRLEN(\"" + "9".repeat(2_000) + "\"^^xsd:string) AS ?n) { }", 5_000)
                .column("n"));
    }

    @Test
    void stringsBuiltByFunctionsCalledByTheirIriAreBoundedBeforeTheyAreBuilt() {
        // 200 copies of a string of 2^20 characters: 200 Mi characters, built before the length check looked at them
        String big = doubled("ab", 19);
        StringBuilder copies = new StringBuilder("?v19");
        for (int i = 1; i < 200; i++) {
            copies.append(", ?v19");
        }
        for (String build : List.of("fn:concat(" + copies + ")", "sp:concat(" + copies + ")", "fn:apply(fn:concat, " + copies + ")",
                "<http://w3id.org/awslabs/neptune/SPARQL-CDTs/List>(" + copies + ")")) {
            QueryRefusal r = refusedWithoutHanging(PREFIXES + "SELECT (STRLEN(?y) AS ?n) { " + big + "BIND(" + build + " AS ?y) }",
                    10_000);
            assertEquals(QueryRefusal.Reason.TOO_LARGE, r.reason(), r.getMessage());
            assertTrue(r.getMessage().matches("query stopped: (fn:concat|concat|cdt:List) would build a string of 209,715,200 "
                    + "characters; at most 1,048,576 are allowed"), r.getMessage());
        }
        // a replacement that repeats the whole match 32,768 times: one append of 2^31 characters
        String r16 = doubled("ab", 15) + "BIND(REPLACE(?v14, \"ab\", \"\\\\$0\\\\$0\") AS ?rep) ";
        QueryRefusal rep = refusedWithoutHanging("SELECT (STRLEN(?y) AS ?n) { " + r16 + "BIND(REPLACE(?v15, \"^.+$\", ?rep) AS ?y) }",
                10_000);
        assertEquals(QueryRefusal.Reason.TOO_LARGE, rep.reason(), rep.getMessage());
        assertTrue(rep.getMessage().matches("query stopped: REPLACE would build a string of [\\d,]+ characters; at most "
                + "1,048,576 are allowed"), rep.getMessage());
        // an ordinary replacement with a group still works
        assertEquals(List.of("b-a b-a"), run("SELECT ?y { BIND(REPLACE(\"ab ab\", \"(a)(b)\", \"$2-$1\") AS ?y) }", 5_000)
                .column("y"));
    }
}
