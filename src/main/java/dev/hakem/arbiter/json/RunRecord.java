package dev.hakem.arbiter.json;

import dev.hakem.arbiter.Case;
import dev.hakem.arbiter.Decision;
import java.util.List;

/**
 * The record of the last run of the executable specification ({@code reports/citations.json}):
 * per scenario, what the commentary cites (its {@code @madde} tags) beside what the engine applied,
 * with its decisions, result and positions. Written once per run by the spec run
 * ({@link RunRecordFile#write}), read by the knowledge base and the documentation
 * ({@link RunRecordFile#read}).
 *
 * @param generated when the run ended (ISO-8601), or null
 * @param scenarios one entry per scenario run
 */
public record RunRecord(String generated, List<ScenarioRun> scenarios) {
    public RunRecord {
        scenarios = List.copyOf(scenarios);
    }

    /**
     * One scenario of the run.
     *
     * @param feature            the feature file, relative to the project ("features/rok.feature")
     * @param line               the scenario's line in it
     * @param name               the scenario's name
     * @param tags               its tags ("@vaka-002-1", "@madde-7.5.5", "@ayrışma")
     * @param cases              the commentary cases it transcribes ("002-1")
     * @param commentaryArticles the articles its {@code @madde} tags name (what the commentary cites)
     * @param engineArticles     every provision the engine applied, deciding or in passing, in order
     * @param decidedBy          the provisions that decided a ruling step (or a question of legality answered
     *                           by the chess core), in order: the ones to show by default
     * @param applied            the provisions only applied in passing (a move made, the turn passing)
     * @param notCitedByEngine   commentary articles the engine did not apply at all
     * @param notDecidedByEngine commentary articles among none of the deciding provisions (the signal worth a look)
     * @param diverges           tagged {@code @ayrışma}: the commentary's ruling departs from the Laws
     * @param status             "passed" or "failed"
     * @param decisions          the engine's decisions in the last ruling of the scenario
     * @param result             the last ruling's result ("1-0", "1/2-1/2", "*"), or null when none was asked
     * @param termination        its termination key, or null
     * @param positions          the boards: "start", then "final" or "reinstated"
     * @param highlights         squares the scenario speaks of
     * @param caseFile           the case the scenario built (start, moves, rules, clocks, events), or null when
     *                           it could not be set up: what the documentation steps through and opens in the workbench
     */
    public record ScenarioRun(String feature, int line, String name, List<String> tags, List<String> cases,
                              List<String> commentaryArticles, List<String> engineArticles, List<String> decidedBy,
                              List<String> applied, List<String> notCitedByEngine, List<String> notDecidedByEngine,
                              boolean diverges, String status, List<DecisionRun> decisions, String result,
                              String termination, List<BoardPosition> positions, List<String> highlights,
                              Case caseFile) {
        public ScenarioRun {
            tags = List.copyOf(tags);
            cases = List.copyOf(cases);
            commentaryArticles = List.copyOf(commentaryArticles);
            engineArticles = List.copyOf(engineArticles);
            decidedBy = List.copyOf(decidedBy);
            applied = List.copyOf(applied);
            notCitedByEngine = List.copyOf(notCitedByEngine);
            notDecidedByEngine = List.copyOf(notDecidedByEngine);
            decisions = List.copyOf(decisions);
            positions = List.copyOf(positions);
            highlights = List.copyOf(highlights);
        }

        /**
         * The record of a scenario run: the commentary's articles, cases and divergence come from its
         * tags; what the commentary cites is compared with what the engine applied and decided.
         *
         * @param engineArticles every provision the engine applied during the scenario, in order
         * @param decidedBy      those among them that decided something
         */
        public static ScenarioRun of(String feature, int line, String name, List<String> tags, String status,
                                     List<String> engineArticles, List<String> decidedBy, List<DecisionRun> decisions,
                                     String result, String termination, List<BoardPosition> positions,
                                     List<String> highlights, Case caseFile) {
            List<String> commentary = tags.stream().filter(t -> t.startsWith("@madde-")).map(t -> t.substring(7)).toList();
            return new ScenarioRun(feature, line, name, tags,
                    tags.stream().filter(t -> t.startsWith("@vaka-")).map(t -> t.substring(6)).toList(), commentary,
                    engineArticles, decidedBy, engineArticles.stream().filter(a -> !decidedBy.contains(a)).toList(),
                    commentary.stream().filter(a -> !citesWithin(engineArticles, a)).toList(),
                    commentary.stream().filter(a -> !citesWithin(decidedBy, a)).toList(),
                    tags.contains("@ayrışma"), status, decisions, result, termination, positions, highlights, caseFile);
        }

        /** True if this record belongs to the scenario at {@code rel} (relative to features/) and line. */
        public boolean matches(String rel, int atLine) {
            return line == atLine && (feature.equals("features/" + rel) || feature.equals(rel));
        }

        public boolean passed() {
            return "passed".equals(status);
        }
    }

    /**
     * One decision of the engine, as {@link Decision} has it, with names for the enums.
     *
     * @param code      the decision code ("ILLEGAL_MOVE")
     * @param by        "white", "black", or null for the arbiter
     * @param player    the player who gets time or loses, or null
     * @param seconds   the seconds added, or 0
     * @param articles  every provision applied, in order
     * @param decidedBy those that decided it
     * @param applied   those applied in passing
     */
    public record DecisionRun(String code, String by, String player, long seconds, List<String> articles,
                              List<String> decidedBy, List<String> applied, String tr, String en, List<String> options) {
        public DecisionRun {
            articles = List.copyOf(articles);
            decidedBy = List.copyOf(decidedBy);
            applied = List.copyOf(applied);
            options = List.copyOf(options);
        }

        /** The record of an engine decision. */
        public static DecisionRun of(Decision d) {
            return new DecisionRun(d.code().name(), d.by() == null ? null : d.by().key(),
                    d.player() == null ? null : d.player().key(), d.seconds(), d.articles(), d.decidedBy(), d.applied(),
                    d.tr(), d.en(), d.options());
        }
    }

    /** A board a scenario sets up or reaches: role "start", "final" or "reinstated", and its FEN. */
    public record BoardPosition(String role, String fen) {
    }

    /**
     * Whether {@code article} is among {@code cited}: the article itself, one of its provisions
     * ("7.5.5#h1" for "7.5.5") or a sub-article ("3.8.2.2.1" for "3.8.2").
     */
    public static boolean citesWithin(java.util.Collection<String> cited, String article) {
        return cited.stream().anyMatch(a -> a.equals(article) || a.startsWith(article + "#") || a.startsWith(article + "."));
    }
}
