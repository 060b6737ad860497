package dev.hakem.arbiter;

import dev.hakem.chess.CastlingMove;
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
 * The arbiter looks at the board when the clocks are paused (6.11) or at the end of a case,
 * before any clock press has completed what is on it. Nothing here is a completed illegal move
 * (7.5.1#h1): a second action after the made move is undone and the made move stands (4.7),
 * with any penalty left to the arbiter (12.9; commentary case 002-2); an unfinished castling or
 * promotion is not made yet (4.7.2, 4.7.3), nor a Chess960 king step that the rook may still
 * turn into castling (4.7.2 with II.3.1); a piece put on a square it cannot legally reach
 * goes back and touch-move (4.3) decides the move still owed.
 */
final class ArbiterExamination {
    private ArbiterExamination() {
    }

    static List<Decision> examine(GameState st) {
        Position official = st.position();
        Turn t = st.turn;
        if (t.showsOfficial(official) || t.officialButHeld(official)) {
            return List.of(); // nothing off its square but what the player holds: he is still making his move
        }
        if (st.rules.players().visuallyImpaired(official.sideToMove()) && MoveCompletion.madeMove(st) != null) {
            return List.of(); // D.2.3: the move on the special board waits for its announcement
        }
        List<Decision> out = new ArrayList<>();
        Color pending = st.clocks.awaiting();
        if (pending != null && t.disturbedAfterMove()) {
            String back = returned(st, true);
            String backEn = returned(st, false);
            int[] changed = t.changedSquares(official);
            t.reset(official);
            t.undisturb();
            out.add(Decision.of(DecisionCode.PIECE_RETURNED, pending, List.of("7.5.1#h1", "4.7#h1", "1.3"),
                    Words.tr(pending) + " hamlesini yaptıktan sonra tahtada bir taşı daha oynattı ama saatine basmadı: geçersiz hamle tamamlanmadı, "
                            + "ceza yok. Taş geri konur (" + back + "); yapılmış hamle geçerlidir.",
                    Words.en(pending) + " moved another piece after the move had been made but did not press the clock: no illegal move was completed, "
                            + "so there is no illegal-move penalty. The piece goes back (" + backEn + "); the move made stands.").withSquares(changed));
            out.add(ArbiterDiscretion.penalty(st, pending, List.of("4.7#h1"),
                    "Hakem oyuncuyu uyarabilir ya da orantılı bir yaptırım uygulayabilir.",
                    "The arbiter may warn the player or impose a proportionate penalty."));
            return out;
        }
        Color me = official.sideToMove();
        Move shown = MoveCompletion.madeMove(st);
        Move castle = shown == null ? null : CastlingCommitment.stepOrCastling(official, shown);
        CastlingMove open = castle == null ? null : official.castling(castle);
        if (open != null) {
            Piece rook = official.pieceAt(open.rookFrom());
            out.add(Decision.of(DecisionCode.MOVE_NOT_COMPLETED, me, List.of("4.7.2#h2", "II.3.1"),
                    Words.tr(me) + " şahını bir kare öteye, " + TurkishSquares.dative(shown.to()) + " bıraktı: "
                            + Words.own(rook.type(), open.rookFrom()) + " " + TurkishSquares.dative(open.rookTo())
                            + " konursa rok, saate basılırsa " + Words.moveTr(official, shown) + " hamlesi olur; hamle henüz yapılmadı.",
                    Words.en(me) + " released the king one square away, on " + Square.name(shown.to()) + ": with "
                            + Words.pieceEn(rook, open.rookFrom()) + " put on " + Square.name(open.rookTo())
                            + " it is castling, with the clock pressed the move " + Words.moveEn(official, shown)
                            + "; the move is not made yet."));
            return out;
        }
        Duty fixed = t.fixedDuty();
        if (fixed != null && fixed.ground() == Duty.Ground.KING_RELEASED) {
            out.add(Decision.of(DecisionCode.MOVE_NOT_COMPLETED, me, List.of("4.7.2#h2"),
                    Words.tr(me) + " şahını rok karesine bıraktı ama kalesini oynatmadı: hamle henüz yapılmadı; " + fixed.mustTr(official) + ".",
                    Words.en(me) + " released the king on its castling square but has not moved the rook: the move is not made yet; "
                            + Words.en(me) + " must " + fixed.describeEn(official) + "."));
            return out;
        }
        int rank = me == Color.WHITE ? 7 : 0;
        for (int f = 0; f < 8; f++) {
            int sq = Square.of(f, rank);
            if (t.at(sq) == Piece.of(me, PieceType.PAWN)) {
                out.add(Decision.of(DecisionCode.MOVE_NOT_COMPLETED, me, List.of("4.7.3", "4.6"),
                        Words.tr(me) + " piyonunu " + TurkishSquares.dative(sq) + " sürdü ama yerine yeni taş koymadı: terfi hamlesi henüz yapılmadı.",
                        Words.en(me) + " moved the pawn to " + Square.name(sq) + " but has not put a new piece in its place: the promotion is not made yet."));
                out.addAll(Obligations.announceIfChanged(st));
                return out;
            }
        }
        String back = returned(st, true);
        String backEn = returned(st, false);
        int[] changed = t.changedSquares(official);
        t.reset(official);
        out.add(Decision.of(DecisionCode.PIECE_RETURNED, me, List.of("7.5.1#h1", "3.10.2"),
                "Tahtadaki durum geçerli bir hamleye karşılık gelmiyor, ama saate basılmadığı için geçersiz hamle tamamlanmadı: ceza yok. "
                        + "Taşlar geri konur (" + back + ").",
                "The board shows no legal move, but the clock was not pressed, so no illegal move was completed: no penalty. "
                        + "The pieces go back (" + backEn + ").").withSquares(changed));
        out.addAll(Obligations.fixAndAnnounce(st, List.of()));
        return out;
    }

    private static String returned(GameState st, boolean turkish) {
        List<String> out = new ArrayList<>();
        Position official = st.position();
        for (int sq = 0; sq < 64; sq++) {
            Piece p = official.pieceAt(sq);
            if (st.turn.at(sq) != p && p != null) {
                out.add(turkish ? TurkishSquares.dative(sq) + " " + p.turkishName()
                        : p.englishName() + " back on " + Square.name(sq));
            }
        }
        return String.join(", ", out);
    }
}
