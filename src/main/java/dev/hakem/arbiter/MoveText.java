package dev.hakem.arbiter;

import dev.hakem.chess.Move;
import dev.hakem.chess.PieceType;
import dev.hakem.chess.Position;
import dev.hakem.chess.notation.Notation;
import dev.hakem.chess.notation.San;
import dev.hakem.chess.notation.Uci;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Reads the moves of a case: move numbers and a result are skipped; each token is UCI ("e2e4",
 * "e7e8q") or SAN in English or Turkish letters, read by {@link San#readEither} (a token legal in
 * both readings is an error naming both).
 */
final class MoveText {
    private MoveText() {
    }

    /** A move token of a "moves" text and its 1-based number among the move tokens. */
    record Token(String text, int number) {
    }

    private static final Pattern NUMBER = Pattern.compile("^\\d+\\.+");
    private static final Pattern UCI = Pattern.compile("^[a-h][1-8][a-h][1-8][qrbn]?$");

    static List<Token> tokens(String moves) {
        List<Token> out = new ArrayList<>();
        for (String raw : moves.trim().split("\\s+")) {
            String t = NUMBER.matcher(raw).replaceFirst("");
            if (t.isEmpty() || t.equals("*") || t.equals("1-0") || t.equals("0-1") || t.equals("1/2-1/2") || t.equals("½-½")) {
                continue;
            }
            out.add(new Token(t, out.size() + 1));
        }
        return out;
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

    /** The legal move a token names: UCI, or SAN in English or Turkish letters (Appendix C). */
    static Move parse(Position p, String text) {
        String t = text.strip();
        if (UCI.matcher(t.toLowerCase(Locale.ROOT)).matches()) {
            return Uci.read(p, t);
        }
        return San.readEither(p, t);
    }
}
