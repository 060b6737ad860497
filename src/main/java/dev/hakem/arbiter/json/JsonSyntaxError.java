package dev.hakem.arbiter.json;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A JSON syntax error in hakem's words, one line: the line and column, the field path where it
 * was found ({@code events[0].note}), and what is wrong — without the parser's internals (its
 * source descriptions, its Java class and setting names). The one reader of whole JSON documents
 * that users write or hand over: case files, the run record, Cucumber's report.
 */
public final class JsonSyntaxError extends Exception {
    private JsonSyntaxError(String oneLine, Throwable cause) {
        super(oneLine, cause);
    }

    /** How a document is opened: from a text or a file. */
    @FunctionalInterface
    private interface Source {
        JsonParser open(ObjectMapper mapper) throws IOException;
    }

    /** The document in {@code text}, read by {@code mapper}; malformed JSON is a {@link JsonSyntaxError} (one line). */
    public static JsonNode readTree(ObjectMapper mapper, String text) throws JsonSyntaxError {
        try {
            return readTree(mapper, m -> m.createParser(text));
        } catch (JsonSyntaxError e) {
            throw e;
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /**
     * The document in {@code file}, read by {@code mapper}; malformed JSON is a {@link JsonSyntaxError}
     * (one line, without the file's name: the caller names it), a file that cannot be read an {@link IOException}.
     */
    public static JsonNode readTree(ObjectMapper mapper, Path file) throws JsonSyntaxError, IOException {
        return readTree(mapper, m -> m.createParser(file.toFile()));
    }

    private static JsonNode readTree(ObjectMapper mapper, Source source) throws JsonSyntaxError, IOException {
        try (JsonParser p = source.open(mapper)) {
            try {
                return mapper.readTree(p);
            } catch (JsonProcessingException e) {
                throw new JsonSyntaxError(describe(e, p), e);
            }
        } catch (JsonProcessingException e) {
            throw new JsonSyntaxError("malformed JSON: " + what(e), e);
        }
    }

    /** Path components shown before the rest is abbreviated (a deeply nested document has a thousand). */
    private static final int PATH_SHOWN = 8;

    private static final Pattern START_MARKER = Pattern.compile(
            "\\s*\\(start marker at \\[Source: [^\\]]*?line: (\\d+), column: (\\d+)\\]\\)");
    private static final Pattern CLOSE_MARKER = Pattern.compile(
            "Unexpected end-of-input(?:: expected close marker for| within/between) (Array|Object)");
    private static final Pattern SOURCE = Pattern.compile("\\s*(at )?\\[Source: [^\\]]*\\]");
    private static final Pattern NESTING = Pattern.compile("(?i)Document nesting depth \\((\\d+)\\) exceeds the maximum allowed \\((\\d+).*");
    /** A remark in brackets that names the parser's Java setting: "(from `StreamReadConstraints...()`)". */
    private static final Pattern JAVA_NAME = Pattern.compile("\\s*\\([^()`]*`[^`]*`[^()`]*\\)");

    /**
     * "malformed JSON at line L, column C (in PATH): WHAT" for an error {@code p} met.
     */
    static String describe(JsonProcessingException e, JsonParser p) {
        // a bound of the parser's own carries no place: the token it stopped at (the bracket too deep)
        JsonLocation loc = e instanceof StreamConstraintsException ? p.currentTokenLocation() : e.getLocation();
        if (loc == null || loc.getLineNr() <= 0) {
            loc = p.currentLocation();
        }
        String where = loc != null && loc.getLineNr() > 0 && loc.getColumnNr() > 0
                ? " at line " + loc.getLineNr() + ", column " + loc.getColumnNr() : "";
        String path = path(p.getParsingContext());
        return "malformed JSON" + where + (path.isEmpty() ? "" : " (in " + path + ")") + ": " + what(e);
    }

    /** The parser's message in words. */
    static String what(JsonProcessingException e) {
        String m = e.getOriginalMessage() == null ? "" : e.getOriginalMessage().strip();
        Matcher nesting = NESTING.matcher(m);
        if (e instanceof StreamConstraintsException && nesting.matches()) {
            return "arrays and objects nested more than " + nesting.group(2) + " deep; flatten the file";
        }
        Matcher close = CLOSE_MARKER.matcher(m);
        Matcher start = START_MARKER.matcher(m);
        if (close.lookingAt()) {
            String kind = close.group(1).equals("Array") ? "array" : "object";
            return "the file ends inside an " + kind + (start.find() ? " opened at line " + start.group(1) + ", column "
                    + start.group(2) : "") + "; close it with " + (kind.equals("array") ? "]" : "}");
        }
        m = START_MARKER.matcher(m).replaceAll(" (opened at line $1, column $2)");
        m = SOURCE.matcher(m).replaceAll("");
        m = JAVA_NAME.matcher(m).replaceAll("");
        int nl = m.indexOf('\n');
        return (nl < 0 ? m : m.substring(0, nl)).strip();
    }

    /** The path of a parsing context: {@code events[2].by}; the first components and "…" when deep. */
    static String path(JsonStreamContext c) {
        Deque<String> parts = new ArrayDeque<>();
        for (; c != null && !c.inRoot(); c = c.getParent()) {
            if (c.inArray()) {
                parts.addFirst(c.hasCurrentIndex() ? "[" + c.getCurrentIndex() + "]" : "");
            } else if (c.inObject() && c.getCurrentName() != null) {
                parts.addFirst("." + c.getCurrentName());
            }
        }
        StringBuilder b = new StringBuilder();
        int shown = 0;
        for (String part : parts) {
            if (part.isEmpty()) {
                continue;
            }
            if (shown++ == PATH_SHOWN) {
                b.append("…");
                break;
            }
            b.append(part);
        }
        return b.length() > 0 && b.charAt(0) == '.' ? b.substring(1) : b.toString();
    }
}
