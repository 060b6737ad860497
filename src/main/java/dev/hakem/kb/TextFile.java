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

    /** Largest input file read whole (the knowledge base's data files), bytes. */
    public static final long MAX_BYTES = 64L << 20;

    static String read(Path file) {
        return readUtf8(file);
    }

    /** {@link #readUtf8(Path, long, String)} with the general bound of {@link #MAX_BYTES}. */
    public static String readUtf8(Path file) {
        return readUtf8(file, MAX_BYTES, "an input file");
    }

    /**
     * The file's text; a folder, a missing or unreadable file, a file larger than {@code maxBytes}
     * (read no further: also a device or a pipe without end), or bytes that are not UTF-8 (line
     * and column of the first bad byte) are {@link KbInputException}s. Never guesses another
     * encoding. {@code what} names the kind of file in the message ("a case file").
     */
    public static String readUtf8(Path file, long maxBytes, String what) {
        if (Files.isDirectory(file)) {
            throw new KbInputException(file + ": is a folder, not a file");
        }
        byte[] bytes;
        try (java.io.InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, maxBytes + 1));
        } catch (IOException e) {
            throw KbInputException.io("cannot read " + file, e);
        }
        if (bytes.length > maxBytes) {
            throw new KbInputException(file + ": larger than " + String.format(java.util.Locale.ROOT, "%,d", maxBytes)
                    + " bytes, the most " + what + " may have; is it the right file?");
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

    /**
     * Checks that a file of any size is UTF-8 text, reading it in pieces (memory does not grow
     * with the file); the same errors as {@link #readUtf8(Path, long, String)}, without a bound.
     */
    public static void checkUtf8(Path file) {
        if (Files.isDirectory(file)) {
            throw new KbInputException(file + ": is a folder, not a file");
        }
        CharsetDecoder d = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.allocate(1 << 16);
        CharBuffer out = CharBuffer.allocate(1 << 16);
        long line = 1;
        long column = 1;
        try (java.nio.channels.ReadableByteChannel ch = Files.newByteChannel(file)) {
            boolean end = false;
            while (!end) {
                end = ch.read(in) < 0;
                in.flip();
                CoderResult r = d.decode(in, out, end);
                out.flip();
                while (out.hasRemaining()) {
                    if (out.get() == '\n') {
                        line++;
                        column = 1;
                    } else {
                        column++;
                    }
                }
                out.clear();
                if (r.isError() || end && in.hasRemaining()) {
                    throw new KbInputException(String.format(java.util.Locale.ROOT,
                            "%s: line %d, column %d: not UTF-8 text (byte 0x%02X); save the file as UTF-8",
                            file, line, column, in.get(in.position()) & 0xFF));
                }
                in.compact();
            }
        } catch (IOException e) {
            throw KbInputException.io("cannot read " + file, e);
        }
    }

    static List<String> lines(Path file) {
        return read(file).lines().toList();
    }
}
