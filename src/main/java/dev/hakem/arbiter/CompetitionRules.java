package dev.hakem.arbiter;

/**
 * The competition rules that change how the Laws apply (FIDE 9.1.1; Appendix A.3 for rapid).
 *
 * @param rapid                    rapid play (Appendix A): 2-minute penalties become 1 minute
 * @param drawOfferMinMoves        no agreed draw before both players completed this many moves (0 = no limit)
 * @param drawOfferNeedsPermission draw offers only with the arbiter's permission
 */
public record CompetitionRules(boolean rapid, int drawOfferMinMoves, boolean drawOfferNeedsPermission) {
    public static final CompetitionRules STANDARD = new CompetitionRules(false, 0, false);
}
