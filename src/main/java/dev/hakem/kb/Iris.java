package dev.hakem.kb;

/**
 * hakem's IRI scheme: one base, {@code https://w3id.org/hakem/}, with guessable paths such as
 * {@code article/7.5.5}, {@code article/7.5.5#h1}, {@code case/002-1}, {@code commentary/002}.
 */
public final class Iris {
    /** The base of every hakem IRI. */
    public static final String BASE = "https://w3id.org/hakem/";
    /** The vocabulary (classes and properties) namespace, prefix {@code hk:}. */
    public static final String HK = BASE + "ontology#";
    public static final String ELI = "http://data.europa.eu/eli/ontology#";
    public static final String SKOS = "http://www.w3.org/2004/02/skos/core#";
    public static final String DCTERMS = "http://purl.org/dc/terms/";
    public static final String PROV = "http://www.w3.org/ns/prov#";
    /** The official text, linked from every article (never copied). */
    public static final String HANDBOOK = "https://handbook.fide.com/chapter/E012023";
    public static final String LAWS = BASE + "laws";
    public static final String EDITION_2023 = BASE + "edition/2023";

    private Iris() {
    }

    /** An article, sub-article, appendix or guideline item ("7.5.5", "A.4.1"), or a provision ("7.5.5#h1"). */
    public static String article(String number) {
        return BASE + "article/" + number;
    }

    public static String part(String part) {
        return BASE + "part/" + part;
    }

    public static String reference(String from, String to) {
        return BASE + "reference/" + from + "--" + to;
    }

    /** Where the rules of a game type change an article: "7.5.5" changed by "A.3". */
    public static String modification(String article, String by) {
        return BASE + "modification/" + article + "--" + by;
    }

    public static String reading(String id) {
        return BASE + "reading/" + id;
    }

    public static String commentary(String id) {
        return BASE + "commentary/" + id;
    }

    public static String caseIri(String id) {
        return BASE + "case/" + id;
    }

    /** A scenario: feature path relative to features/ without ".feature" ('/' → '.'), and its line. */
    public static String scenario(String localId) {
        return BASE + "scenario/" + localId;
    }

    public static String ruling(String localId) {
        return BASE + "ruling/" + localId;
    }

    public static String decisionKind(String code) {
        return BASE + "decision-kind/" + code;
    }

    public static String lastRun() {
        return BASE + "run/last";
    }
}
