package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.time.Duration;
import java.util.List;

/**
 * FIDE 8.1.1, 8.1.2, 8.2, 8.4 (and A.2 in rapid): the duty to record the moves. A player must
 * record every move (8.1.1), not in advance (8.1.2, except a 9.2/9.3 claim or a sealed move), with
 * the scoresheet visible to the arbiter (8.2). A player with less than five minutes in the period
 * and no increment of 30 seconds or more is freed from recording (8.4), each by his own clock; in
 * rapid nobody has to record (A.2). A breach has no fixed penalty: the arbiter's discretion (12.9).
 */
final class Recording {
    private Recording() {
    }

    /** FIDE 8.4: less than this on the clock frees a player from recording ... */
    static final Duration EXEMPT_BELOW = Duration.ofMinutes(5);
    /** ... unless each move adds this much or more. */
    static final Duration EXEMPTION_ENDING_INCREMENT = Duration.ofSeconds(30);

    static List<Decision> scoresheet(GameState st, Color by, Event.ScoresheetAct act) {
        return switch (act) {
            case NOT_RECORDING -> notRecording(st, by);
            case IN_ADVANCE -> st.adjournment.stage() == Adjournment.Stage.SEALING && by == st.adjournment.sealer()
                    ? List.of(Decision.of(DecisionCode.NO_INFRACTION, by, List.of("8.1.2#h2", "I.1.1#h2"),
                            Words.tr(by) + " hamlesini yapmadan önce notasyon formuna yazdı: zarfa konacak hamle böyle yazılır.",
                            Words.en(by) + " wrote his move before making it: that is how the sealed move is written."))
                    : List.of(ArbiterDiscretion.penalty(st, by, List.of("8.1.2#h1"),
                            Words.tr(by) + " hamlesini yapmadan önce notasyon formuna yazdı; bu yalnızca 9.2/9.3'e göre beraberlik"
                                    + " talebinde ya da zarfa hamle koyarken serbesttir.",
                            Words.en(by) + " wrote a move before making it, which is allowed only to claim a draw under 9.2/9.3"
                                    + " or to seal a move."));
            case HIDDEN -> List.of(ArbiterDiscretion.penalty(st, by, List.of("8.2#h1"),
                    Words.tr(by) + " notasyon formunu hakemin göremeyeceği biçimde tuttu; form oyun boyunca hakemin görebileceği yerde"
                            + " durmalıdır.",
                    Words.en(by) + " kept the scoresheet out of the arbiter's sight; it must stay visible to him throughout the game."));
        };
    }

    /** FIDE 8.1.1 with 8.4 (A.2): the player stops recording; exempt or a breach. */
    private static List<Decision> notRecording(GameState st, Color by) {
        if (st.rules.rapid()) {
            st.scoresheets.exempt(by);
            return List.of(Decision.of(DecisionCode.RECORDING_EXEMPT, by, List.of("A.2#h1"),
                    "Hızlı satrançta oyuncuların hamleleri yazması gerekmez; " + by.turkish() + " yazmayabilir.",
                    "In rapid the players need not record the moves; " + Words.en(by) + " may stop."));
        }
        if (st.scoresheets.isExempt(by)) {
            return List.of(exempt(by, "daha önce 8.4'e göre bu yükümlülükten kurtulduğu için", "freed earlier under 8.4,"));
        }
        Duration left = st.clocks.remaining(by);
        if (left == null) {
            throw st.input("scoresheet", "8.4 depends on " + by.key() + "'s remaining time: give clocks." + by.key());
        }
        Duration inc = st.clocks.increment();
        if (left.compareTo(EXEMPT_BELOW) < 0 && inc.compareTo(EXEMPTION_ENDING_INCREMENT) < 0) {
            st.scoresheets.exempt(by);
            return List.of(exempt(by, "saatinde " + Words.duration(left) + " kaldığı ve hamle başına ek süre 30 saniyeden az"
                    + " olduğu için", "with " + Words.durationEn(left) + " left and less than 30 seconds added per move,"));
        }
        String whyTr = inc.compareTo(EXEMPTION_ENDING_INCREMENT) >= 0
                ? "hamle başına " + Words.duration(inc) + " eklendiği için 8.4 uygulanmaz"
                : "saatinde " + Words.duration(left) + " var, 5 dakikadan az değil";
        String whyEn = inc.compareTo(EXEMPTION_ENDING_INCREMENT) >= 0
                ? Words.durationEn(inc) + " is added per move, so 8.4 does not apply"
                : "there are " + Words.durationEn(left) + " on the clock, not less than five minutes";
        return List.of(ArbiterDiscretion.penalty(st, by, List.of("8.1.1#h1"),
                Words.tr(by) + " hamleleri yazmayı bıraktı, ama yazmak zorundadır: " + whyTr + ".",
                Words.en(by) + " stopped recording the moves but must record them: " + whyEn + "."));
    }

    private static Decision exempt(Color by, String tr, String en) {
        return Decision.of(DecisionCode.RECORDING_EXEMPT, by, List.of("8.4#h1"),
                Words.tr(by) + ", " + tr + " bu süre diliminin sonuna dek hamleleri yazmak zorunda değildir.",
                Words.en(by) + ", " + en + " need not record the moves until the end of the period.");
    }
}
