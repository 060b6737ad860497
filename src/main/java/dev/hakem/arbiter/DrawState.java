package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import dev.hakem.chess.Move;

/**
 * The draw state (FIDE 9.1–9.5): the offer that stands, the last offer that lapsed (for a late
 * acceptance), the arbiter's permission to offer (9.1.1), and a 9.2/9.3 claim waiting to be
 * examined — which is also an offer (9.1.2.3). Invariant: a pending claim's offer is the offer
 * that stands until the claim is examined or accepted.
 */
final class DrawState {
    /** A draw offer; {@code valid} false when the competition rules did not allow it (9.1.1). */
    record Offer(Color by, boolean valid, boolean fromClaim) {
    }

    /**
     * A 9.2/9.3 claim waiting to be examined (the opponent may first accept it as an offer).
     *
     * @param intended the written intended move (9.2.1, 9.3.1) when it is legal, else null
     * @param illegal  the written intended move when it is not legal (the claim is then incorrect), else null
     * @param written  the intended move as written, or null when none
     */
    record PendingClaim(Color by, Event.ClaimKind kind, Move intended, Move illegal, String written) {
    }

    private Offer offer;
    private Offer lapsed;
    private boolean permitted;
    private PendingClaim claim;
    private int offerPly = -1;

    /** The offer that stands, or null. */
    Offer offer() {
        return offer;
    }

    void offer(Offer o) {
        offer = o;
    }

    /** FIDE 9.1.2.1#h4: the standing offer is rejected (a touch with intent, or in words). */
    void lapse() {
        if (offer != null) {
            lapsed = offer;
            offer = null;
        }
    }

    /** FIDE 9.1.2.2, C.12: a draw was offered while the move of this ply (0: none yet) was the last one made. */
    void offeredAt(int ply) {
        offerPly = ply;
    }

    /** The ply of the last move made when a draw was last offered, or -1 when none was offered. */
    int offerPly() {
        return offerPly;
    }

    /** The last offer that lapsed, or null. */
    Offer lapsed() {
        return lapsed;
    }

    /** The standing offer, taken up by an answer; null when none. */
    Offer takeOffer() {
        Offer o = offer;
        offer = null;
        return o;
    }

    /** FIDE 9.1.1: the arbiter has permitted an offer. */
    boolean permitted() {
        return permitted;
    }

    void permit() {
        permitted = true;
    }

    /** The permission is used by an offer. */
    void usePermission() {
        permitted = false;
    }

    /** The claim waiting to be examined, or null. */
    PendingClaim claim() {
        return claim;
    }

    /** FIDE 9.1.2.3: a claim, which is also an offer. */
    void claim(PendingClaim c) {
        claim = c;
        offer = new Offer(c.by(), true, true);
    }

    /** The claim, taken up for examination; null when none. */
    PendingClaim takeClaim() {
        PendingClaim c = claim;
        claim = null;
        return c;
    }

    /** The game is over, or the position changed back: no offer or claim stands. */
    void clear() {
        offer = null;
        claim = null;
    }
}
