package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.List;

/**
 * Guidelines I.1.1, I.4, I.6: adjourning a game. When the session ends the player having the move
 * seals it: he writes it (he may change it until he has paused his clock), seals the envelope and
 * then pauses his clock — a pause the Guidelines prescribe, so no question of a valid reason arises.
 * A move he makes on the board after being told to seal is his sealed move, whatever he writes. The
 * sealed move stays secret until the envelope is opened at the resumption ({@link Resumption}); a
 * draw offered after the sealing stands until accepted or rejected (I.4), and an agreement or a
 * resignation before the resumption concludes the game (I.6).
 */
final class Sealing {
    private Sealing() {
    }

    /** I.1.1: the session is over; the player having the move must seal it. */
    static List<Decision> adjourn(GameState st) {
        if (st.adjournment.stage() != Adjournment.Stage.NONE) {
            throw st.input("adjourn", "the game is already adjourned");
        }
        if (!st.turn.showsOfficial(st.position())) {
            throw st.input("adjourn", "pieces stand off their squares; the board must show the position before the game is adjourned");
        }
        st.adjournment.adjourn(st.game.toMove(), st.game.history().plies());
        return List.of();
    }

    /** I.1.1#h2, #h3: the player writes his sealed move (again, until he has paused the clock). */
    static List<Decision> seal(GameState st, Color by, String move) {
        Adjournment a = st.adjournment;
        if (a.stage() == Adjournment.Stage.NONE || a.stage() == Adjournment.Stage.AWAITING_ARRIVAL) {
            throw st.input("seal", "the game has not been adjourned (adjourn): a move is sealed only when the session ends (I.1.1)");
        }
        if (a.stage() == Adjournment.Stage.SEALED) {
            throw st.input("seal", a.sealer().key() + " has paused the clock: the sealed move can no longer be changed (I.1.1)");
        }
        if (by != a.sealer()) {
            throw st.input("seal", a.sealer().key() + " has the move and seals it, not " + by.key() + " (I.1.1)");
        }
        if (move == null || move.isBlank()) {
            throw st.input("seal", "the sealed move is missing");
        }
        a.write(move.strip());
        return List.of();
    }

    /** Whether a clock pause by {@code by} is the sealer's pause that completes the sealing. */
    static boolean completesSealing(GameState st, Color by) {
        return st.adjournment.stage() == Adjournment.Stage.SEALING && by == st.adjournment.sealer();
    }

    /** I.1.1#h2: the envelope is sealed and the sealer pauses his clock: the move is sealed. */
    static List<Decision> pause(GameState st, Color by) {
        Adjournment a = st.adjournment;
        boolean onBoard = st.game.history().plies() > a.pliesAtAdjournment();
        if (!onBoard && a.written() == null) {
            throw st.input("pauseClock", by.key() + " pauses the clock only after writing and sealing his move (seal, I.1.1)");
        }
        if (!st.turn.showsOfficial(st.position())) {
            throw st.input("pauseClock", "pieces stand off their squares; a move made on the board is the sealed move (I.1.1)");
        }
        a.sealed();
        st.clocks.pressed();
        if (onBoard) {
            a.opened();
            return List.of(Decision.of(DecisionCode.MOVE_SEALED, by, List.of("I.1.1#h2", "I.1.1#h4"),
                    Words.tr(by) + " zarfa hamle koyması söylendikten sonra hamlesini tahtada yaptı: zarftaki hamle, ne yazarsa yazsın,"
                            + " tahtada yaptığı hamledir. Zarf kapandı, saat duraklatıldı; oyun ertelendi.",
                    Words.en(by) + " made his move on the board after being told to seal: his sealed move is that move, whatever he"
                            + " wrote. The envelope is sealed and the clock paused; the game is adjourned."));
        }
        return List.of(Decision.of(DecisionCode.MOVE_SEALED, by, List.of("I.1.1#h2"),
                Words.tr(by) + " hamlesini zarfa koydu ve saatini duraklattı: oyun ertelendi. Zarftaki hamle, devamda zarf"
                        + " açılana dek gizli kalır.",
                Words.en(by) + " sealed his move and paused the clock: the game is adjourned. The sealed move stays secret until"
                        + " the envelope is opened at the resumption."));
    }

    /** I.4, I.6: a decision of an offer, acceptance or resignation made while the game is adjourned, with the Guideline that applies. */
    static List<Decision> whileAdjourned(List<Decision> ds, String article) {
        return ds.stream().map(d -> d.code() == DecisionCode.DRAW_OFFERED || d.code() == DecisionCode.DRAW_AGREED
                || d.code() == DecisionCode.GAME_LOST || d.code() == DecisionCode.GAME_DRAWN ? d.alsoDecidedBy(article) : d).toList();
    }
}
