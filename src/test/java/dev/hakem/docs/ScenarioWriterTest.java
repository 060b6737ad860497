package dev.hakem.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.arbiter.CaseInputException;
import dev.hakem.chess.ChessException;
import dev.hakem.kb.TextFile;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * The scenario writer reads a case file with the engine's own case reader, so {@code /api/scenario}
 * and {@code /api/rule} accept and refuse the same bodies with the same one-line messages, and a
 * written scenario means the case it was written from.
 */
class ScenarioWriterTest {

    /** "ok", or the one-line refusal a route answers with 400. */
    private static String outcome(Function<String, String> route, String body) {
        try {
            route.apply(body);
            return "ok";
        } catch (CaseInputException e) {
            return "400 " + e.getMessage();
        } catch (ChessException e) {
            return "400 " + e.describe();
        }
    }

    @Test
    void bothRoutesAcceptAndRefuseTheSameBodiesWithTheSameMessages() {
        String bom = TextFile.decodeUtf8(("\uFEFF{\"start\":\"startpos\"}").getBytes(StandardCharsets.UTF_8), "case");
        List<String> bodies = List.of(
                "{\"start\":\"startpos\"}",
                "{\"start\":\"startpos\",\"events\":null}",
                "{\"start\":\"startpos\",\"events\":{}}",
                bom,
                "{\"start\":\"startpos\",\"start\":\"8/8/8/8/8/8/8/K1k5 w - - 0 1\"}",
                "{\"start\":\"startpos\"} {\"x\":1}",
                "{\"start\":\"startpos\",\"events\":[{\"by\":\"white\",\"move\":\"e4\",\"move\":\"d4\"}]}",
                "[".repeat(5000),
                "{\"start\":\"startpos\",\"events\":[{\"by\":\"white\",\"move\":\"e4\"},{\"by\":\"black\",\"move\":\"e5\",\"x\":1}]}",
                "", "[]", "{\"start\":",
                // the engine's refusal of a later event comes before the vocabulary's of an earlier one
                "{\"start\":\"startpos\",\"events\":[{\"by\":\"white\",\"leave\":\"venue\"},{\"by\":\"black\",\"move\":\"e5\"}]}",
                "{\"start\":\"8/8/8/8/8/8/8/Kk6 w - - 0 1\",\"clocks\":{\"white\":\"PT0.5S\",\"black\":\"PT1M\"}}");
        for (String body : bodies) {
            String rule = outcome(WorkbenchApi::rule, body);
            String scenario = outcome(ScenarioWriter::feature, body);
            assertEquals(rule, scenario, body.length() > 80 ? body.substring(0, 80) : body);
            assertFalse(scenario.contains("\n"), scenario);
        }
        assertEquals("ok", outcome(ScenarioWriter::feature, "{\"start\":\"startpos\"}"));
        assertTrue(outcome(ScenarioWriter::feature, "{\"start\":\"startpos\",\"events\":[{\"by\":\"white\",\"move\":\"e4\",\"move\":\"d4\"}]}")
                .contains("move"));
    }

    @Test
    void aCaseWithoutEventsIsWrittenWithItsRuling() {
        String f = ScenarioWriter.feature("{\"start\":\"startpos\",\"moves\":\"1. e4 e5\"}");
        assertTrue(f.contains("daha önce oynanan hamleler \"1. e4 e5\""), f);
        assertTrue(f.contains("O zaman oyun sürer"), f);
    }

    @Test
    void aSubSecondDurationIsRefusedNamingTheFieldNeverWrittenAsAnotherTime() {
        String clock = "{\"start\":\"4k3/8/8/8/8/8/3P4/3QK3 w - - 0 40\",\"notation\":\"english\","
                + "\"clocks\":{\"white\":\"PT0.5S\",\"black\":\"PT1M\"},\"events\":[{\"by\":\"black\",\"claim\":\"flag\"}]}";
        CaseInputException e = assertThrows(CaseInputException.class, () -> ScenarioWriter.feature(clock));
        assertTrue(e.getMessage().startsWith("clocks.white: "), e.getMessage());
        String increment = "{\"start\":\"startpos\",\"clocks\":{\"white\":\"PT1M\",\"black\":\"PT1M\",\"increment\":\"PT0.5S\"},"
                + "\"events\":[{\"by\":\"white\",\"move\":\"e4\"}]}";
        e = assertThrows(CaseInputException.class, () -> ScenarioWriter.feature(increment));
        assertTrue(e.getMessage().startsWith("clocks.increment: "), e.getMessage());
        String period = "{\"start\":\"startpos\",\"clocks\":{\"periods\":[{\"time\":\"PT10M0.25S\"}]}}";
        e = assertThrows(CaseInputException.class, () -> ScenarioWriter.feature(period));
        assertTrue(e.getMessage().startsWith("clocks.periods[0].time: "), e.getMessage());
        assertEquals("1 dakika 30 saniye", ScenarioWriter.duration(java.time.Duration.ofSeconds(90)));
    }

    @Test
    void theWrittenRulingAssertsTheFinalClocks() {
        // FIDE A.4 (rapid): an illegal move completed with the clock pressed; the opponent gets 1 minute
        String f = ScenarioWriter.feature("{\"start\":\"4k3/8/8/8/8/8/8/4K2R w - - 0 40\",\"notation\":\"english\","
                + "\"rules\":{\"timeControl\":\"rapid\"},\"clocks\":{\"white\":\"PT5M\",\"black\":\"PT3M\",\"increment\":\"PT10S\"},"
                + "\"events\":[{\"by\":\"white\",\"move\":\"Rh2\"},{\"by\":\"black\",\"move\":\"Kd7\"}]}");
        assertTrue(f.contains("Ve beyazın saatinde 5 dakika 10 saniye vardır"), f);
        assertTrue(f.contains("Ve siyahın saatinde 3 dakika 10 saniye vardır"), f);
    }

    @Test
    void aMovesTextWithCommentsVariationsAndNagsIsWrittenAsItsMoves() {
        String f = ScenarioWriter.feature("{\"start\": \"startpos\", \"moves\": \"1. e4 {good} e5 (1... c5) 2. Nf3 $1 Nc6\", \"events\": []}");
        assertTrue(f.contains("daha önce oynanan hamleler \"1. e4 e5 2. Af3 Ac6\""), f);
    }

    @Test
    void aRefusalOfTheVocabularyNamesTheEventAndItsField() {
        CaseInputException e = assertThrows(CaseInputException.class, () -> ScenarioWriter.feature(
                "{\"start\":\"startpos\",\"events\":[{\"by\":\"white\",\"move\":\"e4\"},{\"by\":\"black\",\"leave\":true}]}"));
        assertTrue(e.getMessage().startsWith("events[1].leave: "), e.getMessage());
    }

    @Test
    void aLateArrivalAndTheDefaultTimeAreWritten() {
        String f = ScenarioWriter.feature("{\"start\":\"startpos\",\"rules\":{\"defaultTime\":\"PT30M\"},"
                + "\"clocks\":{\"white\":\"PT90M\",\"black\":\"PT90M\"},\"events\":[{\"by\":\"black\",\"arrive\":\"PT20M\"}]}");
        assertTrue(f.contains("Ve yarışma yönergesine göre hükmen yenilme süresi 30 dakika\n"), f);
        assertTrue(f.contains("Eğer ki siyah oyunun başlamasından 20 dakika sonra tahtaya gelir\n"), f);
        CaseInputException e = assertThrows(CaseInputException.class, () -> ScenarioWriter.feature(
                "{\"start\":\"startpos\",\"events\":[{\"by\":\"black\",\"arrive\":\"PT20.5S\"}]}"));
        assertTrue(e.getMessage().startsWith("events[0].arrive: "), e.getMessage());
        e = assertThrows(CaseInputException.class, () -> ScenarioWriter.feature(
                "{\"start\":\"startpos\",\"clocks\":{\"periods\":[{\"moves\":40,\"time\":\"PT90M\"},{\"moves\":20,\"time\":\"PT60M\"},"
                        + "{\"time\":\"PT15M\"}]}}"));
        assertTrue(e.getMessage().startsWith("clocks.periods: "), e.getMessage());
    }

    @Test
    void eventsAfterTheEndAreWrittenOrRefusedNamingTheEvent() {
        StringBuilder ev = new StringBuilder();
        String[] knights = {"Nf3", "Nf6", "Ng1", "Ng8"};
        for (int i = 0; i < 20; i++) {
            ev.append(i == 0 ? "" : ",").append("{\"by\":\"").append(i % 2 == 0 ? "white" : "black")
                    .append("\",\"move\":\"").append(knights[i % 4]).append("\"}");
        }
        String body = "{\"start\":\"startpos\",\"notation\":\"english\",\"events\":[" + ev + "]}";
        assertEquals("ok", outcome(WorkbenchApi::rule, body));
        String scenario = outcome(ScenarioWriter::feature, body);
        assertTrue(scenario.equals("ok") || scenario.startsWith("400 events[16].move: "), scenario);
    }
}
