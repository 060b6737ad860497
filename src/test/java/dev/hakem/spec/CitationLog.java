package dev.hakem.spec;

import dev.hakem.arbiter.DecisionCode;
import dev.hakem.arbiter.Ruling;
import dev.hakem.arbiter.json.RunRecord;
import dev.hakem.arbiter.json.RunRecordFile;
import io.cucumber.java.Scenario;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Collects, scenario by scenario, the run record {@code reports/citations.json}
 * ({@link RunRecord}, written by {@link RunRecordFile}): the engine's citations beside the
 * scenario's tags, with its status, decisions and positions.
 */
final class CitationLog {
    static final Path FILE = Paths.get("reports", "citations.json");
    private static final List<RunRecord.ScenarioRun> SCENARIOS = new ArrayList<>();

    private CitationLog() {
    }

    static synchronized void record(Scenario s, Board b) {
        Ruling ruling = b.lastRuling();
        List<RunRecord.BoardPosition> positions = new ArrayList<>();
        try {
            positions.add(new RunRecord.BoardPosition("start", b.startFen()));
        } catch (RuntimeException e) {
            // the engine could not even set up the case; the scenario has failed already
        }
        List<RunRecord.DecisionRun> decisions = new ArrayList<>();
        if (ruling != null) {
            ruling.decisions().forEach(d -> decisions.add(RunRecord.DecisionRun.of(d)));
            boolean reinstated = ruling.decisions().stream().anyMatch(d -> d.code() == DecisionCode.POSITION_REINSTATED);
            positions.add(new RunRecord.BoardPosition(reinstated ? "reinstated" : "final", ruling.fen()));
        }
        SCENARIOS.add(RunRecord.ScenarioRun.of(featurePath(s.getUri()), s.getLine(), s.getName(),
                List.copyOf(s.getSourceTagNames()), s.getStatus().name().toLowerCase(Locale.ROOT),
                List.copyOf(b.engineArticles()), List.copyOf(b.decidingArticles()), decisions,
                ruling == null ? null : ruling.result().key(),
                ruling == null || ruling.termination() == null ? null : ruling.termination().key(),
                positions, List.copyOf(b.highlights), caseOf(b)));
    }

    /** The case the scenario built, or null when it could not even be set up (the scenario has failed already). */
    private static dev.hakem.arbiter.Case caseOf(Board b) {
        try {
            b.startFen();
            return b.toCase(b.events);
        } catch (RuntimeException e) {
            return null;
        }
    }

    static synchronized void write() {
        try {
            RunRecordFile.write(FILE, new RunRecord(Instant.now().toString(), SCENARIOS));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + FILE, e);
        }
    }

    /** "file:/…/features/rok.feature" → "features/rok.feature". */
    static String featurePath(URI uri) {
        String p = uri.getPath() == null ? uri.toString() : uri.getPath();
        int i = p.lastIndexOf("/features/");
        return i >= 0 ? p.substring(i + 1) : p;
    }
}
