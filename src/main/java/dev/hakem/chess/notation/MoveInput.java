package dev.hakem.chess.notation;

import dev.hakem.chess.CastlingSide;
import dev.hakem.chess.ChessException;
import dev.hakem.chess.Move;
import dev.hakem.chess.Position;
import dev.hakem.chess.Color;
import dev.hakem.chess.Legality;
import dev.hakem.chess.Piece;
import dev.hakem.chess.PieceType;
import dev.hakem.chess.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A move as a person types it: UCI ("e2e4", "e7e8q") or SAN in English or Turkish letters
 * (FIDE App. C). One entry point for the arbiter, the CLI and the scenarios.
 */
public final class MoveInput {
    private MoveInput() {
    }

    /** UCI, or SAN in either letter set (an "K" move that fits both readings is an ambiguity error). */
    public static Move read(Position position, String text) {
        return read(position, text, Notation.EITHER);
    }

    /** UCI, or SAN in the given letters. */
    public static Move read(Position position, String text, Notation letters) {
        return read(position, text, Set.of(letters));
    }

    private static Move read(Position position, String text, Set<Notation> letters) {
        if (text == null) {
            throw new ChessException("no move given", 0, 1, null);
        }
        String t = text.strip();
        if (looksLikeUci(t)) {
            return Uci.read(position, t);
        }
        return letters.size() == 1 ? San.read(position, text, letters.iterator().next()) : San.readEither(position, text);
    }

    /** Four or five characters: departure square, arrival square, optional promotion letter q r b n. */
    public static boolean looksLikeUci(String t) {
        int n = t.length();
        if (n != 4 && n != 5) {
            return false;
        }
        for (int i = 0; i < 4; i++) {
            char c = Character.toLowerCase(t.charAt(i));
            if (i % 2 == 0 ? c < 'a' || c > 'h' : c < '1' || c > '8') {
                return false;
            }
        }
        return n == 4 || "qrbnQRBN".indexOf(t.charAt(4)) >= 0;
    }

    // ---------------------------------------------------------------- observed moves, legal or not

    private static final Pattern COORDINATES =
            Pattern.compile("([a-h][1-8])\\s*[-x:]?\\s*([a-h][1-8])\\s*(?:=?\\s*([qrbnkp]))?");

    /**
     * A physical move in UCI or coordinate form ("e2e4", "e1-g1", "e7-e8=Q", and "e7e8k" for the
     * question "may a pawn become a king?"), not checked against any position.
     */
    static Move parseCoordinates(String text) {
        String t = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        Matcher m = COORDINATES.matcher(t);
        if (!m.matches()) {
            throw new ChessException("move \"" + text + "\" is not a move in UCI or coordinate form "
                    + "(examples: e2e4, e1-g1, e7e8q, e7-e8=Q)");
        }
        PieceType promo = null;
        if (m.group(3) != null) {
            promo = switch (m.group(3).charAt(0)) {
                case 'q' -> PieceType.QUEEN;
                case 'r' -> PieceType.ROOK;
                case 'b' -> PieceType.BISHOP;
                case 'n' -> PieceType.KNIGHT;
                case 'k' -> PieceType.KING;
                default -> PieceType.PAWN;
            };
        }
        return new Move(Square.parse(m.group(1)), Square.parse(m.group(2)), promo);
    }

    /**
     * The move a SAN token in English or Turkish letters means, without requiring it to be legal (an
     * illegal move is what we are asked to explain): the token's shape comes from the project's SAN
     * reader ({@link San#shape}); castling is the king's two-square move; otherwise the one piece of
     * that kind that could be meant ({@link Legality#candidates}), preferring a legal reading.
     * Returns null when the token is not SAN at all.
     */
    public static Move readIntended(Position p, String text) {
        return readIntended(p, text, Set.of(Notation.values()));
    }

    private static Move readIntended(Position p, String text, Set<Notation> letterSets) {
        SanShape shape;
        try {
            shape = San.shape(text);
        } catch (ChessException notSan) {
            return null;
        }
        if (shape.castling() != 0) {
            // FIDE 3.8.2 / II.3: the move this game writes castling as (e1g1; in Chess960 e1h1)
            CastlingSide side = shape.castling() == 1 ? CastlingSide.G_SIDE : CastlingSide.C_SIDE;
            Move castling = p.castlingMove(side);
            if (castling == null) {
                throw new ChessException("move \"" + text + "\": " + p.sideToMove().english().toLowerCase(Locale.ROOT)
                        + " has no rook on the " + (side == CastlingSide.G_SIDE ? "g" : "c")
                        + "-side of the king to castle with (FIDE 3.8.2, II.3)");
            }
            return castling;
        }
        int to = shape.to();
        List<PieceType> types = new ArrayList<>();
        if (shape.pieceLetter() == '\0') {
            types.add(PieceType.PAWN);
        } else {
            for (Notation n : Notation.values()) {
                if (!letterSets.contains(n)) {
                    continue;
                }
                PieceType pt = n.pieceOf(shape.pieceLetter());
                if (pt != null && !types.contains(pt)) {
                    types.add(pt);
                }
            }
        }
        PieceType promo = null;
        char pl = shape.promotionLetter();
        if (pl != '\0') {
            // 'K' names a king in English and a rook in Turkish; a pawn can only become the rook
            PieceType tr = Notation.TURKISH.pieceOf(pl);
            PieceType en = Notation.ENGLISH.pieceOf(pl);
            promo = tr == PieceType.ROOK || en == null ? tr : en;
        }
        List<Move> found = new ArrayList<>();
        for (PieceType pt : types) {
            List<Integer> from = Legality.candidates(p, pt, to, shape.fromFile(), shape.fromRank());
            if (from.isEmpty() && pt == PieceType.PAWN && shape.fromRank() < 0 && !shape.capture()) {
                // a pawn push that cannot reach: the nearest own pawn behind on that file
                int dir = p.sideToMove() == Color.WHITE ? -8 : 8;
                for (int sq = to + dir; sq >= 0 && sq < 64; sq += dir) {
                    if (p.pieceAt(sq) == Piece.of(p.sideToMove(), PieceType.PAWN)) {
                        from = List.of(sq);
                        break;
                    }
                }
            }
            if (from.isEmpty() && pt != PieceType.PAWN) {
                // no piece of that kind could reach: the only one there is was meant (2. Ke3 → e1-e3)
                from = Legality.candidates(p, pt, Square.NONE, shape.fromFile(), shape.fromRank());
                if (from.size() != 1) {
                    from = List.of();
                }
            }
            for (int f : from) {
                found.add(new Move(f, to, promo));
            }
        }
        if (found.size() == 1) {
            return found.get(0);
        }
        List<Move> legal = found.stream().filter(p::isLegal).toList();
        if (legal.size() == 1) {
            return legal.get(0);
        }
        if (found.isEmpty()) {
            throw new ChessException("move \"" + text + "\": no " + p.sideToMove().english().toLowerCase(Locale.ROOT)
                    + " piece of that kind can be meant to go to " + Square.name(to));
        }
        StringBuilder sb = new StringBuilder();
        for (Move f : found) {
            sb.append(sb.length() == 0 ? "" : ", ").append(Square.name(f.from())).append('-').append(Square.name(f.to()));
        }
        throw new ChessException("move \"" + text + "\" is ambiguous: it could be " + sb
                + "; give the from-square (e.g. " + Square.name(found.get(0).from()) + Square.name(to) + ")");
    }

    /**
     * The move from the option: a physical move in UCI or coordinates (e2e4, e1-g1, e7-e8=Q; also
     * e7e8k, to ask about promoting to a king); else a legal move in SAN, either letters, through
     * {@link #read}; else the move a SAN token means ({@link #readIntended}).
     */
    public static Move readObserved(Position p, String text) {
        return readObserved(p, text, Notation.EITHER);
    }

    /**
     * As {@link #readObserved(Position, String)}, with SAN read only in the given letters (a case file
     * that says its moves are in English letters: "Ke1" is then a king, never a Turkish rook).
     */
    public static Move readObserved(Position p, String text, Notation letters) {
        return readObserved(p, text, Set.of(letters));
    }

    private static Move readObserved(Position p, String text, Set<Notation> sets) {
        try {
            return parseCoordinates(text);
        } catch (ChessException notCoordinates) {
            // SAN, then
        }
        try {
            return read(p, text, sets);
        } catch (ChessException notLegal) {
            // not a legal move: read what was meant, to explain it
        }
        Move intended = text == null ? null : readIntended(p, text, sets);
        if (intended == null) {
            throw new ChessException("move \"" + text + "\" is not a move in UCI, coordinate or SAN form "
                    + "(examples: e2e4, e1-g1, e7e8q, Nf3, Af3, O-O)");
        }
        return intended;
    }
}
