package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.List;

/**
 * One ruling step, with the provisions of the Laws the engine applied to reach it and the
 * reason in Turkish and English. Codes: MOVE_MADE, MOVE_NOT_COMPLETED, ILLEGAL_MOVE,
 * POSITION_REINSTATED, PIECE_RETURNED, PROMOTED_TO_QUEEN, TIME_ADDED, GAME_LOST, GAME_DRAWN,
 * CHECKMATE, STALEMATE, DEAD_POSITION, TOUCH_OBLIGATION, CLAIM_FORFEITED, CLAIM_UPHELD,
 * CLAIM_REJECTED, DRAW_OFFERED, DRAW_OFFER_NOT_ALLOWED, DRAW_AGREED, AGREEMENT_INVALID,
 * ARBITER_DISCRETION; added by the engine where none of those fits: PIECE_ADJUSTED (4.2.1),
 * OBLIGATION_BREACHED (a made move that breaks a touch-move obligation; the opponent may claim,
 * 4.8) and GAME_ALREADY_ENDED (an event after the end of the game, e.g. a flag after mate, 6.9).
 *
 * <p>Decisions are created only by the engine's provision classes, each of which writes the
 * articles it applied; nothing outside the engine supplies a citation.
 *
 * @param code     the decision code
 * @param by       the player whose action it concerns (null for none)
 * @param player   for TIME_ADDED and GAME_LOST: the player who gets the time / loses; else null
 * @param seconds  for TIME_ADDED: the seconds added; else 0
 * @param articles provisions applied, plain numbers of the 2023 Laws ("7.5.5", "7.5.5#h1")
 * @param options  for ARBITER_DISCRETION: the options the Laws leave open; else empty
 * @param squares  the squares the decision is about, for board diagrams ("e1", "g1"); may be empty
 * @param fen      for POSITION_REINSTATED: the reinstated position; else null
 */
public record Decision(String code, Color by, Color player, long seconds, List<String> articles,
                       String tr, String en, List<String> options, List<String> squares, String fen) {

    public Decision {
        articles = List.copyOf(articles);
        options = options == null ? List.of() : List.copyOf(options);
        squares = squares == null ? List.of() : List.copyOf(squares);
    }

    /** The original eight-field shape (no squares, no position). */
    public Decision(String code, Color by, Color player, long seconds, List<String> articles,
                    String tr, String en, List<String> options) {
        this(code, by, player, seconds, articles, tr, en, options, List.of(), null);
    }

    /** This decision naming these squares (0..63), in order, without repeats. */
    Decision withSquares(int... sqs) {
        java.util.List<String> names = new java.util.ArrayList<>();
        for (int sq : sqs) {
            if (sq >= 0 && !names.contains(dev.hakem.chess.Square.name(sq))) {
                names.add(dev.hakem.chess.Square.name(sq));
            }
        }
        return new Decision(code, by, player, seconds, articles, tr, en, options, names, fen);
    }

    /** This decision carrying a position (FEN). */
    Decision withFen(String f) {
        return new Decision(code, by, player, seconds, articles, tr, en, options, squares, f);
    }

    /** A decision without player, seconds or options. */
    static Decision of(String code, Color by, List<String> articles, String tr, String en) {
        return new Decision(code, by, null, 0, articles, tr, en, List.of());
    }

    /** Article numbers without their provision suffix ("7.5.5#h1" → "7.5.5"). */
    public List<String> plainArticles() {
        return articles.stream().map(a -> {
            int i = a.indexOf('#');
            return i < 0 ? a : a.substring(0, i);
        }).distinct().toList();
    }
}
