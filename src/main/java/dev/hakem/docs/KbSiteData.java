package dev.hakem.docs;

import dev.hakem.kb.KnowledgeBase;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Set;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.apache.jena.query.QueryExecution;
import org.apache.jena.query.QuerySolution;
import org.apache.jena.query.ResultSet;
import org.apache.jena.rdf.model.RDFNode;

/**
 * The site's data read from the knowledge base with SPARQL (articles, references, commentaries,
 * cases; the canned queries where they answer the question, a few of our own otherwise), and the last run's details the graph does not keep (positions, highlights, decision
 * reasons, steps) from {@code reports/} through {@link RunReports}.
 */
public final class KbSiteData implements SiteData {
    private static final String PREFIXES = """
            PREFIX eli: <http://data.europa.eu/eli/ontology#>
            PREFIX hk: <https://w3id.org/hakem/ontology#>
            PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
            PREFIX dcterms: <http://purl.org/dc/terms/>
            PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
            PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>
            """;

    private final List<Article> articles = new ArrayList<>();
    private final List<Reference> references = new ArrayList<>();
    private final List<Commentary> commentaries = new ArrayList<>();
    private final List<CaseInfo> cases = new ArrayList<>();
    private final Map<String, Label> decisionKinds = new LinkedHashMap<>();
    private final List<Provision> provisions = new ArrayList<>();
    private final List<Modification> modifications = new ArrayList<>();
    private final List<Reading> readings = new ArrayList<>();
    private final Map<String, Label> notDecidable = new HashMap<>();
    private final Map<String, List<ExampleCell>> examples = new LinkedHashMap<>();
    private final Run run;

    private KbSiteData(KnowledgeBase kb, Run run) {
        this.run = run;
        // the canned queries of ontology/queries/ where one answers what a page needs
        for (QuerySolution q : kb.query("articles", Map.of()).solutions()) {
            articles.add(new Article(str(q, "number"), str(q, "parent"), str(q, "part"), str(q, "headingTr"),
                    str(q, "headingEn"), str(q, "summaryTr"), str(q, "summaryEn")));
        }
        select(kb, """
                SELECT ?from ?to ?note WHERE {
                  ?r a hk:Reference ; hk:referenceFrom/eli:number ?from ; hk:referenceTo/eli:number ?to .
                  OPTIONAL { ?r rdfs:comment ?note }
                } ORDER BY ?from ?to""", s -> references.add(new Reference(str(s, "from"), str(s, "to"), str(s, "note"))));
        Map<String, Label> dates = new HashMap<>();
        select(kb, """
                SELECT ?id ?d ?tr ?en WHERE {
                  ?c a hk:Commentary ; dcterms:identifier ?id .
                  OPTIONAL { ?c dcterms:date ?d }
                  OPTIONAL { ?c hk:dateText ?tr FILTER(LANGMATCHES(LANG(?tr), "tr")) }
                  OPTIONAL { ?c hk:dateText ?en FILTER(LANGMATCHES(LANG(?en), "en")) }
                }""", s -> dates.put(str(s, "id"), str(s, "d") != null ? new Label(str(s, "d"), str(s, "d"))
                : str(s, "tr") != null || str(s, "en") != null ? new Label(str(s, "tr"), str(s, "en")) : null));
        Set<String> seen = new HashSet<>();
        for (QuerySolution q : kb.query("commentaries", Map.of()).solutions()) {
            if (seen.add(str(q, "commentary"))) {
                commentaries.add(new Commentary(str(q, "commentary"), str(q, "title"), str(q, "author"),
                        dates.get(str(q, "commentary")), str(q, "sourceFile")));
            }
        }
        commentaries.sort(java.util.Comparator.comparing(Commentary::id));
        select(kb, """
                SELECT ?code ?tr ?en WHERE {
                  ?k a hk:DecisionKind ; skos:notation ?code .
                  OPTIONAL { ?k skos:prefLabel ?tr FILTER(LANGMATCHES(LANG(?tr), "tr")) }
                  OPTIONAL { ?k skos:prefLabel ?en FILTER(LANGMATCHES(LANG(?en), "en")) }
                } ORDER BY ?code""", s -> decisionKinds.put(str(s, "code"), new Label(str(s, "tr"), str(s, "en"))));
        Map<String, List<String>> cited = new LinkedHashMap<>();
        select(kb, """
                SELECT ?id ?number WHERE {
                  { ?c a hk:Case ; dcterms:identifier ?id ; hk:commentaryCites ?a . ?a eli:number ?number ; hk:order ?order }
                  UNION
                  { ?c a hk:Case ; dcterms:identifier ?id ; hk:commentaryWording ?number . BIND(100000 AS ?order) }
                } ORDER BY ?id ?order ?number""",
                s -> cited.computeIfAbsent(str(s, "id"), k -> new ArrayList<>()).add(str(s, "number")));
        Map<String, List<String>> focus = new LinkedHashMap<>();
        select(kb, "SELECT ?id ?sq WHERE { ?c a hk:Case ; dcterms:identifier ?id ; hk:focusSquare ?sq } ORDER BY ?id ?sq",
                s -> focus.computeIfAbsent(str(s, "id"), k -> new ArrayList<>()).add(str(s, "sq")));
        select(kb, """
                SELECT ?id ?commentary ?situation ?says ?situationTr ?saysTr ?diverges ?titleTr ?titleEn
                       ?viewTr ?viewEn ?lawsTr ?lawsEn WHERE {
                  ?c a hk:Case ; dcterms:identifier ?id .
                  OPTIONAL { ?c hk:commentary/dcterms:identifier ?commentary }
                  OPTIONAL { ?c hk:situation ?situation FILTER(LANGMATCHES(LANG(?situation), "en")) }
                  OPTIONAL { ?c hk:commentarySays ?says FILTER(LANGMATCHES(LANG(?says), "en")) }
                  OPTIONAL { ?c hk:situation ?situationTr FILTER(LANGMATCHES(LANG(?situationTr), "tr")) }
                  OPTIONAL { ?c hk:commentarySays ?saysTr FILTER(LANGMATCHES(LANG(?saysTr), "tr")) }
                  OPTIONAL { ?c hk:diverges ?diverges }
                  OPTIONAL { ?c dcterms:title ?titleTr FILTER(LANGMATCHES(LANG(?titleTr), "tr")) }
                  OPTIONAL { ?c dcterms:title ?titleEn FILTER(LANGMATCHES(LANG(?titleEn), "en")) }
                  OPTIONAL { ?c hk:commentaryView ?viewTr FILTER(LANGMATCHES(LANG(?viewTr), "tr")) }
                  OPTIONAL { ?c hk:commentaryView ?viewEn FILTER(LANGMATCHES(LANG(?viewEn), "en")) }
                  OPTIONAL { ?c hk:byTheLaws ?lawsTr FILTER(LANGMATCHES(LANG(?lawsTr), "tr")) }
                  OPTIONAL { ?c hk:byTheLaws ?lawsEn FILTER(LANGMATCHES(LANG(?lawsEn), "en")) }
                } ORDER BY ?id""", s -> cases.add(new CaseInfo(str(s, "id"), str(s, "commentary"), str(s, "situation"),
                str(s, "says"), List.copyOf(cited.getOrDefault(str(s, "id"), List.of())),
                s.contains("diverges") && s.getLiteral("diverges").getBoolean(), str(s, "situationTr"), str(s, "saysTr"),
                str(s, "titleTr") == null ? null : new Label(str(s, "titleTr"), str(s, "titleEn")),
                str(s, "lawsTr") == null && str(s, "lawsEn") == null ? null
                        : new Divergence(str(s, "viewTr"), str(s, "viewEn"), str(s, "lawsTr"), str(s, "lawsEn")),
                List.copyOf(focus.getOrDefault(str(s, "id"), List.of())))));
        select(kb, """
                SELECT ?provision ?article ?definition ?textEn ?textTr WHERE {
                  ?p a hk:Provision ; eli:number ?provision ; eli:is_part_of ?a ; hk:provisionIndex ?i ; hk:isDefinition ?definition .
                  ?a eli:number ?article ; hk:order ?order .
                  OPTIONAL { ?p dcterms:description ?textEn FILTER(LANGMATCHES(LANG(?textEn), "en")) }
                  OPTIONAL { ?p dcterms:description ?textTr FILTER(LANGMATCHES(LANG(?textTr), "tr")) }
                } ORDER BY ?order ?i""", s -> provisions.add(new Provision(str(s, "provision"), str(s, "article"),
                str(s, "textEn"), str(s, "textTr"), s.getLiteral("definition").getBoolean())));
        for (QuerySolution q : kb.query("game-type-changes", Map.of()).solutions()) {
            modifications.add(new Modification(str(q, "article"), str(q, "by"), str(q, "gameType"), str(q, "noteTr"),
                    str(q, "noteEn")));
        }
        select(kb, """
                SELECT ?n ?en ?tr WHERE {
                  ?x hk:notDecidable ?any ; eli:number ?n .
                  OPTIONAL { ?x hk:notDecidable ?en FILTER(LANGMATCHES(LANG(?en), "en")) }
                  OPTIONAL { ?x hk:notDecidable ?tr FILTER(LANGMATCHES(LANG(?tr), "tr")) }
                }""", s -> notDecidable.put(str(s, "n"), new Label(str(s, "tr"), str(s, "en"))));
        Map<String, Integer> order = new HashMap<>();
        articles.forEach(a -> order.put(a.number(), order.size()));
        for (QuerySolution q : kb.query("settled-readings", Map.of()).solutions()) {
            List<String> concerned = new ArrayList<>(List.of(str(q, "articles").split(" ")));
            concerned.sort(java.util.Comparator.comparing(n -> order.getOrDefault(n, Integer.MAX_VALUE)));
            String otherwise = str(q, "otherwise");
            List<String> cases = new ArrayList<>(otherwise == null || otherwise.isBlank() ? List.of() : List.of(otherwise.split(" ")));
            cases.sort(null);
            readings.add(new Reading(str(q, "reading"), str(q, "main"), concerned, str(q, "code"), cases, str(q, "noteTr"),
                    str(q, "noteEn")));
        }
        select(kb, """
                SELECT ?feature ?line ?column ?value WHERE {
                  ?s a hk:Scenario ; hk:featureFile ?feature ; hk:line ?line ; hk:exampleCell ?c .
                  ?c hk:column ?column ; rdf:value ?value ; hk:order ?o .
                } ORDER BY ?feature ?line ?o""", s -> examples.computeIfAbsent(str(s, "feature") + ":" + str(s, "line"),
                k -> new ArrayList<>()).add(new ExampleCell(str(s, "column"), str(s, "value"))));
    }

    /** The site data of the project at {@code root}: its knowledge base and its {@code reports/}. */
    public static KbSiteData of(KnowledgeBase kb, Path reportsDir) throws IOException {
        return new KbSiteData(kb, RunReports.read(reportsDir));
    }

    private static void select(KnowledgeBase kb, String query, Consumer<QuerySolution> row) {
        try (QueryExecution qe = QueryExecution.dataset(kb.dataset()).query(PREFIXES + query).build()) {
            ResultSet rs = qe.execSelect();
            while (rs.hasNext()) {
                row.accept(rs.next());
            }
        }
    }

    private static String str(QuerySolution s, String var) {
        RDFNode n = s.get(var);
        if (n == null) {
            return null;
        }
        String v = n.isLiteral() ? n.asLiteral().getLexicalForm() : n.toString();
        return v.isEmpty() ? null : v;
    }

    @Override
    public List<Article> articles() {
        return articles;
    }

    @Override
    public List<Reference> references() {
        return references;
    }

    @Override
    public List<Commentary> commentaries() {
        return commentaries;
    }

    @Override
    public List<CaseInfo> cases() {
        return cases;
    }

    @Override
    public Map<String, Label> decisionKinds() {
        return decisionKinds;
    }

    @Override
    public List<Provision> provisions() {
        return provisions;
    }

    @Override
    public List<Modification> modifications() {
        return modifications;
    }

    @Override
    public Map<String, Label> notDecidable() {
        return notDecidable;
    }

    @Override
    public List<Reading> readings() {
        return readings;
    }

    @Override
    public Map<String, List<ExampleCell>> examples() {
        return examples;
    }

    @Override
    public Run run() {
        return run;
    }
}
