package dev.hakem.arbiter;

import java.math.BigDecimal;

/**
 * FIDE 10.1: the points a win, a draw and a loss score — 1, ½ and 0 unless the event's
 * regulations say otherwise (3 / 1 / 0 in some events). A win must score more than a draw and a
 * draw more than a loss, so that every score names exactly one outcome.
 */
public record PointSystem(BigDecimal win, BigDecimal draw, BigDecimal loss) {
    /** FIDE 10.1: 1, ½, 0. */
    public static final PointSystem DEFAULT = new PointSystem(BigDecimal.ONE, new BigDecimal("0.5"), BigDecimal.ZERO);

    public PointSystem {
        if (win == null || draw == null || loss == null) {
            throw new IllegalArgumentException("points for a win, a draw and a loss are all needed");
        }
        if (win.compareTo(draw) <= 0 || draw.compareTo(loss) <= 0 || loss.signum() < 0) {
            throw new IllegalArgumentException("a win must score more than a draw, a draw more than a loss, and a loss"
                    + " zero or more (win " + win.toPlainString() + ", draw " + draw.toPlainString() + ", loss "
                    + loss.toPlainString() + ")");
        }
        win = plain(win);
        draw = plain(draw);
        loss = plain(loss);
    }

    /** The number without trailing zeros, never in exponent form (10, not 1E+1). */
    private static BigDecimal plain(BigDecimal x) {
        BigDecimal s = x.stripTrailingZeros();
        return s.scale() < 0 ? s.setScale(0) : s;
    }

    /** The points an outcome scores. */
    public BigDecimal points(Outcome o) {
        return switch (o) {
            case WIN -> win;
            case DRAW -> draw;
            case LOSS -> loss;
        };
    }

    /** FIDE 10.2#h2: the outcome a score normally given in a game stands for, or null when it is none of them (¾). */
    public Outcome outcome(BigDecimal points) {
        for (Outcome o : Outcome.values()) {
            if (points(o).compareTo(points) == 0) {
                return o;
            }
        }
        return null;
    }

    /** "1, 1/2 or 0" — the scores normally given, for messages. */
    String normalScores() {
        return win.toPlainString() + ", " + draw.toPlainString() + " or " + loss.toPlainString();
    }
}
