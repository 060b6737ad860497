package dev.hakem.arbiter.audit;

import dev.hakem.arbiter.Supervision;
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
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * Audits the games of a PGN text one by one: each game read legally goes to {@link GameAudit};
 * a game the reader stops on becomes an illegal-move finding (FIDE 3.10.2: the provisions of
 * Article 3 the move breaks, from the core's {@link Legality}) or a parse-error finding, with line
 * and column, and the audit goes on with the next game.
 */
public final class PgnAudit {
    private PgnAudit() {
    }

    /** Audits every game of the text; {@code sink} receives each game as it is done. */
    public static void audit(String text, Consumer<AuditedGame> sink) {
        audit(text, 0, sink, false);
    }

    /** As {@link #audit(String, int, Consumer, boolean, Supervision)} with full supervision. */
    public static int audit(String text, int skip, Consumer<AuditedGame> sink, boolean holdIncomplete) {
        return audit(text, skip, sink, holdIncomplete, Supervision.FULL);
    }

    /**
     * Audits the games of the text from the {@code skip}-th (0-based) on, leaving out a last game
     * that runs into the end of the text when {@code holdIncomplete} (a file still being written);
     * returns the number of games completed, counting the skipped ones. {@code supervision} is the
     * event's (A.6, B.4): it decides whether an illegal move in a rapid or blitz game stood (A.5.2).
     */
    public static int audit(String text, int skip, Consumer<AuditedGame> sink, boolean holdIncomplete,
            Supervision supervision) {
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
                sink.accept(audit(e, text, supervision));
                done = e.index() + 1;
            }
        }
        return done;
    }

    /** One entry of the reader: the game's findings, or the finding that says why it could not be read. */
    static AuditedGame audit(PgnEntry e, String text, Supervision supervision) {
        if (e.isGame()) {
            PgnGame g = e.game();
            List<Move> moves = new ArrayList<>();
            List<String> sans = new ArrayList<>();
            for (PgnMove m : g.mainLine()) {
                moves.add(m.move());
                sans.add(m.san());
            }
            GameRecord r = new GameRecord(e.index() + 1, e.line(), g.tags(), g.startPosition(), moves, sans,
                    g.result());
            return new AuditedGame(r.index(), r.line(), r.tag("Event"), r.tag("White"), r.tag("Black"), r.result(),
                    moves.size(), GameAudit.audit(r));
        }
        ChessException err = e.error();
        Header h = Header.of(text, e.line());
        Finding f = illegalMove(e, err, text, h.tags, supervision);
        if (f == null) {
            f = new Finding(FindingKind.PARSE_ERROR, 0, null, List.of(),
                    "Game " + (e.index() + 1) + " cannot be read: " + err.describe(),
                    (e.index() + 1) + ". oyun okunamıyor: " + err.describe(), null, err.line(), err.column());
        }
        return new AuditedGame(e.index() + 1, e.line(), h.tag("Event"), h.tag("White"), h.tag("Black"), h.tag("Result"),
                Math.max(0, f.ply() - 1),
                List.of(f));
    }

    /**
     * FIDE 3.10.2: when the reader stopped on a move that breaks Article 3, the position it was
     * played in (the game read up to just before it) and its number, with what follows from it by the
     * game's class and supervision ({@link IllegalMoveConsequence}); null for other errors.
     */
    private static Finding illegalMove(PgnEntry e, ChessException err, String text, Map<String, String> tags,
            Supervision supervision) {
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
        String reply = nextMove(text, end);
        IllegalMoveConsequence then = IllegalMoveConsequence.of(RecordedPace.of(tags), supervision,
                reply == null ? null : GameRecord.numbered(before.startPosition(), ply + 1, reply));
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
    private static Verdict explain(Position p, String token) {
        try {
            return Legality.explain(p, MoveInput.readObserved(p, token));
        } catch (ChessException unreadable) {
            return null;
        }
    }

    /**
     * The next move of the main line after offset {@code from} of the movetext (comments, NAGs, move
     * numbers and variations skipped), or null when the game ends there (a result, a tag or the end).
     */
    static String nextMove(String text, int from) {
        int i = from;
        int n = text.length();
        int depth = 0;
        while (i < n) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '{') {
                int close = text.indexOf('}', i);
                i = close < 0 ? n : close + 1;
            } else if (c == ';') {
                int nl = text.indexOf('\n', i);
                i = nl < 0 ? n : nl + 1;
            } else if (c == '(') {
                depth++;
                i++;
            } else if (c == ')') {
                depth = Math.max(0, depth - 1);
                i++;
            } else if (c == '[' && depth == 0) {
                return null;
            } else {
                int end = i;
                while (end < n && !Character.isWhitespace(text.charAt(end)) && "{}();[".indexOf(text.charAt(end)) < 0) {
                    end++;
                }
                String token = text.substring(i, end).replaceFirst("^\\d+\\.+", "");
                i = end;
                if (depth > 0 || token.isEmpty() || token.startsWith("$")) {
                    continue;
                }
                return PgnGame.RESULTS.contains(token) ? null : token;
            }
        }
        return null;
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
    private record Header(Map<String, String> tags) {
        String tag(String name) {
            return tags.getOrDefault(name, "");
        }

        static Header of(String text, int line) {
            Map<String, String> tags = new HashMap<>();
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
                    tags.putIfAbsent(name, value);
                }
                if (nl < 0) {
                    break;
                }
                pos = nl + 1;
            }
            return new Header(tags);
        }
    }
}
