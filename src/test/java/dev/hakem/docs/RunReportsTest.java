package dev.hakem.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunReportsTest {
    @TempDir
    Path tmp;

    @Test
    void joinsTheRecordWithCucumbersSteps() throws IOException {
        SiteData.Run run = RunReports.read(SampleSiteData.SAMPLE_RUN);
        assertEquals("2026-11-30T13:00:00Z", run.generated());
        assertEquals(3, run.scenarios().size());
        SiteData.Scenario knight = run.scenarios().get(0);
        assertEquals("features/iki-tasla-oynama.feature", knight.feature());
        assertEquals(List.of("002-1"), knight.cases());
        assertEquals(3, knight.positions().size());
        assertEquals("reinstated", knight.positions().get(2).role());
        assertEquals(List.of("b6", "d5"), knight.highlights());
        assertEquals(4, knight.steps().size(), "steps found by the absolute file: URI of cucumber.json");
        assertEquals("Eğer ki ", knight.steps().get(1).keyword());
        assertEquals("TIME_ADDED", knight.decisions().get(2).code());
        assertEquals(List.of("7.5.5#h1"), knight.decisions().get(2).articles());
        SiteData.Scenario lost = run.scenarios().get(2);
        assertEquals("failed", lost.status());
        assertEquals("failed", lost.steps().get(1).status());
        assertTrue(lost.steps().get(1).error().contains("GAME_LOST"));
        assertEquals(List.of(), run.scenarios().get(1).steps(), "a scenario missing from cucumber.json has no steps");
        assertTrue(run.scenarios().get(1).diverges());
        assertEquals(List.of(new DescriptionPart("note", "", "Örnek için yazılmış bir not."),
                new DescriptionPart("commentary", "Yorumun görüşü", "hamle geri alınmaz, at d5'te kalır."),
                new DescriptionPart("laws", "Kurallara göre", "7.5.1 konumu at b6'dayken kurar.")),
                knight.descriptionParts(), "the description from cucumber.json, the divergence's two arguments apart");
        assertEquals("", lost.description(), "a scenario without a description");
    }

    @Test
    void aDescriptionLineThatOnlyStartsWithACapitalContinuesItsPart() {
        assertEquals(List.of(new DescriptionPart("laws", "Kurallara göre", "b8 boş olmalıdır. Beyaz şahı c3 ile kapatır, oyun sürer.")),
                DescriptionPart.of("  Kurallara göre: b8 boş olmalıdır.\n  Beyaz şahı c3 ile kapatır, oyun sürer.\n\n"));
        assertEquals(List.of(), DescriptionPart.of(""));
    }

    @Test
    void noRecordMeansNoRun() throws IOException {
        assertEquals(SiteData.Run.none(), RunReports.read(tmp));
    }

    @Test
    void badJsonSaysWhere() throws IOException {
        Files.writeString(tmp.resolve("citations.json"), "{ \"scenarios\": [\n  { \"feature\": }\n] }");
        IOException e = assertThrows(IOException.class, () -> RunReports.read(tmp));
        assertEquals(tmp.resolve("citations.json") + ": malformed JSON at line 2, column 16 (in scenarios[0].feature): "
                + "Unexpected character ('}' (code 125)): expected a value", e.getMessage());
        Files.writeString(tmp.resolve("citations.json"), "{ \"scenarios\": [ { \"line\": 3 } ] }");
        e = assertThrows(IOException.class, () -> RunReports.read(tmp));
        assertEquals(tmp.resolve("citations.json") + ": scenarios[0].feature is missing", e.getMessage());
    }

    @Test
    void featurePathsAreRelativeToTheProject() {
        assertEquals("features/rok.feature", RunReports.featurePath("file:///srv/hakem/features/rok.feature"));
        assertEquals("features/a b.feature", RunReports.featurePath("file:///srv/hakem/features/a%20b.feature"));
        assertEquals("features/rok.feature", RunReports.featurePath("classpath:features/rok.feature"));
        assertEquals("features/rok.feature", RunReports.featurePath("features/rok.feature"));
        assertEquals("features/sub/rok.feature", RunReports.featurePath("file:/p/features/sub/rok.feature"));
    }

    @Test
    void badCucumberJsonIsOneLineWithTheFileLineColumnAndPath() throws IOException {
        Files.writeString(tmp.resolve("citations.json"), "{ \"scenarios\": [] }");
        Files.writeString(tmp.resolve("cucumber.json"), "[{\"uri\": \"features/a.feature\",\n \"elements\": [{\"line\": 3,");
        IOException e = assertThrows(IOException.class, () -> RunReports.read(tmp));
        assertEquals(tmp.resolve("cucumber.json") + ": malformed JSON at line 2, column 26 (in [0].elements[0].line): the file "
                + "ends inside an object; close it with }", e.getMessage());
        Files.writeString(tmp.resolve("cucumber.json"), "[\n" + "{\"a\": ".repeat(1100));
        e = assertThrows(IOException.class, () -> RunReports.read(tmp));
        assertEquals(tmp.resolve("cucumber.json") + ": malformed JSON at line 2, column 5990 (in [0].a.a.a.a.a.a.a…): arrays "
                + "and objects nested more than 1000 deep; flatten the file", e.getMessage());
    }
}
