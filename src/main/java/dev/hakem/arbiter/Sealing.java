package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.List;

/**
 * Guidelines I.1.1, I.1.2, I.4, I.6, I.9.3: adjourning a game. When the session ends the player having the move
 * seals it: he writes it (he may change it until he has paused his clock), seals the envelope and
 * then pauses his clock — a pause the Guidelines prescribe, so no question of a valid reason arises.
 * A move he makes on the board after being told to seal is his sealed move, whatever he writes. The
 * sealed move stays secret until the envelope is opened (a player who adjourns before the session's
 * end is charged the time to its end, I.1.2) at the resumption ({@link Resumption}); a
 * draw offered after the sealing stands until accepted or rejected (I.4), and an agreement or a
 * resignation before the resumption concludes the game (I.6). When the sealer is absent at the
 * resumption, his opponent may seal his reply the same way, starting the absent player's clock (I.9.3).
 */
final class Sealing {
    private Sealing() {
    }

    /** I.1.1, I.1.2: the session is over (or ends {@code sessionLeft} early); the player having the move must seal it. */
    static List<Decision> adjourn(GameState st, java.time.Duration sessionLeft) {
        if (st.adjournment.stage() != Adjournment.Stage.NONE) {
            throw st.input("adjourn", "the game is already adjourned");
        }
        if (!st.turn.showsOfficial(st.position())) {
            throw st.input("adjourn", "pieces stand off their squares; the board must show the position before the game is adjourned");
        }
        st.adjournment.adjourn(st.game.toMove(), st.game.history().plies(), sessionLeft);
        return List.of();
    }

    /** I.1.1#h2, #h3: the player writes his sealed move (again, until he has paused the clock). */
    static List<Decision> seal(GameState st, Color by, String move) {
        Adjournment a = st.adjournment;
        if (a.stage() == Adjournment.Stage.AWAITING_ARRIVAL && a.envelopeOpened() && a.absent(a.sealer())
                && by == a.replier() && by == st.game.toMove() || a.replyWriting() && by == a.writer()) {
            if (move == null || move.isBlank()) {
                throw st.input("seal", "the sealed reply is missing");
            }
            if (!a.replyWriting()) {
                a.startReply(by);
            }
            a.write(move.strip());
            return List.of(); // I.9.3: his reply, for a fresh envelope
        }
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
        Adjournment a = st.adjournment;
        return a.stage() == Adjournment.Stage.SEALING && by == a.sealer() || a.replyWriting() && by == a.writer();
    }

    /** I.1.1#h2: the envelope is sealed and the sealer pauses his clock: the move is sealed. */
    static List<Decision> pause(GameState st, Color by) {
        Adjournment a = st.adjournment;
        if (a.replyWriting()) {
            a.replySealed();
            Color absent = by.opposite();
            return List.of(Decision.of(DecisionCode.MOVE_SEALED, by, List.of("I.9.3#h1"),
                            Words.tr(by) + ", zarfa hamle koyan " + absent.turkish() + " oyuncu gelmediği için karşılığını tahtada oynamadı:"
                                    + " yazıp yeni bir zarfa koydu ve saatini duraklattı. Zarf " + absent.turkish() + " gelince açılır.",
                            Words.en(by) + ", the sealer being absent, did not play his reply on the board: he wrote it, sealed it in a"
                                    + " fresh envelope and paused his clock. The envelope is opened when " + Words.en(absent) + " arrives."),
                    Decision.of(DecisionCode.CLOCK_STARTED, by, List.of("I.9.3#h1"),
                            "Gelmeyen " + absent.turkish() + " oyuncunun saati çalıştırılır.",
                            "The absent " + Words.en(absent) + "'s clock is started.").about(absent, 0));
        }
        boolean onBoard = st.game.history().plies() > a.pliesAtAdjournment();
        if (!onBoard && a.written() == null) {
            throw st.input("pauseClock", by.key() + " pauses the clock only after writing and sealing his move (seal, I.1.1)");
        }
        if (!st.turn.showsOfficial(st.position())) {
            throw st.input("pauseClock", "pieces stand off their squares; a move made on the board is the sealed move (I.1.1)");
        }
        a.sealed();
        st.clocks.pressed();
        java.time.Duration early = a.sessionLeft();
        if (early != null) {
            st.clocks.deduct(by, early);
            return List.of(Decision.of(DecisionCode.MOVE_SEALED, by, List.of("I.1.2#h1", "I.1.1#h2"),
                    Words.tr(by) + " oturumun bitmesine " + Words.duration(early) + " kala hamlesini zarfa koydu: zarf oturumun"
                            + " bitiminde kapanmış sayılır, bu süre de " + by.turkish() + " oyuncunun süresinden düşülür. Oyun ertelendi.",
                    Words.en(by) + " sealed his move " + Words.durationEn(early) + " before the end of the session: the sealing counts"
                            + " as made at the session's end, and that time is charged to " + Words.en(by) + "'s clock. The game is"
                            + " adjourned."));
        }
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
