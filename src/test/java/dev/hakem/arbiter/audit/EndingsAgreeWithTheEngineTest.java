package dev.hakem.arbiter.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.hakem.arbiter.Arbiter;
import dev.hakem.arbiter.Case;
import dev.hakem.arbiter.CompetitionRules;
import dev.hakem.arbiter.Ruling;
import dev.hakem.chess.pgn.PgnGame;
import dev.hakem.chess.pgn.PgnMove;
import dev.hakem.chess.pgn.PgnReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The audit and the rules engine read the endings of a game in one order (GameEndings): the same
 * recorded moves give the engine's result and the audit's findings about where the game ended.
 */
class EndingsAgreeWithTheEngineTest {

    private static String audit(String movetext, String result) {
        return audit(null, movetext, result);
    }

    private static String audit(String fen, String movetext, String result) {
        PgnGame g = PgnReader.readGame((fen == null ? "" : "[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n\n") + movetext + " " + result);
        List<dev.hakem.chess.Move> moves = new ArrayList<>();
        List<String> sans = new ArrayList<>();
        for (PgnMove m : g.mainLine()) {
            moves.add(m.move());
            sans.add(m.san());
        }
        GameRecord r = new GameRecord(1, 1, Map.of(), g.startPosition(), moves, sans, result);
        return GameAudit.audit(r).stream().map(f -> f.kind().key() + "@" + f.ply() + ":" + String.join(",", f.articles()))
                .collect(Collectors.joining(" "));
    }

    private static String engine(String movetext) {
        return engine("startpos", movetext);
    }

    private static String engine(String start, String movetext) {
        Ruling r = Arbiter.rule(new Case(start, movetext, CompetitionRules.STANDARD, null, null, List.of()));
        return r.result() + " " + r.termination();
    }

    private static final String FIVE = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8";

    @Test
    void aMateAfterAnUnnoticedFivefold() {
        String moves = FIVE + " 9. f3 e5 10. g4 Qh4#";
        assertEquals("1/2-1/2 fivefold", engine(moves));
        assertEquals("claimable-threefold@8:9.2.2 missed-fivefold@16:9.6.1 wrong-result@16:9.6.1,8.7", audit(moves, "0-1"));
        assertEquals("claimable-threefold@8:9.2.2 missed-fivefold@16:9.6.1", audit(moves, "1/2-1/2"));
    }

    @Test
    void aMateWithoutAnEarlierEnding() {
        String moves = "1. f3 e5 2. g4 Qh4#";
        assertEquals("0-1 checkmate", engine(moves));
        assertEquals("", audit(moves, "0-1"));
        assertEquals("wrong-result@4:5.1.1,8.7", audit(moves, "1/2-1/2"));
    }

    // A [FEN] start that has already ended the game: the game ended at the start (ply 0), not with the
    // first recorded move, and a later mate does not count (hostile #5).

    @Test
    void aDeadStartPosition() {
        String fen = "k7/8/8/8/8/8/8/KB6 w - - 0 1";
        assertEquals("1/2-1/2 dead-position", engine(fen, "1. Bc2"));
        assertEquals("missed-dead-position@0:5.2.2 wrong-result@0:5.2.2,8.7", audit(fen, "1. Bc2", "1-0"));
        assertEquals("missed-dead-position@0:5.2.2", audit(fen, "1. Bc2", "1/2-1/2"));
    }

    @Test
    void seventyFiveMovesCompleteAtTheStartThenMate() {
        String fen = "7k/8/6K1/8/8/8/8/R7 w - - 150 100";
        assertEquals("1/2-1/2 seventy-five-moves", engine(fen, "100. Ra8#"));
        assertEquals("missed-seventy-five@0:9.6.2 wrong-result@0:9.6.2,8.7", audit(fen, "100. Ra8#", "1-0"));
        assertEquals("missed-seventy-five@0:9.6.2", audit(fen, "100. Ra8#", "1/2-1/2"));
    }

    @Test
    void anEndedStartWithoutMoves() {
        String fen = "7k/8/6K1/8/8/8/8/R7 w - - 150 100";
        assertEquals("1/2-1/2 seventy-five-moves", engine(fen, ""));
        assertEquals("wrong-result@0:9.6.2,8.7", audit(fen, "", "1-0"));
        assertEquals("", audit(fen, "", "1/2-1/2"));
    }
}
