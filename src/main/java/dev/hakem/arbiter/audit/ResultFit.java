package dev.hakem.arbiter.audit;

import dev.hakem.arbiter.GameEndings;
import dev.hakem.arbiter.GameHistory;
import dev.hakem.chess.Color;
import dev.hakem.chess.Position;
import java.util.Locale;

/**
 * Whether the recorded result fits how the game ended: checkmate (5.1.1), stalemate (5.2.1),
 * dead position (5.2.2), an automatic draw play ran past (9.6.1, 9.6.2, 5.2.2), and a win by
 * resignation (5.1.2) or on time (6.9) for a side that could never checkmate. A wrong result that both
 * players signed stands unless the arbiter decides otherwise (8.7): the finding says so and cites 8.7.
 */
final class ResultFit {
    private ResultFit() {
    }

    static final String WHITE_WINS = "1-0", BLACK_WINS = "0-1", DRAW = "1/2-1/2";

    /**
     * The wrong-result finding, or null when the result fits (or is "*", game unfinished).
     *
     * @param history the game replayed up to where it ended
     * @param ending  the ending that needed no claim ({@link GameEndings}), or null when none happened
     */
    static Finding check(GameRecord g, GameHistory history, GameEndings.Ending ending) {
        String result = g.result();
        boolean decisive = WHITE_WINS.equals(result) || BLACK_WINS.equals(result);
        if (!decisive && !DRAW.equals(result)) {
            return null;
        }
        if (ending != null) {
            if (ending.result().key().equals(result)) {
                return null;
            }
            int ply = ending.ply();
            Position at = history.position(ply);
            String move = ply == 0 ? null : g.numbered(ply);
            String article = plain(ending.articles().get(0));
            return switch (ending.termination()) {
                case CHECKMATE -> {
                    Color winner = at.sideToMove().opposite();
                    yield wrong(ply, move, article, at.fen(), result, ending.result().key(),
                            winner.english() + " checkmated " + winner.opposite().english(), winner.turkishTitle() + " mat etti");
                }
                case STALEMATE -> wrong(ply, move, article, at.fen(), result, DRAW, "the final position is stalemate",
                        "son konum pattır");
                default -> move == null
                        ? wrong(ply, null, article, at.fen(), result, DRAW,
                                "the game had ended in a draw at the start position (" + article + ")",
                                "oyun başlangıç konumunda berabere bitmişti (" + article + ")")
                        : wrong(ply, move, article, at.fen(), result, DRAW,
                                "the game ended in a draw at " + move + " (" + article + ")",
                                "oyun " + move + " hamlesinde berabere bitti (" + article + ")");
            };
        }
        Position end = history.last();
        int ply = history.plies();
        String move = ply == 0 ? null : g.numbered(ply);
        if (!decisive) {
            return null;
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

    /**
     * The record's two results disagree: the {@code [Result]} tag (when there is one) is not the result
     * written at the end of the moves. Null when they agree. The audit checks the one after the moves; the
     * finding says so, so the reader knows which of the two the other findings are about.
     */
    static Finding tagConflict(GameRecord g) {
        String tag = g.tags().get("Result");
        if (tag == null || tag.equals(g.result())) {
            return null;
        }
        return new Finding(FindingKind.RESULT_CONFLICT, g.moves().size(), null, java.util.List.of(),
                "The record contradicts itself: its [Result \"" + tag + "\"] tag differs from the " + g.result()
                        + " written after the moves; the audit checks " + g.result() + ".",
                "Kayıt kendisiyle çelişiyor: [Result \"" + tag + "\"] etiketi hamlelerin sonunda yazan " + g.result()
                        + " sonucundan farklı; denetim " + g.result() + " sonucunu denetler.", null, 0, 0); // the game's line heads its report
    }

    /** "9.6.1" for "9.6.1" and "5.2.2" for "5.2.2#h1". */
    private static String plain(String article) {
        int i = article.indexOf('#');
        return i < 0 ? article : article.substring(0, i);
    }

    private static Finding wrong(int ply, String move, String article, String fen, String result, String expected,
            String whyEn, String whyTr) {
        return new Finding(FindingKind.WRONG_RESULT, ply, move, java.util.List.of(article, "8.7"),
                "The result " + result + " does not fit: " + whyEn + "; the result is " + expected + ". If both players"
                        + " signed " + result + ", it stands unless the arbiter decides otherwise (8.7).",
                result + " sonucu uymuyor: " + whyTr + "; sonuç " + expected + " olmalı. İki oyuncu da " + result
                        + " ile imzaladıysa, hakem başka türlü karar vermedikçe bu sonuç geçerlidir (8.7).", fen, 0, 0);
    }
}
