package dev.hakem.arbiter.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.arbiter.Arbiter;
import dev.hakem.arbiter.json.CaseFiles;
import dev.hakem.arbiter.CaseInputException;
import dev.hakem.arbiter.Ruling;
import org.junit.jupiter.api.Test;

/** Review: JSON case files that describe an impossible or misspelt event are input errors naming the place. */
class CaseInputReviewTest {

    private static String error(String json) {
        CaseInputException e = assertThrows(CaseInputException.class, () -> Arbiter.rule(CaseFiles.read(json)));
        return e.getMessage();
    }

    private static void names(String message, String... parts) {
        for (String p : parts) {
            assertTrue(message.contains(p), "message should contain '" + p + "': " + message);
        }
    }

    @Test
    void unknownKeyInAnEventNamesIndexAndKey() {
        names(error("{\"start\":\"startpos\",\"events\":[{\"by\":\"white\",\"move\":\"e4\"},{\"by\":\"black\",\"mvoe\":\"e5\"}]}"),
                "events[1]", "mvoe");
    }

    @Test
    void unknownKeyInRulesNamesIt() {
        names(error("{\"start\":\"startpos\",\"rules\":{\"rapd\":true},\"events\":[]}"), "rules", "rapd");
    }

    @Test
    void touchingAnEmptySquareNamesIndexFieldAndSquare() {
        names(error("{\"start\":\"startpos\",\"events\":[{\"by\":\"white\",\"move\":\"e4\"},{\"by\":\"black\",\"touch\":\"e4\"},"
                + "{\"by\":\"black\",\"touch\":\"d5\"}]}"), "events[2]", "touch", "d5");
    }

    @Test
    void moveBySideNotToMoveNamesIndexAndField() {
        names(error("{\"start\":\"startpos\",\"events\":[{\"by\":\"black\",\"move\":\"e5\"}]}"), "events[0]", "move");
    }

    @Test
    void illegalShorthandMoveIsAnInputError() {
        // "move" is the shorthand for a LEGAL move; an illegal one must be described physically
        names(error("{\"start\":\"startpos\",\"events\":[{\"by\":\"white\",\"move\":\"e5\"}]}"), "events[0]", "move");
    }

    @Test
    void malformedJsonGivesLineAndColumn() {
        names(error("{\"start\":\"startpos\",\n\"events\":[{\"by\":\"white\" \"move\":\"e4\"}]}"), "line 2", "column");
    }

    @Test
    void badDurationNamesTheClock() {
        names(error("{\"start\":\"startpos\",\"clocks\":{\"white\":\"10 minutes\",\"black\":\"PT10M\"}}"), "clocks.white");
    }

    @Test
    void nothingHalfAppliedWhenALaterEventIsBad() {
        // the error is raised, no ruling is produced even though events[0] was fine
        assertThrows(CaseInputException.class, () -> Arbiter.rule(CaseFiles.read(
                "{\"start\":\"startpos\",\"events\":[{\"by\":\"white\",\"move\":\"e4\"},{\"by\":\"white\",\"move\":\"d4\"}]}")));
    }

    @Test
    void validFileRulesTheSameAsTheApi() {
        Ruling r = Arbiter.rule(CaseFiles.read("{\"start\":\"startpos\",\"rules\":{\"rapid\":true},"
                + "\"clocks\":{\"white\":\"PT5M\",\"black\":\"PT5M\"},\"events\":[{\"by\":\"white\",\"move\":\"e4\"},"
                + "{\"by\":\"black\",\"pressClock\":true}]}"));
        assertEquals("*", r.result().key());
        assertEquals(1, r.illegalMoves().get(dev.hakem.chess.Color.BLACK));
        assertEquals(java.time.Duration.ofMinutes(6), r.clocks().get(dev.hakem.chess.Color.WHITE));
    }

    @Test
    void squareOffTheBoardNamesIndexAndField() {
        names(error("{\"start\":\"startpos\",\"events\":[{\"by\":\"white\",\"touch\":\"e9\"}]}"), "events[0]", "touch", "e9");
    }

    @Test
    void unknownPlayerNamesTheField() {
        names(error("{\"start\":\"startpos\",\"events\":[{\"by\":\"grey\",\"touch\":\"e2\"}]}"), "events[0]", "by");
    }

    @Test
    void secondIllegalMoveCountOutOfRangeIsRejected() {
        names(error("{\"start\":\"startpos\",\"illegalMoves\":{\"white\":2}}"), "illegalMoves.white");
    }

    @Test
    void badFenNamesTheStartField() {
        names(error("{\"start\":\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1\"}"), "start");
    }
}
