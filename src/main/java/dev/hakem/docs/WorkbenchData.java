package dev.hakem.docs;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the arbiter's workbench offers to start from: every case with its title and, for each of
 * its scenarios, the position the scenario starts from and the case file it built (start, moves,
 * rules, clocks, events) — as a script assigning
 * {@code window.HAKEM_CASES}, so that the page works without asking the server for it.
 */
final class WorkbenchData {
    private WorkbenchData() {
    }

    static String script(SiteModel model) {
        List<Map<String, Object>> cases = new ArrayList<>();
        for (SiteModel.CasePage p : model.casePages()) {
            List<Map<String, Object>> scenarios = new ArrayList<>();
            for (SiteModel.ScenarioView v : p.scenarios()) {
                if (v.scenario().positions().isEmpty()) {
                    continue;
                }
                Map<String, Object> s = new LinkedHashMap<>();
                s.put("anchor", v.anchor());
                s.put("name", v.scenario().name());
                s.put("start", v.scenario().positions().get(0).fen());
                if (v.scenario().caseFile() != null) {
                    s.put("case", dev.hakem.arbiter.json.CaseFiles.toJson(v.scenario().caseFile()));
                }
                scenarios.add(s);
            }
            if (scenarios.isEmpty()) {
                continue;
            }
            Map<String, Object> c = new LinkedHashMap<>();
            c.put("id", p.info().id());
            c.put("tr", p.title().tr());
            c.put("en", p.title().en());
            c.put("scenarios", scenarios);
            cases.add(c);
        }
        try {
            return "window.HAKEM_CASES = " + new ObjectMapper().writeValueAsString(cases).replace("</", "<\\/") + ";\n";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
