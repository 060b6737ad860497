package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.time.Duration;
import java.util.List;
import java.util.Map;

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

        R notice(Notice e);

        R decide(Decide e);

        R request(Request e);

        R arrive(Arrive e);

        R setClock(SetClock e);
    }

    /** FIDE 4.3: a deliberate touch of the piece on a square (own or opponent's). */
    record Touch(Color by, String square) implements Event {
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
    record Release(Color by, String from, String to, boolean capture) implements Event {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.release(this);
        }
    }

    /** A piece removed from the board by a player (e.g. a capture without placing). */
    record Remove(Color by, String square) implements Event {
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
    record Place(Color by, String square, String from) implements Event {
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
    record Promote(Color by, String piece, String square) implements Event {
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
    record PressClock(Color by, int hands, Hand hand, ClockHandling handling) implements Event {
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
     * FIDE 6.11: the clocks are paused — by a player, with the reason he gives (6.11.2; null: none
     * given), or by the arbiter when {@code by} is null (6.11.1).
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
    record PlayMove(Color by, String move) implements Event {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.playMove(this);
        }
    }

    /** FIDE 9.1.2.1: a draw offer. */
    record OfferDraw(Color by) implements Event {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.offerDraw(this);
        }
    }

    /** FIDE 9.1.2: acceptance of the pending draw offer (or of a claim counted as an offer, 9.1.2.3). */
    record AcceptDraw(Color by) implements Event {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.acceptDraw(this);
        }
    }

    /** The opponent declines the pending offer. */
    record DeclineDraw(Color by) implements Event {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.declineDraw(this);
        }
    }

    /**
     * A player's claim: a draw (9.2, 9.3, 9.5; optionally on an intended move, SAN/UCI, else null), a
     * breach of touch-move (4.8), an illegal move (7.5.1, A.5.2), a fallen flag (6.8, A.5.3), a
     * quickplay draw (III.5, III.6), a wrong clock setting (6.10.2, A.5.1.1) or a wrong set-up (7.2.1,
     * A.5.1.2).
     */
    record Claim(Color by, ClaimKind kind, String intendedMove) implements Event {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.claim(this);
        }
    }

    /** FIDE 9.1.1: the arbiter permits a draw offer under competition rules that require it. */
    record PermitDrawOffer(Color by) implements Event {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.permitDrawOffer(this);
        }
    }

    /** FIDE 5.1.2: resignation. */
    record Resign(Color by) implements Event {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.resign(this);
        }
    }

    /** FIDE 6.9: the flag of {@code by} falls. */
    record FlagFall(Color by) implements Event {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.flagFall(this);
        }
    }

    /**
     * FIDE 6.8, A.5.2, A.5.4, A.5.5, 7.5.1, III.3: the arbiter looks at the board (arrives at it, or
     * turns to it) and acts on what he sees now: an illegal move not yet ruled, a fallen flag, an
     * illegal position. {@code by} is null (the arbiter).
     */
    record Notice(Color by) implements Event {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.notice(this);
        }
    }

    /**
     * FIDE III.4, III.5.1–III.5.3: the arbiter's answer to the claim or request before him — his
     * judgement, which the engine takes as given. {@code by} is null (the arbiter).
     */
    record Decide(Color by, Answer answer) implements Event {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.decide(this);
        }
    }

    /**
     * A player asks the arbiter: for the increment of III.4 (having the move, with less than two
     * minutes), or to see the scoresheet the arbiter keeps (A.4.3, B.2.3).
     */
    record Request(Color by, RequestKind kind) implements Event {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.request(this);
        }
    }

    /** FIDE 6.6, 6.7: a player absent at the start arrives at the board {@code after} the start. */
    record Arrive(Color by, Duration after) implements Event {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.arrive(this);
        }
    }

    /**
     * FIDE 6.10.1, 6.10.2: the arbiter finds the clock evidently defective, or wrongly set, and sets
     * the clock (a replacement, or the correct setting) with the times he judges right — his judgement,
     * taken as given: {@code times} per player (a player not listed keeps his), the increment (null: as
     * before) and the periods (null: as before). {@code by} is null (the arbiter).
     */
    record SetClock(Color by, ClockFault fault, Map<Color, Duration> times, Duration increment,
                    List<TimeControl.Period> periods) implements Event {
        public SetClock {
            times = times == null ? Map.of() : Map.copyOf(times);
            periods = periods == null ? null : List.copyOf(periods);
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.setClock(this);
        }
    }

    /** The kinds of claim a player makes. */
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
        /** FIDE 7.2.1, A.5.1.2: the pieces were set up wrongly at the start. */
        INITIAL_POSITION
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

    /** FIDE 6.11.2, 6.11.4: the reason a player gives for pausing the clock. */
    enum PauseReason {
        /** 6.11.2's own example: a promotion has been made and the piece needed is not at hand. */
        PROMOTION_PIECE,
        /** To seek the arbiter's help for another reason (a claim, the opponent's conduct, …). */
        ARBITER_HELP,
        /** A reason of his own, not to seek the arbiter's help. */
        OTHER
    }

    /** FIDE 6.10.1, 6.10.2: what is wrong with the clock. */
    enum ClockFault {
        /** 6.10.1: evidently defective; replaced. */
        DEFECTIVE,
        /** 6.10.2: wrongly set. */
        WRONG_SETTING
    }
}
