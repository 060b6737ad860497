package dev.hakem.arbiter.audit;

import dev.hakem.arbiter.Supervision;
import dev.hakem.chess.ChessException;
import dev.hakem.chess.Legality;
import dev.hakem.chess.Verdict;
import dev.hakem.chess.Violation;
import dev.hakem.chess.notation.MoveInput;
import dev.hakem.chess.notation.Notation;
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
 * Audits the games of a PGN source one by one, streaming: each game read legally goes to
 * {@link GameAudit}, with the clock readings written after its moves ({@code [%clk]}); a game the
 * reader stops on becomes an illegal-move finding (FIDE 3.10.2: the provisions of Article 3 the
 * move breaks, from the core's {@link Legality}) or a parse-error finding, with line and column,
 * and the audit goes on with the next game. Memory holds one game at a time and time grows
 * linearly with the input, whatever its games.
 */
public final class PgnAudit {
    private PgnAudit() {
    }

    /** How far an audit got: the games completed (counting skipped ones) and where the last one ended. */
    public record Progress(int done, long endOffset, int endLine) {
        /** Nothing read yet. */
        public static final Progress START = new Progress(0, 0, 1);
    }

    /** Audits every game of the text; {@code sink} receives each game as it is done. */
    public static void audit(String text, Consumer<AuditedGame> sink) {
        audit(new PgnReader(new StringReader(text)), sink, false, Progress.START, Supervision.FULL);
    }

    /**
     * Audits the games {@code reader} yields, leaving out a last game that runs into the end of the
     * input when {@code holdIncomplete} (a file still being written); {@code from} is where the
     * reader starts. {@code supervision} is the event's (A.6, B.4): it decides whether an illegal move
     * in a rapid or blitz game stood (A.5.2). Returns where the last completed game ended.
     */
    public static Progress audit(PgnReader reader, Consumer<AuditedGame> sink, boolean holdIncomplete, Progress from,
            Supervision supervision) {
        Progress p = from;
        try (reader) {
            for (PgnEntry e : reader) {
                if (holdIncomplete && e.atEndOfInput()) {
                    break;
                }
                sink.accept(audit(e, supervision));
                p = new Progress(e.index() + 1, e.endOffset(), e.endLine());
            }
        }
        return p;
    }

    /** One entry of the reader: the game's findings, or the finding that says why it could not be read. */
    static AuditedGame audit(PgnEntry e, Supervision supervision) {
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
                    moves.size(), withNotText(e, GameAudit.audit(r)));
        }
        ChessException err = e.error();
        Finding f = illegalMove(e, err, supervision);
        if (f == null) {
            f = new Finding(FindingKind.PARSE_ERROR, 0, null, List.of(),
                    "Game " + (e.index() + 1) + " cannot be read: " + err.describe(),
                    (e.index() + 1) + ". oyun okunamıyor: " + err.describe(), null, err.line(), err.column());
        }
        return new AuditedGame(e.index() + 1, e.line(), e.tag("Event"), e.tag("White"), e.tag("Black"), e.tag("Result"),
                Math.max(0, f.ply() - 1), withNotText(e, List.of(f)));
    }

    /**
     * The findings, after the one that says the record holds a byte that is not UTF-8 text (where, which byte), if
     * it does: the record is audited as far as it can be read, never dropped and never read in a guessed encoding.
     */
    private static List<Finding> withNotText(PgnEntry e, List<Finding> findings) {
        PgnEntry.NotText b = e.notText();
        if (b == null) {
            return findings;
        }
        int game = e.index() + 1;
        String where = String.format(java.util.Locale.ROOT, "byte 0x%02X at line %d, column %d", b.value(), b.line(),
                b.column());
        List<Finding> all = new ArrayList<>(findings.size() + 1);
        all.add(new Finding(FindingKind.NOT_UTF8, 0, null, List.of(), "Game " + game + " holds " + where
                + ", which is not UTF-8 text; its moves are audited as far as they can be read, and the byte shows as"
                + " \uFFFD in its tags and comments (is the file ISO-8859-1, Latin-1?)",
String.format(java.util.Locale.ROOT, "%d. oyunda %d. satır, %d. sütunda UTF-8 metni olmayan 0x%02X baytı var;"
                        + " hamleleri okunabildiği kadar denetlendi (dosya ISO-8859-1, Latin-1 mi?)", game, b.line(),
                        b.column(), b.value()), null, b.line(), b.column()));
        all.addAll(findings);
        return all;
    }

    /**
     * FIDE 3.10.2: when the reader stopped on a move that breaks Article 3, the position it was
     * played in and its number, with what follows from it by the game's class (its tags) and the
     * supervision ({@link IllegalMoveConsequence}); null for other errors.
     */
    private static Finding illegalMove(PgnEntry e, ChessException err, Supervision supervision) {
        PgnEntry.Stop stop = e.stopped();
        if (stop == null || err.article() == null || !err.article().startsWith("3.") || err.line() <= 0) {
            return null;
        }
        String token = stop.token();
        Position p = stop.before();
        int ply = stop.ply();
        String move = GameRecord.numbered(stop.start(), ply, token);
        List<String> articles = List.of(err.article());
        String en = err.getMessage();
        String tr = err.getMessage() + " (madde " + err.article() + ")";
        Verdict why = explain(p, token, stop.letters());
        if (why != null) {
            if (why.legal()) {
                return null; // the move itself is legal: the record is wrong in some other way
            }
            articles = why.articles();
            en = why.violations().stream().map(Violation::en).collect(Collectors.joining(" "));
            tr = why.violations().stream().map(Violation::tr).collect(Collectors.joining(" "));
        }
        IllegalMoveConsequence then = IllegalMoveConsequence.of(RecordedPace.of(e.tags()), supervision,
                stop.next() == null ? null : GameRecord.numbered(stop.start(), ply + 1, stop.next()));
        List<String> all = new ArrayList<>(articles);
        then.articles().stream().filter(x -> !all.contains(x)).forEach(all::add);
        return new Finding(FindingKind.ILLEGAL_MOVE, ply, move, all,
                "Illegal move " + move + " in game " + (e.index() + 1) + ": " + en + " " + then.en(),
                (e.index() + 1) + ". oyunda geçersiz hamle " + move + ": " + tr + " " + then.tr(), p.fen(), err.line(),
                err.column());
    }

    /**
     * FIDE 3.10.2 with the core's {@link Legality}: the provisions of Article 3 the move meant by
     * the token breaks, or null when the token cannot be read as a move at all.
     */
    private static Verdict explain(Position p, String token, Notation letters) {
        try {
            return Legality.explain(p, MoveInput.readObserved(p, token, letters));
        } catch (ChessException unreadable) {
            return null;
        }
    }
}
