package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * FIDE 12.9 (with 10.2): the penalty the arbiter chose, applied. Only a player against whom an
 * infraction with a discretionary penalty was found may be penalised; a fine only if fines were
 * announced (12.9.7); a score changed only within 10.2 (never above the game's maximum, only to a
 * score normally given). Time penalties only while the game goes on; scores once it has one.
 */
final class ArbiterPenalty {
    private ArbiterPenalty() {
    }

    static List<Decision> impose(GameState st, Event.Penalty e) {
        Sanction s = e.sanction();
        Color p = e.player();
        Color opp = p.opposite();
        if (!st.conduct.hasInfraction(p)) {
            throw st.input("penalty", "no infraction has been found against " + p.key()
                    + "; the arbiter penalises under 12.9 an offence he has found");
        }
        if (s == Sanction.FINE && !st.rules.finesAnnounced()) {
            throw st.input("penalty", "12.9.7 allows a fine only when it was announced in advance (rules.fineAnnounced)");
        }
        if (s.needsSeconds() && e.seconds() <= 0) {
            throw st.input("seconds", "missing: how many seconds the penalty " + s.key() + " (" + s.article() + ") adds or takes");
        }
        if (s.needsSeconds() && st.game.over()) {
            throw st.input("penalty", "the game is over: no clock runs any more to add time to or take it from (" + s.article() + ")");
        }
        st.conduct.imposed(s);
        List<String> a = List.of(s.article() + "#h1");
        Duration d = Duration.ofSeconds(e.seconds());
        return switch (s) {
            case WARNING -> List.of(Decision.of(DecisionCode.WARNING, p, a,
                    "Hakem " + p.turkish() + " oyuncuyu uyarır.", "The arbiter warns " + Words.en(p) + ".").about(p, 0));
            case TIME_ADDED -> {
                st.clocks.add(opp, d);
                yield List.of(Decision.of(DecisionCode.TIME_ADDED, p, a,
                        "Ceza olarak " + opp.turkish() + " oyuncunun süresine " + Words.duration(d) + " eklenir.",
                        "As a penalty, " + Words.durationEn(d) + " are added to " + Words.en(opp) + "'s clock.").about(opp, e.seconds()));
            }
            case TIME_DEDUCTED -> {
                Duration left = st.clocks.remaining(p);
                if (left != null && left.compareTo(d) < 0) {
                    throw st.input("seconds", p.key() + " has only " + Words.durationEn(left) + " left; " + Words.durationEn(d)
                            + " cannot be taken off (12.9.3)");
                }
                st.clocks.deduct(p, d);
                yield List.of(Decision.of(DecisionCode.TIME_DEDUCTED, p, a,
                        "Ceza olarak " + p.turkish() + " oyuncunun süresinden " + Words.duration(d) + " düşülür.",
                        "As a penalty, " + Words.durationEn(d) + " are taken off " + Words.en(p) + "'s clock.").about(p, e.seconds()));
            }
            case SCORE_RAISED -> raise(st, p, a);
            case SCORE_REDUCED -> reduce(st, p, e.score(), a);
            case GAME_LOST -> gameLost(st, p, e.opponentScore(), a);
            case FINE, EXCLUSION, EXPULSION -> List.of(Decision.of(DecisionCode.COMPETITION_SANCTION, p, a,
                    "Hakemin cezası: " + s.turkish() + " (" + p.turkish() + ").",
                    "The arbiter's penalty: " + s.english() + " (" + Words.en(p) + ").").about(p, 0));
        };
    }

    /** FIDE 12.9.4 with 10.2: the opponent's score raised to the maximum — a win, so only against an offender's loss. */
    private static List<Decision> raise(GameState st, Color p, List<String> a) {
        GameScore score = decidedScore(st, Sanction.SCORE_RAISED);
        Color opp = p.opposite();
        if (!GameScore.withinMaximum(opp == Color.WHITE ? Outcome.WIN : score.white(), opp == Color.BLACK ? Outcome.WIN : score.black())) {
            throw st.input("penalty", "raising " + opp.key() + "'s score to a win while " + p.key() + " keeps "
                    + st.rules.points().points(score.of(p)).toPlainString() + " would exceed the game's maximum (10.2);"
                    + " reduce " + p.key() + "'s score first (12.9.5)");
        }
        st.score(score.with(opp, Outcome.WIN));
        return List.of(adjusted(st, p, opp, a, "yükseltilir"));
    }

    /** FIDE 12.9.5 with 10.2: the offender's score reduced to a lower score normally given. */
    private static List<Decision> reduce(GameState st, Color p, BigDecimal points, List<String> a) {
        GameScore score = decidedScore(st, Sanction.SCORE_REDUCED);
        if (points == null) {
            throw st.input("score", "missing: the score " + p.key() + " keeps (12.9.5)");
        }
        Outcome o = normalScore(st, points, "score");
        if (o.compareTo(score.of(p)) <= 0) {
            throw st.input("score", points.toPlainString() + " does not reduce " + p.key() + "'s score of "
                    + st.rules.points().points(score.of(p)).toPlainString() + " (12.9.5)");
        }
        st.score(score.with(p, o));
        return List.of(adjusted(st, p, p, a, "düşürülür"));
    }

    /** FIDE 12.9.6: the game declared lost by the offender; the opponent's score given, or left to decide. */
    private static List<Decision> gameLost(GameState st, Color p, BigDecimal opponentPoints, List<String> a) {
        Color opp = p.opposite();
        Outcome oppOutcome = opponentPoints == null ? null : normalScore(st, opponentPoints, "opponentScore");
        if (st.game.over() && st.conduct.openScore() != null) {
            throw st.input("penalty", "the game's score is already waiting for the arbiter's decision (" + st.conduct.openScore().article() + ")");
        }
        if (!st.game.over()) {
            st.end(Termination.PENALTY, GameResult.ONGOING, a);
        }
        st.score(new GameScore(p == Color.WHITE ? Outcome.LOSS : oppOutcome, p == Color.BLACK ? Outcome.LOSS : oppOutcome));
        List<Decision> out = new ArrayList<>();
        out.add(Decision.of(DecisionCode.GAME_LOST, p, a,
                "Hakem ceza olarak oyunu " + p.turkish() + " için kaybedilmiş ilan eder"
                        + (oppOutcome == null ? "." : "; " + opp.turkish() + " oyuncunun puanı: " + st.rules.points().points(oppOutcome).toPlainString() + "."),
                "As a penalty the arbiter declares the game lost by " + Words.en(p)
                        + (oppOutcome == null ? "." : "; " + Words.en(opp) + " scores " + st.rules.points().points(oppOutcome).toPlainString() + ".")).about(p, 0));
        if (oppOutcome == null) {
            st.conduct.leaveScoreOpen(opp, "12.9.6#h1");
            out.add(ArbiterDiscretion.choice(null, List.of("12.9.6#h1"), ArbiterDiscretion.scoreOptions(st.rules.points()),
                    opp.turkishTitle() + " oyuncunun puanını da hakem belirler; belirleyene dek oyunun sonucu yoktur.",
                    "The arbiter also decides " + Words.en(opp) + "'s score; until he does, the game has no result."));
        }
        return out;
    }

    /** The ended game's decided score, or an input error: 12.9.4 and 12.9.5 change a score the game has. */
    private static GameScore decidedScore(GameState st, Sanction s) {
        GameScore score = st.game.score();
        if (!st.game.over() || score == null || !score.decided()) {
            throw st.input("penalty", s.key() + " (" + s.article() + ") changes the score of the game, which it does not have yet"
                    + (st.game.over() ? "" : ": the game is still in progress"));
        }
        return score;
    }

    /** FIDE 10.2#h2: the outcome a score in the event's points stands for; an input error for any other (¾). */
    static Outcome normalScore(GameState st, BigDecimal points, String field) {
        Outcome o = st.rules.points().outcome(points);
        if (o == null) {
            throw st.input(field, points.toPlainString() + " is not a score normally given for a game (10.2): "
                    + st.rules.points().normalScores());
        }
        return o;
    }

    private static Decision adjusted(GameState st, Color offender, Color whose, List<String> a, String verbTr) {
        String pts = st.rules.points().points(st.game.score().of(whose)).toPlainString();
        return Decision.of(DecisionCode.SCORE_ADJUSTED, offender, a,
                "Ceza olarak " + whose.turkish() + " oyuncunun bu oyundaki puanı " + pts + " olarak " + verbTr + "; sonuç "
                        + st.game.result().key() + ".",
                "As a penalty " + Words.en(whose) + "'s score in this game becomes " + pts + "; the result is "
                        + st.game.result().key() + ".").about(whose, 0);
    }
}
