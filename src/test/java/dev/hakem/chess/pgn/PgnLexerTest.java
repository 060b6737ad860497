package dev.hakem.chess.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.hakem.chess.ChessException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PgnLexerTest {

    /** "KIND:text@line:col" for each token up to EOF. */
    private static List<String> tokens(String pgn) {
        PgnLexer lex = new PgnLexer(new StringReader(pgn));
        List<String> out = new ArrayList<>();
        while (lex.next() != PgnLexer.Kind.EOF) {
            String v;
            switch (lex.kind) {
                case MOVE_NUMBER: v = lex.number + "/" + lex.dots; break;
                case NAG: v = "$" + lex.number; break;
                default: v = lex.text == null ? "" : lex.text;
            }
            out.add(lex.kind + ":" + v + "@" + lex.tokLine + ":" + lex.tokCol);
        }
        return out;
    }

    @Test
    void tagPairWithEscapes() {
        assertEquals(List.of("TAG_OPEN:@1:1", "SYMBOL:Event@1:2", "STRING:a \"b\" \\c@1:8", "TAG_CLOSE:@1:21"),
                tokens("[Event \"a \\\"b\\\" \\\\c\"]"));
    }

    @Test
    void moveNumbersDotsAndMovesStuckTogether() {
        assertEquals(List.of("MOVE_NUMBER:1/1@1:1", "SYMBOL:e4@1:3", "SYMBOL:e5@1:6", "MOVE_NUMBER:12/3@2:1",
                        "SYMBOL:Nf6+!?@2:6", "MOVE_NUMBER:13/1@2:13", "DOTS:@2:17", "SYMBOL:O-O-O#@2:21"),
                tokens("1.e4 e5\n12...Nf6+!? 13. ... O-O-O#"));
    }

    @Test
    void resultsAreNotCastling() {
        assertEquals(List.of("SYMBOL:0-0@1:1", "SYMBOL:0-0-0@1:5", "RESULT:1-0@1:11", "RESULT:0-1@1:15",
                        "RESULT:1/2-1/2@1:19", "RESULT:*@1:27"),
                tokens("0-0 0-0-0 1-0 0-1 1/2-1/2 *"));
    }

    @Test
    void commentsNagsVariationsAndEscapeLines() {
        assertEquals(List.of("COMMENT:a {b@2:1", "NAG:$14@2:10", "VAR_OPEN:@2:14", "SYMBOL:Nf3@2:15",
                        "VAR_CLOSE:@2:18", "COMMENT:rest of line@2:20", "SYMBOL:e4@3:1"),
                tokens("% escape line, ignored\n{ a {b } $14 (Nf3) ;rest of line\ne4"));
    }

    @Test
    void turkishLettersAndEnPassantMark() {
        assertEquals(List.of("SYMBOL:Şe2@1:1", "SYMBOL:exd6e.p.+@1:5", "SYMBOL:Ş\u0327@1:15"),
                tokens("Şe2 exd6e.p.+ Ş\u0327"));
    }

    @Test
    void crlfLinesCountOnce() {
        assertEquals(List.of("SYMBOL:e4@1:1", "SYMBOL:e5@2:1", "SYMBOL:Nf3@3:3"), tokens("e4\r\ne5\r\n  Nf3"));
    }

    @Test
    void errorsCarryLineAndColumn() {
        ChessException e = assertThrows(ChessException.class, () -> tokens("[Event \"open\n1. e4"));
        assertEquals(1, e.line());
        assertEquals(8, e.column());
        e = assertThrows(ChessException.class, () -> tokens("1. e4\n  e5 {never closed"));
        assertEquals(2, e.line());
        assertEquals(6, e.column());
        e = assertThrows(ChessException.class, () -> tokens("1. e4 <e5>"));
        assertEquals(1, e.line());
        assertEquals(7, e.column());
        e = assertThrows(ChessException.class, () -> tokens("1. e4 $ e5"));
        assertEquals(7, e.column());
        e = assertThrows(ChessException.class, () -> tokens("1. e4 $256"));
        assertEquals(7, e.column());
    }

    @Test
    void unclosedCommentStopsAtTheNextGamesTags() {
        PgnLexer lex = new PgnLexer(new StringReader("1. e4 {oops\n[%clk 1:00]\n[Event \"next\"]"));
        lex.next();
        lex.next();
        ChessException e = assertThrows(ChessException.class, lex::next);
        assertEquals(1, e.line());
        assertEquals(7, e.column());
        assertEquals(PgnLexer.Kind.TAG_OPEN, lex.next());
        assertEquals(3, lex.tokLine);
    }

    @Test
    void longInputCrossesBufferBoundaries() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 30000; i++) {
            sb.append("e4 ");
        }
        sb.append("exd6e.p.");
        List<String> t = tokens(sb.toString());
        assertEquals(30001, t.size());
        assertEquals("SYMBOL:exd6e.p.@1:90001", t.get(30000));
    }

    /** Hostile #17: a control character is named by its code point in the message, never echoed raw. */
    @Test
    void aControlCharacterIsNamedNotEchoed() {
        dev.hakem.chess.ChessException e = assertThrows(dev.hakem.chess.ChessException.class, () -> tokens("1. e4 \u0001"));
        assertEquals("unexpected character U+0001", e.getMessage());
        e = assertThrows(dev.hakem.chess.ChessException.class, () -> tokens("1. e4 \u0000"));
        assertEquals("unexpected character U+0000", e.getMessage());
        e = assertThrows(dev.hakem.chess.ChessException.class, () -> tokens("1. e4 -"));
        assertEquals("unexpected character '-'", e.getMessage());
    }

    /**
     * Hostile #8: a run of bytes that cannot start a token (control bytes, with blanks between them) is one
     * error, not one per byte, so that megabytes of them cost one error and linear time; the token after the
     * run is read normally.
     */
    @Test
    void aRunOfUnexpectedCharactersIsOneError() {
        PgnLexer lex = new PgnLexer(new StringReader("1. " + "\u0001\u0000 \u0002\n".repeat(1000) + "e4 *"));
        assertEquals(PgnLexer.Kind.MOVE_NUMBER, lex.next());
        ChessException e = assertThrows(ChessException.class, lex::next);
        assertEquals("unexpected character U+0001", e.getMessage());
        assertEquals(1, e.line());
        assertEquals(4, e.column());
        assertEquals(PgnLexer.Kind.SYMBOL, lex.next(), "the run ends at the next token");
        assertEquals("e4", lex.text);
        assertEquals(1001, lex.tokLine);
    }

    /**
     * Hostile #6: a token cut off by an error after it grew past {@link PgnLexer#MAX_TOKEN} leaves nothing
     * behind: the next token is read as it is written.
     */
    @Test
    void anOverlongUnclosedTokenDoesNotSpillIntoTheNextToken() {
        PgnLexer lex = new PgnLexer(new StringReader("[A \"" + "x".repeat(PgnLexer.MAX_TOKEN + 10) + "\n[Event \"t\"]"));
        assertEquals(PgnLexer.Kind.TAG_OPEN, lex.next());
        assertEquals(PgnLexer.Kind.SYMBOL, lex.next());
        ChessException e = assertThrows(ChessException.class, lex::next);
        assertEquals("the string opened here is not closed on its line", e.getMessage());
        assertEquals(PgnLexer.Kind.TAG_OPEN, lex.next());
        assertEquals(PgnLexer.Kind.SYMBOL, lex.next());
        assertEquals("Event", lex.text);
    }
}
