package dev.hakem.kb;

import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.jena.rdf.model.Model;
import org.apache.jena.rdf.model.Resource;

/**
 * The Laws of Chess 2023 as RDF, generated from ontology/data/: the articles (articles.tsv), the
 * cross-references of the official text (references.tsv) and the separate provisions
 * (provisions.md and provisions-more.md, {@code <article>#h<n>}, with our Turkish wording in
 * provisions-tr.tsv).
 */
final class LawsGraph {
    private static final Pattern SECTION = Pattern.compile("^## (\\S+)");
    private static final Pattern PROVISION = Pattern.compile("^- (?:(\\S+)#)?h(\\d+) (.*)$");
    private static final String DEF_MARK = "(*def*)";

    private LawsGraph() {
    }

    /** Articles: number, part, parent (or the edition for top items), headings tr/en, summary en. */
    static void addArticles(Model m, Path tsv) {
        TsvTable t = TsvTable.read(tsv, "number", "parent", "part", "heading_en", "heading_tr", "summary_en");
        Resource edition = m.createResource(Iris.EDITION_2023);
        Resource handbook = m.createResource(Iris.HANDBOOK);
        int order = 0;
        for (TsvTable.Row r : t.rows()) {
            String number = r.get(0);
            if (number.isEmpty()) {
                throw new KbInputException(tsv + " line " + r.line() + ": empty article number");
            }
            Resource a = m.createResource(Iris.article(number))
                    .addProperty(org.apache.jena.vocabulary.RDF.type, Vocab.ARTICLE)
                    .addProperty(Vocab.NUMBER, number)
                    .addProperty(Vocab.EDITION, edition)
                    .addLiteral(Vocab.ORDER, Vocab.integer(m, ++order))
                    .addProperty(org.apache.jena.vocabulary.RDFS.seeAlso, handbook);
            if (!r.get(2).isEmpty()) {
                a.addProperty(Vocab.PART, m.createResource(Iris.part(r.get(2))));
            }
            Resource parent = r.get(1).isEmpty() ? edition : m.createResource(Iris.article(r.get(1)));
            a.addProperty(Vocab.IS_PART_OF, parent);
            parent.addProperty(Vocab.HAS_PART, a);
            if (!r.get(3).isEmpty()) {
                a.addProperty(Vocab.PREF_LABEL, r.get(3), "en");
            }
            if (!r.get(4).isEmpty()) {
                a.addProperty(Vocab.PREF_LABEL, r.get(4), "tr");
            }
            if (!r.get(5).isEmpty()) {
                a.addProperty(Vocab.DESCRIPTION, r.get(5), "en");
            }
        }
    }

    /** Our Turkish summaries (summaries-tr.tsv): {@code dcterms:description} @tr of existing articles. */
    static void addTurkishSummaries(Model m, Path tsv) {
        TsvTable t = TsvTable.read(tsv, "number", "summary_tr");
        for (TsvTable.Row r : t.rows()) {
            Resource a = m.createResource(Iris.article(r.get(0)));
            if (!m.contains(a, org.apache.jena.vocabulary.RDF.type, Vocab.ARTICLE)) {
                throw new KbInputException(tsv + " line " + r.line() + ": '" + r.get(0) + "' is not an article of articles.tsv");
            }
            if (!r.get(1).isEmpty()) {
                a.addProperty(Vocab.DESCRIPTION, r.get(1), "tr");
            }
        }
    }

    /** Cross-references: {@code eli:cites} / {@code eli:cited_by} plus a hk:Reference node with the note. */
    static void addReferences(Model m, Path tsv) {
        TsvTable t = TsvTable.read(tsv, "from", "to", "note");
        for (TsvTable.Row r : t.rows()) {
            String from = r.get(0);
            String to = r.get(1);
            if (from.isEmpty() || to.isEmpty()) {
                throw new KbInputException(tsv + " line " + r.line() + ": empty 'from' or 'to'");
            }
            Resource f = m.createResource(Iris.article(from));
            Resource d = m.createResource(Iris.article(to));
            f.addProperty(Vocab.CITES, d);
            d.addProperty(Vocab.CITED_BY, f);
            String note = r.get(2);
            String kind = note.split("[ :;]", 2)[0];
            m.createResource(Iris.reference(from, to))
                    .addProperty(org.apache.jena.vocabulary.RDF.type, Vocab.REFERENCE)
                    .addProperty(Vocab.REFERENCE_FROM, f)
                    .addProperty(Vocab.REFERENCE_TO, d)
                    .addProperty(Vocab.REFERENCE_KIND, kind)
                    .addProperty(org.apache.jena.vocabulary.RDFS.comment, note, "en");
        }
    }

    /** Our Turkish wording of the provisions (provisions-tr.tsv): {@code dcterms:description} @tr of existing provisions. */
    static void addTurkishProvisions(Model m, Path tsv) {
        TsvTable t = TsvTable.read(tsv, "number", "text_tr");
        for (TsvTable.Row r : t.rows()) {
            Resource p = m.createResource(Iris.article(r.get(0)));
            if (!m.contains(p, org.apache.jena.vocabulary.RDF.type, Vocab.PROVISION)) {
                throw new KbInputException(tsv + " line " + r.line() + ": '" + r.get(0)
                        + "' is not a provision of provisions.md or provisions-more.md");
            }
            if (r.get(1).isEmpty()) {
                throw new KbInputException(tsv + " line " + r.line() + ": empty Turkish text for " + r.get(0));
            }
            p.addProperty(Vocab.DESCRIPTION, r.get(1), "tr");
        }
    }

    /**
     * Provisions from provisions.md (and provisions-more.md, same form): under a section {@code ## 1.2 — ...}, a line {@code - h1 text}
     * belongs to the section's article; {@code - 4.7.2#h1 text} names its article itself.
     */
    static void addProvisions(Model m, Path md) {
        List<String> lines = TextFile.lines(md);
        Resource edition = m.createResource(Iris.EDITION_2023);
        String section = null;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            Matcher s = SECTION.matcher(line);
            if (s.find()) {
                section = s.group(1);
                continue;
            }
            Matcher p = PROVISION.matcher(line);
            if (!p.matches()) {
                continue;
            }
            String article = p.group(1) != null ? p.group(1) : section;
            if (article == null || !article.matches("[0-9A-Z][0-9A-Z.]*")) {
                throw new KbInputException(md + " line " + (i + 1)
                        + ": provision without an article (section heading '" + section + "')");
            }
            String text = p.group(3).strip();
            boolean definition = text.startsWith(DEF_MARK);
            if (definition) {
                text = text.substring(DEF_MARK.length()).strip();
            }
            text = text.replace("*", "");
            String number = article + "#h" + p.group(2);
            Resource a = m.createResource(Iris.article(article));
            m.createResource(Iris.article(number))
                    .addProperty(org.apache.jena.vocabulary.RDF.type, Vocab.PROVISION)
                    .addProperty(Vocab.NUMBER, number)
                    .addProperty(Vocab.EDITION, edition)
                    .addProperty(Vocab.IS_PART_OF, a)
                    .addLiteral(Vocab.PROVISION_INDEX, Vocab.integer(m, Integer.parseInt(p.group(2))))
                    .addLiteral(Vocab.IS_DEFINITION, m.createTypedLiteral(definition))
                    .addProperty(Vocab.DESCRIPTION, text, "en");
            a.addProperty(Vocab.HAS_PART, m.createResource(Iris.article(number)));
        }
    }

    /** The game types whose rules change articles: Appendix A, Appendix B, Guidelines II. */
    static final java.util.Set<String> GAME_TYPES = java.util.Set.of("rapid", "blitz", "chess960");

    /**
     * Where the rules of rapid, blitz or Chess960 change an article (variants.tsv): one
     * {@code hk:Modification} per row — the article it changes ({@code hk:modifies}), the article
     * that says so ({@code hk:laidDownIn}), the game type, and our note in both languages.
     */
    static void addModifications(Model m, Path tsv) {
        TsvTable t = TsvTable.read(tsv, "article", "by", "mode", "note_en", "note_tr");
        for (TsvTable.Row r : t.rows()) {
            for (int i = 0; i < 2; i++) {
                if (!m.contains(m.createResource(Iris.article(r.get(i))), org.apache.jena.vocabulary.RDF.type, Vocab.ARTICLE)) {
                    throw new KbInputException(tsv + " line " + r.line() + ", column " + t.header().get(i) + ": '"
                            + r.get(i) + "' is not an article of articles.tsv");
                }
            }
            if (!GAME_TYPES.contains(r.get(2))) {
                throw new KbInputException(tsv + " line " + r.line() + ", column mode: '" + r.get(2)
                        + "' (expected rapid, blitz or chess960)");
            }
            if (r.get(3).isEmpty() || r.get(4).isEmpty()) {
                throw new KbInputException(tsv + " line " + r.line() + ": the note is needed in both languages");
            }
            m.createResource(Iris.modification(r.get(0), r.get(1)))
                    .addProperty(org.apache.jena.vocabulary.RDF.type, Vocab.MODIFICATION)
                    .addProperty(Vocab.MODIFIES, m.createResource(Iris.article(r.get(0))))
                    .addProperty(Vocab.LAID_DOWN_IN, m.createResource(Iris.article(r.get(1))))
                    .addProperty(Vocab.GAME_TYPE, r.get(2))
                    .addProperty(org.apache.jena.vocabulary.RDFS.comment, r.get(3), "en")
                    .addProperty(org.apache.jena.vocabulary.RDFS.comment, r.get(4), "tr");
        }
    }

    /**
     * The readings of the Laws the project has settled (readings.tsv): one {@code hk:SettledReading}
     * per row — the articles it concerns ({@code hk:concerns}), the class of the engine that
     * implements it, the only place in the code where it is decided ({@code hk:implementedIn}), the
     * commentary cases that read it otherwise ({@code hk:readOtherwiseIn}), and our wording in both
     * languages. Read after the cases, whose ids it checks.
     */
    static void addReadings(Model m, Path tsv) {
        TsvTable t = TsvTable.read(tsv, "id", "articles", "code", "otherwise", "note_en", "note_tr");
        for (TsvTable.Row r : t.rows()) {
            if (!r.get(0).matches("[a-z0-9]+(-[a-z0-9]+)*")) {
                throw new KbInputException(tsv + " line " + r.line() + ", column id: '" + r.get(0)
                        + "' (expected lower-case words joined by hyphens)");
            }
            Resource reading = m.createResource(Iris.reading(r.get(0)));
            if (m.contains(reading, org.apache.jena.vocabulary.RDF.type, Vocab.SETTLED_READING)) {
                throw new KbInputException(tsv + " line " + r.line() + ", column id: '" + r.get(0) + "' appears twice");
            }
            if (!r.get(2).matches("[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)*\\.[A-Z][A-Za-z0-9]*")) {
                throw new KbInputException(tsv + " line " + r.line() + ", column code: '" + r.get(2)
                        + "' (expected the engine's class, e.g. dev.hakem.arbiter.GameEndings)");
            }
            if (r.get(4).isEmpty() || r.get(5).isEmpty()) {
                throw new KbInputException(tsv + " line " + r.line() + ": the reading is needed in both languages");
            }
            reading.addProperty(org.apache.jena.vocabulary.RDF.type, Vocab.SETTLED_READING)
                    .addProperty(Vocab.IDENTIFIER, r.get(0))
                    .addProperty(Vocab.IMPLEMENTED_IN, r.get(2))
                    .addProperty(org.apache.jena.vocabulary.RDFS.comment, r.get(4), "en")
                    .addProperty(org.apache.jena.vocabulary.RDFS.comment, r.get(5), "tr");
            int order = 0;
            for (String number : words(r.get(1))) {
                Resource a = existing(m, Iris.article(number), Vocab.ARTICLE, () -> tsv + " line " + r.line()
                        + ", column articles: '" + number + "' is not an article of articles.tsv");
                reading.addProperty(Vocab.CONCERNS, a);
                if (order++ == 0) {
                    reading.addProperty(Vocab.MAIN_ARTICLE, a);
                }
            }
            if (order == 0) {
                throw new KbInputException(tsv + " line " + r.line() + ", column articles: a reading concerns at least one article");
            }
            for (String id : words(r.get(3))) {
                reading.addProperty(Vocab.READ_OTHERWISE_IN, existing(m, Iris.caseIri(id), Vocab.CASE, () -> tsv + " line "
                        + r.line() + ", column otherwise: '" + id + "' is not a case of cases.md"));
            }
        }
    }

    /** The resource of {@code iri}, which the graph must already have as a {@code type}; else the error {@code where} says. */
    private static Resource existing(Model m, String iri, Resource type, java.util.function.Supplier<String> where) {
        Resource r = m.createResource(iri);
        if (!m.contains(r, org.apache.jena.vocabulary.RDF.type, type)) {
            throw new KbInputException(where.get());
        }
        return r;
    }

    private static List<String> words(String s) {
        return s.isBlank() ? List.of() : List.of(s.strip().split("\\s+"));
    }
    /**
     * The provisions an engine cannot decide (not-decidable.tsv): {@code hk:notDecidable} with the reason in
     * English and Turkish on the provision, or on an article for all its provisions. A row that names no
     * provision or article of the graph is an input error.
     */
    static void addNotDecidable(Model m, Path tsv) {
        TsvTable t = TsvTable.read(tsv, "provision", "reason_en", "reason_tr");
        for (TsvTable.Row r : t.rows()) {
            Resource p = m.createResource(Iris.article(r.get(0)));
            if (!m.contains(p, org.apache.jena.vocabulary.RDF.type, Vocab.PROVISION)
                    && !m.contains(p, org.apache.jena.vocabulary.RDF.type, Vocab.ARTICLE)) {
                throw new KbInputException(tsv + " line " + r.line() + ": '" + r.get(0) + "' is no article or provision of the Laws");
            }
            if (r.get(1).isEmpty() || r.get(2).isEmpty()) {
                throw new KbInputException(tsv + " line " + r.line() + ": the reason is needed in both languages");
            }
            p.addProperty(Vocab.NOT_DECIDABLE, r.get(1), "en").addProperty(Vocab.NOT_DECIDABLE, r.get(2), "tr");
        }
    }
}
