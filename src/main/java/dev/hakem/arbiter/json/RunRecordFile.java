package dev.hakem.arbiter.json;

import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The one writer and the one reader of {@link RunRecord} as JSON. Reading is strict: a field of
 * the wrong type or a missing required field is a {@link RunRecordException} naming the file and
 * the JSON path ({@code scenarios[3].status}); malformed JSON names the line and column.
 */
public final class RunRecordFile {
    private static final ObjectMapper JSON = new ObjectMapper();

    private RunRecordFile() {
    }

    // ---- writing ------------------------------------------------------------------------------

    /** Writes the record to {@code file} (two-space indent), through a temporary file moved into place. */
    public static void write(Path file, RunRecord r) throws IOException {
        ObjectNode root = JSON.createObjectNode();
        putText(root, "generated", r.generated());
        ArrayNode list = root.putArray("scenarios");
        for (RunRecord.ScenarioRun s : r.scenarios()) {
            ObjectNode o = list.addObject();
            o.put("feature", s.feature());
            o.put("line", s.line());
            o.put("name", s.name());
            strings(o, "tags", s.tags());
            strings(o, "cases", s.cases());
            strings(o, "commentaryArticles", s.commentaryArticles());
            strings(o, "engineArticles", s.engineArticles());
            strings(o, "decidedBy", s.decidedBy());
            strings(o, "applied", s.applied());
            strings(o, "notCitedByEngine", s.notCitedByEngine());
            strings(o, "notDecidedByEngine", s.notDecidedByEngine());
            o.put("diverges", s.diverges());
            o.put("status", s.status());
            ArrayNode ds = o.putArray("decisions");
            for (RunRecord.DecisionRun d : s.decisions()) {
                ObjectNode n = ds.addObject();
                n.put("code", d.code());
                putText(n, "by", d.by());
                if (d.player() != null) {
                    n.put("player", d.player());
                }
                if (d.seconds() != 0) {
                    n.put("seconds", d.seconds());
                }
                strings(n, "articles", d.articles());
                strings(n, "decidedBy", d.decidedBy());
                strings(n, "applied", d.applied());
                putText(n, "tr", d.tr());
                putText(n, "en", d.en());
                if (!d.options().isEmpty()) {
                    strings(n, "options", d.options());
                }
            }
            putText(o, "result", s.result());
            putText(o, "termination", s.termination());
            ArrayNode ps = o.putArray("positions");
            for (RunRecord.BoardPosition p : s.positions()) {
                ps.addObject().put("role", p.role()).put("fen", p.fen());
            }
            strings(o, "highlights", s.highlights());
            if (s.caseFile() != null) {
                o.set("case", CaseFiles.toJson(s.caseFile()));
            }
        }
        DefaultPrettyPrinter pp = new DefaultPrettyPrinter()
                .withObjectIndenter(new DefaultIndenter("  ", "\n"))
                .withArrayIndenter(new DefaultIndenter("  ", "\n"));
        String text = JSON.writer(pp).writeValueAsString(root) + "\n";
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, file.getFileName().toString(), ".tmp");
        try {
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    private static void putText(ObjectNode o, String k, String v) {
        if (v == null) {
            o.putNull(k);
        } else {
            o.put(k, v);
        }
    }

    private static void strings(ObjectNode o, String k, List<String> xs) {
        ArrayNode a = o.putArray(k);
        xs.forEach(a::add);
    }

    // ---- reading ------------------------------------------------------------------------------

    /** Reads the record; empty if the file does not exist (no run yet). */
    public static Optional<RunRecord> read(Path file) {
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        JsonNode root;
        try {
            root = JsonSyntaxError.readTree(JSON, file);
        } catch (JsonSyntaxError e) {
            throw new RunRecordException(file + ": " + e.getMessage());
        } catch (IOException e) {
            throw new RunRecordException("cannot read " + file + ": " + e.getMessage());
        }
        Fields f = new Fields(file);
        if (root == null || !root.isObject()) {
            throw new RunRecordException(file + ": expected a JSON object");
        }
        JsonNode list = root.get("scenarios");
        if (list == null || !list.isArray()) {
            throw new RunRecordException(file + ": field 'scenarios' must be an array");
        }
        List<RunRecord.ScenarioRun> runs = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            String at = "scenarios[" + i + "]";
            JsonNode s = list.get(i);
            if (!s.isObject()) {
                throw new RunRecordException(file + ": " + at + " must be an object");
            }
            String feature = f.text(s, at, "feature", true);
            List<RunRecord.DecisionRun> decisions = new ArrayList<>();
            JsonNode ds = f.array(s, at, "decisions");
            for (int j = 0; j < ds.size(); j++) {
                JsonNode d = ds.get(j);
                String dat = at + ".decisions[" + j + "]";
                List<String> articles = f.strings(d, dat, "articles");
                List<String> decided = d.has("decidedBy") ? f.strings(d, dat, "decidedBy") : articles;
                decisions.add(new RunRecord.DecisionRun(f.text(d, dat, "code", true), f.text(d, dat, "by", false),
                        f.text(d, dat, "player", false), d.path("seconds").asLong(0), articles, decided,
                        articles.stream().filter(a -> !decided.contains(a)).toList(),
                        f.text(d, dat, "tr", false), f.text(d, dat, "en", false), f.strings(d, dat, "options")));
            }
            String status = f.text(s, at, "status", true);
            if (!status.equals("passed") && !status.equals("failed")) {
                throw new RunRecordException(file + ": " + at + ".status must be \"passed\" or \"failed\", found \"" + status + "\"");
            }
            JsonNode line = s.get("line");
            if (line == null || !line.isIntegralNumber() || !line.canConvertToInt()) {
                throw new RunRecordException(file + ": " + at + ".line must be an integer");
            }
            List<RunRecord.BoardPosition> positions = new ArrayList<>();
            JsonNode ps = f.array(s, at, "positions");
            for (int j = 0; j < ps.size(); j++) {
                String pat = at + ".positions[" + j + "]";
                positions.add(new RunRecord.BoardPosition(f.text(ps.get(j), pat, "role", true), f.text(ps.get(j), pat, "fen", true)));
            }
            List<String> engine = f.strings(s, at, "engineArticles");
            runs.add(new RunRecord.ScenarioRun(feature, line.intValue(), f.text(s, at, "name", false),
                    f.strings(s, at, "tags"), f.strings(s, at, "cases"), f.strings(s, at, "commentaryArticles"), engine,
                    s.has("decidedBy") ? f.strings(s, at, "decidedBy") : engine, f.strings(s, at, "applied"),
                    f.strings(s, at, "notCitedByEngine"), f.strings(s, at, "notDecidedByEngine"),
                    s.path("diverges").asBoolean(false), status, decisions, f.text(s, at, "result", false),
                    f.text(s, at, "termination", false), positions, f.strings(s, at, "highlights"),
                    caseFile(file, s.get("case"), at)));
        }
        return Optional.of(new RunRecord(root.path("generated").isTextual() ? root.get("generated").asText() : null, runs));
    }

    /** The scenario's case file, read by the same reader as {@code hakem rule}; null when the record has none. */
    private static dev.hakem.arbiter.Case caseFile(Path file, JsonNode n, String at) {
        if (n == null || n.isNull()) {
            return null;
        }
        try {
            return CaseFiles.read(n.toString());
        } catch (dev.hakem.arbiter.CaseInputException e) {
            throw new RunRecordException(file + ": " + at + ".case: " + e.getMessage());
        }
    }

    /** Field access with errors naming the file and the JSON path. */
    private record Fields(Path file) {
        String text(JsonNode n, String at, String field, boolean required) {
            JsonNode v = n.get(field);
            if (v == null || v.isNull()) {
                if (required) {
                    throw new RunRecordException(file + ": " + at + "." + field + " is missing");
                }
                return null;
            }
            if (!v.isTextual()) {
                throw new RunRecordException(file + ": " + at + "." + field + " must be a string");
            }
            return v.asText();
        }

        JsonNode array(JsonNode n, String at, String field) {
            JsonNode v = n.get(field);
            if (v == null || v.isNull()) {
                return JSON.createArrayNode();
            }
            if (!v.isArray()) {
                throw new RunRecordException(file + ": " + at + "." + field + " must be an array");
            }
            return v;
        }

        List<String> strings(JsonNode n, String at, String field) {
            JsonNode v = array(n, at, field);
            List<String> out = new ArrayList<>();
            for (int i = 0; i < v.size(); i++) {
                if (!v.get(i).isTextual()) {
                    throw new RunRecordException(file + ": " + at + "." + field + "[" + i + "] must be a string");
                }
                out.add(v.get(i).asText());
            }
            return List.copyOf(out);
        }
    }
}
