package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import dev.hakem.chess.Move;
import dev.hakem.chess.Position;
import dev.hakem.chess.notation.Notation;
import dev.hakem.chess.notation.WrittenMove;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * FIDE 8.1.1–8.1.5, 8.2, 8.4 (and A.2 in rapid, D.2.7): the duty to record the moves. A player must
 * record every move (8.1.1), not in advance (8.1.2, except a 9.2/9.3 claim or a sealed move), may reply
 * before writing the opponent's move but writes his own before his next (8.1.3), writes nothing else
 * (8.1.4), marks a draw offer (=) (8.1.5) and keeps the scoresheet visible to the arbiter (8.2). A player with less than five minutes in the period
 * and no increment of 30 seconds or more is freed from recording (8.4), each by his own clock; in
 * rapid nobody has to record (A.2), nor in blitz without full supervision (B.3). A breach has no fixed penalty: the
 * arbiter's discretion (12.9). An entry is read under Appendix C ({@link #entry}); a scoresheet kept in another
 * notation gets the warning Appendix C's preamble prescribes.
 */
final class Recording {
    private Recording() {
    }

    static List<Decision> scoresheet(GameState st, Color by, Event.ScoresheetAct act) {
        return switch (act) {
            case NOT_RECORDING -> unrecorded(st, by, List.of("8.1.1#h1"), "hamleleri yazmayı bıraktı", "stopped recording the moves");
            case BEHIND -> unrecorded(st, by, List.of("8.1.3#h2"), "önceki hamlesini yazmadan yeni bir hamle yaptı",
                    "made a move without having written down his previous one");
            case DRAW_OFFER_UNMARKED -> offerUnmarked(st, by);
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
            case ENTRY -> throw new IllegalArgumentException("an entry is ruled by Recording.entry");
            case OTHER_NOTATION -> List.of(Decision.of(DecisionCode.WARNING, by, List.of("C#h3", "C#h1", "C#h2"),
                    Words.tr(by) + " notasyon formunu cebirsel olmayan bir notasyonla tutuyor: FIDE yarışmalarında yalnızca cebirsel"
                            + " notasyon geçerlidir; hakem onu uyarır. Bu form, notasyon formunun kanıt sayıldığı durumlarda"
                            + " (9.2/9.3 talepleri gibi) kanıt olarak kullanılamaz.",
                    Words.en(by) + " keeps the scoresheet in a notation other than the algebraic: FIDE recognises only the algebraic"
                            + " notation in its events, and the arbiter warns him. Such a scoresheet cannot serve as evidence where a"
                            + " scoresheet normally does (as in 9.2/9.3 claims).").about(by, 0));
            case HIDDEN -> List.of(ArbiterDiscretion.penalty(st, by, List.of("8.2#h1"),
                    Words.tr(by) + " notasyon formunu hakemin göremeyeceği biçimde tuttu; form oyun boyunca hakemin görebileceği yerde"
                            + " durmalıdır.",
                    Words.en(by) + " kept the scoresheet out of the arbiter's sight; it must stay visible to him throughout the game."));
        };
    }

    /** FIDE 8.1.5, 9.1.2.2 (the same duty) with C.12: a draw offer not marked (=) on the player's scoresheet. */
    private static List<Decision> offerUnmarked(GameState st, Color by) {
        return unrecorded(st, by, List.of("8.1.5#h1", "9.1.2.2#h1", "C.12#h1"), "beraberlik teklifini notasyon formunda (=) ile işaretlemedi",
                "did not mark the draw offer (=) on his scoresheet");
    }

    /**
     * FIDE 8.1.1 with Appendix C (and 8.1.5, 9.1.2.2 for a draw offer): the player wrote {@code text} for the last move
     * made. A correct record names that move as Appendix C writes it, and what it marks (capture, check, mate, e.p.,
     * a draw offer) is true; the decision cites the provisions the reading used. An entry that is no correct record
     * must be corrected: not recording correctly is, like not recording, for the arbiter to penalise (unless 8.4 or
     * A.2 or B.3 frees the player from recording).
     */
    static List<Decision> entry(GameState st, Color by, String text) {
        int ply = st.game.history().plies();
        if (ply == 0) {
            throw st.input("entry", "no move has been made yet: there is no move to record");
        }
        Position before = st.game.history().position(ply - 1);
        Move made = st.game.history().move(ply);
        // C.2, C.3: a player may write in English letters or in his own country's; the case's letters are its moves'
        WrittenMove w = WrittenMove.entry(before, made, text, Notation.EITHER);
        boolean offered = st.draws.offerPly() == ply;
        if (w.readable() && w.drawOffer() && !offered) {
            w = w.faulty(WrittenMove.Fault.FALSE_DRAW_OFFER, "no draw was offered with " + Words.moveEn(before, made));
        }
        String wrote = "\"" + text.strip() + "\"";
        if (!w.readable()) {
            List<String> a = new ArrayList<>(w.provisions());
            if (!a.contains("8.1.1#h1")) {
                a.add("8.1.1#h1");
            }
            List<Decision> out = new ArrayList<>();
            out.add(Decision.of(DecisionCode.MOVE_MISRECORDED, by, a,
                    Words.tr(by) + " yapılan " + Words.moveTr(before, made) + " hamlesi için notasyon formuna " + wrote + " yazdı: bu kayıt "
                            + w.fault().tr() + ". Hamle doğru yazılmalıdır; " + by.turkish() + " kaydı düzeltir.",
                    Words.en(by) + " wrote " + wrote + " for the move made, " + Words.moveEn(before, made) + ": the entry "
                            + w.fault().en() + " (" + w.detail() + "). The move must be recorded correctly; " + Words.en(by)
                            + " corrects the entry."));
            out.addAll(unrecorded(st, by, List.of("8.1.1#h1"), "hamleyi doğru yazmadı", "did not record the move correctly"));
            return out;
        }
        List<String> a = new ArrayList<>(w.provisions());
        if (w.drawOffer()) {
            a.addAll(List.of("9.1.2.2#h1", "8.1.5#h1"));
        }
        List<Decision> out = new ArrayList<>();
        out.add(Decision.of(DecisionCode.MOVE_RECORDED, by, a,
                Words.tr(by) + " yapılan " + Words.moveTr(before, made) + " hamlesini notasyon formuna " + wrote + " diye yazdı: kayıt, Ek C'ye"
                        + " göre bu hamleyi gösterir" + (w.drawOffer() ? " ve beraberlik teklifini (=) ile işaretler." : "."),
                Words.en(by) + " wrote " + wrote + " for the move made, " + Words.moveEn(before, made) + ": under Appendix C the entry"
                        + " records that move" + (w.drawOffer() ? " and marks the draw offer (=)." : ".")));
        if (offered && !w.drawOffer()) {
            out.addAll(offerUnmarked(st, by));
        }
        return out;
    }

    /**
     * FIDE 8.1.1, 8.1.3, 8.1.5 with 8.4 (A.2, B.3 via {@link Regime}; D.2.7 for a visually impaired player): a move or
     * an offer not recorded — no breach when the player is freed from recording, else one of {@code breach}.
     */
    private static List<Decision> unrecorded(GameState st, Color by, List<String> breach, String whatTr, String whatEn) {
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
        Duration inc = st.clocks.perMove();
        boolean delay = st.clocks.control().hasDelay();
        if (RecordingExemption.frees(left, inc)) {
            st.scoresheets.exempt(by);
            return List.of(exempt(by, "saatinde " + Words.duration(left) + " kaldığı ve hamle başına ek süre 30 saniyeden az"
                    + " olduğu için", "with " + Words.durationEn(left) + " left and less than 30 seconds added per move,"));
        }
        String whyTr = RecordingExemption.incrementKeepsRecording(inc)
                ? "hamle başına " + Words.duration(inc) + (delay ? " sabit ek süre (gecikme) verildiği" : " eklendiği") + " için 8.4 uygulanmaz"
                : "saatinde " + Words.duration(left) + " var, 5 dakikadan az değil";
        String whyEn = RecordingExemption.incrementKeepsRecording(inc)
                ? Words.durationEn(inc) + (delay ? " of fixed extra time (delay) is given" : " is added") + " per move, so 8.4 does not apply"
                : "there are " + Words.durationEn(left) + " on the clock, not less than five minutes";
        List<String> a = new ArrayList<>(breach);
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
