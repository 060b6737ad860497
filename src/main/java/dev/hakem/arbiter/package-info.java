/**
 * The rules engine: rules what an arbiter observes at the board under the FIDE Laws of Chess (2023).
 *
 * <h2>The state of a game ({@link dev.hakem.arbiter.GameState})</h2>
 * <table>
 *   <caption>Parts of the state and who may change them</caption>
 *   <tr><th>part</th><th>holds</th><th>changed by</th></tr>
 *   <tr><td>{@code Game} — the game record</td>
 *       <td>official position and its {@link dev.hakem.arbiter.GameHistory} (repetitions, 50/75 moves;
 *       positions left by illegal moves nobody corrected are marked irregular and end nothing),
 *       the ending once there is one, completed illegal moves per player</td>
 *       <td>{@code MoveCompletion} (a move made), {@code TouchMoveClaim} (a move taken back, 4.8),
 *       {@code IllegalMovePenalty} (the count, 7.5.5), {@code IllegalMoves} (an irregular position
 *       played, or the game taken back before it, 7.5.1); the game is ended only through
 *       {@code GameState.end} by the rule that decides the ending</td></tr>
 *   <tr><td>{@code Turn} — the turn on the physical board</td>
 *       <td>what stands where now and where each piece came from, the touched pieces, the obligation a
 *       ruling fixed and the one last announced, whether the player who moved disturbed the board again</td>
 *       <td>{@code BoardActions} (touch, carry, lift, put), {@code MoveCompletion} (a new turn),
 *       {@code IllegalMoves}, {@code ArbiterExamination}, {@code TouchMoveClaim} (the board put back),
 *       {@code Obligations} (the obligation fixed or announced)</td></tr>
 *   <tr><td>{@code Clocks}</td>
 *       <td>remaining time per player, the {@code TimeControl} (periods with their move counts, the
 *       increment or the delay; 6.3.1, 6.3.2), the time run on each player's clock for his current move
 *       (6.3.2), the flags that are down and which fell first when known, whose press is
 *       due (6.2.1) and who may still press late (6.2.2)</td>
 *       <td>{@code MoveCompletion} (a press falls due), {@code ClockPress} (a press, its increment and
 *       a period's time), {@code IllegalMovePenalty}, {@code DrawClaim}, {@code QuickplayClaim},
 *       {@code IncrementRequest} (time added), {@code FlagFall}, {@code ClockSetting} (6.10),
 *       {@code LateArrival} (6.6, 6.7), {@code TimeDelay} (the clock runs; the delay, 6.3.2)</td></tr>
 *   <tr><td>{@code DrawState}</td>
 *       <td>the standing offer, the last lapsed one, the arbiter's permission (9.1.1), a claim waiting to
 *       be examined (also an offer, 9.1.2.3)</td>
 *       <td>{@code DrawAgreement}, {@code DrawClaim}, {@code BoardActions} (a touch rejects an offer);
 *       cleared when the game ends</td></tr>
 *   <tr><td>{@code OpenBreach}</td>
 *       <td>a made move that broke touch-move, claimable under 4.8, and its deferred endings</td>
 *       <td>{@code MoveCompletion}, {@code BoardActions} (the opponent's touch ends the right),
 *       {@code TouchMoveClaim}</td></tr>
 *   <tr><td>{@code Unnoticed} — who saw what</td>
 *       <td>completed illegal moves on the record that nobody has made known (from the moves recorded
 *       before the arbiter looked, or from the events under lesser supervision), and the arbiter's
 *       wait of A.5.4; whether one can still be corrected follows from the regime and the record
 *       (7.5.1 during the whole game; A.5.2 only before the opponent's next move)</td>
 *       <td>{@code IllegalMoves} (completed, ruled), {@code IllegalMoveClaim}, {@code ArbiterNotice},
 *       {@code IllegalPosition}</td></tr>
 *   <tr><td>{@code QuickplayFinish}</td>
 *       <td>the increment request (III.4) or draw claim (III.5) before the arbiter, and whether he
 *       postponed it</td>
 *       <td>{@code IncrementRequest}, {@code QuickplayClaim}</td></tr>
 *   <tr><td>{@code Presence}</td>
 *       <td>players who arrived after the start, settled together once play begins (6.7)</td>
 *       <td>{@code LateArrival}</td></tr>
 *   <tr><td>{@code DisplacedPieces}</td>
 *       <td>pieces knocked over and not yet put right, by whom, and whether his clock was started for it (7.4)</td>
 *       <td>{@code KnockedOverPieces}</td></tr>
 *   <tr><td>{@code Scoresheets}</td>
 *       <td>who is freed from recording (8.4, A.2), the results the players signed (8.7), how often each
 *       asked to see the scoresheet the arbiter keeps (A.4.3, B.2.3)</td>
 *       <td>{@code Recording}, {@code ResultSigning}, {@code ScoresheetRequest}</td></tr>
 *   <tr><td>{@code ConductRecord}</td>
 *       <td>the infractions found whose penalty is the arbiter's (12.9), the penalties imposed, the players
 *       refusing to comply (11.7), a score left to the arbiter (11.7, 12.9.6)</td>
 *       <td>{@code ArbiterDiscretion} (an infraction found), {@code ArbiterPenalty}, {@code PersistentRefusal},
 *       {@code ScoreAward}</td></tr>
 *   <tr><td>{@code Adjournment}</td>
 *       <td>the stage of an adjourned game, the sealer and what he wrote, the envelope, the players awaited
 *       (Guidelines I)</td>
 *       <td>{@code Sealing}, {@code Resumption}</td></tr>
 *   <tr><td>{@code Announcements}</td>
 *       <td>the moves the player having the move announced in this turn (Appendix D.2.3, D.2.8)</td>
 *       <td>{@code VisuallyImpairedPlayers}</td></tr>
 * </table>
 * The competition rules put the game under one {@link dev.hakem.arbiter.Regime} (standard, A.4, A.5,
 * B.2, B.3) — the one place that says which penalties (A.3) and which supervision rules (A.5) apply.
 * The game record also holds the <em>score</em> ({@link dev.hakem.arbiter.GameScore}, 10.1, 10.2): each
 * player's outcome, which is the board's result unless the arbiter or the Laws set it otherwise (8.7,
 * 11.7, 11.8, 12.9.4–12.9.6); a player's outcome may wait for the arbiter's decision.
 * Each part keeps its fields private and says in its methods what happens ({@code turn.carry},
 * {@code game.reinstate}, {@code clocks.add}); nothing else assigns them.
 *
 * <h2>Rules</h2>
 * {@link dev.hakem.arbiter.ArbiterSession} routes each {@link dev.hakem.arbiter.Event} (through the
 * exhaustive {@link dev.hakem.arbiter.Event.Handler}) to one small rule class named after the
 * provisions it applies; a rule class asks the parts, tells them what changes, and returns its
 * {@link dev.hakem.arbiter.Decision}s, each with the provisions that decided it and those applied in
 * passing. The order of the endings that need no claim is written once, in
 * {@link dev.hakem.arbiter.GameEndings}, and shared with the audit ({@code dev.hakem.arbiter.audit}).
 *
 * <h2>Who saw what</h2>
 * Under full supervision the events are what the arbiter sees as it happens, and he rules at once;
 * the moves recorded before he looked may hold illegal moves nobody noticed, ruled when a claim or his
 * notice makes them known. Under lesser supervision (A.5, B.3) the events are what happened at the
 * board: a completed illegal move goes on the record as the board shows it and stands unless the
 * opponent claims or the arbiter intervenes before the opponent's next move (A.5.2); a fallen flag
 * counts once claimed or seen (A.5.3, A.5.5). Every completed irregularity takes one path:
 * {@code IllegalMoves} describes it, the record takes the position it left, and the ruling (at once or
 * later) applies the correction of 7.5.1–7.5.4 and the penalty of 7.5.5.
 *
 * <h2>Adding an event</h2>
 * A record in {@link dev.hakem.arbiter.Event} with its {@code accept}, a method in
 * {@code Event.Handler} (the compiler then asks for the engine's arm in {@code ArbiterSession}), and
 * an {@code Action} with its case in {@code dev.hakem.arbiter.json.CaseFiles}.
 *
 * <p>This package imports no JSON, RDF or command-line library; the case file and the run record are
 * read and written by {@code dev.hakem.arbiter.json}.
 */
package dev.hakem.arbiter;
