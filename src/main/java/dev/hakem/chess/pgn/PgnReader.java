package dev.hakem.chess.pgn;

import dev.hakem.chess.ChessException;
import dev.hakem.chess.Color;
import dev.hakem.chess.Move;
import dev.hakem.chess.Position;
import dev.hakem.chess.Variant;
import dev.hakem.chess.notation.GameNotation;
import dev.hakem.chess.notation.Notation;
import dev.hakem.chess.notation.San;
import dev.hakem.chess.notation.SanReading;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Reads game records (PGN, import format) one game at a time from a {@link Reader}: tag pairs,
 * move numbers, SAN moves in English or Turkish letters (decided per game from the letters used,
 * FIDE C.2–C.3), comments ({@code {...}} and {@code ;}), NAGs, nested variations, the
 * termination marker, and {@code %} escape lines. The main line is replayed against the Laws:
 * every move must be legal (FIDE 3.10.1) and each move number must fit.
 *
 * <p>Letters, as {@link GameNotation} settles them (C.2–C.3): a game showing Q R B N is read in
 * English letters, one showing Ş V F A in Turkish letters, one showing both is an error. A PGN
 * record whose letters do not tell (only K) is English, the PGN standard's language; the moves of a
 * case ({@link #readMovetext(Position, String, Notation)}) are read in the declared language, else
 * in the one their letters show, else each K move in the only language that can mean it (both: an
 * error asking for the notation). A reader built with {@link #PgnReader(Reader, Notation)} takes the
 * letters as given.
 *
 * <p>{@link #next()} yields one {@link PgnEntry} per game — the game, or the error (with line,
 * column and the offending token) — and then goes on with the next game, so one broken record
 * never hides the others. Streaming: memory holds one game at a time, and one game is bounded
 * ({@link #MAX_MOVES} moves with its variations; tokens of at most {@link PgnLexer#MAX_TOKEN}
 * characters). Nothing recurses as deep as the input nests (variations are kept iteratively).
 */
public final class PgnReader implements Closeable, Iterable<PgnEntry> {
    /** Most moves of one record, its variations included (a game under 9.6.2 has fewer than 18,000 plies). */
    public static final int MAX_MOVES = 50_000;

    private final PgnLexer lex;
    private final Reader in;
    private final Set<Notation> letters;
    private int index;
    /** The tag pairs of the record being read, as far as they could be read. */
    private Map<String, String> partialTags = new LinkedHashMap<>();
    /** Where the replay of the record being read stopped. */
    private PgnEntry.Stop stopped;

    /** A reader of PGN records: English unless a game's letters show Turkish (C.3, the PGN standard). */
    public PgnReader(Reader in) {
        this(in, Notation.EITHER);
        this.undecided = Notation.ENGLISH;
    }

    /**
     * A reader that takes every game to be written in the given letters (for records where nothing
     * tells the two sets apart, e.g. only pawn and "K" moves).
     */
    public PgnReader(Reader in, Notation letters) {
        this(in, Set.of(letters));
    }

    /** Start position for games without a FEN tag (readMovetext); null = the initial position. */
    private Position start;
    /** The language of a game whose letters do not tell (PGN: English); null = decide per token. */
    private Notation undecided;
    /** Whether a result other than "*" is refused (readMovetext for moves played so far). */
    private boolean unfinishedOnly;

    private PgnReader(Reader in, Set<Notation> letters) {
        this(in, letters, new PgnLexer(in), 0);
    }

    private PgnReader(Reader in, Set<Notation> letters, PgnLexer lex, int index) {
        this.in = in;
        this.lex = lex;
        this.letters = letters;
        this.index = index;
    }

    /**
     * A reader that goes on with a source from a place an earlier reader reached (the end of an
     * entry): its first character is at {@code line} and byte {@code offset}, its first game has
     * index {@code index}; {@code in} is the text of the source's bytes in {@code encoding}
     * ({@link PgnEncoding#reader}). Used to read only what was appended to a growing file.
     */
    public static PgnReader resume(Reader in, int line, long offset, int index, PgnEncoding encoding) {
        PgnReader r = new PgnReader(in, Notation.EITHER, new PgnLexer(in, line, offset, encoding), index);
        r.undecided = Notation.ENGLISH;
        return r;
    }

    /** A reader over a UTF-8 file (undecodable bytes become U+FFFD and make that game an error). */
    public static PgnReader open(Path file) throws IOException {
        return new PgnReader(new InputStreamReader(Files.newInputStream(file), StandardCharsets.UTF_8));
    }

    /** All games of a text; throws the first error. */
    public static List<PgnGame> readAll(String text) {
        List<PgnGame> out = new ArrayList<>();
        try (PgnReader r = new PgnReader(new StringReader(text))) {
            for (PgnEntry e : r) {
                out.add(e.orThrow());
            }
        }
        return out;
    }

    /** The one game of a text (tags optional, result optional at the end); throws on error. */
    public static PgnGame readGame(String text) {
        List<PgnGame> games = readAll(text);
        if (games.size() != 1) {
            throw new ChessException("expected one game, found " + games.size(), 1, 1, null);
        }
        return games.get(0);
    }

    /**
     * The moves of a movetext (move numbers, comments, variations and a result allowed; no tags)
     * played from the given position; throws the first error with its line and column.
     */
    public static PgnGame readMovetext(Position start, String movetext) {
        return readMovetext(start, movetext, null);
    }

    /**
     * The moves of a case's movetext in the declared language ({@code letters}; null: not declared,
     * then as {@link GameNotation} settles it); otherwise as {@link #readMovetext(Position, String)}.
     */
    public static PgnGame readMovetext(Position start, String movetext, Notation letters) {
        return readMovetext(start, movetext, letters, false);
    }

    /**
     * As {@link #readMovetext(Position, String, Notation)}; with {@code unfinishedOnly} the moves of a game that
     * goes on, so a result other than "*" is an error at its line and column.
     */
    public static PgnGame readMovetext(Position start, String movetext, Notation letters, boolean unfinishedOnly) {
        try (PgnReader r = new PgnReader(new StringReader(movetext), letters == null ? Notation.EITHER : Set.of(letters))) {
            r.start = start;
            r.unfinishedOnly = unfinishedOnly;
            PgnEntry e = r.next();
            PgnGame g = e == null ? null : e.orThrow();
            if (g == null) {
                return new PgnGame(java.util.Map.of(), start, List.of(), List.of(), "*", Notation.ENGLISH, start, 1, false);
            }
            if (!g.tags().isEmpty()) {
                throw new ChessException("a movetext has no tag pairs", g.line(), 1, null);
            }
            if (r.next() != null) {
                throw new ChessException("the movetext goes on after its result");
            }
            return g;
        }
    }

    /** The next game or error, or null at the end of the input. */
    public PgnEntry next() {
        while (true) {
            partialTags = new LinkedHashMap<>();
            stopped = null;
            PgnLexer.Kind k;
            try {
                k = lex.next();
            } catch (ChessException e) {
                int i = index++;
                boolean atEnd = recover(false);
                return entry(i, e.line(), null, e, atEnd);
            }
            if (k == PgnLexer.Kind.EOF) {
                return null;
            }
            lex.pushBack();
            int startLine = lex.tokLine;
            RawGame raw;
            try {
                raw = syntax();
            } catch (ChessException e) {
                int i = index++;
                // an error found at the termination marker (e.g. a variation left open) ends the record there
                boolean atEnd = lex.kind == PgnLexer.Kind.RESULT ? false
                        : recover(inTags && !(lex.kind != null && lex.kind != PgnLexer.Kind.TAG_OPEN && lex.tokCol == 1));
                return entry(i, startLine, null, e, atEnd);
            }
            if (raw == null) {
                return null;
            }
            int i = index++;
            try {
                return entry(i, startLine, replay(raw, startLine), null, !raw.terminated);
            } catch (ChessException e) {
                return entry(i, startLine, null, e, !raw.terminated);
            }
        }
    }

    private PgnEntry entry(int i, int line, PgnGame game, ChessException error, boolean atEnd) {
        int[] bad = lex.takeNotText();
        return new PgnEntry(i, line, game, error, atEnd, game != null ? game.tags() : partialTags, stopped,
                lex.consumedOffset(), lex.consumedLine(), bad == null ? null : new PgnEntry.NotText(bad[0], bad[1], bad[2]));
    }

    /** The entries as a stream (lazy; one game in memory at a time). */
    public Stream<PgnEntry> entries() {
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(iterator(),
                Spliterator.ORDERED | Spliterator.NONNULL), false);
    }

    /** The games as a stream; the first broken record throws its {@link ChessException}. */
    public Stream<PgnGame> games() {
        return entries().map(PgnEntry::orThrow);
    }

    @Override
    public Iterator<PgnEntry> iterator() {
        return new Iterator<>() {
            private PgnEntry ahead;
            private boolean done;

            @Override
            public boolean hasNext() {
                if (ahead == null && !done) {
                    ahead = PgnReader.this.next();
                    done = ahead == null;
                }
                return ahead != null;
            }

            @Override
            public PgnEntry next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                PgnEntry e = ahead;
                ahead = null;
                return e;
            }
        };
    }

    @Override
    public void close() {
        try {
            in.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    // ------------------------------------------------------------------ syntax

    private static final class RawMove {
        String san;
        int line;
        int col;
        int number = -1;
        int dots;
        int numLine;
        int numCol;
        final List<Integer> nags = new ArrayList<>(0);
        final List<String> comments = new ArrayList<>(0);
        final List<RawLine> variations = new ArrayList<>(0);
    }

    private static final class RawLine {
        /** Where the variation's '(' is (0 for the main line). */
        int openLine;
        int openCol;
        final List<String> comments = new ArrayList<>(0);
        final List<RawMove> moves = new ArrayList<>();
    }

    private static final class RawGame {
        final Map<String, String> tags = new LinkedHashMap<>();
        final Map<String, int[]> tagPlaces = new LinkedHashMap<>();
        final RawLine main = new RawLine();
        String result = "*";
        boolean terminated;
    }

    private boolean inTags;

    private ChessException at(String msg) {
        return new ChessException(msg, lex.tokLine, lex.tokCol, null);
    }

    private RawGame syntax() {
        RawGame g = new RawGame();
        inTags = true;
        while (lex.next() == PgnLexer.Kind.TAG_OPEN) {
            int tl = lex.tokLine;
            int tc = lex.tokCol;
            if (lex.next() != PgnLexer.Kind.SYMBOL || !isTagName(lex.text)) {
                throw at("expected a tag name after '['" + found());
            }
            String name = lex.text;
            if (lex.next() != PgnLexer.Kind.STRING) {
                throw at("expected the value of tag " + name + " in double quotes" + found());
            }
            String value = lex.text;
            partialTags.putIfAbsent(name, value);
            int el = lex.endLine;
            int ec = lex.endCol;
            if (lex.next() != PgnLexer.Kind.TAG_CLOSE) {
                throw new ChessException("expected ']' to close tag " + name + found(), el, ec, null);
            }
            if (g.tags.containsKey(name)) {
                throw new ChessException("tag " + name + " is given twice", tl, tc, null);
            }
            g.tags.put(name, value);
            g.tagPlaces.put(name, new int[] {tl, tc});
        }
        lex.pushBack();
        inTags = false;
        List<RawLine> stack = new ArrayList<>();
        RawLine cur = g.main;
        int pendingNumber = -1;
        int pendingDots = 0;
        int numLine = 0;
        int numCol = 0;
        int moves = 0;
        while (true) {
            PgnLexer.Kind k = lex.next();
            switch (k) {
                case EOF:
                    if (!stack.isEmpty()) {
                        throw at("the input ends inside a variation (')' missing)");
                    }
                    if (g.tags.isEmpty() && g.main.moves.isEmpty()) {
                        return null;      // trailing comments or nothing after the last game
                    }
                    g.terminated = false;
                    return g;
                case RESULT:
                    if (!stack.isEmpty()) {
                        throw at("result " + lex.text + " inside a variation (')' missing before it)");
                    }
                    if (unfinishedOnly && !"*".equals(lex.text)) {
                        throw at("the result " + lex.text + " cannot end these moves (only * can; say how the game"
                                + " ended with an event)");
                    }
                    g.result = lex.text;
                    g.terminated = true;
                    return g;
                case TAG_OPEN:
                    // '[' cannot appear in moves: the next game's tags begin here
                    lex.pushBack();
                    if (!stack.isEmpty()) {
                        throw new ChessException("the variation opened here is not closed (')' missing) before the"
                                + " next game's tags", cur.openLine, cur.openCol, null);
                    }
                    throw at("the game has no result (1-0, 0-1, 1/2-1/2 or *) before the next game's tags");
                case MOVE_NUMBER:
                    pendingNumber = lex.number;
                    pendingDots = lex.dots;
                    numLine = lex.tokLine;
                    numCol = lex.tokCol;
                    break;
                case DOTS:
                    break;
                case SYMBOL: {
                    String t = lex.text;
                    if (isAnnotationOnly(t)) {
                        RawMove last = last(cur);
                        int nag = suffixNag(t);
                        if (nag == 0) {
                            throw at("unknown annotation \"" + t + "\" (use !, ?, !!, ??, !? or ?!)");
                        }
                        last.nags.add(nag);
                        break;
                    }
                    if (++moves > MAX_MOVES) {
                        throw at("the game has more than " + MAX_MOVES + " moves (with its variations); "
                                + "is it one record?");
                    }
                    RawMove m = new RawMove();
                    m.san = t;
                    m.line = lex.tokLine;
                    m.col = lex.tokCol;
                    if (pendingNumber >= 0) {
                        m.number = pendingNumber;
                        m.dots = pendingDots;
                        m.numLine = numLine;
                        m.numCol = numCol;
                    }
                    pendingNumber = -1;
                    cur.moves.add(m);
                    break;
                }
                case NAG:
                    last(cur).nags.add(lex.number);
                    break;
                case COMMENT:
                    if (cur.moves.isEmpty()) {
                        cur.comments.add(lex.text);
                    } else {
                        cur.moves.get(cur.moves.size() - 1).comments.add(lex.text);
                    }
                    break;
                case VAR_OPEN: {
                    if (cur.moves.isEmpty()) {
                        throw at("a variation '(' must follow the move it replaces");
                    }
                    RawLine v = new RawLine();
                    v.openLine = lex.tokLine;
                    v.openCol = lex.tokCol;
                    cur.moves.get(cur.moves.size() - 1).variations.add(v);
                    stack.add(cur);
                    cur = v;
                    pendingNumber = -1;
                    break;
                }
                case VAR_CLOSE:
                    if (stack.isEmpty()) {
                        throw at("')' without a '(' before it");
                    }
                    if (cur.moves.isEmpty()) {
                        throw at("empty variation '()'");
                    }
                    cur = stack.remove(stack.size() - 1);
                    pendingNumber = -1;
                    break;
                case STRING:
                    throw at("unexpected string \"" + lex.text + "\" in the moves");
                case TAG_CLOSE:
                    throw at("unexpected ']' in the moves");
                default:
                    throw at("unexpected " + k);
            }
        }
    }

    private RawMove last(RawLine line) {
        if (line.moves.isEmpty()) {
            throw at("an annotation must follow a move");
        }
        return line.moves.get(line.moves.size() - 1);
    }

    private String found() {
        switch (lex.kind) {
            case EOF: return ", found the end of the input";
            case SYMBOL: case RESULT: return ", found \"" + lex.text + "\"";
            case STRING: return ", found a string";
            default: return ", found " + lex.kind.name().toLowerCase(Locale.ROOT).replace('_', ' ');
        }
    }

    private static boolean isTagName(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_')) {
                return false;
            }
        }
        return true;
    }

    private static boolean isAnnotationOnly(String t) {
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            if (c != '!' && c != '?') {
                return false;
            }
        }
        return true;
    }

    /** "!" 1, "?" 2, "!!" 3, "??" 4, "!?" 5, "?!" 6; 0 for anything else. */
    static int suffixNag(String t) {
        switch (t) {
            case "!": return 1;
            case "?": return 2;
            case "!!": return 3;
            case "??": return 4;
            case "!?": return 5;
            case "?!": return 6;
            default: return 0;
        }
    }

    /**
     * After a syntax error: skips to the end of the broken record (its termination marker, or the
     * next game's first tag once past the tags; in the tags, the moves begin at the first line that
     * does not start with '['). True if the input ended.
     */
    private boolean recover(boolean fromTags) {
        boolean tags = fromTags;
        // tag pairs seen while skipping the record's tags are kept for its report: [Name "value"
        int state = lex.kind == PgnLexer.Kind.TAG_OPEN ? 1 : 0;
        String name = null;
        while (true) {
            PgnLexer.Kind k;
            try {
                k = lex.next();
            } catch (ChessException e) {
                state = 0;
                continue;
            }
            if (k == PgnLexer.Kind.EOF) {
                return true;
            }
            if (k == PgnLexer.Kind.RESULT) {
                return false;
            }
            if (k == PgnLexer.Kind.TAG_OPEN && !tags) {
                lex.pushBack();
                return false;
            }
            if (tags && lex.tokCol == 1 && k != PgnLexer.Kind.TAG_OPEN) {
                tags = false;          // a line that does not open a tag: the moves have begun
            }
            if (tags) {
                if (k == PgnLexer.Kind.TAG_OPEN) {
                    state = 1;
                } else if (state == 1 && k == PgnLexer.Kind.SYMBOL) {
                    name = lex.text;
                    state = 2;
                } else if (state == 2 && k == PgnLexer.Kind.STRING) {
                    partialTags.putIfAbsent(name, lex.text);
                    state = 0;
                } else {
                    state = 0;
                }
            }
        }
    }

    // ------------------------------------------------------------------ replay

    private static ChessException shift(ChessException e, int line, int col) {
        return new ChessException(e.getMessage(), line, col + Math.max(e.column(), 1) - 1, e.article());
    }

    private PgnGame replay(RawGame g, int startLine) {
        Position start = startPosition(g, this.start);
        Notation detected = letters.size() == 1 ? letters.iterator().next()
                : detectLetters(g.main, new Notation[1], new RawMove[2]);
        if (detected == null) {
            detected = undecided;
        }
        Set<Notation> letters = detected == null ? Notation.EITHER : Set.of(detected);
        Position pos = start;
        List<PgnMove> main = new ArrayList<>(g.main.moves.size());
        List<RawMove> moves = g.main.moves;
        for (int i = 0; i < moves.size(); i++) {
            RawMove m = moves.get(i);
            checkNumber(m, pos);
            SanReading r;
            try {
                r = San.parse(pos, m.san, 0, m.san.length(), letters);
            } catch (ChessException e) {
                int from = Math.min(m.san.length(), Math.max(e.column(), 1) - 1);
                stopped = new PgnEntry.Stop(start, pos, main.size() + 1, m.san.substring(from),
                        i + 1 < moves.size() ? moves.get(i + 1).san : null, detected);
                throw shift(e, m.line, m.col);
            }
            Position next = pos.play(r.move());
            San.verifyMark(next, r.mark(), m.san, m.line, m.col);
            main.add(convert(m, r.move(), r.suffixNag()));
            pos = next;
        }
        return new PgnGame(g.tags, start, g.main.comments, main, g.result,
                detected == null ? Notation.ENGLISH : detected, pos, startLine, g.terminated);
    }

    /**
     * The start position: the FEN tag's, read under the rules the Variant tag names (Chess960 with
     * Shredder-FEN or X-FEN castling rights, Guidelines II), or the initial position (FIDE 2.3).
     * A Chess960 game must give its start position in a FEN tag (II.2: it is drawn before play).
     */
    private static Position startPosition(RawGame g, Position given) {
        String variantTag = g.tags.get("Variant");
        Variant variant = Variant.parse(variantTag);
        if (variant == null) {
            int[] p = g.tagPlaces.get("Variant");
            throw new ChessException("variant \"" + variantTag + "\" is not played under the FIDE Laws read here"
                    + " (standard chess and Chess960 are)", p[0], p[1], null);
        }
        String fen = g.tags.get("FEN");
        String setUp = g.tags.get("SetUp");
        if (fen == null) {
            if ("1".equals(setUp)) {
                int[] p = g.tagPlaces.get("SetUp");
                throw new ChessException("tag SetUp \"1\" but no FEN tag gives the position", p[0], p[1], null);
            }
            if (variant == Variant.CHESS960 && (given == null || given.variant() != Variant.CHESS960)) {
                int[] p = g.tagPlaces.get("Variant");
                throw new ChessException("a Chess960 game needs a FEN tag with its start position (FIDE II.2)",
                        p[0], p[1], "II.2");
            }
            return given != null ? given : Position.startpos();
        }
        try {
            return Position.fromFen(fen, variant);
        } catch (ChessException e) {
            int[] p = g.tagPlaces.get("FEN");
            throw new ChessException("FEN tag: " + e.getMessage(), p[0], p[1], e.article());
        }
    }

    /** The move number, when written, must be the number of the move it stands before. */
    private static void checkNumber(RawMove m, Position pos) {
        if (m.number < 0) {
            return;
        }
        if (m.number != pos.fullmoveNumber()) {
            throw new ChessException("move number " + m.number + " does not fit: this is move "
                    + pos.fullmoveNumber() + ", " + pos.sideToMove().english() + " to move", m.numLine, m.numCol, null);
        }
        if (m.dots >= 2 && pos.sideToMove() == Color.WHITE) {
            throw new ChessException("\"" + m.number + "...\" announces a Black move but White is to move",
                    m.numLine, m.numCol, null);
        }
    }

    /**
     * FIDE C.2–C.3: which letters a record uses, from the piece letters of all its tokens
     * (Q R B N only English, Ş V F A only Turkish, K both); null when nothing tells. A record
     * that mixes the two sets is an error at the first token that breaks the set seen first.
     */
    private static Notation detectLetters(RawLine line, Notation[] seen, RawMove[] first) {
        // depth-first over the variations, in the order written, with a stack of its own
        java.util.ArrayDeque<java.util.Iterator<RawMove>> stack = new java.util.ArrayDeque<>();
        stack.push(line.moves.iterator());
        while (!stack.isEmpty()) {
            java.util.Iterator<RawMove> it = stack.peek();
            if (!it.hasNext()) {
                stack.pop();
                continue;
            }
            RawMove m = it.next();
            String s = m.san;
            for (int i = 0; i < s.length(); i++) {
                Notation n = GameNotation.ownerAt(s, i);
                if (n == null) {
                    continue;
                }
                if (seen[0] == null) {
                    seen[0] = n;
                    first[0] = m;
                } else if (seen[0] != n) {
                    throw new ChessException("\"" + s + "\" uses " + name(n) + " letters but the game is written in "
                            + name(seen[0]) + " letters (see \"" + first[0].san + "\" at line " + first[0].line
                            + ", column " + first[0].col + ")", m.line, m.col + i, "C.3");
                }
            }
            for (int v = m.variations.size() - 1; v >= 0; v--) {
                stack.push(m.variations.get(v).moves.iterator());
            }
        }
        return seen[0];
    }

    private static String name(Notation n) {
        return GameNotation.name(n);
    }

    /**
     * The move as written with its annotations and variations. Variations nest as deep as the
     * record says, so they are built from the innermost out with a stack, not by recursion.
     */
    private static PgnMove convert(RawMove m, Move move, int suffixNag) {
        // order the raw moves so that every move comes after all moves of its variations
        List<RawMove> order = new ArrayList<>();
        java.util.ArrayDeque<RawMove> todo = new java.util.ArrayDeque<>();
        todo.push(m);
        while (!todo.isEmpty()) {
            RawMove r = todo.pop();
            order.add(r);
            for (RawLine v : r.variations) {
                for (RawMove vm : v.moves) {
                    todo.push(vm);
                }
            }
        }
        java.util.IdentityHashMap<RawMove, PgnMove> built = new java.util.IdentityHashMap<>();
        for (int i = order.size() - 1; i >= 0; i--) {
            RawMove r = order.get(i);
            boolean top = r == m;
            built.put(r, one(r, top ? move : null, top ? suffixNag : suffixNagOf(r.san), built));
        }
        return built.get(m);
    }

    private static PgnMove one(RawMove m, Move move, int suffixNag, java.util.Map<RawMove, PgnMove> built) {
        List<Integer> nags = m.nags;
        if (suffixNag != 0) {
            nags = new ArrayList<>(m.nags.size() + 1);
            nags.add(suffixNag);
            nags.addAll(m.nags);
        }
        List<PgnVariation> vars = List.of();
        if (!m.variations.isEmpty()) {
            vars = new ArrayList<>(m.variations.size());
            for (RawLine v : m.variations) {
                List<PgnMove> ms = new ArrayList<>(v.moves.size());
                for (RawMove vm : v.moves) {
                    ms.add(built.remove(vm));
                }
                vars.add(new PgnVariation(v.comments, ms));
            }
        }
        return new PgnMove(move, m.san, nags, m.comments, vars, m.line, m.col);
    }

    private static int suffixNagOf(String san) {
        int e = san.length();
        while (e > 0 && (san.charAt(e - 1) == '!' || san.charAt(e - 1) == '?')) {
            e--;
        }
        return e == san.length() ? 0 : suffixNag(san.substring(e));
    }
}
