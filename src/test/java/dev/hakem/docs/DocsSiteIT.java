package dev.hakem.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import dev.hakem.kb.KnowledgeBase;
import dev.hakem.kb.SparqlEndpoint;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Opens the generated living documentation in headless Chromium (Debian's chromium and
 * chromium-driver) from {@code file://}, as an arbiter would without a server, and checks what
 * matters most: home without console errors, 7.5.5 lists its cases, the language switch, a
 * visible board, no broken internal link on any page, and Turkish search. Saves screenshots of
 * the home page and a case page under {@code reports/screenshots/}. {@link ArbiterSiteIT} tries the
 * site served by {@code hakem serve}.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class DocsSiteIT {
    private static final Path SITE = Path.of("reports/site").toAbsolutePath();

    private Browser browser;
    private ChromeDriver driver;
    private String showcase;

    @BeforeAll
    void start() throws IOException {
        showcase = DocsFixture.generate(SITE);
        browser = new Browser();
        driver = browser.driver;
    }

    @AfterAll
    void stop() throws IOException {
        if (browser != null) {
            browser.close();
        }
    }

    private void open(String page) {
        driver.get(SITE.resolve(page).toUri().toString());
    }

    private List<String> consoleProblems() {
        return browser.consoleProblems();
    }

    private Object js(String script, Object... args) {
        return browser.js(script, args);
    }

    private void setLanguage(String lang) {
        browser.language(lang);
    }

    @Test
    void homeLoadsWithoutConsoleErrors() throws IOException {
        consoleProblems(); // drain
        open("index.html");
        setLanguage("tr");
        driver.navigate().refresh();
        assertTrue(driver.getTitle().contains("hakem"), driver.getTitle());
        assertEquals(List.of(), consoleProblems());
        WebElement h1 = driver.findElement(By.cssSelector("h1 [data-l='tr']"));
        assertTrue(h1.isDisplayed());
        assertTrue(driver.findElement(By.id("passed")).getText().matches("\\d+"));
        screenshot("home.png");
    }

    @Test
    void article755ListsItsCases() {
        open("articles/7.5.5.html");
        List<String> cases = driver.findElements(By.cssSelector("#vakalar li > a")).stream().map(WebElement::getText).toList();
        assertTrue(cases.containsAll(List.of("001-I1", "002-1", "002-2")), cases.toString());
        assertTrue(driver.findElement(By.cssSelector("a.official")).getAttribute("href")
                .startsWith("https://handbook.fide.com/chapter/E012023"));
    }

    @Test
    void languageSwitchWorksAndIsRemembered() throws IOException {
        open("index.html");
        setLanguage("tr");
        driver.navigate().refresh();
        WebElement tr = driver.findElement(By.cssSelector("h1 [data-l='tr']"));
        WebElement en = driver.findElement(By.cssSelector("h1 [data-l='en']"));
        assertTrue(tr.isDisplayed());
        assertFalse(en.isDisplayed());
        driver.findElement(By.id("lang")).click();
        assertTrue(en.isDisplayed());
        assertFalse(tr.isDisplayed());
        assertEquals("en", driver.findElement(By.tagName("html")).getAttribute("lang"));
        assertTrue(driver.findElement(By.id("q2")).getAttribute("placeholder").startsWith("Search"));
        screenshot("home-en.png");
        open("articles/7.5.5.html"); // another page remembers the choice
        assertTrue(driver.findElement(By.cssSelector("h1 [data-l='en']")).isDisplayed());
        assertFalse(driver.findElement(By.cssSelector("h1 [data-l='tr']")).isDisplayed());
        driver.findElement(By.id("lang")).click();
        assertTrue(driver.findElement(By.cssSelector("h1 [data-l='tr']")).isDisplayed());
    }

    @Test
    void caseShowsABoardDiagram() throws IOException {
        open("index.html");
        setLanguage("tr");
        open("cases/" + showcase + ".html");
        WebElement board = driver.findElement(By.cssSelector("svg.board"));
        assertTrue(board.isDisplayed());
        assertTrue(board.getSize().getWidth() >= 300 && board.getSize().getHeight() >= 280, board.getSize().toString());
        // the pieces are drawn as glyphs: the board has pieces on it
        assertFalse(board.findElements(By.tagName("text")).isEmpty());
        screenshot("case-" + showcase + ".png");
    }

    @Test
    void searchFindsAnArticleByATurkishWord() {
        open("index.html");
        setLanguage("tr");
        driver.navigate().refresh();
        WebElement q = driver.findElement(By.id("q2"));
        q.sendKeys("yıldırım");
        new WebDriverWait(driver, Duration.ofSeconds(5)).until(d -> d.findElement(By.id("results2")).isDisplayed());
        List<String> hrefs = driver.findElements(By.cssSelector("#results2 a")).stream()
                .map(a -> a.getAttribute("href")).toList();
        assertTrue(hrefs.stream().anyMatch(h -> h.endsWith("/articles/B.html")), hrefs.toString());
        q.clear();
        q.sendKeys("geçersiz hamle");
        new WebDriverWait(driver, Duration.ofSeconds(5)).until(d -> !d.findElements(By.cssSelector("#results2 a")).isEmpty());
        List<String> more = driver.findElements(By.cssSelector("#results2 a")).stream().map(a -> a.getAttribute("href")).toList();
        assertTrue(more.stream().anyMatch(h -> h.endsWith("/articles/7.5.html")), more.toString());
        // the folded form finds it too ("gecersiz" without Turkish letters)
        q.clear();
        q.sendKeys("gecersiz hamle");
        new WebDriverWait(driver, Duration.ofSeconds(5)).until(d -> !d.findElements(By.cssSelector("#results2 a")).isEmpty());
        q.sendKeys(org.openqa.selenium.Keys.ENTER);
        new WebDriverWait(driver, Duration.ofSeconds(5)).until(d -> d.getCurrentUrl().contains("/articles/"));
    }

    /** Served by {@code hakem serve --static}: the site at / and a canned query run from the SPARQL page. */
    @Test
    void sparqlPageRunsACannedQueryWhenServed() throws IOException {
        try (SparqlEndpoint endpoint = SparqlEndpoint.start(KnowledgeBase.load(Path.of(".")),
                SparqlEndpoint.Options.defaults(0).withStaticDir(SITE))) {
            String base = "http://127.0.0.1:" + endpoint.port() + "/";
            driver.get(base + "index.html");
            assertTrue(driver.getTitle().contains("hakem"), driver.getTitle());
            consoleProblems();
            driver.get(base + "sparql.html");
            WebElement button = driver.findElements(By.cssSelector("button.load")).stream()
                    .filter(b -> b.getText().equals("referring-articles")).findFirst().orElseThrow();
            button.click();
            WebElement param = driver.findElement(By.cssSelector("#params input[name='article']"));
            param.clear();
            param.sendKeys("4.3");
            driver.findElement(By.id("run")).click();
            new WebDriverWait(driver, Duration.ofSeconds(20)).until(d -> d.findElement(By.id("sparql-status")).getText()
                    .matches("\\d+ (satır|rows)"));
            List<String> first = driver.findElements(By.cssSelector("#sparql-results tbody tr td:first-child")).stream()
                    .map(WebElement::getText).toList();
            assertTrue(first.contains("9.4"), "9.4 refers to 4.3: " + first);
            assertEquals(List.of(), consoleProblems());
            screenshot("sparql.png");
        }
    }

    /** Loads every page reachable from the home page and checks each internal link's file and anchor. */
    @Test
    void noBrokenInternalLink() throws IOException {
        Deque<String> todo = new ArrayDeque<>(List.of(SITE.resolve("index.html").toUri().toString()));
        Set<String> seen = new HashSet<>(todo);
        Map<Path, Set<String>> ids = new HashMap<>();
        List<String> broken = new ArrayList<>();
        consoleProblems();
        int pages = 0;
        while (!todo.isEmpty()) {
            String page = todo.pop();
            driver.get(page);
            pages++;
            List<String> problems = consoleProblems();
            if (!problems.isEmpty()) {
                broken.add(page + ": console: " + problems);
            }
            @SuppressWarnings("unchecked")
            List<String> links = (List<String>) js("return Array.from(document.querySelectorAll('a[href], link[href], script[src]'))"
                    + ".map(e => new URL(e.getAttribute('href') || e.getAttribute('src'), location.href).href)");
            for (String link : links) {
                URI u = URI.create(link);
                if (!"file".equals(u.getScheme())) {
                    continue;
                }
                Path file = Path.of(URI.create(link.replaceAll("[#?].*$", "")));
                if (!Files.isRegularFile(file)) {
                    broken.add(page + " → " + link);
                    continue;
                }
                String frag = u.getFragment();
                if (frag != null && !frag.isEmpty() && !ids.computeIfAbsent(file, DocsSiteIT::idsOf).contains(frag)) {
                    broken.add(page + " → " + link + " (no such anchor)");
                }
                String target = file.toUri().toString();
                if (target.endsWith(".html") && seen.add(target)) {
                    todo.add(target);
                }
            }
        }
        assertEquals(List.of(), broken);
        long html;
        try (Stream<Path> s = Files.walk(SITE)) {
            // 404.html is what the server sends for a path without a page: nothing links to it
            html = s.filter(p -> p.toString().endsWith(".html") && !p.getFileName().toString().equals("404.html")).count();
        }
        assertEquals(html, pages, "every page of the site is reachable from the home page");
    }

    private static Set<String> idsOf(Path file) {
        try {
            Set<String> out = new HashSet<>();
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\sid=\"([^\"]+)\"")
                    .matcher(Files.readString(file, StandardCharsets.UTF_8));
            while (m.find()) {
                out.add(m.group(1));
            }
            return out;
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private void screenshot(String name) throws IOException {
        browser.screenshot(name, 1280);
    }
}
