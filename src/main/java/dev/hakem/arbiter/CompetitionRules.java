package dev.hakem.arbiter;

import dev.hakem.chess.Variant;

/**
 * The competition rules that change how the Laws apply (FIDE 9.1.1; Appendix A.3 for rapid;
 * Guidelines II for Chess960).
 *
 * @param rapid                    rapid play (Appendix A): 2-minute penalties become 1 minute
 * @param drawOfferMinMoves        no agreed draw before both players completed this many moves (0 = no limit)
 * @param drawOfferNeedsPermission draw offers only with the arbiter's permission
 * @param variant                  the standard game, or Chess960 (Guidelines II: the start position drawn
 *                                 from 960, castling read for its squares)
 */
public record CompetitionRules(boolean rapid, int drawOfferMinMoves, boolean drawOfferNeedsPermission, Variant variant) {
    public static final CompetitionRules STANDARD = new CompetitionRules(false, 0, false, Variant.STANDARD);

    public CompetitionRules {
        if (variant == null) {
            variant = Variant.STANDARD;
        }
    }

    /** Rules of the standard game. */
    public CompetitionRules(boolean rapid, int drawOfferMinMoves, boolean drawOfferNeedsPermission) {
        this(rapid, drawOfferMinMoves, drawOfferNeedsPermission, Variant.STANDARD);
    }
}
