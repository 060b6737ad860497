package dev.hakem.arbiter.audit;

import dev.hakem.chess.ChessException;
import dev.hakem.chess.Legality;
import dev.hakem.chess.Verdict;
import dev.hakem.chess.Violation;
import dev.hakem.chess.notation.MoveInput;
import dev.hakem.chess.Move;
import dev.hakem.chess.Position;
import dev.hakem.chess.pgn.PgnEntry;
import dev.hakem.chess.pgn.PgnGame;
import dev.hakem.chess.pgn.PgnMove;
import dev.hakem.chess.pgn.PgnReader;
import java.io.StringReader;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * Audits the games of a PGN text one by one: each game read legally goes to {@link GameAudit}, with
 * the clock readings written after its moves ({@code [%clk]});
 * a game the reader stops on becomes an illegal-move finding (FIDE 3.10.2: the provisions of
 * Article 3 the move breaks, from the core's {@link Legality}) or a parse-error finding, with line
 * and column, and the audit goes on with the next game.
 */
public final class PgnAudit {
    private PgnAudit() {
    }

    /** Audits every game of the text; {@code sink} receives each game as it is done. */
    public static void audit(String text, Consumer<AuditedGame> sink) {
        audit(text, 0, sink);
    }

    /**
     * Audits the games of the text from the {@code skip}-th (0-based) on, leaving out a last game
     * that runs into the end of the text when {@code holdIncomplete} (a file still being written);
     * returns the number of games completed, counting the skipped ones.
     */
    public static int audit(String text, int skip, Consumer<AuditedGame> sink, boolean holdIncomplete) {
        int done = 0;
        try (PgnReader reader = new PgnReader(new StringReader(text))) {
            for (PgnEntry e : reader) {
                if (e.index() < skip) {
                    done = e.index() + 1;
                    continue;
                }
                if (holdIncomplete && e.atEndOfInput()) {
                    break;
                }
                sink.accept(audit(e, text));
                done = e.index() + 1;
            }
        }
        return done;
    }

    private static void audit(String text, int skip, Consumer<AuditedGame> sink) {
        audit(text, skip, sink, false);
    }

    /** One entry of the reader: the game's findings, or the finding that says why it could not be read. */
    static AuditedGame audit(PgnEntry e, String text) {
        if (e.isGame()) {
            PgnGame g = e.game();
            List<Move> moves = new ArrayList<>();
            List<String> sans = new ArrayList<>();
            List<Duration> clocks = new ArrayList<>();
            for (PgnMove m : g.mainLine()) {
                moves.add(m.move());
                sans.add(m.san());
                clocks.add(PgnTimeControl.clock(m.comments()));
            }
            GameRecord r = new GameRecord(e.index() + 1, e.line(), g.tags(), g.startPosition(), moves, sans,
                    g.result(), clocks);
            return new AuditedGame(r.index(), r.line(), r.tag("Event"), r.tag("White"), r.tag("Black"), r.result(),
                    moves.size(), GameAudit.audit(r));
        }
        ChessException err = e.error();
        Finding f = illegalMove(e, err, text);
        if (f == null) {
            f = new Finding(FindingKind.PARSE_ERROR, 0, null, List.of(),
                    "Game " + (e.index() + 1) + " cannot be read: " + err.describe(),
                    (e.index() + 1) + ". oyun okunamıyor: " + err.describe(), null, err.line(), err.column());
        }
        Header h = Header.of(text, e.line());
        return new AuditedGame(e.index() + 1, e.line(), h.event, h.white, h.black, h.result, Math.max(0, f.ply() - 1),
                List.of(f));
    }

    /**
     * FIDE 3.10.2: when the reader stopped on a move that breaks Article 3, the position it was
     * played in (the game read up to just before it) and its number; null for other errors.
     */
    private static Finding illegalMove(PgnEntry e, ChessException err, String text) {
        if (err.article() == null || !err.article().startsWith("3.") || err.line() <= 0) {
            return null;
        }
        int at = offset(text, err.line(), err.column());
        int from = offset(text, e.line(), 1);
        if (at < 0 || from < 0 || at < from) {
            return null;
        }
        int end = at;
        while (end < text.length() && !Character.isWhitespace(text.charAt(end)) && text.charAt(end) != ')'
                && text.charAt(end) != '{') {
            end++;
        }
        String token = text.substring(at, end);
        PgnGame before;
        try {
            before = PgnReader.readGame(text.substring(from, at) + " *");
        } catch (ChessException notMoveLevel) {
            return null;
        }
        Position p = before.finalPosition();
        int ply = before.mainLine().size() + 1;
        String move = GameRecord.numbered(before.startPosition(), ply, token);
        List<String> articles = List.of(err.article());
        String en = err.getMessage();
        String tr = err.getMessage() + " (madde " + err.article() + ")";
        Verdict why = explain(p, token);
        if (why != null) {
            if (why.legal()) {
                return null; // the move itself is legal: the record is wrong in some other way
            }
            articles = why.articles();
            en = why.violations().stream().map(Violation::en).collect(Collectors.joining(" "));
            tr = why.violations().stream().map(Violation::tr).collect(Collectors.joining(" "));
        }
        return new Finding(FindingKind.ILLEGAL_MOVE, ply, move, articles,
                "Illegal move " + move + " in game " + (e.index() + 1) + ": " + en,
                (e.index() + 1) + ". oyunda geçersiz hamle " + move + ": " + tr, p.fen(), err.line(), err.column());
    }

    /**
     * FIDE 3.10.2 with the core's {@link Legality}: the provisions of Article 3 the move meant by
     * the token breaks, or null when the token cannot be read as a move at all.
     */
    private static Verdict explain(Position p, String token) {
        try {
            return Legality.explain(p, MoveInput.readObserved(p, token));
        } catch (ChessException unreadable) {
            return null;
        }
    }

    /** Character offset of a 1-based line and column, or -1. */
    static int offset(String text, int line, int column) {
        int pos = 0;
        for (int l = 1; l < line; l++) {
            pos = text.indexOf('\n', pos);
            if (pos < 0) {
                return -1;
            }
            pos++;
        }
        int o = pos + column - 1;
        return o <= text.length() ? o : -1;
    }

    /** Tags of a record read straight from the text (for games the reader could not finish). */
    private record Header(String event, String white, String black, String result) {
        static Header of(String text, int line) {
            String event = "", white = "", black = "", result = "";
            int pos = offset(text, line, 1);
            while (pos >= 0 && pos < text.length()) {
                int nl = text.indexOf('\n', pos);
                String l = (nl < 0 ? text.substring(pos) : text.substring(pos, nl)).strip();
                if (!l.startsWith("[")) {
                    if (!l.isEmpty()) {
                        break;
                    }
                } else {
                    int q1 = l.indexOf('"'), q2 = l.lastIndexOf('"');
                    String name = l.substring(1, Math.max(1, q1)).strip();
                    String value = q2 > q1 ? l.substring(q1 + 1, q2) : "";
                    switch (name) {
                        case "Event" -> event = value;
                        case "White" -> white = value;
                        case "Black" -> black = value;
                        case "Result" -> result = value;
                        default -> { }
                    }
                }
                if (nl < 0) {
                    break;
                }
                pos = nl + 1;
            }
            return new Header(event, white, black, result);
        }
    }
}
