package dev.hakem.arbiter;

/**
 * What a ruling step decided. The JSON of {@code hakem rule} and the run record write the name
 * ("ILLEGAL_MOVE"); the knowledge base knows each one as a decision kind (ontology/decision-kinds.ttl).
 */
public enum DecisionCode {
    /** FIDE 4.7: a move has been made; the opponent has the move (1.3). */
    MOVE_MADE,
    /** FIDE 4.7.2, 4.7.3: a castling or promotion under way is not made yet. */
    MOVE_NOT_COMPLETED,
    /** FIDE 7.5.1–7.5.4: a completed illegal move (or an act treated as one). */
    ILLEGAL_MOVE,
    /** FIDE 7.5.1, 4.8: the position before the irregularity is put back. */
    POSITION_REINSTATED,
    /** An irregular action not completed by a clock press is undone (no penalty, 7.5.1). */
    PIECE_RETURNED,
    /** FIDE 7.5.2: the pawn on the last rank becomes a queen of its colour. */
    PROMOTED_TO_QUEEN,
    /** FIDE 7.5.5, 9.5.3 (A.3 in rapid): time added to the opponent's clock. */
    TIME_ADDED,
    /** A player loses: resignation (5.1.2), flag (6.9), second illegal move (7.5.5). */
    GAME_LOST,
    /** The game is drawn without a claim or agreement (9.6, 5.1.2, 6.9, 7.5.5). */
    GAME_DRAWN,
    /** FIDE 5.1.1. */
    CHECKMATE,
    /** FIDE 5.2.1. */
    STALEMATE,
    /** FIDE 5.2.2. */
    DEAD_POSITION,
    /** FIDE 4.3–4.5, 4.7.2, 9.5.3: the move the player having the move now owes. */
    TOUCH_OBLIGATION,
    /** FIDE 9.4, 4.8: the right to claim is lost. */
    CLAIM_FORFEITED,
    /** FIDE 9.5.2, 4.8: the claim is correct. */
    CLAIM_UPHELD,
    /** FIDE 9.5.3, 4.8: the claim is incorrect. */
    CLAIM_REJECTED,
    /** FIDE 9.1.2: a draw offer stands. */
    DRAW_OFFERED,
    /** FIDE 9.1.1: the competition rules do not allow the offer. */
    DRAW_OFFER_NOT_ALLOWED,
    /** FIDE 5.2.3, 9.1.2: the game is drawn by agreement. */
    DRAW_AGREED,
    /** FIDE 5.2.3, 9.1: an acceptance that does not make an agreement. */
    AGREEMENT_INVALID,
    /** FIDE 12.9: the penalty is left to the arbiter, with the options. */
    ARBITER_DISCRETION,
    /** FIDE 4.2.1: an announced adjustment. */
    PIECE_ADJUSTED,
    /** FIDE 4.8: a made move broke the obligation in force; the opponent may claim. */
    OBLIGATION_BREACHED,
    /** An event after the end of the game changes nothing (6.2.1.1, 6.9). */
    GAME_ALREADY_ENDED
}
