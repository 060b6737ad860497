package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * FIDE Guidelines III.2, III.5, III.6: the draw claim of a player in the last two minutes of a
 * quickplay finish — "the opponent cannot win by normal means" or "makes no effort to win by normal
 * means". Admissible only where the event announced the Guidelines (III.2.1), in standard or rapid
 * play without increment (III.2.2), by the player having the move, with less than two minutes
 * left and his flag not yet down (III.5). The grounds are the arbiter's judgement, which the engine
 * takes as his decision ({@link Event.Decide}): accepted, a draw (III.5.1); rejected, two extra
 * minutes to the opponent (III.5.3 — not shortened by A.3, which reduces only the penalties of
 * Articles 7 and 9); postponed, play goes on and the opponent may be given two minutes (III.5.2),
 * the final result coming later or after a flag has fallen. With no arbiter present (III.6) the
 * claim ends play and goes to the designated arbiter. An inadmissible claim is refused without time.
 */
final class QuickplayClaim {
    private QuickplayClaim() {
    }

    static final Duration TWO_MINUTES = Duration.ofMinutes(2);

    static List<Decision> claim(GameState st, Color by) {
        boolean paused = st.quickplay.takePause(by);
        Decision refused = inadmissible(st, by, st.rules.supervision() != Supervision.NONE, "III.5#h1");
        if (refused != null) {
            if (!paused) {
                return List.of(refused);
            }
            // 6.11.2, 6.11.4: the pause was for a claim the Guidelines do not allow here: no valid reason
            return List.of(refused, ArbiterDiscretion.penalty(st, by, List.of("6.11.2#h1", "6.11.4#h1", "6.11.4#h2"),
                    Words.tr(by) + " saatleri bu talep için duraklattı, ama talep Kılavuz III'e göre yapılamazdı: duraklatmanın geçerli"
                            + " bir nedeni yoktu; hakem cezalandırabilir.",
                    Words.en(by) + " paused the clocks for this claim, but the Guidelines do not allow the claim here: the pause had no"
                            + " valid reason, and the arbiter may penalise."));
        }
        List<Decision> out = new ArrayList<>();
        if (paused) {
            out.add(Decision.of(DecisionCode.CLOCK_PAUSED, by, List.of("III.5#h2"),
                    Words.tr(by) + " son iki dakikasındaki beraberlik talebi için hakemi çağırıp saatleri duraklattı: Kılavuz III.5 buna"
                            + " izin verir, duraklatmanın nedeni geçerlidir.",
                    Words.en(by) + " paused the clocks to summon the arbiter for a draw claim in his last two minutes: Guidelines III.5"
                            + " allow it, the pause had a valid reason."));
        }
        if (st.rules.supervision() == Supervision.NONE) {
            List<String> a = List.of("III.6#h1", "III.6.1#h1", "III.6.1#h2", "III.6.2#h1");
            st.end(Termination.QUICKPLAY_CLAIM, GameResult.ONGOING, a);
            return List.of(ArbiterDiscretion.choice(by, a, List.of(
                            "III.6.1.1: a draw — the opponent cannot win by normal means",
                            "III.6.1.2: a draw — the opponent has made no effort to win by normal means",
                            "the claim fails: the designated arbiter gives the result"),
                    Words.tr(by) + " son iki dakikasında beraberlik talep etti. Oyunu izleyen hakem olmadığından talep oyunu"
                            + " bitirir; son konum yazılır ve talep, yarışmanın görevlendirdiği hakeme iletilir: sonucu o verir.",
                    Words.en(by) + " claimed a draw in his last two minutes. With no arbiter supervising, the claim concludes the"
                            + " game; the final position is written down and the claim goes to the designated arbiter, who gives the result."));
        }
        st.quickplay.claim(new QuickplayFinish.Claim(by, false));
        return out;
    }

    /**
     * FIDE III.2.1, III.2.2, III.4, III.5: the refusal of a quickplay claim or request that the Guidelines
     * do not allow here, or null when it is admissible. {@code mustHaveMove}: the player must have the move.
     */
    static Decision inadmissible(GameState st, Color by, boolean mustHaveMove, String own) {
        String whyTr = null;
        String whyEn = null;
        String article = null;
        if (st.rules.pace() == Pace.BLITZ || !st.clocks.perMove().isZero()) {
            article = "III.2.2#h1";
            boolean delay = st.clocks.control().hasDelay();
            whyTr = st.rules.pace() == Pace.BLITZ ? "Kılavuz III yıldırım satrançta hiç uygulanmaz"
                    : "Kılavuz III yalnızca hamle başına süre eklenmeyen oyunlarda uygulanır"
                    + (delay ? " (gecikme modunda her hamleye sabit ek süre verilir)" : "");
            whyEn = st.rules.pace() == Pace.BLITZ ? "Guidelines III never apply to blitz"
                    : "Guidelines III apply only to games without an increment"
                    + (delay ? " (in the time-delay mode every move has its fixed extra time)" : "");
        } else if (!st.rules.quickplayFinish()) {
            article = "III.2.1#h1";
            whyTr = "yarışma Kılavuz III'ü önceden ilan etmedi";
            whyEn = "the event did not announce Guidelines III beforehand";
        } else {
            Duration left = st.clocks.remaining() == null ? null : st.clocks.remaining().get(by);
            if (left == null) {
                throw st.input(by.key(), "a quickplay claim or request needs the clock of " + by.key() + " (clocks." + by.key() + ")");
            }
            article = own;
            if (mustHaveMove && st.game.toMove() != by) {
                whyTr = "hamle sırası kendisinde değil";
                whyEn = "he does not have the move";
            } else if (st.clocks.flagDown(by)) {
                whyTr = "bayrağı düşmüş";
                whyEn = "his flag has fallen";
            } else if (left.compareTo(TWO_MINUTES) >= 0) {
                whyTr = "saatinde iki dakikadan az değil, " + Words.minutes(left, true) + " var";
                whyEn = "he has not less than two minutes but " + Words.minutes(left, false);
            }
        }
        if (whyTr == null) {
            return null;
        }
        return Decision.of(DecisionCode.CLAIM_REJECTED, by, List.of(article),
                Words.tr(by) + " Kılavuz III'e göre talepte ya da istekte bulundu, ama " + whyTr + ": kabul edilmez; süreye bir şey eklenmez.",
                Words.en(by) + " claimed or asked under Guidelines III, but " + whyEn + ": it is refused, with no time added.");
    }

    /** FIDE III.5.1–III.5.3: the arbiter decides the claim before him. */
    static List<Decision> decide(GameState st, QuickplayFinish.Claim c, Event.Answer answer) {
        Color by = c.by();
        Color opp = by.opposite();
        switch (answer) {
            case ACCEPT -> {
                List<String> a = c.postponed() ? List.of("III.5.2#h2", "III.5.2#h3") : List.of("III.5.1#h1");
                st.end(Termination.QUICKPLAY_CLAIM, GameResult.DRAW, a);
                return List.of(Decision.of(DecisionCode.GAME_DRAWN, by, a,
                        "Hakem " + Words.of(by) + " talebini haklı buldu (rakip olağan yollarla kazanamaz ya da kazanmak için çaba"
                                + " göstermiyor): oyun berabere.",
                        "The arbiter upholds " + Words.en(by) + "'s claim (the opponent cannot win, or is making no effort to win,"
                                + " by normal means): the game is drawn."));
            }
            case POSTPONE -> {
                if (c.postponed()) {
                    throw st.input("decide", "the arbiter has already postponed his decision on this claim");
                }
                st.quickplay.claim(new QuickplayFinish.Claim(by, true));
                return List.of(ArbiterDiscretion.choice(null, List.of("III.5.1#h2", "III.5.2#h1", "III.5.2#h2"), List.of(
                                "III.5.2: two extra minutes for " + opp.key(),
                                "III.5.2: no extra time"),
                        "Hakem kararını erteledi: oyun, olabildiğince hakemin gözü önünde sürer. Rakibe iki dakika eklemek hakemin"
                                + " takdirindedir; son kararı oyun sırasında ya da bir bayrak düştükten sonra verir.",
                        "The arbiter postpones his decision: play goes on, in his presence if possible. Whether the opponent gets two"
                                + " extra minutes is his choice; he gives the final result later in the game or once a flag has fallen."));
            }
            case REJECT -> {
                st.quickplay.clear();
                if (c.postponed() && st.clocks.flagDown(by)) {
                    return FlagFall.lose(st, by, List.of("III.5.2#h2"), "6.9#h3");
                }
                List<Decision> out = new ArrayList<>();
                out.add(Decision.of(DecisionCode.CLAIM_REJECTED, by, List.of("III.5.1#h2", "III.5.3#h1"),
                        "Hakem " + Words.of(by) + " beraberlik talebini reddetti: oyun sürer.",
                        "The arbiter rejects " + Words.en(by) + "'s draw claim: play goes on."));
                st.clocks.add(opp, TWO_MINUTES);
                out.add(Decision.of(DecisionCode.TIME_ADDED, by, List.of("III.5.3#h1"),
                        "Reddedilen talep: " + Words.of(opp) + " süresine 2 dakika eklenir.",
                        "Rejected claim: " + Words.en(opp) + " receives two extra minutes.").about(opp, TWO_MINUTES.getSeconds()));
                return out;
            }
            default -> throw new IllegalStateException(answer.toString());
        }
    }
}
