package dev.hakem.kb;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.hakem.arbiter.DecisionCode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Every decision code of the engine has its labelled kind in ontology/decision-kinds.ttl, and no other kind is there. */
class DecisionKindsTest {
    @Test
    void theOntologyKnowsExactlyTheEnginesCodes() throws IOException {
        String ttl = Files.readString(Path.of("ontology/decision-kinds.ttl"), StandardCharsets.UTF_8);
        TreeSet<String> kinds = new TreeSet<>();
        Matcher m = Pattern.compile("skos:notation \"([A-Z_]+)\"").matcher(ttl);
        while (m.find()) {
            kinds.add(m.group(1));
        }
        TreeSet<String> codes = new TreeSet<>(Arrays.stream(DecisionCode.values()).map(Enum::name).toList());
        assertEquals(codes, kinds);
    }
}
