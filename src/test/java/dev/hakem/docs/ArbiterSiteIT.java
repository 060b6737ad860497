package dev.hakem.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.hakem.arbiter.json.RunRecord;
import dev.hakem.arbiter.json.RunRecordFile;
import dev.hakem.cli.RuleCommandTest;
import dev.hakem.kb.KnowledgeBase;
import dev.hakem.kb.SparqlEndpoint;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.Pdf;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.print.PageSize;
import org.openqa.selenium.print.PrintOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The living documentation as an arbiter uses it, served by {@code hakem serve} (the endpoint with
 * the site, the workbench's API, compression, cache headers and the 404 page) in headless
 * Chromium: every canned query against the command line's answer, a ruling's link to the
 * provision it applied, the 390 px layout, print, contrast, the language modes, boards and
 * stepping through a case, the reference graph by keyboard, and the workbench round trip (a case
 * built by clicks gives the ruling {@code hakem rule} gives for its JSON, and its Turkish scenario
 * passes with the specification's own step definitions). Screenshots go to reports/screenshots/.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ArbiterSiteIT {
    private static final Path SITE = Path.of("reports/site").toAbsolutePath();
    private static final ObjectMapper JSON = new ObjectMapper();

    private Browser browser;
    private ChromeDriver driver;
    private SparqlEndpoint endpoint;
    private String base;

    @BeforeAll
    void start() throws IOException {
        DocsFixture.generate(SITE);
        SparqlEndpoint.Options o = WorkbenchApi.servedWith(SparqlEndpoint.Options.defaults(0).withStaticDir(SITE));
        endpoint = SparqlEndpoint.start(KnowledgeBase.load(Path.of(".")), o);
        base = "http://127.0.0.1:" + endpoint.port() + "/";
        browser = new Browser();
        driver = browser.driver;
    }

    @AfterAll
    void stop() throws IOException {
        if (browser != null) {
            browser.close();
        }
        if (endpoint != null) {
            endpoint.close();
        }
    }

    private void open(String page, String lang) {
        driver.get(base + "index.html");
        browser.language(lang);
        driver.get(base + page);
    }

    private WebDriverWait waiting(int seconds) {
        return new WebDriverWait(driver, Duration.ofSeconds(seconds));
    }

    private String text(String css) {
        return driver.findElement(By.cssSelector(css)).getText();
    }

    private static RuleCommandTest.Run cli(String... args) {
        return RuleCommandTest.run(args);
    }

    // ---- the SPARQL page ---------------------------------------------------------------------------

    @Test
    void everyCannedQueryInTheBrowserAnswersWhatHakemQueryAnswers() throws Exception {
        open("sparql.html", "tr");
        int n = driver.findElements(By.cssSelector("button.load")).size();
        assertTrue(n >= 20, n + " canned queries");
        List<String> wrong = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            WebElement button = driver.findElements(By.cssSelector("button.load")).get(i);
            String name = button.getText();
            browser.js("document.getElementById('sparql-status').textContent = ''");
            button.click();
            waiting(60).until(d -> d.findElement(By.id("sparql-status")).getText().matches("\\d+ (satır|rows)|Hata|Error"));
            @SuppressWarnings("unchecked")
            List<String> served = (List<String>) browser.js("""
                    var vars = Array.from(document.querySelectorAll('#sparql-results thead th')).map(th => th.textContent.slice(1));
                    return Array.from(document.querySelectorAll('#sparql-results tbody tr')).map(tr =>
                      Array.from(tr.children).map((td, k) => td.hasAttribute('data-value') ? vars[k] + '=' + td.getAttribute('data-value') : null)
                        .filter(x => x !== null).sort().join(' | ')).sort();""");
            RuleCommandTest.Run r = cli("query", name, "--format", "json");
            assertEquals(0, r.code(), name + ": " + r.err());
            List<String> expected = new ArrayList<>();
            for (JsonNode row : JSON.readTree(r.out()).path("results").path("bindings")) {
                List<String> cells = new ArrayList<>();
                row.fields().forEachRemaining(e -> cells.add(e.getKey() + "=" + e.getValue().path("value").asText()));
                cells.sort(null);
                expected.add(String.join(" | ", cells));
            }
            expected.sort(null);
            if (!expected.equals(served)) {
                wrong.add(name + ": hakem query " + expected.size() + " rows, the page " + served.size()
                        + (served.isEmpty() ? " (" + text("#sparql-results") + ")" : ""));
            }
        }
        assertEquals(List.of(), wrong);
        assertEquals(List.of(), browser.consoleProblems());
    }

    // ---- article pages and rulings -------------------------------------------------------------------

    @Test
    void aRulingLinksToTheProvisionItApplied() {
        open("cases/002-1.html", "tr");
        WebElement link = driver.findElement(By.cssSelector("table.decisions a[href$='articles/7.5.5.html#h1']"));
        link.click();
        waiting(10).until(d -> d.getCurrentUrl().endsWith("/articles/7.5.5.html#h1"));
        WebElement target = (WebElement) browser.js("return document.querySelector(':target')");
        assertEquals("h1", target.getAttribute("id"));
        assertTrue(target.isDisplayed());
        assertTrue(target.getText().contains("rakibin süresine 2 dakika eklenir"), target.getText());
        assertTrue(driver.getTitle().startsWith("Madde 7.5.5 — "), driver.getTitle());
        assertTrue(text("aside.variants").contains("1 dakika"), "rapid changes 7.5.5 (A.3)");
    }

    /**
     * The signal behind the citation noise: a scenario shows the provisions that decided its ruling
     * (as the engine's run record names them) by default, those applied in passing only for
     * maintainers; an article's table hides the rows of provisions applied in passing and is yellow
     * only where the commentary's citation and the deciding provisions differ.
     */
    @Test
    void theDecidingProvisionsShowByDefaultAndARowIsYellowOnlyWhereTheCommentaryDiffersFromThem() {
        RunRecord.ScenarioRun s5 = RunRecordFile.read(Path.of("reports/citations.json")).orElseThrow().scenarios().stream()
                .filter(s -> s.cases().contains("000-S5")).findFirst().orElseThrow();
        assertTrue(s5.decidedBy().contains("3.8.2.2.1"), "the engine decided 000-S5 with 3.8.2.2.1: " + s5.decidedBy());
        assertFalse(s5.applied().isEmpty(), "and applied something in passing: " + s5.applied());
        open("cases/000-S5.html", "tr");
        WebElement scenario = driver.findElement(By.cssSelector("section.scenario"));
        WebElement deciding = scenario.findElement(By.cssSelector("p.deciding"));
        assertTrue(deciding.isDisplayed());
        List<String> shown = deciding.findElements(By.cssSelector("a.art")).stream().map(WebElement::getText).toList();
        assertEquals(s5.decidedBy().stream().distinct().toList(), shown, "the deciding provisions of the engine's record");
        List<WebElement> passing = scenario.findElements(By.cssSelector(".passing, p.dev"));
        assertFalse(passing.isEmpty());
        passing.forEach(e -> assertFalse(e.isDisplayed(), "applied in passing is for maintainers: " + e.getAttribute("textContent")));
        assertFalse(deciding.getText().contains(s5.applied().get(0)), deciding.getText());

        open("articles/4.3.1.html", "tr");
        int hidden = 0;
        int yellow = 0;
        int plain = 0;
        for (WebElement row : driver.findElements(By.cssSelector("table.cites tbody tr"))) {
            boolean commentary = row.findElement(By.cssSelector("td[data-tr='Yorum atfı']")).getAttribute("textContent").contains("evet");
            String engine = row.findElement(By.cssSelector("td[data-tr='Motorun dayanağı']")).getAttribute("textContent");
            boolean decided = engine.contains("evet");
            boolean isYellow = row.getAttribute("class").contains("differs");
            if (!commentary && !decided) {
                hidden++;
                assertTrue(engine.contains("geçerken"), engine);
                assertFalse(row.isDisplayed(), "a row of a provision applied in passing is hidden");
            } else {
                assertTrue(row.isDisplayed());
                assertEquals(commentary != decided, isYellow, "yellow exactly where the commentary and the deciding provisions differ: "
                        + row.getAttribute("textContent"));
                yellow += isYellow ? 1 : 0;
                plain += isYellow ? 0 : 1;
            }
        }
        assertTrue(hidden > 0 && yellow > 0 && plain > 0, hidden + " hidden, " + yellow + " yellow, " + plain + " plain");
        driver.findElement(By.cssSelector("footer input.dev-toggle")).click();
        try {
            assertTrue(driver.findElements(By.cssSelector("table.cites tbody tr.passing")).stream().allMatch(WebElement::isDisplayed),
                    "maintainers see the rows applied in passing");
        } finally {
            driver.findElement(By.cssSelector("footer input.dev-toggle")).click();
        }
    }

    // ---- phones ----------------------------------------------------------------------------------

    @Test
    void at390PixelsNothingLeavesTheScreenAndAMenuReplacesTheNavigation() throws IOException {
        List<String> overflow = new ArrayList<>();
        try {
            browser.width(390, 844);
            for (String page : List.of("index.html", "articles/7.5.5.html", "articles/II.3.html", "cases/000-S5.html", "cases/002-1.html",
                    "workbench.html?case=002-1", "cases.html", "coverage.html", "sparql.html", "articles.html")) {
                open(page, "tr");
                waiting(20).until(d -> ((Number) browser.js("return document.readyState === 'complete' ? 1 : 0")).intValue() == 1);
                long scroll = ((Number) browser.js("return document.documentElement.scrollWidth")).longValue();
                long client = ((Number) browser.js("return document.documentElement.clientWidth")).longValue();
                if (scroll > client) {
                    overflow.add(page + ": " + scroll + " px wide in " + client);
                }
            }
            assertEquals(List.of(), overflow);
            open("cases/002-1.html", "tr");
            WebElement nav = driver.findElement(By.id("nav"));
            assertFalse(nav.isDisplayed(), "the navigation is folded away");
            driver.findElement(By.id("menu")).click();
            assertTrue(nav.isDisplayed(), "the menu opens it");
            assertEquals("true", driver.findElement(By.id("menu")).getAttribute("aria-expanded"));
            // the decision table reflows: the reason stays on the screen
            for (WebElement reason : driver.findElements(By.cssSelector("table.decisions td[data-tr='Gerekçe']"))) {
                double right = ((Number) browser.js("return arguments[0].getBoundingClientRect().right", reason)).doubleValue();
                assertTrue(right <= 390, "reason cell ends at " + right);
            }
        } finally {
            browser.width(1280, 900);
        }
    }

    // ---- print -------------------------------------------------------------------------------------

    @Test
    void anArticleAndACasePrintOnA4WithoutNavigationWithGreyBoardsAndUrls() throws IOException {
        for (String page : List.of("articles/7.5.5.html", "cases/002-1.html")) {
            open(page, "tr");
            driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", "print"));
            try {
                assertEquals("none", browser.js("return getComputedStyle(document.querySelector('header.top')).display"));
                assertEquals("none", browser.js("return getComputedStyle(document.querySelector('.search')).display"));
                Object after = browser.js("return getComputedStyle(document.querySelector('footer a[rel=external]'), '::after').content");
                assertTrue(String.valueOf(after).contains("attr(href)") || String.valueOf(after).contains("http"), String.valueOf(after));
                if (page.startsWith("cases/")) {
                    assertEquals("rgb(200, 200, 200)", browser.js("return getComputedStyle(document.querySelector('svg.board .sq-d')).fill"),
                            "dark squares print grey");
                    long hidden = ((Number) browser.js("return Array.from(document.querySelectorAll('.walk-step'))"
                            + ".filter(s => getComputedStyle(s).display === 'none').length")).longValue();
                    assertEquals(0, hidden, "every event of the case is printed");
                }
            } finally {
                driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", ""));
            }
            PrintOptions a4 = new PrintOptions();
            a4.setPageSize(new PageSize(29.7, 21.0));
            a4.setBackground(false);
            Pdf pdf = driver.print(a4);
            byte[] bytes = Base64.getDecoder().decode(pdf.getContent());
            assertEquals("%PDF", new String(bytes, 0, 4, StandardCharsets.US_ASCII));
            Files.createDirectories(Browser.SHOTS);
            Files.write(Browser.SHOTS.resolve("print-" + page.replace('/', '-').replace(".html", "") + ".pdf"), bytes);
        }
    }

    // ---- contrast, colour, accessibility ------------------------------------------------------------------

    private static final String CONTRAST = """
            function lum(c) {
              var m = c.match(/[\\d.]+/g).map(Number);
              var ch = m.slice(0, 3).map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
              return 0.2126 * ch[0] + 0.7152 * ch[1] + 0.0722 * ch[2];
            }
            function background(el) {
              for (var e = el; e; e = e.parentElement) {
                var b = getComputedStyle(e).backgroundColor;
                var m = b.match(/[\\d.]+/g);
                if (m && (m.length < 4 || Number(m[3]) > 0.5)) { return b; }
              }
              return 'rgb(255, 255, 255)';
            }
            var out = [];
            arguments[0].forEach(function (sel) {
              Array.from(document.querySelectorAll(sel)).slice(0, 25).forEach(function (el) {
                if (!el.offsetParent || !el.textContent.trim()) { return; }
                var s = getComputedStyle(el);
                var a = lum(s.color), b = lum(background(el));
                var ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
                var px = parseFloat(s.fontSize), bold = Number(s.fontWeight) >= 700;
                var need = px >= 24 || (bold && px >= 18.66) ? 3 : 4.5;
                if (ratio < need) { out.push(sel + ' "' + el.textContent.trim().slice(0, 30) + '" ' + ratio.toFixed(2) + ':1'); }
              });
            });
            return out;""";

    @Test
    void mainTextBadgesAndLinksMeetWcagAaContrast() {
        List<String> selectors = List.of("main p", "main li", "main td", "main th", ".small", ".badge.ok", ".badge.bad",
                ".badge.warn", ".badge.none", ".badge.part", ".badge.mode", ".card .num", ".card div", "header nav a", "a",
                ".chip", ".chip.on", "td.yn", "td.yn .no", ".foot", ".crumbs", ".boarddesc", "ul.legend li", "button", "h1", "h2");
        List<String> low = new ArrayList<>();
        for (String page : List.of("index.html", "articles/7.5.5.html", "cases/000-S5.html", "cases/002-1.html", "cases.html",
                "coverage.html", "articles.html", "workbench.html", "sparql.html")) {
            open(page, "tr");
            @SuppressWarnings("unchecked")
            List<String> found = (List<String>) browser.js(CONTRAST, selectors);
            found.forEach(f -> low.add(page + ": " + f));
        }
        assertEquals(List.of(), low);
    }

    @Test
    void coverageIsShownByMoreThanColour() {
        open("coverage.html", "tr");
        for (WebElement chip : driver.findElements(By.cssSelector(".chip.on"))) {
            assertTrue(chip.getText().startsWith("✔"), chip.getText());
        }
        List<WebElement> uncovered = driver.findElements(By.cssSelector("a.chip:not(.on):not(.nd)"));
        assertFalse(uncovered.isEmpty());
        uncovered.forEach(c -> assertTrue(c.getText().startsWith("○"), c.getText()));
        assertTrue(uncovered.get(0).getAttribute("textContent").contains("senaryo yok"), "a word for screen readers too");
        List<WebElement> notDecidable = driver.findElements(By.cssSelector("a.chip.nd"));
        assertFalse(notDecidable.isEmpty(), "not-decidable.tsv names provisions no engine can decide");
        notDecidable.forEach(c -> assertTrue(c.getText().startsWith("–"), c.getText()));
        assertTrue(notDecidable.get(0).getAttribute("textContent").contains("motorla karar verilemez"), "a word for screen readers too");
        open("articles.html", "tr");
        assertFalse(driver.findElements(By.cssSelector("ul.tree .dot.on")).isEmpty());
        driver.findElements(By.cssSelector("ul.tree .dot")).stream().limit(50)
                .forEach(d -> assertTrue(List.of("✔", "○").contains(d.getText()), d.getText()));
    }

    @Test
    void theReferenceGraphsLinksAreReachableByKeyboardAndNamed() {
        open("articles/7.5.5.html", "tr");
        WebElement graph = driver.findElement(By.cssSelector("svg.refgraph"));
        assertEquals("group", graph.getAttribute("role"));
        List<WebElement> links = graph.findElements(By.cssSelector("a"));
        assertFalse(links.isEmpty());
        links.forEach(a -> assertTrue(a.getAttribute("aria-label").startsWith("Madde "), a.getAttribute("aria-label")));
        driver.findElement(By.cssSelector("#prov-h")).click();
        boolean reached = false;
        for (int i = 0; i < 300 && !reached; i++) {
            new Actions(driver).sendKeys(Keys.TAB).perform();
            reached = (Boolean) browser.js("return !!document.activeElement.closest && !!document.activeElement.closest('svg.refgraph')");
        }
        assertTrue(reached, "Tab reaches a link of the graph");
        String label = (String) browser.js("return document.activeElement.getAttribute('aria-label')");
        new Actions(driver).sendKeys(Keys.ENTER).perform();
        String number = label.substring("Madde ".length(), label.indexOf(" —"));
        waiting(10).until(d -> d.getCurrentUrl().endsWith("/articles/" + number + ".html"));
    }

    // ---- languages ---------------------------------------------------------------------------------

    @Test
    void turkishModeShowsNoEnglishAndEnglishModeShowsEnglishWhereTheProjectHasIt() {
        List<String> english = List.of("year not given", "not given", "checkmate", "passed", "Provisions", "In rapid",
                "Decided by", "The game goes on", "What the commentary said", "Previous");
        List<String> found = new ArrayList<>();
        for (String page : List.of("index.html", "commentaries/000.html", "commentaries/001.html", "cases/002-1.html",
                "cases/000-S5.html", "cases/000-P1.html", "articles/7.5.5.html", "sparql.html", "cases.html", "workbench.html")) {
            open(page, "tr");
            String body = driver.findElement(By.tagName("body")).getText();
            english.stream().filter(body::contains).forEach(w -> found.add(page + ": \"" + w + "\""));
        }
        assertEquals(List.of(), found, "English in Turkish mode");
        open("cases/002-1.html", "en");
        assertTrue(text("h1").contains("The same knight moved twice"), text("h1"));
        assertTrue(text(".walk").contains("Black touches the knight on d7."), text(".walk"));
        String page = driver.findElement(By.tagName("body")).getText();
        for (String turkish : List.of("Yorumun görüşü", "Olaylar adım adım", "Oyun sürüyor", "geçti", "Dayanak")) {
            assertFalse(page.contains(turkish), "Turkish in English mode: " + turkish);
        }
        open("cases/004-6.html", "en");
        String walk = text(".walk");
        assertTrue(walk.matches("(?s).*plays \\d+\\.+ [NBRQK][a-h1-8x]*.*"), "moves in English letters: " + walk);
        open("sparql.html", "en");
        assertTrue(text(".queries").contains("Which articles"), "query descriptions in English");
        open("articles/7.5.5.html", "en");
        assertTrue(text("ol.prov").contains("gives the opponent two extra minutes"));
        assertTrue(driver.getTitle().startsWith("Article 7.5.5 — "), driver.getTitle());
    }

    @Test
    void theChess960ArticleShowsTheProjectsSettledReadings() {
        open("articles/II.3.html", "tr");
        String reading = text("aside.readings");
        assertTrue(reading.contains("yalnızca kaleye dokunan oyuncu o kaleyle rok yaparak dokunduğu taşı oynamış olur"), reading);
        assertFalse(reading.contains("dev.hakem.arbiter.MoveFacts"), "the code's place is for maintainers");
        driver.findElement(By.cssSelector("aside.readings a[href$='articles.html#yorumlar']")).click();
        waiting(10).until(d -> d.getCurrentUrl().endsWith("/articles.html#yorumlar"));
        List<String> readings = driver.findElements(By.cssSelector("#yorumlar .reading h3")).stream().map(WebElement::getText).toList();
        assertEquals(7, readings.size(), readings.toString());
        for (String main : List.of("4.7.2", "7.2.1", "7.5.4", "9.6.1", "A.1", "B.2", "II.3")) {
            assertTrue(readings.stream().anyMatch(r -> r.startsWith("Madde " + main)), main + " in " + readings);
        }
        assertTrue(text("#yorumlar").contains("004-8"), "the commentary case that reads 9.6 otherwise");
    }

    // ---- the cases index -----------------------------------------------------------------------------

    @SuppressWarnings("unchecked")
    private List<String> visibleCases() {
        return (List<String>) browser.js("return Array.from(document.querySelectorAll('#case-table tbody tr'))"
                + ".filter(r => r.offsetParent !== null).map(r => r.querySelector('td a').textContent)");
    }

    @SuppressWarnings("unchecked")
    private List<String> casesWhere(String script) {
        return (List<String>) browser.js("return Array.from(document.querySelectorAll('#case-table tbody tr'))"
                + ".filter(r => " + script + ").map(r => r.querySelector('td a').textContent)");
    }

    @Test
    void theCasesIndexFiltersByTopicCommentaryOutcomeAndStatus() {
        open("cases.html", "tr");
        List<String> all = visibleCases();
        assertTrue(all.size() >= 30, all.size() + " cases");
        new org.openqa.selenium.support.ui.Select(driver.findElement(By.name("commentary"))).selectByValue("004");
        List<String> of004 = visibleCases();
        assertFalse(of004.isEmpty());
        assertTrue(of004.stream().allMatch(id -> id.startsWith("004-")), of004.toString());
        assertEquals(casesWhere("r.querySelector('td a').textContent.startsWith('004-')"), of004, "every case of commentary 004");
        new org.openqa.selenium.support.ui.Select(driver.findElement(By.name("outcome"))).selectByValue("draw");
        List<String> drawn = visibleCases();
        assertFalse(drawn.isEmpty());
        assertTrue(of004.containsAll(drawn) && drawn.size() < of004.size(), drawn + " within " + of004);
        assertEquals(all.size() + " vakadan " + drawn.size() + " tanesi", text("#case-count"));
        new org.openqa.selenium.support.ui.Select(driver.findElement(By.name("commentary"))).selectByValue("");
        new org.openqa.selenium.support.ui.Select(driver.findElement(By.name("outcome"))).selectByValue("");
        new org.openqa.selenium.support.ui.Select(driver.findElement(By.name("status"))).selectByValue("diverges");
        List<String> diverging = visibleCases();
        assertTrue(diverging.contains("000-S5") && diverging.contains("004-8"), diverging.toString());
        new org.openqa.selenium.support.ui.Select(driver.findElement(By.name("status"))).selectByValue("");
        new org.openqa.selenium.support.ui.Select(driver.findElement(By.name("topic"))).selectByValue("7");
        List<String> illegal = visibleCases();
        assertTrue(illegal.contains("002-1") && !illegal.contains("000-S5"), illegal.toString());
    }

    /** Outline examples appear once each, with their values; no list repeats a row. */
    @Test
    void noPageRepeatsAScenarioAndOutlineExamplesShowTheirValues() throws IOException {
        java.util.regex.Pattern table = java.util.regex.Pattern.compile("<table class=\"grid cites.*?</table>", java.util.regex.Pattern.DOTALL);
        java.util.regex.Pattern row = java.util.regex.Pattern.compile("<tr class=.*?</tr>", java.util.regex.Pattern.DOTALL);
        java.util.regex.Pattern section = java.util.regex.Pattern.compile("<section class=\"scenario [a-z]+\" id=\"([^\"]+)\">\\s*<h2>(.*?)</h2>",
                java.util.regex.Pattern.DOTALL);
        List<String> repeated = new ArrayList<>();
        int examples = 0;
        try (java.util.stream.Stream<Path> pages = Files.walk(SITE)) {
            for (Path page : pages.filter(p -> p.toString().endsWith(".html")).toList()) {
                String html = Files.readString(page, StandardCharsets.UTF_8);
                java.util.regex.Matcher t = table.matcher(html);
                if (t.find()) {
                    java.util.Set<String> rows = new java.util.HashSet<>();
                    java.util.regex.Matcher r = row.matcher(t.group());
                    while (r.find()) {
                        if (!rows.add(r.group())) {
                            repeated.add(SITE.relativize(page) + ": a repeated row");
                        }
                    }
                }
                java.util.Set<String> ids = new java.util.HashSet<>();
                java.util.Set<String> names = new java.util.HashSet<>();
                java.util.regex.Matcher sc = section.matcher(html);
                while (sc.find()) {
                    if (!ids.add(sc.group(1)) || !names.add(sc.group(2))) {
                        repeated.add(SITE.relativize(page) + ": scenario shown twice: " + sc.group(1));
                    }
                    examples += sc.group(2).contains("class=\"example\"") ? 1 : 0;
                }
            }
        }
        assertEquals(List.of(), repeated.stream().limit(10).toList());
        assertTrue(examples >= 10, examples + " outline examples shown with their values");
    }

    // ---- boards and cases ------------------------------------------------------------------------------

    @Test
    void boardsMarkTheSquareInQuestionWithALegendReadableCoordinatesAndWords() {
        open("cases/000-S5.html", "tr");
        WebElement board = driver.findElements(By.cssSelector("svg.board")).get(1);
        // b8: file 1, rank 7 -> x = 20 + 44 + 2, y = 4 + 2
        assertFalse(board.findElements(By.cssSelector("rect.mk.question[x='66'][y='6']")).isEmpty(), "b8 is the square in question");
        assertFalse(board.findElements(By.cssSelector("rect.mk.attacker")).isEmpty(), "the rook on b3 attacks it");
        WebElement figure = board.findElement(By.xpath(".."));
        String caption = figure.findElement(By.tagName("figcaption")).getText();
        assertTrue(caption.contains("sorudaki kare") && caption.contains("saldıran taş"), caption);
        assertTrue(caption.contains("Beyaz: şah e1"), "the position in words: " + caption);
        assertFalse(caption.contains("r3k1nr/"), "no raw FEN for arbiters");
        String labelled = board.getAttribute("aria-labelledby");
        assertTrue(labelled.endsWith("-desc"), labelled);
        double px = ((Number) browser.js("var t = arguments[0].querySelector('g.coords text');"
                + "var svg = arguments[0]; return parseFloat(t.getAttribute('font-size') || t.parentNode.getAttribute('font-size'))"
                + " * svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;", board)).doubleValue();
        assertTrue(px >= 11, "coordinates are " + px + " px");
    }

    @Test
    void aCaseStepsEventByEventWithButtonsAndKeys() throws IOException {
        open("cases/002-1.html", "tr");
        WebElement walk = driver.findElement(By.cssSelector(".walk"));
        List<WebElement> steps = walk.findElements(By.cssSelector(".walk-step"));
        assertTrue(steps.size() >= 4, steps.size() + " events");
        assertEquals("1 / " + steps.size(), text(".walk-pos"));
        assertTrue(steps.get(0).isDisplayed() && !steps.get(1).isDisplayed());
        driver.findElement(By.cssSelector(".walk-next")).click();
        assertEquals("2 / " + steps.size(), text(".walk-pos"));
        walk.click();
        new Actions(driver).sendKeys(Keys.ARROW_RIGHT).perform();
        assertEquals("3 / " + steps.size(), text(".walk-pos"));
        assertTrue(steps.get(2).isDisplayed() && !steps.get(1).isDisplayed());
        new Actions(driver).sendKeys(Keys.ARROW_LEFT).sendKeys(Keys.ARROW_LEFT).perform();
        assertEquals("1 / " + steps.size(), text(".walk-pos"));
        // the last event: the clock is pressed after the second knight move — a completed illegal move
        for (int i = 1; i < steps.size(); i++) {
            new Actions(driver).sendKeys(Keys.ARROW_RIGHT).perform();
        }
        assertTrue(steps.get(steps.size() - 1).getText().contains("7.5.1"), steps.get(steps.size() - 1).getText());
        browser.screenshot("case-002-1-step.png", 1280);
    }

    @Test
    void aDivergenceShowsWhatTheCommentarySaidAndWhatTheLawsGiveApart() {
        open("cases/000-S5.html", "tr");
        String said = text(".said");
        String laws = text(".bylaws");
        assertTrue(said.startsWith("Yorum ne dedi") && said.contains("b8'e saldırmaktadır"), said);
        assertTrue(laws.startsWith("Kurallara göre") && laws.contains("Siyah uzun rok yapabilir"), laws);
        assertFalse(said.contains("yapabilir"), "the correction is not in the commentary's block");
        assertFalse(text("section.scenario").contains("features/rok_sorulari.feature:"), "no feature file for arbiters");
        driver.findElement(By.cssSelector("footer input.dev-toggle")).click();
        assertTrue(text("section.scenario").contains("features/rok_sorulari.feature:"), "maintainers see it");
        driver.findElement(By.cssSelector("footer input.dev-toggle")).click();
        // each 004-8 scenario states the commentary's argument and the Laws' as two blocks of its own
        open("cases/004-8.html", "tr");
        List<WebElement> scenarios = driver.findElements(By.cssSelector("section.scenario"));
        assertEquals(2, scenarios.size());
        for (WebElement sc : scenarios) {
            String commentary = sc.findElement(By.cssSelector(".notes .said")).getText();
            String byLaws = sc.findElement(By.cssSelector(".notes .bylaws")).getText();
            assertTrue(commentary.startsWith("Yorumun görüşü") && commentary.contains("Madde 5"), commentary);
            assertTrue(byLaws.startsWith("Kurallara göre") && byLaws.contains("9.6.1"), byLaws);
            assertFalse(commentary.contains("berabere"), "the Laws' draw is not in the commentary's block: " + commentary);
        }
    }

    // ---- the server ----------------------------------------------------------------------------------

    @Test
    void aMissingPageGetsTheSitesOwn404() throws Exception {
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(base + "articles/99.9.html")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(404, r.statusCode());
        open("articles/99.9.html", "tr");
        assertTrue(driver.getTitle().startsWith("Sayfa bulunamadı"), driver.getTitle());
        assertEquals(List.of(), browser.consoleProblems().stream().filter(m -> !m.contains("99.9.html")).toList(),
                "its style and scripts load from the site's root");
        browser.screenshot("404.png", 1280);
    }

    // ---- the workbench -------------------------------------------------------------------------------

    private void square(String sq) {
        driver.findElement(By.cssSelector("#wb-board [data-sq='" + sq + "']")).click();
    }

    private void eventsAre(int n) {
        waiting(30).until(d -> d.findElements(By.cssSelector("#wb-events li")).size() == n);
    }

    @Test
    void aCaseBuiltByClicksGetsTheRulingHakemRuleGivesForItsJsonAndItsScenarioPasses(@TempDir Path tmp) throws Exception {
        open("workbench.html", "tr");
        driver.findElement(By.id("wb-startpos")).click();
        driver.findElement(By.id("wb-cw")).sendKeys("30");
        driver.findElement(By.id("wb-cb")).sendKeys("25");
        // white touches the d2 pawn, releases it on d5 (three squares: illegal) and presses the clock
        driver.findElement(By.cssSelector("button[data-mode='touch']")).click();
        square("d2");
        eventsAre(1);
        driver.findElement(By.cssSelector("button[data-mode='release']")).click();
        square("d2");
        square("d5");
        eventsAre(2);
        driver.findElement(By.cssSelector("button[data-event='press']")).click();
        eventsAre(3);
        waiting(30).until(d -> d.findElement(By.id("wb-ruling-json")).getAttribute("textContent").contains("ILLEGAL_MOVE"));
        // then black offers a draw
        driver.findElement(By.cssSelector("input[name='wb-by'][value='black']")).click();
        driver.findElement(By.cssSelector("button[data-event='offerDraw']")).click();
        eventsAre(4);
        String ruling = driver.findElement(By.id("wb-ruling")).getText();
        assertTrue(ruling.contains("7.5.1") && ruling.contains("7.5.5"), "deciding provisions shown and linked: " + ruling);
        assertFalse(driver.findElements(By.cssSelector("#wb-ruling a[href*='articles/7.5.5.html#h1']")).isEmpty());
        browser.screenshot("workbench.png", 1280);
        browser.screenshot("phone-workbench.png", 390);

        driver.findElement(By.id("wb-json")).click();
        waiting(10).until(d -> !d.findElement(By.id("wb-out")).getAttribute("textContent").isBlank());
        String caseJson = driver.findElement(By.id("wb-out")).getAttribute("textContent");
        JsonNode shown = JSON.readTree(driver.findElement(By.id("wb-ruling-json")).getAttribute("textContent"));
        Path file = tmp.resolve("vaka.json");
        Files.writeString(file, caseJson, StandardCharsets.UTF_8);
        RuleCommandTest.Run rule = cli("rule", file.toString(), "--json");
        assertEquals(0, rule.code(), rule.err());
        assertEquals(JSON.readTree(rule.out()), shown, "the page shows the ruling hakem rule --json gives for the downloaded case");
        assertEquals(4, JSON.readTree(caseJson).path("events").size());

        driver.findElement(By.id("wb-feature")).click();
        waiting(20).until(d -> d.findElement(By.id("wb-out")).getAttribute("textContent").startsWith("# language: tr"));
        String feature = driver.findElement(By.id("wb-out")).getAttribute("textContent");
        assertTrue(feature.contains("Eğer ki beyaz d2'deki piyona dokunur"), feature);
        assertTrue(feature.contains("beyaz geçersiz bir hamle tamamlamıştır"), feature);
        SpecRun.assertPasses(tmp, List.of(feature));
        assertEquals(List.of(), browser.consoleProblems());
    }

    @Test
    void theWorkbenchOpensACaseFromItsPageWithItsEvents() throws IOException {
        open("cases/002-1.html", "tr");
        driver.findElement(By.cssSelector("a.button[href*='workbench.html?case=002-1']")).click();
        waiting(30).until(d -> d.findElements(By.cssSelector("#wb-events li")).size() >= 4);
        waiting(30).until(d -> d.findElement(By.id("wb-ruling-json")).getAttribute("textContent").contains("TIME_ADDED"));
        assertTrue(driver.findElement(By.id("wb-fen")).getAttribute("value").startsWith("5rk1/1p3ppp/pn6/3B4"),
                "the board shows the engine's position: the knight back on b6");
        // keyboard on the board: focus a square, move with the arrows
        WebElement sq = driver.findElement(By.cssSelector("#wb-board [data-sq='e2']"));
        browser.js("arguments[0].focus()", sq);
        new Actions(driver).sendKeys(Keys.ARROW_UP).perform();
        assertEquals("e3", browser.js("return document.activeElement.getAttribute('data-sq')"));
    }

    // ---- screenshots ---------------------------------------------------------------------------------

    @Test
    void screenshotsOfTheNewPagesAtDesktopAndPhoneWidths() throws IOException {
        for (String page : List.of("index.html", "articles/7.5.5.html", "cases/000-S5.html", "cases/002-1.html", "cases.html",
                "coverage.html", "sparql.html", "workbench.html?case=000-S5")) {
            open(page, "tr");
            waiting(20).until(d -> ((Number) browser.js("return document.readyState === 'complete' ? 1 : 0")).intValue() == 1);
            String name = page.replace("workbench.html?case=", "workbench-").replace('/', '-').replace(".html", "");
            browser.screenshot("desktop-" + name + ".png", 1280);
            browser.screenshot("phone-" + name + ".png", 390);
        }
        open("cases/002-1.html", "en");
        browser.screenshot("desktop-cases-002-1-en.png", 1280);
    }
}
