package dev.hakem.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.docs.SiteData.Article;
import dev.hakem.docs.SiteData.BoardPosition;
import dev.hakem.docs.SiteData.CaseInfo;
import dev.hakem.docs.SiteData.Commentary;
import dev.hakem.docs.SiteData.Reference;
import dev.hakem.docs.SiteData.Run;
import dev.hakem.docs.SiteData.Scenario;
import java.util.List;
import org.junit.jupiter.api.Test;

class SiteModelTest {
    private static final String FEN = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";

    private static Scenario scenario(String name, List<String> cases, List<String> commentary, List<String> engine,
                                     String status, boolean diverges, List<BoardPosition> positions) {
        return new Scenario("features/x.feature", name.length(), name, List.of(), cases, commentary, engine, diverges,
                status, List.of(), "*", null, positions, List.of(), List.of());
    }

    private static SiteData data(List<Scenario> scenarios) {
        return new SiteData() {
            public List<Article> articles() {
                return List.of(new Article("7", null, "competition", "Düzensizlikler", "Irregularities", null, "…"),
                        new Article("7.5", "7", "competition", "Geçersiz hamleler", "Illegal moves", null, "…"),
                        new Article("7.5.1", "7.5", "competition", "Konum geri", "Reinstate", null, "…"),
                        new Article("7.5.5", "7.5", "competition", "Ceza", "Penalty", null, "…"),
                        new Article("4.7", null, "basic", "Bırakma", "Release", null, "…"));
            }

            public List<Reference> references() {
                return List.of(new Reference("7.5.5", "7.5.1", "explicit"), new Reference("7.5.5", "9.9.9", "dangling"));
            }

            public List<Commentary> commentaries() {
                return List.of(new Commentary("002", "İki Taşla Oynama", "Aktar", new SiteData.Label("2020", "2020"), "002.txt"));
            }

            public List<CaseInfo> cases() {
                return List.of(new CaseInfo("002-1", "002", "knight twice", null, List.of("7.5.5"), false),
                        new CaseInfo("002-3", "002", "first move illegal", null, List.of("4.7"), false));
            }

            public Run run() {
                return new Run("2026-11-30T13:00:00Z", scenarios);
            }
        };
    }

    @Test
    void citationsReachTheArticleAndItsAncestors() {
        SiteModel m = new SiteModel(data(List.of(
                scenario("a", List.of("002-1"), List.of("7.5.5", "4.7"), List.of("7.5.5#h1", "7.5.1"), "passed", false,
                        List.of()))));
        SiteModel.ArticlePage p755 = m.articlePage("7.5.5");
        assertEquals(1, p755.citations().size());
        assertTrue(p755.citations().get(0).commentary() && p755.citations().get(0).engine(), "7.5.5#h1 counts as 7.5.5");
        assertTrue(p755.covered());
        assertEquals(List.of("002-1"), p755.cases().stream().map(c -> c.info().id()).toList());
        SiteModel.ArticlePage p75 = m.articlePage("7.5");
        assertEquals(2, p75.citations().size(), "7.5 shows its sub-articles' citations");
        assertFalse(p75.covered(), "but is not itself covered");
        SiteModel.Citation c751 = m.articlePage("7.5.1").citations().get(0);
        assertFalse(c751.commentary());
        assertTrue(c751.engine());
        SiteModel.ScenarioView v = m.scenarios().get(0);
        assertEquals(List.of("7.5.5"), v.both());
        assertEquals(List.of("4.7"), v.commentaryOnly());
        assertEquals(List.of("7.5.1"), v.engineOnly());
        assertTrue(v.disagrees());
        assertEquals(List.of("7.5.1"), m.articlePage("7.5.5").refersTo().stream().map(Article::number).toList(),
                "a reference to a number that is no article is left out");
    }

    @Test
    void aSubArticleMatchesItsParentWhenComparingCitations() {
        SiteModel m = new SiteModel(data(List.of(
                scenario("a", List.of("002-1"), List.of("7.5", "4.7"), List.of("7.5.5#h2"), "passed", false, List.of()))));
        SiteModel.ScenarioView v = m.scenarios().get(0);
        assertEquals(List.of("7.5"), v.both());
        assertEquals(List.of("4.7"), v.commentaryOnly());
        assertEquals(List.of(), v.engineOnly());
    }

    @Test
    void casesCommentariesAndCoverage() {
        SiteModel m = new SiteModel(data(List.of(
                scenario("a", List.of("002-1"), List.of("7.5.5"), List.of("7.5.5"), "passed", false, List.of()),
                scenario("bb", List.of("002-1"), List.of("7.5.5"), List.of("7.5.5"), "failed", true, List.of()))));
        SiteModel.CasePage c = m.casePages().iterator().next();
        assertEquals("failed", c.status(), "one failing scenario fails the case");
        assertTrue(c.diverges());
        assertEquals("none", m.casePages().stream().filter(x -> x.info().id().equals("002-3")).findFirst().orElseThrow()
                .status());
        assertEquals(2, m.commentaryPages().get(0).cases().size());
        assertEquals(1, m.passed());
        assertEquals(1, m.failed());
        SiteModel.PartCoverage competition = m.coverage().get(1);
        assertEquals("competition", competition.part().id());
        assertEquals(4, competition.total());
        assertEquals(1, competition.covered());
        assertEquals(25, competition.percent());
        assertEquals(List.of(0, 1, 2, 2), competition.items().stream().map(SiteModel.Covered::depth).toList());
        assertEquals(2, competition.items().get(3).scenarios());
    }

    @Test
    void boardsForEveryPositionWithArrowsBetweenThem() {
        SiteModel m = new SiteModel(data(List.of(scenario("a", List.of("002-1"), List.of(), List.of(), "passed", false,
                List.of(new BoardPosition("start", FEN), new BoardPosition("final", "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1"))))));
        List<SiteModel.Board> boards = m.scenarios().get(0).boards();
        assertEquals(2, boards.size());
        assertFalse(boards.get(0).svg().contains("class=\"arrow\""));
        assertTrue(boards.get(1).svg().contains("class=\"arrow\""), "e2-e4 drawn on the final position");
    }

    @Test
    void aBadFenNamesTheScenario() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new SiteModel(data(List.of(
                scenario("a", List.of("002-1"), List.of(), List.of(), "passed", false,
                        List.of(new BoardPosition("start", "4k3/8/8 w - - 0 1")))))));
        assertTrue(e.getMessage().startsWith("scenario features/x.feature:1, position 'start': FEN"), e.getMessage());
    }
}
