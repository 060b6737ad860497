package dev.hakem.arbiter.review;

import static dev.hakem.arbiter.review.ReviewCases.JSON;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The reviewers' matcher itself: it accepts what an expectation allows and reports every difference. */
class ExpectedRulingTest {

    private static final String RULING = """
            {"result":"*","termination":null,"fen":"4k3/8/8/8/8/8/8/4K3 w - - 3 9","toMove":"white",
             "clocks":{"white":"PT10M","black":"PT12M"},"illegalMoves":{"white":1,"black":0},
             "obligation":{"kind":"move-piece","square":"e1","side":null,"articles":["4.3.1","7.5.1#h4"]},
             "decisions":[{"code":"ILLEGAL_MOVE","by":"white","articles":["7.5.1#h1","3.9"]},
                          {"code":"POSITION_REINSTATED","by":"white","articles":["7.5.1#h2"]},
                          {"code":"TIME_ADDED","by":"white","player":"black","seconds":120,"articles":["7.5.5#h1"]}]}
            """;

    @Test
    void acceptsTheFieldsGivenAndAnOrderedSubsequenceOfDecisions() throws IOException {
        JsonNode good = JSON.readTree("""
                {"result":"*","termination":null,"fen":"4k3/8/8/8/8/8/8/4K3 w - - 3 9","toMove":"white",
                 "clocks":{"black":"PT12M"},"illegalMoves":{"white":1,"black":0},
                 "obligation":{"kind":"move-piece","articles":["7.5.1"]},
                 "decisions":[{"code":"ILLEGAL_MOVE","by":"white","articles":["7.5.1"]},
                              {"code":"TIME_ADDED","player":"black","seconds":120,"articles":["7.5.5"]}],
                 "forbid":["GAME_LOST"]}
                """);
        assertEquals(List.of(), ExpectedRuling.differences(good, JSON.readTree(RULING)));
    }

    @Test
    void reportsEveryDifference() throws IOException {
        JsonNode bad = JSON.readTree("""
                {"result":"1-0","termination":"time","fen":"4k3/8/8/8/8/8/8/3K4 w - - 3 9","toMove":"black",
                 "clocks":{"black":"PT11M"},"illegalMoves":{"white":0,"black":0},
                 "obligation":{"kind":"move-king","articles":["4.4.3"]},
                 "decisions":[{"code":"TIME_ADDED","player":"black","seconds":60},
                              {"code":"ILLEGAL_MOVE","by":"black"}],
                 "forbid":["POSITION_REINSTATED"]}
                """);
        List<String> problems = ExpectedRuling.differences(bad, JSON.readTree(RULING));
        for (String field : List.of("result", "termination", "fen", "toMove", "clocks.black", "illegalMoves.white",
                "obligation.kind", "obligation.articles", "decisions", "forbid")) {
            assertTrue(problems.stream().anyMatch(p -> p.startsWith(field)), field + " not reported: " + problems);
        }
        JsonNode none = JSON.readTree("{\"obligation\":null}");
        assertTrue(ExpectedRuling.differences(none, JSON.readTree(RULING)).stream().anyMatch(p -> p.startsWith("obligation")),
                "an obligation where none is expected is reported");
    }
}
