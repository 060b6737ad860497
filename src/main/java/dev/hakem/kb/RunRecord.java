package dev.hakem.kb;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The last test run's record, {@code reports/citations.json} (written by the Cucumber run): per
 * scenario, the articles the engine applied, its decisions and its status.
 */
record RunRecord(String generated, List<ScenarioRun> scenarios) {

    /** One decision of the engine in a scenario. */
    record DecisionRun(String code, String by, List<String> articles, String tr, String en) {
    }

    /** The record of one scenario. */
    record ScenarioRun(String feature, int line, String name, List<String> engineArticles, String status,
                       List<DecisionRun> decisions, String result, String termination) {
        /** True if this record belongs to the scenario at {@code rel} (relative to features/) and line. */
        boolean matches(String rel, int atLine) {
            return line == atLine && (feature.equals("features/" + rel) || feature.equals(rel));
        }
    }

    /** Reads the record; empty if the file does not exist (no test run yet). */
    static Optional<RunRecord> read(Path file) {
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        JsonNode root;
        try {
            root = new ObjectMapper().readTree(file.toFile());
        } catch (JsonProcessingException e) {
            throw new KbInputException(file + " line " + e.getLocation().getLineNr() + ", column "
                    + e.getLocation().getColumnNr() + ": " + e.getOriginalMessage(), e);
        } catch (IOException e) {
            throw KbInputException.io("cannot read " + file, e);
        }
        Fields f = new Fields(file);
        if (root == null || !root.isObject()) {
            throw new KbInputException(file + ": expected a JSON object");
        }
        JsonNode list = root.get("scenarios");
        if (list == null || !list.isArray()) {
            throw new KbInputException(file + ": field 'scenarios' must be an array");
        }
        List<ScenarioRun> runs = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            String at = "scenarios[" + i + "]";
            JsonNode s = list.get(i);
            List<DecisionRun> decisions = new ArrayList<>();
            JsonNode ds = s.path("decisions");
            for (int j = 0; j < ds.size(); j++) {
                JsonNode d = ds.get(j);
                String dat = at + ".decisions[" + j + "]";
                decisions.add(new DecisionRun(f.text(d, dat, "code", true), f.text(d, dat, "by", false),
                        f.strings(d, dat, "articles"), f.text(d, dat, "tr", false), f.text(d, dat, "en", false)));
            }
            String status = f.text(s, at, "status", true);
            if (!status.equals("passed") && !status.equals("failed")) {
                throw new KbInputException(file + ": " + at + ".status must be \"passed\" or \"failed\", found \"" + status + "\"");
            }
            JsonNode line = s.get("line");
            if (line == null || !line.canConvertToInt() || !line.isIntegralNumber()) {
                throw new KbInputException(file + ": " + at + ".line must be an integer");
            }
            runs.add(new ScenarioRun(f.text(s, at, "feature", true), line.intValue(), f.text(s, at, "name", false),
                    f.strings(s, at, "engineArticles"), status, List.copyOf(decisions),
                    f.text(s, at, "result", false), f.text(s, at, "termination", false)));
        }
        return Optional.of(new RunRecord(root.path("generated").asText(null), List.copyOf(runs)));
    }

    /** Field access with errors naming the file and the JSON path. */
    private record Fields(Path file) {
        String text(JsonNode n, String at, String field, boolean required) {
            JsonNode v = n.get(field);
            if (v == null || v.isNull()) {
                if (required) {
                    throw new KbInputException(file + ": " + at + "." + field + " is missing");
                }
                return null;
            }
            if (!v.isTextual()) {
                throw new KbInputException(file + ": " + at + "." + field + " must be a string");
            }
            return v.asText();
        }

        List<String> strings(JsonNode n, String at, String field) {
            JsonNode v = n.get(field);
            if (v == null || v.isNull()) {
                return List.of();
            }
            if (!v.isArray()) {
                throw new KbInputException(file + ": " + at + "." + field + " must be an array of strings");
            }
            List<String> out = new ArrayList<>();
            for (int i = 0; i < v.size(); i++) {
                if (!v.get(i).isTextual()) {
                    throw new KbInputException(file + ": " + at + "." + field + "[" + i + "] must be a string");
                }
                out.add(v.get(i).asText());
            }
            return List.copyOf(out);
        }
    }
}
