package dev.hakem.kb;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A SPARQL query file (.rq) whose leading comment says the question it answers (in English; lines
 * {@code # @tr ...} say it in Turkish), and declares its parameters with lines
 * {@code # @param NAME KIND[=DEFAULT] description}; KIND is {@code article} (an article number, bound
 * as the article's IRI) or {@code text} (a plain string). {@link QueryParameters} binds them.
 */
public record CannedQuery(String name, Path file, String question, String questionTr, List<Param> params, String sparql) {
    private static final Pattern TURKISH = Pattern.compile("^#\\s*@tr\\b(.*)$");
    private static final Pattern PARAM = Pattern.compile("^#\\s*@param\\s+(\\w+)\\s+(article|text)(?:=(\\S+))?\\s*(.*)$");

    /** A declared parameter; {@code defaultValue} is null when the parameter is required. */
    public record Param(String name, String kind, String defaultValue, String description) {
    }

    public static CannedQuery read(Path file) {
        String text = TextFile.readUtf8(file, 4L * QueryShape.MAX_CHARS, "a query file");
        String fn = file.getFileName().toString();
        String name = fn.endsWith(".rq") ? fn.substring(0, fn.length() - 3) : fn;
        Header h = header(text, file.toString());
        return new CannedQuery(name, file, h.question(), h.questionTr(), h.params(), text);
    }

    /**
     * The parameters a query text declares ({@code # @param} comment lines, usually in the leading
     * comment, but PREFIX lines may come first); {@code source} names the text in errors.
     */
    public static List<Param> declaredParams(String text, String source) {
        return header(text, source).params();
    }

    private record Header(String question, String questionTr, List<Param> params) {
    }

    private static Header header(String text, String source) {
        StringBuilder question = new StringBuilder();
        StringBuilder questionTr = new StringBuilder();
        List<Param> params = new ArrayList<>();
        boolean leading = true;
        for (String line : text.split("\n")) {
            String l = line.strip();
            if (!l.startsWith("#")) {
                leading = false;
                continue;
            }
            Matcher m = PARAM.matcher(l);
            if (m.matches()) {
                if (params.stream().anyMatch(p -> p.name().equals(m.group(1)))) {
                    throw new KbInputException(source + ": parameter " + m.group(1) + " is declared twice");
                }
                params.add(new Param(m.group(1), m.group(2), m.group(3), m.group(4).strip()));
            } else if (l.matches("^#\\s*@param\\b.*")) {
                throw new KbInputException(source + ": bad parameter declaration '" + l
                        + "' (expected '# @param NAME article|text[=DEFAULT] description')");
            } else if (leading) {
                Matcher tr = TURKISH.matcher(l);
                StringBuilder into = tr.matches() ? questionTr : question;
                String q = tr.matches() ? tr.group(1).strip() : l.substring(1).strip();
                if (!q.isEmpty()) {
                    into.append(into.length() == 0 ? "" : " ").append(q);
                }
            }
        }
        return new Header(question.toString(), questionTr.length() == 0 ? null : questionTr.toString(), List.copyOf(params));
    }
}
