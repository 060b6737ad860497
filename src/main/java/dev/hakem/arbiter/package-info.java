/**
 * The rules engine: rules what an arbiter observes at the board under the FIDE Laws of Chess (2023).
 *
 * <h2>The state of a game ({@link dev.hakem.arbiter.GameState})</h2>
 * <table>
 *   <caption>Parts of the state and who may change them</caption>
 *   <tr><th>part</th><th>holds</th><th>changed by</th></tr>
 *   <tr><td>{@code Game} — the game record</td>
 *       <td>official position and its {@link dev.hakem.arbiter.GameHistory} (repetitions, 50/75 moves),
 *       the ending once there is one, completed illegal moves per player</td>
 *       <td>{@code MoveCompletion} (a move made), {@code TouchMoveClaim} (a move taken back, 4.8),
 *       {@code IllegalMovePenalty} (the count, 7.5.5); the game is ended only through
 *       {@code GameState.end} by the rule that decides the ending</td></tr>
 *   <tr><td>{@code Turn} — the turn on the physical board</td>
 *       <td>what stands where now and where each piece came from, the touched pieces, the obligation a
 *       ruling fixed and the one last announced, whether the player who moved disturbed the board again</td>
 *       <td>{@code BoardActions} (touch, carry, lift, put), {@code MoveCompletion} (a new turn),
 *       {@code IllegalMoves}, {@code ArbiterExamination}, {@code TouchMoveClaim} (the board put back),
 *       {@code Obligations} (the obligation fixed or announced)</td></tr>
 *   <tr><td>{@code Clocks}</td>
 *       <td>remaining time per player, the {@code TimeControl}, whose press is due (6.2.1) and who may
 *       still press late (6.2.2)</td>
 *       <td>{@code MoveCompletion} (a press falls due), {@code ClockPress} (a press and its increment),
 *       {@code IllegalMovePenalty} and {@code DrawClaim} (time added), {@code FlagFall}</td></tr>
 *   <tr><td>{@code DrawState}</td>
 *       <td>the standing offer, the last lapsed one, the arbiter's permission (9.1.1), a claim waiting to
 *       be examined (also an offer, 9.1.2.3)</td>
 *       <td>{@code DrawAgreement}, {@code DrawClaim}, {@code BoardActions} (a touch rejects an offer);
 *       cleared when the game ends</td></tr>
 *   <tr><td>{@code OpenBreach}</td>
 *       <td>a made move that broke touch-move, claimable under 4.8, and its deferred endings</td>
 *       <td>{@code MoveCompletion}, {@code BoardActions} (the opponent's touch ends the right),
 *       {@code TouchMoveClaim}</td></tr>
 *   <tr><td>{@code DisplacedPieces}</td>
 *       <td>pieces knocked over and not yet put right, by whom, and whether his clock was started for it (7.4)</td>
 *       <td>{@code KnockedOverPieces}</td></tr>
 *   <tr><td>{@code Scoresheets}</td>
 *       <td>who is freed from recording (8.4, A.2), the results the players signed (8.7)</td>
 *       <td>{@code Recording}, {@code ResultSigning}</td></tr>
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
 * <h2>Adding an event</h2>
 * A record in {@link dev.hakem.arbiter.Event} with its {@code accept}, a method in
 * {@code Event.Handler} (the compiler then asks for the engine's arm in {@code ArbiterSession}), and
 * an {@code Action} with its case in {@code dev.hakem.arbiter.json.CaseFiles}.
 *
 * <p>This package imports no JSON, RDF or command-line library; the case file and the run record are
 * read and written by {@code dev.hakem.arbiter.json}.
 */
package dev.hakem.arbiter;
