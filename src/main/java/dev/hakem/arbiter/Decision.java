package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.List;

/**
 * One ruling step, with the provisions of the Laws the engine applied to reach it and the
 * reason in Turkish and English. Codes: MOVE_MADE, MOVE_NOT_COMPLETED, ILLEGAL_MOVE,
 * POSITION_REINSTATED, PIECE_RETURNED, PROMOTED_TO_QUEEN, TIME_ADDED, GAME_LOST, GAME_DRAWN,
 * CHECKMATE, STALEMATE, DEAD_POSITION, TOUCH_OBLIGATION, CLAIM_FORFEITED, CLAIM_UPHELD,
 * CLAIM_REJECTED, DRAW_OFFERED, DRAW_OFFER_NOT_ALLOWED, DRAW_AGREED, AGREEMENT_INVALID,
 * ARBITER_DISCRETION.
 *
 * @param code     the decision code
 * @param by       the player whose action it concerns (null for none)
 * @param player   for TIME_ADDED and GAME_LOST: the player who gets the time / loses; else null
 * @param seconds  for TIME_ADDED: the seconds added; else 0
 * @param articles provisions applied, plain numbers of the 2023 Laws ("7.5.5", "7.5.5#h1")
 * @param options  for ARBITER_DISCRETION: the options the Laws leave open; else empty
 */
public record Decision(String code, Color by, Color player, long seconds, List<String> articles,
                       String tr, String en, List<String> options) {
}
