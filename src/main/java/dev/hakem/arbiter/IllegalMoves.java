package dev.hakem.arbiter;

import dev.hakem.chess.CastlingMove;
import dev.hakem.chess.CastlingSide;
import dev.hakem.chess.Color;
import dev.hakem.chess.Legality;
import dev.hakem.chess.Move;
import dev.hakem.chess.Piece;
import dev.hakem.chess.PieceType;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import dev.hakem.chess.Variant;
import dev.hakem.chess.Verdict;
import dev.hakem.chess.Violation;
import dev.hakem.chess.TurkishSquares;
import java.util.ArrayList;
import java.util.List;

/**
 * FIDE 7.5.1–7.5.4: completed illegal moves and the corrective action. An illegal move is
 * completed only by the clock press (7.5.1#h1); an irregular action not followed by a press is
 * dealt with by {@link ArbiterExamination} and is no illegal move (commentary case 002-2). The
 * penalty that follows every completed illegal move is {@link IllegalMovePenalty} (7.5.5).
 */
final class IllegalMoves {
    private IllegalMoves() {
    }

    /**
     * FIDE 7.5.1 with 4.7 and 1.3: a second action after the move was made (same piece again,
     * another piece, or another promotion piece, 4.4.4), completed by the press. The position immediately before the irregularity is
     * the one after the made move, so the made move stands and the opponent has the move.
     */
    static List<Decision> actionAfterMade(GameState st, Color by, boolean twoHands, boolean promotion) {
        List<Decision> out = new ArrayList<>();
        List<String> a = new ArrayList<>(List.of("7.5.1#h1", "4.7#h1", "1.3"));
        if (promotion) {
            a.add("4.4.4"); // the promotion piece, once on the square, was final
        }
        if (twoHands) {
            a.add("7.5.4");
            a.add("4.1");
        }
        out.add(Decision.of(DecisionCode.ILLEGAL_MOVE, by, a,
                Words.tr(by) + " hamlesini yaptıktan sonra tahtada bir taşı daha oynattı ve saatine bastı: "
                        + "hamle sırası artık rakipte olduğundan bu, tamamlanmış bir geçersiz hamledir.",
                Words.en(by) + " moved a piece again after the move had been made and pressed the clock: "
                        + "the opponent already had the move, so this is a completed illegal move.").withSquares(st.turn.changedSquares(st.position())));
        out.add(reinstate(st, by, "bu konum, yapılmış olan son hamlenin ardından oluşan konumdur; o hamle geçerli kalır.",
                "the position immediately before the irregularity is the one after the move already made, which stands."));
        out.addAll(IllegalMovePenalty.apply(st, by));
        return out;
    }

    /**
     * FIDE 7.5.4 with 4.1: a legal move made with two hands and completed; the move stands, the press is penalised.
     *
     * <p>The settled reading (one place: this method): 7.5.4 treats the two-handed move as an
     * illegal move for the penalty only; a move that is itself legal is not taken back, so no
     * earlier position is reinstated.
     */
    static List<Decision> twoHands(GameState st, Color by) {
        List<Decision> out = new ArrayList<>();
        out.add(Decision.of(DecisionCode.ILLEGAL_MOVE, by, List.of("7.5.4", "4.1"),
                Words.tr(by) + " hamlesini iki eliyle yapıp saatine bastı: bu, geçersiz hamle gibi cezalandırılır; "
                        + "hamlenin kendisi kurallara uygun olduğundan tahtada kalır.",
                Words.en(by) + " made the move with two hands and pressed the clock: this is penalised as an illegal move; "
                        + "the move itself was legal and stays on the board."));
        out.addAll(IllegalMovePenalty.apply(st, by));
        return out;
    }

    /** The press of the player having the move when no move has been made: 7.5.3, 7.5.2 or 7.5.1. */
    static List<Decision> completedWithoutMove(GameState st, Color by, boolean twoHands) {
        List<Decision> out = new ArrayList<>();
        List<String> hands = twoHands ? List.of("7.5.4", "4.1") : List.of();
        Position official = st.position();
        if (st.turn.showsOfficial(official)) {
            List<String> a = new ArrayList<>(List.of("7.5.3"));
            a.addAll(hands);
            out.add(Decision.of(DecisionCode.ILLEGAL_MOVE, by, a,
                    Words.tr(by) + " hamle yapmadan saatine bastı: bu, geçersiz hamle sayılır ve öyle cezalandırılır; "
                            + "hamle sırası yine kendisindedir.",
                    Words.en(by) + " pressed the clock without making a move: this counts, and is penalised, as an illegal move; "
                            + Words.en(by) + " still has the move."));
            out.addAll(IllegalMovePenalty.apply(st, by));
            return out;
        }
        Move queen = unfinishedPromotion(st, by);
        if (queen != null) {
            List<String> a = new ArrayList<>(List.of("7.5.2#h1"));
            a.addAll(hands);
            out.add(Decision.of(DecisionCode.ILLEGAL_MOVE, by, a,
                    Words.tr(by) + " piyonunu " + TurkishSquares.dative(queen.to()) + " sürüp yerine yeni taş koymadan saatine bastı: geçersiz hamle.",
                    Words.en(by) + " moved a pawn to " + Square.name(queen.to()) + " and pressed the clock without putting a new piece there: an illegal move.").withSquares(st.turn.changedSquares(official)));
            out.add(Decision.of(DecisionCode.PROMOTED_TO_QUEEN, by, List.of("7.5.2#h2"),
                    "Piyonun yerine " + TurkishSquares.dative(queen.to()) + " " + by.turkish() + " bir vezir konur.",
                    "The pawn on " + Square.name(queen.to()) + " is replaced by a " + by.english().toLowerCase(java.util.Locale.ROOT) + " queen.").withSquares(queen.from(), queen.to()));
            out.addAll(MoveCompletion.make(st, queen, false, false));
            st.clocks.pressed();
            out.addAll(IllegalMovePenalty.apply(st, by));
            if (!st.game.over()) {
                out.addAll(AutomaticEndings.afterMove(st));
            }
            return out;
        }
        Duty fixed = st.turn.fixedDuty();
        boolean kingTwo = fixed != null && fixed.ground() == Duty.Ground.KING_RELEASED
                && st.turn.changedSquares(official).length == 2;
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
            whyTr = v.violations().stream().map(Violation::tr).collect(java.util.stream.Collectors.joining(" "));
            whyEn = v.violations().stream().map(Violation::en).collect(java.util.stream.Collectors.joining(" "));
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
        out.add(Decision.of(DecisionCode.ILLEGAL_MOVE, by, a,
                Words.tr(by) + " saatine bastı ve geçersiz bir hamleyi tamamladı. " + whyTr,
                Words.en(by) + " pressed the clock and so completed an illegal move. " + whyEn).withSquares(st.turn.changedSquares(official)));
        out.add(reinstate(st, by, "geçersiz hamle geri alınır.",
                "the position immediately before the illegal move is reinstated."));
        out.addAll(IllegalMovePenalty.apply(st, by));
        if (!st.game.over()) {
            out.addAll(Obligations.fixAndAnnounce(st, List.of("7.5.1#h4")));
        }
        return out;
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
