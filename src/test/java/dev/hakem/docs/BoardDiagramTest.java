package dev.hakem.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.docs.BoardDiagram.Arrow;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class BoardDiagramTest {
    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private static int count(String s, String what) {
        Matcher m = Pattern.compile(Pattern.quote(what)).matcher(s);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    @Test
    void drawsEverySquareAndPiece() {
        String svg = BoardDiagram.svg(START, List.of(), List.of(), "start");
        assertTrue(svg.startsWith("<svg"));
        assertEquals(64 + 1, count(svg, "<rect"), "64 squares and the frame");
        // 16 black pieces are one solid glyph each; 16 white pieces are a white solid glyph under an outline glyph
        assertEquals(16, count(svg, "fill=\"#000\">" + (char) 0x265F) + count(svg, "fill=\"#000\">" + (char) 0x265C)
                + count(svg, "fill=\"#000\">" + (char) 0x265E) + count(svg, "fill=\"#000\">" + (char) 0x265D)
                + count(svg, "fill=\"#000\">" + (char) 0x265B) + count(svg, "fill=\"#000\">" + (char) 0x265A));
        assertEquals(16, count(svg, "fill=\"#fff\">"));
        assertEquals(8, count(svg, (char) 0x2659 + "\uFE0E"), "eight white pawn outlines");
    }

    @Test
    void placesPiecesOnTheirSquares() {
        // a lone white king on a1 is drawn in the bottom-left square, a black king on h8 top-right
        String svg = BoardDiagram.svg("7k/8/8/8/8/8/8/K7 w - - 0 1", List.of(), List.of(), "kings");
        assertTrue(svg.contains("<text x=\"42\" y=\"335\" fill=\"#fff\">" + (char) 0x265A), svg);
        assertTrue(svg.contains("<text x=\"350\" y=\"27\" fill=\"#000\">" + (char) 0x265A), svg);
    }

    @Test
    void highlightsTheNamedSquares() {
        String svg = BoardDiagram.svg(START, List.of("e1", "g1"), List.of(), "castling");
        assertEquals(2, count(svg, "class=\"hl\""));
        assertTrue(svg.contains("class=\"hl\" x=\"198\" y=\"314\""), "e1 is file 4, rank 0");
    }

    @Test
    void arrowsFollowTheMovedPieces() {
        assertEquals(List.of(new Arrow("e2", "e4")),
                BoardDiagram.movesBetween(START, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"));
        // castling short: king e1-g1 and rook h1-f1
        assertEquals(List.of(new Arrow("e1", "g1"), new Arrow("h1", "f1")),
                BoardDiagram.movesBetween("4k3/8/8/8/8/8/8/4K2R w K - 0 1", "4k3/8/8/8/8/8/8/5RK1 b - - 1 1"));
        // reinstatement: the knight goes back from d5 to b6 and the captured pawn returns
        assertEquals(List.of(new Arrow("d5", "b6")),
                BoardDiagram.movesBetween("r4rk1/pp3ppp/8/3n4/8/8/PPP2PPP/R4RK1 w - - 0 48",
                        "r4rk1/pp3ppp/1n6/3P4/8/8/PPP2PPP/R4RK1 w - - 1 48"));
        // promotion with capture
        assertEquals(List.of(new Arrow("b7", "a8")),
                BoardDiagram.movesBetween("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "Q3k3/8/8/8/8/8/8/4K3 b - - 0 1"));
        // too many changes: no arrows
        assertEquals(List.of(), BoardDiagram.movesBetween(START, "4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
        String svg = BoardDiagram.svg(START, List.of(), List.of(new Arrow("e2", "e4")), "e4");
        assertEquals(1, count(svg, "class=\"arrow\""));
    }

    @Test
    void rejectsABadPlacementSayingWhere() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> BoardDiagram.svg("rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", List.of(), List.of(), ""));
        assertTrue(e.getMessage().contains("column 14") && e.getMessage().contains("'X'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> BoardDiagram.svg("8/8/8/8/8/8/8 w - - 0 1", List.of(), List.of(), ""));
        assertTrue(e.getMessage().contains("7 ranks; expected 8"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> BoardDiagram.svg("7k/8/8/8/8/8/8/K6 w - - 0 1", List.of(), List.of(), ""));
        assertTrue(e.getMessage().contains("column 17") && e.getMessage().contains("rank 1 has 7 squares"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> BoardDiagram.svg(START, List.of("i9"), List.of(), ""));
    }
}
