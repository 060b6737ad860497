package dev.hakem.kb;

import io.cucumber.gherkin.GherkinParser;
import io.cucumber.messages.types.Envelope;
import io.cucumber.messages.types.Examples;
import io.cucumber.messages.types.FeatureChild;
import io.cucumber.messages.types.GherkinDocument;
import io.cucumber.messages.types.ParseError;
import io.cucumber.messages.types.Pickle;
import io.cucumber.messages.types.PickleTag;
import io.cucumber.messages.types.RuleChild;
import io.cucumber.messages.types.Scenario;
import io.cucumber.messages.types.TableCell;
import io.cucumber.messages.types.TableRow;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The scenarios of the executable specification, read from {@code features/} with the Gherkin
 * parser: one entry per pickle (a scenario, or one example row of an outline), with its line, name
 * and tags (the feature's and rule's tags included).
 */
final class SpecScenarios {
    static final String CASE_TAG = "@vaka-";
    static final String ARTICLE_TAG = "@madde-";
    static final String DIVERGES_TAG = "@ayrışma";

    /**
     * One scenario.
     *
     * @param feature the feature file relative to the features directory, '/'-separated
     * @param line    the line of the scenario (of the example row, for an outline)
     * @param example the values of the example row, for an outline (empty for a plain scenario)
     */
    record Entry(String feature, int line, String name, List<String> tags, List<Cell> example) {
        Entry(String feature, int line, String name, List<String> tags) {
            this(feature, line, name, tags, List.of());
        }

        /** The local part of the scenario's IRI: "rok-12", "sub.rok-12". */
        String localId() {
            return feature.replaceFirst("\\.feature$", "").replace('/', '.') + "-" + line;
        }

        List<String> tagValues(String prefix) {
            return tags.stream().filter(t -> t.startsWith(prefix)).map(t -> t.substring(prefix.length())).toList();
        }

        boolean diverges() {
            return tags.contains(DIVERGES_TAG);
        }
    }

    /** One value of an outline's example row, under its column's heading. */
    record Cell(String column, String value) {
    }

    private SpecScenarios() {
    }

    /** All scenarios of the .feature files under {@code dir} (none if it does not exist), in file order. */
    static List<Entry> read(Path dir) {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        List<Path> files;
        try (Stream<Path> s = Files.walk(dir, java.nio.file.FileVisitOption.FOLLOW_LINKS)) {
            files = s.filter(p -> p.toString().endsWith(".feature")).sorted().toList();
        } catch (IOException e) {
            throw KbInputException.io("cannot list the feature files of " + dir, e);
        }
        GherkinParser parser = GherkinParser.builder().includeSource(false).build();
        List<Entry> out = new ArrayList<>();
        for (Path file : files) {
            String rel = dir.relativize(file).toString().replace('\\', '/');
            List<Envelope> envelopes;
            try (Stream<Envelope> s = parser.parse(file)) {
                envelopes = s.toList();
            } catch (IOException e) {
                throw KbInputException.io("cannot read " + file, e);
            }
            Map<String, Integer> lines = new HashMap<>();
            Map<String, List<Cell>> rows = new HashMap<>();
            for (Envelope env : envelopes) {
                env.getParseError().ifPresent(err -> {
                    throw parseError(file, err);
                });
                env.getGherkinDocument().ifPresent(doc -> collectLines(doc, lines, rows));
            }
            for (Envelope env : envelopes) {
                env.getPickle().ifPresent(p -> out.add(entry(rel, p, lines, rows)));
            }
        }
        return out;
    }

    private static Entry entry(String rel, Pickle p, Map<String, Integer> lines, Map<String, List<Cell>> rows) {
        List<String> ids = p.getAstNodeIds();
        String last = ids.get(ids.size() - 1);
        Integer line = lines.get(last);
        return new Entry(rel, line == null ? 0 : line, p.getName(),
                p.getTags().stream().map(PickleTag::getName).toList(), rows.getOrDefault(last, List.of()));
    }

    private static KbInputException parseError(Path file, ParseError err) {
        String where = err.getSource().getLocation()
                .map(l -> " line " + l.getLine() + l.getColumn().map(c -> ", column " + c).orElse(""))
                .orElse("");
        return new KbInputException(file + where + ": " + err.getMessage());
    }

    private static void collectLines(GherkinDocument doc, Map<String, Integer> lines, Map<String, List<Cell>> rows) {
        doc.getFeature().ifPresent(f -> {
            for (FeatureChild c : f.getChildren()) {
                c.getScenario().ifPresent(s -> collect(s, lines, rows));
                c.getRule().ifPresent(r -> {
                    for (RuleChild rc : r.getChildren()) {
                        rc.getScenario().ifPresent(s -> collect(s, lines, rows));
                    }
                });
            }
        });
    }

    private static void collect(Scenario s, Map<String, Integer> lines, Map<String, List<Cell>> rows) {
        lines.put(s.getId(), s.getLocation().getLine().intValue());
        for (Examples ex : s.getExamples()) {
            List<String> header = ex.getTableHeader().map(h -> h.getCells().stream().map(TableCell::getValue).toList())
                    .orElse(List.of());
            for (TableRow row : ex.getTableBody()) {
                lines.put(row.getId(), row.getLocation().getLine().intValue());
                List<Cell> cells = new ArrayList<>();
                for (int i = 0; i < row.getCells().size() && i < header.size(); i++) {
                    cells.add(new Cell(header.get(i), row.getCells().get(i).getValue()));
                }
                rows.put(row.getId(), List.copyOf(cells));
            }
        }
    }
}
