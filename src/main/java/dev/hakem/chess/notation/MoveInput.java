package dev.hakem.chess.notation;

import dev.hakem.chess.ChessException;
import dev.hakem.chess.Move;
import dev.hakem.chess.Position;
import java.util.Set;

/**
 * A move as a person types it: UCI ("e2e4", "e7e8q") or SAN in English or Turkish letters
 * (FIDE App. C). One entry point for the arbiter, the CLI and the scenarios.
 */
public final class MoveInput {
    private MoveInput() {
    }

    /** UCI, or SAN in either letter set (an "K" move that fits both readings is an ambiguity error). */
    public static Move read(Position position, String text) {
        return read(position, text, Notation.EITHER);
    }

    /** UCI, or SAN in the given letters. */
    public static Move read(Position position, String text, Notation letters) {
        return read(position, text, Set.of(letters));
    }

    private static Move read(Position position, String text, Set<Notation> letters) {
        if (text == null) {
            throw new ChessException("no move given", 0, 1, null);
        }
        String t = text.strip();
        if (looksLikeUci(t)) {
            return Uci.read(position, t);
        }
        return letters.size() == 1 ? San.read(position, text, letters.iterator().next()) : San.readEither(position, text);
    }

    /** Four or five characters: departure square, arrival square, optional promotion letter q r b n. */
    public static boolean looksLikeUci(String t) {
        int n = t.length();
        if (n != 4 && n != 5) {
            return false;
        }
        for (int i = 0; i < 4; i++) {
            char c = Character.toLowerCase(t.charAt(i));
            if (i % 2 == 0 ? c < 'a' || c > 'h' : c < '1' || c > '8') {
                return false;
            }
        }
        return n == 4 || "qrbnQRBN".indexOf(t.charAt(4)) >= 0;
    }
}
