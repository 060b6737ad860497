package dev.hakem.chess.notation;

import dev.hakem.chess.ChessException;
import dev.hakem.chess.Move;
import dev.hakem.chess.Piece;
import dev.hakem.chess.PieceType;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * FIDE Appendix C: a move as a player wrote it (on the scoresheet, 8.1.1), read against the position before
 * it — the legal move it names and the provisions of Appendix C the reading used, or the {@link Fault} that
 * keeps it from being a correct record. The reading is the project's SAN reader ({@link San}); this class
 * adds what a record must say and the reader leaves open: a pawn capture names its file (C.9.3), a
 * promotion its new piece (C.11), castling is written 0-0 / 0-0-0 (C.13.1, C.13.2), a draw offer (=) (C.12).
 *
 * @param text       the entry as written
 * @param move       the legal move it names, or null when it names none (see {@code fault})
 * @param drawOffer  it carries the draw-offer mark (=) (C.12)
 * @param provisions the provisions of Appendix C (and 2.4) the reading used, in order: when {@code fault} is
 *                   null, those that make it a record of {@code move}; else those the entry breaks
 * @param fault      why the entry is no correct record (of {@code move}, or of the move made), or null
 * @param detail     the reader's reason in English (names the token, the squares, the candidates), or null
 */
public record WrittenMove(String text, Move move, boolean drawOffer, List<String> provisions, Fault fault, String detail) {

    public WrittenMove {
        provisions = List.copyOf(provisions);
    }

    /** Why an entry is no correct record of a move, each with the provisions it breaks and a reason in both languages. */
    public enum Fault {
        /** C.8: not a move in algebraic notation at all. */
        MALFORMED("is not a move in algebraic notation", "cebirsel notasyonda bir hamle değil", "C.8#h1"),
        /** C.1, C.4: a letter for a pawn. */
        PAWN_LETTER("gives the pawn a letter; a pawn move is written without one", "piyona harf vermiş; piyon hamlesi harfsiz yazılır",
                "C.4#h1", "C.1#h1"),
        /** C.2, C.3: a letter that names no piece in the letters of the game. */
        PIECE_LETTER("uses a letter that names no piece", "bir taşı göstermeyen bir harf kullanmış", "C.2#h1", "C.3#h1"),
        /** C.3: one move in English letters, another in Turkish letters. */
        LETTERS_AMBIGUOUS("names one move in English letters and another in Turkish letters",
                "İngilizce harflerle bir hamleyi, Türkçe harflerle başka bir hamleyi gösteriyor", "C.3#h1"),
        /** C.10: two like pieces can reach the square and the entry does not say which moved. */
        AMBIGUOUS("does not say which of two like pieces that can reach the square moved",
                "o kareye gidebilen aynı türden iki taştan hangisinin gittiğini söylemiyor", "C.10#h1"),
        /** C.10.1: the two pieces stand on one rank: only the departure file tells them apart. */
        AMBIGUOUS_RANK("names the departure rank of two like pieces that stand on one rank: the departure file must be written",
                "aynı yataydaki iki taşın çıkış yatayını yazmış: çıkış dikeyi yazılmalıdır", "C.10#h1", "C.10.1#h1", "2.4#h2"),
        /** C.10.2: the two pieces stand on one file: only the departure rank tells them apart. */
        AMBIGUOUS_FILE("names the departure file of two like pieces that stand on one file: the departure rank must be written",
                "aynı dikeydeki iki taşın çıkış dikeyini yazmış: çıkış yatayı yazılmalıdır", "C.10#h1", "C.10.2#h1", "2.4#h1"),
        /** C.9, C.13.3: x on a move that captures nothing. */
        FALSE_CAPTURE("marks a capture (x), but the move captures nothing", "alma (x) gösteriyor, ama hamle bir taş almıyor",
                "C.13.3#h1", "C.9#h1"),
        /** C.9.3: a pawn capture without the pawn's file. */
        PAWN_CAPTURE_FILE("writes a pawn capture without the file the pawn left", "piyonla almayı piyonun çıktığı dikey olmadan yazmış",
                "C.9.3#h1"),
        /** C.9.3, C.13.6: e.p. on a move that is no en-passant capture. */
        FALSE_EN_PASSANT("marks an en-passant capture (e.p.), but the move is none",
                "geçerken alma (e.p.) gösteriyor, ama hamle geçerken alma değil", "C.13.6#h1", "C.9.3#h2"),
        /** C.11: a promotion without the new piece's letter. */
        PROMOTION_PIECE("does not write the piece the pawn was exchanged for", "piyonun yerine konan taşı yazmamış", "C.11#h1"),
        /** C.13.4: + on a move that gives no check. */
        FALSE_CHECK("marks check (+), but the move gives no check", "şah (+) gösteriyor, ama hamle şah çekmiyor", "C.13.4#h1"),
        /** C.13.5: # on a move that does not mate. */
        FALSE_MATE("marks checkmate (#), but the move does not mate", "mat (#) gösteriyor, ama hamle mat etmiyor", "C.13.5#h1"),
        /** C.12: (=) where no draw was offered (the arbiter knows; the reader does not). */
        FALSE_DRAW_OFFER("marks a draw offer (=), but none was made with this move",
                "beraberlik teklifi (=) gösteriyor, ama bu hamleyle teklif yapılmadı", "C.12#h1"),
        /** C.13.1: kingside castling written as a king move. */
        CASTLING_KINGSIDE("writes kingside castling as a king move; it is written 0-0",
                "kısa roku şah hamlesi olarak yazmış; kısa rok 0-0 diye yazılır", "C.13.1#h1"),
        /** C.13.2: queenside castling written as a king move. */
        CASTLING_QUEENSIDE("writes queenside castling as a king move; it is written 0-0-0",
                "uzun roku şah hamlesi olarak yazmış; uzun rok 0-0-0 diye yazılır", "C.13.2#h1"),
        /** C.6, C.7: the ranks counted from Black's side (the move made, with its ranks turned round). */
        RANKS_REVERSED("counts the ranks from Black's side; they are counted 1 to 8 from White's side",
                "yatayları siyahın tarafından saymış; yataylar beyazın tarafından 1'den 8'e sayılır", "C.6#h1", "C.7#h1"),
        /** C.5, C.6, C.7: the squares named as Black sees the board (files and ranks turned round). */
        BOARD_REVERSED("names the squares as Black sees the board; files run a to h and ranks 1 to 8 from White's side",
                "kareleri siyahın gördüğü gibi adlandırmış; dikeyler a'dan h'ye, yataylar 1'den 8'e beyazın tarafından sayılır",
                "C.5#h1", "C.6#h1", "C.7#h1"),
        /** 3.10.1: no legal move of the position fits the entry. */
        NO_LEGAL_MOVE("names no legal move of the position", "konumdaki geçerli hamlelerin hiçbirini göstermiyor", "3.10.1"),
        /** 8.1.1: a legal move, but not the one made. */
        OTHER_MOVE("names another move than the one made", "yapılan hamleden başka bir hamleyi gösteriyor", "8.1.1#h1");

        private final String en;
        private final String tr;
        private final List<String> provisions;

        Fault(String en, String tr, String... provisions) {
            this.en = en;
            this.tr = tr;
            this.provisions = List.of(provisions);
        }

        /** What the entry does wrong, in English ("marks check (+), but the move gives no check"). */
        public String en() {
            return en;
        }

        /** The same in Turkish. */
        public String tr() {
            return tr;
        }

        /** The provisions the entry breaks. */
        public List<String> provisions() {
            return provisions;
        }
    }

    /** The draw-offer mark of C.12, written after the move. */
    private static final String DRAW_OFFER = "(=)";

    /** Whether the entry is a correct record of {@link #move}. */
    public boolean readable() {
        return fault == null;
    }

    /** This entry with a fault (the provisions it breaks replace those of the reading). */
    public WrittenMove faulty(Fault f, String why) {
        return new WrittenMove(text, move, drawOffer, f.provisions(), f, why);
    }

    /**
     * FIDE Appendix C: reads an entry against the position before the move, in the given letters (C.2 English,
     * C.3 Turkish). Never throws on what a player may write: a text that names no legal move, or names it
     * against Appendix C, comes back with its {@link Fault}.
     */
    public static WrittenMove read(Position before, String text, Set<Notation> letters) {
        String t = text == null ? "" : text.strip();
        boolean offer = t.endsWith(DRAW_OFFER);
        if (offer) {
            t = t.substring(0, t.length() - DRAW_OFFER.length()).strip();
        }
        if (t.isEmpty()) {
            return new WrittenMove(text, null, offer, Fault.MALFORMED.provisions(), Fault.MALFORMED, "no move written");
        }
        SanReading r;
        try {
            r = San.parse(before, t, 0, t.length(), letters);
            San.verifyMark(before.play(r.move()), r.mark(), t, 0, 1);
        } catch (ChessException e) {
            Fault f = fault(e, t);
            return new WrittenMove(text, null, offer, f.provisions(), f, e.getMessage());
        }
        Move m = r.move();
        Piece piece = before.pieceAt(m.from());
        boolean pawnCapture = piece.type() == PieceType.PAWN && Square.file(m.from()) != Square.file(m.to());
        if (pawnCapture && !r.wrote(SanReading.Written.DEPARTURE_FILE)) {
            return new WrittenMove(text, m, offer, Fault.PAWN_CAPTURE_FILE.provisions(), Fault.PAWN_CAPTURE_FILE,
                    "\"" + t + "\": the pawn capture " + Square.name(m.from()) + "x" + Square.name(m.to()) + " is written "
                            + (char) ('a' + Square.file(m.from())) + "x" + Square.name(m.to()));
        }
        return new WrittenMove(text, m, offer, provisions(before, r, offer), null, null);
    }

    /**
     * FIDE 8.1.1 with Appendix C: whether the entry records {@code made}, the move made from {@code before}: it
     * must name that move. Castling written as the king's move breaks C.13.1 / C.13.2.
     */
    public static WrittenMove entry(Position before, Move made, String text, Set<Notation> letters) {
        WrittenMove w = read(before, text, letters);
        if (w.readable() && w.move().equals(made)) {
            return w;
        }
        if (San.isCastlingMove(before, made) && writesKingTo(text, letters, castlingTarget(made))) {
            boolean kingside = Square.file(made.to()) > Square.file(made.from());
            return w.faulty(kingside ? Fault.CASTLING_KINGSIDE : Fault.CASTLING_QUEENSIDE,
                    "\"" + w.text().strip() + "\": castling is written " + (kingside ? "0-0" : "0-0-0"));
        }
        for (boolean files : new boolean[] {false, true}) {
            WrittenMove turned = read(before, turned(text, files), letters);
            if (turned.readable() && turned.move().equals(made)) {
                return w.faulty(files ? Fault.BOARD_REVERSED : Fault.RANKS_REVERSED, "\"" + w.text().strip() + "\" read from White's side is "
                        + turned.text().strip() + ", the move made");
            }
        }
        if (w.readable()) {
            return w.faulty(Fault.OTHER_MOVE, "\"" + w.text().strip() + "\" names " + describe(before, w.move())
                    + "; the move made was " + describe(before, made));
        }
        return w;
    }

    /** FIDE C.5, C.6: the text with its ranks (and, with {@code files}, its files) counted from the other side. */
    private static String turned(String text, boolean files) {
        StringBuilder sb = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            sb.append(c >= '1' && c <= '8' ? (char) ('1' + '8' - c) : files && c >= 'a' && c <= 'h' ? (char) ('a' + 'h' - c) : c);
        }
        return sb.toString();
    }

    /** The king's square after castling: the g- or c-file of its rank (also in Chess960, II.3). */
    private static int castlingTarget(Move castling) {
        boolean kingside = Square.file(castling.to()) > Square.file(castling.from());
        return Square.of(kingside ? 6 : 2, Square.rank(castling.from()));
    }

    /** Whether the text is a king move (a letter that names the king in one of the letters) to that square. */
    private static boolean writesKingTo(String text, Set<Notation> letters, int square) {
        SanShape shape;
        try {
            shape = San.shape(text.strip().replace(DRAW_OFFER, "").strip());
        } catch (ChessException e) {
            return false;
        }
        for (Notation n : letters) {
            if (shape.pieceLetter() != '\0' && n.pieceOf(shape.pieceLetter()) == PieceType.KING && shape.to() == square) {
                return true;
            }
        }
        return false;
    }

    private static String describe(Position p, Move m) {
        return "the " + p.pieceAt(m.from()).type().englishName() + " " + Square.name(m.from()) + "-" + Square.name(m.to())
                + (m.promotion() == null ? "" : "=" + m.promotion().englishName());
    }

    /** The fault a reader's error stands for: the article it gives, read for a record. */
    private static Fault fault(ChessException e, String token) {
        String a = e.article() == null ? "" : e.article();
        return switch (a) {
            case "C.4" -> Fault.PAWN_LETTER;
            case "C.2" -> Fault.PIECE_LETTER;
            case "C.3" -> e.getMessage().contains("ambiguous") ? Fault.LETTERS_AMBIGUOUS : Fault.PIECE_LETTER;
            case "C.10" -> Fault.AMBIGUOUS;
            case "C.10.1" -> Fault.AMBIGUOUS_RANK;
            case "C.10.2" -> Fault.AMBIGUOUS_FILE;
            case "C.9" -> Fault.FALSE_CAPTURE;
            case "C.9.3" -> Fault.PAWN_CAPTURE_FILE;
            case "C.13.6" -> Fault.FALSE_EN_PASSANT;
            case "C.13.4" -> Fault.FALSE_CHECK;
            case "C.13.5" -> Fault.FALSE_MATE;
            case "C.8" -> Fault.MALFORMED;
            case "3.7.3.3" -> noPromotionLetter(token) ? Fault.PROMOTION_PIECE : Fault.NO_LEGAL_MOVE;
            default -> Fault.NO_LEGAL_MOVE;
        };
    }

    private static boolean noPromotionLetter(String token) {
        try {
            return San.shape(token).promotionLetter() == '\0';
        } catch (ChessException e) {
            return false;
        }
    }

    /** FIDE C.1–C.13: the provisions a correct reading used, in the order of the entry's parts. */
    private static List<String> provisions(Position before, SanReading r, boolean offer) {
        Set<String> out = new LinkedHashSet<>();
        Move m = r.move();
        PieceType type = before.pieceAt(m.from()).type();
        Position after = before.play(m);
        if (type == PieceType.KING && San.isCastlingMove(before, m)) {
            out.add(Square.file(m.to()) > Square.file(m.from()) ? "C.13.1#h1" : "C.13.2#h1");
        } else {
            boolean capture = San.isCapture(before, m, type);
            boolean file = r.wrote(SanReading.Written.DEPARTURE_FILE);
            boolean rank = r.wrote(SanReading.Written.DEPARTURE_RANK);
            out.add("C.1#h1");
            if (type == PieceType.PAWN) {
                out.add("C.4#h1");
                if (capture) {
                    out.add("C.9.3#h1");
                    if (before.pieceAt(m.to()) == null) {
                        out.add("C.9.3#h2");
                        out.add(r.wrote(SanReading.Written.EN_PASSANT_MARK) ? "C.13.6#h1" : "C.13#h1");
                    }
                } else {
                    out.add(rank ? "C.8#h3" : "C.8#h2");
                }
            } else {
                out.add(r.notation() == Notation.TURKISH ? "C.3#h1" : "C.2#h1");
                out.add("C.8#h1");
                out.addAll(disambiguation(before, m, type, capture));
                if (file && rank && !out.contains("C.10#h1")) {
                    out.add("C.8#h3");
                }
                if (capture) {
                    out.add("C.9#h1");
                }
            }
            if (capture) {
                out.add(r.wrote(SanReading.Written.CAPTURE_SIGN) ? "C.13.3#h1" : "C.13#h1");
            }
            out.add("C.5#h1");
            out.add("C.6#h1");
            out.add("C.7#h1");
            if (m.promotion() != null) {
                out.add("C.11#h1");
            }
        }
        if (after.isCheck()) {
            out.add(r.mark() == SanReading.Mark.NONE ? "C.13#h1"
                    : after.isCheckmate() && r.mark() == SanReading.Mark.MATE ? "C.13.5#h1" : "C.13.4#h1");
        }
        if (offer) {
            out.add("C.12#h1");
        }
        return new ArrayList<>(out);
    }

    /**
     * FIDE C.10: when another like piece could go to the same square, how the two stand — on one rank (C.10.1:
     * the file tells them apart), on one file (C.10.2: the rank), or neither (C.10.3: the file, preferred, or
     * the rank); with a capture the same forms (C.10.3.4). The rank and the file are those of 2.4.
     */
    private static List<String> disambiguation(Position before, Move m, PieceType type, boolean capture) {
        boolean other = false;
        boolean sameRank = false;
        boolean sameFile = false;
        for (Move o : before.legalMoves()) {
            if (o.to() != m.to() || o.from() == m.from() || before.pieceAt(o.from()).type() != type) {
                continue;
            }
            other = true;
            sameRank |= Square.rank(o.from()) == Square.rank(m.from());
            sameFile |= Square.file(o.from()) == Square.file(m.from());
        }
        if (!other) {
            return List.of();
        }
        List<String> out = new ArrayList<>(List.of("C.10#h1"));
        if (sameRank) {
            out.addAll(List.of("C.10.1#h1", "2.4#h2"));
        }
        if (sameFile) {
            out.addAll(List.of("C.10.2#h1", "2.4#h1"));
        }
        if (!sameRank && !sameFile) {
            out.addAll(List.of("C.10.3#h1", "2.4#h1", "2.4#h2"));
        }
        if (capture) {
            out.add("C.10.3.4#h1");
        }
        return out;
    }
}
