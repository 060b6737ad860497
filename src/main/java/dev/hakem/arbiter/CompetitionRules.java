package dev.hakem.arbiter;

import dev.hakem.chess.Variant;
import java.time.Duration;

/**
 * The competition rules that change how the Laws apply: the class of the game by its time control
 * (A.1, B.1), the supervision the event declares (A.6, B.4; none: III.6), whether the Guidelines on
 * quickplay finishes were announced (III.2.1), the default time (6.7.1), the limits on draw offers
 * (9.1.1) and the variant (Guidelines II for Chess960). Which appendix's rules follow from pace and
 * supervision is written in one place, {@link Regime}.
 *
 * @param pace                     standard, rapid or blitz
 * @param supervision              full (A.4, B.2, standard play), limited (A.5, B.3) or none (III.6)
 * @param quickplayFinish          the event announced Guidelines III (only without increment, not in blitz)
 * @param defaultTime              FIDE 6.7.1: the time after the start within which a player must be at the board (zero when not stated)
 * @param drawOfferMinMoves        no agreed draw before both players completed this many moves (0 = no limit)
 * @param drawOfferNeedsPermission draw offers only with the arbiter's permission
 * @param variant                  the standard game, or Chess960 (Guidelines II: the start position drawn
 *                                 from 960, castling read for its squares)
 */
public record CompetitionRules(Pace pace, Supervision supervision, boolean quickplayFinish, Duration defaultTime,
                               int drawOfferMinMoves, boolean drawOfferNeedsPermission, Variant variant) {
    public static final CompetitionRules STANDARD = new CompetitionRules(false, 0, false);

    public CompetitionRules {
        pace = pace == null ? Pace.STANDARD : pace;
        supervision = supervision == null ? Supervision.FULL : supervision;
        defaultTime = defaultTime == null ? Duration.ZERO : defaultTime;
        variant = variant == null ? Variant.STANDARD : variant;
    }

    /** The standard game, standard play or rapid (with full supervision, A.4), with draw-offer limits. */
    public CompetitionRules(boolean rapid, int drawOfferMinMoves, boolean drawOfferNeedsPermission) {
        this(rapid, drawOfferMinMoves, drawOfferNeedsPermission, Variant.STANDARD);
    }

    /** Standard play or rapid (with full supervision, A.4), with draw-offer limits, of a variant. */
    public CompetitionRules(boolean rapid, int drawOfferMinMoves, boolean drawOfferNeedsPermission, Variant variant) {
        this(rapid ? Pace.RAPID : Pace.STANDARD, Supervision.FULL, false, Duration.ZERO, drawOfferMinMoves,
                drawOfferNeedsPermission, variant);
    }

    /** Rules of this pace and supervision, nothing else changed. */
    public static CompetitionRules of(Pace pace, Supervision supervision) {
        return new CompetitionRules(pace, supervision, false, Duration.ZERO, 0, false, Variant.STANDARD);
    }

    /** Rapid play (Appendix A). */
    public boolean rapid() {
        return pace == Pace.RAPID;
    }
}
