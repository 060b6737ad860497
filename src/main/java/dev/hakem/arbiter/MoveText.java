package dev.hakem.arbiter;

import dev.hakem.chess.ChessException;
import dev.hakem.chess.Color;
import dev.hakem.chess.Move;
import dev.hakem.chess.Piece;
import dev.hakem.chess.PieceType;
import dev.hakem.chess.Position;
import dev.hakem.chess.notation.MoveInput;
import dev.hakem.chess.notation.Notation;
import dev.hakem.chess.pgn.PgnGame;
import dev.hakem.chess.pgn.PgnMove;
import dev.hakem.chess.pgn.PgnReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The moves of a case, read by the chess core's one reader: a single move with
 * {@link MoveInput#read} (UCI, or SAN in English or Turkish letters), the "moves" text with
 * {@link PgnReader#readMovetext} (move numbers and a result allowed; errors give line and column).
 */
public final class MoveText {
    private MoveText() {
    }

    /** The movetext read from {@code start} in the game's letters (null: not known, C.3). */
    static PgnGame movetext(Position start, String text, Notation letters) {
        return PgnReader.readMovetext(start, text, letters);
    }

    /**
     * One move of a case's record: the move as made, the position it left, and whether it was legal;
     * {@code token} is the move as written, {@code number} as numbered ("32. h2-h3").
     */
    public record Recorded(Move move, Position after, boolean legal, String token, String number) {
    }

    /** The moves of a case's record and the letters they turned out to use (null: not told). */
    public record Record(List<Recorded> moves, Notation letters) {
    }

    private static final Pattern NUMBER = Pattern.compile("^(\\d+)(\\.+)(.*)$");

    /**
     * FIDE 7.5.1, A.5.2: the moves of a case's record, which may hold illegal moves that nobody has
     * ruled on — written as they were physically made (SAN where it can say it, e.g. "Ke1" for a king
     * walking into check, "O-O" castling through an attacked square; else from-to, "h2-h3", "c2xh7",
     * "e7-e8" for a pawn left on the last rank). A legal record is read by the chess core's PGN reader;
     * otherwise move by move, each legal move played and each other one made as it stands on the board
     * ({@link Position#playAsMade}). A move number that repeats the move of an illegal move shows
     * that it was corrected at the board — then it was ruled, and is an error here: {@code moves} holds
     * only moves nobody has ruled on.
     *
     * @throws ChessException with the line and column of the token at fault
     */
    public static Record record(Position start, String text, Notation letters) {
        try {
            // the moves played so far: a result other than "*" is refused (how the game ended is an event)
            PgnGame g = PgnReader.readMovetext(start, text, letters, true);
            List<Recorded> out = new ArrayList<>();
            Position p = start;
            for (PgnMove m : g.mainLine()) {
                Position next = p.play(m.move());
                out.add(new Recorded(m.move(), next, true, m.san(), numbered(p, m.san())));
                p = next;
            }
            return new Record(out, g.notation());
        } catch (ChessException legalReadingFailed) {
            try {
                return asMade(start, text, letters);
            } catch (ChessException notAsMadeEither) {
                // a record that is not even a series of moves made: the PGN reader's error says it best
                String a = legalReadingFailed.article();
                throw a != null && a.startsWith("3.") ? notAsMadeEither : legalReadingFailed;
            }
        }
    }

    private static Record asMade(Position start, String text, Notation letters) {
        List<Recorded> out = new ArrayList<>();
        Position p = start;
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
                continue;
            }
            if (c == '{') {
                int close = text.indexOf('}', i);
                if (close < 0) {
                    throw at(text, i, "a comment opened with '{' is not closed");
                }
                i = close + 1;
                continue;
            }
            int end = i;
            while (end < n && !Character.isWhitespace(text.charAt(end)) && text.charAt(end) != '{') {
                end++;
            }
            String token = text.substring(i, end);
            int tokenAt = i;
            i = end;
            if (PgnGame.RESULTS.contains(token)) {
                if (!"*".equals(token)) {
                    throw at(text, tokenAt, "the result " + token + " cannot end these moves (only * can; say how the"
                            + " game ended with an event)");
                }
                continue;
            }
            if (token.startsWith("$")) {
                continue;
            }
            Matcher num = NUMBER.matcher(token);
            if (num.matches()) {
                if (num.group(1).length() > 6) {
                    throw at(text, tokenAt, "move number " + num.group(1) + " is too large");
                }
                int number = Integer.parseInt(num.group(1));
                boolean black = num.group(2).length() >= 3;
                checkNumber(text, tokenAt, p, number, black, out);
                token = num.group(3);
                tokenAt += num.group(1).length() + num.group(2).length();
                if (token.isEmpty()) {
                    continue;
                }
            }
            String clean = token.replaceAll("[!?]+$", "");
            Move legal = null;
            try {
                legal = letters == null ? MoveInput.read(p, clean) : MoveInput.read(p, clean, letters);
            } catch (ChessException notLegal) {
                // a move made as it was, legal or not
            }
            Position after;
            Move made;
            try {
                made = legal != null ? legal : letters == null ? MoveInput.readObserved(p, clean) : MoveInput.readObserved(p, clean, letters);
                Piece piece = p.pieceAt(made.from());
                if (piece != null && piece.color() != p.sideToMove()) {
                    throw new ChessException("the piece on " + dev.hakem.chess.Square.name(made.from()) + " is "
                            + piece.color().english() + "'s, but " + p.sideToMove().english() + " is to move");
                }
                after = p.playAsMade(made);
            } catch (ChessException e) {
                throw at(text, tokenAt, "\"" + token + "\": " + e.getMessage());
            }
            out.add(new Recorded(made, after, legal != null, clean, numbered(p, clean)));
            p = after;
        }
        return new Record(out, null);
    }

    /** The move number written before a move must be that move's; after an illegal move, a repeat means it was corrected. */
    private static void checkNumber(String text, int at, Position p, int number, boolean black, List<Recorded> out) {
        boolean fits = number == p.fullmoveNumber() && (!black || p.sideToMove() == Color.BLACK);
        Recorded last = out.isEmpty() ? null : out.get(out.size() - 1);
        boolean afterIllegalWhiteMove = last != null && !last.legal() && !black && p.sideToMove() == Color.BLACK;
        if (fits && !afterIllegalWhiteMove) {
            return; // as the PGN reader: "32." may also stand before Black's move; "32..." only before Black's
        }
        if (last != null && !last.legal()) {
            Color again = black ? Color.BLACK : Color.WHITE;
            if (last.after().previous() != null && last.after().previous().sideToMove() == again
                    && last.after().previous().fullmoveNumber() == number) {
                String next = nextToken(text, at);
                throw at(text, at, last.number() + " is followed by another move " + number + (black ? "..." : ".")
                        + " for " + again.english() + (next.isEmpty() ? "" : " (" + next + ")")
                        + ": the illegal move " + last.token() + " was corrected at the board, so it was ruled; "
                        + "\"moves\" holds only moves nobody has ruled on (a corrected illegal move is counted in "
                        + "\"illegalMoves\", and its replacement is the move of the record)");
            }
        }
        throw at(text, at, "move number " + number + (black ? "..." : ".") + " does not fit: this is move "
                + p.fullmoveNumber() + ", " + p.sideToMove().english() + " to move");
    }

    private static String nextToken(String text, int at) {
        Matcher m = Pattern.compile("^\\d+\\.+\\s*(\\S*)").matcher(text.substring(at));
        return m.find() ? m.group(1) : "";
    }

    /** "32. h2-h3", "31... Rb1+" */
    private static String numbered(Position before, String token) {
        return before.fullmoveNumber() + (before.sideToMove() == Color.WHITE ? ". " : "... ") + token;
    }

    private static ChessException at(String text, int offset, String message) {
        int line = 1;
        int col = 1;
        for (int k = 0; k < offset && k < text.length(); k++) {
            if (text.charAt(k) == '\n') {
                line++;
                col = 1;
            } else {
                col++;
            }
        }
        return new ChessException(message, line, col, null);
    }

    /** The legal move a token names, in the given letters (null: either). */
    static Move parse(Position p, String text, Notation letters) {
        return letters == null ? MoveInput.read(p, text) : MoveInput.read(p, text, letters);
    }

    /**
     * The move a token means in the game's letters (null: not known, C.3), legal or not (what was
     * written or done), or null when it is no move at all or cannot be read without the notation.
     */
    static Move observed(Position p, String text, Notation letters) {
        try {
            return MoveInput.readObserved(p, text, letters);
        } catch (ChessException e) {
            return null;
        }
    }

    /**
     * The piece for a promotion letter in English (Q R B N) or Turkish (V K F A) letters: "K"
     * can only mean the Turkish kale here, as no pawn becomes a king. Null when it names none.
     */
    static PieceType promotionPiece(String letter) {
        if (letter == null || letter.strip().length() != 1) {
            return null;
        }
        char c = letter.strip().toUpperCase(Locale.ROOT).charAt(0);
        PieceType t = Notation.ENGLISH.pieceOf(c);
        if (t == null || t == PieceType.KING) {
            t = Notation.TURKISH.pieceOf(c);
        }
        return t == PieceType.KING ? null : t;
    }
}
