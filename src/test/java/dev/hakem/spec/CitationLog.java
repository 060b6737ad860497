package dev.hakem.spec;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.hakem.arbiter.Decision;
import dev.hakem.arbiter.Ruling;
import io.cucumber.java.Scenario;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * reports/citations.json: per scenario, the articles its tags name (what the commentary cites)
 * beside the articles the engine cited while the scenario ran, with the scenario's status, the
 * ruling's decisions and positions. Read by the knowledge base and the documentation.
 */
final class CitationLog {
    static final Path FILE = Paths.get("reports", "citations.json");
    private static final List<Map<String, Object>> SCENARIOS = new ArrayList<>();

    private CitationLog() {
    }

    static synchronized void record(Scenario s, Board b) {
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("feature", featurePath(s.getUri()));
        r.put("line", s.getLine());
        r.put("name", s.getName());
        List<String> tags = List.copyOf(s.getSourceTagNames());
        r.put("tags", tags);
        r.put("cases", tags.stream().filter(t -> t.startsWith("@vaka-")).map(t -> t.substring(6)).toList());
        r.put("commentaryArticles", tags.stream().filter(t -> t.startsWith("@madde-")).map(t -> t.substring(7)).toList());
        List<String> commentary = tags.stream().filter(t -> t.startsWith("@madde-")).map(t -> t.substring(7)).toList();
        r.put("engineArticles", List.copyOf(b.engineArticles()));
        r.put("notCitedByEngine", commentary.stream().filter(a -> !citesWithin(b.engineArticles(), a)).toList());
        r.put("diverges", tags.contains("@ayrışma"));
        r.put("status", s.getStatus().name().toLowerCase(Locale.ROOT));
        Ruling ruling = b.lastRuling();
        List<Map<String, Object>> decisions = new ArrayList<>();
        List<Map<String, Object>> positions = new ArrayList<>();
        try {
            positions.add(Map.of("role", "start", "fen", b.startFen()));
        } catch (RuntimeException e) {
            // the engine could not even set up the case; the scenario has failed already
        }
        if (ruling != null) {
            for (Decision d : ruling.decisions()) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("code", d.code());
                m.put("by", d.by() == null ? null : d.by().key());
                if (d.player() != null) {
                    m.put("player", d.player().key());
                }
                if (d.seconds() != 0) {
                    m.put("seconds", d.seconds());
                }
                m.put("articles", d.articles());
                m.put("tr", d.tr());
                m.put("en", d.en());
                if (d.options() != null && !d.options().isEmpty()) {
                    m.put("options", d.options());
                }
                decisions.add(m);
            }
            boolean reinstated = ruling.decisions().stream().anyMatch(d -> d.code().equals("POSITION_REINSTATED"));
            positions.add(Map.of("role", reinstated ? "reinstated" : "final", "fen", ruling.fen()));
        }
        r.put("decisions", decisions);
        r.put("result", ruling == null ? null : ruling.result());
        r.put("termination", ruling == null ? null : ruling.termination());
        r.put("positions", positions);
        r.put("highlights", List.copyOf(b.highlights));
        SCENARIOS.add(r);
    }

    static synchronized void write() {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("generated", Instant.now().toString());
        root.put("scenarios", SCENARIOS);
        try {
            Files.createDirectories(FILE.getParent());
            Path tmp = FILE.resolveSibling("citations.json.tmp");
            new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValue(tmp.toFile(), root);
            Files.move(tmp, FILE, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + FILE, e);
        }
    }

    /** Whether the engine cited the article itself, one of its provisions ("7.5.5#h1") or a sub-article ("3.8.2.2.1" for "3.8.2"). */
    static boolean citesWithin(java.util.Collection<String> cited, String article) {
        return cited.stream().anyMatch(a -> a.equals(article) || a.startsWith(article + "#") || a.startsWith(article + "."));
    }

    /** "file:/…/features/rok.feature" → "features/rok.feature". */
    static String featurePath(URI uri) {
        String p = uri.getPath() == null ? uri.toString() : uri.getPath();
        int i = p.lastIndexOf("/features/");
        return i >= 0 ? p.substring(i + 1) : p;
    }
}
