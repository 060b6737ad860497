package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.ArrayList;
import java.util.List;

/**
 * FIDE 7.5.1 and A.5.2: a player makes known that the opponent completed an illegal move (or an act
 * treated as one). Under full supervision the arbiter corrects it whenever it is found during the
 * game (7.5.1: the position immediately before it, the moves after it void). Under lesser
 * supervision (A.5, B.3) the opponent may claim only before making his next move (A.5.2#h2); after
 * that the illegal move stands and the game goes on (#h3, #h4). A claim of the illegal move the
 * arbiter has just corrected (nothing played since) is right but changes nothing: no second penalty.
 * A claim with no illegal move to point to is rejected; the Laws attach no time to it (9.5.3 is for
 * draw claims).
 */
final class IllegalMoveClaim {
    private IllegalMoveClaim() {
    }

    static List<Decision> claim(GameState st, Color by) {
        Color offender = by.opposite();
        int plies = st.game.history().plies();
        Irregularity open = st.unnoticed.firstCorrectable(offender, st.regime, plies);
        if (open != null) {
            return IllegalMoves.rule(st, open, st.regime.underA5("A.5.2#h2"));
        }
        List<Irregularity> standing = st.unnoticed.standing(offender, st.regime, plies);
        if (!standing.isEmpty()) {
            Irregularity i = standing.get(standing.size() - 1);
            st.unnoticed.reported(i);
            List<String> a = st.regime.underA5("A.5.2#h2", "A.5.2#h3", "A.5.2#h4");
            return List.of(Decision.of(DecisionCode.CLAIM_REJECTED, by, a,
                    Words.tr(by) + " geçersiz hamleye itiraz etti, ama ondan sonra kendi hamlesini yapmıştı: itiraz ancak rakip bir sonraki"
                            + " hamlesini yapmadan önce yapılabilir. Geçersiz hamle geçerli kalır, oyun tahtadaki konumdan sürer; ceza yok.",
                    Words.en(by) + " claimed the illegal move, but only after making his own next move: the claim had to come before it."
                            + " The illegal move stands and the game goes on from the board as it is; no penalty.")
                    .withSquares(i.squares()));
        }
        Irregularity done = st.unnoticed.justCorrected(offender, plies);
        if (done != null) {
            return List.of(Decision.of(DecisionCode.ILLEGAL_MOVE_ALREADY_CORRECTED, by, List.of("7.5.1#h1"),
                    Words.tr(by) + " rakibin geçersiz hamlesine itiraz etti; hakem bu hamleyi (" + done.tr() + ") zaten düzeltmiş ve"
                            + " cezasını vermişti: itiraz doğrudur, ama aynı geçersiz hamle için başka bir ceza verilmez; oyun sürer.",
                    Words.en(by) + " claimed the opponent's illegal move; the arbiter has already corrected it (" + done.en() + ") and"
                            + " given its penalty: the claim is right, but the same illegal move is not penalised again; the game goes on.")
                    .about(offender, 0).withSquares(done.squares()));
        }
        return List.of(Decision.of(DecisionCode.CLAIM_REJECTED, by, List.of("7.5.1#h1"),
                Words.tr(by) + " rakibin geçersiz bir hamle tamamladığını ileri sürdü, ama kayıtta düzeltilmemiş geçersiz bir hamle yok: oyun sürer.",
                Words.en(by) + " claimed that the opponent completed an illegal move, but the record holds no uncorrected illegal move: the game goes on."));
    }

    /**
     * FIDE A.5.2#h3, #h4: an illegal move that the opponent's next move has put beyond correction,
     * seen by the arbiter (or {@code by}): ILLEGAL_MOVE_STANDS; it is not reported again.
     */
    static Decision stands(GameState st, Irregularity i, Color by) {
        st.unnoticed.reported(i);
        List<String> a = st.regime.underA5("A.5.2#h1", "A.5.2#h3", "A.5.2#h4");
        Color o = i.offender();
        return Decision.of(DecisionCode.ILLEGAL_MOVE_STANDS, o, a,
                Words.tr(o) + " geçersiz bir hamle tamamlamıştı (" + i.tr() + ") ama rakibi bir sonraki hamlesini yaptı, kimse de"
                        + " ondan önce karışmadı: hamle artık düzeltilmez, geçerli kalır; oyun tahtadaki konumdan sürer, ceza yok.",
                Words.en(o) + " had completed an illegal move (" + i.en() + ") but the opponent has since made his next move and nobody"
                        + " intervened before it: the move can no longer be corrected and stands; the game goes on from the board, no penalty.")
                .withSquares(i.squares());
    }
}
