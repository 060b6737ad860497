package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.ArrayList;
import java.util.List;

/**
 * FIDE 4.8 with 4.3/4.4: the opponent's claim that a move broke the touch-move obligation. Upheld
 * while the claimant has not touched a piece since: the move is taken back and the obligation
 * enforced; once the claimant has touched a piece with intent to move it, the right is lost.
 */
final class TouchMoveClaim {
    private TouchMoveClaim() {
    }

    static List<Decision> claim(GameState st, Color by) {
        OpenBreach.Breach b = st.breach.get();
        if (b == null || b.by() != by.opposite()) {
            return List.of(Decision.of(DecisionCode.CLAIM_REJECTED, by, List.of("4.3"),
                    Words.tr(by) + " rakibinin dokunulan taş kuralını çiğnediğini ileri sürdü, ama rakibin son hamlesi dokunma zorunluluğunu çiğnemedi.",
                    Words.en(by) + " claimed a touch-move breach, but the opponent's last move broke no touch-move obligation."));
        }
        List<Decision> out = new ArrayList<>();
        if (b.rightLost()) {
            out.addAll(AutomaticEndings.settleDeferred(st));
            out.add(Decision.of(DecisionCode.CLAIM_FORFEITED, by, List.of("4.8"),
                    Words.tr(by) + " rakibinin dokunulan taş kuralını çiğnediğini ileri sürdü, ama önce kendisi bir taşa oynamak amacıyla dokundu: itiraz hakkını yitirdi.",
                    Words.en(by) + " claimed the opponent's touch-move breach only after touching a piece with intent to move it: the right to claim is lost."));
            return out;
        }
        List<String> a = new ArrayList<>(b.duty().articles());
        a.add("4.8");
        out.add(Decision.of(DecisionCode.CLAIM_UPHELD, by, a,
                Words.tr(by) + " zamanında itiraz etti: " + Words.tr(b.by()) + " " + b.duty().describeTr(b.before()) + " zorundaydı.",
                Words.en(by) + " claimed in time: " + Words.en(b.by()) + " had to " + b.duty().describeEn(b.before()) + "."));
        st.breach.closed();
        st.game.reinstate(b.mark());
        st.clocks.pressed();
        st.draws.takeOffer();
        st.turn.begin();
        st.turn.reset(st.position());
        out.add(Decision.of(DecisionCode.POSITION_REINSTATED, b.by(), b.duty().articles(),
                "Hamle geri alınır; hamleden önceki konuma dönülür. FEN: " + st.position().fen(),
                "The move is taken back; the position before it is reinstated. FEN: " + st.position().fen())
                .withFen(st.position().fen()));
        out.addAll(Obligations.fix(st, b.duty()));
        return out;
    }
}
