package dev.hakem.docs;

import dev.hakem.docs.SiteData.Article;
import dev.hakem.docs.SiteData.CaseInfo;
import dev.hakem.docs.SiteData.Commentary;
import dev.hakem.docs.SiteData.Scenario;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The pages of the site, computed once from a {@link SiteData}: for each article its family,
 * references and the scenarios that cite it; for each case and commentary its scenarios with their
 * boards; the coverage of the Laws by part. Templates only lay these values out.
 */
public final class SiteModel {
    /** The parts of the Laws in their order, with their names. */
    public static final List<Part> PARTS = List.of(
            new Part("basic", "Temel Oyun Kuralları", "Basic rules of play"),
            new Part("competition", "Yarışma Kuralları", "Competition rules"),
            new Part("appendix", "Ekler", "Appendices"),
            new Part("guideline", "Yönergeler", "Guidelines"));

    public record Part(String id, String tr, String en) {
    }

    /**
     * A position of a scenario drawn as a board: its role (start, final, reinstated), FEN, picture,
     * the position in words (both languages), the kinds of marks on it (for its legend), and the id
     * its caption and description carry.
     */
    public record Board(String role, String fen, String svg, SiteData.Label description, List<String> legend, String id) {
    }

    /**
     * One step of a scenario as an arbiter reads it: the quoted FEN of a step that sets up a
     * position is kept apart ({@code fen}, shown to maintainers; the board shows the position).
     */
    public record StepView(String keyword, String before, String fen, String after, String status, String error) {
        static StepView of(SiteData.Step s) {
            java.util.regex.Matcher m = QUOTED_FEN.matcher(s.text());
            if (m.find()) {
                return new StepView(s.keyword(), s.text().substring(0, m.start()), m.group(1), s.text().substring(m.end()),
                        s.status(), s.error());
            }
            return new StepView(s.keyword(), s.text(), null, "", s.status(), s.error());
        }
    }

    private static final java.util.regex.Pattern QUOTED_FEN =
            java.util.regex.Pattern.compile("\"((?:[1-8pnbrqkPNBRQK]+/){7}[1-8pnbrqkPNBRQK]+(?: [^\"]*)?)\"");

    /** One event of a scenario's case, for stepping through it: the event in words, the board after it, its decisions. */
    public record WalkStep(SiteData.Label event, Board board, List<SiteData.DecisionInfo> decisions, String result,
                           String termination) {
    }

    /** A scenario with what the site shows about it. */
    public record ScenarioView(Scenario scenario, String caseId, String anchor, List<Board> boards,
                               List<String> both, List<String> commentaryOnly, List<String> engineOnly,
                               List<SiteData.ExampleCell> example, List<StepView> steps, List<WalkStep> walk) {
        /** Where the scenario is shown in full, from the site's root: its case page, else its feature's page. */
        public String href() {
            return (caseId != null ? "cases/" + SiteGenerator.fileName(caseId) : "features/" + featurePage(scenario.feature()))
                    + "#" + anchor;
        }

        public boolean disagrees() {
            return scenario.diverges() || !commentaryOnly.isEmpty() || !engineOnly.isEmpty();
        }

        /** The example's values that an arbiter reads (a FEN is for maintainers). */
        public List<SiteData.ExampleCell> readableExample() {
            return example.stream().filter(c -> !QUOTED_FEN.matcher("\"" + c.value() + "\"").matches()).toList();
        }
    }

    /**
     * A scenario that cites an article (or one of its sub-articles): how, and by whom —
     * the commentary, the engine deciding with it, or the engine applying it only in passing.
     */
    public record Citation(ScenarioView view, String cited, boolean commentary, boolean engine, boolean inPassing) {
        /** Cited by the commentary or deciding the engine's ruling: what an arbiter looks at. */
        public boolean signal() {
            return commentary || engine;
        }

        /** The commentary and the deciding provisions differ on this article: the yellow row. */
        public boolean differs() {
            return commentary != engine;
        }
    }

    /**
     * An article's page: its provisions, family and references, the scenarios and cases resting on
     * it, where the rules of rapid, blitz or Chess960 change it ({@code changedBy}) or where it
     * changes others ({@code changes}), the project's settled readings that concern it, and the
     * articles before and after it in the Laws.
     */
    public record ArticlePage(Article article, List<SiteData.Provision> provisions, Article parent, List<Article> children,
                              List<Article> refersTo,
                              List<Article> referredBy, String graphSvg, List<Citation> citations,
                              List<CasePage> cases, boolean covered, List<SiteData.Modification> changedBy,
                              List<SiteData.Modification> changes, List<SiteData.Reading> readings, Article previous,
                              Article next) {
    }

    /**
     * A case's page: the case, its commentary, its scenarios, its last status, whether it diverges,
     * the top-level articles it concerns (its topics) and the outcomes of its scenarios
     * ("continues", "draw", "win").
     */
    public record CasePage(CaseInfo info, Commentary commentary, List<ScenarioView> scenarios, String status,
                           boolean diverges, List<Article> topics, List<String> outcomes) {
        /** Our title in both languages; the first scenario's name where the data has no title. */
        public SiteData.Label title() {
            if (info.title() != null) {
                return info.title();
            }
            String name = scenarios.isEmpty() ? info.id() : scenarios.get(0).scenario().name();
            return new SiteData.Label(name, info.situation() != null ? info.situation() : name);
        }
    }

    /** The words for a result and a termination: "1-0", "*" → Oyun sürüyor / The game goes on. */
    public SiteData.Label resultLabel(String result) {
        return switch (result == null ? "*" : result) {
            case "1-0" -> new SiteData.Label("1-0 — Beyaz kazanır", "1-0 — White wins");
            case "0-1" -> new SiteData.Label("0-1 — Siyah kazanır", "0-1 — Black wins");
            case "1/2-1/2" -> new SiteData.Label("½-½ — beraberlik", "½-½ — draw");
            default -> new SiteData.Label("Oyun sürüyor", "The game goes on");
        };
    }

    /** How a game ended, in words ("checkmate" → mat / checkmate); null for none. */
    public SiteData.Label terminationLabel(String termination) {
        if (termination == null) {
            return null;
        }
        return switch (termination) {
            case "checkmate" -> new SiteData.Label("mat", "checkmate");
            case "stalemate" -> new SiteData.Label("pat", "stalemate");
            case "dead-position" -> new SiteData.Label("ölü konum", "dead position");
            case "agreement" -> new SiteData.Label("anlaşmalı beraberlik", "draw by agreement");
            case "repetition" -> new SiteData.Label("üç kez konum tekrarı (talep)", "threefold repetition (claim)");
            case "fifty-moves" -> new SiteData.Label("50 hamle kuralı (talep)", "fifty-move rule (claim)");
            case "fivefold" -> new SiteData.Label("beş kez konum tekrarı", "fivefold repetition");
            case "seventy-five-moves" -> new SiteData.Label("75 hamle kuralı", "seventy-five-move rule");
            case "resignation" -> new SiteData.Label("terk", "resignation");
            case "time" -> new SiteData.Label("süre", "time");
            case "illegal-moves" -> new SiteData.Label("ikinci geçersiz hamle", "second illegal move");
            default -> new SiteData.Label(termination, termination);
        };
    }

    /** The outcome key of a result, for the cases index's filter. */
    static String outcome(String result) {
        return switch (result == null ? "*" : result) {
            case "1-0", "0-1" -> "win";
            case "1/2-1/2" -> "draw";
            default -> "continues";
        };
    }

    public record CommentaryPage(Commentary commentary, List<CasePage> cases) {
    }

    /** The scenarios of one feature file ("features/rok_kosullari.feature"). */
    public record FeaturePage(String feature, String file, List<ScenarioView> scenarios) {
        public long passed() {
            return scenarios.stream().filter(v -> v.scenario().passed()).count();
        }

        public long failed() {
            return scenarios.size() - passed();
        }

        /** "rok_kosullari" */
        public String name() {
            return file.substring(0, file.length() - ".html".length());
        }
    }

    /** The page of a feature file: "features/rok_kosullari.feature" → "rok_kosullari.html". */
    public static String featurePage(String feature) {
        String name = feature.substring(feature.lastIndexOf('/') + 1);
        return SiteGenerator.fileName(name.endsWith(".feature") ? name.substring(0, name.length() - 8) : name);
    }

    /**
     * An article in the coverage table: the scenarios citing it directly, and why an engine cannot
     * decide it ({@code notDecidable}: the article's own reason, or its provisions' when none of
     * them is decidable; null when it is decidable).
     */
    public record Covered(Article article, int depth, int scenarios, int commentary, int engine, SiteData.Label notDecidable) {
        public boolean covered() {
            return scenarios > 0;
        }
    }

    public record PartCoverage(Part part, int total, int covered, List<Covered> items) {
        public int percent() {
            return total == 0 ? 0 : Math.round(100f * covered / total);
        }
    }

    private final SiteData data;
    private final Map<String, Article> articles = new LinkedHashMap<>();
    private final Map<String, Integer> order = new HashMap<>();
    private final Map<String, List<Article>> children = new HashMap<>();
    private final Map<String, List<SiteData.Provision>> provisions = new HashMap<>();
    private final Set<String> provisionNumbers = new java.util.HashSet<>();
    private final ReferenceGraph graph;
    private final List<ScenarioView> scenarios = new ArrayList<>();
    private final Map<String, CasePage> cases = new LinkedHashMap<>();
    private final List<CommentaryPage> commentaries = new ArrayList<>();
    private final List<FeaturePage> features = new ArrayList<>();
    private final Map<String, ArticlePage> articlePages = new LinkedHashMap<>();
    private final Map<String, CaseInfo> caseInfo = new HashMap<>();
    private final List<PartCoverage> coverage = new ArrayList<>();

    public SiteModel(SiteData data) {
        this.data = data;
        for (Article a : data.articles()) {
            articles.put(a.number(), a);
            order.put(a.number(), order.size());
        }
        for (Article a : data.articles()) {
            if (a.parent() != null && !a.parent().isBlank() && articles.containsKey(a.parent())) {
                children.computeIfAbsent(a.parent(), k -> new ArrayList<>()).add(a);
            }
        }
        for (SiteData.Provision p : data.provisions()) {
            if (articles.containsKey(p.article())) {
                provisions.computeIfAbsent(p.article(), k -> new ArrayList<>()).add(p);
                provisionNumbers.add(p.number());
            }
        }
        graph = new ReferenceGraph(data.references().stream()
                .filter(r -> articles.containsKey(r.from()) && articles.containsKey(r.to())).toList(), order);
        buildScenarios();
        buildCases();
        buildFeatures();
        buildArticles();
        buildCoverage();
    }

    /** "7.5.5#h1" → "7.5.5". */
    public static String baseArticle(String cited) {
        int h = cited.indexOf('#');
        return h < 0 ? cited : cited.substring(0, h);
    }

    private void buildScenarios() {
        data.cases().forEach(c -> caseInfo.put(c.id(), c));
        // the boards are independent of each other: draw them on all cores
        List<List<Board>> boardsOfScenario = data.run().scenarios().parallelStream().map(this::boardsOf).toList();
        List<List<WalkStep>> walkOfScenario = data.run().scenarios().parallelStream().map(this::walkOf).toList();
        Map<String, Integer> anchors = new HashMap<>();
        for (Scenario s : data.run().scenarios()) {
            String caseId = s.cases().isEmpty() ? null : s.cases().get(0);
            String base = "s-" + (caseId == null ? "x" : caseId) + "-" + s.line();
            int n = anchors.merge(base, 1, Integer::sum);
            String anchor = n == 1 ? base : base + "-" + n;
            List<Board> boards = boardsOfScenario.get(scenarios.size());
            List<WalkStep> walk = walkOfScenario.get(scenarios.size());
            // as the knowledge base counts it: an article matches when the other side cites it, a
            // sub-article or provision of it, or an article containing it
            Set<String> comBase = bases(s.commentaryArticles());
            Set<String> engBase = bases(s.decidedBy());
            List<String> both = comBase.stream().filter(a -> engBase.stream().anyMatch(e -> related(a, e))).toList();
            List<String> comOnly = comBase.stream().filter(a -> engBase.stream().noneMatch(e -> related(a, e))).toList();
            List<String> engOnly = engBase.stream().filter(e -> comBase.stream().noneMatch(a -> related(a, e))).toList();
            scenarios.add(new ScenarioView(s, caseId, anchor, boards, both, comOnly, engOnly,
                    data.examples().getOrDefault(s.feature() + ":" + s.line(), List.of()),
                    s.steps().stream().map(StepView::of).toList(), walk));
        }
    }

    /** The case of a scenario event by event, each with the board after it (arrows for what moved). */
    private List<WalkStep> walkOf(Scenario s) {
        List<CaseSteps.Step> steps;
        try {
            steps = CaseSteps.of(s.caseFile());
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("scenario " + s.feature() + ":" + s.line() + ", its case: " + e.getMessage(), e);
        }
        List<WalkStep> out = new ArrayList<>();
        String previous = s.positions().isEmpty() ? null : s.positions().get(0).fen();
        String base = "w-" + (s.cases().isEmpty() ? "x" : s.cases().get(0)) + "-" + s.line();
        for (CaseSteps.Step st : steps) {
            List<BoardDiagram.Arrow> arrows = previous == null ? List.of() : BoardDiagram.movesBetween(previous, st.fen());
            List<BoardDiagram.Marked> marks = BoardMarks.of(st.fen(), arrows, List.of(), List.of());
            String id = base + "-" + out.size();
            Board b = new Board("after", st.fen(), BoardDiagram.svg(st.fen(), marks, arrows, id), BoardDiagram.describe(st.fen()),
                    BoardMarks.legend(marks, !arrows.isEmpty()), id);
            out.add(new WalkStep(st.event(), b, st.decisions(), st.result(), st.termination()));
            previous = st.fen();
        }
        return List.copyOf(out);
    }

    /** The boards of a scenario's positions, each with arrows for what moved since the previous one. */
    private List<Board> boardsOf(Scenario s) {
        List<Board> boards = new ArrayList<>();
        String previous = null;
        List<String> focus = new ArrayList<>();
        s.cases().forEach(id -> {
            CaseInfo c = caseInfo.get(id);
            if (c != null && c.focus() != null) {
                focus.addAll(c.focus());
            }
        });
        String base = "b-" + (s.cases().isEmpty() ? "x" : s.cases().get(0)) + "-" + s.line();
        for (SiteData.BoardPosition p : s.positions()) {
            try {
                List<BoardDiagram.Arrow> arrows = previous == null ? List.of() : BoardDiagram.movesBetween(previous, p.fen());
                List<BoardDiagram.Marked> marks = BoardMarks.of(p.fen(), arrows, focus, s.highlights());
                String id = base + "-" + boards.size();
                boards.add(new Board(p.role(), p.fen(), BoardDiagram.svg(p.fen(), marks, arrows, id),
                        BoardDiagram.describe(p.fen()), BoardMarks.legend(marks, !arrows.isEmpty()), id));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("scenario " + s.feature() + ":" + s.line() + ", position '"
                        + p.role() + "': " + e.getMessage(), e);
            }
            previous = p.fen();
        }
        return List.copyOf(boards);
    }

    private static Set<String> bases(Collection<String> cited) {
        Set<String> out = new LinkedHashSet<>();
        cited.forEach(c -> out.add(baseArticle(c)));
        return out;
    }

    private void buildCases() {
        Map<String, Commentary> byId = new HashMap<>();
        data.commentaries().forEach(c -> byId.put(c.id(), c));
        for (CaseInfo c : data.cases()) {
            List<ScenarioView> views = scenarios.stream().filter(v -> v.scenario().cases().contains(c.id())).toList();
            String status = views.isEmpty() ? "none"
                    : views.stream().allMatch(v -> v.scenario().passed()) ? "passed" : "failed";
            boolean diverges = c.diverges() || views.stream().anyMatch(v -> v.scenario().diverges());
            Set<String> tops = new LinkedHashSet<>();
            for (String x : c.articles()) {
                Article top = topOf(baseArticle(x));
                if (top != null) {
                    tops.add(top.number());
                }
            }
            List<Article> topics = tops.stream().sorted(java.util.Comparator.comparing(order::get)).map(articles::get).toList();
            List<String> outcomes = views.stream().map(v -> outcome(v.scenario().result())).distinct().sorted().toList();
            cases.put(c.id(), new CasePage(c, byId.get(c.commentaryId()), views, status, diverges, topics, outcomes));
        }
        for (Commentary c : data.commentaries()) {
            commentaries.add(new CommentaryPage(c,
                    cases.values().stream().filter(p -> c.id().equals(p.info().commentaryId())).toList()));
        }
    }

    /** The top-level article an article belongs to ("7.5.5" → "7"), or null for a number that is no article. */
    private Article topOf(String number) {
        Article a = articles.get(number);
        while (a != null && a.parent() != null && !a.parent().isBlank() && articles.containsKey(a.parent())) {
            a = articles.get(a.parent());
        }
        return a;
    }

    private void buildFeatures() {
        Map<String, List<ScenarioView>> byFile = new LinkedHashMap<>();
        for (ScenarioView v : scenarios) {
            byFile.computeIfAbsent(featurePage(v.scenario().feature()), k -> new ArrayList<>()).add(v);
        }
        byFile.forEach((file, views) -> features.add(new FeaturePage(views.get(0).scenario().feature(), file, List.copyOf(views))));
        features.sort(java.util.Comparator.comparing(FeaturePage::feature));
    }

    private void buildArticles() {
        // one pass over the scenarios: each citation goes to the cited article and all its ancestors
        Map<String, List<Citation>> citationsOf = new HashMap<>();
        for (ScenarioView v : scenarios) {
            Set<String> com = bases(v.scenario().commentaryArticles());
            Set<String> eng = bases(v.scenario().decidedBy());
            Set<String> passing = bases(v.scenario().inPassing());
            Set<String> cited = new LinkedHashSet<>(com);
            cited.addAll(eng);
            cited.addAll(passing);
            for (String c : cited) {
                Citation citation = new Citation(v, c, com.contains(c), eng.contains(c), passing.contains(c) && !eng.contains(c));
                for (String a = c; a != null && articles.containsKey(a); a = articles.get(a).parent()) {
                    citationsOf.computeIfAbsent(a, k -> new ArrayList<>()).add(citation);
                }
            }
        }
        Map<String, Set<String>> casesOf = new HashMap<>();
        for (CasePage p : cases.values()) {
            for (String x : p.info().articles()) {
                for (String a = baseArticle(x); a != null && articles.containsKey(a); a = articles.get(a).parent()) {
                    casesOf.computeIfAbsent(a, k -> new LinkedHashSet<>()).add(p.info().id());
                }
            }
        }
        Map<String, List<SiteData.Modification>> changedBy = new HashMap<>();
        Map<String, List<SiteData.Modification>> changes = new HashMap<>();
        for (SiteData.Modification x : data.modifications()) {
            changedBy.computeIfAbsent(x.article(), k -> new ArrayList<>()).add(x);
            changes.computeIfAbsent(x.by(), k -> new ArrayList<>()).add(x);
        }
        List<Article> inOrder = List.copyOf(articles.values());
        for (int i = 0; i < inOrder.size(); i++) {
            Article a = inOrder.get(i);
            List<Citation> citations = citationsOf.getOrDefault(a.number(), List.of());
            Set<String> caseIds = new LinkedHashSet<>();
            // a case rests on the article when its commentary cites it or the engine decided with it
            citations.stream().filter(Citation::signal).forEach(c -> caseIds.addAll(c.view().scenario().cases()));
            caseIds.addAll(casesOf.getOrDefault(a.number(), Set.of()));
            List<CasePage> casePages = caseIds.stream().map(cases::get).filter(x -> x != null).toList();
            String svg = graph.svg(a.number(), n -> n + ".html", n -> new SiteData.Label(
                    "Madde " + n + " — " + articles.get(n).headingTr(), "Article " + n + " — " + articles.get(n).headingEn()));
            boolean covered = citations.stream().anyMatch(c -> c.signal() && c.cited().equals(a.number()));
            articlePages.put(a.number(), new ArticlePage(a, provisions.getOrDefault(a.number(), List.of()), a.parent() == null ? null : articles.get(a.parent()),
                    children.getOrDefault(a.number(), List.of()), articlesOf(graph.refersTo(a.number())),
                    articlesOf(graph.referredBy(a.number())), svg, citations, casePages, covered,
                    changedBy.getOrDefault(a.number(), List.of()), changes.getOrDefault(a.number(), List.of()),
                    data.readings().stream().filter(r -> r.articles().contains(a.number())).toList(),
                    i == 0 ? null : inOrder.get(i - 1), i == inOrder.size() - 1 ? null : inOrder.get(i + 1)));
        }
    }

    private boolean related(String a, String b) {
        return within(a, b) || within(b, a);
    }

    /** Whether {@code cited} is the article {@code number} or one of its sub-articles. */
    boolean within(String cited, String number) {
        String c = cited;
        while (c != null && !c.isEmpty()) {
            if (c.equals(number)) {
                return true;
            }
            Article a = articles.get(c);
            c = a == null ? null : a.parent();
        }
        return false;
    }

    private List<Article> articlesOf(List<String> numbers) {
        return numbers.stream().map(articles::get).filter(x -> x != null).toList();
    }

    private void buildCoverage() {
        for (Part part : PARTS) {
            List<Covered> items = new ArrayList<>();
            int covered = 0;
            for (ArticlePage p : articlePages.values()) {
                Article a = p.article();
                if (!part.id().equals(a.part())) {
                    continue;
                }
                List<Citation> direct = p.citations().stream().filter(c -> c.signal() && c.cited().equals(a.number())).toList();
                int com = (int) direct.stream().filter(Citation::commentary).count();
                int eng = (int) direct.stream().filter(Citation::engine).count();
                covered += direct.isEmpty() ? 0 : 1;
                items.add(new Covered(a, depth(a), direct.size(), com, eng, notDecidable(a.number())));
            }
            coverage.add(new PartCoverage(part, items.size(), covered, items));
        }
    }

    /**
     * Why an engine cannot decide this article or provision: its own reason, the reason of the
     * article it belongs to, or — for an article whose every provision has one — their reasons; else null.
     */
    public SiteData.Label notDecidable(String number) {
        Map<String, SiteData.Label> reasons = data.notDecidable();
        for (String n = number; n != null; n = n.contains("#") ? baseArticle(n) : null) {
            if (reasons.containsKey(n)) {
                return reasons.get(n);
            }
        }
        List<SiteData.Provision> own = provisions.getOrDefault(number, List.of());
        if (number.contains("#") || own.isEmpty() || !own.stream().allMatch(p -> reasons.containsKey(p.number()))) {
            return null;
        }
        List<SiteData.Label> distinct = own.stream().map(p -> reasons.get(p.number())).distinct().toList();
        return new SiteData.Label(String.join(" ", distinct.stream().map(SiteData.Label::tr).toList()),
                String.join(" ", distinct.stream().map(SiteData.Label::en).toList()));
    }

    /** How deep an article sits under its top-level article (0 for "7", 2 for "7.5.5"). */
    public int depth(Article a) {
        int d = 0;
        String p = a.parent();
        while (p != null && !p.isBlank() && articles.containsKey(p) && d < 10) {
            d++;
            p = articles.get(p).parent();
        }
        return d;
    }

    /** The name of a decision kind in both languages, or null when the data has none. */
    public SiteData.Label decisionLabel(String code) {
        return data.decisionKinds().get(code);
    }

    /** Whether the article page shows this provision ("7.5.5#h1"), so a citation can link to it. */
    public boolean hasProvision(String number) {
        return provisionNumbers.contains(number);
    }

    public Collection<Article> articles() {
        return articles.values();
    }

    public Article article(String number) {
        return articles.get(number);
    }

    public List<Article> topLevel() {
        return articles.values().stream().filter(a -> a.parent() == null || a.parent().isBlank()).toList();
    }

    public Collection<ArticlePage> articlePages() {
        return articlePages.values();
    }

    public ArticlePage articlePage(String number) {
        return articlePages.get(number);
    }

    public Collection<CasePage> casePages() {
        return cases.values();
    }

    /** The top-level articles the cases concern, in the order of the Laws (the cases index's topics). */
    public List<Article> caseTopics() {
        Set<String> numbers = new LinkedHashSet<>();
        cases.values().forEach(c -> c.topics().forEach(a -> numbers.add(a.number())));
        return numbers.stream().sorted(java.util.Comparator.comparing(order::get)).map(articles::get).toList();
    }

    public List<CommentaryPage> commentaryPages() {
        return commentaries;
    }

    public List<FeaturePage> featurePages() {
        return features;
    }

    public List<ScenarioView> scenarios() {
        return scenarios;
    }

    /** The project's settled readings of the Laws, in the order of their main articles. */
    public List<SiteData.Reading> readings() {
        return data.readings();
    }

    public List<PartCoverage> coverage() {
        return coverage;
    }

    public SiteData data() {
        return data;
    }

    public long passed() {
        return scenarios.stream().filter(v -> v.scenario().passed()).count();
    }

    public long failed() {
        return scenarios.size() - passed();
    }

    /** Scenarios whose citations differ between commentary and engine, or that are marked as diverging. */
    public long disagreeing() {
        return scenarios.stream().filter(ScenarioView::disagrees).count();
    }

    /** Scenarios marked as diverging: the Laws rule otherwise than the commentary says. */
    public long diverging() {
        return scenarios.stream().filter(v -> v.scenario().diverges()).count();
    }
}
