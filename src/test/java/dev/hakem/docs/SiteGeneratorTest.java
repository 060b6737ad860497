package dev.hakem.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SiteGeneratorTest {
    @TempDir
    Path tmp;

    @Test
    void writesOnePagePerArticleCaseAndCommentary() throws Exception {
        SiteModel model = new SiteModel(SampleSiteData.of(SampleSiteData.SAMPLE_RUN));
        Path out = tmp.resolve("site");
        int pages = new SiteGenerator().generate(model, List.of(), out);
        assertEquals(390, model.articles().size());
        assertEquals(3, model.featurePages().size());
        // home, articles, cases, coverage, SPARQL, workbench, 404; each article, case, commentary, feature file
        assertEquals(7 + 390 + model.casePages().size() + 4 + 3, pages);
        assertTrue(Files.exists(out.resolve("features/gecersiz-hamle.html")));
        String home = Files.readString(out.resolve("index.html"), StandardCharsets.UTF_8);
        assertTrue(home.contains("href=\"cases/001-I1.html#s-001-I1-8\""), "the failing scenario is listed on the home page");
        assertTrue(Files.exists(out.resolve("articles/7.5.5.html")));
        assertTrue(Files.exists(out.resolve("articles/A.4.1.html")));
        assertTrue(Files.exists(out.resolve("assets/search-index.js")));
        String art = Files.readString(out.resolve("articles/7.5.5.html"), StandardCharsets.UTF_8);
        assertTrue(art.contains("href=\"../cases/002-1.html\""), "7.5.5 lists case 002-1");
        assertTrue(art.contains("href=\"../cases/001-I1.html\""), "7.5.5 lists case 001-I1");
        assertTrue(art.contains("https://handbook.fide.com/chapter/E012023"));
        String c = Files.readString(out.resolve("cases/002-1.html"), StandardCharsets.UTF_8);
        assertTrue(c.contains("<div class=\"notes\" lang=\"tr\" data-l=\"tr\"><p>Örnek için yazılmış bir not.</p>"
                + "<div class=\"said\"><h4>Yorumun görüşü</h4><p>hamle geri alınmaz, at d5&#39;te kalır.</p></div>"
                + "<div class=\"bylaws\"><h4>Kurallara göre</h4><p>7.5.1 konumu at b6&#39;dayken kurar.</p></div></div>"),
                "the scenario's description under its title, the two arguments in separate blocks");
        assertEquals(3, c.split("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"board\"").length - 1, "three boards");
        assertTrue(c.contains("class=\"arrow\""));
        String s5 = Files.readString(out.resolve("cases/000-S5.html"), StandardCharsets.UTF_8);
        assertTrue(s5.contains("badge warn"), "divergence marked");
        // the commentary's words and the Laws' ruling in two separate blocks
        int said = s5.indexOf("<div class=\"said\"><h2>");
        int laws = s5.indexOf("<div class=\"bylaws\"><h2>");
        assertTrue(said > 0 && laws > said, "'Yorum ne dedi' before 'Kurallara göre'");
        assertTrue(s5.substring(said, laws).contains("b3&#39;teki beyaz kale b8&#39;e saldırmaktadır"), "the commentary's view");
        assertFalse(s5.substring(said, laws).contains("saldırı altında olabilir"), "the correction is not in the commentary's block");
        assertTrue(s5.substring(laws).contains("b8 boş olmalıdır ama saldırı altında olabilir"), "the Laws' ruling");
        assertTrue(s5.contains("<title data-tr=\"Vaka 000-S5 — Bulmaca 5: b8&#39;e saldırı siyahın uzun rokunu engellemez · hakem\""), "title with the heading");
        assertTrue(s5.contains("href=\"../workbench.html?case=000-S5\""), "opens the case in the workbench");
        // provisions of the article with anchors, in both languages; where rapid and blitz change it
        assertTrue(art.contains("<li id=\"h1\"><a class=\"pno\" href=\"#h1\">7.5.5#h1</a>"), "provision anchor");
        assertTrue(art.contains("rakibin süresine 2 dakika eklenir") && art.contains("gives the opponent two extra minutes"));
        assertTrue(art.contains("<aside class=\"variants\"") && art.contains("1 dakika eklenir") && art.contains("href=\"../articles/A.3.html\""),
                "the rapid change A.3");
        assertTrue(art.contains("<title data-tr=\"Madde 7.5.5 — "), "title with the heading");
        assertTrue(art.contains("rel=\"prev\" href=\"7.5.4.html\"") && art.contains("rel=\"next\" href=\"7.6.html\""), "previous and next");
        assertTrue(Files.readString(out.resolve("articles/A.3.html"), StandardCharsets.UTF_8).contains("Bu madde şunları değiştirir"));
        assertTrue(Files.exists(out.resolve("cases.html")) && Files.exists(out.resolve("workbench.html")));
        // the project's settled readings on the articles they concern, and all of them on the articles page
        String ii3 = Files.readString(out.resolve("articles/II.3.html"), StandardCharsets.UTF_8);
        assertTrue(ii3.contains("<aside class=\"readings\"") && ii3.contains("yalnızca kaleye dokunan oyuncu o kaleyle rok yaparak")
                && ii3.contains("dev.hakem.arbiter.MoveFacts"), "the Chess960 touched-rook reading on II.3");
        String fivefold = Files.readString(out.resolve("articles/9.6.1.html"), StandardCharsets.UTF_8);
        assertTrue(fivefold.contains("oluştukları anda oyunu bitirir") && fivefold.contains("href=\"../cases/004-8.html\""),
                "9.6.1 ends the game; 004-8 reads it otherwise");
        assertTrue(Files.readString(out.resolve("articles/7.5.4.html"), StandardCharsets.UTF_8).contains("hamle tahtada kalır"));
        String kingStep = Files.readString(out.resolve("articles/4.7.2.html"), StandardCharsets.UTF_8);
        assertTrue(kingStep.contains("önce saate basılırsa şah hamlesi yapılmış olur")
                && kingStep.contains("dev.hakem.arbiter.CastlingCommitment"), "the Chess960 one-square king step on 4.7.2");
        String setUp = Files.readString(out.resolve("articles/7.2.1.html"), StandardCharsets.UTF_8);
        assertTrue(setUp.contains("960 başlangıç konumundan herhangi biridir") && setUp.contains("dev.hakem.arbiter.SetUpErrors"),
                "7.2.1 with II.2 on 7.2.1");
        String index = Files.readString(out.resolve("articles.html"), StandardCharsets.UTF_8);
        assertEquals(7, index.split("<div class=\"reading\" id=\"yorum-").length - 1, "every settled reading on the articles page");
        String a1 = Files.readString(out.resolve("articles/A.1.html"), StandardCharsets.UTF_8);
        assertTrue(a1.contains("gecikmeyi artırım gibi sayar") && a1.contains("dev.hakem.arbiter.TimeControl"),
                "the time-delay reading on A.1");
        String notFound = Files.readString(out.resolve("404.html"), StandardCharsets.UTF_8);
        assertTrue(notFound.contains("href=\"/assets/site.css?v=") && notFound.contains("href=\"/cases.html\""),
                "the 404 page links from the site's root, wherever it is served");
        assertFalse(Files.list(tmp).anyMatch(p -> p.getFileName().toString().startsWith(".site-")), "no temp dir left");
    }

    @Test
    void casePageShowsOurTurkishParaphraseInTurkishModeAndTheIndexsEnglishInEnglishMode() throws Exception {
        dev.hakem.kb.KnowledgeBase kb = dev.hakem.kb.KnowledgeBase.load(new dev.hakem.kb.KnowledgeBase.Sources(
                Path.of("ontology"), tmp.resolve("features"), tmp.resolve("none.json")));
        SiteModel model = new SiteModel(KbSiteData.of(kb, tmp.resolve("reports")));
        Path out = tmp.resolve("site");
        new SiteGenerator().generate(model, List.of(), out);
        String c = Files.readString(out.resolve("cases/002-1.html"), StandardCharsets.UTF_8);
        assertTrue(c.contains("<p data-l=\"tr\">Turnuva oyunu, 90 dakika + hamle başına 30 saniye. Siyah 47...Ad7-b6 oynar;"), c);
        assertTrue(c.contains("<p data-l=\"en\">Tournament game, 90 minutes + 30 s a move."), c);
        assertTrue(c.contains("<p data-l=\"tr\">At bırakıldığı anda Ab6 kurallara uygun ve yapılmış bir hamledir;"), "what the commentary says, in Turkish");
        assertTrue(c.contains("<p data-l=\"en\">Nb6 was legal and made once the knight was released;"), "and in English");
        assertFalse(c.contains("İngilizce özet"), "no 'English summary' label where our Turkish exists");
        // lists name a case by our title, in each language
        String commentary = Files.readString(out.resolve("commentaries/004.html"), StandardCharsets.UTF_8);
        assertTrue(commentary.contains("<span lang=\"tr\" data-l=\"tr\">Hiçbir oyuncunun mat edemeyeceği konum</span>"), commentary);
        assertTrue(commentary.contains("<span lang=\"en\" data-l=\"en\">A position in which neither player can checkmate</span>"), commentary);
        assertTrue(SiteGenerator.searchIndex(model).contains("\"tr\":\"Hiçbir oyuncunun, uygun hamlelerin hiçbir dizisiyle mat edemeyeceği"),
                "search finds the case by its Turkish situation");
    }

    /**
     * Why an engine cannot decide a provision or an article comes from the knowledge base
     * ({@code hk:notDecidable}) and shows on the coverage page (a third kind of chip, in words too)
     * and beside the provision on its article's page.
     */
    @Test
    void notDecidableProvisionsAreSaidSoOnTheCoverageAndArticlePages() throws Exception {
        SiteData real = SampleSiteData.of(SampleSiteData.SAMPLE_RUN);
        SiteData.Label choice = new SiteData.Label("Hakemin seçimidir.", "An arbiter's choice.");
        SiteData.Label people = new SiteData.Label("Konumu insanlar yeniden kurar.", "People reconstruct the position.");
        SiteData data = (SiteData) java.lang.reflect.Proxy.newProxyInstance(SiteData.class.getClassLoader(), new Class<?>[] {SiteData.class},
                (proxy, method, args) -> method.getName().equals("notDecidable") ? java.util.Map.of("6.5#h1", choice, "7.6#h2", people)
                        : method.invoke(real, args));
        SiteModel model = new SiteModel(data);
        assertEquals(choice, model.notDecidable("6.5"), "every provision of 6.5 is not decidable");
        assertEquals(null, model.notDecidable("7.6"), "7.6#h1 and #h3 are");
        assertEquals(people, model.notDecidable("7.6#h2"));
        Path out = tmp.resolve("site");
        new SiteGenerator().generate(model, List.of(), out);
        String coverage = Files.readString(out.resolve("coverage.html"), StandardCharsets.UTF_8);
        assertTrue(coverage.contains("<a class=\"chip nd\" href=\"articles/6.5.html\""), "6.5 is neither covered nor uncovered");
        assertTrue(coverage.contains("motorla karar verilemez: Hakemin seçimidir."), "the reason in the chip's title");
        assertTrue(coverage.contains("<span class=\"vh\"><span lang=\"tr\" data-l=\"tr\">, motorla karar verilemez</span>"),
                "said in words, not by colour alone");
        assertTrue(coverage.contains("<a class=\"chip\" href=\"articles/7.6.html\""), "7.6 is decidable, not covered here");
        String a76 = Files.readString(out.resolve("articles/7.6.html"), StandardCharsets.UTF_8);
        int h2 = a76.indexOf("<li id=\"h2\">");
        int h3 = a76.indexOf("<li id=\"h3\">");
        assertTrue(h2 > 0 && a76.substring(h2, h3).contains("Motor buna karar veremez: </span><span lang=\"en\" data-l=\"en\">An engine cannot decide this: </span><span lang=\"tr\" data-l=\"tr\">Konumu insanlar yeniden kurar."),
                a76.substring(h2, h3));
        assertFalse(a76.substring(0, h2).contains("Motor buna karar veremez"), "7.6#h1 is decidable");
        assertTrue(Files.readString(out.resolve("articles/6.5.html"), StandardCharsets.UTF_8).contains("motorla karar verilemez"));
    }

    /**
     * The pages work under the served Content-Security-Policy (scripts and styles from the site's
     * own files only): no inline script, no style attribute or element, no event-handler attribute,
     * no javascript: link.
     */
    @Test
    void noPageNeedsInlineScriptOrStyle() throws Exception {
        SiteModel model = new SiteModel(SampleSiteData.of(SampleSiteData.SAMPLE_RUN));
        Path out = tmp.resolve("site");
        new SiteGenerator().generate(model, List.of(), out);
        java.util.regex.Pattern inline = java.util.regex.Pattern.compile(
                "<script(?![^>]*\\ssrc=)[^>]*>|<style[\\s>]|\\sstyle=\"|\\son[a-z]+=\"|href=\"javascript:");
        List<String> found = new java.util.ArrayList<>();
        try (java.util.stream.Stream<Path> pages = Files.walk(out)) {
            for (Path page : pages.filter(f -> f.toString().endsWith(".html")).toList()) {
                java.util.regex.Matcher m = inline.matcher(Files.readString(page, StandardCharsets.UTF_8));
                if (m.find()) {
                    found.add(out.relativize(page) + ": " + m.group());
                }
            }
        }
        assertEquals(List.of(), found.stream().limit(10).toList());
        for (String js : List.of("site.js", "sparql.js", "cases.js", "workbench.js", "lang.js")) {
            String code = Files.readString(out.resolve("assets").resolve(js), StandardCharsets.UTF_8);
            assertFalse(code.matches("(?s).*(\\beval\\(|new Function\\(|setAttribute\\('style'|style=\\\\?\"|\\son[a-z]+=).*"),
                    js + " builds no inline style or handler and evaluates no string");
        }
    }

    @Test
    void searchIndexHasEveryArticle() {
        SiteModel model = new SiteModel(SampleSiteData.of(SampleSiteData.SAMPLE_RUN));
        String js = SiteGenerator.searchIndex(model);
        assertTrue(js.startsWith("window.HAKEM_INDEX = ["));
        assertTrue(js.contains("\"n\":\"7.5.5\"") && js.contains("\"u\":\"articles/7.5.5.html\""));
        assertEquals(390, js.split("\"k\":\"a\"").length - 1);
    }
}
