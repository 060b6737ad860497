package dev.hakem.arbiter;

import dev.hakem.chess.ChessException;
import dev.hakem.chess.Color;
import dev.hakem.chess.Move;
import dev.hakem.chess.Piece;
import dev.hakem.chess.PieceType;
import dev.hakem.chess.Position;
import dev.hakem.chess.RepetitionKey;
import dev.hakem.chess.Square;
import dev.hakem.chess.notation.Notation;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * A game as the arbiter sees it, fed one observed {@link Event} at a time.
 *
 * <p>It holds the official position (the last move <em>made</em> in the sense of FIDE 4.7) with
 * its history (repetition counts, 9.2.3; the 50/75-move count), the physical board during a turn
 * (pieces touched, lifted, released, removed), the clocks, the competition rules, the completed
 * illegal moves per player, the obligation in force, a pending draw offer or claim, and the
 * result. Every provision is decided and recorded by one small class named after it (for
 * example {@link TouchMove} for 4.3, {@link IllegalMovePenalty} for 7.5.5); this class only
 * routes events to them.
 *
 * <p>Usage: {@code var s = ArbiterSession.start(aCase); for (Event e : events) s.apply(e);
 * s.close(); Ruling r = s.ruling();} — which is what {@link Arbiter#rule(Case)} does.
 * <ul>
 *   <li>{@link #apply(Event)} returns the decisions that event caused (possibly none). A draw
 *   claim (9.2/9.3) is examined when the next event arrives (or at {@link #close()}), because it
 *   also counts as a draw offer (9.1.2.3) that the opponent may accept first.</li>
 *   <li>{@link #close()} is the arbiter looking at the board at the end of the case: a pending
 *   claim is examined, an unfinished or irregular action still on the board is dealt with (as on
 *   a clock pause). Returns the decisions it caused.</li>
 *   <li>{@link #ruling()} is a snapshot and changes nothing.</li>
 * </ul>
 * An event that cannot happen throws {@link CaseInputException} naming the event index and
 * field; the session must then be discarded. Not thread-safe; one session per game.
 */
public final class ArbiterSession {

    final CompetitionRules rules;
    Position pos;
    final List<RepetitionKey> keys = new ArrayList<>();
    final EnumMap<Color, Duration> clocks;
    final Duration increment;
    final EnumMap<Color, Integer> illegal = new EnumMap<>(Color.class);
    final List<Decision> decisions = new ArrayList<>();

    String result = "*";
    String termination;
    List<String> endArticles = List.of();

    // physical board during the turn of the player having the move
    final Piece[] board = new Piece[64];
    final int[] origin = new int[64];
    final List<Integer> touches = new ArrayList<>();
    Duty fixedDuty;
    Duty shownDuty;

    /** The player who made a move and has not yet pressed the clock, or null. */
    Color pendingPress;
    Move pendingMove;
    /** FIDE 6.2.2: a player whose opponent replied before he pressed may still press, or null. */
    Color latePress;
    /** The player awaiting the clock press has moved pieces again since his move was made (002-1, 002-2). */
    boolean pendingExtras;

    Breach breach;
    Offer offer;
    /** The last offer that lapsed by a touch or a rejection (9.1.2.1#h4), for a late acceptance. */
    Offer lapsedOffer;
    boolean offerPermitted;
    PendingClaim claim;

    int index = -1;
    boolean quiet;
    /** A 9.6 draw that happened in the recorded moves, applied at the end if nothing ended the game. */
    GameEndings.Unnoticed unnoticedDraw;
    /** The letters of the moves in events (null: either). */
    Notation letters;

    /** A made move that broke the obligation in force; the opponent may claim until he touches a piece (4.8). */
    record Breach(Color by, Position before, int keysBefore, Duty duty, boolean rightLost) {
        Breach lost() {
            return new Breach(by, before, keysBefore, duty, true);
        }
    }

    /** Endings of a move that broke touch-move, checked once the breach can no longer be claimed. */
    record DeferredEnding(Color mover, boolean irreversible) {
    }

    DeferredEnding deferredEnding;

    /** A pending draw offer; {@code valid} false when competition rules did not allow it (9.1.1). */
    record Offer(Color by, boolean valid, boolean fromClaim) {
    }

    /** A 9.2/9.3 claim waiting to be examined (the opponent may first accept it as an offer). */
    record PendingClaim(Color by, Event.ClaimKind kind, Move intended) {
    }

    private ArbiterSession(CompetitionRules rules, Position start, Map<Color, Duration> clocks,
                           Duration increment, Map<Color, Integer> illegalMoves) {
        this.rules = rules == null ? CompetitionRules.STANDARD : rules;
        this.pos = start;
        this.clocks = clocks == null ? null : new EnumMap<>(clocks);
        this.increment = increment;
        for (Color c : Color.values()) {
            Integer n = illegalMoves == null ? null : illegalMoves.get(c);
            illegal.put(c, n == null ? 0 : n);
        }
        keys.add(start.repetitionKey());
        resetBoard();
    }

    /**
     * Sets up the game of a case: the start position, the moves already played (not observed by
     * the arbiter: no decisions, and 9.6 is not applied to positions before the last one), the
     * rules, clocks and illegal-move counts. The position reached is then looked at once:
     * checkmate, stalemate, dead position, fivefold or 75 moves end the game there.
     */
    public static ArbiterSession start(Case c) {
        Position p;
        String start = c.start() == null ? "startpos" : c.start().trim();
        try {
            p = start.equals("startpos") ? Position.startpos() : Position.fromFen(start);
        } catch (ChessException e) {
            throw new CaseInputException("start: " + e.describe());
        }
        if (c.clocks() != null) {
            for (Map.Entry<Color, Duration> e : c.clocks().entrySet()) {
                if (e.getValue() == null || e.getValue().isNegative()) {
                    throw new CaseInputException("clocks." + e.getKey().key() + ": must be a duration of zero or more");
                }
            }
        }
        if (c.illegalMoves() != null) {
            for (Map.Entry<Color, Integer> e : c.illegalMoves().entrySet()) {
                if (e.getValue() != null && (e.getValue() < 0 || e.getValue() > 1)) {
                    throw new CaseInputException("illegalMoves." + e.getKey().key()
                            + ": must be 0 or 1 (a second completed illegal move ends the game, 7.5.5)");
                }
            }
        }
        ArbiterSession s = new ArbiterSession(c.rules(), p, c.clocks(), c.increment(), c.illegalMoves());
        s.letters = c.notation();
        if (c.moves() != null && !c.moves().isBlank()) {
            dev.hakem.chess.pgn.PgnGame game;
            try {
                game = MoveText.movetext(s.pos, c.moves());
            } catch (ChessException e) {
                throw new CaseInputException("moves: " + e.describe());
            }
            if (s.letters == null && game.notation() == Notation.TURKISH) {
                s.letters = Notation.TURKISH; // Turkish letters seen in the moves: the events use them too
            }
            for (Move m : game.moves()) {
                String number = s.pos.fullmoveNumber() + (s.pos.sideToMove() == Color.WHITE ? ". " : "... ");
                s.pos = s.pos.play(m);
                s.keys.add(s.pos.repetitionKey());
                if (s.unnoticedDraw == null) {
                    s.unnoticedDraw = GameEndings.automaticDrawIn(s, number + Words.moveEn(s.pos.previous(), m));
                }
            }
            s.resetBoard();
        }
        GameEndings.atObservation(s);
        return s;
    }

    /** Applies one observed event and returns the decisions it caused, in order. */
    public List<Decision> apply(Event e) {
        index++;
        int before = decisions.size();
        if (claim != null && !(e instanceof Event.AcceptDraw a && a.by() == claim.by().opposite())) {
            DrawClaim.examine(this);
        }
        if (!result.equals("*")) {
            if (!(e instanceof Event.PressClock)) {
                GameEndings.alreadyEnded(this, e);
            }
            return new ArrayList<>(decisions.subList(before, decisions.size()));
        }
        dispatch(e);
        return new ArrayList<>(decisions.subList(before, decisions.size()));
    }

    /** The arbiter's look at the end of the case (see class comment); returns the decisions it caused. */
    public List<Decision> close() {
        int before = decisions.size();
        settleDeferredEnding();
        if (claim != null) {
            DrawClaim.examine(this);
        }
        if (result.equals("*") && unnoticedDraw != null) {
            GameEndings.unnoticedAutomaticDraw(this);
        }
        if (result.equals("*")) {
            ArbiterExamination.examine(this);
        }
        return new ArrayList<>(decisions.subList(before, decisions.size()));
    }

    /** A snapshot of the ruling so far. */
    public Ruling ruling() {
        Duty d = currentDuty();
        return new Ruling(result, termination, pos.fen(), pos.sideToMove(),
                clocks == null ? null : Collections.unmodifiableMap(new EnumMap<>(clocks)),
                Collections.unmodifiableMap(new EnumMap<>(illegal)),
                result.equals("*") && d != null ? d.toObligation() : null,
                List.copyOf(decisions));
    }

    /** The official position (the last move made, FIDE 4.7). */
    public Position position() {
        return pos;
    }

    private void dispatch(Event e) {
        Color mover = pos.sideToMove();
        if (e instanceof Event.Touch t) {
            touch(t.by(), square(t.square(), "touch"), "touch");
        } else if (e instanceof Event.Adjust a) {
            int sq = square(a.square(), "adjust");
            if (board[sq] == null) {
                throw input("adjust", "there is no piece on " + a.square());
            }
            Adjustment.adjust(this, a.by(), sq);
        } else if (e instanceof Event.Release r) {
            release(r.by(), square(r.from(), "release"), square(r.to(), "release"), r.capture());
        } else if (e instanceof Event.Remove r) {
            remove(r.by(), square(r.square(), "remove"));
        } else if (e instanceof Event.Promote p) {
            promote(p.by(), p.piece(), p.square() == null ? -1 : square(p.square(), "promote"));
        } else if (e instanceof Event.PressClock p) {
            ClockPress.press(this, player(p.by(), "pressClock"), p.hands());
        } else if (e instanceof Event.PauseClock) {
            ArbiterExamination.examine(this);
        } else if (e instanceof Event.PlayMove pm) {
            playShorthand(player(pm.by(), "move"), pm.move());
        } else if (e instanceof Event.OfferDraw o) {
            DrawAgreement.offer(this, player(o.by(), "offerDraw"));
        } else if (e instanceof Event.AcceptDraw a) {
            DrawAgreement.accept(this, player(a.by(), "acceptDraw"));
        } else if (e instanceof Event.DeclineDraw d) {
            DrawAgreement.decline(this, player(d.by(), "declineDraw"));
        } else if (e instanceof Event.Claim c) {
            Color by = player(c.by(), "claim");
            if (c.kind() == Event.ClaimKind.TOUCH_MOVE) {
                TouchMoveClaim.claim(this, by);
            } else {
                Move intended = null;
                if (c.intendedMove() != null) {
                    if (by != mover) {
                        throw input("intendedMove", by.key() + " does not have the move");
                    }
                    intended = parseMove(c.intendedMove(), "intendedMove");
                }
                DrawClaim.claim(this, by, c.kind(), intended);
            }
        } else if (e instanceof Event.PermitDrawOffer) {
            if (e.by() != null) {
                throw input("by", "only the arbiter permits a draw offer (by: \"arbiter\")");
            }
            offerPermitted = true;
        } else if (e instanceof Event.Resign r) {
            Resignation.resign(this, player(r.by(), "resign"));
        } else if (e instanceof Event.FlagFall f) {
            FlagFall.fall(this, player(f.by(), "flagFall"));
        }
    }

    // ---- physical actions -------------------------------------------------------------------

    private void touch(Color by, int sq, String field) {
        if (board[sq] == null) {
            throw input(field, "there is no piece on " + Square.name(sq));
        }
        by = player(by, field);
        if (by != pos.sideToMove()) {
            return; // FIDE 4.3 binds only the player having the move
        }
        touchOriginal(origin[sq], field);
        showDuty();
    }

    /** Records a deliberate touch (FIDE 4.3) of the piece that stood on {@code original} at the start of the turn. */
    private void touchOriginal(int original, String field) {
        if (original < 0 || pos.pieceAt(original) == null) {
            return;
        }
        if (!touches.contains(original)) {
            touches.add(original);
        }
        if (offer != null && offer.by() != pos.sideToMove()) {
            lapsedOffer = offer; // 9.1.2.1#h4: touching a piece with intent rejects the offer
            offer = null;
        }
        if (breach != null && breach.by() != pos.sideToMove() && !breach.rightLost()) {
            breach = breach.lost(); // 4.8
            settleDeferredEnding();
        }
    }

    private void release(Color by, int from, int to, boolean capture) {
        by = player(by, "release");
        Piece p = board[from];
        if (p == null) {
            throw input("release", "no piece stands on " + Square.name(from) + " to be picked up");
        }
        if (from == to) {
            throw input("release", "a piece released on the square it came from is no move; use adjust or touch");
        }
        boolean mine = by == pos.sideToMove();
        if (!mine && by != pendingPress) {
            throw input("release", by.key() + " does not have the move and has no move awaiting the clock");
        }
        // a player may carry the opponent's piece: an irregularity (1.1), ruled like any other
        int victim = -1;
        if (capture) {
            if (board[to] != null) {
                if (board[to].color() == p.color()) {
                    throw input("release", "the piece on " + Square.name(to) + " is of the same colour as the one carried");
                }
                victim = to;
            } else {
                int ep = Square.of(Square.file(to), Square.rank(from));
                if (p.type() == PieceType.PAWN && board[ep] != null && board[ep].color() != p.color()
                        && board[ep].type() == PieceType.PAWN && Square.file(from) != Square.file(to)) {
                    victim = ep;
                } else {
                    throw input("release", "there is nothing to capture on " + Square.name(to));
                }
            }
        } else if (board[to] != null) {
            throw input("release", Square.name(to) + " is occupied; write " + Square.name(from) + "x" + Square.name(to) + " for a capture");
        }
        if (mine) {
            touchOriginal(origin[from], "release");
            if (victim >= 0) {
                touchOriginal(origin[victim], "release");
            }
        }
        if (victim >= 0) {
            board[victim] = null;
            origin[victim] = -1;
        }
        board[to] = p;
        origin[to] = origin[from];
        board[from] = null;
        origin[from] = -1;
        if (mine) {
            MoveCompletion.examine(this, to);
        } else {
            pendingExtras = true;
        }
    }

    private void remove(Color by, int sq) {
        by = player(by, "remove");
        if (board[sq] == null) {
            throw input("remove", "there is no piece on " + Square.name(sq));
        }
        boolean mine = by == pos.sideToMove();
        if (!mine && by != pendingPress) {
            throw input("remove", by.key() + " does not have the move and has no move awaiting the clock");
        }
        if (mine) {
            touchOriginal(origin[sq], "remove");
        }
        board[sq] = null;
        origin[sq] = -1;
        if (mine) {
            MoveCompletion.examine(this, -1);
        } else {
            pendingExtras = true;
        }
    }

    /**
     * FIDE 4.6: a new piece put on the promotion square (given, or the one the engine can tell);
     * the pawn may be on it, still on the seventh rank (4.6.2) or already removed (4.6.1); an
     * opponent's piece there goes off the board with it (4.6.3). After the move is made, a new
     * piece on the promoted square is a change of choice (4.4.4), dealt with at the clock press.
     */
    private void promote(Color by, String letter, int given) {
        by = player(by, "promote");
        PieceType type = MoveText.promotionPiece(letter);
        if (type == null) {
            throw input("promote", "'" + letter + "' is not a piece a pawn can be promoted to (Q R B N, or V K F A)");
        }
        Piece piece = Piece.of(by, type);
        if (by != pos.sideToMove()) {
            if (by != pendingPress || pendingMove.promotion() == null || (given >= 0 && given != pendingMove.to())) {
                throw input("promote", by.key() + " has no promotion under way");
            }
            board[pendingMove.to()] = piece;
            pendingExtras = true;
            return;
        }
        int sq = given >= 0 ? given : promotionSquare(by);
        if (sq < 0) {
            throw input("promote", "which square? no " + by.key() + " pawn stands on the last rank, and the touched pawns"
                    + " do not point to one promotion square; add \"square\"");
        }
        if (Square.rank(sq) != (by == Color.WHITE ? 7 : 0)) {
            throw input("promote", Square.name(sq) + " is not on " + by.key() + "'s promotion rank");
        }
        Piece there = board[sq];
        if (there != null && there.color() == by && there.type() != PieceType.PAWN) {
            throw input("promote", "a " + by.key() + " piece already stands on " + Square.name(sq));
        }
        if (there != null && there.color() != by) {
            touchOriginal(origin[sq], "promote");
        }
        int from = there != null && there.color() == by ? origin[sq] : -1;
        board[sq] = piece;
        origin[sq] = from;
        MoveCompletion.examine(this, sq);
    }

    /** The promotion square when the board or the touches point to exactly one, else -1. */
    private int promotionSquare(Color by) {
        int rank = by == Color.WHITE ? 7 : 0;
        for (int f = 0; f < 8; f++) {
            if (board[Square.of(f, rank)] == Piece.of(by, PieceType.PAWN)) {
                return Square.of(f, rank);
            }
        }
        int found = -1;
        for (Move m : pos.legalMoves()) {
            if (m.promotion() != null && (touches.contains(m.from()) || board[m.from()] == null)) {
                if (found >= 0 && found != m.to()) {
                    return -1;
                }
                found = m.to();
            }
        }
        return found;
    }

    /** Shorthand: touch, release(s) and clock press of a legal move, through the same steps as the long form. */
    private void playShorthand(Color by, String text) {
        if (by != pos.sideToMove()) {
            throw input("move", by.key() + " is not to move (" + pos.sideToMove().key() + " is)");
        }
        if (pendingPress != null) {
            if (pendingExtras) {
                throw input("move", pendingPress.key() + " has moved pieces after the last move; the arbiter must deal with that first (pauseClock)");
            }
            // 6.2.2: the opponent may still press after this reply
            latePress = pendingPress;
            pendingPress = null;
            pendingMove = null;
        }
        if (!boardIsOfficial()) {
            throw input("move", "pieces already stand off their squares in this turn; describe the rest with release/remove/promote events");
        }
        Move m = parseMove(text, "move");
        Duty d = currentDuty();
        Position p = pos;
        quiet = true;
        try {
            touchOriginal(m.from(), "move");
            if (MoveFacts.isCastling(p, m)) {
                boolean kingside = Square.file(m.to()) > Square.file(m.from());
                int rank = Square.rank(m.from());
                int rookFrom = Square.of(kingside ? 7 : 0, rank);
                int rookTo = Square.of(kingside ? 5 : 3, rank);
                release(by, m.from(), m.to(), false);
                release(by, rookFrom, rookTo, false);
            } else {
                release(by, m.from(), m.to(), MoveFacts.capturedSquare(p, m) >= 0);
                if (m.promotion() != null && result.equals("*") && pos == p) {
                    promote(by, String.valueOf(m.promotion().englishLetter()), m.to());
                }
            }
        } finally {
            quiet = false;
        }
        if (pos == p) {
            throw new IllegalStateException("shorthand move " + m + " was not made; obligation " + d);
        }
        if (result.equals("*")) {
            ClockPress.press(this, by, 1);
        } else {
            pendingPress = null;
            pendingMove = null;
        }
    }

    // ---- helpers used by the provision classes ----------------------------------------------

    /** Applies the endings of a touch-move-breaching move once it can no longer be undone by a claim. */
    void settleDeferredEnding() {
        DeferredEnding d = deferredEnding;
        deferredEnding = null;
        if (d != null && result.equals("*")) {
            GameEndings.afterMove(this, d.mover(), d.irreversible());
        }
    }

    /** The obligation in force for the player having the move, or null. */
    Duty currentDuty() {
        if (fixedDuty != null) {
            return fixedDuty;
        }
        return TouchMove.duty(pos, touches);
    }

    /** Emits TOUCH_OBLIGATION when the obligation in force has changed (not during a shorthand move). */
    void showDuty() {
        Duty d = currentDuty();
        if (d == null || quiet || d.sameAs(shownDuty)) {
            return;
        }
        recordDuty(d);
    }

    /** Emits TOUCH_OBLIGATION for the obligation in force, adding articles, even if shown before. */
    void showDutyAgain(List<String> more) {
        Duty d = currentDuty();
        if (d == null) {
            return;
        }
        fixedDuty = d.withArticles(more);
        recordDuty(fixedDuty);
    }

    private void recordDuty(Duty d) {
        shownDuty = d;
        Color me = pos.sideToMove();
        record(Decision.of("TOUCH_OBLIGATION", me, d.articles(),
                Words.tr(me) + " " + d.describeTr(pos) + " zorundadır.",
                Words.en(me) + " must " + d.describeEn(pos) + ".")
                .withSquares(d.square(), d.from(), d.move() == null ? -1 : d.move().to()));
    }

    /** The squares where the physical board differs from the official position. */
    int[] changedSquares() {
        int[] out = new int[64];
        int n = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (board[sq] != pos.pieceAt(sq)) {
                out[n++] = sq;
            }
        }
        return java.util.Arrays.copyOf(out, n);
    }

    void record(Decision d) {
        decisions.add(d);
    }

    void end(String res, String term, List<String> articles) {
        result = res;
        termination = term;
        endArticles = articles;
        offer = null;
        claim = null;
    }

    static String winFor(Color c) {
        return c == Color.WHITE ? "1-0" : "0-1";
    }

    /** Puts the physical board back to the official position and clears the turn's touches. */
    void resetBoard() {
        for (int sq = 0; sq < 64; sq++) {
            board[sq] = pos.pieceAt(sq);
            origin[sq] = board[sq] == null ? -1 : sq;
        }
    }

    void newTurn() {
        touches.clear();
        fixedDuty = null;
        shownDuty = null;
    }

    boolean boardIsOfficial() {
        for (int sq = 0; sq < 64; sq++) {
            if (board[sq] != pos.pieceAt(sq)) {
                return false;
            }
        }
        return true;
    }

    /** Number of times the position with this key has stood on the board (9.2.3 identity). */
    int occurrences(RepetitionKey key) {
        int n = 0;
        for (RepetitionKey k : keys) {
            if (k.equals(key)) {
                n++;
            }
        }
        return n;
    }

    void addTime(Color c, long seconds) {
        if (clocks != null && clocks.containsKey(c)) {
            clocks.put(c, clocks.get(c).plusSeconds(seconds));
        }
    }

    /** FIDE 5.2.3: the moves both players have made (4.7), pressed or not. */
    int movesMadeByBoth() {
        return pos.fullmoveNumber() - 1;
    }

    /**
     * Both players' completed moves (the smaller count; FIDE 9.1.1 limits count moves of both). A
     * move is completed by the clock press (6.2.1): Black's last move, made but not yet pressed,
     * does not count yet.
     */
    int movesCompletedByBoth() {
        int n = pos.fullmoveNumber() - 1;
        return pendingPress == Color.BLACK || latePress == Color.BLACK ? n - 1 : n;
    }

    CaseInputException input(String field, String message) {
        return new CaseInputException("events[" + index + "]." + field + ": " + message);
    }

    private int square(String name, String field) {
        int sq = Square.parse(name);
        if (sq == Square.NONE) {
            throw input(field, "'" + name + "' is not a square");
        }
        return sq;
    }

    private Color player(Color by, String field) {
        if (by == null) {
            throw input("by", "this event needs a player (white or black), not the arbiter");
        }
        return by;
    }

    private Move parseMove(String text, String field) {
        try {
            return MoveText.parse(pos, text, letters);
        } catch (ChessException e) {
            throw input(field, e.getMessage());
        }
    }
}
