package dev.hakem.docs;

import dev.hakem.arbiter.json.RunRecord;
import dev.hakem.arbiter.json.JsonSyntaxError;
import dev.hakem.arbiter.json.RunRecordException;
import dev.hakem.arbiter.json.RunRecordFile;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the last run of the executable specification from {@code reports/}: the record of what
 * the engine decided and cited per scenario ({@code citations.json}, read by {@link RunRecordFile})
 * joined with each scenario's steps and their results and its description from Cucumber's
 * {@code cucumber.json} (by feature file and line).
 */
public final class RunReports {
    private static final ObjectMapper JSON = new ObjectMapper();

    private RunReports() {
    }

    /** The run recorded under {@code reportsDir}; {@link SiteData.Run#none()} when no citations.json exists. */
    public static SiteData.Run read(Path reportsDir) throws IOException {
        Path citations = reportsDir.resolve("citations.json");
        if (!Files.exists(citations)) {
            return SiteData.Run.none();
        }
        Map<String, List<SiteData.Step>> steps = new HashMap<>();
        Map<String, List<SiteData.Step>> stepsByName = new HashMap<>();
        Map<String, String> descriptions = new HashMap<>();
        Path cucumber = reportsDir.resolve("cucumber.json");
        if (Files.exists(cucumber)) {
            JsonNode features = parse(cucumber);
            for (JsonNode f : features) {
                String uri = featurePath(f.path("uri").asText(""));
                for (JsonNode e : f.path("elements")) {
                    if (!"scenario".equals(e.path("type").asText("scenario"))) {
                        continue;
                    }
                    List<SiteData.Step> list = new ArrayList<>();
                    for (JsonNode s : e.path("steps")) {
                        JsonNode r = s.path("result");
                        list.add(new SiteData.Step(s.path("keyword").asText(""), s.path("name").asText(""),
                                r.path("status").asText("unknown"), textOrNull(r.path("error_message"))));
                    }
                    steps.put(uri + ":" + e.path("line").asInt(), list);
                    String description = e.path("description").asText("");
                    descriptions.put(uri + ":" + e.path("line").asInt(), description);
                    descriptions.putIfAbsent(uri + "|" + e.path("name").asText(""), description);
                    stepsByName.putIfAbsent(uri + "|" + e.path("name").asText(""), list);
                }
            }
        }
        RunRecord record;
        try {
            record = RunRecordFile.read(citations).orElseThrow();
        } catch (RunRecordException e) {
            throw new IOException(e.getMessage(), e);
        }
        List<SiteData.Scenario> scenarios = new ArrayList<>();
        for (RunRecord.ScenarioRun s : record.scenarios()) {
            String feature = featurePath(s.feature());
            List<SiteData.DecisionInfo> decisions = new ArrayList<>();
            for (RunRecord.DecisionRun d : s.decisions()) {
                boolean roles = !d.decidedBy().isEmpty() || !d.applied().isEmpty();
                decisions.add(new SiteData.DecisionInfo(d.code(), d.by(), d.articles(), roles ? d.decidedBy() : d.articles(),
                        d.tr(), d.en()));
            }
            List<SiteData.BoardPosition> positions = new ArrayList<>();
            for (RunRecord.BoardPosition p : s.positions()) {
                positions.add(new SiteData.BoardPosition(p.role(), p.fen()));
            }
            List<SiteData.Step> st = steps.getOrDefault(feature + ":" + s.line(),
                    stepsByName.getOrDefault(feature + "|" + s.name(), List.of()));
            scenarios.add(new SiteData.Scenario(feature, s.line(), s.name() == null ? "" : s.name(), s.tags(), s.cases(),
                    s.commentaryArticles(), s.engineArticles(),
                    // a record written before the engine told deciding from passing provisions: all decided
                    s.decidedBy().isEmpty() && s.applied().isEmpty() ? s.engineArticles() : s.decidedBy(),
                    s.diverges(), s.status(), List.copyOf(decisions),
                    s.result(), s.termination(), List.copyOf(positions), s.highlights(), List.copyOf(st), s.caseFile(),
                    descriptions.getOrDefault(feature + ":" + s.line(), descriptions.getOrDefault(feature + "|" + s.name(), ""))));
        }
        return new SiteData.Run(record.generated(), List.copyOf(scenarios));
    }

    private static JsonNode parse(Path file) throws IOException {
        try {
            return JsonSyntaxError.readTree(JSON, file);
        } catch (JsonSyntaxError e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        } catch (NoSuchFileException e) {
            throw new IOException(file + ": not found", e);
        }
    }

    /** "file:///srv/hakem/features/rok.feature" or "classpath:features/rok.feature" → "features/rok.feature". */
    static String featurePath(String uri) {
        String u = URLDecoder.decode(uri.replace("+", "%2B"), StandardCharsets.UTF_8).replace('\\', '/');
        int k = u.lastIndexOf("/features/");
        if (k >= 0) {
            return u.substring(k + 1);
        }
        int c = u.indexOf(':');
        return c >= 0 && !u.startsWith("features/") ? u.substring(c + 1) : u;
    }

    private static String textOrNull(JsonNode n) {
        return n == null || n.isNull() || n.isMissingNode() ? null : n.asText();
    }
}
