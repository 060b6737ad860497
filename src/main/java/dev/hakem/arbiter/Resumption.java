package dev.hakem.arbiter;

import dev.hakem.chess.ChessException;
import dev.hakem.chess.Color;
import dev.hakem.chess.Move;
import dev.hakem.chess.notation.Notation;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Guidelines I.5, I.7–I.12: resuming an adjourned game. The position before the sealed move and
 * the clock times of the adjournment are set up (I.5); the envelope is opened only with the player
 * who must reply present (I.7): then the sealed move is made and his clock runs (I.9.1). If he is
 * absent his clock is started, and the envelope is opened when he arrives (I.9.2). A sealed move
 * that is ambiguous, cannot be given its true meaning or is illegal loses the game — except in the
 * cases of Articles 5, 5.2.2, 6.9 and 9.6: at a resumption, that the opponent could not checkmate
 * by any series of legal moves, which makes it a draw (I.8). A player who arrives after the default
 * time loses, unless the sealed move ended the game (I.10). A lost envelope leaves the game going on
 * from the adjourned position, the sealer making the move he says he sealed (I.12.1); a position that
 * cannot be re-established annuls the game (I.12.2).
 */
final class Resumption {
    private Resumption() {
    }

    /** I.5, I.7, I.9: the resumption, with these players absent. */
    static List<Decision> resume(GameState st, Set<Color> absent) {
        Adjournment a = st.adjournment;
        if (a.stage() != Adjournment.Stage.SEALED) {
            throw st.input("resume", a.stage() == Adjournment.Stage.SEALING
                    ? a.sealer().key() + " has not finished sealing: he pauses the clock after sealing (I.1.1)"
                    : "the game was not adjourned (adjourn, seal, pauseClock)");
        }
        Color replier = a.replier();
        List<Decision> out = new ArrayList<>();
        if (a.envelopeMissing() || a.envelopeOpened()) {
            a.opened();
            return awaitOrGoOn(st, absent, out);
        }
        if (absent.contains(replier)) {
            a.startedAtResumption(replier);
            boolean bothAbsent = absent.contains(a.sealer()) && !st.rules.defaultTime().isZero();
            out.add(Decision.of(DecisionCode.CLOCK_STARTED, null, bothAbsent ? List.of("I.9.2#h1", "I.11#h1") : List.of("I.9.2#h1"),
                    "Devam saatinde zarftaki hamleye karşılık verecek " + replier.turkish() + " oyuncu tahtada değil: saati"
                            + " çalıştırılır; geldiğinde zarf açılır.",
                    Words.en(replier) + ", who must reply to the sealed move, is not at the board at the resumption: his clock"
                            + " is started, and the envelope is opened when he arrives.").about(replier, 0));
            return awaitOrGoOn(st, absent, out);
        }
        out.addAll(open(st, "I.9.1#h1", "I.7#h1", "I.5#h1"));
        return awaitOrGoOn(st, absent, out);
    }

    private static List<Decision> awaitOrGoOn(GameState st, Set<Color> absent, List<Decision> out) {
        if (absent.isEmpty() || st.game.over()) {
            st.adjournment.over();
        } else {
            st.adjournment.awaiting(absent);
        }
        return out;
    }

    /** I.9.2, I.10: the absent player arrives {@code after} the resumption time. */
    static List<Decision> arrive(GameState st, Color by, Duration after) {
        Adjournment a = st.adjournment;
        if (!a.absent(by)) {
            throw st.input("arrive", by.key() + " was not absent at a resumption (resume with \"absent\"), and this is no late"
                    + " arrival at the start (6.7: a player arrives before his own first move, in a game whose every move from move 1"
                    + " is an event, so that the time since the start is known)");
        }
        List<Decision> out = new ArrayList<>();
        Duration limit = st.rules.defaultTime();
        boolean late = after.compareTo(limit) > 0;
        boolean envelopeClosed = !a.envelopeOpened();
        boolean answers = envelopeClosed && by == a.writer().opposite();
        if (answers && a.startedAtResumption() == by) {
            st.clocks.deduct(by, after); // I.9.2: his clock has run since the resumption time
        }
        a.arrived(by);
        if (late) {
            if (answers) {
                Move sealed = sealedMove(st);
                if (sealed != null && endsTheGame(st, sealed)) {
                    a.opened();
                    List<Decision> made = play(st, sealed, "I.10#h2");
                    out.addAll(made.stream().map(d -> d.code() == DecisionCode.MOVE_MADE ? d : d.alsoDecidedBy("I.10#h2")).toList());
                    return out;
                }
            }
            List<String> art = List.of("I.10#h1");
            st.end(Termination.DEFAULT, GameResult.winFor(by.opposite()), art);
            out.add(Decision.of(DecisionCode.GAME_LOST, by, art,
                    Words.tr(by) + " devam saatinden " + Words.duration(after) + " sonra geldi; bekleme süresi ("
                            + Words.duration(limit) + ") geçmişti: oyunu kaybeder.",
                    Words.en(by) + " arrived " + Words.durationEn(after) + " after the resumption time, after the default time ("
                            + Words.durationEn(limit) + "): " + Words.en(by) + " loses the game.").about(by, 0));
            return out;
        }
        if (answers) {
            out.addAll(a.writer() == a.sealer() ? open(st, "I.9.2#h2", "I.7#h1", "I.5#h1") : open(st, "I.9.3#h2", "I.7#h1"));
        }
        return out;
    }

    /** Whether the sealed move ends the game by itself (checkmate, stalemate, a dead position, 9.6). */
    private static boolean endsTheGame(GameState st, Move m) {
        GameHistory h = new GameHistory(st.game.history().position(0));
        for (int ply = 1; ply <= st.game.history().plies(); ply++) {
            h.play(st.game.history().move(ply));
        }
        h.play(m);
        return GameEndings.first(h, h.plies(), (hist, ply) -> MatingChances.provedDead(hist.position(ply))).isPresent();
    }

    /** I.7, I.8, I.9: the envelope is opened and its move judged: made, or a lost (or drawn) game. */
    private static List<Decision> open(GameState st, String... articles) {
        Adjournment a = st.adjournment;
        a.opened();
        Color sealer = a.writer();
        String text = a.written();
        Move m;
        try {
            m = read(st, text);
        } catch (ChessException e) {
            String art = e.article() == null ? "I.8.2" : e.article().startsWith("C.10") ? "I.8.1"
                    : e.article().startsWith("3.") ? "I.8.3" : "I.8.2";
            String whyTr = switch (art) {
                case "I.8.1" -> "birden çok anlama geliyor";
                case "I.8.3" -> "geçersiz bir hamle";
                default -> "gerçek anlamı çıkarılamıyor";
            };
            String whyEn = switch (art) {
                case "I.8.1" -> "is ambiguous";
                case "I.8.3" -> "is illegal";
                default -> "cannot be given its true meaning";
            };
            return MatingChances.lossUnlessOpponentCannotMate(st, sealer, Termination.SEALED_MOVE, art, "I.8#h2",
                    " oyuncunun zarftaki hamlesi " + whyTr, "'s sealed move " + whyEn,
                    "Zarf açıldı: " + sealer.turkish() + " oyuncunun zarftaki hamlesi (\"" + text + "\") " + whyTr + " (" + e.getMessage()
                            + "): " + sealer.turkish() + " oyunu kaybeder.",
                    "The envelope is opened: " + Words.en(sealer) + "'s sealed move (\"" + text + "\") " + whyEn + " (" + e.getMessage()
                            + "): " + Words.en(sealer) + " loses the game.");
        }
        return play(st, m, articles);
    }

    /** The sealed move as a legal move, or null when it is faulty (I.8). */
    private static Move sealedMove(GameState st) {
        try {
            return read(st, st.adjournment.written());
        } catch (ChessException e) {
            return null;
        }
    }

    /**
     * The sealed move as written, read in the case's letters — when the case does not say which, as the
     * game's own letters settle it (C.2–C.3, {@link dev.hakem.chess.notation.GameNotation}): a K move that
     * both languages could mean is faulty, never read by whichever is legal.
     */
    private static Move read(GameState st, String text) {
        return MoveText.parse(st.position(), withoutMarks(text), st.letters());
    }

    /** The sealed move is made on the board and the replier's clock runs. */
    private static List<Decision> play(GameState st, Move m, String... articles) {
        List<Decision> made = MoveCompletion.make(st, m, true, true);
        st.clocks.pressed();
        return made.stream().map(d -> d.code() == DecisionCode.MOVE_MADE ? d.alsoDecidedBy(articles) : d).toList();
    }

    /** Check, mate and comment marks do not change what a sealed move means. */
    private static String withoutMarks(String text) {
        return text.strip().replaceAll("[+#!?]+$", "");
    }

    /** I.12.1, I.12.2: the arbiter finds the envelope lost, or the adjourned position impossible to re-establish. */
    static List<Decision> notice(GameState st, Event.NoticeKind kind) {
        Adjournment a = st.adjournment;
        if (a.stage() != Adjournment.Stage.SEALED) {
            throw st.input("notice", "only an adjourned game waiting for its resumption (adjourn, seal, pauseClock) has an envelope"
                    + " and an adjourned position to re-establish");
        }
        if (kind == Event.NoticeKind.ENVELOPE_MISSING) {
            a.envelopeLost();
            return List.of(Decision.of(DecisionCode.GAME_CONTINUES, null, List.of("I.12.1#h1", "I.12.1#h3"),
                    "Zarf bulunamıyor: oyun ertelendiği konumdan, erteleme anındaki saat süreleriyle sürer; " + a.sealer().turkish()
                            + " oyuncu zarfa koyduğunu söylediği hamleyi tahtada yapar.",
                    "The envelope cannot be found: the game continues from the adjourned position with the clock times of the"
                            + " adjournment; " + Words.en(a.sealer()) + " makes on the board the move he says he sealed."));
        }
        List<String> art = List.of("I.12.2#h1");
        st.end(Termination.ANNULLED, GameResult.ONGOING, art);
        a.over();
        return List.of(Decision.of(DecisionCode.GAME_ANNULLED, null, art,
                "Ertelenen konum yeniden kurulamıyor: oyun iptal edilir ve yeni bir oyun oynanır; sonuç ve puan yoktur.",
                "The adjourned position cannot be re-established: the game is annulled and a new game is played; there is no"
                        + " result and no score."));
    }

    /**
     * While the sealed move waits in its envelope the board stands still: only draw offers, their
     * answers and resignations (I.4, I.6), the arbiter's findings and penalties, and the resumption
     * itself (or an absent player's arrival) can happen. Anything else is an input error.
     */
    static void checkWhileAdjourned(GameState st, Event e) {
        Adjournment a = st.adjournment;
        boolean waiting = a.stage() == Adjournment.Stage.SEALED
                || a.stage() == Adjournment.Stage.AWAITING_ARRIVAL && !a.envelopeOpened();
        if (!waiting || a.replyWriting() && (e instanceof Event.Seal || e instanceof Event.PauseClock) && e.by() == a.writer()) {
            return;
        }
        boolean allowed = e instanceof Event.OfferDraw || e instanceof Event.AcceptDraw || e instanceof Event.DeclineDraw
                || e instanceof Event.Resign || e instanceof Event.Penalty || e instanceof Event.Award
                || e instanceof Event.Conduct || e instanceof Event.Device || e instanceof Event.Ask
                || (a.stage() == Adjournment.Stage.SEALED ? e instanceof Event.Notice || e instanceof Event.Resume || e instanceof Event.Seal
                        : e instanceof Event.Arrive);
        if (!allowed) {
            throw st.inputAtEvent(a.stage() == Adjournment.Stage.SEALED
                    ? "the game is adjourned: the sealed move waits for the resumption (resume)"
                    : "the envelope is opened when " + a.writer().opposite().key() + " arrives (I.9.2, I.9.3): nothing is played before");
        }
    }
}
