package dev.hakem.arbiter;

import dev.hakem.chess.Variant;
import java.time.Duration;
import java.util.Objects;

/**
 * The competition rules that change how the Laws apply, and the facts of the event the Laws leave to
 * its regulations: the class of the game by its time control (A.1, B.1), the supervision the event
 * declares (A.6, B.4; none: III.6), whether the Guidelines on quickplay finishes were announced
 * (III.2.1), the limits on draw offers (9.1.1), the variant (Guidelines II), the points (10.1), the
 * device rules (11.3.2), the duty to report before leaving (11.2.4), announced fines (12.9.7), the
 * default time (6.7.1, I.10), the players of Appendix D and whether appeals are excluded (11.10). Which appendix's rules follow from pace
 * and supervision is written in one place, {@link Regime}.
 *
 * @param pace                     standard, rapid or blitz
 * @param supervision              full (A.4, B.2, standard play), limited (A.5, B.3) or none (III.6)
 * @param quickplayFinish          the event announced Guidelines III (only without increment, not in blitz)
 * @param drawOfferMinMoves        no agreed draw before both players completed this many moves (0 = no limit)
 * @param drawOfferNeedsPermission draw offers only with the arbiter's permission
 * @param variant                  the standard game, or Chess960 (Guidelines II: the start position drawn
 *                                 from 960, castling read for its squares)
 * @param points                   10.1: what a win, a draw and a loss score
 * @param devices                  11.3.2.1, 11.3.2.2: devices in bags, a milder penalty
 * @param reportBeforeLeaving      11.2.4: the opponent of the player having the move reports before leaving the
 *                                 playing area
 * @param finesAnnounced           12.9.7: fines were announced in advance
 * @param defaultTime              6.7.1, Guidelines I.10: the default time (zero when the regulations name none)
 * @param players                  Appendix D: visually and hearing-impaired players, assistants
 * @param appealsExcluded          11.10: the event's regulations allow no appeal against the arbiter's decisions
 */
public record CompetitionRules(Pace pace, Supervision supervision, boolean quickplayFinish, int drawOfferMinMoves,
                               boolean drawOfferNeedsPermission, Variant variant, PointSystem points, DeviceRules devices,
                               boolean reportBeforeLeaving, boolean finesAnnounced, Duration defaultTime, Impairments players,
                               boolean appealsExcluded) {
    public static final CompetitionRules STANDARD = new CompetitionRules(false, 0, false);

    public CompetitionRules {
        pace = Objects.requireNonNullElse(pace, Pace.STANDARD);
        supervision = Objects.requireNonNullElse(supervision, Supervision.FULL);
        variant = Objects.requireNonNullElse(variant, Variant.STANDARD);
        points = Objects.requireNonNullElse(points, PointSystem.DEFAULT);
        devices = Objects.requireNonNullElse(devices, DeviceRules.NONE);
        defaultTime = Objects.requireNonNullElse(defaultTime, Duration.ZERO);
        players = Objects.requireNonNullElse(players, Impairments.NONE);
        if (defaultTime.isNegative()) {
            throw new IllegalArgumentException("the default time must not be negative");
        }
    }

    /** Rules about draw offers and rapid play (with full supervision, A.4) of a variant; everything else as the Laws have it. */
    public CompetitionRules(boolean rapid, int drawOfferMinMoves, boolean drawOfferNeedsPermission, Variant variant) {
        this(rapid ? Pace.RAPID : Pace.STANDARD, Supervision.FULL, false, drawOfferMinMoves, drawOfferNeedsPermission,
                variant, null, null, false, false, null, null, false);
    }

    /** Rules of the standard game about draw offers and rapid play (with full supervision, A.4) only. */
    public CompetitionRules(boolean rapid, int drawOfferMinMoves, boolean drawOfferNeedsPermission) {
        this(rapid, drawOfferMinMoves, drawOfferNeedsPermission, Variant.STANDARD);
    }

    /** Rules of this pace and supervision, everything else as the Laws have it. */
    public static CompetitionRules of(Pace pace, Supervision supervision) {
        return STANDARD.withTime(pace, supervision, false);
    }

    /** Rapid play (Appendix A). */
    public boolean rapid() {
        return pace == Pace.RAPID;
    }

    /** These rules with another pace, supervision and announcement of Guidelines III. */
    public CompetitionRules withTime(Pace p, Supervision s, boolean quickplay) {
        return new CompetitionRules(p, s, quickplay, drawOfferMinMoves, drawOfferNeedsPermission, variant, points, devices,
                reportBeforeLeaving, finesAnnounced, defaultTime, players, appealsExcluded);
    }

    /** These rules with other limits on draw offers (9.1.1). */
    public CompetitionRules withDrawOffers(int minMoves, boolean needsPermission) {
        return new CompetitionRules(pace, supervision, quickplayFinish, minMoves, needsPermission, variant, points, devices,
                reportBeforeLeaving, finesAnnounced, defaultTime, players, appealsExcluded);
    }

    /** These rules for another variant (Guidelines II). */
    public CompetitionRules withVariant(Variant v) {
        return new CompetitionRules(pace, supervision, quickplayFinish, drawOfferMinMoves, drawOfferNeedsPermission, v, points,
                devices, reportBeforeLeaving, finesAnnounced, defaultTime, players, appealsExcluded);
    }

    /** These rules with another point system (10.1). */
    public CompetitionRules withPoints(PointSystem p) {
        return new CompetitionRules(pace, supervision, quickplayFinish, drawOfferMinMoves, drawOfferNeedsPermission, variant, p,
                devices, reportBeforeLeaving, finesAnnounced, defaultTime, players, appealsExcluded);
    }

    /** These rules with the event's device rules (11.3.2.1, 11.3.2.2). */
    public CompetitionRules withDevices(DeviceRules d) {
        return new CompetitionRules(pace, supervision, quickplayFinish, drawOfferMinMoves, drawOfferNeedsPermission, variant,
                points, d, reportBeforeLeaving, finesAnnounced, defaultTime, players, appealsExcluded);
    }

    /** These rules with (or without) 11.2.4's duty to report before leaving and 12.9.7's announced fines. */
    public CompetitionRules withConduct(boolean report, boolean fines) {
        return new CompetitionRules(pace, supervision, quickplayFinish, drawOfferMinMoves, drawOfferNeedsPermission, variant,
                points, devices, report, fines, defaultTime, players, appealsExcluded);
    }

    /** These rules with a default time (6.7.1, I.10). */
    public CompetitionRules withDefaultTime(Duration d) {
        return new CompetitionRules(pace, supervision, quickplayFinish, drawOfferMinMoves, drawOfferNeedsPermission, variant,
                points, devices, reportBeforeLeaving, finesAnnounced, d, players, appealsExcluded);
    }

    /** These rules with (or without) appeals excluded by the event (11.10). */
    public CompetitionRules withAppealsExcluded(boolean excluded) {
        return new CompetitionRules(pace, supervision, quickplayFinish, drawOfferMinMoves, drawOfferNeedsPermission, variant,
                points, devices, reportBeforeLeaving, finesAnnounced, defaultTime, players, excluded);
    }

    /** These rules with Appendix D's players. */
    public CompetitionRules withPlayers(Impairments p) {
        return new CompetitionRules(pace, supervision, quickplayFinish, drawOfferMinMoves, drawOfferNeedsPermission, variant,
                points, devices, reportBeforeLeaving, finesAnnounced, defaultTime, p, appealsExcluded);
    }
}
