package dev.hakem.chess.pgn;

import dev.hakem.chess.ChessException;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;

/**
 * Splits PGN text into tokens, streaming from a {@link Reader}, and tracks line and column
 * (1-based) of each token and the UTF-8 byte offset of the text read. One token of look-back
 * ({@link #pushBack()}). The token is held in fields of the lexer (no object per token except the
 * text of symbols, strings and comments); a token longer than {@link #MAX_TOKEN} characters is an
 * error (its text is not kept), so no input makes the lexer hold more than that.
 */
final class PgnLexer {
    enum Kind { TAG_OPEN, TAG_CLOSE, STRING, SYMBOL, MOVE_NUMBER, DOTS, NAG, COMMENT, VAR_OPEN, VAR_CLOSE, RESULT, EOF }

    /** Longest token (a comment, a string, a symbol), characters. */
    static final int MAX_TOKEN = 1 << 20;

    private final Reader in;
    private final char[] buf = new char[1 << 16];
    private int pos;
    private int lim;
    private boolean eof;
    /** Line and column of the next unread character. */
    private int line = 1;
    private int col = 1;
    /** UTF-8 bytes of the text read so far (from where the lexer started), and at the current token. */
    private long offset;
    long tokOffset;
    private boolean tooLong;
    private final PgnEncoding encoding;
    /** Whether the last character read was a high surrogate, and whether it stood for a byte that is not text. */
    private boolean afterHigh;
    private boolean escaped;
    /** The first byte that is not text (UTF-8) since {@link #takeNotText()}: line, column, byte; or null. */
    private int[] notText;
    private final StringBuilder sb = new StringBuilder(64);

    // current token
    Kind kind;
    String text;
    int number;
    int dots;
    int tokLine;
    int tokCol;
    /** Line and column just after the current token. */
    int endLine;
    int endCol;
    private boolean pushedBack;

    PgnLexer(Reader in) {
        this(in, 1, 0, PgnEncoding.UTF_8);
    }

    /**
     * A lexer whose first character is at {@code line} (column 1) and byte {@code offset} of its source, a text
     * read from bytes in {@code encoding} (which tells how many bytes each character took).
     */
    PgnLexer(Reader in, int line, long offset, PgnEncoding encoding) {
        this.in = in;
        this.line = line;
        this.offset = offset;
        this.encoding = encoding;
    }

    /** The first byte that was not text since the last call (line, column, byte), or null; forgets it. */
    int[] takeNotText() {
        int[] t = notText;
        notText = null;
        return t;
    }

    private void noteNotText(int c) {
        if (notText == null) {
            notText = new int[] {line, col - 1, c - 0xDC00};
        }
    }

    void pushBack() {
        pushedBack = true;
    }

    /** The byte offset just after the tokens consumed (a pushed-back token counts as not consumed). */
    long consumedOffset() {
        return pushedBack ? tokOffset : offset;
    }

    /** The line of the position {@link #consumedOffset()} is at. */
    int consumedLine() {
        return pushedBack ? tokLine : line;
    }

    private int peek() {
        if (pos >= lim) {
            if (eof || !fill()) {
                return -1;
            }
        }
        return buf[pos];
    }

    /** The character {@code ahead} places after the next one (0 = the next), or -1; ahead < 16. */
    private int peekAhead(int ahead) {
        if (pos + ahead >= lim) {
            if (pos > 0) {
                System.arraycopy(buf, pos, buf, 0, lim - pos);
                lim -= pos;
                pos = 0;
            }
            while (!eof && lim <= ahead) {
                readMore();
            }
            if (pos + ahead >= lim) {
                return -1;
            }
        }
        return buf[pos + ahead];
    }

    private boolean fill() {
        pos = 0;
        lim = 0;
        readMore();
        return lim > 0;
    }

    private void readMore() {
        try {
            int n = in.read(buf, lim, buf.length - lim);
            if (n < 0) {
                eof = true;
            } else {
                lim += n;
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private int read() {
        int c = peek();
        if (c < 0) {
            return c;
        }
        pos++;
        escaped = PgnEncoding.notText(c, afterHigh) >= 0;
        offset += encoding.bytes(c, afterHigh);
        afterHigh = Character.isHighSurrogate((char) c);
        if (c == '\n') {
            line++;
            col = 1;
        } else {
            col++;
        }
        return c;
    }

    /** Appends a character of the current token, keeping at most {@link #MAX_TOKEN}. */
    private void keep(int c) {
        if (escaped) {
            noteNotText(c); // a byte that is not UTF-8 text: named once, shown as U+FFFD
            c = '\uFFFD';
        }
        if (sb.length() < MAX_TOKEN) {
            sb.append((char) c);
        } else {
            tooLong = true;
        }
    }

    /** After a token was read whole: an error when it was too long to keep. */
    private void checkLength(String what) {
        if (tooLong) {
            tooLong = false;
            throw error(what + " is longer than " + MAX_TOKEN + " characters", tokLine, tokCol);
        }
    }

    private ChessException error(String msg, int l, int c) {
        return new ChessException(msg, l, c, null);
    }

    /** Advances to the next token; lexical errors throw {@link ChessException} (the lexer can go on after). */
    Kind next() {
        if (pushedBack) {
            pushedBack = false;
            return kind;
        }
        Kind k = scan();
        endLine = line;
        endCol = col;
        return k;
    }

    private Kind scan() {
        text = null;
        kind = null;
        tooLong = false; // a token cut off by an error leaves nothing to the next one
        while (true) {
            int c = peek();
            if (c < 0) {
                tokLine = line;
                tokCol = col;
                tokOffset = offset;
                return kind = Kind.EOF;
            }
            if (c == '%' && col == 1) {          // escape line (PGN 6)
                skipLine();
                continue;
            }
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\u000B' || c == '\uFEFF'
                    || c == '\u00A0') {
                read();
                continue;
            }
            break;
        }
        tokLine = line;
        tokCol = col;
        tokOffset = offset;
        int c = read();
        switch (c) {
            case '[': return kind = Kind.TAG_OPEN;
            case ']': return kind = Kind.TAG_CLOSE;
            case '(': return kind = Kind.VAR_OPEN;
            case ')': return kind = Kind.VAR_CLOSE;
            case '*': text = "*"; return kind = Kind.RESULT;
            case '"': return string();
            case '{': return braceComment();
            case ';': return lineComment();
            case '$': return nag();
            case '.':
                while (peek() == '.') {
                    read();
                }
                return kind = Kind.DOTS;
            default:
                if (isSymbolStart(c)) {
                    return symbol((char) c);
                }
                if (escaped) {
                    noteNotText(c);
                    skipUnexpected();
                    throw error(String.format("byte 0x%02X is not UTF-8 text", c - 0xDC00), tokLine, tokCol);
                }
                skipUnexpected();
                throw error("unexpected character " + (Character.isISOControl(c) || Character.isWhitespace(c)
                        ? String.format("U+%04X", c) : "'" + (char) c + "'"), tokLine, tokCol);
        }
    }

    /**
     * After a character that starts no token: the run of such characters that follows, blanks between
     * them included, is part of the same error (one error, not one per byte, however long the run).
     */
    private void skipUnexpected() {
        while (true) {
            int c = peek();
            if (c < 0 || c == '%' && col == 1) {
                return;
            }
            boolean blank = c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\u000B'
                    || c == '\uFEFF' || c == '\u00A0';
            if (!blank && (startsToken(c) || isSymbolStart(c))) {
                return;
            }
            read();
        }
    }

    private static boolean startsToken(int c) {
        return c == '[' || c == ']' || c == '(' || c == ')' || c == '*' || c == '"' || c == '{' || c == ';' || c == '$'
                || c == '.';
    }

    private void skipLine() {
        int c;
        do {
            c = read();
        } while (c >= 0 && c != '\n');
    }

    private Kind string() {
        sb.setLength(0);
        while (true) {
            int c = peek();
            if (c < 0 || c == '\n' || c == '\r') {
                throw error("the string opened here is not closed on its line", tokLine, tokCol);
            }
            read();
            if (c == '"') {
                break;
            }
            if (c == '\\') {
                int d = peek();
                if (d == '"' || d == '\\') {
                    read();
                    keep(d);
                    continue;
                }
            }
            keep(c);
        }
        checkLength("the string");
        text = sb.toString();
        return kind = Kind.STRING;
    }

    /**
     * A brace comment runs to the next '}'. A line inside it that starts like a tag pair
     * ({@code [Name "}) is taken as the next game's tags: the comment was never closed, and the
     * error leaves the following games readable.
     */
    private Kind braceComment() {
        sb.setLength(0);
        while (true) {
            int c = peek();
            if (c < 0) {
                throw error("the comment opened here is not closed ('}' missing)", tokLine, tokCol);
            }
            if (c == '[' && col == 1 && looksLikeTagPair()) {
                throw error("the comment opened here is not closed before the next game's tags ('}' missing)",
                        tokLine, tokCol);
            }
            read();
            if (c == '}') {
                break;
            }
            keep(c);
        }
        checkLength("the comment");
        text = sb.toString().strip();
        return kind = Kind.COMMENT;
    }

    /** Whether the input ahead reads {@code [Name "} (a tag pair's start). */
    private boolean looksLikeTagPair() {
        int i = 1;
        int c = peekAhead(i);
        while (i < 48 && (c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_')) {
            c = peekAhead(++i);
        }
        if (i == 1 || c != ' ') {
            return false;
        }
        while (i < 64 && c == ' ') {
            c = peekAhead(++i);
        }
        return c == '"';
    }

    private Kind lineComment() {
        sb.setLength(0);
        while (true) {
            int c = peek();
            if (c < 0 || c == '\n') {
                break;
            }
            read();
            keep(c);
        }
        checkLength("the comment");
        text = sb.toString().strip();
        return kind = Kind.COMMENT;
    }

    private Kind nag() {
        int n = 0;
        int digits = 0;
        while (peek() >= '0' && peek() <= '9') {
            n = n * 10 + (read() - '0');
            if (++digits > 3) {
                throw error("a NAG is $ followed by a number 0-255", tokLine, tokCol);
            }
        }
        if (digits == 0 || n > 255) {
            throw error("a NAG is $ followed by a number 0-255", tokLine, tokCol);
        }
        number = n;
        return kind = Kind.NAG;
    }

    private static boolean isSymbolStart(int c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '!' || c == '?'
                || c > 127 && Character.isLetter(c);
    }

    private static boolean isSymbolChar(int c) {
        return isSymbolStart(c) || c == '_' || c == '+' || c == '#' || c == '=' || c == ':' || c == '-' || c == '/'
                || c == '\u0327';
    }

    private Kind symbol(char first) {
        sb.setLength(0);
        sb.append(first);
        boolean digits = first >= '0' && first <= '9';
        while (isSymbolChar(peek())) {
            int c = read();
            digits &= c >= '0' && c <= '9';
            keep(c);
        }
        checkLength("the word");
        if (digits) {
            int d = 0;
            while (peek() == '.') {
                read();
                d++;
            }
            if (sb.length() > 6) {
                throw error("move number " + sb + " is too large", tokLine, tokCol);
            }
            number = Integer.parseInt(sb, 0, sb.length(), 10);
            dots = d;
            return kind = Kind.MOVE_NUMBER;
        }
        // "exd6e.p." — FIDE C.13.6 en-passant mark written against the move
        if (sb.charAt(sb.length() - 1) == 'e' && peek() == '.' && peekAhead(1) == 'p' && peekAhead(2) == '.') {
            sb.append(".p.");
            read();
            read();
            read();
            while (isSymbolChar(peek())) {
                keep(read());
            }
            checkLength("the word");
        }
        text = sb.toString();
        switch (text) {
            case "1-0": case "0-1": case "1/2-1/2":
                return kind = Kind.RESULT;
            default:
                return kind = Kind.SYMBOL;
        }
    }
}
