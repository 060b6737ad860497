package dev.hakem.arbiter;

import static dev.hakem.arbiter.Cases.B;
import static dev.hakem.arbiter.Cases.W;
import static dev.hakem.arbiter.Cases.move;
import static dev.hakem.arbiter.Cases.press;
import static dev.hakem.arbiter.Cases.release;
import static dev.hakem.arbiter.Cases.rule;
import static dev.hakem.arbiter.Cases.touch;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Each decision tells the provisions that decided it from those applied in passing (a move made and
 * the turn passing; an obligation the move then fulfilled or a later one replaced).
 */
class CitationRolesTest {

    private static String roles(Ruling r) {
        return r.decisions().stream().map(d -> d.code() + " " + d.decidedBy() + " " + d.applied())
                .collect(Collectors.joining("\n"));
    }

    @Test
    void aWholeMoveIsMadeInPassing_4_7_1_3() {
        assertEquals("MOVE_MADE [] [4.7#h1, 4.7.1, 1.3]",
                roles(rule("startpos", "1. e4 d5", move(W, "exd5"))));
    }

    @Test
    void theMomentACastlingIsMadeDecidesWhenItIsObserved_4_7_2() {
        Ruling r = rule("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", null,
                release(W, "e1-g1"), release(W, "h1-f1"), press(W));
        assertEquals("TOUCH_OBLIGATION [] [4.7.2#h2]\nMOVE_MADE [4.7.2#h1] [4.7#h1, 1.3]", roles(r));
    }

    @Test
    void anObligationReplacedByALaterOneDecidesNothing_4_3_1_4_4_1() {
        Ruling r = rule("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1", null, touch(B, "e8"), touch(B, "a8"));
        assertEquals("TOUCH_OBLIGATION [] [4.3.1]\nTOUCH_OBLIGATION [4.4.1] []", roles(r));
    }

    @Test
    void anObligationStillInForceDecides_4_3_1() {
        assertEquals("TOUCH_OBLIGATION [4.3.1] []", roles(rule("startpos", null, touch(W, "g1"))));
    }

    @Test
    void anIllegalCastlingIsDecidedByTheSquareTheKingCrosses_3_8_2_2_1() {
        Ruling r = rule("4k3/8/8/8/2b5/8/8/4K2R w K - 0 1", null, release(W, "e1-g1"), release(W, "h1-f1"), press(W));
        Decision illegal = r.decisions().stream().filter(d -> d.code() == DecisionCode.ILLEGAL_MOVE).findFirst().orElseThrow();
        assertEquals(List.of("7.5.1#h1", "6.2.1#h2", "3.10.2", "3.8.2.2.1"), illegal.decidedBy());
    }
}
