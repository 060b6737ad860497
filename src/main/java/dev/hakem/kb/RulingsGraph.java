package dev.hakem.kb;

import dev.hakem.arbiter.json.RunRecord;
import java.util.List;
import java.util.Optional;
import org.apache.jena.datatypes.xsd.XSDDatatype;
import org.apache.jena.rdf.model.Model;
import org.apache.jena.rdf.model.Resource;
import org.apache.jena.vocabulary.RDF;
import org.apache.jena.vocabulary.RDFS;

/**
 * The derived part of the graph: one hk:Scenario per scenario of features/ (with its last status)
 * and, for each scenario that rules on something (a case, an article tag, a decision), one hk:Ruling
 * linked to the articles its commentary cites (@madde- tags), to its cases (@vaka- tags) and,
 * from the last run's record, to the articles the engine applied, its decisions and last status.
 */
final class RulingsGraph {
    static final String NOT_RUN = "not-run";

    private RulingsGraph() {
    }

    static void addTo(Model m, List<SpecScenarios.Entry> scenarios, Optional<RunRecord> record) {
        Resource run = m.createResource(Iris.lastRun());
        record.ifPresent(r -> {
            run.addProperty(RDF.type, Vocab.TEST_RUN)
                    .addProperty(RDFS.label, "last run of the executable specification", "en");
            if (r.generated() != null) {
                run.addProperty(Vocab.ENDED_AT, m.createTypedLiteral(r.generated(), XSDDatatype.XSDdateTime));
            }
        });
        for (SpecScenarios.Entry e : scenarios) {
            Resource sc = m.createResource(Iris.scenario(e.localId()))
                    .addProperty(RDF.type, Vocab.SCENARIO)
                    .addProperty(RDFS.label, e.name(), "tr")
                    .addProperty(Vocab.FEATURE_FILE, "features/" + e.feature())
                    .addLiteral(Vocab.LINE, Vocab.integer(m, e.line()));
            for (String tag : e.tags()) {
                sc.addProperty(Vocab.TAG, tag);
            }
            int col = 0;
            for (SpecScenarios.Cell cell : e.example()) {
                sc.addProperty(Vocab.EXAMPLE_CELL, m.createResource()
                        .addProperty(Vocab.COLUMN, cell.column())
                        .addProperty(RDF.value, cell.value())
                        .addLiteral(Vocab.ORDER, Vocab.integer(m, ++col)));
            }
            Optional<RunRecord.ScenarioRun> sr = record.flatMap(r -> r.scenarios().stream()
                    .filter(x -> x.matches(e.feature(), e.line())).findFirst());
            String status = sr.map(RunRecord.ScenarioRun::status).orElse(NOT_RUN);
            sc.addProperty(Vocab.LAST_STATUS, status);
            sr.ifPresent(x -> run.addProperty(Vocab.USED, sc));
            boolean cites = !e.tagValues(SpecScenarios.CASE_TAG).isEmpty() || !e.tagValues(SpecScenarios.ARTICLE_TAG).isEmpty()
                    || e.diverges() || sr.map(x -> !x.engineArticles().isEmpty() || !x.decisions().isEmpty()).orElse(false);
            if (!cites) {
                continue; // a scenario that rules on nothing (no case, no article, no decision) is no ruling
            }
            Resource ruling = m.createResource(Iris.ruling(e.localId()))
                    .addProperty(RDF.type, Vocab.RULING)
                    .addProperty(Vocab.SCENARIO_P, sc)
                    .addProperty(Vocab.WAS_DERIVED_FROM, sc)
                    .addProperty(Vocab.LAST_STATUS, status)
                    .addLiteral(Vocab.DIVERGES, m.createTypedLiteral(e.diverges()));
            for (String id : e.tagValues(SpecScenarios.CASE_TAG)) {
                Resource c = m.createResource(Iris.caseIri(id));
                sc.addProperty(Vocab.TRANSCRIBES, c).addProperty(Vocab.WAS_DERIVED_FROM, c);
                ruling.addProperty(Vocab.CASE_P, c);
            }
            for (String a : e.tagValues(SpecScenarios.ARTICLE_TAG)) {
                ruling.addProperty(Vocab.COMMENTARY_CITES, m.createResource(Iris.article(a)));
            }
            if (sr.isEmpty()) {
                continue;
            }
            RunRecord.ScenarioRun s = sr.get();
            ruling.addProperty(Vocab.WAS_GENERATED_BY, run);
            if (s.result() != null) {
                ruling.addProperty(Vocab.RESULT, s.result());
            }
            if (s.termination() != null) {
                ruling.addProperty(Vocab.TERMINATION, s.termination());
            }
            for (String a : s.engineArticles()) {
                ruling.addProperty(Vocab.ENGINE_APPLIED, m.createResource(Iris.article(a)));
            }
            s.decidedBy().forEach(a -> ruling.addProperty(Vocab.DECIDED_BY, m.createResource(Iris.article(a))));
            s.applied().forEach(a -> ruling.addProperty(Vocab.APPLIED, m.createResource(Iris.article(a))));
            int n = 0;
            for (RunRecord.DecisionRun d : s.decisions()) {
                Resource dec = m.createResource(Iris.ruling(e.localId()) + "/decision/" + (++n))
                        .addProperty(RDF.type, Vocab.DECISION)
                        .addLiteral(Vocab.ORDER, Vocab.integer(m, n))
                        .addProperty(Vocab.KIND, decisionKind(m, d.code()));
                if (d.by() != null) {
                    dec.addProperty(Vocab.BY, d.by());
                }
                if (d.tr() != null) {
                    dec.addProperty(RDFS.comment, d.tr(), "tr");
                }
                if (d.en() != null) {
                    dec.addProperty(RDFS.comment, d.en(), "en");
                }
                for (String a : d.articles()) {
                    dec.addProperty(Vocab.ENGINE_APPLIED, m.createResource(Iris.article(a)));
                }
                d.decidedBy().forEach(a -> dec.addProperty(Vocab.DECIDED_BY, m.createResource(Iris.article(a))));
                d.applied().forEach(a -> dec.addProperty(Vocab.APPLIED, m.createResource(Iris.article(a))));
                ruling.addProperty(Vocab.DECISION_P, dec);
            }
        }
    }

    /**
     * The kind of a decision code, as ontology/decision-kinds.ttl defines it. A code the ontology does
     * not know stays untyped, so that the SHACL check reports the decision (hks:Decision).
     */
    private static Resource decisionKind(Model m, String code) {
        return m.createResource(Iris.decisionKind(code));
    }
}
