package dev.hakem.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.cucumber.java.tr.Diyelimki;
import io.cucumber.java.tr.Eğerki;
import io.cucumber.java.tr.Ozaman;
import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** features/README.md lists every step sentence of the vocabulary, exactly as the glue defines it. */
class StepVocabularyDocumentedTest {

    @Test
    void everyStepIsInTheReadme() throws IOException {
        String readme = Files.readString(Path.of("features", "README.md"), StandardCharsets.UTF_8);
        List<String> missing = new ArrayList<>();
        for (Method m : ArbiterSteps.class.getDeclaredMethods()) {
            String expression = expression(m);
            if (expression != null && !readme.contains("`" + expression + "`")) {
                missing.add(expression);
            }
        }
        assertEquals(List.of(), missing, "step sentences missing from features/README.md");
    }

    private static String expression(Method m) {
        if (m.isAnnotationPresent(Diyelimki.class)) {
            return m.getAnnotation(Diyelimki.class).value();
        }
        if (m.isAnnotationPresent(Eğerki.class)) {
            return m.getAnnotation(Eğerki.class).value();
        }
        if (m.isAnnotationPresent(Ozaman.class)) {
            return m.getAnnotation(Ozaman.class).value();
        }
        return null;
    }
}
