package dev.hakem.arbiter;

import static dev.hakem.arbiter.Cases.B;
import static dev.hakem.arbiter.Cases.W;
import static dev.hakem.arbiter.Cases.clocks;
import static dev.hakem.arbiter.Cases.press;
import static dev.hakem.arbiter.Cases.release;
import static dev.hakem.arbiter.Cases.touch;
import static dev.hakem.arbiter.Issue12.codes;
import static dev.hakem.arbiter.Issue12.refused;
import static dev.hakem.arbiter.Issue12.rule;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.arbiter.json.CaseFiles;
import dev.hakem.chess.Color;
import java.util.List;
import org.junit.jupiter.api.Test;

/** FIDE 8.1.1 with Appendix C (and 8.1.5, 9.1.2.2, C.12): does the player's scoresheet entry record the move made? */
class ScoresheetEntryTest {
    private static final String SQUARE = "C.5#h1, C.6#h1, C.7#h1";

    private static Event.Scoresheet wrote(Color by, String entry) {
        return new Event.Scoresheet(by, Event.ScoresheetAct.ENTRY, entry);
    }

    private static Event.PlayMove move(Color by, String san) {
        return new Event.PlayMove(by, san);
    }

    @Test
    void aCorrectEntryCitesTheProvisionsItsReadingUsed() {
        Ruling r = rule("startpos", "1. e4 e5", CompetitionRules.STANDARD, null, move(W, "Nf3"), wrote(W, "Nf3"), wrote(B, "Af3"));
        assertEquals(List.of("MOVE_MADE", "MOVE_RECORDED", "MOVE_RECORDED"), codes(r));
        Decision white = r.decisions().get(1);
        assertEquals(W, white.by());
        assertEquals("[C.1#h1, C.2#h1, C.8#h1, " + SQUARE + "]", white.decidedBy().toString());
        assertEquals(white.articles(), white.decidedBy());
        assertEquals("Beyaz yapılan Af3 hamlesini notasyon formuna \"Nf3\" diye yazdı: kayıt, Ek C'ye göre bu hamleyi gösterir.",
                white.tr());
        assertEquals("White wrote \"Nf3\" for the move made, Nf3: under Appendix C the entry records that move.", white.en());
        assertEquals("[C.1#h1, C.3#h1, C.8#h1, " + SQUARE + "]", r.decisions().get(2).articles().toString());
        assertEquals(GameResult.ONGOING, r.result());
        assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2", r.fen());
    }

    @Test
    void aWrongEntryMustBeCorrectedAndItsPenaltyIsTheArbitersChoice() {
        Ruling r = rule("startpos", "1. e4 e5", CompetitionRules.STANDARD, clocks("PT30M", "PT30M"), move(W, "Nf3"), wrote(W, "Nf3+"));
        assertEquals(List.of("MOVE_MADE", "MOVE_MISRECORDED", "ARBITER_DISCRETION"), codes(r));
        Decision d = r.decisions().get(1);
        assertEquals(List.of("C.13.4#h1", "8.1.1#h1"), d.decidedBy());
        assertEquals("Beyaz yapılan Af3 hamlesi için notasyon formuna \"Nf3+\" yazdı: bu kayıt şah (+) gösteriyor, ama hamle şah"
                + " çekmiyor. Hamle doğru yazılmalıdır; beyaz kaydı düzeltir.", d.tr());
        assertEquals(List.of("8.1.1#h1", "12.9"), r.decisions().get(2).articles());
        assertEquals(W, r.decisions().get(2).by());
        assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2", r.fen());
    }

    @Test
    void anEntrysControlCharactersAreEscapedInTheDecisionAndInInputErrors() {
        // hostile2 E07e: an entry with a line break (and a tab, and U+0000) stays one line in the decision's texts.
        Ruling r = rule("startpos", null, CompetitionRules.STANDARD, clocks("PT30M", "PT30M"), move(W, "e4"),
                wrote(W, "e4\n\"\"\" | # @x\t\u0000"));
        Decision d = r.decisions().get(1);
        assertEquals(DecisionCode.MOVE_MISRECORDED, d.code());
        assertTrue(d.tr().startsWith("Beyaz yapılan e4 hamlesi için notasyon formuna \"e4\\n\"\"\" | # @x\\t\\u0000\" yazdı"), d.tr());
        assertTrue(d.en().startsWith("White wrote \"e4\\n\"\"\" | # @x\\t\\u0000\" for the move made"), d.en());
        for (Decision x : r.decisions()) {
            assertFalse(x.tr().chars().anyMatch(Character::isISOControl), x.tr());
            assertFalse(x.en().chars().anyMatch(Character::isISOControl), x.en());
        }
        CaseInputException e = assertThrows(CaseInputException.class,
                () -> rule("startpos", null, CompetitionRules.STANDARD, null, move(W, "e4\nxx")));
        assertFalse(e.getMessage().chars().anyMatch(Character::isISOControl), e.getMessage());
        assertTrue(e.getMessage().contains("e4\\nxx"), e.getMessage());
    }

    @Test
    void castlingWrittenAsAKingMoveBreaksC_13_1() {
        Ruling r = rule("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", null, CompetitionRules.STANDARD, clocks("PT30M", "PT30M"),
                move(W, "O-O"), wrote(B, "Kg1"));
        assertEquals(List.of("MOVE_MADE", "MOVE_MISRECORDED", "ARBITER_DISCRETION"), codes(r));
        assertEquals(List.of("C.13.1#h1", "8.1.1#h1"), r.decisions().get(1).decidedBy());
        assertEquals(B, r.decisions().get(1).by());
    }

    @Test
    void aPlayerFreedFromRecordingCommitsNoBreachByAWrongEntry_8_4_A_2() {
        Ruling r = rule("startpos", "1. e4 e5", CompetitionRules.STANDARD, clocks("PT4M", "PT30M"), move(W, "Nf3"), wrote(W, "Nc3"));
        assertEquals(List.of("MOVE_MADE", "MOVE_MISRECORDED", "RECORDING_EXEMPT"), codes(r));
        assertEquals(List.of("8.1.1#h1"), r.decisions().get(1).articles());
        assertEquals(List.of("8.4#h1"), r.decisions().get(2).articles());
        Ruling rapid = rule("startpos", "1. e4 e5", new CompetitionRules(true, 0, false), clocks("PT20M", "PT20M"), move(W, "Nf3"), wrote(W, "Pe4"));
        assertEquals(List.of("MOVE_MADE", "MOVE_MISRECORDED", "RECORDING_EXEMPT"), codes(rapid));
        assertEquals(List.of("C.4#h1", "C.1#h1", "8.1.1#h1"), rapid.decisions().get(1).articles());
        assertEquals(List.of("A.2#h1"), rapid.decisions().get(2).articles());
    }

    @Test
    void theDrawOfferIsMarkedByBothPlayers_C_12_9_1_2_2_8_1_5() {
        Event[] offerWithMove = {touch(W, "g1"), release(W, "g1-f3"), new Event.OfferDraw(W), press(W)};
        Ruling marked = rule("startpos", "1. e4 e5", CompetitionRules.STANDARD, clocks("PT30M", "PT30M"),
                offerWithMove[0], offerWithMove[1], offerWithMove[2], offerWithMove[3], wrote(W, "Nf3 (=)"), wrote(B, "Af3(=)"));
        assertEquals(List.of("TOUCH_OBLIGATION", "MOVE_MADE", "DRAW_OFFERED", "MOVE_RECORDED", "MOVE_RECORDED"), codes(marked));
        assertEquals("[C.1#h1, C.2#h1, C.8#h1, " + SQUARE + ", C.12#h1, 9.1.2.2#h1, 8.1.5#h1]",
                marked.decisions().get(3).articles().toString());
        Ruling unmarked = rule("startpos", "1. e4 e5", CompetitionRules.STANDARD, clocks("PT30M", "PT30M"),
                offerWithMove[0], offerWithMove[1], offerWithMove[2], offerWithMove[3], wrote(B, "Nf3"));
        assertEquals(List.of("TOUCH_OBLIGATION", "MOVE_MADE", "DRAW_OFFERED", "MOVE_RECORDED", "ARBITER_DISCRETION"), codes(unmarked));
        assertEquals(List.of("8.1.5#h1", "9.1.2.2#h1", "C.12#h1", "12.9"), unmarked.decisions().get(4).articles());
        assertEquals(B, unmarked.decisions().get(4).by());
        Ruling noOffer = rule("startpos", "1. e4 e5", CompetitionRules.STANDARD, clocks("PT30M", "PT30M"), move(W, "Nf3"),
                wrote(W, "Nf3 (=)"));
        assertEquals(List.of("MOVE_MADE", "MOVE_MISRECORDED", "ARBITER_DISCRETION"), codes(noOffer));
        assertEquals(List.of("C.12#h1", "8.1.1#h1"), noOffer.decisions().get(1).articles());
    }

    @Test
    void aScoresheetInAnotherNotationIsWarnedAndNoEvidence_C() {
        Ruling r = rule("1. e4 e5", new Event.Scoresheet(W, Event.ScoresheetAct.OTHER_NOTATION));
        assertEquals(List.of("WARNING"), codes(r));
        Decision d = r.decisions().get(0);
        assertEquals(W, d.by());
        assertEquals(W, d.player());
        assertEquals(List.of("C#h3", "C#h1", "C#h2"), d.decidedBy());
        assertEquals("White keeps the scoresheet in a notation other than the algebraic: FIDE recognises only the algebraic"
                + " notation in its events, and the arbiter warns him. Such a scoresheet cannot serve as evidence where a"
                + " scoresheet normally does (as in 9.2/9.3 claims).", d.en());
        assertEquals(GameResult.ONGOING, r.result());
    }

    @Test
    void theCaseFileCarriesTheEntry() {
        Case c = CaseFiles.read("{\"start\": \"startpos\", \"moves\": \"1. e4 e5\", \"events\": [{\"by\": \"white\", \"move\": \"Nf3\"},"
                + " {\"by\": \"black\", \"scoresheet\": \"entry\", \"entry\": \"Af3\"}]}");
        assertEquals(wrote(B, "Af3"), c.events().get(1));
        assertEquals(List.of("MOVE_MADE", "MOVE_RECORDED"), codes(Arbiter.rule(c)));
        CaseInputException missing = assertThrows(CaseInputException.class, () -> CaseFiles.read("{\"start\": \"startpos\","
                + " \"events\": [{\"by\": \"white\", \"scoresheet\": \"entry\"}]}"));
        assertEquals("events[0].entry: missing: what the player wrote for the last move made, e.g. \"Nf3\"", missing.getMessage());
        CaseInputException stray = assertThrows(CaseInputException.class, () -> CaseFiles.read("{\"start\": \"startpos\","
                + " \"events\": [{\"by\": \"white\", \"scoresheet\": \"hidden\", \"entry\": \"e4\"}]}"));
        assertEquals("events[0].entry: only with scoresheet \"entry\"", stray.getMessage());
    }

    @Test
    void anEntryNeedsAMoveAndATextToRecord() {
        refused(Issue12.caseOf("startpos", null, CompetitionRules.STANDARD, null, wrote(W, "e4")), "events[0].entry",
                "no move has been made");
    }
}
