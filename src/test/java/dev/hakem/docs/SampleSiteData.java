package dev.hakem.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Test data for the site: the shared TSVs of the Laws, the commentary index, and a small sample
 * run (three scenarios, one failing, one diverging) under src/test/resources.
 */
final class SampleSiteData implements SiteData {
    static final Path LAWS = Path.of(System.getProperty("hakem.laws", "ontology/data"));
    static final Path COMMENTARY = Path.of(System.getProperty("hakem.commentary", "ontology/data"));
    static final Path SAMPLE_RUN = Path.of("src/test/resources/dev/hakem/docs/sample");

    private final List<Article> articles = new ArrayList<>();
    private final List<Reference> references = new ArrayList<>();
    private final List<Commentary> commentaries = new ArrayList<>();
    private final List<CaseInfo> cases = new ArrayList<>();
    private final List<Provision> provisions = new ArrayList<>();
    private final Run run;

    SampleSiteData(Path runDir) {
        try {
            for (String line : tail(LAWS.resolve("articles.tsv"))) {
                String[] f = line.split("\t", -1);
                articles.add(new Article(f[0], f[1].isEmpty() ? null : f[1], f[2], f[4], f[3], null, f[5]));
            }
            for (String line : tail(LAWS.resolve("references.tsv"))) {
                String[] f = line.split("\t", -1);
                references.add(new Reference(f[0], f[1], f[2]));
            }
            Pattern row = Pattern.compile("^\\| (\\d{3})_\\w+\\.txt \\| (.*?) \\| (.*?) \\| (.*?) \\|");
            for (String line : Files.readAllLines(COMMENTARY.resolve("commentaries.md"), StandardCharsets.UTF_8)) {
                Matcher m = row.matcher(line);
                if (m.find()) {
                    commentaries.add(new Commentary(m.group(1), m.group(2), m.group(3), m.group(4), line.split(" ")[1]));
                }
            }
            Pattern caseRow = Pattern.compile("^\\| (\\d{3}-[A-Z0-9]+) \\| (.*) \\| (.*) \\| (.*) \\|$");
            for (String line : Files.readAllLines(COMMENTARY.resolve("cases.md"), StandardCharsets.UTF_8)) {
                Matcher m = caseRow.matcher(line);
                if (m.find()) {
                    List<String> arts = Arrays.stream(m.group(4).split(",\\s*"))
                            .map(s -> s.replaceAll("\\s*\\(.*\\)", "").replace("Appendix ", "").trim()).toList();
                    cases.add(new CaseInfo(m.group(1), m.group(1).substring(0, 3), m.group(2), m.group(3), arts,
                            m.group(3).contains("DIVERGES")));
                }
            }
            String section = null;
            Pattern head = Pattern.compile("^## (\\S+)");
            Pattern prov = Pattern.compile("^- (?:(\\S+)#)?h(\\d+) (.*)$");
            for (String line : Files.readAllLines(LAWS.resolve("provisions.md"), StandardCharsets.UTF_8)) {
                Matcher h = head.matcher(line);
                if (h.find()) {
                    section = h.group(1);
                    continue;
                }
                Matcher m = prov.matcher(line);
                if (m.matches() && section != null) {
                    String article = m.group(1) != null ? m.group(1) : section;
                    String text = m.group(3).replace("*", "");
                    boolean def = text.startsWith("(def)");
                    provisions.add(new Provision(article + "#h" + m.group(2), article,
                            def ? text.substring(5).trim() : text, def));
                }
            }
            run = RunReports.read(runDir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> tail(Path p) throws IOException {
        List<String> l = Files.readAllLines(p, StandardCharsets.UTF_8);
        // the copies in ontology/data start with a "# Copied from" line, then the header
        List<String> rows = l.stream().filter(s -> !s.isBlank() && !s.startsWith("#")).toList();
        return rows.subList(1, rows.size());
    }

    @Override
    public List<Article> articles() {
        return articles;
    }

    @Override
    public List<Reference> references() {
        return references;
    }

    @Override
    public List<Commentary> commentaries() {
        return commentaries;
    }

    @Override
    public List<CaseInfo> cases() {
        return cases;
    }

    @Override
    public List<Provision> provisions() {
        return provisions;
    }

    @Override
    public Run run() {
        return run;
    }
}
