package dev.hakem.chess.pgn;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;

/**
 * How the bytes of a PGN file are read as text. UTF-8 (today's files) or ISO-8859-1 (Latin-1: the PGN
 * standard's export format, and older archives). Never a guess: in UTF-8 a byte that is not UTF-8 text is
 * kept as its own character ({@link #notText(int)}: U+DC80 plus the byte, a lone surrogate no text holds)
 * so that the reader can say where it is and which byte it is, and can go on with the rest.
 */
public enum PgnEncoding {
    UTF_8("utf-8"),
    ISO_8859_1("iso-8859-1");

    private final String label;

    PgnEncoding(String label) {
        this.label = label;
    }

    /** "utf-8" or "iso-8859-1". */
    public String label() {
        return label;
    }

    /** The encoding a label names (case-insensitive; "latin-1" too), or null. */
    public static PgnEncoding parse(String name) {
        String n = name.strip().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
        return switch (n) {
            case "utf-8", "utf8" -> UTF_8;
            case "iso-8859-1", "iso8859-1", "latin-1", "latin1" -> ISO_8859_1;
            default -> null;
        };
    }

    /** The text of the bytes. */
    public Reader reader(InputStream in) {
        return this == ISO_8859_1 ? new InputStreamReader(in, StandardCharsets.ISO_8859_1) : new LenientUtf8(in);
    }

    /** The byte a character stands for when it is not text ({@link #UTF_8}'s mark for a byte that is not UTF-8), else -1. */
    static int notText(int c, boolean afterHighSurrogate) {
        return c >= 0xDC80 && c <= 0xDCFF && !afterHighSurrogate ? c - 0xDC00 : -1;
    }

    /** How many bytes of the file the character took. */
    int bytes(int c, boolean afterHighSurrogate) {
        if (this == ISO_8859_1 || c < 0x80) {
            return 1;
        }
        if (c < 0x800) {
            return 2;
        }
        if (Character.isHighSurrogate((char) c)) {
            return 2; // of the four of a supplementary character; its low surrogate counts the other two
        }
        if (Character.isLowSurrogate((char) c)) {
            return afterHighSurrogate ? 2 : 1; // a byte that is not UTF-8, kept as U+DC80 plus the byte
        }
        return 3;
    }

    /**
     * A UTF-8 decoder that never stops and never guesses: each byte that does not begin a well-formed sequence
     * (RFC 3629: no overlong forms, no surrogates, nothing beyond U+10FFFF, nothing cut off) becomes U+DC80
     * plus the byte, and decoding goes on at the next byte.
     */
    private static final class LenientUtf8 extends Reader {
        private final InputStream in;
        private final byte[] buf = new byte[1 << 16];
        private int pos;
        private int lim;
        private boolean eof;
        private int low = -1;

        LenientUtf8(InputStream in) {
            this.in = in;
        }

        /** Whether {@code n} bytes are buffered (reading more as needed; fewer only at the end of the input). */
        private boolean have(int n) throws IOException {
            while (lim - pos < n && !eof) {
                if (pos > 0) {
                    System.arraycopy(buf, pos, buf, 0, lim - pos);
                    lim -= pos;
                    pos = 0;
                }
                int k = in.read(buf, lim, buf.length - lim);
                if (k < 0) {
                    eof = true;
                } else {
                    lim += k;
                }
            }
            return lim - pos >= n;
        }

        private boolean continuation(int i, int min, int max) {
            int b = buf[pos + i] & 0xFF;
            return b >= min && b <= max;
        }

        @Override
        public int read(char[] cbuf, int off, int len) throws IOException {
            int k = 0;
            while (k < len) {
                if (low >= 0) {
                    cbuf[off + k++] = (char) low;
                    low = -1;
                    continue;
                }
                if (pos == lim && (k > 0 || !have(1))) {
                    break; // hand over what is decoded before waiting for more bytes; or the end of the input
                }
                int b0 = buf[pos] & 0xFF;
                if (b0 < 0x80) {
                    cbuf[off + k++] = (char) b0;
                    pos++;
                    continue;
                }
                int n = b0 >= 0xC2 && b0 <= 0xDF ? 2 : b0 >= 0xE0 && b0 <= 0xEF ? 3 : b0 >= 0xF0 && b0 <= 0xF4 ? 4 : 0;
                boolean ok = n > 0 && have(n)
                        && continuation(1, b0 == 0xE0 ? 0xA0 : b0 == 0xF0 ? 0x90 : 0x80,
                                b0 == 0xED ? 0x9F : b0 == 0xF4 ? 0x8F : 0xBF)
                        && (n < 3 || continuation(2, 0x80, 0xBF)) && (n < 4 || continuation(3, 0x80, 0xBF));
                if (!ok) {
                    cbuf[off + k++] = (char) (0xDC00 + b0);
                    pos++;
                    continue;
                }
                int cp = b0 & (0xFF >> (n + 1));
                for (int i = 1; i < n; i++) {
                    cp = cp << 6 | buf[pos + i] & 0x3F;
                }
                pos += n;
                if (cp >= 0x10000) {
                    cbuf[off + k++] = Character.highSurrogate(cp);
                    low = Character.lowSurrogate(cp);
                } else {
                    cbuf[off + k++] = (char) cp;
                }
            }
            return k == 0 && len > 0 ? -1 : k;
        }

        @Override
        public void close() throws IOException {
            in.close();
        }
    }
}
