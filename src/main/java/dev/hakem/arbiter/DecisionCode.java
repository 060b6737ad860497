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
    /** FIDE 7.5.5, 9.5.3 (A.3 in rapid), III.4, III.5.3: time added to the opponent's clock; 6.3.1: a new period's time on completing the last move of a period. */
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
    GAME_ALREADY_ENDED,
    /**
     * FIDE 6.9 with 7.5.5: a flag that fell on a clock left running by an irregularity that came first:
     * the irregularity is dealt with first, the time it gives stands on the clock, the flag does not count.
     */
    FLAG_FALL_VOID,
    /** FIDE 7.2.1, 7.3, Guidelines I.12.2: the game is cancelled and a new game is played. */
    GAME_ANNULLED,
    /** FIDE 7.2.2: the position goes onto a correctly placed board; the game continues. */
    POSITION_TRANSFERRED,
    /** FIDE 7.3, Guidelines I.12.1, 6.7.1, III.3.1.1: the game goes on as it stands (an irregularity found too late; a player arrived within the default time; both flags down before the final period). */
    GAME_CONTINUES,
    /** FIDE 7.4.1: a player displaced pieces and must put them right on his own time. */
    PIECES_DISPLACED,
    /** FIDE 7.4.1: the displaced pieces are back on their squares. */
    PIECES_RESTORED,
    /** FIDE 7.4.1, Guidelines I.9.2: a player's clock is started (by the opponent, or at resumption). */
    CLOCK_STARTED,
    /** What was observed breaks no rule (an approved device, leaving with permission, 11.2, 11.3.2). */
    NO_INFRACTION,
    /** FIDE 8.4 (A.2 in rapid): the player need not record the moves now. */
    RECORDING_EXEMPT,
    /** FIDE 8.7: both players indicated the same result; it stands. */
    RESULT_SIGNED,
    /** FIDE 12.6: the arbiter must not give the information asked for. */
    INFORMATION_WITHHELD,
    /** FIDE 11.9: the arbiter explains a point of the Laws. */
    EXPLANATION_GIVEN,
    /** FIDE 12.7: someone other than the players interfered in the game. */
    INTERFERENCE,
    /** FIDE 12.9.1 (or the event's milder penalty under 11.3.2.2): a warning. */
    WARNING,
    /** FIDE 12.9.3 (or the event's milder penalty under 11.3.2.2): time taken off the offender's clock. */
    TIME_DEDUCTED,
    /** FIDE 12.9.4, 12.9.5, 11.7, 12.9.6: a player's score in the game set by the arbiter. */
    SCORE_ADJUSTED,
    /** FIDE 12.9.7–12.9.9: a penalty reaching beyond this game (a fine, exclusion from rounds, expulsion). */
    COMPETITION_SANCTION,
    /** Guidelines I.1.1: the move is sealed; it stays secret until resumption. */
    MOVE_SEALED,
    /** Appendix D.2.11: an assistant is compulsory. */
    ASSISTANT_REQUIRED,
    /** FIDE A.5.2#h3: a completed illegal move is known but may no longer be corrected; the game goes on from the board. */
    ILLEGAL_MOVE_STANDS,
    /** FIDE 7.5.1: a claim of the illegal move the arbiter has already corrected (and penalised): right, but no further penalty. */
    ILLEGAL_MOVE_ALREADY_CORRECTED,
    /** FIDE A.5.4#h1: the arbiter sees an illegal position and waits for the next completed move. */
    ARBITER_WAITS,
    /** FIDE 6.10.1, 6.10.2: the arbiter set the clock (a replacement, or the correct setting) with the times he judged right. */
    CLOCK_CORRECTED,
    /** FIDE 6.11: the clocks are paused by the arbiter (6.11.1), or by a player for a reason the Laws themselves give (6.11.2's promotion piece; III.5#h2's draw claim in the last two minutes). */
    CLOCK_PAUSED,
    /** FIDE A.4.3, B.2.3: the arbiter shows the player the scoresheet he keeps (at most five times a game). */
    SCORESHEET_SHOWN,
    /** FIDE 11.10: the player may appeal against the arbiter's decision (even after signing). */
    APPEAL_ADMISSIBLE,
    /** FIDE 11.10: the event's regulations exclude appeals. */
    APPEAL_NOT_ADMISSIBLE,
    /** FIDE 8.1.1 with Appendix C: the scoresheet entry is a correct record of the move made. */
    MOVE_RECORDED,
    /** FIDE 8.1.1 with Appendix C: the scoresheet entry does not record the move made (the player must correct it). */
    MOVE_MISRECORDED,
    /**
     * FIDE 6.3.2#h2, #h3: in the time-delay mode, the time a player's clock ran against his move's fixed extra time —
     * the main time taken off (seconds), or none when he pressed within the extra time.
     */
    TIME_DELAY;

    /** Whether a decision of this kind carries an amount of time ({@link Decision#seconds()}): added, taken off, or run off. */
    public boolean givesSeconds() {
        return this == TIME_ADDED || this == TIME_DEDUCTED || this == TIME_DELAY;
    }
}
