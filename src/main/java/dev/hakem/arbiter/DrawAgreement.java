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

    /** FIDE 9.1.1: may a draw be offered or agreed now without (further) permission? */
    static boolean allowedNow(ArbiterSession s) {
        if (s.offerPermitted) {
            return true;
        }
        if (s.rules.drawOfferNeedsPermission()) {
            return false;
        }
        return s.rules.drawOfferMinMoves() <= 0 || s.movesCompletedByBoth() >= s.rules.drawOfferMinMoves();
    }

    private static String limitTr(ArbiterSession s) {
        return s.rules.drawOfferNeedsPermission()
                ? "yarışma kuralları beraberlik önerisini yalnızca hakemin izniyle kabul ediyor ve izin verilmedi"
                : "yarışma kuralları her iki oyuncu " + s.rules.drawOfferMinMoves() + " hamleyi tamamlamadan hakemin izni olmaksızın beraberliğe izin vermiyor ("
                        + s.movesCompletedByBoth() + " hamle tamamlandı)";
    }

    private static String limitEn(ArbiterSession s) {
        return s.rules.drawOfferNeedsPermission()
                ? "the competition rules allow draw offers only with the arbiter's permission, which was not given"
                : "the competition rules allow no draw before both players have completed " + s.rules.drawOfferMinMoves()
                        + " moves without the arbiter's permission (" + s.movesCompletedByBoth() + " completed)";
    }

    static void offer(ArbiterSession s, Color by) {
        if (!allowedNow(s)) {
            s.offer = new ArbiterSession.Offer(by, false, false);
            s.record(Decision.of("DRAW_OFFER_NOT_ALLOWED", by, List.of("9.1.1"),
                    Words.tr(by) + " beraberlik önerdi, ama " + limitTr(s) + ": öneri geçersizdir, oyun sürer.",
                    Words.en(by) + " offered a draw, but " + limitEn(s) + ": the offer does not count and the game goes on."));
            return;
        }
        boolean permissionUsed = s.offerPermitted && (s.rules.drawOfferNeedsPermission()
                || s.movesCompletedByBoth() < s.rules.drawOfferMinMoves());
        s.offerPermitted = false;
        s.offer = new ArbiterSession.Offer(by, true, false);
        boolean rightMoment = s.pendingPress == by;
        List<String> a = new ArrayList<>();
        if (permissionUsed) {
            a.add("9.1.1");
        }
        a.add("9.1.2.1#h1");
        if (!rightMoment) {
            a.add("9.1.2.1#h2");
        }
        a.add("9.1.2.1#h4");
        s.record(Decision.of("DRAW_OFFERED", by, a,
                Words.tr(by) + (permissionUsed ? " hakemin izniyle" : "") + " beraberlik önerdi"
                        + (rightMoment ? " (hamlesini yapıp saatine basmadan önce, olması gerektiği gibi)"
                        : " (hamlesini yapıp saatine basmadan önceki an dışında; öneri yine geçerlidir)")
                        + "; öneri, rakip kabul ya da reddedene veya bir taşa dokunana dek geçerlidir.",
                Words.en(by) + " offered a draw" + (permissionUsed ? " with the arbiter's permission" : "")
                        + (rightMoment ? " (after making a move and before pressing the clock, as prescribed)"
                        : " (not at the prescribed moment after a move and before the clock press; the offer still counts)")
                        + "; it stands until the opponent accepts, rejects it or touches a piece."));
    }

    static void accept(ArbiterSession s, Color by) {
        ArbiterSession.Offer o = s.offer;
        if (o == null || o.by() != by.opposite()) {
            noOffer(s, by);
            return;
        }
        s.offer = null;
        if (s.movesMadeByBoth() < 1) {
            s.record(Decision.of("AGREEMENT_INVALID", by, List.of("5.2.3#h2"),
                    "Beraberlik anlaşması ancak iki oyuncu da en az bir hamle yaptıktan sonra olabilir; oyun sürer.",
                    "A draw can be agreed only once both players have made at least one move; the game goes on."));
            examineClaim(s, o);
            return;
        }
        if (o.fromClaim()) {
            if (allowedNow(s)) {
                s.claim = null;
                List<String> a = List.of("9.1.2.3", "5.2.3#h1", "5.2.3#h3");
                s.end("1/2-1/2", "agreement", a);
                s.record(Decision.of("DRAW_AGREED", by, a,
                        Words.tr(by) + ", beraberlik savını beraberlik önerisi olarak kabul etti: sav incelenmeden oyun berabere biter.",
                        Words.en(by) + " accepted the draw claim as a draw offer: the game is drawn without examining the claim."));
                return;
            }
            s.record(Decision.of("AGREEMENT_INVALID", by, List.of("9.1.1", "9.1.2.3"),
                    Words.tr(by) + " savı kabul ettiğini söyledi, ama " + limitTr(s) + ": kabul geçersizdir; hakem savı inceler.",
                    Words.en(by) + " said he accepts the claim, but " + limitEn(s) + ": the acceptance is invalid and the arbiter examines the claim."));
            examineClaim(s, o);
            return;
        }
        if (!o.valid()) {
            s.record(Decision.of("AGREEMENT_INVALID", by, List.of("9.1.1"),
                    Words.tr(by) + " beraberliği kabul etti, ama öneri yarışma kurallarına aykırıydı: anlaşma geçersiz, oyun sürer.",
                    Words.en(by) + " accepted, but the offer was against the competition rules: the agreement is invalid and the game goes on."));
            return;
        }
        List<String> a = List.of("9.1.2#h1", "5.2.3#h1", "5.2.3#h3");
        s.end("1/2-1/2", "agreement", a);
        s.record(Decision.of("DRAW_AGREED", by, a,
                Words.tr(by) + " beraberlik önerisini kabul etti: oyun anlaşmayla berabere biter.",
                Words.en(by) + " accepted the draw offer: the game is drawn by agreement."));
    }

    /** An acceptance with nothing to accept: the offer lapsed (9.1.2.1#h4) or none was made. */
    private static void noOffer(ArbiterSession s, Color by) {
        ArbiterSession.Offer lapsed = s.lapsedOffer;
        if (lapsed != null && lapsed.by() == by.opposite()) {
            s.record(Decision.of("AGREEMENT_INVALID", by, List.of("9.1.2.1#h4"),
                    Words.tr(by) + " beraberliği kabul ettiğini söyledi, ama teklif artık geçerli değildi (bir taşa oynamak amacıyla dokunmak ya da reddetmek teklifi düşürür): oyun sürer.",
                    Words.en(by) + " said he accepts, but the offer had already lapsed (touching a piece with intent to move it, or declining, rejects it): the game goes on."));
            return;
        }
        s.record(Decision.of("AGREEMENT_INVALID", by, List.of("9.1.2.1#h1", "5.2.3#h1"),
                Words.tr(by) + " beraberliği kabul ettiğini söyledi, ama ortada bir teklif yoktu: oyun sürer.",
                Words.en(by) + " said he accepts a draw, but no offer had been made: the game goes on."));
    }

    private static void examineClaim(ArbiterSession s, ArbiterSession.Offer o) {
        if (o.fromClaim() && s.claim != null) {
            DrawClaim.examine(s);
        }
    }

    /** FIDE 9.1.2.1#h4: an oral rejection ends the offer (nothing to decide when none is pending). */
    static void decline(ArbiterSession s, Color by) {
        if (s.offer != null && s.offer.by() == by.opposite()) {
            s.lapsedOffer = s.offer;
            s.offer = null;
        }
    }
}
