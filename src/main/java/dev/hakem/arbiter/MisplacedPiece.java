package dev.hakem.arbiter;

import dev.hakem.chess.ChessException;
import dev.hakem.chess.Color;
import dev.hakem.chess.Move;
import dev.hakem.chess.Piece;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import dev.hakem.chess.TurkishSquares;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * FIDE 7.6: a piece found on a square other than its own. The position before the irregularity —
 * the one after the last move after which the position was right, which the arbiter establishes
 * with the players (11.11) — is set up again and the game continues from it (7.6#h1, #h3): the
 * moves played after it are cancelled. It is not an illegal move: no time is added and nothing is
 * counted; the clock times stay as they are unless the arbiter judges otherwise (7.1).
 */
final class MisplacedPiece {
    private MisplacedPiece() {
    }

    private static final Pattern MOVE = Pattern.compile("^\\s*(\\d+)\\s*(\\.\\.\\.|\\.)\\s*(\\S+)\\s*$");

    static List<Decision> found(GameState st, String square, String foundOn, String lastCorrect) {
        if (lastCorrect == null) {
            throw st.input("lastCorrect", "missing: the last move after which the position was right (\"17... h6\"), which the"
                    + " arbiter establishes with the players (7.6, 11.11)");
        }
        int ply = plyOf(st, lastCorrect);
        int sq = square(st, square, "square");
        int on = square(st, foundOn, "foundOn");
        GameHistory h = st.game.history();
        Position right = h.position(ply);
        Piece piece = right.pieceAt(sq);
        if (piece == null) {
            throw st.input("square", square + " was empty in the position after " + lastCorrect.trim());
        }
        if (on == sq) {
            throw st.input("foundOn", "the piece was found on its own square " + square);
        }
        int cancelled = h.plies() - ply;
        st.game.reinstate(new Game.Mark(ply));
        st.turn.begin();
        st.turn.reset(st.position());
        st.clocks.pressed();
        st.clocks.latePressed();
        st.draws.clear();
        st.breach.closed();
        String fen = st.position().fen();
        return List.of(Decision.of(DecisionCode.POSITION_REINSTATED, null,
                        Cite.decided("7.6#h1", "7.6#h3").andInPassing("7.1#h2"),
                        Words.theirsTitle(piece.color(), piece.type(), sq) + " " + TurkishSquares.locative(on) + " bulundu. Kuraldışılıktan hemen önceki konuma"
                                + " dönülür: " + lastCorrect.trim() + " hamlesinden sonraki konum yeniden kurulur ve oyun oradan sürer"
                                + (cancelled == 0 ? "." : "; ondan sonra oynanan " + cancelled + " yarım hamle geçersiz sayılır.")
                                + " Geçersiz hamle değildir: süre eklenmez, sayılmaz; saatler olduğu gibi kalır. FEN: " + fen,
                        "The " + piece.englishName() + " of " + square + " was found on " + foundOn + ". The position before the"
                                + " irregularity is set up again: the position after " + lastCorrect.trim() + ", and the game continues"
                                + " from it" + (cancelled == 0 ? "." : "; the " + cancelled + " half-moves played after it are cancelled.")
                                + " This is no illegal move: no time is added and nothing is counted; the clocks stay as they are. FEN: " + fen)
                .withSquares(sq, on).withFen(fen));
    }

    /** The ply after the move written "17... h6" (number, dots for Black, SAN); an input error when the record has no such move. */
    private static int plyOf(GameState st, String text) {
        Matcher m = MOVE.matcher(text);
        if (!m.matches()) {
            throw st.input("lastCorrect", "\"" + text + "\": expected a move of the record with its number, as \"17... h6\" or \"18. Be3\"");
        }
        int number = Integer.parseInt(m.group(1));
        Color side = m.group(2).length() == 3 ? Color.BLACK : Color.WHITE;
        GameHistory h = st.game.history();
        for (int ply = 1; ply <= h.plies(); ply++) {
            Position before = h.position(ply - 1);
            if (before.fullmoveNumber() == number && before.sideToMove() == side) {
                Move recorded = h.move(ply);
                if (!recorded.equals(parseIn(before, m.group(3), st))) {
                    throw st.input("lastCorrect", "\"" + text.trim() + "\" is not a move of the record: move " + number
                            + (side == Color.WHITE ? ". " : "... ") + Words.moveEn(before, recorded) + " was played");
                }
                return ply;
            }
        }
        throw st.input("lastCorrect", "\"" + text.trim() + "\" is not a move of the record (it holds no move " + number
                + (side == Color.WHITE ? "" : " by black") + ")");
    }

    private static Move parseIn(Position before, String san, GameState st) {
        try {
            return MoveText.parse(before, san, st.letters());
        } catch (ChessException e) {
            return null;
        }
    }

    private static int square(GameState st, String name, String field) {
        if (name == null) {
            throw st.input(field, "missing: a square such as \"a4\"");
        }
        int sq = Square.parse(name);
        if (sq == Square.NONE) {
            throw st.input(field, "'" + name + "' is not a square");
        }
        return sq;
    }
}
