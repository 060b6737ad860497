package dev.hakem.arbiter;

import dev.hakem.chess.ChessException;
import dev.hakem.chess.Move;
import dev.hakem.chess.Position;
import dev.hakem.chess.notation.Notation;

/**
 * The state of one game as the arbiter sees it, in named parts (see package-info): the
 * competition rules and the regime they put the game under, the game record, the turn on the
 * physical board, the clocks, the draw state, an open touch-move breach, what nobody has noticed
 * yet, what is before the arbiter in a quickplay finish, who was late at the start, pieces
 * displaced and not yet put right, the scoresheets, the conduct record, an adjournment and the moves
 * announced (Appendix D); plus where the case is being read (for input errors) and the letters its
 * moves use. The parts are fixed for the life of a session; each changes only through its own
 * methods.
 */
final class GameState {
    final CompetitionRules rules;
    final Regime regime;
    final Game game;
    final Turn turn;
    final Clocks clocks;
    final DrawState draws = new DrawState();
    final OpenBreach breach = new OpenBreach();
    final Unnoticed unnoticed = new Unnoticed();
    final QuickplayFinish quickplay = new QuickplayFinish();
    final Presence presence = new Presence();
    final DisplacedPieces displaced = new DisplacedPieces();
    final Scoresheets scoresheets = new Scoresheets();
    final ConductRecord conduct = new ConductRecord();
    final Adjournment adjournment = new Adjournment();
    final Announcements announcements = new Announcements();
    private final Notation letters;
    private int eventIndex = -1;

    GameState(CompetitionRules rules, Game game, Clocks clocks, Notation letters) {
        this.rules = rules == null ? CompetitionRules.STANDARD : rules;
        this.regime = Regime.of(this.rules);
        this.game = game;
        this.turn = new Turn(game.position());
        this.clocks = clocks;
        this.letters = letters;
    }

    /** The official position. */
    Position position() {
        return game.position();
    }

    /** Ends the game: the record takes the ending; no offer, claim or request stands any more. */
    void end(GameEndings.Ending e) {
        game.end(e);
        draws.clear();
        quickplay.clear();
        unnoticed.stopWaiting();
    }

    /** Ends the game at the current position. */
    void end(Termination t, GameResult r, java.util.List<String> articles) {
        end(new GameEndings.Ending(t, r, game.history().plies(), articles));
    }

    /** The index of the event being ruled (-1 before the first). */
    int eventIndex() {
        return eventIndex;
    }

    /**
     * FIDE 10: sets the score of the ended game otherwise than its board result (8.7, 11.7, 11.8,
     * 12.9.4–12.9.6); 10.2 holds by construction of {@link GameScore}.
     */
    void score(GameScore s) {
        game.score(s);
    }

    /** The number of the last move made (0 before any): 12 after 12...Re8, 13 after 13.Nf1. */
    int lastMoveNumber() {
        Position p = position();
        return p.sideToMove() == dev.hakem.chess.Color.BLACK ? p.fullmoveNumber() : p.fullmoveNumber() - 1;
    }

    /** The next event of the case is being ruled. */
    void nextEvent() {
        eventIndex++;
    }

    /** An input error at a field of the event being ruled. */
    CaseInputException input(String field, String message) {
        return new CaseInputException("events[" + eventIndex + "]." + field + ": " + message);
    }

    /** An input error about the event being ruled as a whole. */
    CaseInputException inputAtEvent(String message) {
        return new CaseInputException("events[" + eventIndex + "]: " + message);
    }

    /** The letters the case's moves use (null: either). */
    Notation letters() {
        return letters;
    }

    /** A move written in the event (SAN in the case's letters, or UCI), legal in the official position. */
    Move parseMove(String text, String field) {
        try {
            return MoveText.parse(position(), text, letters);
        } catch (ChessException e) {
            throw input(field, e.getMessage());
        }
    }
}
