package dev.hakem.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.hakem.arbiter.Arbiter;
import dev.hakem.arbiter.Case;
import dev.hakem.arbiter.CompetitionRules;
import dev.hakem.arbiter.Decision;
import dev.hakem.arbiter.Event;
import dev.hakem.arbiter.Obligation;
import dev.hakem.arbiter.Ruling;
import dev.hakem.chess.ChessException;
import dev.hakem.chess.Color;
import dev.hakem.chess.Move;
import dev.hakem.chess.Piece;
import dev.hakem.chess.PieceType;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * One scenario's case as the steps build it (start, moves already played, competition rules,
 * clocks, earlier illegal moves, the observed events) and the engine's answers to it. The
 * ruling is asked for lazily and asked again when more events arrive; every article the engine
 * cites on the way is collected for reports/citations.json.
 */
final class Board {
    String start = "startpos";
    String moves;
    CompetitionRules rules = CompetitionRules.STANDARD;
    final Map<Color, Duration> clocks = new EnumMap<>(Color.class);
    final Map<Color, Integer> illegal = new EnumMap<>(Map.of(Color.WHITE, 0, Color.BLACK, 0));
    final List<Event> events = new ArrayList<>();
    final Set<String> engineArticles = new LinkedHashSet<>();
    final Set<String> highlights = new LinkedHashSet<>();
    private Ruling ruling;
    private Ruling before;

    void setClocks(Duration white, Duration black) {
        clocks.put(Color.WHITE, white);
        clocks.put(Color.BLACK, black);
    }

    void add(Event e) {
        events.add(e);
        ruling = null;
    }

    Case toCase(List<Event> evs) {
        return new Case(start, moves, rules, clocks.isEmpty() ? null : Map.copyOf(clocks), Map.copyOf(illegal), List.copyOf(evs));
    }

    /** The engine's ruling on the case with all events so far. */
    Ruling ruling() {
        if (ruling == null) {
            ruling = Arbiter.rule(toCase(events));
            assertNotNull(ruling, "Arbiter.rule returned null");
            for (Decision d : ruling.decisions()) {
                engineArticles.addAll(d.articles());
            }
            if (ruling.obligation() != null) {
                engineArticles.addAll(ruling.obligation().articles());
                highlight(ruling.obligation().square());
            }
        }
        return ruling;
    }

    /** The ruling if one was asked for during the scenario, else null. */
    Ruling lastRuling() {
        return ruling;
    }

    boolean hasHistoryOrEvents() {
        return moves != null || !events.isEmpty();
    }

    /** FEN of the position before the events (after the moves already played). */
    String startFen() {
        if (moves != null) {
            if (before == null) {
                before = Arbiter.rule(toCase(List.of()));
            }
            return before.fen();
        }
        return start.equals("startpos") ? Position.startpos().fen() : start;
    }

    /** FEN of the position now: the ruling's when anything happened, else the given start. */
    String currentFen() {
        return hasHistoryOrEvents() ? ruling().fen() : startFen();
    }

    Position position() {
        return Position.fromFen(currentFen());
    }

    Piece pieceAt(String square) {
        highlight(square);
        return pieceOnFen(currentFen(), square);
    }

    List<Decision> decisions(String code) {
        return ruling().decisions().stream().filter(d -> d.code().equals(code)).toList();
    }

    void expectDecision(String code, Color by) {
        assertTrue(decisions(code).stream().anyMatch(d -> by == null || d.by() == by),
                "a " + code + (by == null ? "" : " by " + by.key()) + " decision in " + ruling().decisions());
    }

    void expectObligation(Color c, String kind, String square, String side) {
        assertEquals(c, ruling().toMove(), "side to move");
        Obligation o = ruling().obligation();
        assertNotNull(o, "an obligation of kind " + kind);
        assertEquals(kind, o.kind(), "obligation kind (" + o + ")");
        if (square != null) {
            assertEquals(square, o.square(), "obligation square (" + o + ")");
            highlight(square);
        }
        if (side != null) {
            assertEquals(side, o.side(), "castling side (" + o + ")");
        }
    }

    /** When the clocks were given: the player's clock now shows the time before plus the addition. */
    void checkClockGain(Color c, Duration added) {
        if (!clocks.isEmpty()) {
            assertEquals(clocks.get(c).plus(added), ruling().clocks().get(c), "clock of " + c.key());
        }
    }

    boolean engineCites(String article) {
        return engineArticles.stream().anyMatch(a -> a.equals(article) || a.startsWith(article + "#"));
    }

    Set<String> engineArticles() {
        return engineArticles;
    }

    /** Article 3 on the board: whether that player could castle on that side if it were his/her move. */
    boolean castlingLegal(Color c, boolean kingside) {
        Position p = positionFor(c);
        int king = c == Color.WHITE ? Square.E1 : Square.E8;
        highlight(Square.name(king));
        highlight(Square.name(king + (kingside ? 2 : -2)));
        return p.legalMoves().contains(Move.of(king, king + (kingside ? 2 : -2)));
    }

    /** The current position with {@code c} to move (the FEN's side swapped if needed, en passant cleared). */
    Position positionFor(Color c) {
        Position p = position();
        if (p.sideToMove() == c) {
            return p;
        }
        String[] f = p.fen().split(" ");
        f[1] = c == Color.WHITE ? "w" : "b";
        f[3] = "-";
        try {
            return Position.fromFen(String.join(" ", f));
        } catch (ChessException e) {
            fail("the question is about " + c.key() + ", but with " + c.key() + " to move the position is impossible: " + e.getMessage());
            return null;
        }
    }

    int square(String name) {
        highlight(name);
        return Square.parse(name);
    }

    /** Records an article the chess core cited (an explained-legality violation, an impossible position). */
    void cited(String article) {
        if (article != null) {
            engineArticles.add(article);
        }
    }

    /** The piece named in the sentence stands on {@code from}, and the move is legal for the side to move. */
    void expectLegal(String from, PieceType type, String to, PieceType promotion) {
        Position p = position();
        Piece piece = p.pieceAt(square(from));
        assertTrue(piece != null && piece.type() == type, "a " + type.englishName() + " on " + from + ", found " + piece);
        Move m = new Move(square(from), square(to), promotion);
        assertTrue(p.isLegal(m), m.uci() + " should be legal in " + p.fen());
    }

    void highlight(String... squares) {
        for (String s : squares) {
            if (s != null) {
                highlights.add(s);
            }
        }
    }

    /**
     * Placement, side to move and castling rights: what the scenarios compare. The en-passant
     * field is left out because FEN writers differ on it (after every double step, or only when
     * a capture is possible); scenarios that depend on en passant ask about the move itself.
     */
    static String fenCore(String fen) {
        String f = fen.equals("startpos") ? Position.startpos().fen() : fen;
        String[] p = f.trim().split("\\s+");
        return String.join(" ", List.of(p).subList(0, Math.min(3, p.length)));
    }

    static Piece pieceOnFen(String fen, String square) {
        int sq = Square.parse(square);
        int file = 0;
        int rank = 7;
        for (char ch : fen.split(" ")[0].toCharArray()) {
            if (ch == '/') {
                rank--;
                file = 0;
            } else if (Character.isDigit(ch)) {
                file += ch - '0';
            } else {
                if (Square.of(file, rank) == sq) {
                    return Piece.fromFenChar(ch);
                }
                file++;
            }
        }
        return null;
    }

    /** Whether an option text names the article ("12.9.1", "warning (12.9.1)", but not "12.9.10"). */
    static boolean namesArticle(String option, String article) {
        return Pattern.compile("(^|[^0-9.])" + Pattern.quote(article) + "($|[^0-9.]|\\.[^0-9])").matcher(option).find();
    }
}
