package dev.hakem.docs;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.stream.Stream;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/**
 * Headless Debian Chromium for the browser tests (Selenium + chromedriver): a fresh profile,
 * the browser console collected, scripts run in the page, screenshots of whole pages at a width.
 */
final class Browser implements AutoCloseable {
    static final Path SHOTS = Path.of("reports/screenshots").toAbsolutePath();

    final ChromeDriver driver;
    private final Path profile;

    Browser() throws IOException {
        profile = Files.createTempDirectory("hakem-chromium-");
        ChromeOptions o = new ChromeOptions();
        o.setBinary(System.getProperty("hakem.chromium", "/usr/bin/chromium"));
        o.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", "--window-size=1280,900", "--user-data-dir=" + profile);
        o.setExperimentalOption("prefs", Map.of("download.default_directory", profile.resolve("downloads").toString()));
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        o.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(System.getProperty("hakem.chromedriver", "/usr/bin/chromedriver")))
                .usingAnyFreePort().build();
        driver = new ChromeDriver(service, o);
        driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(60));
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
    }

    /** Warnings and errors the page wrote to the console since the last call. */
    List<String> consoleProblems() {
        List<String> out = new ArrayList<>();
        for (LogEntry e : driver.manage().logs().get(LogType.BROWSER)) {
            if (e.getLevel().intValue() >= Level.WARNING.intValue()) {
                out.add(e.getLevel() + " " + e.getMessage());
            }
        }
        return out;
    }

    Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    void width(int px, int height) {
        driver.manage().window().setSize(new Dimension(px, height));
    }

    /** The language the site remembers (tr or en); applies from the next page load. */
    void language(String lang) {
        js("localStorage.setItem('hakem.lang', arguments[0])", lang);
    }

    /** A screenshot of the whole page at {@code width} pixels, saved under reports/screenshots/. */
    void screenshot(String name, int width) throws IOException {
        Files.createDirectories(SHOTS);
        Dimension before = driver.manage().window().getSize();
        width(width, 900);
        long h = ((Number) js("return document.documentElement.scrollHeight")).longValue();
        width(width, (int) Math.min(Math.max(h + 120, 700), 7000));
        js("window.scrollTo(0, 0)");
        byte[] png = ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES);
        driver.manage().window().setSize(before);
        Files.write(SHOTS.resolve(name), png);
    }

    @Override
    public void close() throws IOException {
        driver.quit();
        try (Stream<Path> s = Files.walk(profile)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }
}
