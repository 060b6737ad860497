package dev.hakem.arbiter;

import dev.hakem.chess.Piece;
import dev.hakem.chess.Position;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The turn on the physical board: what stands where now (which may differ from the official
 * position while a move is under way or after an irregular action), where each piece stood at
 * the start of the turn, the pieces the player having the move holds in his hand (lifted off the
 * square they stood on, D.2.2), the pieces he has touched (FIDE 4.3, by their original squares, in
 * order), the obligation a ruling has fixed (4.7.2, 7.5.1, 4.8, 9.5.3) and the one last announced.
 * Invariant: a square's origin is -1 exactly when no piece stands on it or the piece was put there
 * new (a promotion piece).
 */
final class Turn {
    private final Piece[] board = new Piece[64];
    private final int[] origin = new int[64];
    private final List<Integer> touches = new ArrayList<>();
    private final List<Lifted> liftedOff = new ArrayList<>();
    /** Pieces in the player's hand, by the square they were lifted from. */
    private final Map<Integer, Lifted> hand = new LinkedHashMap<>();
    private Duty fixed;
    private Duty shown;
    private boolean disturbedAfterMove;
    private boolean quiet;

    Turn(Position official) {
        reset(official);
    }

    // ---- the physical board ---------------------------------------------------------------

    /** The piece standing on the square now, or null. */
    Piece at(int sq) {
        return board[sq];
    }

    /** The square where the piece now on {@code sq} stood at the start of the turn, or -1. */
    int origin(int sq) {
        return origin[sq];
    }

    /** FIDE 4.6/4.7: the piece on {@code from} is carried to {@code to}; the piece on {@code victim} (or -1) leaves the board. */
    void carry(int from, int to, int victim) {
        if (victim >= 0) {
            lift(victim);
        }
        board[to] = board[from];
        origin[to] = origin[from];
        lift(from);
    }

    /** The piece on the square leaves the board. */
    void lift(int sq) {
        board[sq] = null;
        origin[sq] = -1;
    }

    /**
     * A piece a player lifted off the board by hand — taken off ({@link #takeOff}) or held to be put
     * down again ({@link #hold}): what it was, where it stood at the start of the turn, and where last.
     */
    record Lifted(Piece piece, int origin, int from) {
    }

    /** A player takes the piece on the square off the board (not a capture by a piece put there). */
    void takeOff(int sq) {
        liftedOff.add(new Lifted(board[sq], origin[sq], sq));
        lift(sq);
    }

    /** The pieces taken off by hand since the board last showed the official position, in order. */
    List<Lifted> liftedOff() {
        return List.copyOf(liftedOff);
    }

    /** A piece is put on a square: a new piece ({@code from} -1) or the one that stood on {@code from}. */
    void put(int sq, Piece p, int from) {
        board[sq] = p;
        origin[sq] = from;
    }

    /** The piece on the square is lifted off the board and held in the hand. */
    void hold(int sq) {
        hand.put(sq, new Lifted(board[sq], origin[sq], sq));
        lift(sq);
    }

    /** The piece held in the hand that was lifted from {@code sq}, or null. */
    Lifted held(int sq) {
        return hand.get(sq);
    }

    /** The held piece lifted from {@code from} is put down on {@code to}. */
    void putDown(int from, int to) {
        Lifted h = hand.remove(from);
        put(to, h.piece(), h.origin());
    }

    /** Whether the board shows the official position but for pieces the player holds in his hand. */
    boolean officialButHeld(Position official) {
        if (hand.isEmpty()) {
            return false;
        }
        for (int sq = 0; sq < 64; sq++) {
            if (board[sq] != official.pieceAt(sq) && !(board[sq] == null && hand.containsKey(sq))) {
                return false;
            }
        }
        return true;
    }

    /** Whether the piece that stood on {@code original} at the start of the turn stands somewhere on the board now. */
    boolean standsOnBoard(int original) {
        for (int sq = 0; sq < 64; sq++) {
            if (origin[sq] == original && board[sq] != null) {
                return true;
            }
        }
        return false;
    }

    /** Puts every piece back as in the official position (the origins become the squares themselves). */
    void reset(Position official) {
        liftedOff.clear();
        hand.clear();
        for (int sq = 0; sq < 64; sq++) {
            board[sq] = official.pieceAt(sq);
            origin[sq] = board[sq] == null ? -1 : sq;
        }
    }

    /** Whether the board shows the official position. */
    boolean showsOfficial(Position official) {
        for (int sq = 0; sq < 64; sq++) {
            if (board[sq] != official.pieceAt(sq)) {
                return false;
            }
        }
        return true;
    }

    /** The squares where the board differs from the official position. */
    int[] changedSquares(Position official) {
        int[] out = new int[64];
        int n = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (board[sq] != official.pieceAt(sq)) {
                out[n++] = sq;
            }
        }
        return Arrays.copyOf(out, n);
    }

    // ---- the player having the move ------------------------------------------------------

    /** FIDE 4.3: records a deliberate touch of the piece that stood on {@code original}; true if it is a new one. */
    boolean touch(int original) {
        if (touches.contains(original)) {
            return false;
        }
        touches.add(original);
        return true;
    }

    /** The touched pieces' original squares, in the order touched. */
    List<Integer> touches() {
        return List.copyOf(touches);
    }

    boolean touchedAny() {
        return !touches.isEmpty();
    }

    /** A new turn: nothing touched, no obligation fixed or announced. */
    void begin() {
        touches.clear();
        fixed = null;
        shown = null;
        disturbedAfterMove = false;
    }

    // ---- the obligation ------------------------------------------------------------------

    /** The obligation a ruling fixed for this turn, or null (then the touches decide, 4.3). */
    Duty fixedDuty() {
        return fixed;
    }

    void fix(Duty d) {
        fixed = d;
    }

    /** The obligation last announced in this turn, or null. */
    Duty shownDuty() {
        return shown;
    }

    void announced(Duty d) {
        shown = d;
    }

    // ---- the player who made the last move ------------------------------------------------

    /** Whether the player whose move was made has moved pieces again since (002-1, 002-2). */
    boolean disturbedAfterMove() {
        return disturbedAfterMove;
    }

    void disturbAfterMove() {
        disturbedAfterMove = true;
    }

    void undisturb() {
        disturbedAfterMove = false;
    }

    // ---- a shorthand move ----------------------------------------------------------------

    /** True while a shorthand move is played through its steps: no obligation is announced then. */
    boolean quiet() {
        return quiet;
    }

    void quiet(boolean q) {
        quiet = q;
    }
}
