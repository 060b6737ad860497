package dev.hakem.kb;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Reading the text files the user names (knowledge-base inputs, case files, PGN, queries): strict UTF-8,
 * errors that name the file and, for bad bytes, the line and column.
 */
public final class TextFile {
    private TextFile() {
    }

    static String read(Path file) {
        return readUtf8(file);
    }

    /**
     * The file's text; a folder, a missing or unreadable file, or bytes that are not UTF-8 (line and
     * column of the first bad byte) are {@link KbInputException}s. Never guesses another encoding.
     */
    public static String readUtf8(Path file) {
        if (Files.isDirectory(file)) {
            throw new KbInputException(file + ": is a folder, not a file");
        }
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw KbInputException.io("cannot read " + file, e);
        }
        return decodeUtf8(bytes, file.toString());
    }

    /**
     * The bytes as text, strictly UTF-8 (the byte-order mark skipped); bytes that are not UTF-8 are a
     * {@link KbInputException} naming {@code source} and the line and column of the first bad byte.
     */
    public static String decodeUtf8(byte[] bytes, String source) {
        CharsetDecoder d = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length + 1);
        CoderResult r = d.decode(in, out, true);
        if (r.isError()) {
            int bad = in.position();
            int line = 1;
            int column = 1;
            for (int i = 0; i < out.position(); i++) {
                if (out.get(i) == '\n') {
                    line++;
                    column = 1;
                } else {
                    column++;
                }
            }
            throw new KbInputException(String.format(java.util.Locale.ROOT,
                    "%s: line %d, column %d: not UTF-8 text (byte 0x%02X); save the file as UTF-8",
                    source, line, column, bytes[bad] & 0xFF));
        }
        d.flush(out);
        out.flip();
        if (out.hasRemaining() && out.get(0) == '\uFEFF') {
            out.get(); // the UTF-8 signature (byte-order mark) some editors write is not text
        }
        return out.toString();
    }

    static List<String> lines(Path file) {
        return read(file).lines().toList();
    }
}
