package dev.hakem.docs;

import java.util.List;

/**
 * Everything the living documentation shows, as plain immutable values: the articles of the Laws
 * and their cross-references, the commentaries and their cases, and the last run of the
 * executable specification. The site never reads files itself; a {@code SiteData} does.
 */
public interface SiteData {

    /** Every article, sub-article, appendix and guideline item, in the order of the Laws. */
    List<Article> articles();

    /** Each reference one article's text makes to another. */
    List<Reference> references();

    /** The source commentaries. */
    List<Commentary> commentaries();

    /** Every case of the commentaries' index. */
    List<CaseInfo> cases();

    /** The last run of the scenarios (empty when the scenarios have not run). */
    Run run();

    /** The separate provisions of the articles that have them ("7.5.5#h1"), in order. */
    default List<Provision> provisions() {
        return List.of();
    }

    /** The names of the engine's decision kinds by code ("GAME_LOST" → "oyun kaybedildi" / "game lost"). */
    default java.util.Map<String, Label> decisionKinds() {
        return java.util.Map.of();
    }

    /** Where the rules of rapid, blitz or Chess960 change an article, in the order of the Laws. */
    default List<Modification> modifications() {
        return List.of();
    }

    /**
     * Why an engine cannot decide a provision ("7.6#h2") or a whole article ("12.2"), in our words
     * in both languages ({@code hk:notDecidable}); every other provision is decidable.
     */
    default java.util.Map<String, Label> notDecidable() {
        return java.util.Map.of();
    }

    /** The readings of the Laws the project has settled, in the order of their main articles. */
    default List<Reading> readings() {
        return List.of();
    }

    /** The values of each outline example row, by scenario ("features/x.feature:56"). */
    default java.util.Map<String, List<ExampleCell>> examples() {
        return java.util.Map.of();
    }

    /** Where a game type's rules change an article: {@code article} changed by {@code by} ("7.5.5" by "A.3") in {@code gameType}. */
    record Modification(String article, String by, String gameType, String tr, String en) {
    }

    /**
     * A reading of the Laws the project has settled: its id, its main article, every article it
     * concerns (in the order of the Laws), the engine's class that decides it ({@code code}, its
     * one place in the code), the commentary cases that read it otherwise, and our wording.
     */
    record Reading(String id, String main, List<String> articles, String code, List<String> otherwise, String tr, String en) {
        public Reading {
            articles = List.copyOf(articles);
            otherwise = List.copyOf(otherwise);
        }
    }

    /** One value of an outline's example row under its column's heading. */
    record ExampleCell(String column, String value) {
    }

    /** A name in both languages. */
    record Label(String tr, String en) {
    }

    /**
     * A separate provision of an article: number "7.5.5#h1", its article, our wording in English and
     * Turkish, whether it is a definition.
     */
    record Provision(String number, String article, String text, String textTr, boolean definition) {
        /** The anchor of the provision on its article's page ("h1"). */
        public String anchor() {
            return number.substring(number.indexOf('#') + 1);
        }
    }

    /** An article of the 2023 Laws: number as in the edition ("7.5.5", "A.4.1"), part, our headings and summary. */
    record Article(String number, String parent, String part, String headingTr, String headingEn,
                   String summaryTr, String summaryEn) {
    }

    /** One article's text refers to another. */
    record Reference(String from, String to, String note) {
    }

    /** A source commentary: its short id ("002"), title, author, date (as written, in both languages), and file. */
    record Commentary(String id, String title, String author, Label date, String source) {
    }

    /**
     * A case of the commentaries' index: what happened and what the commentary says (our paraphrase:
     * {@code situation}/{@code commentarySays} in English, {@code situationTr}/{@code commentarySaysTr}
     * in Turkish, null where missing), the articles the commentary cites, whether the index
     * already marks it as diverging from the Laws, our title, the two sides of a divergence (or
     * null), and the squares the case turns on.
     */
    record CaseInfo(String id, String commentaryId, String situation, String commentarySays,
                    List<String> articles, boolean diverges, String situationTr, String commentarySaysTr,
                    Label title, Divergence divergence, List<String> focus) {
        /** A case with its English paraphrase only. */
        public CaseInfo(String id, String commentaryId, String situation, String commentarySays,
                        List<String> articles, boolean diverges) {
            this(id, commentaryId, situation, commentarySays, articles, diverges, null, null, null, null, List.of());
        }
    }

    /**
     * Where the Laws rule otherwise than the commentary: what the commentary said and what the Laws
     * give, each in both languages, kept apart.
     */
    record Divergence(String commentaryTr, String commentaryEn, String lawsTr, String lawsEn) {
    }

    /** The last run of the executable specification. */
    record Run(String generated, List<Scenario> scenarios) {
        public static Run none() {
            return new Run(null, List.of());
        }
    }

    /**
     * One scenario of the last run with what the engine decided and the steps' results:
     * {@code engineArticles} every provision the engine applied, {@code decidedBy} those that decided
     * a step of its ruling (the rest were applied only in passing: a move made, the turn passing);
     * {@code caseFile} the case the scenario built (null when unknown), to step through and to open
     * in the workbench; {@code description} the scenario's own text under its title (Turkish, "" when
     * none), e.g. a divergence's two arguments.
     */
    record Scenario(String feature, int line, String name, List<String> tags, List<String> cases,
                    List<String> commentaryArticles, List<String> engineArticles, List<String> decidedBy, boolean diverges,
                    String status, List<DecisionInfo> decisions, String result, String termination,
                    List<BoardPosition> positions, List<String> highlights, List<Step> steps,
                    dev.hakem.arbiter.Case caseFile, String description) {
        public Scenario {
            description = description == null ? "" : description;
        }

        /** A scenario whose record does not tell deciding from passing provisions: all count as deciding. */
        public Scenario(String feature, int line, String name, List<String> tags, List<String> cases,
                        List<String> commentaryArticles, List<String> engineArticles, boolean diverges,
                        String status, List<DecisionInfo> decisions, String result, String termination,
                        List<BoardPosition> positions, List<String> highlights, List<Step> steps) {
            this(feature, line, name, tags, cases, commentaryArticles, engineArticles, engineArticles, diverges, status,
                    decisions, result, termination, positions, highlights, steps, null, "");
        }

        /** The description in its parts ({@link DescriptionPart#of}): what a case page shows under the title. */
        public List<DescriptionPart> descriptionParts() {
            return DescriptionPart.of(description);
        }

        public boolean passed() {
            return "passed".equals(status);
        }

        /** The provisions that decided the scenario's ruling, each once, in order: what an arbiter sees first. */
        public List<String> deciding() {
            return decidedBy.stream().distinct().toList();
        }

        /** The provisions the engine applied only in passing, in order. */
        public List<String> inPassing() {
            return engineArticles.stream().filter(a -> !decidedBy.contains(a)).distinct().toList();
        }
    }

    /**
     * A decision of the engine, with the provisions it applied ({@code articles}), those among them
     * that decided it ({@code decidedBy}), and its reason in both languages.
     */
    record DecisionInfo(String code, String by, List<String> articles, List<String> decidedBy, String tr, String en) {
        public DecisionInfo(String code, String by, List<String> articles, String tr, String en) {
            this(code, by, articles, articles, tr, en);
        }

        /** The provisions applied only in passing. */
        public List<String> inPassing() {
            return articles.stream().filter(a -> !decidedBy.contains(a)).toList();
        }
    }

    /** A position a scenario sets up or reaches: role is start, final or reinstated. */
    record BoardPosition(String role, String fen) {
    }

    /** One Gherkin step with its result (passed, failed, skipped, undefined, ...). */
    record Step(String keyword, String text, String status, String error) {
    }
}
