package dev.hakem.arbiter;

import static dev.hakem.arbiter.Cases.W;
import static dev.hakem.arbiter.Cases.expect;
import static dev.hakem.arbiter.Cases.move;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.hakem.chess.notation.Notation;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * FIDE C.2–C.3 with 9.5.3: a game's notation is one language. The hostile review's finding 3 (inputs
 * X34–X37, M23): the fifty-move claim written with "Kf1" — the king into check in English, the rook
 * h1-f1 in Turkish — was upheld by reading it as the only legal reading. Declared English, the written
 * move is illegal and the claim incorrect (as with "e1f1"); undeclared with only K seen, the case is
 * refused with a request for the notation; Turkish letters elsewhere in the game make K the rook.
 */
class NotationLanguageTest {
    static final String FIFTY = "4kr2/8/8/8/8/8/8/4K2R w - - 99 80";

    private static Ruling rule(String start, String moves, Notation notation, Event... events) {
        return Arbiter.rule(new Case(start, moves, CompetitionRules.STANDARD, null, null, List.of(events), null, notation));
    }

    private static Event fifty(String written) {
        return new Event.Claim(W, Event.ClaimKind.FIFTY, written);
    }

    @Test
    void declaredEnglishTheWrittenKingMoveIntoCheckIsIllegalAndTheClaimIncorrect() {
        Ruling english = rule(FIFTY, null, Notation.ENGLISH, fifty("Kf1"));
        expect(english,
                "result * null",
                "fen 4kr2/8/8/8/8/8/8/4K2R w - - 99 80 toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "CLAIM_REJECTED white [9.3#h1, 9.3.1, 3.9.2, 9.5.1#h1, 9.5.3#h1, 9.5.3#h2]",
                "TIME_ADDED white [9.5.3#h1] player=black seconds=120");
        // the same ruling as with the move in coordinates (X37)
        assertEquals(Cases.lines(english), Cases.lines(rule(FIFTY, null, Notation.ENGLISH, fifty("e1f1"))));
    }

    @Test
    void declaredEnglishAKingMoveNoKingCanMakeIsIllegalNotBadInput() {
        expect(rule(FIFTY, null, Notation.ENGLISH, fifty("Ke3")),
                "result * null",
                "fen 4kr2/8/8/8/8/8/8/4K2R w - - 99 80 toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "CLAIM_REJECTED white [9.3#h1, 9.3.1, 3.8.1, 9.5.1#h1, 9.5.3#h1, 9.5.3#h2]",
                "TIME_ADDED white [9.5.3#h1] player=black seconds=120");
    }

    @Test
    void declaredTurkishKIsTheRookAndTheClaimIsCorrect() {
        expect(rule(FIFTY, null, Notation.TURKISH, fifty("Kf1")),
                "result 1/2-1/2 fifty-moves",
                "fen 4kr2/8/8/8/8/8/8/4K2R w - - 99 80 toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "CLAIM_UPHELD white [9.3#h1, 9.3.1, 9.5.1#h1, 9.5.2]");
    }

    @Test
    void undeclaredWithOnlyKTheCaseAsksForTheNotation() {
        String ask = "\"Kf1\": the letter K is the king in English and the rook in Turkish, and here it could be the king "
                + "e1-f1 or the rook h1-f1; say which notation the game uses (English or Turkish)";
        assertEquals("events[0].intendedMove: " + ask,
                assertThrows(CaseInputException.class, () -> rule(FIFTY, null, null, fifty("Kf1"))).getMessage());
        assertEquals("moves: line 1, column 4: " + ask, assertThrows(CaseInputException.class,
                () -> rule("4kr2/8/8/8/8/8/8/4K2R w - - 0 1", "1. Kf1", null)).getMessage());
    }

    @Test
    void theGamesOwnLettersFixTheLanguage() {
        // Ş shows Turkish letters: Kf1 is the rook h1-f1, and the event's Şd2 the king
        Ruling tr = rule("4kr2/8/8/8/8/8/8/4K2R w - - 0 1", "1. Kf1 Şe7", null, move(W, "Şd2"));
        assertEquals("5r2/4k3/8/8/8/8/3K4/5R2 b - - 3 2", tr.fen());
        // R shows English letters: the written Kf1 is the king, into the rook's check, and the claim is incorrect
        expect(rule(FIFTY, "80. Rh2 Rf7", null, fifty("Kf1")),
                "result * null",
                "fen 4k3/5r2/8/8/8/8/7R/4K3 w - - 101 81 toMove white",
                "clocks none",
                "illegal white=0 black=0",
                "obligation none",
                "CLAIM_REJECTED white [9.3#h1, 9.3.1, 3.9.2, 9.5.1#h1, 9.5.3#h1, 9.5.3#h2]",
                "TIME_ADDED white [9.5.3#h1] player=black seconds=120");
    }

    @Test
    void mixedLettersAreAnInputErrorNamingBothTokens() {
        assertEquals("events: the moves mix the two notations: \"Qd1\" is written in English letters and \"Vd1\" in "
                        + "Turkish letters; a game's notation is one language (FIDE C.3)",
                assertThrows(CaseInputException.class, () -> rule("startpos", null, null,
                        move(W, "Qd1"), move(W, "Vd1"))).getMessage());
    }
}
