package dev.hakem.arbiter;

import dev.hakem.chess.ChessException;
import dev.hakem.chess.Color;
import dev.hakem.chess.Move;
import dev.hakem.chess.Piece;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import dev.hakem.chess.Chess960;
import dev.hakem.chess.Variant;
import dev.hakem.chess.notation.GameNotation;
import dev.hakem.chess.notation.Notation;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A game as the arbiter sees it, fed one observed {@link Event} at a time. It holds the
 * {@link GameState} (its parts are described in the package comment) and the decisions so far,
 * and routes each event to the rule class that decides it; it decides nothing itself.
 *
 * <p>Usage: {@code var s = ArbiterSession.start(aCase); for (Event e : events) s.apply(e);
 * s.close(); Ruling r = s.ruling();} — which is what {@link Arbiter#rule(Case)} does.
 * <ul>
 *   <li>{@link #apply(Event)} returns the decisions that event caused (possibly none). A draw
 *   claim (9.2/9.3) is examined when the next event arrives (or at {@link #close()}), because it
 *   also counts as a draw offer (9.1.2.3) that the opponent may accept first.</li>
 *   <li>{@link #close()} is the arbiter looking at the board at the end of the case: a pending
 *   claim is examined, an unfinished or irregular action still on the board is dealt with (as on
 *   a clock pause; not again when the case ended with one). Returns the decisions it caused.</li>
 *   <li>{@link #ruling()} is a snapshot and changes nothing.</li>
 * </ul>
 * An event that cannot happen throws {@link CaseInputException} naming the event index and
 * field; the session must then be discarded. Not thread-safe; one session per game.
 */
public final class ArbiterSession {

    private static final String NEEDS_A_PLAYER = "this event needs a player (white or black), not the arbiter";

    private final GameState st;
    private final List<Decision> decisions = new ArrayList<>();
    /** Index in {@link #decisions} after the last MOVE_MADE: the obligations announced since belong to this turn. */
    private int turnStart;
    private final Dispatch dispatch = new Dispatch();
    /** The last event was a pause: the arbiter has looked at the board as it now stands. */
    private boolean lookedAt;

    private ArbiterSession(GameState st) {
        this.st = st;
    }

    /**
     * Sets up the game of a case: the start position, the moves already played (not observed by
     * the arbiter: no decisions for them), the rules, clocks and illegal-move counts. The recorded
     * moves and the position they reached are then looked at once: checkmate, stalemate, a dead
     * position, a fivefold repetition or 75 moves end the game where they happened
     * ({@link GameEndings}).
     */
    public static ArbiterSession start(Case c) {
        Position p = startPosition(c);
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
        Game game = new Game(p, c.illegalMoves());
        Notation letters = c.notation();
        List<String> written = writtenMoves(c.events());
        try {
            if (letters == null) {
                letters = GameNotation.ofTokens(written);   // C.3: the letters the game uses fix its language
            }
        } catch (ChessException e) {
            throw new CaseInputException("events: " + e.getMessage() + " (FIDE C.3)");
        }
        List<Irregularity> unnoticed = new ArrayList<>();
        if (c.moves() != null && !c.moves().isBlank()) {
            MoveText.Record recorded;
            try {
                recorded = MoveText.record(p, c.moves(), letters);
            } catch (ChessException e) {
                throw new CaseInputException("moves: " + e.describe());
            }
            if (letters == null) {
                letters = GameNotation.ofTokens(recorded.moves().stream().map(MoveText.Recorded::token).toList());
            }
            for (MoveText.Recorded m : recorded.moves()) {
                if (m.legal()) {
                    game.play(m.move());
                } else {
                    Position before = game.position();
                    game.playIrregular(before.playAsMade(m.move()), m.move());
                    unnoticed.add(IllegalMoves.recorded(before, m.move(), game.history().plies()));
                }
            }
        }
        TimeControl control = c.timeControl();
        Clocks clocks = new Clocks(c.clocks(), control);
        if (game.history().plies() > 0 || p.fullmoveNumber() != 1 || p.sideToMove() != Color.WHITE) {
            clocks.sinceStartUnknown(); // 6.6: the case begins after the start of the session
        }
        GameState st = new GameState(c.rules(), game, clocks, letters);
        unnoticed.forEach(st.unnoticed::add);
        ArbiterSession s = new ArbiterSession(st);
        s.record(AutomaticEndings.atStart(st));
        s.record(VisuallyImpairedPlayers.atStart(st));
        return s;
    }

    /** The moves the case's events write (played, claimed with, announced, named as the last correct one). */
    private static List<String> writtenMoves(List<Event> events) {
        List<String> out = new ArrayList<>();
        for (Event e : events == null ? List.<Event>of() : events) {
            if (e instanceof Event.PlayMove m) {
                out.add(m.move());
            } else if (e instanceof Event.Claim m) {
                out.add(m.intendedMove());
            } else if (e instanceof Event.Announce m) {
                out.add(m.move());
            } else if (e instanceof Event.Notice m) {
                out.add(m.lastCorrect());
            }
        }
        return out;
    }

    /**
     * The case's start: "startpos" (FIDE 2.3; in Chess960 start position no. 518), a FEN read under
     * the case's rules (Chess960 castling rights as rook files or KQkq, Guidelines II.3), or in
     * Chess960 the number 0–959 of a start position (II.2).
     */
    private static Position startPosition(Case c) {
        Variant variant = c.rules() == null ? Variant.STANDARD : c.rules().variant();
        String start = c.start() == null ? "startpos" : c.start().trim();
        try {
            if (start.equals("startpos")) {
                return variant == Variant.CHESS960 ? Chess960.startPosition(Chess960.STANDARD) : Position.startpos();
            }
            if (!start.isEmpty() && start.chars().allMatch(Character::isDigit)) {
                if (variant != Variant.CHESS960) {
                    throw new CaseInputException("start: a start position number (\"" + start + "\") needs "
                            + "\"rules\": { \"variant\": \"chess960\" }");
                }
                if (start.length() > 3 || Integer.parseInt(start) > 959) {
                    throw new CaseInputException("start: Chess960 start positions are numbered 0 to 959, not " + start);
                }
                return Chess960.startPosition(Integer.parseInt(start));
            }
            return Position.fromFen(start, variant);
        } catch (ChessException e) {
            throw new CaseInputException("start: " + e.describe());
        }
    }

    /** Applies one observed event and returns the decisions it caused, in order. */
    public List<Decision> apply(Event e) {
        st.nextEvent();
        if (e instanceof Event.PlayersAct && e.by() == null) {
            throw st.input("by", NEEDS_A_PLAYER); // before the shortcuts below (game ended, claim pending)
        }
        if (e instanceof Event.ArbitersAct a && e.by() != null) {
            throw st.input("by", "\"" + a.act() + "\" is the arbiter's (by: \"arbiter\"), not " + e.by().key() + "'s");
        }
        int before = decisions.size();
        if (!(e instanceof Event.Arrive)) {
            record(LateArrival.settle(st));
        }
        if (st.quickplay.undecidedClaim() && !(e instanceof Event.Decide)) {
            throw st.inputAtEvent(Words.en(st.quickplay.claim().by()).toLowerCase(java.util.Locale.ROOT)
                    + "'s quickplay claim (III.5) is before the arbiter, with the clock paused: he decides it first (\"decide\")");
        }
        Color pausedToClaim = st.quickplay.pausedToClaim();
        if (pausedToClaim != null && !st.game.over()
                && !(e instanceof Event.Claim q && q.kind() == Event.ClaimKind.QUICKPLAY && q.by() == pausedToClaim)) {
            throw st.inputAtEvent(pausedToClaim.key() + " paused the clocks to claim a draw in his last two minutes (reason"
                    + " \"claim\", III.5#h2): his claim (\"claim\": \"quickplay\") comes next");
        }
        DrawState.PendingClaim claim = st.draws.claim();
        if (claim != null && !(e instanceof Event.AcceptDraw a && a.by() == claim.by().opposite())) {
            record(DrawClaim.examine(st));
        }
        if (st.game.over()) {
            if (EndedGame.stillDecides(st, e)) {
                record(e.accept(dispatch));
            } else if (!(e instanceof Event.PressClock)) {
                record(EndedGame.after(st, e));
            }
        } else {
            Resumption.checkWhileAdjourned(st, e);
            record(e.accept(dispatch));
        }
        lookedAt = e instanceof Event.PauseClock;
        return new ArrayList<>(decisions.subList(before, decisions.size()));
    }

    /** The arbiter's look at the end of the case (see class comment); returns the decisions it caused. */
    public List<Decision> close() {
        int before = decisions.size();
        record(LateArrival.settle(st));
        record(AutomaticEndings.settleDeferred(st));
        if (st.draws.claim() != null) {
            record(DrawClaim.examine(st));
        }
        if (!st.game.over() && !lookedAt) {
            record(ArbiterExamination.examine(st));
        }
        return new ArrayList<>(decisions.subList(before, decisions.size()));
    }

    /** A snapshot of the ruling so far. */
    public Ruling ruling() {
        Duty d = Obligations.inForce(st);
        GameEndings.Ending end = st.game.ending();
        return new Ruling(st.game.result(), end == null ? null : end.termination(), st.position().fen(),
                st.game.toMove(), st.clocks.remaining(), st.game.illegalMoves(),
                end == null && d != null ? d.toObligation() : null, List.copyOf(decisions),
                st.game.score(), st.rules.points());
    }

    /** Whether the game has ended (a later event changes nothing but what {@code EndedGame} lets it). */
    public boolean over() {
        return st.game.over();
    }

    /** The official position (the last move made, FIDE 4.7). */
    public Position position() {
        return st.position();
    }

    /**
     * The piece standing on the physical board now, or null — during a move or after an irregular
     * action it may differ from the official {@link #position()}.
     */
    public Piece pieceOnTheBoard(int square) {
        return st.turn.at(square);
    }

    /**
     * The piece a player lifted from {@code square} and holds in his hand, not yet put down (a piece
     * taken out of its hole, D.2.2; the castling procedure of II.3.2.5), or null.
     */
    public Piece pieceHeldFrom(int square) {
        Turn.Lifted l = st.turn.held(square);
        return l == null ? null : l.piece();
    }

    /**
     * Adds a rule's decisions to the record. An obligation announced again (a new touch, a ruling)
     * supersedes the ones announced before in the same turn, and a move made that fulfilled the
     * obligation in force shows that all of them were applied in passing: they decided nothing.
     */
    private void record(List<Decision> ds) {
        boolean breached = ds.stream().anyMatch(x -> x.code() == DecisionCode.OBLIGATION_BREACHED);
        for (Decision d : ds) {
            if (d.code() == DecisionCode.TOUCH_OBLIGATION || d.code() == DecisionCode.MOVE_MADE && !breached) {
                for (int i = turnStart; i < decisions.size(); i++) {
                    Decision x = decisions.get(i);
                    if (x.code() == DecisionCode.TOUCH_OBLIGATION && x.by() == d.by()) {
                        decisions.set(i, x.inPassing());
                    }
                }
            }
            decisions.add(d);
            if (d.code() == DecisionCode.MOVE_MADE) {
                turnStart = decisions.size();
            }
        }
    }

    /** Routes each kind of event to the rule class that decides it. */
    private final class Dispatch implements Event.Handler<List<Decision>> {
        @Override
        public List<Decision> touch(Event.Touch e) {
            Color by = player(e.by());
            int sq = square(e.square(), "touch");
            if (VisuallyImpairedPlayers.onlyFeels(st, by)) {
                if (st.turn.at(sq) == null) {
                    throw st.input("touch", "there is no piece on " + e.square());
                }
                return List.of(); // D.2.2: feeling a piece in its hole is no touch
            }
            return BoardActions.touch(st, by, sq);
        }

        @Override
        public List<Decision> adjust(Event.Adjust e) {
            int sq = square(e.square(), "adjust");
            if (st.turn.at(sq) == null) {
                throw st.input("adjust", "there is no piece on " + e.square());
            }
            return Adjustment.adjust(st, e.by(), sq);
        }

        @Override
        public List<Decision> release(Event.Release e) {
            return BoardActions.release(st, player(e.by()), square(e.from(), "release"), square(e.to(), "release"), e.capture());
        }

        @Override
        public List<Decision> remove(Event.Remove e) {
            return BoardActions.remove(st, player(e.by()), square(e.square(), "remove"));
        }

        @Override
        public List<Decision> place(Event.Place e) {
            return BoardActions.place(st, player(e.by()), square(e.square(), "place"),
                    e.from() == null ? -1 : square(e.from(), "from"));
        }

        @Override
        public List<Decision> promote(Event.Promote e) {
            Color by = player(e.by());
            return BoardActions.promote(st, by, e.piece(), e.square() == null ? -1 : square(e.square(), "promote"));
        }

        @Override
        public List<Decision> pressClock(Event.PressClock e) {
            Color by = player(e.by());
            if (Sealing.completesSealing(st, by)) {
                throw st.input("pressClock", by.key() + " is sealing his move: after sealing he pauses his clock, he does not press it (I.1.1)");
            }
            List<Decision> displaced = KnockedOverPieces.press(st, by);
            if (displaced != null) {
                return displaced;
            }
            List<Decision> unannounced = VisuallyImpairedPlayers.pressBeforeMade(st, by);
            return unannounced != null ? unannounced : ClockPress.press(st, by, e.hands(), e.hand(), e.handling());
        }

        @Override
        public List<Decision> pauseClock(Event.PauseClock e) {
            return ClockPause.pause(st, e.by(), e.reason());
        }

        @Override
        public List<Decision> playMove(Event.PlayMove e) {
            return BoardActions.playWhole(st, player(e.by()), e.move());
        }

        @Override
        public List<Decision> offerDraw(Event.OfferDraw e) {
            List<Decision> ds = DrawAgreement.offer(st, player(e.by()));
            return adjourned() ? Sealing.whileAdjourned(ds, "I.4#h1") : ds;
        }

        @Override
        public List<Decision> acceptDraw(Event.AcceptDraw e) {
            List<Decision> ds = DrawAgreement.accept(st, player(e.by()));
            return adjourned() ? Sealing.whileAdjourned(ds, "I.6#h1") : ds;
        }

        @Override
        public List<Decision> declineDraw(Event.DeclineDraw e) {
            return DrawAgreement.decline(st, player(e.by()));
        }

        @Override
        public List<Decision> claim(Event.Claim e) {
            Color by = player(e.by());
            switch (e.kind()) {
                case TOUCH_MOVE:
                    return TouchMoveClaim.claim(st, by);
                case ILLEGAL_MOVE:
                    return IllegalMoveClaim.claim(st, by);
                case FLAG:
                    return FlagFall.claim(st, by);
                case QUICKPLAY:
                    return QuickplayClaim.claim(st, by);
                case CLOCK_SETTING:
                    return ClockSetting.claim(st, by);
                case INITIAL_POSITION:
                    return SetUpErrors.initialPosition(st, by, "claim");
                case COLOURS_REVERSED:
                    return SetUpErrors.coloursReversed(st, by);
                default:
                    break;
            }
            if (e.intendedMove() != null && by != st.game.toMove()) {
                throw st.input("intendedMove", by.key() + " does not have the move");
            }
            return DrawClaim.claim(st, by, e.kind(), e.intendedMove());
        }

        @Override
        public List<Decision> permitDrawOffer(Event.PermitDrawOffer e) {
            st.draws.permit();
            return List.of();
        }

        @Override
        public List<Decision> resign(Event.Resign e) {
            List<Decision> ds = Resignation.resign(st, player(e.by()));
            return adjourned() ? Sealing.whileAdjourned(ds, "I.6#h1") : ds;
        }

        @Override
        public List<Decision> think(Event.Think e) {
            return TimeDelay.run(st, player(e.by()), e.time());
        }

        @Override
        public List<Decision> flagFall(Event.FlagFall e) {
            return FlagFall.fall(st, player(e.by()));
        }

        @Override
        public List<Decision> notice(Event.Notice e) {
            if (e.kind() == null) {
                return ArbiterNotice.notice(st);
            }
            return switch (e.kind()) {
                case INITIAL_POSITION -> SetUpErrors.initialPosition(st, null, "notice");
                case BOARD_ROTATED -> SetUpErrors.boardRotated(st, e.afterMove());
                case COLOURS_REVERSED -> SetUpErrors.coloursReversed(st, null);
                case PIECE_DISPLACED -> MisplacedPiece.found(st, e.square(), e.foundOn(), e.lastCorrect());
                case ENVELOPE_MISSING, POSITION_LOST -> Resumption.notice(st, e.kind());
                case DISTURBANCE -> Interference.disturbance();
            };
        }

        @Override
        public List<Decision> knockOver(Event.KnockOver e) {
            return KnockedOverPieces.knockOver(st, player(e.by()), squares(e.squares(), "knockOver"));
        }

        @Override
        public List<Decision> restore(Event.Restore e) {
            return KnockedOverPieces.restore(st, e.by(), squares(e.squares(), "restore"));
        }

        @Override
        public List<Decision> device(Event.Device e) {
            player(e.by());
            return ElectronicDevices.found(st, e);
        }

        @Override
        public List<Decision> conduct(Event.Conduct e) {
            return ForbiddenConduct.found(st, player(e.by()), e.kind(), e.how());
        }

        @Override
        public List<Decision> leave(Event.Leave e) {
            return LeavingTheBoard.leave(st, player(e.by()), e.where(), e.permitted(), e.reported());
        }

        @Override
        public List<Decision> scoresheet(Event.Scoresheet e) {
            return e.act() == Event.ScoresheetAct.ENTRY ? Recording.entry(st, player(e.by()), e.entry())
                    : Recording.scoresheet(st, player(e.by()), e.act());
        }

        @Override
        public List<Decision> sign(Event.Sign e) {
            return ResultSigning.sign(st, player(e.by()), e.result());
        }

        @Override
        public List<Decision> ask(Event.Ask e) {
            return ArbiterQuestions.ask(st, player(e.by()), e.question(), e.article());
        }

        @Override
        public List<Decision> penalty(Event.Penalty e) {
            return ArbiterPenalty.impose(st, e);
        }

        @Override
        public List<Decision> award(Event.Award e) {
            return ScoreAward.award(st, e.player(), e.points());
        }

        @Override
        public List<Decision> interfere(Event.Interfere e) {
            return Interference.interfere(e.kind(), e.finishedPlayer());
        }

        @Override
        public List<Decision> adjourn(Event.Adjourn e) {
            return Sealing.adjourn(st, e.sessionLeft());
        }

        @Override
        public List<Decision> seal(Event.Seal e) {
            return Sealing.seal(st, player(e.by()), e.move());
        }

        @Override
        public List<Decision> resume(Event.Resume e) {
            return Resumption.resume(st, e.absent());
        }

        @Override
        public List<Decision> decide(Event.Decide e) {
            QuickplayFinish.Claim c = st.quickplay.claim();
            if (c != null) {
                return QuickplayClaim.decide(st, c, e.answer());
            }
            QuickplayFinish.IncrementRequest r = st.quickplay.request();
            if (r != null) {
                return IncrementRequest.decide(st, r, e.answer());
            }
            throw st.input("decide", "nothing is before the arbiter to decide: no quickplay claim (III.5) and no increment"
                    + " request (III.4) is pending");
        }

        @Override
        public List<Decision> request(Event.Request e) {
            Color by = player(e.by());
            return e.kind() == Event.RequestKind.SCORESHEET ? ScoresheetRequest.request(st, by) : IncrementRequest.request(st, by);
        }

        @Override
        public List<Decision> arrive(Event.Arrive e) {
            Color by = player(e.by());
            if (st.adjournment.stage() == Adjournment.Stage.NONE && LateArrival.canArrive(st, by)) {
                return LateArrival.arrive(st, by, e.after()); // 6.6, 6.7: at the start
            }
            return Resumption.arrive(st, by, e.after()); // I.9.2, I.10: at a resumption
        }

        @Override
        public List<Decision> setClock(Event.SetClock e) {
            return ClockSetting.set(st, e);
        }

        @Override
        public List<Decision> lift(Event.Lift e) {
            Color by = player(e.by());
            return VisuallyImpairedPlayers.lifted(st, by, BoardActions.lift(st, by, square(e.square(), "lift")));
        }

        @Override
        public List<Decision> announce(Event.Announce e) {
            return VisuallyImpairedPlayers.announce(st, player(e.by()), e.move());
        }

        @Override
        public List<Decision> byAssistant(Event.ByAssistant e) {
            VisuallyImpairedPlayers.assistantArticles(st, e.action());
            return VisuallyImpairedPlayers.byAssistant(st, e.action(), e.action().accept(this));
        }

        @Override
        public List<Decision> appeal(Event.Appeal e) {
            return Appeals.appeal(st, player(e.by()));
        }

        /** Whether the game is adjourned and its move sealed (I.4, I.6 apply). */
        private boolean adjourned() {
            return st.adjournment.stage() == Adjournment.Stage.SEALED;
        }

        private List<Integer> squares(List<String> names, String field) {
            if (names == null || names.isEmpty()) {
                throw st.input(field, "at least one square");
            }
            List<Integer> out = new ArrayList<>();
            for (String n : names) {
                out.add(square(n, field));
            }
            return out;
        }

        private int square(String name, String field) {
            int sq = Square.parse(name);
            if (sq == Square.NONE) {
                throw st.input(field, "'" + name + "' is not a square");
            }
            return sq;
        }

        private Color player(Color by) {
            if (by == null) {
                throw st.input("by", NEEDS_A_PLAYER);
            }
            return by;
        }
    }
}
