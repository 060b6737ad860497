package dev.hakem.chess.notation;

import dev.hakem.chess.ChessException;
import dev.hakem.chess.Move;
import dev.hakem.chess.Piece;
import dev.hakem.chess.PieceType;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import dev.hakem.chess.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * FIDE Appendix C: short algebraic notation (SAN), read and written in English or Turkish letters.
 *
 * <p>The writer produces standard SAN: piece letter (C.2–C.4), departure file or rank only when two
 * like pieces could reach the square (C.10, minimal), {@code x} for captures (C.9), {@code =Q} for
 * promotion (C.11), {@code O-O}/{@code O-O-O} for castling (C.13.1–2), and {@code +} or {@code #}
 * when the move gives check or mate (C.13.4–5).
 *
 * <p>The reader accepts what Appendix C allows: the capture sign is optional (C.13.3), check and
 * mate marks are optional (C.13.4–5, {@code ++} for mate), {@code e.p.} may follow an en-passant
 * capture (C.13.6), the promotion letter may follow the square directly ({@code e8Q}, C.11), the
 * departure square may be given in full ({@code Ng1-f3}, C.8), castling as {@code 0-0} or
 * {@code O-O}, and a trailing {@code !}/{@code ?} annotation. What the token states must be true:
 * an {@code x} on a move that captures nothing, a {@code +} on a move that gives no check and a
 * {@code #} on a move that does not mate are errors. It returns a legal move of the position or
 * throws {@link ChessException} saying the token and why (malformed, with the column; illegal;
 * ambiguous, with the candidates).
 */
public final class San {
    private San() {
    }

    // ---------------------------------------------------------------- writing

    /** FIDE App. C: the SAN of a legal move, in the given letters, with its check or mate mark. */
    public static String write(Position position, Move move, Notation notation) {
        List<Move> legal = position.legalMoves();
        if (!legal.contains(move)) {
            throw new ChessException("cannot write " + move.uci() + " in SAN: it is not a legal move here ("
                    + position.sideToMove().english() + " to move)", 0, 0, "3.10.1");
        }
        return write(position, legal, move, notation, position.play(move));
    }

    /**
     * The SAN of a move already known to be legal, given the legal moves of the position and the
     * position after the move (saves recomputing them when replaying a game).
     */
    public static String write(Position position, List<Move> legal, Move move, Notation notation, Position after) {
        StringBuilder sb = new StringBuilder(8);
        appendMove(sb, position, legal, move, notation);
        if (after.isCheck()) {
            sb.append(after.isCheckmate() ? '#' : '+');
        }
        return sb.toString();
    }

    /** The SAN of each move of a line played from the position, in the given letters. */
    public static List<String> writeLine(Position start, List<Move> moves, Notation notation) {
        List<String> out = new ArrayList<>(moves.size());
        Position p = start;
        for (Move m : moves) {
            List<Move> legal = p.legalMoves();
            if (!legal.contains(m)) {
                throw new ChessException("move " + (out.size() + 1) + " (" + m.uci() + ") is not legal in "
                        + p.fen(), 0, 0, "3.10.1");
            }
            Position next = p.play(m);
            out.add(write(p, legal, m, notation, next));
            p = next;
        }
        return out;
    }

    /** Appends the SAN of a legal move without its check mark. */
    private static void appendMove(StringBuilder sb, Position position, List<Move> legal, Move move, Notation n) {
        Piece piece = position.pieceAt(move.from());
        PieceType type = piece.type();
        int from = move.from();
        int to = move.to();
        if (type == PieceType.KING && isCastlingMove(position, move)) {
            sb.append(Square.file(to) > Square.file(from) ? "O-O" : "O-O-O");    // C.13.1, C.13.2, II.3.2.6
            return;
        }
        boolean capture = isCapture(position, move, type);
        if (type == PieceType.PAWN) {
            if (capture) {
                sb.append((char) ('a' + Square.file(from))).append('x');
            }
        } else {
            sb.append(n.letter(type));
            appendDisambiguation(sb, position, legal, move, type);
            if (capture) {
                sb.append('x');
            }
        }
        sb.append((char) ('a' + Square.file(to))).append((char) ('1' + Square.rank(to)));
        if (move.promotion() != null) {
            sb.append('=').append(n.letter(move.promotion()));
        }
    }

    /**
     * FIDE 3.8.2 / II.3: whether a legal king move is castling: the king's two-square move of the
     * standard game, or in Chess960 the king taking its own rook (the encoding of castling there).
     */
    static boolean isCastlingMove(Position position, Move move) {
        if (position.variant() == Variant.STANDARD) {
            return Math.abs(Square.file(move.from()) - Square.file(move.to())) == 2;
        }
        Piece target = position.pieceAt(move.to());
        return target != null && target.color() == position.sideToMove();
    }

    /** FIDE C.10: the departure file, else rank, else both, when another like piece could also go there. */
    private static void appendDisambiguation(StringBuilder sb, Position position, List<Move> legal, Move move,
                                             PieceType type) {
        int from = move.from();
        boolean other = false;
        boolean sameFile = false;
        boolean sameRank = false;
        for (int i = 0, n = legal.size(); i < n; i++) {
            Move m = legal.get(i);
            if (m.to() != move.to() || m.from() == from || position.pieceAt(m.from()).type() != type) {
                continue;
            }
            other = true;
            sameFile |= Square.file(m.from()) == Square.file(from);
            sameRank |= Square.rank(m.from()) == Square.rank(from);
        }
        if (!other) {
            return;
        }
        if (!sameFile) {
            sb.append((char) ('a' + Square.file(from)));                         // C.10.1, C.10.3
        } else if (!sameRank) {
            sb.append((char) ('1' + Square.rank(from)));                         // C.10.2
        } else {
            sb.append((char) ('a' + Square.file(from))).append((char) ('1' + Square.rank(from)));
        }
    }

    static boolean isCapture(Position position, Move move, PieceType type) {
        if (position.pieceAt(move.to()) != null) {
            return true;
        }
        return type == PieceType.PAWN && Square.file(move.from()) != Square.file(move.to());   // en passant
    }

    // ---------------------------------------------------------------- reading

    /**
     * Reads a SAN token in the given letters and returns the legal move it names. The check or mate
     * mark, when present, is verified.
     */
    public static Move read(Position position, String token, Notation notation) {
        return readVerified(position, token, Set.of(notation));
    }

    /**
     * Reads a SAN token of a game whose language is not known, deciding by its letters as
     * {@link GameNotation} settles it (C.2–C.3): Q R B N English, Ş V F A Turkish; a token with only
     * the shared K that both readings could mean (e.g. "Kd4": English king, Turkish rook) is an
     * error asking for the notation, whichever reading is legal.
     */
    public static Move readEither(Position position, String token) {
        return readVerified(position, token, Notation.EITHER);
    }

    private static Move readVerified(Position position, String token, Set<Notation> letters) {
        if (token == null) {
            throw new ChessException("no move given", 0, 1, null);
        }
        int lead = 0;
        while (lead < token.length() && Character.isWhitespace(token.charAt(lead))) {
            lead++;
        }
        String t = token.strip();
        if (t.isEmpty()) {
            throw new ChessException("empty move", 0, 1, "C.8");
        }
        SanReading r;
        try {
            r = parse(position, t, 0, t.length(), letters);
        } catch (ChessException e) {
            throw lead > 0 ? new ChessException(e.getMessage(), 0, e.column() + lead, e.article()) : e;
        }
        verifyMark(position.play(r.move()), r.mark(), t, 0, lead + 1);
        return r.move();
    }

    /**
     * FIDE C.13.4–C.13.5: a check or mate mark, when written, must be true of the position after
     * the move. A '+' on a mating move is accepted (a mate is a check).
     *
     * @param column column reported in the error (the token's start)
     */
    public static void verifyMark(Position after, SanReading.Mark mark, CharSequence token, int line, int column) {
        if (mark == SanReading.Mark.CHECK && !after.isCheck()) {
            throw new ChessException("\"" + token + "\": marked as check (+) but the move gives no check",
                    line, column, "C.13.4");
        }
        if (mark == SanReading.Mark.MATE && !after.isCheckmate()) {
            throw new ChessException("\"" + token + "\": marked as checkmate (#) but the move "
                    + (after.isCheck() ? "only gives check" : "gives no check"), line, column, "C.13.5");
        }
    }

    /**
     * Reads the SAN token {@code text[start, end)} against the position, in the given letters.
     * Does not verify the check or mate mark (see {@link #verifyMark}); does not allocate per
     * candidate move. Errors give the column as the 1-based index in {@code text}.
     */
    public static SanReading parse(Position position, CharSequence text, int start, int end, Set<Notation> letters) {
        return new Parser(position, text, start, end).read(letters);
    }

    /**
     * The shape of a SAN token, read without a position (syntax only, no legality): what the player
     * wrote, whether or not such a move is legal — for explaining an illegal move. The check/mate
     * mark and annotations are stripped. Throws {@link ChessException} (with the column) when the
     * token is malformed.
     */
    public static SanShape shape(CharSequence token) {
        String t = token == null ? "" : token.toString().strip();
        if (t.isEmpty()) {
            throw new ChessException("empty move", 0, 1, "C.8");
        }
        return new Parser(null, t, 0, t.length()).shape();
    }

    /** One parse of one token: the syntax, then the match against the legal moves. */
    private static final class Parser {
        private final Position pos;
        private final CharSequence s;
        private final int start;
        private final int end;
        private char pieceLetter;     // '\0' for a pawn
        private int letterAt = -1;
        private char promoLetter;     // '\0' when none
        private int promoAt = -1;
        private int fromFile = -1;
        private int fromRank = -1;
        private int to = -1;
        private boolean capture;
        private int captureAt = -1;
        private boolean enPassantMark;
        private int castle;           // 0 none, 1 king side, 2 queen side
        private SanReading.Mark mark = SanReading.Mark.NONE;
        private int nag;
        private List<Move> legal;

        Parser(Position pos, CharSequence s, int start, int end) {
            this.pos = pos;
            this.s = s;
            this.start = start;
            this.end = end;
        }

        private String token() {
            return MoveInput.shown(s.subSequence(start, end));
        }

        private ChessException malformed(String why, int at) {
            return new ChessException("\"" + token() + "\": " + why, 0, at + 1, "C.8");
        }

        private ChessException wrong(String why, String article) {
            return new ChessException("\"" + token() + "\": " + why, 0, start + 1, article);
        }

        SanShape shape() {
            syntax(stripSuffixes());
            return currentShape();
        }

        private SanShape currentShape() {
            return new SanShape(pieceLetter, fromFile, fromRank, to, promoLetter == 0 ? '\0' : Character.toUpperCase(promoLetter),
                    castle, capture);
        }

        SanReading read(Set<Notation> letters) {
            if (end <= start) {
                throw new ChessException("empty move", 0, start + 1, "C.8");
            }
            int e = stripSuffixes();
            syntax(e);
            legal = pos.legalMoves();
            if (castle != 0) {
                return new SanReading(castling(), null, mark, nag, 0);
            }
            Move en = null;
            Move tr = null;
            ChessException enError = null;
            String enWhy = null;
            String trWhy = null;
            boolean enTried = letters.contains(Notation.ENGLISH) && accepts(Notation.ENGLISH);
            boolean trTried = letters.contains(Notation.TURKISH) && accepts(Notation.TURKISH);
            if (!enTried && !trTried) {
                throw letterError(letters);
            }
            if (enTried && trTried && !(pieceLetter == 0 && promoLetter == 0)) {
                // only the shared letter K: the one settled reading of C.2–C.3 decides, never legality
                Notation n;
                try {
                    n = GameNotation.forToken(pos, currentShape(), token());
                } catch (ChessException ask) {
                    throw new ChessException(ask.getMessage(), 0, start + 1, ask.article());
                }
                if (n != null) {
                    enTried = n == Notation.ENGLISH;
                    trTried = n == Notation.TURKISH;
                }
            }
            if (enTried) {
                try {
                    en = resolve(Notation.ENGLISH);
                } catch (ChessException x) {
                    if (!trTried) {
                        throw x;
                    }
                    enError = x;
                    enWhy = x.getMessage();
                }
            }
            if (trTried) {
                try {
                    tr = resolve(Notation.TURKISH);
                } catch (ChessException x) {
                    if (!enTried) {
                        throw x;
                    }
                    trWhy = x.getMessage();
                }
            }
            boolean neutral = pieceLetter == 0 && promoLetter == 0;
            if (neutral && en == null && tr == null && enError != null) {
                throw enError;                         // no letter: both readings are one, with one reason
            }
            if (en != null && tr != null) {
                if (en.equals(tr)) {
                    return new SanReading(en, neutral ? null : Notation.ENGLISH, mark, nag, written());
                }
                throw wrong("ambiguous between the letter sets: in English letters it is "
                        + describe(en) + ", in Turkish letters " + describe(tr)
                        + "; say which notation the game uses", "C.3");
            }
            if (en != null) {
                return new SanReading(en, neutral ? null : Notation.ENGLISH, mark, nag, written());
            }
            if (tr != null) {
                return new SanReading(tr, neutral ? null : Notation.TURKISH, mark, nag, written());
            }
            throw wrong("neither reading fits: in English letters " + afterQuote(enWhy)
                    + "; in Turkish letters " + afterQuote(trWhy), "3.10.1");
        }

        /** The optional parts the token carried ({@link SanReading.Written}), as bits. */
        private int written() {
            int w = 0;
            if (fromFile >= 0) {
                w |= 1 << SanReading.Written.DEPARTURE_FILE.ordinal();
            }
            if (fromRank >= 0) {
                w |= 1 << SanReading.Written.DEPARTURE_RANK.ordinal();
            }
            if (capture) {
                w |= 1 << SanReading.Written.CAPTURE_SIGN.ordinal();
            }
            if (enPassantMark) {
                w |= 1 << SanReading.Written.EN_PASSANT_MARK.ordinal();
            }
            return w;
        }

        private String afterQuote(String msg) {
            int i = msg.indexOf("\": ");
            return i < 0 ? msg : msg.substring(i + 3);
        }

        private String describe(Move m) {
            Piece p = pos.pieceAt(m.from());
            return "the " + p.type().englishName() + " " + Square.name(m.from()) + "-" + Square.name(m.to())
                    + (m.promotion() == null ? "" : "=" + m.promotion().englishName());
        }

        /** Whether the token's letters all mean something in this notation. */
        private boolean accepts(Notation n) {
            if (pieceLetter != 0 && n.pieceOf(pieceLetter) == null) {
                return false;
            }
            return promoLetter == 0 || n.pieceOf(Character.toUpperCase(promoLetter)) != null;
        }

        private ChessException letterError(Set<Notation> letters) {
            char bad = pieceLetter != 0 && !acceptsPieceIn(letters) ? pieceLetter : promoLetter;
            int at = bad == pieceLetter && pieceLetter != 0 ? letterAt : promoAt;
            String which = letters.size() == 2 ? "English (K Q R B N) or Turkish (Ş V K F A)"
                    : letters.contains(Notation.ENGLISH) ? "English (K Q R B N)" : "Turkish (Ş V K F A)";
            String hint = "";
            if (letters.size() == 1) {
                Notation other = letters.iterator().next().other();
                PieceType t = other.pieceOf(Character.toUpperCase(bad));
                if (t != null) {
                    hint = " (it is the " + (other == Notation.ENGLISH ? "English" : "Turkish") + " letter for the "
                            + t.englishName() + ")";
                }
            }
            if (bad == 'P') {
                hint = " (a pawn move carries no letter: write the arrival square only)";
            }
            return new ChessException("\"" + token() + "\": '" + bad + "' is not a piece letter in " + which + hint,
                    0, at + 1, bad == 'P' ? "C.4" : letters.size() == 2 ? "C.3" : letters.contains(Notation.ENGLISH) ? "C.2" : "C.3");
        }

        private boolean acceptsPieceIn(Set<Notation> letters) {
            for (Notation n : letters) {
                if (n.pieceOf(pieceLetter) != null) {
                    return true;
                }
            }
            return false;
        }

        /** Strips "!?"-style annotations, check/mate marks and "e.p."; returns the end of the move proper. */
        private int stripSuffixes() {
            int e = end;
            while (e > start && (s.charAt(e - 1) == '!' || s.charAt(e - 1) == '?')) {
                e--;
            }
            if (e < end) {
                nag = suffixNag(e, end);
                if (nag == 0) {
                    throw malformed("unknown annotation \"" + s.subSequence(e, end) + "\" (use !, ?, !!, ??, !? or ?!)", e);
                }
            }
            for (int k = 0; k < 2; k++) {
                if (mark == SanReading.Mark.NONE && e - 2 > start && s.charAt(e - 1) == '+' && s.charAt(e - 2) == '+') {
                    mark = SanReading.Mark.MATE;
                    e -= 2;
                } else if (mark == SanReading.Mark.NONE && e - 1 > start && s.charAt(e - 1) == '#') {
                    mark = SanReading.Mark.MATE;
                    e--;
                } else if (mark == SanReading.Mark.NONE && e - 1 > start && s.charAt(e - 1) == '+') {
                    mark = SanReading.Mark.CHECK;
                    e--;
                } else if (!enPassantMark && e - 4 > start && s.charAt(e - 4) == 'e' && s.charAt(e - 3) == '.'
                        && s.charAt(e - 2) == 'p' && s.charAt(e - 1) == '.') {
                    enPassantMark = true;
                    e -= 4;
                    while (e - 1 > start && s.charAt(e - 1) == ' ') {    // "exd6 e.p."
                        e--;
                    }
                } else {
                    break;
                }
            }
            return e;
        }

        private int suffixNag(int a, int b) {
            int len = b - a;
            char c0 = s.charAt(a);
            if (len == 1) {
                return c0 == '!' ? 1 : 2;
            }
            if (len == 2) {
                char c1 = s.charAt(a + 1);
                if (c0 == '!') {
                    return c1 == '!' ? 3 : 5;
                }
                return c1 == '?' ? 4 : 6;
            }
            return 0;
        }

        /** FIDE C.8–C.13: [letter] [departure file/rank/square] [x | - ] arrival square [[=] letter]. */
        private void syntax(int e) {
            if (isCastling(e)) {
                return;
            }
            int i = start;
            char c0 = s.charAt(i);
            if (c0 == 'S' && i + 1 < e && s.charAt(i + 1) == '\u0327') {   // S + combining cedilla = Ş
                pieceLetter = '\u015E';
                letterAt = i;
                i += 2;
            } else if (Character.isUpperCase(c0)) {
                pieceLetter = c0;
                letterAt = i;
                i++;
            } else if (!(c0 >= 'a' && c0 <= 'h')) {
                throw malformed("'" + c0 + "' cannot start a move (a piece letter, a file a-h or castling O-O)", i);
            }
            int j = e;
            if (j > i && !isRankDigit(s.charAt(j - 1))) {
                char p = s.charAt(j - 1);
                if (p >= '0' && p <= '9' && j - 2 >= i && isFile(s.charAt(j - 2))) {
                    throw malformed("'" + p + "' is not a rank (1-8)", j - 1);
                }
                if (!Character.isLetter(p)) {
                    throw malformed("unexpected '" + p + "'", j - 1);
                }
                promoLetter = p;
                promoAt = j - 1;
                j--;
                if (j > i && s.charAt(j - 1) == '=') {
                    j--;
                }
            }
            if (j - i < 2 || !isFile(s.charAt(j - 2)) || !isRankDigit(s.charAt(j - 1))) {
                int at = j - i < 2 ? Math.max(i, j - 1) : (!isFile(s.charAt(j - 2)) ? j - 2 : j - 1);
                if (at >= e) {
                    at = e - 1;
                }
                throw malformed("expected the arrival square (a file a-h and a rank 1-8) here", at);
            }
            to = Square.of(s.charAt(j - 2) - 'a', s.charAt(j - 1) - '1');
            j -= 2;
            boolean hyphen = false;
            if (j > i) {
                char c = s.charAt(j - 1);
                if (c == 'x' || c == ':') {
                    capture = true;
                    captureAt = j - 1;
                    j--;
                } else if (c == '-') {
                    hyphen = true;
                    j--;
                }
            }
            int len = j - i;
            if (len == 2) {
                if (!isFile(s.charAt(i))) {
                    throw malformed("expected a departure file (a-h)", i);
                }
                if (!isRankDigit(s.charAt(i + 1))) {
                    throw malformed("expected a departure rank (1-8)", i + 1);
                }
                fromFile = s.charAt(i) - 'a';
                fromRank = s.charAt(i + 1) - '1';
            } else if (len == 1) {
                char c = s.charAt(i);
                if (isFile(c)) {
                    fromFile = c - 'a';
                } else if (isRankDigit(c)) {
                    fromRank = c - '1';
                } else {
                    throw malformed("unexpected '" + c + "'", i);
                }
            } else if (len > 2) {
                throw malformed("unexpected '" + s.charAt(i + 2) + "'", i + 2);
            }
            if (hyphen && (fromFile < 0 || fromRank < 0)) {
                throw malformed("a hyphen joins a full departure square to the arrival square (Ng1-f3)", j);
            }
            if (pieceLetter == 0) {
                if (fromFile < 0 && capture) {
                    throw new ChessException("\"" + token() + "\": a pawn capture names the pawn's file (exd5)", 0, start + 1, "C.9.3");
                }
                if (fromFile < 0 && fromRank >= 0) {
                    throw malformed("a pawn move names its departure square in full or not at all (e2e4 or e4)", start);
                }
            }
        }

        private boolean isCastling(int e) {
            int len = e - start;
            if (len != 3 && len != 5) {
                return false;
            }
            char z = s.charAt(start);
            if (z != 'O' && z != '0') {
                return false;
            }
            for (int k = 0; k < len; k++) {
                char c = s.charAt(start + k);
                if (k % 2 == 0 ? c != z : c != '-') {
                    return false;
                }
            }
            castle = len == 3 ? 1 : 2;
            return true;
        }

        private Move castling() {
            int king = pos.kingSquare(pos.sideToMove());
            for (int i = 0, n = legal.size(); i < n; i++) {
                Move m = legal.get(i);
                if (m.from() == king && (castle == 1 ? m.to() > king : m.to() < king) && isCastlingMove(pos, m)) {
                    return m;
                }
            }
            throw wrong((castle == 1 ? "castling king side" : "castling queen side") + " is not legal here ("
                    + pos.sideToMove().english() + " to move)", "3.8.2");
        }

        /** The one legal move the token names in these letters, or an error saying why there is none. */
        private Move resolve(Notation n) {
            PieceType type = pieceLetter == 0 ? PieceType.PAWN : n.pieceOf(pieceLetter);
            PieceType promo = promoLetter == 0 ? null : n.pieceOf(Character.toUpperCase(promoLetter));
            Move found = null;
            int count = 0;
            int promotions = 0;
            int reaching = 0;                          // moves of such a piece to the square, any promotion
            for (int i = 0, size = legal.size(); i < size; i++) {
                Move m = legal.get(i);
                if (m.to() != to) {
                    continue;
                }
                int from = m.from();
                if (fromFile >= 0 && Square.file(from) != fromFile || fromRank >= 0 && Square.rank(from) != fromRank) {
                    continue;
                }
                Piece p = pos.pieceAt(from);
                if (p.type() != type) {
                    continue;
                }
                if (type == PieceType.KING && isCastlingMove(pos, m)) {
                    continue;                          // castling is written O-O / O-O-O (C.13)
                }
                reaching++;
                if (m.promotion() != null) {
                    promotions++;
                }
                if (m.promotion() != promo) {
                    continue;
                }
                count++;
                found = m;
            }
            if (count == 1) {
                checkCapture(found, type);
                return found;
            }
            String side = pos.sideToMove().english().toLowerCase(java.util.Locale.ROOT);
            if (count == 0) {
                if (promo == null && promotions > 0) {
                    throw wrong("a pawn reaching the last rank must be replaced by a queen, rook, bishop or knight:"
                            + " add its letter (" + Square.name(to) + "=" + n.letter(PieceType.QUEEN) + ")", "3.7.3.3");
                }
                if (promo != null && type == PieceType.PAWN && reaching > 0 && promotions == 0) {
                    throw wrong("a pawn is replaced by another piece only on reaching the last rank", "3.7.3.3");
                }
                if (promo != null && type != PieceType.PAWN) {
                    throw wrong("only a pawn can be promoted", "3.7.3.3");
                }
                if (reaching > 0 && (promo == PieceType.KING || promo == PieceType.PAWN)) {
                    throw wrong("a pawn cannot be replaced by a king or a pawn", "3.7.3.3");
                }
                StringBuilder where = new StringBuilder();
                if (fromFile >= 0 && fromRank >= 0) {
                    where.append(" on ").append((char) ('a' + fromFile)).append((char) ('1' + fromRank));
                } else if (fromFile >= 0) {
                    where.append(" on the ").append((char) ('a' + fromFile)).append("-file");
                } else if (fromRank >= 0) {
                    where.append(" on rank ").append((char) ('1' + fromRank));
                }
                throw wrong("illegal: no " + side + " " + type.englishName() + where + " can move to "
                        + Square.name(to) + " (" + pos.sideToMove().english() + " to move)", "3.10.1");
            }
            List<String> candidates = new ArrayList<>();
            for (Move m : legal) {
                if (m.to() == to && pos.pieceAt(m.from()).type() == type && m.promotion() == promo
                        && (fromFile < 0 || Square.file(m.from()) == fromFile)
                        && (fromRank < 0 || Square.rank(m.from()) == fromRank)) {
                    StringBuilder sb = new StringBuilder();
                    appendMove(sb, pos, legal, m, n);
                    candidates.add(sb.toString());
                }
            }
            // C.10.1: on one rank only the file tells them apart; C.10.2: on one file only the rank
            String article = fromRank >= 0 && fromFile < 0 ? "C.10.1" : fromFile >= 0 && fromRank < 0 ? "C.10.2" : "C.10";
            throw wrong("ambiguous: " + count + " " + type.englishName() + "s can move to " + Square.name(to)
                    + ": " + String.join(" or ", candidates), article);
        }

        /** FIDE C.9 / C.13.3: the capture sign is optional, but when written the move must capture. */
        private void checkCapture(Move m, PieceType type) {
            boolean captures = isCapture(pos, m, type);
            if (capture && !captures) {
                throw new ChessException("\"" + token() + "\": marked as a capture (x) but " + Square.name(m.to())
                        + " is empty", 0, captureAt + 1, "C.9");
            }
            if (enPassantMark && !(type == PieceType.PAWN && captures && pos.pieceAt(m.to()) == null)) {
                throw wrong("marked e.p. but the move is not an en-passant capture", "C.13.6");
            }
        }

        private static boolean isFile(char c) {
            return c >= 'a' && c <= 'h';
        }

        private static boolean isRankDigit(char c) {
            return c >= '1' && c <= '8';
        }
    }
}
