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
    void marksTheNamedSquares() {
        String svg = BoardDiagram.svg(START, BoardDiagram.named(List.of("e1", "g1")), List.of(), "castling");
        assertEquals(2, count(svg, "class=\"mk named\""));
        assertTrue(svg.contains("class=\"mk named\" x=\"199\" y=\"315\""), "e1 is file 4, rank 0 (3 units inside)");
        assertTrue(svg.contains("aria-labelledby=\"castling-cap castling-desc\""), "named by its caption and description");
    }

    @Test
    void eachMarkHasItsOwnPatternNotOnlyItsColour() {
        String svg = BoardDiagram.svg(START, List.of(new BoardDiagram.Marked("b8", BoardDiagram.Mark.QUESTION),
                new BoardDiagram.Marked("b3", BoardDiagram.Mark.ATTACKER), new BoardDiagram.Marked("g8", BoardDiagram.Mark.BLOCKER)),
                List.of(), "x");
        assertTrue(svg.contains("class=\"mk question\"") && svg.contains(">?</text>"), "the square in question carries a '?'");
        assertTrue(svg.contains("class=\"mk attacker\"") && svg.contains("stroke-dasharray=\"8 4\""), "attacker: dashed");
        assertTrue(svg.contains("class=\"mk blocker\"") && svg.contains("stroke-dasharray=\"2 3\""), "blocker: dotted and crossed");
    }

    @Test
    void describesThePositionInWords() {
        SiteData.Label d = BoardDiagram.describe("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        assertEquals("Beyaz: şah e1; kaleler a1, h1; Siyah: şah e8. Hamle sırası Beyaz'da.", d.tr());
        assertEquals("White: king e1; rooks a1, h1; Black: king e8. White to move.", d.en());
    }

    @Test
    void coordinatesAreLargeEnoughToRead() {
        // 15 units at 340 px for a 392-unit-wide picture is 13 px; at least 11 px is asked for
        String svg = BoardDiagram.svg(START, List.of(), List.of(), "x");
        assertTrue(svg.contains("class=\"coords\" font-family=\"DejaVu Sans, Arial, sans-serif\" font-size=\"15\""), svg);
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
        String svg = BoardDiagram.svg(START, List.<BoardDiagram.Marked>of(), List.of(new Arrow("e2", "e4")), "e4");
        assertEquals(1, count(svg, "class=\"arrow\""));
    }

    @Test
    void rejectsABadPlacementSayingWhere() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> BoardDiagram.svg("rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", List.<BoardDiagram.Marked>of(), List.of(), ""));
        assertTrue(e.getMessage().contains("column 14") && e.getMessage().contains("'X'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> BoardDiagram.svg("8/8/8/8/8/8/8 w - - 0 1", List.<BoardDiagram.Marked>of(), List.of(), ""));
        assertTrue(e.getMessage().contains("7 ranks; expected 8"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> BoardDiagram.svg("7k/8/8/8/8/8/8/K6 w - - 0 1", List.<BoardDiagram.Marked>of(), List.of(), ""));
        assertTrue(e.getMessage().contains("column 17") && e.getMessage().contains("rank 1 has 7 squares"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> BoardDiagram.svg(START, BoardDiagram.named(List.of("i9")), List.of(), ""));
    }
}
