package dev.hakem.arbiter;

import dev.hakem.chess.CastlingMove;
import dev.hakem.chess.Color;
import dev.hakem.chess.Move;
import dev.hakem.chess.Piece;
import dev.hakem.chess.PieceType;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import dev.hakem.chess.TurkishSquares;
import dev.hakem.chess.Variant;
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
    static List<Decision> examine(GameState st, int releasedOn) {
        if (st.rules.players().visuallyImpaired(st.game.toMove())) {
            return VisuallyImpairedPlayers.whenPlaced(st);
        }
        Move m = madeMove(st);
        if (m != null) {
            Move castle = CastlingCommitment.stepOrCastling(st.position(), m);
            if (castle != null && castlingStillOpen(st, castle)) {
                return List.of(); // 4.7.2#h2: not made yet; the rook makes it castling, the clock press the king move
            }
            return make(st, m, true, true);
        }
        Position p = st.position();
        Color me = p.sideToMove();
        int king = p.kingSquare(me);
        Duty fixed = st.turn.fixedDuty();
        if (releasedOn >= 0 && st.turn.at(releasedOn) == Piece.of(me, PieceType.KING) && st.turn.origin(releasedOn) == king
                && CastlingCommitment.onCastlingSquare(p, king, releasedOn)
                && (fixed == null || fixed.ground() != Duty.Ground.KING_RELEASED)
                && castlingStillOpen(st, MoveFacts.castlingMove(p, Square.file(releasedOn) > Square.file(king)))) {
            return Obligations.fix(st, CastlingCommitment.duty(p, king, releasedOn));
        }
        if (releasedOn >= 0 && fixed == null && st.turn.at(releasedOn) == Piece.of(me, PieceType.PAWN)
                && Square.rank(releasedOn) == (me == Color.WHITE ? 7 : 0) && st.turn.origin(releasedOn) >= 0
                && p.isLegal(new Move(st.turn.origin(releasedOn), releasedOn, PieceType.QUEEN))) {
            // 4.7#h1: released on the promotion square as part of a legal move, the pawn may go to no other
            // square on this move; the promotion is finished there, any piece (4.4.4). Announced when the arbiter looks.
            st.turn.fix(new Duty(ObligationKind.PROMOTE_ON, releasedOn, st.turn.origin(releasedOn), null, null, -1,
                    List.of("4.7#h1", "4.4.4#h1"), Duty.Ground.RELEASED));
        }
        return List.of();
    }

    /**
     * The king's release may still be (part of) this castling: the touches do not forbid it (4.4.2)
     * and an obligation already in force does not exclude it — which keeps priority over 4.7.2.
     * True when there is no castling to ask about.
     */
    private static boolean castlingStillOpen(GameState st, Move castle) {
        if (castle == null) {
            return true;
        }
        Position p = st.position();
        Duty touchDuty = TouchMove.duty(p, st.turn.touches());
        int rook = touchDuty == null ? -1 : touchDuty.forbiddenCastleRook();
        int king = castle.from();
        if (rook >= 0 && (Square.file(rook) > Square.file(king)) == (Square.file(castle.to()) > Square.file(king))) {
            return false; // 4.4.2: the rook of that side was touched first
        }
        Duty d = Obligations.inForce(st);
        return d == null || d.permits(p, castle);
    }

    /**
     * FIDE 4.7.2#h1 with Guidelines II.3.1: the clock pressed while the board shows a king step that
     * {@link #examine} left open makes it the king move — castling is made only with the rook. Null
     * when the board shows no such step.
     */
    static List<Decision> kingStepAtPress(GameState st) {
        Move m = madeMove(st);
        Move castle = m == null ? null : CastlingCommitment.stepOrCastling(st.position(), m);
        if (castle == null) {
            return null;
        }
        return make(st, m, true, true, castle);
    }

    /** The legal move whose resulting placement is what stands on the board now, or null. */
    static Move madeMove(GameState st) {
        Position p = st.position();
        int[] changed = st.turn.changedSquares(p);
        if (changed.length == 0) {
            return null;
        }
        for (Move m : p.legalMoves()) {
            // a castling may leave the king (II.3.2.4) or the rook (II.3.2.3) where it stood
            boolean castling = MoveFacts.isCastling(p, m);
            if (!castling && (!contains(changed, m.from()) || !contains(changed, m.to()))) {
                continue;
            }
            Position after = p.play(m);
            if (samePlacement(after, st.turn)) {
                return m;
            }
        }
        return null;
    }

    private static boolean contains(int[] xs, int x) {
        for (int y : xs) {
            if (y == x) {
                return true;
            }
        }
        return false;
    }

    private static boolean samePlacement(Position after, Turn turn) {
        for (int sq = 0; sq < 64; sq++) {
            if (after.pieceAt(sq) != turn.at(sq)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The provisions that fix the made moment of this move: the made moment and the turn passing
     * (4.7, 1.3) are applied in passing; what fixes the moment of a capture, castling or promotion
     * decides it, unless the move was played as a whole ({@code inPassing}).
     */
    static Cite articles(Position p, Move m, boolean inPassing) {
        return articles(p, m, inPassing, List.of());
    }

    private static Cite articles(Position p, Move m, boolean inPassing, List<String> decidedAlso) {
        List<String> special = new ArrayList<>();
        if (MoveFacts.isCastling(p, m)) {
            special.add("4.7.2#h1");
            CastlingMove c = p.castling(m);
            if (p.variant() == Variant.CHESS960 && c != null) {
                special.add(c.method().article()); // II.3.2.1-II.3.2.4: how this castling was carried out
            }
        }
        if (MoveFacts.capturedSquare(p, m) >= 0) {
            special.add("4.7.1");
        }
        if (m.promotion() != null) {
            special.add("4.7.3");
            special.add("4.4.4");
        }
        Cite c = Cite.inPassing("4.7#h1");
        c = inPassing ? c.andInPassing(special.toArray(String[]::new)) : c.andDecided(special);
        return c.andDecided(decidedAlso).andInPassing("1.3");
    }

    /**
     * Makes the move official: checks it against the obligation in force (a breach is recorded
     * for the opponent to claim, 4.8), records MOVE_MADE when {@code announce}, advances the
     * game record, starts the opponent's turn, makes the mover's press due and (when
     * {@code endings}) applies the endings that need no claim.
     */
    static List<Decision> make(GameState st, Move m, boolean announce, boolean endings) {
        return make(st, m, announce, endings, null);
    }

    /** As above; {@code notCastling}: the castling a king step made at the clock press was not (4.7.2#h1), or null. */
    private static List<Decision> make(GameState st, Move m, boolean announce, boolean endings, Move notCastling) {
        List<Decision> out = new ArrayList<>();
        Position before = st.position();
        Color mover = before.sideToMove();
        Duty d = Obligations.inForce(st);
        OpenBreach.Breach breach = d != null && !d.permits(before, m)
                ? new OpenBreach.Breach(mover, st.game.mark(), before, d, false) : null;
        if (announce) {
            Piece piece = before.pieceAt(m.from());
            CastlingMove c = before.variant() == Variant.CHESS960 ? before.castling(m) : null;
            String tr = c != null
                    // II.3.2.6: king and rook stand on the squares of standard castling
                    ? "şah " + TurkishSquares.locative(c.kingTo()) + ", kale " + TurkishSquares.locative(c.rookTo()) + " duruyor"
                    : Words.ownAcc(piece.type(), m.from()) + " geçerli bir hamleyle " + TurkishSquares.dative(m.to()) + " bıraktı";
            String en = c != null
                    ? "the king stands on " + Square.name(c.kingTo()) + " and the rook on " + Square.name(c.rookTo())
                    : Words.pieceEn(piece, m.from()) + " was released on " + Square.name(m.to()) + " as a legal move";
            CastlingMove open = notCastling == null ? null : before.castling(notCastling);
            if (open != null) {
                Piece rook = before.pieceAt(open.rookFrom());
                tr += " ve " + Words.own(rook.type(), open.rookFrom()) + " " + TurkishSquares.dative(open.rookTo())
                        + " konmadan saate basıldı: bu rok değil, şah hamlesidir";
                en += ", and the clock was pressed before " + Words.pieceEn(rook, open.rookFrom()) + " was put on "
                        + Square.name(open.rookTo()) + ": a king move, not castling";
            }
            Cite cite = open == null ? articles(before, m, st.turn.quiet())
                    : articles(before, m, false, List.of("4.7.2#h1", "II.3.1"));
            if (st.clocks.latePress() == mover) {
                cite = cite.andDecided("6.2.1.2#h1"); // his previous move, never pressed, is completed by this one
                tr += " (önceki hamlesi saate basılmadan kalmıştı; bu hamleyle o da tamamlanmış olur)";
                en += " (his previous move, never completed by a press, is completed by this one)";
            }
            out.add(Decision.of(DecisionCode.MOVE_MADE, mover, cite,
                    Words.tr(mover) + " " + Words.moveTr(before, m) + " hamlesini yaptı: " + tr
                            + "; hamle sırası artık " + Words.at(mover.opposite()) + ".",
                    Words.en(mover) + " made the move " + Words.moveEn(before, m) + ": " + en + "; "
                            + Words.en(mover.opposite()) + " now has the move.")
                    .withSquares(c != null ? new int[] {c.kingFrom(), c.kingTo(), c.rookFrom(), c.rookTo()}
                            : new int[] {m.from(), m.to(), MoveFacts.capturedSquare(before, m)}));
        }
        if (breach != null) {
            out.add(Decision.of(DecisionCode.OBLIGATION_BREACHED, mover, withClaim(d.articles()),
                    Words.tr(mover) + " " + d.describeTr(before) + " zorundaydı ama " + Words.moveTr(before, m)
                            + " oynadı. Rakibi, bir taşa dokunmadan önce itiraz ederse hakem hamleyi geri aldırır.",
                    Words.en(mover) + " had to " + d.describeEn(before) + " but played " + Words.moveEn(before, m)
                            + ". If the opponent claims before touching a piece, the arbiter has the move taken back.")
                    .withSquares(d.square(), d.from(), m.from(), m.to()));
        }
        st.breach.moveMade(breach);
        st.game.play(m);
        st.turn.begin();
        st.turn.reset(st.position());
        st.clocks.moveMade(mover, m);
        if (endings && breach != null) {
            // 5.1.1#h3, 5.2.1#h2, 5.2.2#h2: an ending counts only if the move complied with 4.2-4.7;
            // it is settled once the opponent can no longer claim the breach (4.8)
            st.breach.deferEndings();
        } else if (endings) {
            out.addAll(AutomaticEndings.afterMove(st));
        }
        return out;
    }

    private static List<String> withClaim(List<String> articles) {
        List<String> a = new ArrayList<>(articles);
        a.add("4.8");
        return a;
    }
}
