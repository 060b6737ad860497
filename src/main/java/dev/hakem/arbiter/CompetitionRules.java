package dev.hakem.arbiter;

import java.time.Duration;

/**
 * The competition rules that change how the Laws apply: the class of the game by its time control
 * (A.1, B.1), the supervision the event declares (A.6, B.4; none: III.6), whether the Guidelines on
 * quickplay finishes were announced (III.2.1), the default time (6.7.1) and the limits on draw
 * offers (9.1.1). Which appendix's rules follow from these is written in one place, {@link Regime}.
 *
 * @param pace                     standard, rapid or blitz
 * @param supervision              full (A.4, B.2, standard play), limited (A.5, B.3) or none (III.6)
 * @param quickplayFinish          the event announced Guidelines III (only without increment, not in blitz)
 * @param defaultTime              FIDE 6.7.1: the time after the start within which a player must be at the board (zero when not stated)
 * @param drawOfferMinMoves        no agreed draw before both players completed this many moves (0 = no limit)
 * @param drawOfferNeedsPermission draw offers only with the arbiter's permission
 */
public record CompetitionRules(Pace pace, Supervision supervision, boolean quickplayFinish, Duration defaultTime,
                               int drawOfferMinMoves, boolean drawOfferNeedsPermission) {
    public static final CompetitionRules STANDARD = new CompetitionRules(false, 0, false);

    public CompetitionRules {
        pace = pace == null ? Pace.STANDARD : pace;
        supervision = supervision == null ? Supervision.FULL : supervision;
        defaultTime = defaultTime == null ? Duration.ZERO : defaultTime;
    }

    /** Standard play or rapid (with full supervision, A.4), with draw-offer limits. */
    public CompetitionRules(boolean rapid, int drawOfferMinMoves, boolean drawOfferNeedsPermission) {
        this(rapid ? Pace.RAPID : Pace.STANDARD, Supervision.FULL, false, Duration.ZERO, drawOfferMinMoves,
                drawOfferNeedsPermission);
    }

    /** Rules of this pace and supervision, nothing else changed. */
    public static CompetitionRules of(Pace pace, Supervision supervision) {
        return new CompetitionRules(pace, supervision, false, Duration.ZERO, 0, false);
    }

    /** Rapid play (Appendix A). */
    public boolean rapid() {
        return pace == Pace.RAPID;
    }
}
