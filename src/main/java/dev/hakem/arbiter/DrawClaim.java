package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import dev.hakem.chess.Move;
import dev.hakem.chess.Position;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * FIDE 9.2–9.5: draw claims. Only the player having the move may claim (9.2, 9.3); a player who
 * has touched a piece under 4.3 has lost the right on that move (9.4). The claim is examined with
 * the clock paused and cannot be withdrawn (9.5.1): threefold repetition — the position after
 * the written intended move (9.2.1) or the current one (9.2.2), identity per 9.2.3 — or fifty
 * moves by each player without capture or pawn move (9.3.1/9.3.2). Correct → draw (9.5.2);
 * incorrect → the opponent gets two minutes (one in rapid, A.3) and play goes on, the intended
 * move, if any, having to be played (9.5.3).
 */
final class DrawClaim {
    private DrawClaim() {
    }

    static List<Decision> claim(GameState st, Color by, Event.ClaimKind kind, Move intended) {
        String base = kind == Event.ClaimKind.REPETITION ? "9.2#h1" : "9.3#h1";
        Position p = st.position();
        if (by != p.sideToMove()) {
            return List.of(Decision.of(DecisionCode.CLAIM_REJECTED, by, List.of(base),
                    Words.tr(by) + " beraberlik savında bulundu, ama sav yalnızca hamle sırası kendisinde olan oyuncu tarafından yapılabilir.",
                    Words.en(by) + " claimed a draw, but only the player having the move may claim."));
        }
        if (st.turn.touchedAny()) {
            int first = st.turn.touches().get(0);
            return List.of(Decision.of(DecisionCode.CLAIM_FORFEITED, by, List.of("9.4", "4.3"),
                    Words.tr(by) + " " + Words.pieceTr(p.pieceAt(first), first)
                            + " taşına oynamak amacıyla dokunduktan sonra sav ileri sürdü: bu hamlede sav hakkını yitirdi.",
                    Words.en(by) + " touched " + Words.pieceEn(p.pieceAt(first), first)
                            + " with intent to move it before claiming: the right to claim is lost on this move."));
        }
        st.draws.claim(new DrawState.PendingClaim(by, kind, intended));
        return List.of();
    }

    static List<Decision> examine(GameState st) {
        DrawState.PendingClaim c = st.draws.takeClaim();
        Position p = st.position();
        List<Decision> out = new ArrayList<>();
        Position target = c.intended() == null ? p : p.play(c.intended());
        List<String> a = new ArrayList<>();
        boolean correct;
        String factTr;
        String factEn;
        Termination termination;
        if (c.kind() == Event.ClaimKind.REPETITION) {
            int n = st.game.occurrences(target.repetitionKey()) + (c.intended() == null ? 0 : 1);
            correct = Repetition.claimable(n);
            a.add("9.2#h1");
            a.add(c.intended() == null ? "9.2.2" : "9.2.1#h1");
            a.add("9.2.3#h1");
            termination = Termination.REPETITION;
            String which = c.intended() == null ? "tahtadaki konum" : "yazılan " + Words.moveTr(p, c.intended()) + " hamlesinden sonraki konum";
            String whichEn = c.intended() == null ? "the position on the board" : "the position after the written move " + Words.moveEn(p, c.intended());
            factTr = which + " (aynı taşlar aynı karelerde, hamle sırası ve olası hamleler aynı) " + n + " kez oluşmuş olur";
            factEn = whichEn + " (same pieces on the same squares, same side to move and possible moves) stands for the " + ordinal(n) + " time";
        } else {
            int half = target.halfmoveClock();
            correct = half >= QuietMoves.FIFTY;
            a.add("9.3#h1");
            a.add(c.intended() == null ? "9.3.2" : "9.3.1");
            termination = Termination.FIFTY_MOVES;
            factTr = "taş alınmadan ve piyon sürülmeden oynanan yarım hamle sayısı " + half + " (gereken: " + QuietMoves.FIFTY + ")";
            factEn = "the half-moves without capture or pawn move number " + half + " (" + QuietMoves.FIFTY + " needed)";
        }
        a.add("9.5.1#h1");
        if (correct) {
            a.add("9.5.2");
            st.end(termination, GameResult.DRAW, a);
            out.add(Decision.of(DecisionCode.CLAIM_UPHELD, c.by(), a,
                    "Hakem saati durdurup savı inceledi: " + factTr + "; sav doğru, oyun berabere.",
                    "The arbiter paused the clock and examined the claim: " + factEn + "; the claim is correct and the game is drawn."));
            return out;
        }
        a.add("9.5.3#h1");
        a.add("9.5.3#h2");
        if (c.intended() != null) {
            a.add("9.5.3#h3");
        }
        out.add(Decision.of(DecisionCode.CLAIM_REJECTED, c.by(), a,
                "Hakem saati durdurup savı inceledi: " + factTr + "; sav yanlış, oyun sürer"
                        + (c.intended() == null ? "." : " ve yazılan hamle oynanmalıdır."),
                "The arbiter paused the clock and examined the claim: " + factEn + "; the claim is incorrect and the game goes on"
                        + (c.intended() == null ? "." : ", and the written move must be played.")));
        Color opp = c.by().opposite();
        long secs = TimePenalty.seconds(st.rules);
        st.clocks.add(opp, Duration.ofSeconds(secs));
        out.add(Decision.of(DecisionCode.TIME_ADDED, c.by(), TimePenalty.articles(st.rules, "9.5.3#h1"),
                "Yanlış sav: " + opp.turkish() + " oyuncuya " + Words.minutes(secs, true) + " eklenir.",
                "Incorrect claim: " + Words.en(opp) + " receives " + Words.minutes(secs, false) + ".").about(opp, secs));
        if (c.intended() != null) {
            out.addAll(Obligations.fix(st, new Duty(ObligationKind.PLAY_MOVE, c.intended().from(), -1, null, c.intended(), -1,
                    List.of("9.5.3#h3"), Duty.Ground.INTENDED_MOVE)));
        }
        return out;
    }

    private static String ordinal(int n) {
        return n == 1 ? "first" : n == 2 ? "second" : n == 3 ? "third" : n + "th";
    }
}
