package dev.hakem.arbiter.audit;

import dev.hakem.chess.Color;
import dev.hakem.chess.Position;
import java.util.Locale;

/**
 * Whether the recorded result fits how the game ended: checkmate (5.1.1), stalemate (5.2.1),
 * dead position (5.2.2), an automatic draw play ran past (9.6.1, 9.6.2, 5.2.2), and a win by
 * resignation (5.1.2) or on time (6.9) for a side that could never checkmate.
 */
final class ResultFit {
    private ResultFit() {
    }

    static final String WHITE_WINS = "1-0", BLACK_WINS = "0-1", DRAW = "1/2-1/2";

    /** The wrong-result finding, or null when the result fits (or is "*", game unfinished). */
    static Finding check(GameRecord g, Position end, Finding endedEarlier) {
        // endedEarlier: the automatic draw (9.6.1, 9.6.2, 5.2.2) that ended the game, or null
        String result = g.result();
        boolean decisive = WHITE_WINS.equals(result) || BLACK_WINS.equals(result);
        if (!decisive && !DRAW.equals(result)) {
            return null;
        }
        int ply = g.moves().size();
        String move = ply == 0 ? null : g.numbered(ply);
        if (endedEarlier != null) {
            if (!decisive) {
                return null;
            }
            String article = endedEarlier.articles().get(0);
            return wrong(endedEarlier.ply(), endedEarlier.move(), article, endedEarlier.fen(), result, DRAW,
                    "the game ended in a draw at " + endedEarlier.move() + " (" + article + ")",
                    "oyun " + endedEarlier.move() + " hamlesinde berabere bitti (" + article + ")");
        }
        if (end.isCheckmate()) {
            Color winner = end.sideToMove().opposite();
            String expected = winner == Color.WHITE ? WHITE_WINS : BLACK_WINS;
            if (!expected.equals(result)) {
                return wrong(ply, move, "5.1.1", end.fen(), result, expected,
                        winner.english() + " checkmated " + winner.opposite().english(),
                        winner.turkishTitle() + " mat etti");
            }
            return null;
        }
        if (!decisive) {
            return null;
        }
        if (end.isStalemate()) {
            return wrong(ply, move, "5.2.1", end.fen(), result, DRAW, "the final position is stalemate",
                    "son konum pattır");
        }
        Color claimed = WHITE_WINS.equals(result) ? Color.WHITE : Color.BLACK;
        if (DeadPositions.cannot(end, claimed)) {
            if (DeadPositions.cannot(end, claimed.opposite())) {
                return wrong(ply, move, "5.2.2", end.fen(), result, DRAW,
                        "the final position is dead: neither side can checkmate",
                        "son konum ölü konumdur: hiçbir taraf mat edemez");
            }
            boolean onTime = g.tag("Termination").toLowerCase(Locale.ROOT).contains("time");
            String article = onTime ? "6.9" : "5.1.2";
            return wrong(ply, move, article, end.fen(), result, DRAW,
                    claimed.english() + " is given the win " + (onTime ? "on time" : "by resignation")
                            + " but could not checkmate by any series of legal moves",
                    claimed.turkishTitle() + " " + (onTime ? "süreden" : "terk ile")
                            + " kazanmış sayılmış, oysa hiçbir geçerli hamle dizisiyle mat edemezdi");
        }
        return null;
    }

    private static Finding wrong(int ply, String move, String article, String fen, String result, String expected,
            String whyEn, String whyTr) {
        return new Finding(FindingKind.WRONG_RESULT, ply, move, java.util.List.of(article),
                "The result " + result + " does not fit: " + whyEn + "; the result is " + expected + ".",
                result + " sonucu uymuyor: " + whyTr + "; sonuç " + expected + " olmalı.", fen, 0, 0);
    }
}
