package dev.hakem.arbiter;

import dev.hakem.chess.Move;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
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
 */
record Duty(String kind, int square, int from, Boolean kingside, Move move, int forbiddenCastleRook,
            List<String> articles) {

    static Duty of(String kind, int square, List<String> articles) {
        return new Duty(kind, square, -1, null, null, -1, articles);
    }

    Duty withArticles(List<String> more) {
        java.util.List<String> all = new java.util.ArrayList<>(articles);
        for (String a : more) {
            if (!all.contains(a)) {
                all.add(a);
            }
        }
        return new Duty(kind, square, from, kingside, move, forbiddenCastleRook, all);
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
        switch (kind) {
            case "castle":
                return MoveFacts.isCastling(p, m) && m.from() == square
                        && (Square.file(m.to()) > Square.file(m.from())) == kingside;
            case "move-king":
            case "move-piece":
                return m.from() == square;
            case "capture-piece":
                return MoveFacts.capturedSquare(p, m) == square && (from < 0 || m.from() == from);
            case "play-move":
                return m.equals(move);
            default:
                return true;
        }
    }

    /** Same obligation on the same grounds, for "did it change?" checks. */
    boolean sameAs(Duty o) {
        return o != null && kind.equals(o.kind) && square == o.square && from == o.from && articles.equals(o.articles)
                && java.util.Objects.equals(kingside, o.kingside) && java.util.Objects.equals(move, o.move);
    }

    /** Turkish description: "d2'deki beyaz piyon ile hamle yapmak" etc. */
    String describeTr(Position p) {
        switch (kind) {
            case "castle":
                return kingside ? "şah kanadına rok yapmak (kısa rok, 0-0)" : "vezir kanadına rok yapmak (uzun rok, 0-0-0)";
            case "move-king":
                return "şahla (" + Square.name(square) + ") geçerli bir hamle yapmak (öteki yana rok dahil)";
            case "move-piece":
                return Words.pieceTr(p.pieceAt(square), square) + " ile hamle yapmak";
            case "capture-piece":
                return Words.pieceTr(p.pieceAt(square), square) + " taşını almak"
                        + (from >= 0 ? " (" + Words.pieceTr(p.pieceAt(from), from) + " ile)" : "");
            case "play-move":
                return "yazdığı " + Words.moveTr(p, move) + " hamlesini oynamak";
            default:
                return "herhangi bir geçerli hamle yapmak";
        }
    }

    /** English description: "move the white pawn on d2" etc. */
    String describeEn(Position p) {
        switch (kind) {
            case "castle":
                return "castle " + Words.side(kingside, false);
            case "move-king":
                return "make a legal move with the king on " + Square.name(square) + " (castling on the other side included)";
            case "move-piece":
                return "move " + Words.pieceEn(p.pieceAt(square), square);
            case "capture-piece":
                return "capture " + Words.pieceEn(p.pieceAt(square), square)
                        + (from >= 0 ? " with " + Words.pieceEn(p.pieceAt(from), from) : "");
            case "play-move":
                return "play the written move " + Words.moveEn(p, move);
            default:
                return "make any legal move";
        }
    }
}
