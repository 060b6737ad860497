package dev.hakem.arbiter;

import dev.hakem.chess.Color;

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
     * FIDE 6.2.1, 7.5.3, 7.5.4: the player presses the clock; {@code hands} is the number of hands
     * the player used to make the move this press completes (2 → 7.5.4).
     */
    record PressClock(Color by, int hands) implements Event {
        @Override
        public <R> R accept(Handler<R> h) {
            return h.pressClock(this);
        }
    }

    /** FIDE 6.11: the clocks are paused (by a player, or by the arbiter when {@code by} is null). */
    record PauseClock(Color by) implements Event {
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

    /** FIDE 9.2, 9.3, 9.5: a draw claim, optionally on an intended move (SAN/UCI, else null). */
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

    /** The kinds of draw claim of Article 9. */
    enum ClaimKind {
        /** FIDE 9.2: threefold repetition. */
        REPETITION,
        /** FIDE 9.3: fifty moves without capture or pawn move. */
        FIFTY,
        /** FIDE 4.8: the opponent's breach of touch-move (4.3/4.4) since his move. */
        TOUCH_MOVE
    }
}
