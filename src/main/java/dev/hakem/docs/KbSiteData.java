package dev.hakem.docs;

import dev.hakem.kb.KnowledgeBase;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
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
            """;

    private final List<Article> articles = new ArrayList<>();
    private final List<Reference> references = new ArrayList<>();
    private final List<Commentary> commentaries = new ArrayList<>();
    private final List<CaseInfo> cases = new ArrayList<>();
    private final Map<String, Label> decisionKinds = new LinkedHashMap<>();
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
        Set<String> seen = new HashSet<>();
        for (QuerySolution q : kb.query("commentaries", Map.of()).solutions()) {
            if (seen.add(str(q, "commentary"))) {
                commentaries.add(new Commentary(str(q, "commentary"), str(q, "title"), str(q, "author"), str(q, "date"),
                        str(q, "sourceFile")));
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
        select(kb, """
                SELECT ?id ?commentary ?situation ?says ?situationTr ?saysTr ?diverges WHERE {
                  ?c a hk:Case ; dcterms:identifier ?id .
                  OPTIONAL { ?c hk:commentary/dcterms:identifier ?commentary }
                  OPTIONAL { ?c hk:situation ?situation FILTER(LANGMATCHES(LANG(?situation), "en")) }
                  OPTIONAL { ?c hk:commentarySays ?says FILTER(LANGMATCHES(LANG(?says), "en")) }
                  OPTIONAL { ?c hk:situation ?situationTr FILTER(LANGMATCHES(LANG(?situationTr), "tr")) }
                  OPTIONAL { ?c hk:commentarySays ?saysTr FILTER(LANGMATCHES(LANG(?saysTr), "tr")) }
                  OPTIONAL { ?c hk:diverges ?diverges }
                } ORDER BY ?id""", s -> cases.add(new CaseInfo(str(s, "id"), str(s, "commentary"), str(s, "situation"),
                str(s, "says"), List.copyOf(cited.getOrDefault(str(s, "id"), List.of())),
                s.contains("diverges") && s.getLiteral("diverges").getBoolean(), str(s, "situationTr"), str(s, "saysTr"))));
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
    public Run run() {
        return run;
    }
}
