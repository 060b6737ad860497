package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * FIDE 8.1.1–8.1.5, 8.2, 8.4 (and A.2 in rapid, D.2.7): the duty to record the moves. A player must
 * record every move (8.1.1), not in advance (8.1.2, except a 9.2/9.3 claim or a sealed move), may reply
 * before writing the opponent's move but writes his own before his next (8.1.3), writes nothing else
 * (8.1.4), marks a draw offer (=) (8.1.5) and keeps the scoresheet visible to the arbiter (8.2). A player with less than five minutes in the period
 * and no increment of 30 seconds or more is freed from recording (8.4), each by his own clock; in
 * rapid nobody has to record (A.2), nor in blitz without full supervision (B.3). A breach has no fixed penalty: the arbiter's discretion (12.9).
 */
final class Recording {
    private Recording() {
    }

    static List<Decision> scoresheet(GameState st, Color by, Event.ScoresheetAct act) {
        return switch (act) {
            case NOT_RECORDING -> unrecorded(st, by, "8.1.1#h1", "hamleleri yazmayı bıraktı", "stopped recording the moves");
            case BEHIND -> unrecorded(st, by, "8.1.3#h2", "önceki hamlesini yazmadan yeni bir hamle yaptı",
                    "made a move without having written down his previous one");
            case DRAW_OFFER_UNMARKED -> unrecorded(st, by, "8.1.5#h1", "beraberlik teklifini notasyon formunda (=) ile işaretlemedi",
                    "did not mark the draw offer (=) on his scoresheet");
            case REPLY_FIRST -> List.of(Decision.of(DecisionCode.NO_INFRACTION, by, List.of("8.1.3#h1"),
                    Words.tr(by) + " rakibinin hamlesini yazmadan önce karşılık verdi: buna izin vardır; kendi hamlesini bir sonraki"
                            + " hamlesinden önce yazmalıdır.",
                    Words.en(by) + " replied to the opponent's move before writing it down, which is allowed; he must write his own"
                            + " move before making the next one."));
            case OTHER_ENTRIES -> List.of(ArbiterDiscretion.penalty(st, by, List.of("8.1.4#h1"),
                    Words.tr(by) + " notasyon formuna hamleler, saat süreleri, beraberlik teklifleri, talepler ve ilgili bilgiler"
                            + " dışında bir şey yazdı.",
                    Words.en(by) + " wrote on the scoresheet something other than the moves, clock times, draw offers, claims and"
                            + " other relevant data."));
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

    /**
     * FIDE 8.1.1, 8.1.3, 8.1.5 with 8.4 (A.2, B.3 via {@link Regime}; D.2.7 for a visually impaired player): a move or
     * an offer not recorded — no breach when the player is freed from recording, else one of {@code breach}.
     */
    private static List<Decision> unrecorded(GameState st, Color by, String breach, String whatTr, String whatEn) {
        if (st.regime.recordingOptional()) {
            st.scoresheets.exempt(by);
            String whereTr = st.rules.rapid() ? "Hızlı satrançta" : "Tam denetimsiz yıldırımda";
            String whereEn = st.rules.rapid() ? "In rapid" : "In blitz without full supervision";
            return List.of(Decision.of(DecisionCode.RECORDING_EXEMPT, by, st.regime.recordingOptionalArticles(),
                    whereTr + " oyuncuların hamleleri yazması gerekmez; " + by.turkish() + " yazmayabilir.",
                    whereEn + " the players need not record the moves; " + Words.en(by) + " may stop."));
        }
        if (st.scoresheets.isExempt(by)) {
            return List.of(exempt(by, "daha önce 8.4'e göre bu yükümlülükten kurtulduğu için", "freed earlier under 8.4,"));
        }
        Duration left = st.clocks.remaining(by);
        if (left == null) {
            throw st.input("scoresheet", "8.4 depends on " + by.key() + "'s remaining time: give clocks." + by.key());
        }
        Duration inc = st.clocks.increment();
        if (RecordingExemption.frees(left, inc)) {
            st.scoresheets.exempt(by);
            return List.of(exempt(by, "saatinde " + Words.duration(left) + " kaldığı ve hamle başına ek süre 30 saniyeden az"
                    + " olduğu için", "with " + Words.durationEn(left) + " left and less than 30 seconds added per move,"));
        }
        String whyTr = RecordingExemption.incrementKeepsRecording(inc)
                ? "hamle başına " + Words.duration(inc) + " eklendiği için 8.4 uygulanmaz"
                : "saatinde " + Words.duration(left) + " var, 5 dakikadan az değil";
        String whyEn = RecordingExemption.incrementKeepsRecording(inc)
                ? Words.durationEn(inc) + " is added per move, so 8.4 does not apply"
                : "there are " + Words.durationEn(left) + " on the clock, not less than five minutes";
        List<String> a = new ArrayList<>(List.of(breach));
        if (st.rules.players().visuallyImpaired(by)) {
            a.add("D.2.7#h1");
        }
        return List.of(ArbiterDiscretion.penalty(st, by, a,
                Words.tr(by) + " " + whatTr + ", ama hamleleri yazmak zorundadır: " + whyTr + ".",
                Words.en(by) + " " + whatEn + " but must record the moves: " + whyEn + "."));
    }

    private static Decision exempt(Color by, String tr, String en) {
        return Decision.of(DecisionCode.RECORDING_EXEMPT, by, List.of("8.4#h1"),
                Words.tr(by) + ", " + tr + " bu süre diliminin sonuna dek hamleleri yazmak zorunda değildir.",
                Words.en(by) + ", " + en + " need not record the moves until the end of the period.");
    }
}
