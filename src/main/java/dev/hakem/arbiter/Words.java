package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import dev.hakem.chess.Move;
import dev.hakem.chess.Piece;
import dev.hakem.chess.PieceType;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import dev.hakem.chess.TurkishSquares;
import dev.hakem.chess.notation.Notation;
import dev.hakem.chess.notation.San;

/**
 * Phrases for the reasons of decisions, in Turkish and English; Turkish case suffixes of squares
 * come from {@link TurkishSquares} ("d7'deki siyah at", "b6'ya").
 */
final class Words {
    private Words() {
    }

    static String sq(int s) {
        return Square.name(s);
    }

    /** "the black knight on d7" */
    static String pieceEn(Piece p, int s) {
        return "the " + p.englishName() + " on " + sq(s);
    }

    static String tr(Color c) {
        return c.turkishTitle();
    }

    static String en(Color c) {
        return c.english();
    }

    /** The move in SAN with Turkish letters ("Ab6", "Axd5", "e8=V"), castling with zeros as Turkish texts write it ("0-0", "0-0-0"). */
    static String moveTr(Position p, Move m) {
        String san = San.write(p, m, Notation.TURKISH);
        return san.startsWith("O-O") ? san.replace('O', '0') : san;
    }

    /** "beyazın" / "siyahın" (genitive). */
    static String of(Color c) {
        return c.turkish() + "ın";
    }

    /** "beyazda" / "siyahta" (locative: "hamle sırası siyahta"). */
    static String at(Color c) {
        return c == Color.WHITE ? "beyazda" : "siyahta";
    }

    /** "Beyazın" / "Siyahın" (genitive, at the start of a sentence). */
    static String ofTitle(Color c) {
        return c.turkishTitle() + "ın";
    }

    /** The player's own piece, nominative: "h1'deki kalesi", "g1'deki atı". */
    static String own(PieceType t, int sq) {
        return TurkishSquares.relative(sq) + " " + possessive(t);
    }

    /** The player's own piece, accusative: "g1'deki atını", "e2'deki piyonunu", "h1'deki kalesini". */
    static String ownAcc(PieceType t, int sq) {
        return TurkishSquares.relative(sq) + " " + possessive(t) + "n" + (t == PieceType.PAWN ? "u" : back(t) ? "ı" : "i");
    }

    /** The player's own piece, instrumental: "g1'deki atıyla", "e2'deki piyonuyla", "h1'deki kalesiyle". */
    static String ownWith(PieceType t, int sq) {
        return TurkishSquares.relative(sq) + " " + possessive(t) + (back(t) ? "yla" : "yle");
    }

    /** The player's own piece, dative: "g1'deki atına", "h1'deki kalesine". */
    static String ownTo(PieceType t, int sq) {
        return TurkishSquares.relative(sq) + " " + possessive(t) + "n" + (back(t) ? "a" : "e");
    }

    /** Whether the noun's last vowel is a back vowel (at, piyon, şah), for the suffixes' harmony. */
    private static boolean back(PieceType t) {
        return t == PieceType.PAWN || t == PieceType.KNIGHT || t == PieceType.KING;
    }

    /** The opponent's piece, accusative, with its owner: "siyahın e5'teki piyonunu". */
    static String theirsAcc(Color owner, PieceType t, int sq) {
        return of(owner) + " " + ownAcc(t, sq);
    }

    /** A piece with its owner, nominative, at the start of a sentence: "Beyazın e2'deki atı". */
    static String theirsTitle(Color owner, PieceType t, int sq) {
        return ofTitle(owner) + " " + TurkishSquares.relative(sq) + " " + possessive(t);
    }

    /** Third-person possessive of a piece name: "atı", "piyonu", "fili", "kalesi", "veziri", "şahı". */
    private static String possessive(PieceType t) {
        return switch (t) {
            case PAWN -> "piyonu";
            case KNIGHT -> "atı";
            case BISHOP -> "fili";
            case ROOK -> "kalesi";
            case QUEEN -> "veziri";
            case KING -> "şahı";
        };
    }

    /** The move in SAN with English letters ("Nb6", "Nxd5", "e8=Q", "O-O"; App. C). */
    static String moveEn(Position p, Move m) {
        return San.write(p, m, Notation.ENGLISH);
    }

    /** "32. h2-h3", "31... Rb1+": the move as numbered in the record, played from {@code before}. */
    static String numbered(Position before, String move) {
        return before.fullmoveNumber() + (before.sideToMove() == Color.WHITE ? ". " : "... ") + move;
    }

    static String side(boolean kingside, boolean turkish) {
        if (turkish) {
            return kingside ? "şah kanadına (kısa rok)" : "vezir kanadına (uzun rok)";
        }
        return kingside ? "on the kingside" : "on the queenside";
    }

    /** A duration as a clock shows it: "1:30:00", "12:00", "0:05". */
    static String clock(java.time.Duration d) {
        long s = d.getSeconds();
        long h = s / 3600;
        long m = (s % 3600) / 60;
        String sec = (s % 60 < 10 ? "0" : "") + seconds(d, ".");
        return h > 0 ? String.format(java.util.Locale.ROOT, "%d:%02d:%s", h, m, sec)
                : String.format(java.util.Locale.ROOT, "%d:%s", m, sec);
    }

    /** The seconds of {@code d} past the whole minute, exactly: "5", "2.5", "0.125" (with {@code point} "," in Turkish: "2,5"). */
    private static String seconds(java.time.Duration d, String point) {
        return decimal(d.getSeconds() % 60, d.getNano(), point);
    }

    private static String decimal(long seconds, int nanos, String point) {
        return java.math.BigDecimal.valueOf(seconds).add(java.math.BigDecimal.valueOf(nanos, 9)).stripTrailingZeros()
                .toPlainString().replace(".", point);
    }

    /** A time added or owed, in whole minutes when it is so ("2 minutes"), else in seconds, exactly ("90 seconds", "0.5 seconds"). */
    static String minutes(java.time.Duration d, boolean turkish) {
        if (d.getNano() == 0 && d.getSeconds() % 60 == 0) {
            long m = d.getSeconds() / 60;
            return turkish ? m + " dakika" : m + (m == 1 ? " minute" : " minutes");
        }
        String s = decimal(d.getSeconds(), d.getNano(), turkish ? "," : ".");
        return turkish ? s + " saniye" : s + " seconds";
    }

    /** A duration in Turkish words: "4 dakika 59 saniye", "30 saniye", "1 saat 5 dakika". */
    static String duration(java.time.Duration d) {
        return durationWords(d, ",", "saat", "dakika", "saniye", "saat", "dakika", "saniye");
    }

    /** A duration in English words: "4 minutes 59 seconds", "30 seconds", "1 hour 5 minutes". */
    static String durationEn(java.time.Duration d) {
        return durationWords(d, ".", "hour", "minute", "second", "hours", "minutes", "seconds");
    }

    private static String durationWords(java.time.Duration d, String point, String h1, String m1, String s1, String hn, String mn,
                                        String sn) {
        long secs = d.getSeconds();
        java.util.List<String> parts = new java.util.ArrayList<>();
        long h = secs / 3600;
        long m = secs / 60 % 60;
        String s = seconds(d, point);
        if (h > 0) {
            parts.add(h + " " + (h == 1 ? h1 : hn));
        }
        if (m > 0) {
            parts.add(m + " " + (m == 1 ? m1 : mn));
        }
        if (!s.equals("0") || parts.isEmpty()) {
            parts.add(s + " " + (s.equals("1") ? s1 : sn));
        }
        return String.join(" ", parts);
    }
}
