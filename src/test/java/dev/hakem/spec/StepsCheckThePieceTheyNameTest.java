package dev.hakem.spec;

import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.hakem.chess.Color;
import dev.hakem.chess.PieceType;
import org.junit.jupiter.api.Test;

/**
 * The step glue checks what its sentence says: an event or obligation step that names a piece on a
 * square fails when the square does not hold that piece, so a scenario cannot pass on a board other
 * than the one its text describes.
 */
class StepsCheckThePieceTheyNameTest {

    @Test
    void eventStepsFailOnAPieceThatIsNotThere() {
        ArbiterSteps s = new ArbiterSteps();
        s.startpos();
        assertThrows(AssertionError.class, () -> s.touch(Color.BLACK, "d7", PieceType.KNIGHT));
        assertThrows(AssertionError.class, () -> s.release(Color.WHITE, "g1", PieceType.BISHOP, "f3"));
        assertThrows(AssertionError.class, () -> s.capture(Color.WHITE, "e2", PieceType.KNIGHT, "e7"));
        assertThrows(AssertionError.class, () -> s.adjust(Color.WHITE, "b1", PieceType.QUEEN));
        assertThrows(AssertionError.class, () -> s.place(Color.WHITE, "e1", PieceType.ROOK, "g1"));
        s.touch(Color.WHITE, "g1", PieceType.KNIGHT);
    }

    @Test
    void anObligationStepFailsOnAnotherPiece() {
        ArbiterSteps s = new ArbiterSteps();
        s.startpos();
        s.touch(Color.WHITE, "g1", PieceType.KNIGHT);
        s.mustMove(Color.WHITE, "g1", PieceType.KNIGHT);
        assertThrows(AssertionError.class, () -> s.mustMove(Color.WHITE, "g1", PieceType.BISHOP));
    }
}
