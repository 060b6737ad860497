package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import dev.hakem.chess.Move;
import dev.hakem.chess.Piece;
import dev.hakem.chess.PieceType;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import dev.hakem.chess.TurkishSquares;
import java.util.ArrayList;
import java.util.List;

/**
 * FIDE 4.7, 4.7.1–4.7.3 (with 4.4.4 and 4.6): when a move is <em>made</em>. The move is made
 * the moment the physical board shows the position after a legal move: for a capture when the
 * captured piece is off and the capturing piece released (4.7.1), for castling when the rook is
 * released on the square the king crossed (4.7.2#h1), for promotion when the new piece is
 * released on the promotion square and the pawn is gone (4.7.3; the choice is final then,
 * 4.4.4). A king released alone on its castling square binds the player (4.7.2#h2–h4,
 * {@link CastlingCommitment}). From the made moment the opponent has the move (1.3).
 */
final class MoveCompletion {
    private MoveCompletion() {
    }

    /** Looks at the board after a physical action of the player having the move. */
    static void examine(ArbiterSession s, int releasedOn) {
        Move m = madeMove(s);
        if (m != null) {
            make(s, m, true, true);
            return;
        }
        Position p = s.pos;
        Color me = p.sideToMove();
        int king = p.kingSquare(me);
        int home = me == Color.WHITE ? Square.E1 : Square.E8;
        if (releasedOn >= 0 && s.board[releasedOn] == Piece.of(me, PieceType.KING) && s.origin[releasedOn] == king
                && king == home && (releasedOn == home + 2 || releasedOn == home - 2)
                && !castlingForbiddenByRookTouch(s, releasedOn, king)
                && (s.fixedDuty == null || !s.fixedDuty.articles().get(0).startsWith("4.7.2"))
                && allowsCastling(s, MoveFacts.castlingMove(king, Square.file(releasedOn) > Square.file(king)))) {
            s.fixedDuty = CastlingCommitment.duty(p, king, releasedOn);
            s.showDuty();
        }
    }

    /** An obligation already in force that excludes this castling keeps priority over 4.7.2. */
    private static boolean allowsCastling(ArbiterSession s, Move castle) {
        Duty d = s.currentDuty();
        return d == null || d.permits(s.pos, castle);
    }

    private static boolean castlingForbiddenByRookTouch(ArbiterSession s, int releasedOn, int king) {
        Duty touchDuty = TouchMove.duty(s.pos, s.touches);
        return touchDuty != null && touchDuty.forbiddenCastleRook() >= 0
                && (Square.file(touchDuty.forbiddenCastleRook()) > Square.file(king))
                == (Square.file(releasedOn) > Square.file(king));
    }

    /** The legal move whose resulting placement is what stands on the board now, or null. */
    static Move madeMove(ArbiterSession s) {
        List<Integer> changed = new ArrayList<>();
        for (int sq = 0; sq < 64; sq++) {
            if (s.board[sq] != s.pos.pieceAt(sq)) {
                changed.add(sq);
            }
        }
        if (changed.isEmpty()) {
            return null;
        }
        for (Move m : s.pos.legalMoves()) {
            if (!changed.contains(m.from()) || !changed.contains(m.to()) && !MoveFacts.isCastling(s.pos, m)) {
                continue;
            }
            Position after = s.pos.play(m);
            boolean same = true;
            for (int sq : changed) {
                if (after.pieceAt(sq) != s.board[sq]) {
                    same = false;
                    break;
                }
            }
            if (same && samePlacement(after, s)) {
                return m;
            }
        }
        return null;
    }

    private static boolean samePlacement(Position after, ArbiterSession s) {
        for (int sq = 0; sq < 64; sq++) {
            if (after.pieceAt(sq) != s.board[sq]) {
                return false;
            }
        }
        return true;
    }

    /** The provisions that fix the made moment of this move. */
    static List<String> articles(Position p, Move m) {
        List<String> a = new ArrayList<>();
        a.add("4.7#h1");
        if (MoveFacts.isCastling(p, m)) {
            a.add("4.7.2#h1");
        }
        if (MoveFacts.capturedSquare(p, m) >= 0) {
            a.add("4.7.1");
        }
        if (m.promotion() != null) {
            a.add("4.7.3");
            a.add("4.4.4");
        }
        a.add("1.3");
        return a;
    }

    /**
     * Makes the move official: checks it against the obligation in force (a breach is recorded
     * for the opponent to claim, 4.8), records MOVE_MADE when {@code announce}, advances the
     * position and its history, and (when {@code endings}) applies the game-ending rules.
     */
    static void make(ArbiterSession s, Move m, boolean announce, boolean endings) {
        Position before = s.pos;
        Color mover = before.sideToMove();
        Duty d = s.currentDuty();
        ArbiterSession.Breach breach = d != null && !d.permits(before, m)
                ? new ArbiterSession.Breach(mover, before, s.keys.size(), d, false) : null;
        if (announce) {
            Piece piece = before.pieceAt(m.from());
            s.record(Decision.of("MOVE_MADE", mover, articles(before, m),
                    Words.tr(mover) + " " + Words.moveTr(before, m) + " hamlesini yaptı: "
                            + Words.pieceTr(piece, m.from()) + " geçerli bir hamleyle " + TurkishSquares.dative(m.to())
                            + " bırakıldı; artık hamle sırası " + mover.opposite().turkish() + " oyuncuda.",
                    Words.en(mover) + " made the move " + Words.moveEn(before, m) + ": " + Words.pieceEn(piece, m.from())
                            + " was released on " + Square.name(m.to()) + " as a legal move; "
                            + Words.en(mover.opposite()) + " now has the move.").withSquares(m.from(), m.to(), MoveFacts.capturedSquare(before, m)));
        }
        if (breach != null) {
            s.record(Decision.of("OBLIGATION_BREACHED", mover, withClaim(d.articles()),
                    Words.tr(mover) + " " + d.describeTr(before) + " zorundaydı ama " + Words.moveTr(before, m)
                            + " oynadı. Rakip, bir taşa dokunmadan önce itiraz ederse hakem hamleyi geri aldırır.",
                    Words.en(mover) + " had to " + d.describeEn(before) + " but played " + Words.moveEn(before, m)
                            + ". If the opponent claims before touching a piece, the arbiter has the move taken back.").withSquares(d.square(), d.from(), m.from(), m.to()));
        }
        s.breach = breach;
        boolean irreversible = before.pieceAt(m.from()).type() == PieceType.PAWN || MoveFacts.capturedSquare(before, m) >= 0;
        s.pos = before.play(m);
        s.keys.add(s.pos.repetitionKey());
        s.newTurn();
        s.resetBoard();
        if (s.pendingPress != null && s.pendingPress != mover) {
            s.latePress = s.pendingPress; // 6.2.2: he may still press after this reply
        } else if (s.latePress == mover) {
            s.latePress = null;
        }
        s.pendingPress = mover;
        s.pendingMove = m;
        s.pendingExtras = false;
        if (endings && breach != null) {
            // 5.1.1#h3, 5.2.1#h2, 5.2.2#h2: an ending counts only if the move complied with 4.2-4.7;
            // it is settled once the opponent can no longer claim the breach (4.8)
            s.deferredEnding = new ArbiterSession.DeferredEnding(mover, irreversible);
        } else if (endings) {
            GameEndings.afterMove(s, mover, irreversible);
        }
    }

    private static List<String> withClaim(List<String> articles) {
        List<String> a = new ArrayList<>(articles);
        a.add("4.8");
        return a;
    }
}
