package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.ArrayList;
import java.util.List;

/**
 * FIDE 5.2.3 and 9.1.1–9.1.2.3: draw offers and agreements. Competition rules may forbid offers
 * (or agreements) before both players completed a number of moves, or at any time, without the
 * arbiter's permission (9.1.1); an offer is made after a move and before the clock press, but one
 * at another moment still counts (9.1.2.1); a 9.2/9.3 claim counts as an offer (9.1.2.3); an
 * agreement needs at least one move by each player (5.2.3#h2) and ends the game (5.2.3#h3).
 */
final class DrawAgreement {
    private DrawAgreement() {
    }

    /**
     * Both players' completed moves (the smaller count; FIDE 9.1.1 limits count moves of both). A
     * move is completed by the clock press (6.2.1): Black's last move, made but not yet pressed,
     * does not count yet.
     */
    static int movesCompletedByBoth(GameState st) {
        int n = st.position().fullmoveNumber() - 1;
        return st.clocks.pressDue(Color.BLACK) ? n - 1 : n;
    }

    /** FIDE 9.1.1: may a draw be offered or agreed now without (further) permission? */
    static boolean allowedNow(GameState st) {
        if (st.draws.permitted()) {
            return true;
        }
        if (st.rules.drawOfferNeedsPermission()) {
            return false;
        }
        return st.rules.drawOfferMinMoves() <= 0 || movesCompletedByBoth(st) >= st.rules.drawOfferMinMoves();
    }

    private static String limitTr(GameState st) {
        return st.rules.drawOfferNeedsPermission()
                ? "yarışma yönergesi beraberlik teklifine yalnızca hakemin izniyle olanak tanıyor ve izin verilmedi"
                : "yarışma yönergesi, iki oyuncu da " + st.rules.drawOfferMinMoves() + " hamleyi tamamlamadan hakemin izni olmaksızın beraberliğe izin vermiyor ("
                        + movesCompletedByBoth(st) + " hamle tamamlandı)";
    }

    private static String limitEn(GameState st) {
        return st.rules.drawOfferNeedsPermission()
                ? "the competition rules allow draw offers only with the arbiter's permission, which was not given"
                : "the competition rules allow no draw before both players have completed " + st.rules.drawOfferMinMoves()
                        + " moves without the arbiter's permission (" + movesCompletedByBoth(st) + " completed)";
    }

    static List<Decision> offer(GameState st, Color by) {
        st.draws.offeredAt(st.game.history().plies());
        if (!allowedNow(st)) {
            st.draws.offer(new DrawState.Offer(by, false, false));
            return List.of(Decision.of(DecisionCode.DRAW_OFFER_NOT_ALLOWED, by, List.of("9.1.1"),
                    Words.tr(by) + " beraberlik teklif etti, ama " + limitTr(st) + ": teklif geçersizdir, oyun sürer.",
                    Words.en(by) + " offered a draw, but " + limitEn(st) + ": the offer does not count and the game goes on."));
        }
        boolean permissionUsed = st.draws.permitted() && (st.rules.drawOfferNeedsPermission()
                || movesCompletedByBoth(st) < st.rules.drawOfferMinMoves());
        st.draws.usePermission();
        st.draws.offer(new DrawState.Offer(by, true, false));
        boolean rightMoment = st.clocks.awaiting() == by;
        List<String> a = new ArrayList<>();
        if (permissionUsed) {
            a.add("9.1.1");
        }
        a.add("9.1.2.1#h1");
        if (!rightMoment) {
            a.add("9.1.2.1#h2");
        }
        a.add("9.1.2.1#h4");
        return List.of(Decision.of(DecisionCode.DRAW_OFFERED, by, a,
                Words.tr(by) + (permissionUsed ? " hakemin izniyle" : "") + " beraberlik teklif etti"
                        + (rightMoment ? " (hamlesini yapıp saatine basmadan önce, olması gerektiği gibi)"
                        : " (hamlesini yapıp saatine basmadan önceki an dışında; teklif yine geçerlidir)")
                        + "; teklif, rakip kabul ya da reddedene veya bir taşa dokunana dek geçerlidir.",
                Words.en(by) + " offered a draw" + (permissionUsed ? " with the arbiter's permission" : "")
                        + (rightMoment ? " (after making a move and before pressing the clock, as prescribed)"
                        : " (not at the prescribed moment after a move and before the clock press; the offer still counts)")
                        + "; it stands until the opponent accepts, rejects it or touches a piece."));
    }

    static List<Decision> accept(GameState st, Color by) {
        DrawState.Offer o = st.draws.offer();
        if (o == null || o.by() != by.opposite()) {
            return noOffer(st, by);
        }
        st.draws.takeOffer();
        List<Decision> out = new ArrayList<>();
        if (st.game.movesMadeByBoth() < 1) {
            out.add(Decision.of(DecisionCode.AGREEMENT_INVALID, by, List.of("5.2.3#h2"),
                    "Beraberlik anlaşması ancak iki oyuncu da en az bir hamle yaptıktan sonra olabilir; oyun sürer.",
                    "A draw can be agreed only once both players have made at least one move; the game goes on."));
            out.addAll(examineClaim(st, o));
            return out;
        }
        if (o.fromClaim()) {
            if (allowedNow(st)) {
                st.draws.takeClaim();
                List<String> a = List.of("9.1.2.3", "5.2.3#h1", "5.2.3#h3");
                st.end(Termination.AGREEMENT, GameResult.DRAW, a);
                out.add(Decision.of(DecisionCode.DRAW_AGREED, by, a,
                        Words.tr(by) + ", beraberlik talebini bir beraberlik teklifi olarak kabul etti: talep incelenmeden oyun anlaşmayla berabere biter.",
                        Words.en(by) + " accepted the draw claim as a draw offer: the game is drawn without examining the claim."));
                return out;
            }
            out.add(Decision.of(DecisionCode.AGREEMENT_INVALID, by, List.of("9.1.1", "9.1.2.3"),
                    Words.tr(by) + " talebi kabul ettiğini söyledi, ama " + limitTr(st) + ": kabul geçersizdir; hakem talebi inceler.",
                    Words.en(by) + " said he accepts the claim, but " + limitEn(st) + ": the acceptance is invalid and the arbiter examines the claim."));
            out.addAll(examineClaim(st, o));
            return out;
        }
        if (!o.valid()) {
            out.add(Decision.of(DecisionCode.AGREEMENT_INVALID, by, List.of("9.1.1"),
                    Words.tr(by) + " beraberliği kabul etti, ama teklif yarışma yönergesine aykırıydı: anlaşma geçersiz, oyun sürer.",
                    Words.en(by) + " accepted, but the offer was against the competition rules: the agreement is invalid and the game goes on."));
            return out;
        }
        List<String> a = List.of("9.1.2#h1", "5.2.3#h1", "5.2.3#h3");
        st.end(Termination.AGREEMENT, GameResult.DRAW, a);
        out.add(Decision.of(DecisionCode.DRAW_AGREED, by, a,
                Words.tr(by) + " beraberlik teklifini kabul etti: oyun anlaşmayla berabere biter.",
                Words.en(by) + " accepted the draw offer: the game is drawn by agreement."));
        return out;
    }

    /** An acceptance with nothing to accept: the offer lapsed (9.1.2.1#h4) or none was made. */
    private static List<Decision> noOffer(GameState st, Color by) {
        DrawState.Offer lapsed = st.draws.lapsed();
        if (lapsed != null && lapsed.by() == by.opposite()) {
            return List.of(Decision.of(DecisionCode.AGREEMENT_INVALID, by, List.of("9.1.2.1#h4"),
                    Words.tr(by) + " beraberliği kabul ettiğini söyledi, ama teklif artık geçerli değildi (bir taşa oynamak amacıyla dokunmak ya da reddetmek teklifi düşürür): oyun sürer.",
                    Words.en(by) + " said he accepts, but the offer had already lapsed (touching a piece with intent to move it, or declining, rejects it): the game goes on."));
        }
        return List.of(Decision.of(DecisionCode.AGREEMENT_INVALID, by, List.of("9.1.2.1#h1", "5.2.3#h1"),
                Words.tr(by) + " beraberliği kabul ettiğini söyledi, ama ortada bir teklif yoktu: oyun sürer.",
                Words.en(by) + " said he accepts a draw, but no offer had been made: the game goes on."));
    }

    private static List<Decision> examineClaim(GameState st, DrawState.Offer o) {
        if (o.fromClaim() && st.draws.claim() != null) {
            return DrawClaim.examine(st);
        }
        return List.of();
    }

    /** FIDE 9.1.2.1#h4: an oral rejection ends the offer (nothing to decide when none is pending). */
    static List<Decision> decline(GameState st, Color by) {
        DrawState.Offer o = st.draws.offer();
        if (o != null && o.by() == by.opposite()) {
            st.draws.lapse();
        }
        return List.of();
    }
}
