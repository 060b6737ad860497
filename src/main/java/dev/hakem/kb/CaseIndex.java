package dev.hakem.kb;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.jena.rdf.model.Model;
import org.apache.jena.rdf.model.Resource;
import org.apache.jena.vocabulary.RDF;

/**
 * The case index (ontology/data/cases.md, a copy of the commentary index CASES.md): one hk:Case per
 * table row, with its commentary, situation and what the commentary says (@en; our Turkish from
 * data/cases-tr.tsv as @tr), the articles the commentary cites, and DIVERGES.
 */
final class CaseIndex {
    private static final Pattern SECTION = Pattern.compile("^## (\\d{3}) ");
    private static final Pattern ROW = Pattern.compile("^\\| (\\d{3}-[A-Za-z0-9]+) \\|(.*)\\|\\s*$");

    /** One case of the index. */
    record Entry(String id, String commentary, String situation, String commentarySays, List<String> articles,
                 boolean diverges) {
    }

    private CaseIndex() {
    }

    static List<Entry> read(Path md) {
        List<String> lines = TextFile.lines(md);
        List<Entry> out = new ArrayList<>();
        String commentary = null;
        for (int i = 0; i < lines.size(); i++) {
            Matcher s = SECTION.matcher(lines.get(i));
            if (s.find()) {
                commentary = s.group(1);
                continue;
            }
            Matcher r = ROW.matcher(lines.get(i));
            if (!r.matches()) {
                continue;
            }
            String[] cells = r.group(2).split("\\|");
            if (cells.length != 3) {
                throw new KbInputException(md + " line " + (i + 1) + ": expected 4 cells (id, situation, commentary says, articles), found " + (cells.length + 1));
            }
            String id = r.group(1);
            if (commentary == null || !id.startsWith(commentary + "-")) {
                throw new KbInputException(md + " line " + (i + 1) + ": case " + id + " outside its commentary section");
            }
            out.add(new Entry(id, commentary, cells[0].strip(), cells[1].strip(), articles(cells[2]), cells[1].contains("DIVERGES")));
        }
        return out;
    }

    /** "3.8.1, 3.10, Appendix C, 9.6 (intro)" → [3.8.1, 3.10, C, 9.6]. */
    static List<String> articles(String cell) {
        List<String> out = new ArrayList<>();
        for (String part : cell.split(",")) {
            String a = part.replaceAll("\\(.*?\\)", "").replace("Appendix", "").strip();
            if (!a.isEmpty()) {
                out.add(a);
            }
        }
        return out;
    }

    /**
     * Adds the cases; a cited number that is not an article of the 2023 edition (the commentary's
     * older numbering, e.g. "9.7") is kept as the commentary's wording, not as a link, and returned.
     */
    static List<String> addTo(Model m, List<Entry> entries) {
        List<String> unresolved = new ArrayList<>();
        for (Entry e : entries) {
            Resource c = m.createResource(Iris.caseIri(e.id()))
                    .addProperty(RDF.type, Vocab.CASE)
                    .addProperty(Vocab.IDENTIFIER, e.id())
                    .addProperty(Vocab.COMMENTARY, m.createResource(Iris.commentary(e.commentary())))
                    .addProperty(Vocab.WAS_DERIVED_FROM, m.createResource(Iris.commentary(e.commentary())))
                    .addProperty(Vocab.SITUATION, e.situation().replace("*", ""), "en")
                    .addProperty(Vocab.COMMENTARY_SAYS, e.commentarySays().replace("*", ""), "en")
                    .addLiteral(Vocab.DIVERGES, m.createTypedLiteral(e.diverges()));
            for (String a : e.articles()) {
                Resource article = m.createResource(Iris.article(a));
                if (m.contains(article, RDF.type, Vocab.ARTICLE)) {
                    c.addProperty(Vocab.COMMENTARY_CITES, article);
                } else {
                    c.addProperty(Vocab.COMMENTARY_WORDING, a);
                    unresolved.add("case " + e.id() + " cites '" + a + "', not an article of the 2023 edition: kept as the commentary's wording");
                }
            }
        }
        return unresolved;
    }

    /**
     * Our Turkish paraphrase (data/cases-tr.tsv): {@code hk:situation} and {@code hk:commentarySays} @tr
     * of cases already in the graph; an id that is no case of the index, or an empty cell, is an input error.
     */
    static void addTurkish(Model m, Path tsv) {
        TsvTable t = TsvTable.read(tsv, "id", "situation_tr", "commentary_says_tr");
        for (TsvTable.Row r : t.rows()) {
            Resource c = m.createResource(Iris.caseIri(r.get(0)));
            if (!m.contains(c, RDF.type, Vocab.CASE)) {
                throw new KbInputException(tsv + " line " + r.line() + ": '" + r.get(0) + "' is not a case of cases.md");
            }
            for (int i = 1; i <= 2; i++) {
                if (r.get(i).isEmpty()) {
                    throw new KbInputException(tsv + " line " + r.line() + ", column " + t.header().get(i) + ": empty");
                }
            }
            c.addProperty(Vocab.SITUATION, r.get(1), "tr");
            c.addProperty(Vocab.COMMENTARY_SAYS, r.get(2), "tr");
        }
    }

    /**
     * Our short titles of the cases (case-titles.tsv): {@code dcterms:title} @tr and @en, and the
     * squares the case turns on ({@code hk:focusSquare}, may be none).
     */
    static void addTitles(Model m, Path tsv) {
        TsvTable t = TsvTable.read(tsv, "id", "title_tr", "title_en", "focus");
        for (TsvTable.Row r : t.rows()) {
            Resource c = knownCase(m, tsv, r);
            if (r.get(1).isEmpty() || r.get(2).isEmpty()) {
                throw new KbInputException(tsv + " line " + r.line() + ": the title is needed in both languages");
            }
            c.addProperty(Vocab.TITLE, r.get(1), "tr");
            c.addProperty(Vocab.TITLE, r.get(2), "en");
            for (String sq : r.get(3).split("\\s+")) {
                if (sq.isEmpty()) {
                    continue;
                }
                if (!sq.matches("[a-h][1-8]")) {
                    throw new KbInputException(tsv + " line " + r.line() + ", column focus: '" + sq + "' is not a square");
                }
                c.addProperty(Vocab.FOCUS_SQUARE, sq);
            }
        }
    }

    /**
     * The cases where the Laws rule otherwise than the commentary (divergences.tsv): what the
     * commentary said ({@code hk:commentaryView}) and what the Laws give ({@code hk:byTheLaws}), each
     * @en and @tr, kept apart so that a reader never takes the one for the other.
     */
    static void addDivergences(Model m, Path tsv) {
        TsvTable t = TsvTable.read(tsv, "id", "commentary_en", "commentary_tr", "laws_en", "laws_tr");
        for (TsvTable.Row r : t.rows()) {
            Resource c = knownCase(m, tsv, r);
            nonEmpty(tsv, t, r);
            c.addProperty(Vocab.COMMENTARY_VIEW, r.get(1), "en");
            c.addProperty(Vocab.COMMENTARY_VIEW, r.get(2), "tr");
            c.addProperty(Vocab.BY_THE_LAWS, r.get(3), "en");
            c.addProperty(Vocab.BY_THE_LAWS, r.get(4), "tr");
        }
    }

    private static Resource knownCase(Model m, Path tsv, TsvTable.Row r) {
        Resource c = m.createResource(Iris.caseIri(r.get(0)));
        if (!m.contains(c, RDF.type, Vocab.CASE)) {
            throw new KbInputException(tsv + " line " + r.line() + ": '" + r.get(0) + "' is not a case of cases.md");
        }
        return c;
    }

    private static void nonEmpty(Path tsv, TsvTable t, TsvTable.Row r) {
        for (int i = 1; i < t.header().size(); i++) {
            if (r.get(i).isEmpty()) {
                throw new KbInputException(tsv + " line " + r.line() + ", column " + t.header().get(i) + ": empty");
            }
        }
    }
}
