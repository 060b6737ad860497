package dev.hakem.kb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * One Turkish term per concept (ontology/glossary.tsv): the variants the glossary rejects appear
 * nowhere in the features, the engine's and the site's texts, or our Turkish data.
 */
class GlossaryTest {
    private static final Path GLOSSARY = Path.of("ontology/glossary.tsv");

    /** A rejected variant as a pattern: whole words, Turkish letters counted as letters; "…" at the end allows any ending. */
    static Pattern pattern(String variant) {
        String v = variant.strip();
        boolean prefix = v.endsWith("…");
        String body = Pattern.quote(prefix ? v.substring(0, v.length() - 1) : v);
        return Pattern.compile("(?<![\\p{L}\\p{N}])" + body + (prefix ? "" : "(?![\\p{L}\\p{N}])"),
                Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    }

    /** The rejected variants, and the phrases allowed although they look like one. */
    record Rules(List<Pattern> rejected, List<String> allowed) {
    }

    static Rules rules() throws IOException {
        List<Pattern> out = new ArrayList<>();
        List<String> allowed = new ArrayList<>();
        boolean header = true;
        for (String line : Files.readAllLines(GLOSSARY, StandardCharsets.UTF_8)) {
            if (line.startsWith("#") || line.isBlank()) {
                continue;
            }
            if (header) {
                header = false;
                continue;
            }
            String[] cols = line.split("\t", -1);
            assertEquals(5, cols.length, "glossary line with concept, term, rejected, allowed and note: " + line);
            for (String v : cols[2].split(";")) {
                if (!v.isBlank()) {
                    out.add(pattern(v));
                }
            }
            for (String a : cols[3].split(";")) {
                if (!a.isBlank()) {
                    allowed.add(a.strip());
                }
            }
        }
        return new Rules(out, allowed);
    }

    /** The files whose Turkish the glossary governs. */
    static List<Path> scanned() throws IOException {
        List<Path> files = new ArrayList<>(List.of(Path.of("README.md"), Path.of("features/README.md")));
        for (String[] dirAndSuffix : new String[][] {{"features", ".feature"}, {"src/main/java", ".java"},
                {"src/main/resources", ".ftlh"}, {"ontology", ".ttl"}, {"ontology/data", "-tr.tsv"}}) {
            try (Stream<Path> s = Files.walk(Path.of(dirAndSuffix[0]))) {
                s.filter(p -> p.getFileName().toString().endsWith(dirAndSuffix[1])).sorted().forEach(files::add);
            }
        }
        return files;
    }

    @Test
    void noRejectedVariantIsUsed() throws IOException {
        Rules rules = rules();
        List<Pattern> rejected = rules.rejected();
        assertFalse(rejected.isEmpty(), "the glossary lists rejected variants");
        List<String> found = new ArrayList<>();
        for (Path f : scanned()) {
            List<String> lines = Files.readAllLines(f, StandardCharsets.UTF_8);
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                for (String a : rules.allowed()) {
                    line = line.replace(a, " ");
                }
                for (Pattern p : rejected) {
                    Matcher m = p.matcher(line);
                    if (m.find()) {
                        found.add(f + ":" + (i + 1) + ": \"" + m.group() + "\" in: " + lines.get(i).strip());
                    }
                }
            }
        }
        assertEquals(List.of(), found, "variants the glossary rejects (ontology/glossary.tsv)");
    }

    @Test
    void theScanFindsWhatItLooksFor() {
        assertTrue(pattern("şah altında…").matcher("siyah şah altındadır").find());
        assertTrue(pattern("sav").matcher("Haksız sav: iki dakika").find());
        assertFalse(pattern("sav").matcher("savaş ve savunma").find());
        assertTrue(pattern("saatleri durdur…").matcher("Beyaz saatleri durdurur").find());
        assertFalse(pattern("saati durdur…").matcher("kendi saatini durdurup rakibinkini başlatır").find());
        assertFalse(pattern("öneri").matcher("adlar önerilir").find());
    }
}
