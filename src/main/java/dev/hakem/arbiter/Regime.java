package dev.hakem.arbiter;

import java.util.ArrayList;
import java.util.List;

/**
 * Which rules of the Laws govern a game, from its pace and supervision (FIDE Appendices A and B) —
 * written once, here, for every rule class that depends on it.
 *
 * <table>
 *   <caption>The regimes</caption>
 *   <tr><th>regime</th><th>when</th><th>lesser supervision (A.5)</th><th>7.5.5 / 9.5.3 time</th></tr>
 *   <tr><td>standard</td><td>standard play</td><td>no</td><td>2 minutes</td></tr>
 *   <tr><td>A.4</td><td>rapid, full supervision</td><td>no</td><td>1 minute (A.3)</td></tr>
 *   <tr><td>A.5</td><td>rapid, limited or no supervision</td><td>yes</td><td>1 minute (A.3)</td></tr>
 *   <tr><td>B.2</td><td>blitz, full supervision</td><td>no</td><td>2 minutes</td></tr>
 *   <tr><td>B.3</td><td>blitz, limited or no supervision</td><td>yes (A.5 via B.3)</td><td>1 minute (A.3 via B.3)</td></tr>
 * </table>
 *
 * <p>A.2 (recording optional) follows the same line: every rapid game, and blitz under B.3 only.
 *
 * <p><b>The reading of B.2 (settled here).</b> A.3 (new in 2023) makes the two-minute penalties of
 * Articles 7 and 9 one minute in <em>rapid</em>; it stands outside A.4/A.5, so it covers every rapid
 * game. Blitz reaches A.3 only through B.3, which names A.2, A.3 and A.5 for blitz without full
 * supervision. B.2 (one arbiter per game, every game recorded) applies the Competition Rules in full
 * and names nothing of Appendix A; the 2018 rule that made every blitz penalty one minute (old B.2)
 * was removed, not moved. So in a fully supervised blitz game the 7.5.5 and 9.5.3 penalties are the
 * Competition Rules' two minutes, and the decision cites B.2 for it. The two minutes of Guidelines
 * III.4 and III.5 are not penalties of Articles 7 or 9 and stay two minutes in rapid as well.
 */
public enum Regime {
    STANDARD(null, false, 120),
    RAPID_FULL("A.4", false, 60),
    RAPID_LIMITED("A.5", true, 60),
    BLITZ_FULL("B.2", false, 120),
    BLITZ_LIMITED("B.3", true, 60);

    private final String article;
    private final boolean lesserSupervision;
    private final long penaltySeconds;

    Regime(String article, boolean lesserSupervision, long penaltySeconds) {
        this.article = article;
        this.lesserSupervision = lesserSupervision;
        this.penaltySeconds = penaltySeconds;
    }

    /** The regime of a game under these competition rules. */
    public static Regime of(CompetitionRules r) {
        boolean full = r.supervision() == Supervision.FULL;
        return switch (r.pace()) {
            case STANDARD -> STANDARD;
            case RAPID -> full ? RAPID_FULL : RAPID_LIMITED;
            case BLITZ -> full ? BLITZ_FULL : BLITZ_LIMITED;
        };
    }

    /** The provision that puts the game under this regime ("A.4", "B.3"), or null in standard play. */
    public String article() {
        return article;
    }

    /**
     * FIDE A.5 (for blitz through B.3): the rules for lesser supervision apply — an irregularity is
     * corrected only while the opponent has not made his next move (A.5.2), flags count when claimed
     * or seen (A.5.3, A.5.5), an illegal position is declared a draw after the next move (A.5.4), and
     * after ten moves each the clock setting and the set-up stand (A.5.1).
     */
    public boolean lesserSupervision() {
        return lesserSupervision;
    }

    /**
     * Provisions of Appendix A.5 as they apply here: as given in rapid, followed by B.3 in blitz (which
     * brings A.5 to blitz); empty when A.5 does not apply.
     */
    public List<String> underA5(String... provisions) {
        if (!lesserSupervision) {
            return List.of();
        }
        List<String> a = new ArrayList<>(List.of(provisions));
        if (this == BLITZ_LIMITED) {
            a.add("B.3");
        }
        return a;
    }

    /**
     * FIDE A.2 (for blitz through B.3): the players need not record the moves — in every rapid game and
     * in blitz without full supervision; fully supervised blitz (B.2) keeps Article 8 as it stands.
     */
    boolean recordingOptional() {
        return this == RAPID_FULL || this == RAPID_LIMITED || this == BLITZ_LIMITED;
    }

    /** The provisions that make recording optional here: A.2, and B.3 for blitz. */
    List<String> recordingOptionalArticles() {
        return this == BLITZ_LIMITED ? List.of("A.2#h1", "B.3") : List.of("A.2#h1");
    }

    /** FIDE 7.5.5#h1 and 9.5.3#h1: the time the opponent receives (see the class comment). */
    public long penaltySeconds() {
        return penaltySeconds;
    }

    /**
     * The provision that imposes the time ({@code imposing}, e.g. "7.5.5#h1") followed by those that
     * fixed its amount: A.3 in rapid, A.3 and B.3 in blitz under B.3, B.2 in fully supervised blitz.
     */
    public List<String> penaltyArticles(String imposing) {
        List<String> a = new ArrayList<>(List.of(imposing));
        switch (this) {
            case RAPID_FULL, RAPID_LIMITED -> a.add("A.3");
            case BLITZ_LIMITED -> {
                a.add("A.3");
                a.add("B.3");
            }
            case BLITZ_FULL -> a.add("B.2");
            default -> {
            }
        }
        return a;
    }
}
