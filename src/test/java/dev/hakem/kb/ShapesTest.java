package dev.hakem.kb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import dev.hakem.arbiter.json.RunRecord;
import dev.hakem.arbiter.json.RunRecordFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The SHACL shapes of ontology/shapes.ttl: a complete graph conforms, broken ones fail with focus node and message. */
class ShapesTest {
    @TempDir
    Path tmp;

    /** A features dir with one scenario per case of the index, tagged with the case's first resolvable article. */
    private Path completeFeatures() throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("features"));
        StringBuilder f = new StringBuilder("# language: tr\nÖzellik: tüm vakalar\n");
        for (CaseIndex.Entry e : CaseIndex.read(Path.of("ontology/data/cases.md"))) {
            f.append("\n  @vaka-").append(e.id()).append(" @madde-").append(e.articles().get(0))
                    .append("\n  Senaryo: vaka ").append(e.id()).append("\n    Diyelim ki bir konum\n");
        }
        Files.writeString(dir.resolve("hepsi.feature"), f.toString(), StandardCharsets.UTF_8);
        return dir;
    }

    private KnowledgeBase load(Path ontology, Path features) {
        return KnowledgeBase.load(new KnowledgeBase.Sources(ontology, features, tmp.resolve("none.json")));
    }

    private static List<String> messages(ShapeReport r) {
        return r.violations().stream().map(ShapeReport.Violation::toString).toList();
    }

    @Test
    void aGraphWithAScenarioForEveryCaseConforms() throws IOException {
        ShapeReport r = load(Path.of("ontology"), completeFeatures()).check();
        assertEquals(List.of(), messages(r));
        assertTrue(r.conforms());
    }

    @Test
    void unresolvedTagsUncitedRulingsAndMissingCasesAreViolations() throws IOException {
        Path dir = completeFeatures();
        String feature = Files.readString(dir.resolve("hepsi.feature"));
        feature = feature.replace("@vaka-000-A2 @madde-3.8.2\n", "@vaka-000-A2 @madde-99.9\n")
                .replace("@vaka-002-3 @madde-7.5.1\n", "@vaka-999-Z\n")
                .replace("@vaka-004-8 @madde-5", "@madde-5");
        Files.writeString(dir.resolve("hepsi.feature"), feature);
        List<String> m = messages(load(Path.of("ontology"), dir).check());
        String ruling2 = Iris.ruling("hepsi-");
        assertTrue(m.stream().anyMatch(s -> s.startsWith(ruling2) && s.contains("@madde tag does not resolve")), m.toString());
        assertTrue(m.stream().anyMatch(s -> s.contains("dangling IRI <" + Iris.article("99.9") + ">")), m.toString());
        assertTrue(m.stream().anyMatch(s -> s.startsWith(ruling2) && s.contains("ruling cites no article")), m.toString());
        assertTrue(m.stream().anyMatch(s -> s.startsWith(Iris.scenario("hepsi-")) && s.contains("@vaka tag names no case")), m.toString());
        assertTrue(m.contains(Iris.caseIri("004-8") + " ^<" + Iris.HK + "transcribes>: case of the commentary index has no scenario (no scenario tagged @vaka-<id>)"), m.toString());
        assertTrue(m.stream().noneMatch(s -> s.startsWith(Iris.caseIri("000-A2"))), "000-A2 still has its scenario");
    }

    @Test
    void aDecisionOfAKindTheOntologyDoesNotKnowIsAViolation() throws IOException {
        Path dir = completeFeatures();
        Path record = tmp.resolve("citations.json");
        RunRecord.DecisionRun known = new RunRecord.DecisionRun("MOVE_MADE", "white", null, 0, List.of("4.7#h1"),
                List.of(), List.of("4.7#h1"), "tr", "en", List.of());
        RunRecord.DecisionRun unknown = new RunRecord.DecisionRun("NO_SUCH_KIND", "white", null, 0, List.of("4.7#h1"),
                List.of("4.7#h1"), List.of(), "tr", "en", List.of());
        RunRecordFile.write(record, new RunRecord("2024-01-01T00:00:00Z", List.of(RunRecord.ScenarioRun.of(
                "features/hepsi.feature", 5, "vaka", List.of(), "passed", List.of("4.7#h1"), List.of("4.7#h1"),
                List.of(known, unknown), "*", null, List.of(), List.of(), null))));
        KnowledgeBase kb = KnowledgeBase.load(new KnowledgeBase.Sources(Path.of("ontology"), dir, record));
        List<String> m = messages(kb.check());
        assertEquals(1, m.stream().filter(s -> s.contains("decision must have one known decision kind")).count(), m.toString());
        assertTrue(m.stream().anyMatch(s -> s.contains("/decision/2 ") && s.contains("known decision kind")), m.toString());
    }

    @Test
    void aCaseWithoutItsTurkishParaphraseIsAViolation() throws IOException {
        Path ont = copyOntology();
        Path tsv = ont.resolve("data/cases-tr.tsv");
        List<String> lines = Files.readAllLines(tsv).stream().filter(l -> !l.startsWith("000-R3\t")).toList();
        Files.write(tsv, lines);
        List<String> m = messages(load(ont, completeFeatures()).check());
        String c = Iris.caseIri("000-R3");
        assertTrue(m.contains(c + " <" + Iris.HK + "situation>: case has no Turkish situation (data/cases-tr.tsv)"), m.toString());
        assertTrue(m.stream().anyMatch(s -> s.startsWith(c) && s.contains("no Turkish paraphrase of what the commentary says")), m.toString());
        assertEquals(2, m.size(), m.toString());
    }

    @Test
    void aTurkishRowForNoCaseIsAnInputErrorWithItsLine() throws IOException {
        Path ont = copyOntology();
        Files.writeString(ont.resolve("data/cases-tr.tsv"), "\n999-Z\tdurum\tgörüş\n", java.nio.file.StandardOpenOption.APPEND);
        KbInputException e = org.junit.jupiter.api.Assertions.assertThrows(KbInputException.class,
                () -> load(ont, completeFeatures()));
        assertTrue(e.getMessage().contains("cases-tr.tsv line 37: '999-Z' is not a case of cases.md"), e.getMessage());
    }

    private Path copyOntology() throws IOException {
        Path ont = Files.createDirectories(tmp.resolve("ontology"));
        try (Stream<Path> s = Files.walk(Path.of("ontology"))) {
            for (Path p : s.toList()) {
                Path t = ont.resolve(Path.of("ontology").relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(t);
                } else {
                    Files.copy(p, t);
                }
            }
        }
        return ont;
    }

    @Test
    void articlesWithoutHeadingOrParentAreViolations() throws IOException {
        Path ont = Files.createDirectories(tmp.resolve("ontology"));
        try (Stream<Path> s = Files.walk(Path.of("ontology"))) {
            for (Path p : s.toList()) {
                Path t = ont.resolve(Path.of("ontology").relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(t);
                } else {
                    Files.copy(p, t);
                }
            }
        }
        Path tsv = ont.resolve("data/articles.tsv");
        String text = Files.readAllLines(tsv).stream().map(l -> {
            if (l.startsWith("7.5.5\t")) {
                return l.replace("\tPenalty: two minutes, then loss\t", "\t\t");
            }
            if (l.startsWith("4.4.1\t")) {
                return l.replaceFirst("^4\\.4\\.1\t4\\.4\t", "4.4.1\t4.44\t");
            }
            return l;
        }).collect(Collectors.joining("\n", "", "\n"));
        Files.writeString(tsv, text);
        List<String> m = messages(load(ont, completeFeatures()).check());
        assertTrue(m.stream().anyMatch(s -> s.startsWith(Iris.article("7.5.5") + " ") && s.contains("both headings")), m.toString());
        assertTrue(m.stream().anyMatch(s -> s.startsWith(Iris.article("4.4.1") + " ") && s.contains("exactly one parent")), m.toString());
        assertTrue(m.stream().anyMatch(s -> s.startsWith(Iris.article("4.4.1") + " ") && s.contains("dangling IRI <" + Iris.article("4.44") + ">")), m.toString());
    }
}
