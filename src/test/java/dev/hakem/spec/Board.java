package dev.hakem.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.hakem.arbiter.Arbiter;
import dev.hakem.arbiter.ArbiterSession;
import dev.hakem.arbiter.Case;
import dev.hakem.arbiter.CompetitionRules;
import dev.hakem.arbiter.Decision;
import dev.hakem.arbiter.Event;
import dev.hakem.arbiter.Obligation;
import dev.hakem.arbiter.Ruling;
import dev.hakem.arbiter.TimeControl;
import dev.hakem.chess.CastlingSide;
import dev.hakem.chess.Chess960;
import dev.hakem.chess.ChessException;
import dev.hakem.chess.Color;
import dev.hakem.chess.Move;
import dev.hakem.chess.Piece;
import dev.hakem.chess.PieceType;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import dev.hakem.chess.Legality;
import dev.hakem.chess.Variant;
import dev.hakem.chess.Verdict;
import dev.hakem.chess.notation.Notation;
import dev.hakem.chess.notation.MoveInput;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.function.Executable;

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
    /** The time added per completed move, or null. */
    Duration increment;
    /** The fixed extra time of each move in the time-delay mode (6.3.2), or none given. */
    Duration delay;
    /** The periods of the time control (6.3.1), or none given. */
    List<TimeControl.Period> periods = List.of();
    final Map<Color, Integer> illegal = new EnumMap<>(Map.of(Color.WHITE, 0, Color.BLACK, 0));
    final List<Event> events = new ArrayList<>();
    final Set<String> engineArticles = new LinkedHashSet<>();
    /** The deciding ones among them: a decision's decidedBy, the obligation in force, the chess core's verdicts. */
    final Set<String> decidingArticles = new LinkedHashSet<>();
    final Set<String> highlights = new LinkedHashSet<>();
    private Ruling ruling;
    private Position played;

    void setClocks(Duration white, Duration black) {
        clocks.put(Color.WHITE, white);
        clocks.put(Color.BLACK, black);
    }

    void add(Event e) {
        events.add(e);
        ruling = null;
    }

    /**
     * The sentence names a piece of this kind on this square of the physical board as it stands after the
     * events so far (either colour: a player may touch or carry the opponent's piece), or lifted from it and
     * still held in the hand (D.2.2: out of its hole).
     */
    void expectOnTheBoard(String square, PieceType type) {
        ArbiterSession s = ArbiterSession.start(toCase(List.of()));
        events.forEach(s::apply);
        Piece p = s.pieceOnTheBoard(square(square));
        if (p == null) {
            p = s.pieceHeldFrom(square(square));
        }
        assertTrue(p != null && p.type() == type, "the sentence names a " + type.englishName() + " on " + square
                + ", but the board has " + (p == null ? "nothing" : "a " + p.englishName()) + " there");
    }

    /** The official position now has this player's piece of this kind on the square. */
    void expectPiece(String square, Color c, PieceType type) {
        assertEquals(Piece.of(c, type), pieceAt(square), "the sentence names " + c.key() + "'s " + type.englishName() + " on " + square);
    }

    /** FIDE 3.10 explained by the chess core; the articles of its violations are recorded as cited. */
    Verdict explain(Position p, Move m) {
        Verdict v = Legality.explain(p, m);
        v.violations().forEach(x -> x.articles().forEach(this::cited));
        return v;
    }

    /** The move is illegal and the chess core names the article among its reasons. */
    void expectIllegal(Position p, Move m, String article) {
        Verdict v = explain(p, m);
        assertFalse(v.legal(), m.uci() + " should be illegal in " + p.fen());
        assertTrue(v.articles().contains(article), m.uci() + ": expected a violation of " + article + ", got " + v.violations());
    }

    /** The move named by the sentence: the piece is on {@code from}; the side to move plays it. */
    Move observed(String from, PieceType type, String to, PieceType promotion) {
        Position p = position();
        Piece piece = p.pieceAt(square(from));
        assertTrue(piece != null && piece.type() == type, "a " + type.englishName() + " on " + from + ", found " + piece);
        return new Move(square(from), square(to), promotion);
    }

    /** The case; its notation is Turkish, the language the scenarios write moves in (features/README.md, FIDE C.3). */
    Case toCase(List<Event> evs) {
        return new Case(start, moves, rules, clocks.isEmpty() ? null : Map.copyOf(clocks), Map.copyOf(illegal), List.copyOf(evs),
                increment, Notation.TURKISH, periods, delay);
    }

    /** The engine's ruling on the case with all events so far. */
    Ruling ruling() {
        if (ruling == null) {
            ruling = Arbiter.rule(toCase(events));
            assertNotNull(ruling, "Arbiter.rule returned null");
            for (Decision d : ruling.decisions()) {
                engineArticles.addAll(d.articles());
                decidingArticles.addAll(d.decidedBy());
            }
            engineArticles.addAll(ruling.scoreProvisions());
            decidingArticles.addAll(ruling.scoreProvisions());
            if (ruling.obligation() != null) {
                engineArticles.addAll(ruling.obligation().articles());
                decidingArticles.addAll(ruling.obligation().articles());
                highlight(ruling.obligation().square());
            }
        }
        return ruling;
    }

    /** The ruling if one was asked for during the scenario, else null. */
    Ruling lastRuling() {
        return ruling;
    }

    /** The ruling's result as written ("1-0", "1/2-1/2", "*"). */
    String result() {
        return ruling().result().key();
    }

    /** The ruling's termination key ("checkmate"), or null while the game goes on. */
    String termination() {
        return ruling().termination() == null ? null : ruling().termination().key();
    }

    boolean hasHistoryOrEvents() {
        return moves != null || !events.isEmpty();
    }

    /** FEN of the position before the events (after the moves already played). */
    String startFen() {
        return played().fen();
    }

    /** FEN of the position now: the ruling's when events happened, else the start after the moves played. */
    String currentFen() {
        return events.isEmpty() ? played().fen() : ruling().fen();
    }

    /**
     * The position now. With events, the ruling's position; without, the start with the moves
     * already played replayed on the chess core (Turkish SAN), so that the history behind lost
     * castling rights stays known (FIDE 3.8.2.1).
     */
    Position position() {
        if (events.isEmpty()) {
            return played();
        }
        try {
            return Position.fromFen(ruling().fen(), rules.variant());
        } catch (ChessException irregular) {
            return Position.fromFenAsPlaced(ruling().fen()); // left by an illegal move nobody corrected (7.5, A.5)
        }
    }

    /** The start with the moves already played, replayed on the chess core. */
    private Position played() {
        if (played == null) {
            played = startPosition();
            if (moves != null) {
                for (String san : TurkishMove.sans(moves)) {
                    Move m;
                    try {
                        m = MoveInput.read(played, san, Notation.TURKISH);
                    } catch (ChessException illegal) {
                        m = MoveInput.readObserved(played, san, Notation.TURKISH); // a move nobody has ruled on yet
                    }
                    played = played.playAsMade(m);
                }
            }
        }
        return played;
    }

    /**
     * The case's start on the chess core: "startpos" (in Chess960 start position no. 518), a start
     * position's number (Chess960), or a FEN read under the case's rules.
     */
    private Position startPosition() {
        boolean chess960 = rules.variant() == Variant.CHESS960;
        if (start.equals("startpos")) {
            return chess960 ? Chess960.startPosition(Chess960.STANDARD) : Position.startpos();
        }
        if (start.chars().allMatch(Character::isDigit)) {
            return Chess960.startPosition(Integer.parseInt(start));
        }
        return Position.fromFen(start, rules.variant());
    }

    /** Chess960 rules (Guidelines II) from the given start ("startpos", a FEN or a start position's number). */
    void chess960(String startFrom) {
        rules = rules.withVariant(Variant.CHESS960);
        start = startFrom;
    }

    /** II.2: the first rank and the number give each other. */
    void expectChess960Number(String backRank, int number) {
        assertEquals(number, Chess960.number(backRank), "number of " + backRank);
        assertEquals(backRank, Chess960.backRank(number), "first rank of no. " + number);
    }

    /** II.2: the set-up is refused, naming the provision it breaks (recorded as cited). */
    void expectNoStartPosition(Executable numbering, String article) {
        ChessException e = assertThrows(ChessException.class, numbering, "not a start position");
        cited(e.article());
        assertEquals(article, e.article(), "provision broken (" + e.getMessage() + ")");
    }

    /** The side to move now: the ruling's when events happened, else the position's. */
    Color toMove() {
        return events.isEmpty() ? position().sideToMove() : ruling().toMove();
    }

    Piece pieceAt(String square) {
        highlight(square);
        return pieceOnFen(currentFen(), square);
    }

    List<Decision> decisions(String code) {
        return ruling().decisions().stream().filter(d -> d.code().name().equals(code)).toList();
    }

    void expectDecision(String code, Color by) {
        assertTrue(decisions(code).stream().anyMatch(d -> by == null || d.by() == by),
                "a " + code + (by == null ? "" : " by " + by.key()) + " decision in " + ruling().decisions());
    }

    /** FIDE 8.1.1 with Appendix C: the player's entry was ruled a correct record of the move made, or not — and not the other. */
    void expectRecord(Color c, boolean correct) {
        expectDecision(correct ? "MOVE_RECORDED" : "MOVE_MISRECORDED", c);
        String other = correct ? "MOVE_MISRECORDED" : "MOVE_RECORDED";
        assertTrue(decisions(other).stream().noneMatch(d -> d.by() == c), "no " + other + " by " + c.key() + " in " + ruling().decisions());
    }

    void expectNoDecision(String code) {
        assertTrue(decisions(code).isEmpty(), "no " + code + " in " + ruling().decisions());
    }

    void expectObligation(Color c, String kind, String square, String side) {
        assertEquals(c, ruling().toMove(), "side to move");
        Obligation o = ruling().obligation();
        assertNotNull(o, "an obligation of kind " + kind);
        assertEquals(kind, o.kind().key(), "obligation kind (" + o + ")");
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

    /** Whether a provision that decided something is the article or one of its provisions ("7.5.5#h1"). */
    boolean engineDecidesBy(String article) {
        ruling();
        return decidingArticles.stream().anyMatch(a -> a.equals(article) || a.startsWith(article + "#"));
    }

    Set<String> engineArticles() {
        return engineArticles;
    }

    Set<String> decidingArticles() {
        return decidingArticles;
    }

    /** Article 3 on the board: whether that player could castle on that side if it were his/her move. */
    boolean castlingLegal(Color c, boolean kingside) {
        return explain(positionFor(c), castling(c, kingside)).legal();
    }

    /** The current position with {@code c} to move (the FEN's side swapped if needed, en passant cleared). */
    Position positionFor(Color c) {
        Position p = position();
        if (p.sideToMove() == c) {
            return p;
        }
        // Asked for the side not to move: the same placement with that side to move (no history).
        String[] f = p.fen().split(" ");
        f[1] = c == Color.WHITE ? "w" : "b";
        f[3] = "-";
        try {
            return Position.fromFen(String.join(" ", f), rules.variant());
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
            decidingArticles.add(article);
        }
    }

    /** The piece named in the sentence stands on {@code from}, and the move is legal for the side to move. */
    void expectLegal(String from, PieceType type, String to, PieceType promotion) {
        Move m = observed(from, type, to, promotion);
        Verdict v = explain(position(), m);
        assertTrue(v.legal(), m.uci() + " should be legal in " + position().fen() + ": " + v.violations());
    }

    /**
     * The castling move of that player, asked as if it were his/her move: the king's two-square
     * move, or in Chess960 the king taking that side's castling rook (Guidelines II.3).
     */
    Move castling(Color c, boolean kingside) {
        if (rules.variant() == Variant.CHESS960) {
            Move m = positionFor(c).castlingMove(kingside ? CastlingSide.G_SIDE : CastlingSide.C_SIDE);
            assertNotNull(m, c.key() + " has no rook to castle with on that side");
            highlight(Square.name(m.from()), Square.name(m.to()));
            return m;
        }
        int king = c == Color.WHITE ? Square.E1 : Square.E8;
        highlight(Square.name(king), Square.name(king + (kingside ? 2 : -2)));
        return Move.of(king, king + (kingside ? 2 : -2));
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
        String f = fen.equals("startpos") ? Position.startpos().fen()
                : fen.chars().allMatch(Character::isDigit) ? Chess960.fen(Integer.parseInt(fen)) : fen;
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

    /** Appendix D's players with one more visually impaired, hearing-impaired or assisted player (null: none more). */
    dev.hakem.arbiter.Impairments players(Color visually, Color hearing, Color assisted) {
        dev.hakem.arbiter.Impairments p = rules.players();
        return new dev.hakem.arbiter.Impairments(plus(p.visuallyImpaired(), visually), plus(p.hearingImpaired(), hearing),
                plus(p.assistants(), assisted));
    }

    private static Set<Color> plus(Set<Color> s, Color c) {
        Set<Color> out = new LinkedHashSet<>(s);
        if (c != null) {
            out.add(c);
        }
        return out;
    }

    /** The ruling's score as "WHITE BLACK" in the event's points ("1 0", "0.5 0.5", "0 ?"). */
    String points() {
        dev.hakem.arbiter.GameScore s = ruling().score();
        assertNotNull(s, "the game has a score");
        return points(Color.WHITE, s.of(Color.WHITE) == null ? null : ruling().points().points(s.of(Color.WHITE)))
                + " " + points(Color.BLACK, s.of(Color.BLACK) == null ? null : ruling().points().points(s.of(Color.BLACK)));
    }

    /** A number of points as {@link #points()} writes it. */
    String points(Color c, java.math.BigDecimal p) {
        return p == null ? "?" : p.stripTrailingZeros().toPlainString();
    }

    /** The keys of a decision's options (the text before ": "). */
    Set<String> optionKeys(Decision d) {
        Set<String> out = new LinkedHashSet<>();
        if (d != null) {
            for (String o : d.options()) {
                int i = o.indexOf(": ");
                out.add(i < 0 ? o : o.substring(0, i));
            }
        }
        return out;
    }

    /** Whether an option text names the article ("12.9.1", "warning (12.9.1)", but not "12.9.10"). */
    static boolean namesArticle(String option, String article) {
        return Pattern.compile("(^|[^0-9.])" + Pattern.quote(article) + "($|[^0-9.]|\\.[^0-9])").matcher(option).find();
    }
}
