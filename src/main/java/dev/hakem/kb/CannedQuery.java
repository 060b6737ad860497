package dev.hakem.kb;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A SPARQL query file (.rq) whose leading comment says the question it answers, and declares its
 * parameters with lines {@code # @param NAME KIND[=DEFAULT] description}; KIND is {@code article}
 * (an article number, bound as the article's IRI) or {@code text} (a plain string).
 */
public record CannedQuery(String name, Path file, String question, List<Param> params, String sparql) {
    private static final Pattern PARAM = Pattern.compile("^#\\s*@param\\s+(\\w+)\\s+(article|text)(?:=(\\S+))?\\s*(.*)$");

    /** A declared parameter; {@code defaultValue} is null when the parameter is required. */
    public record Param(String name, String kind, String defaultValue, String description) {
    }

    public static CannedQuery read(Path file) {
        String text = TextFile.readUtf8(file, 4L * QueryShape.MAX_CHARS, "a query file");
        StringBuilder question = new StringBuilder();
        List<Param> params = new ArrayList<>();
        for (String line : text.split("\n")) {
            String l = line.strip();
            if (!l.startsWith("#")) {
                break;
            }
            Matcher m = PARAM.matcher(l);
            if (m.matches()) {
                params.add(new Param(m.group(1), m.group(2), m.group(3), m.group(4).strip()));
            } else if (l.matches("^#\\s*@param\\b.*")) {
                throw new KbInputException(file + ": bad parameter declaration '" + l
                        + "' (expected '# @param NAME article|text[=DEFAULT] description')");
            } else {
                String q = l.substring(1).strip();
                if (!q.isEmpty()) {
                    question.append(question.length() == 0 ? "" : " ").append(q);
                }
            }
        }
        String fn = file.getFileName().toString();
        String name = fn.endsWith(".rq") ? fn.substring(0, fn.length() - 3) : fn;
        return new CannedQuery(name, file, question.toString(), List.copyOf(params), text);
    }
}
