package dev.hakem.docs;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.arbiter.Event;
import dev.hakem.arbiter.json.CaseFiles;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The workbench's script describes every event the case reader takes: each action key and each kind
 * of claim has its words (a case page's scenario with an event the script cannot say would leave the
 * workbench without its event list), and a refusal is shown as the server's text, not parsed as JSON.
 */
class WorkbenchScriptTest {
    private static String script() throws IOException {
        try (InputStream in = WorkbenchScriptTest.class.getResourceAsStream("/dev/hakem/docs/assets/workbench.js")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void everyActionAndEveryClaimHasWords() throws IOException {
        String js = script();
        for (String action : CaseFiles.actionKeys()) {
            assertTrue(js.contains("if (e." + action + ")") || Pattern.compile("\\b" + action + ": \\['").matcher(js).find(),
                    "no words for the event '" + action + "'");
        }
        for (Event.ClaimKind k : Event.ClaimKind.values()) {
            String key = k.name().toLowerCase(Locale.ROOT).replace('_', '-');
            assertTrue(js.contains("'" + key + "': ['") || js.contains(" " + key + ": ['"), "no words for the claim '" + key + "'");
        }
    }

    @Test
    void aRefusalIsShownAsTheServersTextNeverParsedAsJson() throws IOException {
        String js = script();
        assertTrue(!js.contains("JSON.parse(x).error") && !js.contains("j.error"), "a refusal is plain text (403, 413, 415, 421)");
    }
}
