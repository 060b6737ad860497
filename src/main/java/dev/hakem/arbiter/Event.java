package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Something the arbiter observes at the board (or a player's declaration). Each variant is one
 * kind of observation; the JSON case file ({@code hakem rule}) maps one-to-one onto them.
 * Squares are names such as "d7"; moves are SAN in English or Turkish letters, or UCI.
 *
 * <p>Every variant is handled by every {@link Handler}: a new variant is a record here with its
 * {@code accept}, a method in {@code Handler} — and then nothing compiles until the engine
 * (and every other handler) says what it does with it; the case file maps it in
 * {@code dev.hakem.arbiter.json.CaseFiles}.
 */
public sealed interface Event {

    /** Who acted: a player's colour, or null for the arbiter. */
    Color by();

    /**
     * The events only a player does (his move, claim, resignation, his own flag...): {@code by} must
     * name him — the arbiter cannot. Checked once for every event, before anything else, so that an
     * event is refused the same way whether the game is running or has ended.
     */
    interface PlayersAct {
    }

    /** The events only the arbiter does: {@code by} must be the arbiter (null); checked like {@link PlayersAct}. */
    interface ArbitersAct {
        /** The event's key in the case file ("decide"), for the refusal. */
        String act();
    }

    /** Calls the handler's method for this kind of event. */
    <R> R accept(Handler<R> h);

    /** One method per kind of event (the exhaustive dispatch of Java 17). */
    interface Handler<R> {
        R touch(Touch e);

        R adjust(Adjust e);

        R release(Release e);

        R remove(Remove e);

        R place(Place e);

        R promote(Promote e);

        R pressClock(PressClock e);

        R pauseClock(PauseClock e);

        R playMove(PlayMove e);

        R offerDraw(OfferDraw e);

        R acceptDraw(AcceptDraw e);

        R declineDraw(DeclineDraw e);

        R claim(Claim e);

        R permitDrawOffer(PermitDrawOffer e);

        R resign(Resign e);

        R flagFall(FlagFall e);

        R think(Think e);

        R notice(Notice e);

        R knockOver(KnockOver e);

        R restore(Restore e);

        R device(Device e);

        R conduct(Conduct e);

        R leave(Leave e);

        R scoresheet(Scoresheet e);

        R sign(Sign e);

        R ask(Ask e);

        R penalty(Penalty e);

        R award(Award e);

        R interfere(Interfere e);

        R adjourn(Adjourn e);

        R seal(Seal e);

        R resume(Resume e);

        R arrive(Arrive e);

        R lift(Lift e);

        R announce(Announce e);

        R byAssistant(ByAssistant e);

        R decide(Decide e);

        R request(Request e);

        R setClock(SetClock e);

        R appeal(Appeal e);
    }

    /** FIDE 4.3: a deliberate touch of the piece on a square (own or opponent's). */
    record Touch(Color by, String square) implements Event, PlayersAct {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.touch(this);
        }
    }

    /** FIDE 4.2: an announced adjustment ("j'adoube") of the piece on a square. */
    record Adjust(Color by, String square) implements Event {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.adjust(this);
        }
    }

    /**
     * FIDE 4.6/4.7: a piece picked up on {@code from} and released on {@code to}; when
     * {@code capture} is true the piece on {@code to} is removed too ("d7xd5").
     */
    record Release(Color by, String from, String to, boolean capture) implements Event, PlayersAct {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.release(this);
        }
    }

    /** A piece removed from the board by a player (e.g. a capture without placing). */
    record Remove(Color by, String square) implements Event, PlayersAct {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.remove(this);
        }
    }

    /**
     * A piece the player took off the board in this turn ({@link Remove}) put back on {@code square},
     * as in the procedure Guidelines II.3.2.5 recommends for Chess960 castling (king off the board,
     * the rook moved, then the king on its square). {@code from} is the square the piece stood on at
     * the start of the turn; it may be null when only one of the player's pieces is off the board.
     */
    record Place(Color by, String square, String from) implements Event, PlayersAct {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.place(this);
        }
    }

    /**
     * FIDE 4.6, 7.5.2: the new piece (letter in English or Turkish) placed on the promotion square.
     * {@code square} may be null when it is clear: the square of the pawn standing on the last rank,
     * or the one square the touched (or removed) pawn can promote on; the pawn may already be off
     * the board or still on its square (4.6.1, 4.6.2).
     */
    record Promote(Color by, String piece, String square) implements Event, PlayersAct {
        /** The new piece placed on the promotion square the engine can tell. */
        public Promote(Color by, String piece) {
            this(by, piece, null);
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.promote(this);
        }
    }

    /**
     * FIDE 6.2.1, 6.2.3, 6.2.4, 7.5.3, 7.5.4: the player presses the clock; {@code hands} is the number
     * of hands the player used to make the move this press completes (2 → 7.5.4); {@code hand} whether
     * he pressed with the hand that moved (6.2.3; null: not observed); {@code handling} how he handled
     * the clock, when not properly (6.2.3, 6.2.4; null: properly).
     */
    record PressClock(Color by, int hands, Hand hand, ClockHandling handling) implements Event, PlayersAct {
        /** A proper press with the hand that moved. */
        public PressClock(Color by, int hands) {
            this(by, hands, null, null);
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.pressClock(this);
        }
    }

    /**
     * FIDE 6.11: the clocks are paused (by a player, or by the arbiter when {@code by} is null), with
     * the reason the player gives (6.11.2), or null when none is stated.
     */
    record PauseClock(Color by, PauseReason reason) implements Event {
        /** A pause without a stated reason. */
        public PauseClock(Color by) {
            this(by, null);
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.pauseClock(this);
        }
    }

    /** Shorthand: touch + release + clock press of a legal move given in SAN (English/Turkish) or UCI. */
    record PlayMove(Color by, String move) implements Event, PlayersAct {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.playMove(this);
        }
    }

    /** FIDE 9.1.2.1: a draw offer. */
    record OfferDraw(Color by) implements Event, PlayersAct {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.offerDraw(this);
        }
    }

    /** FIDE 9.1.2: acceptance of the pending draw offer (or of a claim counted as an offer, 9.1.2.3). */
    record AcceptDraw(Color by) implements Event, PlayersAct {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.acceptDraw(this);
        }
    }

    /** The opponent declines the pending offer. */
    record DeclineDraw(Color by) implements Event, PlayersAct {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.declineDraw(this);
        }
    }

    /** FIDE 9.2, 9.3, 9.5: a draw claim, optionally on an intended move (SAN/UCI, else null). */
    record Claim(Color by, ClaimKind kind, String intendedMove) implements Event, PlayersAct {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.claim(this);
        }
    }

    /** FIDE 9.1.1: the arbiter permits a draw offer under competition rules that require it. */
    record PermitDrawOffer(Color by) implements Event, ArbitersAct {
        @Override
        public String act() {
            return "permitDrawOffer";
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.permitDrawOffer(this);
        }
    }

    /** FIDE 5.1.2: resignation. */
    record Resign(Color by) implements Event, PlayersAct {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.resign(this);
        }
    }

    /**
     * FIDE 6.3.2#h2: the clock of {@code by} — the one running — runs for {@code time} (he thinks, or does
     * anything else, on his own time); in the time-delay mode the move's fixed extra time runs first.
     */
    record Think(Color by, java.time.Duration time) implements Event {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.think(this);
        }
    }

    /** FIDE 6.9: the flag of {@code by} falls. */
    record FlagFall(Color by) implements Event, PlayersAct {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.flagFall(this);
        }
    }

    /**
     * The arbiter looks at the board. With {@code kind} null he acts on whatever he sees now (FIDE 6.8,
     * 7.5.1, A.5.2, A.5.4, A.5.5, III.3): an illegal move not yet ruled, a fallen flag, an illegal
     * position. Otherwise {@code kind} is what he finds out (FIDE 7.2, 7.3, 7.6, Guidelines I.12). {@code afterMove}: for a
     * turned board, the number of the last move made as the arbiter states it (checked against the
     * record), or null. For a piece off its square: {@code square} where it belongs in the position
     * after {@code lastCorrect} (the last move after which the position was right, "17... h6" —
     * established by the arbiter with the players, 11.11), {@code foundOn} where it stands.
     */
    record Notice(NoticeKind kind, Integer afterMove, String square, String foundOn, String lastCorrect) implements Event {
        /** The arbiter looks at the board and acts on whatever he sees there. */
        public Notice() {
            this(null, null, null, null, null);
        }

        @Override
        public Color by() {
            return null;
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.notice(this);
        }
    }

    /** FIDE 7.4.1: the player knocks over or displaces the pieces on these squares. */
    record KnockOver(Color by, List<String> squares) implements Event, PlayersAct {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.knockOver(this);
        }
    }

    /** FIDE 7.4.1, 7.4.2: the displaced pieces on these squares are put right (by the player, or with the arbiter's help). */
    record Restore(Color by, List<String> squares) implements Event {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.restore(this);
        }
    }

    /**
     * FIDE 11.3.2: an electronic device of the player rang or was found, on his person or in his
     * bag; whether it was completely switched off, and whether the arbiter had approved it.
     */
    record Device(Color by, DeviceFinding finding, DevicePlace where, boolean switchedOff, boolean approved) implements Event, PlayersAct {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.device(this);
        }
    }

    /**
     * FIDE 11.3.1, 11.3.3, 11.5, 11.7: the arbiter's finding about the player's conduct (a finding,
     * not something the engine judges: "unreasonable", "persistent" are the arbiter's words);
     * {@code how} says how a player distracted his opponent, or null.
     */
    record Conduct(Color by, Misconduct kind, Distraction how) implements Event, PlayersAct {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.conduct(this);
        }
    }

    /** FIDE 11.2.3, 11.2.4: the player leaves the playing area or the venue, with or without permission, having reported or not. */
    record Leave(Color by, LeavePlace where, boolean permitted, boolean reported) implements Event, PlayersAct {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.leave(this);
        }
    }

    /**
     * FIDE 8.1, 8.2: what the player does with his scoresheet; with {@link ScoresheetAct#ENTRY}, {@code entry} is what
     * he wrote for the last move made (8.1.1, Appendix C), else null.
     */
    record Scoresheet(Color by, ScoresheetAct act, String entry) implements Event, PlayersAct {
        /** An act without an entry. */
        public Scoresheet(Color by, ScoresheetAct act) {
            this(by, act, null);
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.scoresheet(this);
        }
    }

    /** FIDE 8.7: the player signs the scoresheets (or approves the electronic one) with this result. */
    record Sign(Color by, GameResult result) implements Event, PlayersAct {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.sign(this);
        }
    }

    /** FIDE 11.9, 12.6: a question to the arbiter; {@code article} is the point of the Laws to explain, or null. */
    record Ask(Color by, Question question, String article) implements Event, PlayersAct {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.ask(this);
        }
    }

    /**
     * FIDE 12.9: the penalty the arbiter chose for {@code player}, the offender. {@code seconds}
     * for a time penalty; {@code score}: the offender's reduced score (12.9.5); {@code opponentScore}:
     * the opponent's score when the game is declared lost (12.9.6), or null to decide it later.
     */
    record Penalty(Sanction sanction, Color player, long seconds, BigDecimal score, BigDecimal opponentScore) implements Event {
        @Override
        public Color by() {
            return null;
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.penalty(this);
        }
    }

    /** FIDE 11.7#h2, 12.9.6: the arbiter decides the score left to him: {@code player} scores {@code points}. */
    record Award(Color player, BigDecimal points) implements Event {
        @Override
        public Color by() {
            return null;
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.award(this);
        }
    }

    /**
     * FIDE 12.7: a spectator (or a player of another game) interferes: suggests a move, points to a flag
     * or an illegal move; {@code finishedPlayer}: he is a player whose game has finished (11.4).
     */
    record Interfere(Interference kind, boolean finishedPlayer) implements Event {
        /** A spectator's interference. */
        public Interfere(Interference kind) {
            this(kind, false);
        }

        @Override
        public Color by() {
            return null;
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.interfere(this);
        }
    }

    /**
     * Guidelines I.1.1, I.1.2: the arbiter tells the player having the move to seal it — at the end of the
     * session, or ({@code sessionLeft} before its scheduled end, else null) when the player adjourns early.
     */
    record Adjourn(Duration sessionLeft) implements Event {
        /** At the end of the session. */
        public Adjourn() {
            this(null);
        }

        @Override
        public Color by() {
            return null;
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.adjourn(this);
        }
    }

    /** Guidelines I.1.1: the player writes {@code move} as his sealed move (any text: it is judged when the envelope is opened). */
    record Seal(Color by, String move) implements Event, PlayersAct {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.seal(this);
        }
    }

    /** Guidelines I.5, I.9: the adjourned game is resumed; these players are not at the board. */
    record Resume(Set<Color> absent) implements Event {
        public Resume {
            absent = Set.copyOf(absent);
        }

        @Override
        public Color by() {
            return null;
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.resume(this);
        }
    }

    /**
     * A player absent at the start arrives at the board {@code after} the start (FIDE 6.6, 6.7), or, at
     * a resumption, after the resumption time (Guidelines I.9.2, I.10).
     */
    record Arrive(Color by, Duration after) implements Event, PlayersAct {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.arrive(this);
        }
    }

    /**
     * FIDE 4.3, Appendix D.2.2: the player having the move lifts the piece off its square (out of its hole
     * on a visually impaired player's special board) and holds it; a later {@link Release} from that square
     * puts it down.
     */
    record Lift(Color by, String square) implements Event, PlayersAct {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.lift(this);
        }
    }

    /** Appendix D.2.1, D.2.3, D.2.8: the player says his move aloud (the last announcement before the press counts). */
    record Announce(Color by, String move) implements Event, PlayersAct {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.announce(this);
        }
    }

    /** Appendix D.2.10, D.2.11: the action is done for the player by his assistant. */
    record ByAssistant(Event action) implements Event {
        public ByAssistant {
            if (action == null || action instanceof ByAssistant) {
                throw new IllegalArgumentException("an assistant does one player's action");
            }
        }

        @Override
        public Color by() {
            return action.by();
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.byAssistant(this);
        }
    }

    /**
     * FIDE III.4, III.5.1–III.5.3: the arbiter's answer to the claim or request before him — his
     * judgement, which the engine takes as given. {@code by} is null (the arbiter).
     */
    record Decide(Color by, Answer answer) implements Event, ArbitersAct {
        @Override
        public String act() {
            return "decide";
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.decide(this);
        }
    }

    /**
     * A player asks the arbiter: for the increment of III.4 (having the move, with less than two
     * minutes), or to see the scoresheet the arbiter keeps (A.4.3, B.2.3).
     */
    record Request(Color by, RequestKind kind) implements Event, PlayersAct {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.request(this);
        }
    }

    /**
     * FIDE 6.10.1, 6.10.2: the arbiter finds the clock evidently defective, or wrongly set, and sets
     * the clock (a replacement, or the correct setting) with the times he judges right — his judgement,
     * taken as given: {@code times} per player (a player not listed keeps his), the increment or the time
     * delay (null: as before; one replaces the other, 6.3.2) and the periods (null: as before). {@code by} is
     * null (the arbiter).
     */
    record SetClock(Color by, ClockFault fault, Map<Color, Duration> times, Duration increment, Duration delay,
                    List<TimeControl.Period> periods) implements Event, ArbitersAct {
        public SetClock {
            times = times == null ? Map.of() : Map.copyOf(times);
            periods = periods == null ? null : List.copyOf(periods);
        }

        @Override
        public String act() {
            return fault == ClockFault.DEFECTIVE ? "clockDefective" : "clockSettingWrong";
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.setClock(this);
        }
    }

    /** FIDE 11.10: the player appeals against a decision of the arbiter. */
    record Appeal(Color by) implements Event, PlayersAct {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.appeal(this);
        }
    }

    /** The kinds of draw claim of Article 9, and the other claims a player makes to the arbiter. */
    enum ClaimKind {
        /** FIDE 9.2: threefold repetition. */
        REPETITION,
        /** FIDE 9.3: fifty moves without capture or pawn move. */
        FIFTY,
        /** FIDE 4.8: the opponent's breach of touch-move (4.3/4.4) since his move. */
        TOUCH_MOVE,
        /** FIDE 7.5.1–7.5.4, A.5.2: the opponent completed an illegal move. */
        ILLEGAL_MOVE,
        /** FIDE 6.8, A.5.3: the opponent's flag has fallen. */
        FLAG,
        /** FIDE III.5, III.6: a draw in the final two minutes (no effort / no way to win by normal means). */
        QUICKPLAY,
        /** FIDE 6.10.2, A.5.1.1: the clock is wrongly set. */
        CLOCK_SETTING,
        /** FIDE 7.2.1, A.5.1.2: the pieces were not set up in the initial position. */
        INITIAL_POSITION,
        /** FIDE 7.3: the players have each other's colours. */
        COLOURS_REVERSED
    }

    /** FIDE III.4, III.5.1: the arbiter's answers. */
    enum Answer {
        /** III.4: the increment is granted; III.5.1, III.5.2: the draw is declared. */
        ACCEPT,
        /** III.5.1, III.5.2: the decision is postponed; play goes on. */
        POSTPONE,
        /** III.4: the increment is not granted; III.5.1, III.5.3: the claim is rejected. */
        REJECT
    }

    /** What a player may ask the arbiter for. */
    enum RequestKind {
        /** FIDE III.4: a five-second increment for both players. */
        INCREMENT,
        /** FIDE A.4.3, B.2.3: to be shown the scoresheet the arbiter or an assistant keeps. */
        SCORESHEET
    }

    /** FIDE 6.2.3: the hand that pressed the clock. */
    enum Hand {
        /** The hand that made the move. */
        SAME,
        /** The other hand (6.2.3#h1 broken). */
        OTHER
    }

    /** FIDE 6.2.3, 6.2.4: improper handling of the clock. */
    enum ClockHandling {
        /** 6.2.4: pressed forcibly. */
        HIT,
        /** 6.2.4: picked up. */
        LIFT,
        /** 6.2.4: knocked over. */
        KNOCK_OVER,
        /** 6.2.4: pressed before the move was on the board. */
        BEFORE_MOVE,
        /** 6.2.3#h2: a finger kept on the clock, or the hand hovering over it. */
        HOVER
    }

    /** FIDE 6.10.1, 6.10.2: what is wrong with the clock. */
    enum ClockFault {
        /** 6.10.1: evidently defective; replaced. */
        DEFECTIVE,
        /** 6.10.2: wrongly set. */
        WRONG_SETTING
    }

    /** FIDE 6.11.2: why a player paused the clocks. */
    enum PauseReason {
        /** The piece a pawn is promoted to is not at hand (the Law's own example). */
        PROMOTION_PIECE,
        /** To call the arbiter (an irregularity, displaced pieces, 7.4.2). */
        ARBITER_HELP,
        /** To summon the arbiter for a draw claim in the last two minutes (Guidelines III.5#h2); the claim follows. */
        CLAIM,
        /** Any other reason. */
        OTHER
    }

    /** What the arbiter finds out (FIDE 7.2, 7.3, 7.6, Guidelines I.12). */
    enum NoticeKind {
        /** FIDE 7.2.1. */
        INITIAL_POSITION,
        /** FIDE 7.2.2: the board is placed contrary to 2.1. */
        BOARD_ROTATED,
        /** FIDE 7.3. */
        COLOURS_REVERSED,
        /** FIDE 7.6: a piece is not on the square it should occupy. */
        PIECE_DISPLACED,
        /** Guidelines I.12.1. */
        ENVELOPE_MISSING,
        /** Guidelines I.12.2: the adjourned position cannot be re-established. */
        POSITION_LOST,
        /** FIDE 12.5: the game is disturbed from outside. */
        DISTURBANCE
    }

    /** FIDE 11.3.2: a device rang, or was found. */
    enum DeviceFinding { RINGS, FOUND }

    /** FIDE 11.3.2.1, 11.3.2.2: on the player's person (body or clothes), or in his bag. */
    enum DevicePlace { PERSON, BAG }

    /** The arbiter's findings about conduct that the Laws forbid. */
    enum Misconduct {
        /** FIDE 11.3.1#h1: notes or sources of information. */
        NOTES,
        /** FIDE 11.3.1#h1: advice. */
        ADVICE,
        /** FIDE 11.3.1#h2: analysis on another board. */
        ANALYSIS,
        /** FIDE 11.5: distracting or annoying the opponent. */
        DISTRACTING,
        /** FIDE 11.3.3#h3: refusing to cooperate with an inspection. */
        REFUSES_INSPECTION,
        /** FIDE 11.7: persistently refusing to comply with the Laws. */
        PERSISTENT_REFUSAL,
        /** FIDE 11.3.2.1#h3: using his bag without the arbiter's permission. */
        USES_BAG,
        /** FIDE 11.3.4: smoking outside the area the arbiter designated. */
        SMOKING
    }

    /** FIDE 11.5#h2: how the opponent was distracted. */
    enum Distraction { NOISE, REPEATED_OFFERS, UNREASONABLE_CLAIMS }

    /** FIDE 11.2.1, 11.2.2. */
    enum LeavePlace { PLAYING_AREA, VENUE }

    /** FIDE 8.1.1–8.1.5, 8.2. */
    enum ScoresheetAct {
        /** The player stops recording the moves (8.1.1; 8.4 may free him). */
        NOT_RECORDING,
        /** He writes a move before making it (8.1.2). */
        IN_ADVANCE,
        /** He replies to the opponent's move before writing it down (8.1.3#h1). */
        REPLY_FIRST,
        /** He makes a move without having written down his previous one (8.1.3#h2). */
        BEHIND,
        /** He writes on the scoresheet something other than moves, times, offers, claims or other relevant data (8.1.4). */
        OTHER_ENTRIES,
        /** A draw offer is not marked (=) on his scoresheet (8.1.5). */
        DRAW_OFFER_UNMARKED,
        /** He keeps his scoresheet out of the arbiter's sight (8.2). */
        HIDDEN,
        /** He writes the last move made: is it a correct record of that move (8.1.1, Appendix C)? */
        ENTRY,
        /** He keeps his scoresheet in a notation other than the algebraic (Appendix C, its preamble). */
        OTHER_NOTATION
    }

    /** FIDE 12.6, 11.9: what a player asks the arbiter. */
    enum Question {
        /** How many moves have been completed (12.6#h2). */
        MOVES_COMPLETED,
        /** Whether the opponent has completed his move, or pressed his clock (12.6#h3, #h4). */
        OPPONENT_COMPLETED,
        /** An explanation of a point of the Laws (11.9). */
        EXPLANATION
    }

    /**
     * FIDE 12.7, 11.2.3.3, 12.8: what a spectator (or a player of another game, or of a finished one) does:
     * suggests a move, points to a flag or an illegal move, enters the playing area, uses a phone.
     */
    enum Interference { MOVE, FLAG, ILLEGAL_MOVE, ENTERS_PLAYING_AREA, PHONE }
}
