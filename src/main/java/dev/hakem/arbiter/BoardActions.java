package dev.hakem.arbiter;

import dev.hakem.chess.CastlingMove;
import dev.hakem.chess.Color;
import dev.hakem.chess.Move;
import dev.hakem.chess.Piece;
import dev.hakem.chess.PieceType;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import dev.hakem.chess.Variant;
import java.util.ArrayList;
import java.util.List;

/**
 * FIDE 4.1–4.7: what a player's hand does on the board — touching (4.3), carrying a piece and
 * releasing it (4.6, 4.7), taking a piece off, putting a new piece on the promotion square (4.6) —
 * and a whole legal move given at once. Each action changes the turn on the physical board and
 * then asks {@link MoveCompletion} whether a move has been made.
 */
final class BoardActions {
    private BoardActions() {
    }

    /** FIDE 4.3: a deliberate touch; binds only the player having the move. */
    static List<Decision> touch(GameState st, Color by, int sq) {
        if (st.turn.at(sq) == null) {
            throw st.input("touch", "there is no piece on " + Square.name(sq));
        }
        if (by != st.game.toMove()) {
            return List.of(); // FIDE 4.3 binds only the player having the move
        }
        List<Decision> out = new ArrayList<>(touchOriginal(st, st.turn.origin(sq)));
        out.addAll(Obligations.announceIfChanged(st));
        return out;
    }

    /**
     * Records a deliberate touch (FIDE 4.3) of the piece that stood on {@code original} at the start
     * of the turn; the touch rejects the opponent's draw offer (9.1.2.1#h4) and ends his right to
     * claim a breach of touch-move (4.8), whose deferred endings are then examined.
     */
    static List<Decision> touchOriginal(GameState st, int original) {
        if (original < 0 || st.position().pieceAt(original) == null) {
            return List.of();
        }
        st.turn.touch(original);
        Color me = st.game.toMove();
        DrawState.Offer o = st.draws.offer();
        if (o != null && o.by() != me) {
            st.draws.lapse();
        }
        OpenBreach.Breach b = st.breach.get();
        if (b != null && b.by() != me && !b.rightLost()) {
            st.breach.loseRight();
            return AutomaticEndings.settleDeferred(st);
        }
        return List.of();
    }

    /** FIDE 4.6/4.7: a piece carried from {@code from} and released on {@code to} (capturing when {@code capture}). */
    static List<Decision> release(GameState st, Color by, int from, int to, boolean capture) {
        Turn t = st.turn;
        Turn.Lifted held = by == st.game.toMove() ? t.held(from) : null;
        Piece p = held != null ? held.piece() : t.at(from);
        if (p == null) {
            throw st.input("release", "no piece stands on " + Square.name(from) + " to be picked up");
        }
        if (from == to) {
            throw st.input("release", "a piece released on the square it came from is no move; use adjust or touch");
        }
        boolean mine = by == st.game.toMove();
        if (!mine && by != st.clocks.awaiting()) {
            throw st.input("release", by.key() + " does not have the move and has no move awaiting the clock");
        }
        // a player may carry the opponent's piece: an irregularity (1.1), ruled like any other
        int victim = -1;
        if (capture) {
            if (t.at(to) != null) {
                if (t.at(to).color() == p.color()) {
                    throw st.input("release", "the piece on " + Square.name(to) + " is of the same colour as the one carried");
                }
                victim = to;
            } else {
                int ep = Square.of(Square.file(to), Square.rank(from));
                if (p.type() == PieceType.PAWN && t.at(ep) != null && t.at(ep).color() != p.color()
                        && t.at(ep).type() == PieceType.PAWN && Square.file(from) != Square.file(to)) {
                    victim = ep;
                } else {
                    throw st.input("release", "there is nothing to capture on " + Square.name(to));
                }
            }
        } else if (t.at(to) != null) {
            throw st.input("release", Square.name(to) + " is occupied; write " + Square.name(from) + "x" + Square.name(to) + " for a capture");
        }
        List<Decision> out = new ArrayList<>();
        int victimOrigin = victim >= 0 ? t.origin(victim) : -1;
        if (mine) {
            out.addAll(touchOriginal(st, held != null ? held.origin() : t.origin(from)));
        }
        if (held != null) {
            if (victim >= 0) {
                t.lift(victim);
            }
            t.putDown(from, to);
        } else {
            t.carry(from, to, victim);
        }
        if (!mine) {
            t.disturbAfterMove();
            return out;
        }
        out.addAll(capturedBy(st, victimOrigin, () -> MoveCompletion.examine(st, to)));
        return out;
    }

    /**
     * An action that may capture the opponent's piece first standing on {@code victimOrigin} (-1: none):
     * when it makes a legal move, the captured piece was touched only as part of that move; when it does
     * not, the piece counts as touched (4.3.2, 4.3.3).
     */
    private static List<Decision> capturedBy(GameState st, int victimOrigin, java.util.function.Supplier<List<Decision>> action) {
        Position before = st.position();
        List<Decision> out = new ArrayList<>(action.get());
        if (victimOrigin >= 0 && st.position() == before) {
            out.addAll(touchOriginal(st, victimOrigin));
        }
        return out;
    }

    /**
     * FIDE 4.3 (D.2.2): the player having the move lifts the piece off its square and holds it — a
     * touch; on a visually impaired player's special board, the only touch. A later release from
     * that square puts the held piece down.
     */
    static List<Decision> lift(GameState st, Color by, int sq) {
        if (by != st.game.toMove()) {
            throw st.input("lift", by.key() + " does not have the move; only the player having the move lifts pieces");
        }
        if (st.turn.at(sq) == null) {
            throw st.input("lift", "there is no piece on " + Square.name(sq));
        }
        List<Decision> out = new ArrayList<>(touchOriginal(st, st.turn.origin(sq)));
        st.turn.hold(sq);
        out.addAll(Obligations.announceIfChanged(st));
        return out;
    }

    /** A piece taken off the board by a player. */
    static List<Decision> remove(GameState st, Color by, int sq) {
        Turn t = st.turn;
        if (t.at(sq) == null) {
            throw st.input("remove", "there is no piece on " + Square.name(sq));
        }
        boolean mine = by == st.game.toMove();
        if (!mine && by != st.clocks.awaiting()) {
            throw st.input("remove", by.key() + " does not have the move and has no move awaiting the clock");
        }
        List<Decision> out = new ArrayList<>();
        if (mine) {
            out.addAll(touchOriginal(st, t.origin(sq)));
        }
        t.takeOff(sq);
        if (mine) {
            out.addAll(MoveCompletion.examine(st, -1));
        } else {
            t.disturbAfterMove();
        }
        return out;
    }

    /**
     * A piece the player took off the board in this turn put back on {@code sq} — in Chess960 the
     * king's last step in the castling procedure Guidelines II.3.2.5 recommends (king off the board,
     * rook to its square, king on its square). {@code from}: the square the piece stood on at the
     * start of the turn, or -1 when only one of the player's pieces is off the board.
     */
    static List<Decision> place(GameState st, Color by, int sq, int from) {
        Turn t = st.turn;
        if (by != st.game.toMove()) {
            throw st.input("place", by.key() + " does not have the move");
        }
        if (t.at(sq) != null) {
            throw st.input("place", Square.name(sq) + " is occupied");
        }
        Position official = st.position();
        List<Integer> off = new ArrayList<>();
        for (int o = 0; o < 64; o++) {
            Piece piece = official.pieceAt(o);
            if (piece != null && piece.color() == by && !t.standsOnBoard(o)) {
                off.add(o);
            }
        }
        if (from >= 0 && !off.contains(from)) {
            throw st.input("from", "the " + by.key() + " piece of " + Square.name(from) + " is not off the board"
                    + (official.pieceAt(from) == null || official.pieceAt(from).color() != by ? " (no " + by.key()
                    + " piece stood there)" : ""));
        }
        if (from < 0 && off.size() != 1) {
            throw st.input("place", off.isEmpty() ? "none of " + by.key() + "'s pieces is off the board"
                    : "several of " + by.key() + "'s pieces are off the board; add \"from\"");
        }
        int origin = from >= 0 ? from : off.get(0);
        t.put(sq, official.pieceAt(origin), origin);
        return new ArrayList<>(MoveCompletion.examine(st, sq));
    }

    /**
     * FIDE 4.6: a new piece put on the promotion square (given, or the one the engine can tell);
     * the pawn may be on it, still on the seventh rank (4.6.2) or already removed (4.6.1); an
     * opponent's piece there goes off the board with it (4.6.3). After the move is made, a new
     * piece on the promoted square is a change of choice (4.4.4), dealt with at the clock press.
     */
    static List<Decision> promote(GameState st, Color by, String letter, int given) {
        PieceType type = MoveText.promotionPiece(letter);
        if (type == null) {
            throw st.input("promote", "'" + letter + "' is not a piece a pawn can be promoted to (Q R B N, or V K F A)");
        }
        Piece piece = Piece.of(by, type);
        Turn t = st.turn;
        if (by != st.game.toMove()) {
            Move made = st.clocks.awaitingMove();
            if (by != st.clocks.awaiting() || made.promotion() == null || (given >= 0 && given != made.to())) {
                throw st.input("promote", by.key() + " has no promotion under way");
            }
            t.put(made.to(), piece, t.origin(made.to()));
            t.disturbAfterMove();
            return List.of();
        }
        int sq = given >= 0 ? given : promotionSquare(st, by);
        if (sq < 0) {
            throw st.input("promote", "which square? no " + by.key() + " pawn stands on the last rank, and the touched pawns"
                    + " do not point to one promotion square; add \"square\"");
        }
        if (Square.rank(sq) != (by == Color.WHITE ? 7 : 0)) {
            throw st.input("promote", Square.name(sq) + " is not on " + by.key() + "'s promotion rank");
        }
        Piece there = t.at(sq);
        if (there != null && there.color() == by && there.type() != PieceType.PAWN) {
            throw st.input("promote", "a " + by.key() + " piece already stands on " + Square.name(sq));
        }
        int victimOrigin = there != null && there.color() != by ? t.origin(sq) : -1;
        int from = there != null && there.color() == by ? t.origin(sq) : -1;
        t.put(sq, piece, from);
        return capturedBy(st, victimOrigin, () -> MoveCompletion.examine(st, sq));
    }

    /** The promotion square when the board or the touches point to exactly one, else -1. */
    private static int promotionSquare(GameState st, Color by) {
        int rank = by == Color.WHITE ? 7 : 0;
        for (int f = 0; f < 8; f++) {
            if (st.turn.at(Square.of(f, rank)) == Piece.of(by, PieceType.PAWN)) {
                return Square.of(f, rank);
            }
        }
        int found = -1;
        List<Integer> touches = st.turn.touches();
        for (Move m : st.position().legalMoves()) {
            if (m.promotion() != null && (touches.contains(m.from()) || st.turn.at(m.from()) == null)) {
                if (found >= 0 && found != m.to()) {
                    return -1;
                }
                found = m.to();
            }
        }
        return found;
    }

    /** Shorthand: touch, release(s) and clock press of a legal move, through the same steps as the long form. */
    static List<Decision> playWhole(GameState st, Color by, String text) {
        if (by != st.game.toMove()) {
            throw st.input("move", by.key() + " is not to move (" + st.game.toMove().key() + " is)");
        }
        Color pending = st.clocks.awaiting();
        if (pending != null) {
            if (st.turn.disturbedAfterMove()) {
                throw st.input("move", pending.key() + " has moved pieces after the last move; the arbiter must deal with that first (pauseClock)");
            }
            st.clocks.replyBeforePress(); // 6.2.2: the opponent may still press after this reply
        }
        if (!st.turn.showsOfficial(st.position())) {
            throw st.input("move", "pieces already stand off their squares in this turn; describe the rest with release/remove/promote events");
        }
        Move m = st.parseMove(text, "move");
        Position p = st.position();
        VisuallyImpairedPlayers.announcedWithTheMove(st, by, m);
        List<Decision> out = new ArrayList<>();
        st.turn.quiet(true);
        try {
            out.addAll(touchOriginal(st, m.from()));
            CastlingMove c = p.castling(m);
            if (c != null && p.variant() == Variant.CHESS960) {
                // Guidelines II.3.2.5: the king off the board, the rook to its square, the king on its square
                out.addAll(remove(st, by, c.kingFrom()));
                if (c.rookFrom() != c.rookTo()) {
                    out.addAll(release(st, by, c.rookFrom(), c.rookTo(), false));
                }
                out.addAll(place(st, by, c.kingTo(), c.kingFrom()));
            } else if (c != null) {
                out.addAll(release(st, by, c.kingFrom(), c.kingTo(), false));
                out.addAll(release(st, by, c.rookFrom(), c.rookTo(), false));
            } else if (CastlingCommitment.stepOrCastling(p, m) != null) {
                // a Chess960 king step written as the king move: no castling left open (4.7.2)
                out.addAll(MoveCompletion.make(st, m, true, true));
            } else {
                out.addAll(release(st, by, m.from(), m.to(), MoveFacts.capturedSquare(p, m) >= 0));
                if (m.promotion() != null && !st.game.over() && st.position() == p) {
                    out.addAll(promote(st, by, String.valueOf(m.promotion().englishLetter()), m.to()));
                }
            }
        } finally {
            st.turn.quiet(false);
        }
        if (st.position() == p) {
            throw new IllegalStateException("shorthand move " + m + " was not made");
        }
        if (!st.game.over()) {
            out.addAll(ClockPress.press(st, by, 1));
        } else {
            st.clocks.pressed();
        }
        return out;
    }
}
