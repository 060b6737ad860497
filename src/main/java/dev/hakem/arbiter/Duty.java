package dev.hakem.arbiter;

import dev.hakem.chess.Move;
import dev.hakem.chess.PieceType;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import dev.hakem.chess.TurkishSquares;
import dev.hakem.chess.Variant;
import java.util.List;

/**
 * An obligation in force (touch-move and its relatives, or the intended move of 9.5.3), with what
 * is needed to test a move against it. Created only by the provision classes that decide it
 * ({@link TouchMove}, {@link KingAndRookTouch}, {@link CastlingCommitment}, {@link DrawClaim}).
 *
 * @param square             the square concerned, or -1
 * @param from               for a 4.3.3 capture: the own piece that must capture, else -1
 * @param kingside           for "castle": the side, else null
 * @param move               for "play-move": the move, else null
 * @param forbiddenCastleRook FIDE 4.4.2: castling with the rook on this square is forbidden on this move, or -1
 * @param ground             what created it
 */
record Duty(ObligationKind kind, int square, int from, Boolean kingside, Move move, int forbiddenCastleRook,
            List<String> articles, Ground ground) {

    /** What created an obligation. */
    enum Ground {
        /** FIDE 4.3–4.5: pieces touched. */
        TOUCH,
        /** FIDE 4.7.2#h2–h4: the king released alone on its castling square. */
        KING_RELEASED,
        /** FIDE 9.5.3#h3: the intended move of an incorrect claim. */
        INTENDED_MOVE,
        /** FIDE 4.7#h1: a piece released on a square as part of a legal move not yet made (a promotion under way). */
        RELEASED
    }

    Duty {
        articles = List.copyOf(articles);
    }

    /** An obligation created by touches. */
    static Duty of(ObligationKind kind, int square, List<String> articles) {
        return new Duty(kind, square, -1, null, null, -1, articles, Ground.TOUCH);
    }

    /** An obligation created by touches, with a capturing piece, castling side or forbidden castling. */
    static Duty touch(ObligationKind kind, int square, int from, Boolean kingside, int forbiddenCastleRook,
                      List<String> articles) {
        return new Duty(kind, square, from, kingside, null, forbiddenCastleRook, articles, Ground.TOUCH);
    }

    Duty withArticles(List<String> more) {
        java.util.List<String> all = new java.util.ArrayList<>(articles);
        for (String a : more) {
            if (!all.contains(a)) {
                all.add(a);
            }
        }
        return new Duty(kind, square, from, kingside, move, forbiddenCastleRook, all, ground);
    }

    Obligation toObligation() {
        return new Obligation(kind, square < 0 ? null : Square.name(square),
                kingside == null ? null : (kingside ? "kingside" : "queenside"), articles,
                from < 0 ? null : Square.name(from), move == null ? null : move.uci());
    }

    /** Whether the move fulfils this obligation in the position {@code p}. */
    boolean permits(Position p, Move m) {
        if (forbiddenCastleRook >= 0 && MoveFacts.isCastling(p, m)
                && (Square.file(m.to()) > Square.file(m.from())) == (Square.file(forbiddenCastleRook) > Square.file(m.from()))) {
            return false;
        }
        return switch (kind) {
            case CASTLE -> MoveFacts.isCastling(p, m) && m.from() == square
                    && (Square.file(m.to()) > Square.file(m.from())) == kingside;
            case MOVE_KING -> m.from() == square;
            // Chess960 reading (Guidelines II.3.2.4): a castling moves its rook, so it moves a touched rook
            case MOVE_PIECE -> m.from() == square || MoveFacts.castlesWithRook(p, m, square);
            case CAPTURE_PIECE -> MoveFacts.capturedSquare(p, m) == square && (from < 0 || m.from() == from);
            case PLAY_MOVE -> m.equals(move);
            case PROMOTE_ON -> m.from() == from && m.to() == square;
            case ANY_MOVE -> true;
        };
    }

    /** Same obligation on the same grounds, for "did it change?" checks. */
    boolean sameAs(Duty o) {
        return o != null && kind == o.kind && square == o.square && from == o.from && articles.equals(o.articles)
                && java.util.Objects.equals(kingside, o.kingside) && java.util.Objects.equals(move, o.move);
    }

    /** Turkish description: "d2'deki beyaz piyon ile hamle yapmak" etc. */
    String describeTr(Position p) {
        return switch (kind) {
            case CASTLE -> p.variant() == Variant.CHESS960
                    ? (kingside ? "g kanadına rok yapmak (kısa rok, 0-0)" : "c kanadına rok yapmak (uzun rok, 0-0-0)")
                    : kingside ? "şah kanadına rok yapmak (kısa rok, 0-0)" : "vezir kanadına rok yapmak (uzun rok, 0-0-0)";
            case MOVE_KING -> Words.ownWith(PieceType.KING, square) + " geçerli bir hamle yapmak (öbür yana rok da olur)";
            case MOVE_PIECE -> Words.ownWith(p.pieceAt(square).type(), square) + " hamle yapmak";
            case CAPTURE_PIECE -> Words.theirsAcc(p.pieceAt(square).color(), p.pieceAt(square).type(), square)
                    + (from >= 0 ? " " + Words.ownWith(p.pieceAt(from).type(), from) : "") + " almak";
            case PLAY_MOVE -> "yazdığı " + Words.moveTr(p, move) + " hamlesini oynamak";
            case PROMOTE_ON -> TurkishSquares.relative(from) + " piyonunun terfisini " + TurkishSquares.locative(square)
                    + " tamamlamak (hangi taşı koyacağı, taş kareye değene dek serbesttir)";
            case ANY_MOVE -> "herhangi bir geçerli hamle yapmak";
        };
    }

    /** The obligation as a Turkish predicate: "… zorundadır", or for any move "… yapabilir". */
    String mustTr(Position p) {
        return kind == ObligationKind.ANY_MOVE ? "herhangi bir geçerli hamle yapabilir" : describeTr(p) + " zorundadır";
    }

    /** English description: "move the white pawn on d2" etc. */
    String describeEn(Position p) {
        return switch (kind) {
            case CASTLE -> p.variant() == Variant.CHESS960
                    ? "castle on the " + (kingside ? "g-side (O-O)" : "c-side (O-O-O)")
                    : "castle " + Words.side(kingside, false);
            case MOVE_KING -> "make a legal move with the king on " + Square.name(square) + " (castling on the other side included)";
            case MOVE_PIECE -> "move " + Words.pieceEn(p.pieceAt(square), square);
            case CAPTURE_PIECE -> "capture " + Words.pieceEn(p.pieceAt(square), square)
                    + (from >= 0 ? " with " + Words.pieceEn(p.pieceAt(from), from) : "");
            case PLAY_MOVE -> "play the written move " + Words.moveEn(p, move);
            case PROMOTE_ON -> "complete the promotion of the pawn from " + Square.name(from) + " on " + Square.name(square)
                    + " (the choice of piece is free until it touches the square)";
            case ANY_MOVE -> "make any legal move";
        };
    }
}
