package dev.hakem.arbiter;

import dev.hakem.chess.ChessException;
import dev.hakem.chess.Color;
import dev.hakem.chess.Move;
import dev.hakem.chess.Position;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import dev.hakem.chess.Legality;
import dev.hakem.chess.Verdict;
import dev.hakem.chess.Violation;

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

    /**
     * A claim (with the intended move as written, or null), examined when the next event arrives: it is
     * also a draw offer (9.1.2.3) that the opponent may accept first — also when the claimant no longer
     * has the move (he made the repeating move before claiming), which makes the claim itself incorrect.
     */
    static List<Decision> claim(GameState st, Color by, Event.ClaimKind kind, String written) {
        Position p = st.position();
        if (by != p.sideToMove()) {
            st.draws.claim(new DrawState.PendingClaim(by, kind, null, null, written));
            return List.of();
        }
        Move intended = null;
        Move illegal = null;
        if (written != null) {
            try {
                intended = MoveText.parse(p, written, st.letters());
            } catch (ChessException notLegal) {
                // a move that is not legal makes the claim incorrect; what names no move, or no one move, is bad input
                illegal = MoveText.observed(p, written, st.letters());
                if (illegal == null || p.isLegal(illegal)) {
                    throw st.input("intendedMove", notLegal.getMessage());
                }
            }
        }
        if (st.turn.touchedAny()) {
            int first = st.turn.touches().get(0);
            return List.of(Decision.of(DecisionCode.CLAIM_FORFEITED, by, List.of("9.4", "4.3"),
                    Words.tr(by) + " " + touchedTr(by, p, first)
                            + " oynamak amacıyla dokunduktan sonra beraberlik talep etti: bu hamlede talep hakkını yitirdi.",
                    Words.en(by) + " touched " + Words.pieceEn(p.pieceAt(first), first)
                            + " with intent to move it before claiming: the right to claim is lost on this move."));
        }
        st.draws.claim(new DrawState.PendingClaim(by, kind, intended, illegal, written));
        return List.of();
    }

    static List<Decision> examine(GameState st) {
        DrawState.PendingClaim c = st.draws.takeClaim();
        if (c.by() != st.game.toMove()) {
            return notHavingTheMove(st, c);
        }
        if (c.illegal() != null) {
            return illegalIntendedMove(st, c);
        }
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
                    "Hakem saatleri duraklatıp talebi inceledi: " + factTr + "; talep haklı, oyun berabere.",
                    "The arbiter paused the clock and examined the claim: " + factEn + "; the claim is correct and the game is drawn."));
            return out;
        }
        a.add("9.5.3#h1");
        a.add("9.5.3#h2");
        if (c.intended() != null) {
            a.add("9.5.3#h3");
        }
        out.add(Decision.of(DecisionCode.CLAIM_REJECTED, c.by(), a,
                "Hakem saatleri duraklatıp talebi inceledi: " + factTr + "; talep haksız, oyun sürer"
                        + (c.intended() == null ? "." : " ve yazılan hamle oynanmalıdır."),
                "The arbiter paused the clock and examined the claim: " + factEn + "; the claim is incorrect and the game goes on"
                        + (c.intended() == null ? "." : ", and the written move must be played.")));
        out.add(incorrect(st, c.by()));
        if (c.intended() != null) {
            out.addAll(Obligations.fix(st, new Duty(ObligationKind.PLAY_MOVE, c.intended().from(), -1, null, c.intended(), -1,
                    List.of("9.5.3#h3"), Duty.Ground.INTENDED_MOVE)));
        }
        return out;
    }

    /** The touched piece: "g1'deki atına" for one's own, "siyahın e5'teki piyonuna" for the opponent's. */
    private static String touchedTr(Color by, Position p, int sq) {
        dev.hakem.chess.Piece piece = p.pieceAt(sq);
        return piece.color() == by ? Words.ownTo(piece.type(), sq) : Words.of(piece.color()) + " " + Words.ownTo(piece.type(), sq);
    }

    /** FIDE 9.5.3#h1: two minutes (one in rapid, A.3, and in blitz under B.3; {@link Regime}) for the opponent of an incorrect claim. */
    private static Decision incorrect(GameState st, Color by) {
        Color opp = by.opposite();
        long secs = st.regime.penaltySeconds();
        st.clocks.add(opp, Duration.ofSeconds(secs));
        return Decision.of(DecisionCode.TIME_ADDED, by, st.regime.penaltyArticles("9.5.3#h1"),
                "Haksız talep: " + Words.of(opp) + " süresine " + Words.minutes(java.time.Duration.ofSeconds(secs), true) + " eklenir.",
                "Incorrect claim: " + Words.en(opp) + " receives " + Words.minutes(java.time.Duration.ofSeconds(secs), false) + ".").about(opp, secs);
    }

    /**
     * FIDE 9.2, 9.3 with 9.5.3: a claim by the player who does not have the move — he made the move
     * before claiming, where 9.2.1 and 9.3.1 have him write it and claim before making it — is incorrect.
     */
    private static List<Decision> notHavingTheMove(GameState st, DrawState.PendingClaim c) {
        boolean repetition = c.kind() == Event.ClaimKind.REPETITION;
        List<String> a = List.of(repetition ? "9.2#h1" : "9.3#h1", repetition ? "9.2.1#h1" : "9.3.1", "9.5.1#h1",
                "9.5.3#h1", "9.5.3#h2");
        return List.of(Decision.of(DecisionCode.CLAIM_REJECTED, c.by(), a,
                        "Hakem saatleri duraklatıp talebi inceledi: " + Words.tr(c.by()) + " hamlesini yapmıştı, hamle sırası artık "
                                + Words.at(c.by().opposite()) + ". Beraberliği yalnızca hamle sırası kendisinde olan oyuncu talep"
                                + " edebilir; hamleyi yapmadan önce notasyon formuna yazıp talep etmesi gerekirdi. Talep haksız, oyun sürer.",
                        "The arbiter paused the clocks and examined the claim: " + Words.en(c.by()) + " had already made the move,"
                                + " so " + Words.en(c.by().opposite()) + " has the move. Only the player having the move may claim;"
                                + " the move had to be written and the claim made before playing it. The claim is incorrect and the game"
                                + " goes on."),
                incorrect(st, c.by()));
    }

    /**
     * FIDE 9.2.1/9.3.1 with 9.5.3: the claim rests on a written move that is not legal (Article 3):
     * the claim is incorrect. The move was only written, not made and not completed by a clock press,
     * so it is no illegal move under 7.5.
     */
    private static List<Decision> illegalIntendedMove(GameState st, DrawState.PendingClaim c) {
        Position p = st.position();
        Verdict v = Legality.explain(p, c.illegal());
        List<String> a = new ArrayList<>(List.of(c.kind() == Event.ClaimKind.REPETITION ? "9.2#h1" : "9.3#h1",
                c.kind() == Event.ClaimKind.REPETITION ? "9.2.1#h1" : "9.3.1"));
        a.addAll(v.articles());
        a.addAll(List.of("9.5.1#h1", "9.5.3#h1", "9.5.3#h2"));
        String whyTr = v.violations().stream().map(Violation::tr).collect(Collectors.joining(" "));
        String whyEn = v.violations().stream().map(Violation::en).collect(Collectors.joining(" "));
        return List.of(Decision.of(DecisionCode.CLAIM_REJECTED, c.by(), a,
                        "Hakem saatleri duraklatıp talebi inceledi: yazılan " + c.written() + " geçerli bir hamle değil ("
                                + whyTr + "); talep yanlış, oyun sürer. Hamle yalnızca yazıldı, yapılmadı ve saate basılmadı:"
                                + " geçersiz hamle tamamlanmadı.",
                        "The arbiter paused the clocks and examined the claim: the written move " + c.written()
                                + " is not legal (" + whyEn + "); the claim is incorrect and the game goes on. The move was only"
                                + " written, not made, and the clock was not pressed: no illegal move was completed."),
                incorrect(st, c.by()));
    }

    private static String ordinal(int n) {
        return n == 1 ? "first" : n == 2 ? "second" : n == 3 ? "third" : n + "th";
    }
}
