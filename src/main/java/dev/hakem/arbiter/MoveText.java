package dev.hakem.arbiter;

import dev.hakem.chess.ChessException;
import dev.hakem.chess.Move;
import dev.hakem.chess.PieceType;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the moves of a case: SAN with English (K Q R B N) or Turkish (Ş V K F A) piece letters,
 * castling as O-O / 0-0, or UCI ("e2e4", "e7e8q"), resolved against the legal moves of the
 * position. "K" is read as the king when a king move fits and as the Turkish rook (kale)
 * otherwise. Interim reader until dev.hakem.chess.notation lands.
 */
final class MoveText {
    private MoveText() {
    }

    /** A move token of a "moves" text and its 1-based number among the move tokens. */
    record Token(String text, int number) {
    }

    private static final Pattern NUMBER = Pattern.compile("^\\d+\\.+");
    private static final Pattern UCI = Pattern.compile("^([a-h][1-8])([a-h][1-8])([qrbn])?$");
    private static final Pattern SAN = Pattern.compile("^([KQRBNŞVFA])?([a-h])?([1-8])?[x:]?([a-h][1-8])(?:=?([QRBNVKFA]))?$");

    static List<Token> tokens(String moves) {
        List<Token> out = new ArrayList<>();
        for (String raw : moves.trim().split("\\s+")) {
            String t = NUMBER.matcher(raw).replaceFirst("");
            if (t.isEmpty() || t.equals("*") || t.equals("1-0") || t.equals("0-1") || t.equals("1/2-1/2") || t.equals("½-½")) {
                continue;
            }
            out.add(new Token(t, out.size() + 1));
        }
        return out;
    }

    /** The piece for a promotion letter in English or Turkish ("K" can only mean kale here); null if none. */
    static PieceType promotionPiece(String letter) {
        if (letter == null) {
            return null;
        }
        switch (letter.trim().toUpperCase(Locale.ROOT)) {
            case "Q": case "V": return PieceType.QUEEN;
            case "R": case "K": return PieceType.ROOK;
            case "B": case "F": return PieceType.BISHOP;
            case "N": case "A": return PieceType.KNIGHT;
            default: return null;
        }
    }

    static Move parse(Position p, String text) {
        String t = text.trim().replaceAll("[+#!?]+$", "").replace("e.p.", "").trim();
        if (t.equals("O-O") || t.equals("0-0") || t.equals("O-O-O") || t.equals("0-0-0")) {
            Move m = MoveFacts.castlingMove(p.kingSquare(p.sideToMove()), t.length() == 3);
            if (!p.isLegal(m)) {
                throw new ChessException("castling " + t + " is not legal here");
            }
            return m;
        }
        Matcher u = UCI.matcher(t);
        if (u.matches()) {
            PieceType promo = u.group(3) == null ? null : promotionPiece(u.group(3));
            Move m = new Move(Square.parse(u.group(1)), Square.parse(u.group(2)), promo);
            if (!p.isLegal(m)) {
                throw new ChessException("not a legal move here");
            }
            return m;
        }
        Matcher s = SAN.matcher(t);
        if (!s.matches()) {
            throw new ChessException("not a move in SAN (English or Turkish letters) or UCI");
        }
        String letter = s.group(1);
        List<PieceType> types = new ArrayList<>();
        if (letter == null) {
            types.add(PieceType.PAWN);
        } else if (letter.equals("K")) {
            types.add(PieceType.KING);
            types.add(PieceType.ROOK);
        } else {
            types.add(switch (letter) {
                case "Q", "V" -> PieceType.QUEEN;
                case "R" -> PieceType.ROOK;
                case "B", "F" -> PieceType.BISHOP;
                case "N", "A" -> PieceType.KNIGHT;
                default -> PieceType.KING; // Ş
            });
        }
        int to = Square.parse(s.group(4));
        int file = s.group(2) == null ? -1 : s.group(2).charAt(0) - 'a';
        int rank = s.group(3) == null ? -1 : s.group(3).charAt(0) - '1';
        PieceType promo = s.group(5) == null ? null : promotionPiece(s.group(5));
        for (PieceType type : types) {
            List<Move> found = new ArrayList<>();
            for (Move m : p.legalMoves()) {
                if (m.to() == to && p.pieceAt(m.from()).type() == type
                        && (file < 0 || Square.file(m.from()) == file) && (rank < 0 || Square.rank(m.from()) == rank)
                        && m.promotion() == promo && !(type == PieceType.KING && MoveFacts.isCastling(p, m))) {
                    found.add(m);
                }
            }
            if (found.size() == 1) {
                return found.get(0);
            }
            if (found.size() > 1) {
                throw new ChessException("ambiguous: " + found.size() + " legal moves fit");
            }
        }
        throw new ChessException("no legal move fits it here");
    }
}
