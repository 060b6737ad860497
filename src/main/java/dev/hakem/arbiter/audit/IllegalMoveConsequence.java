package dev.hakem.arbiter.audit;

import dev.hakem.arbiter.CompetitionRules;
import dev.hakem.arbiter.Regime;
import dev.hakem.arbiter.Supervision;
import java.util.ArrayList;
import java.util.List;

/**
 * FIDE 7.5.1, 7.5.5, A.3, A.5.2 (B.2, B.3 for blitz): what follows from the first illegal move of a
 * recorded game, by the game's class ({@link RecordedPace}) and the supervision the event declared —
 * the rules of each pace and supervision are the engine's, {@link Regime}. Under full supervision
 * (standard play, A.4, B.2) the position before it is to be reinstated with the opponent's time; under
 * lesser supervision (A.5, B.3) the opponent's reply in the record has put it beyond correction
 * (A.5.2), and only a move with no reply yet can still be corrected.
 *
 * @param articles the provisions that decide what follows
 * @param en       the consequence in English, one sentence
 * @param tr       the same in Turkish
 */
public record IllegalMoveConsequence(List<String> articles, String en, String tr) {
    public IllegalMoveConsequence {
        articles = List.copyOf(articles);
    }

    /**
     * The consequence of an illegal move in a game of this class under this supervision; {@code reply}
     * is the opponent's next move as numbered in the record ("3... Nf6"), or null when the record ends
     * with the illegal move.
     */
    public static IllegalMoveConsequence of(RecordedPace pace, Supervision supervision, String reply) {
        if (pace.pace() == null) {
            return new IllegalMoveConsequence(List.of(),
                    "What follows depends on the time control, and " + pace.en() + ".",
                    "Bundan sonrası zaman kontrolüne bağlı; " + pace.tr() + ".");
        }
        Regime regime = Regime.of(CompetitionRules.of(pace.pace(), supervision));
        String basisEn = " (" + pace.en() + (regime.article() == null ? "" : ", " + regime.article()) + ")";
        String basisTr = " (" + pace.tr() + (regime.article() == null ? "" : ", " + regime.article()) + ")";
        if (regime.lesserSupervision() && reply != null) {
            return new IllegalMoveConsequence(regime.underA5("A.5.2#h1", "A.5.2#h3", "A.5.2#h4"),
                    "Under lesser supervision it could be corrected only until the opponent's next move; the record "
                            + "goes on with " + reply + ", so the illegal move stood: no correction and no penalty"
                            + basisEn + ".",
                    "Gevşek gözetimde ancak rakibin bir sonraki hamlesine kadar düzeltilebilirdi; kayıt " + reply
                            + " ile sürüyor, geçersiz hamle geçerli sayılarak kaldı: düzeltme de ceza da yok"
                            + basisTr + ".");
        }
        List<String> a = new ArrayList<>();
        if (regime.lesserSupervision()) {
            a.addAll(regime.underA5("A.5.2#h1", "A.5.2#h2"));
        }
        a.add("7.5.1#h2");
        a.addAll(regime.penaltyArticles("7.5.5#h1"));
        long minutes = regime.penaltySeconds() / 60;
        String timeEn = minutes == 1 ? "one minute" : minutes + " minutes";
        String timeTr = minutes + " dakika";
        String when = regime.lesserSupervision()
                ? "If the opponent claims, or the arbiter sees it, before the opponent's next move (the record ends here), "
                : "Found during the game, ";
        String whenTr = regime.lesserSupervision()
                ? "Rakip bir sonraki hamlesinden önce itiraz eder ya da hakem görürse (kayıt burada bitiyor), "
                : "Oyun sırasında fark edilirse ";
        return new IllegalMoveConsequence(a,
                when + "the position immediately before it is reinstated and the opponent receives " + timeEn
                        + " for a first illegal move" + basisEn + ".",
                whenTr + "kuraldışılıktan hemen önceki konuma dönülür ve ilk geçersiz hamle için rakibin süresine "
                        + timeTr + " eklenir" + basisTr + ".");
    }
}
