package dev.hakem.chess.mate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.chess.Color;
import dev.hakem.chess.Move;
import dev.hakem.chess.PieceType;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import dev.hakem.chess.mate.Winnability.Answer;
import dev.hakem.chess.mate.Winnability.Verdict;

/** Test support: a "can" verdict is believed only after its helpmate is replayed on the core's {@link Position}. */
final class Helpmates {
    private Helpmates() {
    }

    /**
     * For CAN: every move of the helpmate is legal in turn and the last one checkmates the side
     * other than {@code side}. For the other answers: no moves are given.
     */
    static void assertProved(Position p, Color side, Verdict v) {
        if (v.answer() != Answer.CAN) {
            assertTrue(v.helpmate().isEmpty(), p.fen() + " " + side + ": " + v);
            return;
        }
        Position q = p;
        for (String uci : v.helpmate()) {
            Move m = new Move(Square.parse(uci.substring(0, 2)), Square.parse(uci.substring(2, 4)),
                    uci.length() > 4 ? promotion(uci.charAt(4)) : null);
            assertTrue(q.isLegal(m), "helpmate move " + uci + " is legal in " + q.fen() + " (from " + p.fen() + ")");
            q = q.play(m);
        }
        assertTrue(q.isCheckmate(), "helpmate ends in checkmate: " + q.fen() + " (from " + p.fen() + ")");
        assertEquals(side.opposite(), q.sideToMove(), "the loser is the one mated (from " + p.fen() + ")");
    }

    private static PieceType promotion(char c) {
        return switch (c) {
            case 'q' -> PieceType.QUEEN;
            case 'r' -> PieceType.ROOK;
            case 'b' -> PieceType.BISHOP;
            case 'n' -> PieceType.KNIGHT;
            default -> throw new AssertionError("promotion letter " + c);
        };
    }
}
