package dev.hakem.docs;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.hakem.kb.SafeOutput;
import freemarker.template.Configuration;
import freemarker.template.TemplateException;
import freemarker.template.TemplateExceptionHandler;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Writes the living documentation: static HTML pages from the FreeMarker templates, the style
 * sheet and script, and the search index as a script (so search works from {@code file://}).
 * The site is built in a new folder beside the target and swapped in at the end
 * ({@link SafeOutput}): a failed or interrupted build leaves the previous site as it was. A folder
 * is replaced only when it is empty or a site of hakem's: one that carries the marker file
 * {@value #MARKER} (written only here), or the layout of a site written before the marker existed.
 */
public final class SiteGenerator {
    static final String HANDBOOK = "https://handbook.fide.com/chapter/E012023";
    private static final String TEMPLATES = "/dev/hakem/docs/templates";
    private static final String ASSETS = "/dev/hakem/docs/assets/";
    private static final List<String> ASSET_FILES = List.of("site.css", "lang.js", "site.js", "sparql.js", "cases.js",
            "workbench.js", "favicon.svg");
    /** The file that marks a folder as a site hakem wrote (and may replace). */
    public static final String MARKER = ".hakem-site";
    /** The first line of the marker file. */
    static final String MARKER_LINE = "hakem documentation site";
    /** What a site written before the marker existed holds, and nothing else. */
    private static final Set<String> UNMARKED_SITE = Set.of("index.html", "articles.html", "coverage.html", "sparql.html",
            "assets", "articles", "cases", "commentaries", "features");

    private static final List<String> TEMPLATE_FILES = List.of("index.ftlh", "articles.ftlh", "cases.ftlh", "coverage.ftlh",
            "sparql.ftlh", "workbench.ftlh", "404.ftlh", "article.ftlh", "case.ftlh", "commentary.ftlh", "feature.ftlh");

    private final Configuration fm;

    /**
     * A canned SPARQL query shown on the SPARQL page: its name, the question it answers, its
     * parameters and its text. The page sends the parameters' values beside the text and the
     * endpoint binds them as {@code hakem query --param} does ({@code dev.hakem.kb.QueryParameters}).
     */
    public record Query(String name, String question, String questionTr, List<Param> params, String text) {
    }

    /** A query parameter: name, kind ("article" or "text"), default value (or null), description. */
    public record Param(String name, String kind, String defaultValue, String description) {
    }

    public SiteGenerator() {
        fm = TEMPLATES_CONFIG;
    }

    /**
     * The templates' configuration, one per process: FreeMarker's configuration is thread-safe once
     * set up and keeps the compiled templates, so a second site (a test, {@code serve} after
     * {@code docs}) does not compile them again. They are resources of the program and never change
     * while it runs: never checked again.
     */
    private static final Configuration TEMPLATES_CONFIG = configuration();

    private static Configuration configuration() {
        Configuration fm = new Configuration(Configuration.VERSION_2_3_34);
        fm.setClassForTemplateLoading(SiteGenerator.class, TEMPLATES);
        fm.setDefaultEncoding("UTF-8");
        fm.setOutputEncoding("UTF-8");
        fm.setLocale(Locale.ROOT);
        fm.setNumberFormat("computer");
        fm.setTemplateExceptionHandler(TemplateExceptionHandler.RETHROW_HANDLER);
        fm.setLogTemplateExceptions(false);
        fm.setWrapUncheckedExceptions(true);
        fm.setFallbackOnNullLoopVariable(false);
        fm.setTemplateUpdateDelayMilliseconds(Long.MAX_VALUE);
        return fm;
    }

    /** Reads and compiles the templates now (they are cached), e.g. on another thread while the data loads. */
    public SiteGenerator prepare() {
        try {
            for (String t : TEMPLATE_FILES) {
                fm.getTemplate(t);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("templates: " + e.getMessage(), e);
        }
        return this;
    }

    /**
     * Whether the site may be written to {@code out}, checked before any work (and again when it is
     * written): absent, empty or a site of hakem's ({@link #refuseToReplaceOtherThanASite}), under
     * a folder (its nearest existing ancestor is not a file).
     */
    public static void checkTarget(Path out) throws IOException {
        Path abs = out.toAbsolutePath().normalize();
        refuseToReplaceOtherThanASite(abs);
        for (Path p = abs.getParent(); p != null; p = p.getParent()) {
            if (Files.exists(p)) {
                if (!Files.isDirectory(p)) {
                    throw new java.nio.file.FileSystemException(null, null, p + " is a file, not a folder");
                }
                return;
            }
        }
    }

    /**
     * Generates the whole site into {@code out} (replacing what was there), its SPARQL page offering
     * {@code queries}; returns the number of pages.
     */
    public int generate(SiteModel model, List<Query> queries, Path out) throws IOException {
        Path abs = out.toAbsolutePath().normalize();
        Path parent = abs.getParent();
        try (SafeOutput safe = SafeOutput.lock(parent, abs.getFileName().toString(), "hakem docs")) {
            safe.recover();
            refuseToReplaceOtherThanASite(abs);
            Path tmp = safe.newFolder();
            int pages = write(model, List.copyOf(queries), tmp);
            Files.writeString(tmp.resolve(MARKER), MARKER_LINE + "\ngenerator: hakem " + version()
                    + "\nThis folder is replaced whenever hakem regenerates the site; keep nothing else in it.\n",
                    StandardCharsets.UTF_8);
            safe.replaceFolder(tmp);
            return pages;
        }
    }

    private static String version() {
        String v = SiteGenerator.class.getPackage().getImplementationVersion();
        return v == null ? "(development build)" : v;
    }

    private int write(SiteModel model, List<Query> queries, Path dir) throws IOException {
        Files.createDirectories(dir.resolve("assets"));
        Files.createDirectories(dir.resolve("articles"));
        Files.createDirectories(dir.resolve("cases"));
        Files.createDirectories(dir.resolve("commentaries"));
        Files.createDirectories(dir.resolve("features"));
        Map<String, String> versions = new HashMap<>();
        for (String a : ASSET_FILES) {
            byte[] bytes;
            try (InputStream in = SiteGenerator.class.getResourceAsStream(ASSETS + a)) {
                if (in == null) {
                    throw new IllegalStateException("missing asset " + a);
                }
                bytes = in.readAllBytes();
            }
            Files.write(dir.resolve("assets").resolve(a), bytes);
            versions.put(a, version(bytes));
        }
        byte[] index = searchIndex(model).getBytes(StandardCharsets.UTF_8);
        Files.write(dir.resolve("assets/search-index.js"), index);
        versions.put("search-index.js", version(index));
        byte[] workbench = WorkbenchData.script(model).getBytes(StandardCharsets.UTF_8);
        Files.write(dir.resolve("assets/workbench-data.js"), workbench);
        versions.put("workbench-data.js", version(workbench));
        Map<String, Object> common = new HashMap<>();
        common.put("versions", versions);
        common.put("m", model);
        common.put("handbook", HANDBOOK);
        common.put("parts", SiteModel.PARTS);
        common.put("generated", model.data().run().generated());
        List<Job> jobs = new ArrayList<>();
        jobs.add(new Job("index.ftlh", dir.resolve("index.html"), "", Map.of()));
        jobs.add(new Job("articles.ftlh", dir.resolve("articles.html"), "", Map.of()));
        jobs.add(new Job("coverage.ftlh", dir.resolve("coverage.html"), "", Map.of()));
        jobs.add(new Job("cases.ftlh", dir.resolve("cases.html"), "", Map.of()));
        jobs.add(new Job("sparql.ftlh", dir.resolve("sparql.html"), "", Map.of("queries", queries)));
        jobs.add(new Job("workbench.ftlh", dir.resolve("workbench.html"), "", Map.of()));
        // served by hakem serve for any path without a file, so its links start at the site's root
        jobs.add(new Job("404.ftlh", dir.resolve("404.html"), "/", Map.of()));
        for (SiteModel.ArticlePage p : model.articlePages()) {
            jobs.add(new Job("article.ftlh", dir.resolve("articles").resolve(fileName(p.article().number())), "../",
                    Map.of("p", p)));
        }
        for (SiteModel.CasePage p : model.casePages()) {
            jobs.add(new Job("case.ftlh", dir.resolve("cases").resolve(fileName(p.info().id())), "../", Map.of("p", p)));
        }
        for (SiteModel.CommentaryPage p : model.commentaryPages()) {
            jobs.add(new Job("commentary.ftlh", dir.resolve("commentaries").resolve(fileName(p.commentary().id())), "../",
                    Map.of("p", p)));
        }
        for (SiteModel.FeaturePage p : model.featurePages()) {
            jobs.add(new Job("feature.ftlh", dir.resolve("features").resolve(p.file()), "../", Map.of("p", p)));
        }
        // pages are independent: render them on all cores (FreeMarker templates are thread-safe);
        // every page finishes (or fails) before the first failure is reported and the directory removed
        List<RuntimeException> failures = jobs.parallelStream().map(j -> page(j, common))
                .filter(java.util.Objects::nonNull).toList();
        if (!failures.isEmpty()) {
            throw failures.get(0);
        }
        return jobs.size();
    }

    private record Job(String template, Path file, String root, Map<String, Object> extra) {
    }

    /** A short version of a file's content, for its URL ({@code ?v=}): changes when the content does. */
    static String version(byte[] content) {
        try {
            byte[] d = java.security.MessageDigest.getInstance("SHA-256").digest(content);
            return java.util.HexFormat.of().formatHex(d, 0, 5);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The file of an article, case or commentary page ("7.5.5.html"). */
    public static String fileName(String id) {
        StringBuilder b = new StringBuilder();
        for (char c : id.toCharArray()) {
            b.append(Character.isLetterOrDigit(c) || c == '.' || c == '-' || c == '_' ? c : '_');
        }
        if (b.length() > MAX_NAME) {
            // a name from a run record or a report can be longer than a file system holds (255 bytes):
            // its start and a hash of the whole keep it readable, distinct and the same on every run
            b.setLength(MAX_NAME - 9);
            b.append('-').append(String.format("%08x", id.hashCode()));
        }
        return b + ".html";
    }

    /** The most characters of a page's name: at most 3 bytes each in UTF-8, well under the 255 bytes of a file name. */
    static final int MAX_NAME = 64;

    /** Renders one page; returns its failure instead of throwing, so that no page is left half-written. */
    private RuntimeException page(Job job, Map<String, Object> common) {
        Map<String, Object> model = new HashMap<>(common);
        model.putAll(job.extra());
        model.put("root", job.root());
        try (Writer w = Files.newBufferedWriter(job.file(), StandardCharsets.UTF_8)) {
            fm.getTemplate(job.template()).process(model, w);
            return null;
        } catch (TemplateException e) {
            return new IllegalStateException("template " + job.template() + " failed for " + job.file().getFileName()
                    + ": " + e.getMessage(), e);
        } catch (IOException e) {
            return new UncheckedIOException(job.file() + ": " + e.getMessage(), e);
        } catch (RuntimeException e) {
            return e;
        }
    }

    /** The client-side search index: every article, case and commentary, as a script assigning a JSON array. */
    static String searchIndex(SiteModel model) {
        List<Map<String, String>> entries = new ArrayList<>();
        for (SiteData.Article a : model.articles()) {
            Map<String, String> e = new LinkedHashMap<>();
            e.put("k", "a");
            e.put("n", a.number());
            e.put("tr", a.headingTr());
            e.put("en", a.headingEn());
            e.put("s", join(a.summaryTr(), a.summaryEn()));
            e.put("u", "articles/" + fileName(a.number()));
            entries.add(e);
        }
        for (SiteModel.CasePage p : model.casePages()) {
            Map<String, String> e = new LinkedHashMap<>();
            e.put("k", "c");
            e.put("n", p.info().id());
            String names = String.join(" · ", p.scenarios().stream().map(v -> v.scenario().name()).toList());
            String situationTr = p.info().situationTr() != null ? p.info().situationTr() : p.info().situation();
            e.put("tr", names.isEmpty() ? situationTr : names);
            e.put("en", p.info().situation());
            e.put("s", join(join(p.info().commentarySaysTr(), p.info().commentarySays()), String.join(" ", p.info().articles())));
            e.put("u", "cases/" + fileName(p.info().id()));
            entries.add(e);
        }
        for (SiteModel.ScenarioView v : model.scenarios()) {
            Map<String, String> e = new LinkedHashMap<>();
            e.put("k", "s");
            e.put("n", v.caseId() != null ? v.caseId() : v.scenario().feature().replaceFirst("^features/", ""));
            e.put("tr", v.scenario().name());
            e.put("en", v.scenario().name());
            e.put("s", v.scenario().feature() + ":" + v.scenario().line() + " · " + v.scenario().status());
            e.put("u", v.href());
            entries.add(e);
        }
        for (SiteModel.CommentaryPage p : model.commentaryPages()) {
            Map<String, String> e = new LinkedHashMap<>();
            e.put("k", "m");
            e.put("n", p.commentary().id());
            e.put("tr", p.commentary().title());
            e.put("en", p.commentary().title());
            e.put("s", join(p.commentary().author(), p.commentary().date() == null ? null : p.commentary().date().tr()));
            e.put("u", "commentaries/" + fileName(p.commentary().id()));
            entries.add(e);
        }
        try {
            String json = new ObjectMapper().writeValueAsString(entries).replace("</", "<\\/");
            return "window.HAKEM_INDEX = " + json + ";\n";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String join(String a, String b) {
        return ((a == null ? "" : a) + " " + (b == null ? "" : b)).trim();
    }

    /**
     * The output folder is replaced wholesale, so it must be absent, empty, or a site of hakem's:
     * marked by {@value #MARKER}, or holding exactly what a site written before the marker held.
     * Never a file, never somebody's other folder (their own website, a repository).
     */
    private static void refuseToReplaceOtherThanASite(Path out) throws IOException {
        if (!Files.exists(out, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        if (Files.isSymbolicLink(out)) {
            throw new java.nio.file.FileAlreadyExistsException(out.toString(), null, "is a symbolic link (to "
                    + Files.readSymbolicLink(out) + "); refusing to replace it: give the folder itself or a new folder");
        }
        if (!Files.isDirectory(out, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            throw new java.nio.file.FileAlreadyExistsException(out.toString(), null,
                    "is a file, not a folder; refusing to replace it");
        }
        List<String> names;
        try (Stream<Path> s = Files.list(out)) {
            names = s.map(p -> p.getFileName().toString()).toList();
        }
        if (names.isEmpty() || isMarked(out.resolve(MARKER))
                || UNMARKED_SITE.containsAll(names) && names.contains("index.html") && names.contains("assets")) {
            return;
        }
        throw new java.nio.file.FileAlreadyExistsException(out.toString(), null,
                "is a folder that hakem did not write (no " + MARKER + " marker; it holds "
                        + names.stream().sorted().limit(5).collect(java.util.stream.Collectors.joining(", "))
                        + (names.size() > 5 ? ", ..." : "") + "); refusing to replace it: choose an empty or new folder");
    }

    private static boolean isMarked(Path marker) {
        try {
            return Files.isRegularFile(marker, java.nio.file.LinkOption.NOFOLLOW_LINKS)
                    && Files.readString(marker, StandardCharsets.UTF_8).startsWith(MARKER_LINE);
        } catch (IOException | java.io.UncheckedIOException e) {
            return false;
        }
    }

}
