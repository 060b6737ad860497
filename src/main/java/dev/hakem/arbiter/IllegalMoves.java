package dev.hakem.arbiter;

import dev.hakem.chess.CastlingMove;
import dev.hakem.chess.CastlingSide;
import dev.hakem.chess.ChessException;
import dev.hakem.chess.Color;
import dev.hakem.chess.Legality;
import dev.hakem.chess.Move;
import dev.hakem.chess.Piece;
import dev.hakem.chess.PieceType;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import dev.hakem.chess.TurkishSquares;
import dev.hakem.chess.Variant;
import dev.hakem.chess.Verdict;
import dev.hakem.chess.Violation;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * FIDE 7.5.1–7.5.4: completed illegal moves and the corrective action. An illegal move is
 * completed only by the clock press (7.5.1#h1); an irregular action not followed by a press is
 * dealt with by {@link ArbiterExamination} and is no illegal move (commentary case 002-2).
 *
 * <p>One path for every completed irregularity: it is described once ({@link Irregularity}), goes on
 * the record as the board shows it, and is ruled on when somebody makes it known — at once when the
 * arbiter sees it happen (full supervision), or later on a claim or when the arbiter notices it
 * ({@link IllegalMoveClaim}, {@link ArbiterNotice}); under lesser supervision only while the opponent
 * has not made his next move (A.5.2). Ruling on it applies the corrective action of 7.5.1–7.5.4 —
 * the position immediately before it reinstated (the moves after it void), the pawn replaced by a
 * queen, or nothing for a legal move made with two hands — and then the penalty of 7.5.5
 * ({@link IllegalMovePenalty}).
 */
final class IllegalMoves {
    private IllegalMoves() {
    }

    // ---- completed at the clock press ------------------------------------------------------

    /**
     * FIDE 7.5.1 with 4.7 and 1.3: a second action after the move was made (same piece again,
     * another piece, or another promotion piece, 4.4.4), completed by the press. The position
     * immediately before the irregularity is the one after the made move, so the made move stands
     * and the opponent has the move.
     */
    static List<Decision> actionAfterMade(GameState st, Color by, boolean twoHands, boolean promotion) {
        List<String> a = new ArrayList<>(List.of("7.5.1#h1", "4.7#h1", "1.3"));
        if (promotion) {
            a.add("4.4.4"); // the promotion piece, once on the square, was final
        }
        if (twoHands) {
            a.add("7.5.4");
            a.add("4.1");
        }
        Position official = st.position();
        int[] squares = st.turn.changedSquares(official);
        Position shown = physical(st, official, null, false);
        return completed(st, new Irregularity(Irregularity.Kind.ILLEGAL_MOVE, by, st.game.history().plies() + 1,
                shown != null, null, List.of(), null, a,
                Words.tr(by) + " hamlesini yaptıktan sonra tahtada bir taşı daha oynattı ve saatine bastı: "
                        + "hamle sırası artık rakipte olduğundan bu, tamamlanmış bir geçersiz hamledir.",
                Words.en(by) + " moved a piece again after the move had been made and pressed the clock: "
                        + "the opponent already had the move, so this is a completed illegal move.", squares), shown);
    }

    /**
     * FIDE 7.5.4 with 4.1: a legal move made with two hands and completed; the move stands, the press is penalised.
     *
     * <p>The settled reading (one place: this method): 7.5.4 treats the two-handed move as an
     * illegal move for the penalty only; a move that is itself legal is not taken back, so no
     * earlier position is reinstated.
     */
    static List<Decision> twoHands(GameState st, Color by) {
        Irregularity irr = new Irregularity(Irregularity.Kind.TWO_HANDS, by, st.game.history().plies(), true, null,
                List.of(), null, List.of("7.5.4", "4.1"),
                Words.tr(by) + " hamlesini iki eliyle yapıp saatine bastı: bu, geçersiz hamle gibi cezalandırılır; "
                        + "hamlenin kendisi kurallara uygun olduğundan tahtada kalır.",
                Words.en(by) + " made the move with two hands and pressed the clock: this is penalised as an illegal move; "
                        + "the move itself was legal and stays on the board.", new int[0]);
        return completed(st, irr, null);
    }

    /** The press of the player having the move when no move has been made: 7.5.3, 7.5.2 or 7.5.1. */
    static List<Decision> completedWithoutMove(GameState st, Color by, boolean twoHands) {
        List<String> hands = twoHands ? List.of("7.5.4", "4.1") : List.of();
        Position official = st.position();
        int next = st.game.history().plies() + 1;
        if (st.turn.showsOfficial(official)) {
            List<String> a = new ArrayList<>(List.of("7.5.3"));
            a.addAll(hands);
            Position shown = official.afterIrregularAction(official.placement(), null);
            return completed(st, new Irregularity(Irregularity.Kind.NO_MOVE, by, next, true, null, List.of(), null, a,
                    Words.tr(by) + " hamle yapmadan saatine bastı: bu, geçersiz hamle sayılır ve öyle cezalandırılır; "
                            + "hamle sırası yine kendisindedir.",
                    Words.en(by) + " pressed the clock without making a move: this counts, and is penalised, as an illegal move; "
                            + Words.en(by) + " still has the move.", new int[0]), shown);
        }
        Move queen = unfinishedPromotion(st, by);
        int[] squares = st.turn.changedSquares(official);
        List<Integer> touched = st.turn.touches();
        Duty fixed = st.turn.fixedDuty();
        if (queen != null) {
            List<String> a = new ArrayList<>(List.of("7.5.2#h1"));
            a.addAll(hands);
            Position shown = physical(st, official, new Move(queen.from(), queen.to(), null), true);
            return completed(st, new Irregularity(Irregularity.Kind.UNFINISHED_PROMOTION, by, next, shown != null, queen,
                    touched, fixed, a,
                    Words.tr(by) + " piyonunu " + TurkishSquares.dative(queen.to()) + " sürüp yerine yeni taş koymadan saatine bastı: geçersiz hamle.",
                    Words.en(by) + " moved a pawn to " + Square.name(queen.to()) + " and pressed the clock without putting a new piece there: an illegal move.",
                    squares), shown);
        }
        boolean kingTwo = fixed != null && fixed.ground() == Duty.Ground.KING_RELEASED && squares.length == 2;
        Move observed = observedMove(st, by);
        Verdict v = observed == null ? null : Legality.explain(official, observed);
        List<String> a = new ArrayList<>(List.of("7.5.1#h1", "3.10.2"));
        String whyTr;
        String whyEn;
        CastlingMove begun = chess960CastlingBegun(st, fixed, official);
        if (begun != null) {
            a.addAll(List.of("II.3.1", "II.3.2.6"));
            String side = begun.side() == CastlingSide.G_SIDE ? "g" : "c";
            whyTr = "Şah, " + side + " kanadına rokun onu koyduğu " + TurkishSquares.locative(begun.kingTo())
                    + " duruyor, ama " + TurkishSquares.relative(begun.rookFrom()) + " kale bu rokun onu koyduğu "
                    + TurkishSquares.locative(begun.rookTo()) + " değil (Yönergeler II.3.2.6): rok, kuralda tanımlandığı"
                    + " gibi yapılmadı.";
            whyEn = "The king stands on " + Square.name(begun.kingTo()) + ", where castling on the " + side
                    + "-side puts it, but the rook from " + Square.name(begun.rookFrom()) + " does not stand on "
                    + Square.name(begun.rookTo()) + ", where that castling puts it (Guidelines II.3.2.6): castling was"
                    + " not carried out as defined.";
        } else if (v != null && !v.legal()) {
            a.addAll(v.articles());
            whyTr = v.violations().stream().map(Violation::tr).collect(Collectors.joining(" "));
            whyEn = v.violations().stream().map(Violation::en).collect(Collectors.joining(" "));
        } else if (kingTwo) {
            a.add("3.8.2#h2");
            whyTr = "Şah iki kare gitti ama kale oynamadı; rok, kuralda tanımlandığı gibi yapılmadı.";
            whyEn = "The king went two squares but the rook was not moved; castling was not carried out as defined.";
        } else if (movedOpponentsPiece(st, by) >= 0) {
            int sq = movedOpponentsPiece(st, by);
            a.add("1.1");
            int was = st.turn.origin(sq);
            whyTr = "Rakibinin taşını oynattı (" + Words.theirsAcc(st.turn.at(sq).color(), st.turn.at(sq).type(), was) + " "
                    + TurkishSquares.dative(sq) + " götürdü); her oyuncu yalnızca kendi taşlarını oynatır.";
            whyEn = "The opponent's piece was moved (" + Words.pieceEn(st.turn.at(sq), was) + ", to " + Square.name(sq)
                    + "); each player moves only his own pieces.";
        } else {
            whyTr = "Tahtadaki durum geçerli bir hamleye karşılık gelmiyor.";
            whyEn = "What stands on the board is not the result of any legal move.";
        }
        a.addAll(hands);
        Position shown = physical(st, official, observed, true);
        return completed(st, new Irregularity(Irregularity.Kind.ILLEGAL_MOVE, by, next, shown != null, null, touched,
                fixed, a,
                Words.tr(by) + " saatine bastı ve geçersiz bir hamleyi tamamladı. " + whyTr,
                Words.en(by) + " pressed the clock and so completed an illegal move. " + whyEn, squares), shown);
    }

    /** The board as a position (the turn passing or not), or null when it cannot be one (a king off the board). */
    private static Position physical(GameState st, Position official, Move shown, boolean turnPasses) {
        Piece[] placement = new Piece[64];
        for (int sq = 0; sq < 64; sq++) {
            placement[sq] = st.turn.at(sq);
        }
        try {
            return official.afterIrregularAction(placement, shown, turnPasses);
        } catch (ChessException noKing) {
            return null;
        }
    }

    /**
     * The irregularity has been completed by the press. Under full supervision the arbiter sees it and
     * rules at once; otherwise it goes on the record as the board shows it, the press completes it on
     * the clock (the increment is added) and the opponent has the move — until somebody makes it known.
     */
    private static List<Decision> completed(GameState st, Irregularity irr, Position shown) {
        if (irr.kind() != Irregularity.Kind.TWO_HANDS && shown != null) {
            st.game.playIrregular(shown, shown.lastMove());
        }
        if (st.rules.supervision() == Supervision.FULL || !irr.played()) {
            return rule(st, irr, List.of());
        }
        st.unnoticed.add(irr);
        Color by = irr.offender();
        st.clocks.completeMove(by, st.game.history().position(Math.max(0, irr.ply() - 1)).fullmoveNumber());
        if (irr.kind() != Irregularity.Kind.TWO_HANDS) {
            st.breach.moveMade(null);
            st.turn.begin();
            st.turn.reset(st.position());
        }
        return List.of();
    }

    // ---- moves of the record ---------------------------------------------------------------

    /**
     * FIDE 7.5.1, 7.5.2: a move of the case's record that broke the Laws, now on the record as made at
     * ply {@code ply}: what it is, for ruling on it when somebody makes it known.
     */
    static Irregularity recorded(Position before, Move made, int ply) {
        Color by = before.sideToMove();
        Piece piece = before.pieceAt(made.from());
        Move queen = new Move(made.from(), made.to(), PieceType.QUEEN);
        int rank = Square.rank(made.to());
        List<Integer> touched = new ArrayList<>(List.of(made.from()));
        Position after = before.playAsMade(made);
        int castlingRook = -1;
        for (int sq = 0; sq < 64; sq++) {
            Piece was = before.pieceAt(sq);
            if (sq != made.from() && sq != made.to() && was != null && after.pieceAt(sq) != was) {
                if (was.color() == by) {
                    castlingRook = sq; // the rook carried across in castling
                } else {
                    touched.add(sq); // a pawn taken en passant
                }
            }
        }
        if (castlingRook >= 0) {
            touched.add(castlingRook);
        }
        if (before.pieceAt(made.to()) != null) {
            touched.add(made.to());
        }
        int[] squares = {made.from(), made.to()};
        if (piece.type() == PieceType.PAWN && made.promotion() == null && (rank == 7 || rank == 0)
                && before.isLegal(queen)) {
            return new Irregularity(Irregularity.Kind.UNFINISHED_PROMOTION, by, ply, true, queen, touched, null,
                    List.of("7.5.2#h1"),
                    Words.tr(by) + " piyonunu " + TurkishSquares.dative(made.to()) + " sürüp yerine yeni taş koymadan saatine bastı: geçersiz hamle.",
                    Words.en(by) + " moved a pawn to " + Square.name(made.to())
                            + " and pressed the clock without putting a new piece there: an illegal move.", squares);
        }
        Verdict v = Legality.explain(before, made);
        List<String> a = new ArrayList<>(List.of("7.5.1#h1", "3.10.2"));
        a.addAll(v.articles());
        String move = Words.numbered(before, Square.name(made.from()) + "-" + Square.name(made.to()));
        return new Irregularity(Irregularity.Kind.ILLEGAL_MOVE, by, ply, true, null, touched, null, a,
                Words.tr(by) + " " + move + " hamlesini yapıp saatine bastı: tamamlanmış bir geçersiz hamle. "
                        + v.violations().stream().map(Violation::tr).collect(Collectors.joining(" ")),
                Words.en(by) + " played " + move + " and pressed the clock: a completed illegal move. "
                        + v.violations().stream().map(Violation::en).collect(Collectors.joining(" ")), squares);
    }

    // ---- ruling -------------------------------------------------------------------------------

    /**
     * FIDE 7.5.1–7.5.5: the arbiter rules on a completed irregularity: ILLEGAL_MOVE (with 6.2.1#h2, the
     * press that completed it, and citing also {@code also}, e.g. A.5.2 when it was made known in time under lesser supervision), the corrective
     * action, the penalty, and for a reinstated position the move still owed (7.5.1#h4: 4.3, 4.7).
     */
    static List<Decision> rule(GameState st, Irregularity irr, List<String> also) {
        List<Decision> out = new ArrayList<>();
        Color by = irr.offender();
        List<String> a = new ArrayList<>(irr.articles());
        for (String x : also) {
            if (!a.contains(x)) {
                a.add(x);
            }
        }
        if (irr.kind() == Irregularity.Kind.ILLEGAL_MOVE && !a.contains("6.2.1#h2")) {
            a.add(a.indexOf("7.5.1#h1") + 1, "6.2.1#h2"); // the press completed it: only a completed move counts (7.5.1)
        }
        out.add(Decision.of(DecisionCode.ILLEGAL_MOVE, by, a, irr.tr(), irr.en()).withSquares(irr.squares()));
        st.unnoticed.ruled(irr);
        int later = irr.played() ? st.game.history().plies() - irr.ply() : 0;
        switch (irr.kind()) {
            case ILLEGAL_MOVE -> {
                backTo(st, irr);
                boolean afterMade = irr.articles().contains("4.7#h1");
                String tr = afterMade
                        ? "bu konum, yapılmış olan son hamlenin ardından oluşan konumdur; o hamle geçerli kalır."
                        : "geçersiz hamle geri alınır.";
                String en = afterMade
                        ? "the position immediately before the irregularity is the one after the move already made, which stands."
                        : "the position immediately before the illegal move is reinstated.";
                if (later > 0) {
                    tr += " Ondan sonra oynanan " + later + " yarım hamle geçersizdir.";
                    en += " The " + later + (later == 1 ? " half-move" : " half-moves") + " played after it no longer stand.";
                }
                out.add(reinstate(st, by, tr, en));
            }
            case NO_MOVE -> {
                backTo(st, irr);
                st.turn.reset(st.position());
            }
            case UNFINISHED_PROMOTION -> {
                backTo(st, irr);
                st.turn.reset(st.position());
                Move queen = irr.queen();
                out.add(Decision.of(DecisionCode.PROMOTED_TO_QUEEN, by, List.of("7.5.2#h2"),
                        "Piyonun yerine " + TurkishSquares.dative(queen.to()) + " " + by.turkish() + " bir vezir konur.",
                        "The pawn on " + Square.name(queen.to()) + " is replaced by a " + by.english().toLowerCase(java.util.Locale.ROOT) + " queen.")
                        .withSquares(queen.from(), queen.to()));
                out.addAll(MoveCompletion.make(st, queen, false, false));
                st.clocks.pressed();
            }
            case TWO_HANDS -> {
            }
        }
        out.addAll(IllegalMovePenalty.apply(st, by));
        st.unnoticed.corrected(irr, st.game.history().plies());
        if (st.game.over()) {
            return out;
        }
        if (irr.kind() == Irregularity.Kind.UNFINISHED_PROMOTION) {
            out.addAll(AutomaticEndings.afterMove(st));
        } else if (irr.kind() == Irregularity.Kind.ILLEGAL_MOVE && st.game.toMove() == by) {
            out.addAll(Obligations.fixAndAnnounce(st, List.of("7.5.1#h4")));
        }
        return out;
    }

    /**
     * The game goes back to the position before the irregularity: the record, the clocks' pending
     * presses, the turn (the replacing move's touches are the offender's, 7.5.1#h4) and an open breach.
     * The board itself is put back by the caller.
     */
    private static void backTo(GameState st, Irregularity irr) {
        if (!irr.played()) {
            return;
        }
        st.game.backTo(irr.ply() - 1);
        st.unnoticed.truncated(irr.ply() - 1);
        st.clocks.pressed();
        st.clocks.latePressed();
        st.breach.closed();
        if (irr.kind() == Irregularity.Kind.ILLEGAL_MOVE && !irr.articles().contains("4.7#h1")) {
            boolean sameTurn = !st.turn.touches().isEmpty() && st.turn.touches().equals(irr.touched());
            if (!sameTurn) {
                st.turn.begin();
                for (int sq : irr.touched()) {
                    st.turn.touch(sq);
                }
                if (irr.fixed() != null) {
                    st.turn.fix(irr.fixed());
                }
            }
        }
    }

    /**
     * The move the board shows when exactly one piece of {@code by} stands off its square (with a
     * new piece on the last rank read as a promotion), or null when it shows no single move.
     */
    private static Move observedMove(GameState st, Color by) {
        List<Move> moved = new ArrayList<>();
        Position official = st.position();
        Move castling = chess960CastlingShown(st, official);
        if (castling != null) {
            return castling;
        }
        for (int sq = 0; sq < 64; sq++) {
            Piece p = st.turn.at(sq);
            int from = st.turn.origin(sq);
            if (p != null && p.color() == by && from >= 0 && from != sq) {
                Piece was = official.pieceAt(from);
                PieceType promo = was.type() == PieceType.PAWN && p.type() != PieceType.PAWN ? p.type() : null;
                moved.add(new Move(from, sq, promo));
            }
        }
        if (moved.size() == 1) {
            return moved.get(0);
        }
        if (moved.size() == 2) {
            // castling carried out with both pieces: the king's two-square move with the rook beside it
            for (Move m : moved) {
                Move other = moved.get(0) == m ? moved.get(1) : moved.get(0);
                if (MoveFacts.isCastling(official, m) && official.pieceAt(other.from()).type() == PieceType.ROOK
                        && other.to() == (m.from() + m.to()) / 2) {
                    return m;
                }
            }
        }
        return null;
    }

    /**
     * Guidelines II.3.2.6 with FIDE 4.7.2#h2: in Chess960, the castling the player was bound to make
     * after releasing the king alone on its castling square, when the clock was pressed without it
     * (the king still there, its rook not on its castling square); else null.
     */
    private static CastlingMove chess960CastlingBegun(GameState st, Duty fixed, Position official) {
        if (official.variant() != Variant.CHESS960 || fixed == null || fixed.kind() != ObligationKind.CASTLE
                || fixed.ground() != Duty.Ground.KING_RELEASED) {
            return null;
        }
        CastlingMove c = official.castling(MoveFacts.castlingMove(official, fixed.kingside()));
        return c != null && st.turn.at(c.kingTo()) == official.pieceAt(c.kingFrom())
                && st.turn.at(c.rookTo()) != official.pieceAt(c.rookFrom()) ? c : null;
    }

    /**
     * Guidelines II.3: in Chess960, the castling move (the king taking its rook) when the board shows
     * king and rook on the squares castling on one side would give them (II.3.2.6) — whatever the
     * way it was carried out (II.3.2.1–II.3.2.4) — though castling is not legal here; else null.
     */
    private static Move chess960CastlingShown(GameState st, Position official) {
        if (official.variant() != Variant.CHESS960) {
            return null;
        }
        for (CastlingSide side : CastlingSide.values()) {
            Move castle = official.castlingMove(side);
            if (castle == null) {
                continue;
            }
            int rank = Square.rank(castle.from());
            int kingTo = Square.of(side.kingFile(), rank);
            int rookTo = Square.of(side.rookFile(), rank);
            Piece king = official.pieceAt(castle.from());
            Piece rook = official.pieceAt(castle.to());
            boolean shown = true;
            for (int sq = 0; sq < 64 && shown; sq++) {
                Piece expected = sq == kingTo ? king : sq == rookTo ? rook
                        : sq == castle.from() || sq == castle.to() ? null : official.pieceAt(sq);
                shown = st.turn.at(sq) == expected;
            }
            if (shown) {
                return castle;
            }
        }
        return null;
    }

    /** FIDE 1.1: the square where an opponent's piece now stands after {@code by} carried it, or -1. */
    private static int movedOpponentsPiece(GameState st, Color by) {
        for (int sq = 0; sq < 64; sq++) {
            Piece p = st.turn.at(sq);
            if (p != null && p.color() != by && st.turn.origin(sq) >= 0 && st.turn.origin(sq) != sq) {
                return sq;
            }
        }
        return -1;
    }

    /**
     * FIDE 7.5.2: the queen promotion when a pawn of {@code by} was moved to the last rank (capturing
     * or not) and no new piece replaced it — the pawn still stands there, or was taken off it by hand —
     * with the rest of the board as after that move; else null.
     */
    private static Move unfinishedPromotion(GameState st, Color by) {
        int rank = by == Color.WHITE ? 7 : 0;
        Piece pawn = Piece.of(by, PieceType.PAWN);
        for (int f = 0; f < 8; f++) {
            int sq = Square.of(f, rank);
            if (st.turn.at(sq) == pawn && st.turn.origin(sq) >= 0) {
                return queenIfTheRestFits(st, new Move(st.turn.origin(sq), sq, PieceType.QUEEN), pawn);
            }
        }
        for (Turn.Lifted l : st.turn.liftedOff()) {
            if (l.piece() == pawn && l.origin() >= 0 && Square.rank(l.from()) == rank && st.turn.at(l.from()) == null) {
                return queenIfTheRestFits(st, new Move(l.origin(), l.from(), PieceType.QUEEN), null);
            }
        }
        return null;
    }

    /** The move when it is legal and the board shows its position with {@code onSquare} on its target square. */
    private static Move queenIfTheRestFits(GameState st, Move m, Piece onSquare) {
        Position p = st.position();
        if (!p.isLegal(m)) {
            return null;
        }
        Position after = p.play(m);
        for (int x = 0; x < 64; x++) {
            Piece expected = x == m.to() ? onSquare : after.pieceAt(x);
            if (st.turn.at(x) != expected) {
                return null;
            }
        }
        return m;
    }

    /** FIDE 7.5.1#h2/#h5: the pieces go back to the official position; play continues from it. */
    private static Decision reinstate(GameState st, Color by, String whyTr, String whyEn) {
        List<String> backTr = new ArrayList<>();
        List<String> backEn = new ArrayList<>();
        Position p = st.position();
        int[] restored = st.turn.changedSquares(p);
        for (int sq = 0; sq < 64; sq++) {
            Piece official = p.pieceAt(sq);
            if (official != null && st.turn.at(sq) != official) {
                backTr.add(TurkishSquares.dative(sq) + " " + official.turkishName());
                backEn.add(Words.pieceEn(official, sq).replaceFirst("^the ", "").replace(" on ", " back on "));
            }
        }
        st.turn.reset(p);
        return Decision.of(DecisionCode.POSITION_REINSTATED, by, List.of("7.5.1#h2", "7.5.1#h5"),
                "Kuraldışılıktan hemen önceki konuma dönülür: " + whyTr + (backTr.isEmpty() ? "" : " Geri konan taşlar: " + String.join(", ", backTr) + ".")
                        + " FEN: " + p.fen(),
                "Position reinstated: " + whyEn + (backEn.isEmpty() ? "" : " Put back: " + String.join(", ", backEn) + ".")
                        + " FEN: " + p.fen()).withSquares(restored).withFen(p.fen());
    }
}
