package dev.hakem.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The perft and explain subcommands: output, JSON, and clear errors with exit code 2. */
class PerftExplainCommandTest {

    private record Run(int code, String out, String err) {
    }

    private static Run run(String... args) {
        CommandLine cl = Main.commandLine();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        int code = cl.execute(args);
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void perftCounts() {
        Run r = run("perft", "--depth", "3");
        assertEquals(0, r.code());
        assertTrue(r.out().startsWith("nodes: 8902\n"), r.out());
        assertTrue(r.out().contains("nodes/s: "), r.out());
    }

    @Test
    void perftDivideJson() throws Exception {
        Run r = run("perft", "--fen", "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "--depth", "2", "--divide", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertEquals(66, j.get("nodes").asLong());
        assertEquals(15, j.get("divide").size());
        long sum = 0;
        for (JsonNode n : j.get("divide")) {
            sum += n.get("nodes").asLong();
        }
        assertEquals(66, sum);
        assertEquals("e1d1", j.get("divide").get(0).get("move").asText());
    }

    @Test
    void perftBadFenIsOneLineExit2() {
        Run r = run("perft", "--fen", "4k3/8/8/8/8/8/8/4X3 w - - 0 1", "--depth", "2");
        assertEquals(2, r.code());
        assertEquals("hakem: column 18: FEN field 1 (piece placement): invalid character 'X'; expected a piece letter "
                + "(KQRBNP/kqrbnp), a digit 1-8 or '/'\n", r.err().replace("\r\n", "\n"));
        assertEquals("", r.out());
    }

    @Test
    void perftBadDepth() {
        Run r = run("perft", "--depth", "99");
        assertEquals(2, r.code());
        assertEquals("hakem: --depth must be between 0 and 12, got 99", r.err().trim());
    }

    @Test
    void explainIllegalCastling() throws Exception {
        Run r = run("explain", "--fen", "4k3/8/8/8/2b5/8/8/4K2R w K - 0 1", "--move", "e1-g1", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertEquals(false, j.get("legal").asBoolean());
        assertEquals("3.8.2.2.1", j.get("articles").get(0).asText());
        assertEquals("f1, which the king would cross, is attacked by the bishop on c4.",
                j.get("violations").get(0).get("en").asText());
        assertEquals("Şahın geçeceği f1'e c4'teki fil saldırıyor.", j.get("violations").get(0).get("tr").asText());
    }

    @Test
    void explainHumanText() {
        Run r = run("explain", "--move", "e2e4");
        assertEquals(0, r.code());
        assertTrue(r.out().contains("verdict:  legal / geçerli"), r.out());
        Run s = run("explain", "--fen", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "--move", "a7-a8=K");
        assertTrue(s.out().contains("FIDE 3.7.3.3"), s.out());
        assertTrue(s.out().contains("not to a king"), s.out());
    }

    @Test
    void explainBadMove() {
        Run r = run("explain", "--move", "z9z9");
        assertEquals(2, r.code());
        assertEquals("hakem: move \"z9z9\" is not a move in UCI, coordinate or SAN form (examples: e2e4, e1-g1, "
                + "e7e8q, Nf3, Af3, O-O)", r.err().trim());
        Run amb = run("explain", "--fen", "4k3/8/8/8/8/8/4K3/R6R w - - 0 1", "--move", "Rd1");
        assertEquals(2, amb.code());
        assertEquals("hakem: move \"Rd1\" is ambiguous: it could be a1-d1, h1-d1; give the from-square (e.g. a1d1)",
                amb.err().trim());
        Run none = run("explain", "--fen", "4k3/8/8/8/8/8/4K3/R6R w - - 0 1", "--move", "Nf3");
        assertEquals(2, none.code());
        assertEquals("hakem: move \"Nf3\": no white piece of that kind can be meant to go to f3", none.err().trim());
    }

    /** FIDE C.2–C.3 (hostile review, finding 3): K is read in the declared notation, never by whichever reading is legal. */
    @Test
    void explainReadsKInTheDeclaredNotation() throws Exception {
        String fen = "4kr2/8/8/8/8/8/8/4K2R w - - 0 1";
        Run ask = run("explain", "--fen", fen, "--move", "Kf1");
        assertEquals(2, ask.code());
        assertEquals("hakem: column 1: \"Kf1\": the letter K is the king in English and the rook in Turkish, and here it "
                + "could be the king e1-f1 or the rook h1-f1; say which notation the game uses (English or Turkish): "
                + "--notation english or --notation turkish", ask.err().trim());
        assertEquals("", ask.out());
        ObjectMapper om = new ObjectMapper();
        JsonNode en = om.readTree(run("explain", "--fen", fen, "--move", "Kf1", "--notation", "english", "--json").out());
        assertEquals("e1f1", en.get("move").asText());
        assertEquals(false, en.get("legal").asBoolean());
        assertEquals("3.9.2", en.get("articles").get(0).asText());
        JsonNode tr = om.readTree(run("explain", "--fen", fen, "--move", "Kf1", "--notation", "tr", "--json").out());
        assertEquals("h1f1", tr.get("move").asText());
        assertEquals(true, tr.get("legal").asBoolean());
        Run bad = run("explain", "--move", "e4", "--notation", "klingon");
        assertEquals(2, bad.code());
        assertEquals("hakem: --notation: expected \"english\" or \"turkish\", not \"klingon\"", bad.err().trim());
    }

    /** C.13.4 (hostile review, finding 23): a check mark on a move that gives no check is refused, as the reader does elsewhere. */
    @Test
    void explainRefusesAFalseCheckMark() {
        Run r = run("explain", "--fen", "4k3/8/8/8/8/8/8/4K2R w - - 0 1", "--move", "Rf1+");
        assertEquals(2, r.code());
        assertEquals("hakem: column 1: \"Rf1+\": marked as check (+) but the move gives no check", r.err().trim());
    }

    /** Hostile review, finding 16: a 100,000-character move is not echoed whole. */
    @Test
    void explainShortensALongMoveInItsMessage() {
        Run r = run("explain", "--move", "N".repeat(100_000));
        assertEquals(2, r.code());
        assertEquals("hakem: move \"" + "N".repeat(40) + "… (99960 more characters)\" is not a move in UCI, coordinate "
                + "or SAN form (examples: e2e4, e1-g1, e7e8q, Nf3, Af3, O-O)", r.err().trim());
    }

    @Test
    void explainWritesTheMoveInBothLetterSets() throws Exception {
        ObjectMapper om = new ObjectMapper();
        JsonNode legal = om.readTree(run("explain", "--move", "Af3", "--json").out());
        assertEquals(true, legal.get("legal").asBoolean());
        assertEquals("g1f3", legal.get("move").asText());
        assertEquals("SAN", legal.get("notation").asText());
        assertEquals("Nf3", legal.get("en").asText());
        assertEquals("Af3", legal.get("tr").asText());
        JsonNode rook = om.readTree(run("explain", "--fen", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "--move", "Ka5", "--json").out());
        assertEquals("a1a5", rook.get("move").asText());
        assertEquals("Ra5", rook.get("en").asText());
        assertEquals("Ka5", rook.get("tr").asText());
        Run both = run("explain", "--fen", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "--move", "Kd1");
        assertEquals(2, both.code());
        assertEquals("hakem: column 1: \"Kd1\": the letter K is the king in English and the rook in Turkish, and here it "
                + "could be the king e1-d1 or the rook a1-d1; say which notation the game uses (English or Turkish): "
                + "--notation english or --notation turkish", both.err().trim());
        JsonNode pinned = om.readTree(run("explain", "--fen", "4k3/3n4/8/1B6/8/8/8/4K3 b - - 0 1", "--move", "Af6",
                "--json").out());
        assertEquals(false, pinned.get("legal").asBoolean());
        assertEquals("long algebraic", pinned.get("notation").asText());
        assertEquals("Nd7-f6", pinned.get("en").asText());
        assertEquals("Ad7-f6", pinned.get("tr").asText());
        JsonNode capture = om.readTree(run("explain", "--fen", "4k3/8/8/8/8/2n5/3q4/4K3 w - - 0 1", "--move", "Kxd2",
                "--json").out());
        assertEquals(true, capture.get("legal").asBoolean());
        assertEquals("Kxd2", capture.get("en").asText());
        assertEquals("Şxd2", capture.get("tr").asText());
        JsonNode castle = om.readTree(run("explain", "--fen", "4k3/8/8/8/2b5/8/8/4K2R w K - 0 1", "--move", "e1g1",
                "--json").out());
        assertEquals("O-O", castle.get("en").asText());
        assertEquals("O-O", castle.get("tr").asText());
        Run text = run("explain", "--fen", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "--move", "a7a8k");
        assertTrue(text.out().contains("move:     a7a8k  (long algebraic: a7-a8=K / a7-a8=Ş)"), text.out());
    }

    @Test
    void explainSanLikeMovesInEitherLetters() throws Exception {
        ObjectMapper om = new ObjectMapper();
        String pin = "4k3/3n4/8/1B6/8/8/8/4K3 b - - 0 1";
        for (String token : new String[] {"Nf6", "Af6", "Nd7f6", "d7-f6"}) {
            Run r = run("explain", "--fen", pin, "--move", token, "--json");
            assertEquals(0, r.code(), r.err());
            JsonNode j = om.readTree(r.out());
            assertEquals("d7f6", j.get("move").asText(), token);
            assertEquals("3.9.2", j.get("articles").get(0).asText(), token);
        }
        Run castle = run("explain", "--fen", "4k3/8/8/8/2b5/8/8/4K2R w K - 0 1", "--move", "O-O", "--json");
        assertEquals("e1g1", om.readTree(castle.out()).get("move").asText());
        Run zero = run("explain", "--fen", "r3k3/8/8/8/8/8/8/4K3 b q - 0 1", "--move", "0-0-0", "--json");
        assertEquals("e8c8", om.readTree(zero.out()).get("move").asText());
        assertEquals(true, om.readTree(zero.out()).get("legal").asBoolean());
        // Turkish K is the rook; English K the king: the one that can be meant is taken
        Run rook = run("explain", "--fen", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "--move", "Ka5", "--json");
        assertEquals("a1a5", om.readTree(rook.out()).get("move").asText());
        Run king = run("explain", "--fen", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "--move", "Kf2", "--json");
        assertEquals("e1f2", om.readTree(king.out()).get("move").asText());
        Run push = run("explain", "--fen", "4k3/8/8/8/8/4P3/8/4K3 w - - 0 1", "--move", "e5", "--json");
        assertEquals("e3e5", om.readTree(push.out()).get("move").asText());
        assertEquals("3.7.2", om.readTree(push.out()).get("articles").get(0).asText());
        Run promo = run("explain", "--fen", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "--move", "a8=V", "--json");
        assertEquals("a7a8q", om.readTree(promo.out()).get("move").asText());
    }

    /** Chess960 (Guidelines II): --chess960 with a Shredder-FEN or X-FEN position, --number for a start position. */
    @Test
    void perftChess960() throws Exception {
        Run r = run("perft", "--chess960", "--fen", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
                "--depth", "3");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("nodes: 12189\n"), r.out());
        Run x = run("perft", "--chess960", "--fen", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9",
                "--depth", "3", "--json");
        assertEquals(12189, new ObjectMapper().readTree(x.out()).get("nodes").asLong());
        // start position no. 518 is the standard set-up
        Run sp = run("perft", "--number", "518", "--depth", "4", "--json");
        JsonNode j = new ObjectMapper().readTree(sp.out());
        assertEquals(197281, j.get("nodes").asLong());
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", j.get("fen").asText());
        // castling is the king taking its own rook in the divide (UCI_Chess960)
        Run d = run("perft", "--chess960", "--fen", "4k3/8/8/8/8/8/8/1R3KR1 w GB - 0 1", "--depth", "1", "--divide");
        assertTrue(d.out().contains("f1b1: 1\n") && d.out().contains("f1g1: 1\n"), d.out());
    }

    @Test
    void perftChess960BadInput() {
        Run range = run("perft", "--number", "960", "--depth", "1");
        assertEquals(2, range.code());
        assertEquals("hakem: --number must be between 0 and 959, got 960\n", range.err().replace("\r\n", "\n"));
        Run both = run("perft", "--number", "3", "--fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "--depth", "1");
        assertEquals(2, both.code());
        assertEquals("hakem: --number and --fen both give a position; give one of them\n",
                both.err().replace("\r\n", "\n"));
        Run shredder = run("perft", "--fen", "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1", "--depth", "1");
        assertEquals(2, shredder.code());
        assertEquals("hakem: column 47: FEN field 3 (castling rights): 'H' names a castling rook by its file, as Chess960 "
                + "(Shredder-FEN) does; read the position as Chess960 (--chess960), or use KQkq\n",
                shredder.err().replace("\r\n", "\n"));
        assertEquals("", shredder.out());
    }

    @Test
    void explainChess960Castling() throws Exception {
        String fen = "7k/8/8/8/8/8/8/qRK5 w B - 0 1";
        Run r = run("explain", "--chess960", "--fen", fen, "--move", "O-O-O", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertEquals("c1b1", j.get("move").asText());
        assertEquals(false, j.get("legal").asBoolean());
        assertEquals("O-O-O", j.get("en").asText());
        assertEquals("[\"II.3.1\",\"3.9.2\"]", j.get("articles").toString());
        assertEquals("II.3.1", j.get("violations").get(0).get("under").asText());
        assertEquals("3.9.2", j.get("violations").get(0).get("article").asText());
        Run text = run("explain", "--chess960", "--fen", fen, "--move", "c1b1");
        assertEquals("position: 7k/8/8/8/8/8/8/qRK5 w Q - 0 1\n"
                + "move:     c1b1  (long algebraic: O-O-O / O-O-O)\n"
                + "verdict:  illegal / geçersiz\n"
                + "  FIDE 3.9.2 (as Guidelines II.3.1 applies it to Chess960)\n"
                + "    en: After castling the king on c1 would be in check from the queen on a1: the rook on b1 shields c1 "
                + "now and leaves it by castling.\n"
                + "    tr: Roktan sonra c1'deki şaha a1'deki vezir şah çekmiş olur: b1'deki kale şimdi c1'i koruyor ve rokla "
                + "oradan ayrılıyor.\n", text.out().replace("\r\n", "\n"));
        Run legal = run("explain", "--number", "0", "--move", "d2d4");
        assertTrue(legal.out().contains("verdict:  legal / geçerli"), legal.out());
    }
}
