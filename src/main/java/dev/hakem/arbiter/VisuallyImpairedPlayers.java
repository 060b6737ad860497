package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import dev.hakem.chess.Move;
import java.util.ArrayList;
import java.util.List;

/**
 * Appendix D: games with a visually impaired player, who plays on a special board whose pieces
 * stand in holes. For him only lifting a piece out of its hole is a touch (D.2.2), and a move is
 * made only once the piece is in its new hole and the move has been announced (D.2.3); a slip of
 * the tongue must be corrected before the opponent's clock is started (D.2.8). For the sighted
 * player the ordinary rules of touching and of making a move apply (D.2.5). The visually impaired
 * player may have an assistant for his moves, announcements, clock, scoresheet, claims and
 * adjournment (D.2.10); without one, the sighted player may have one for moves and announcements
 * (D.2.11), and an assistant is compulsory against a hearing-impaired opponent (D.2.11).
 */
final class VisuallyImpairedPlayers {
    private VisuallyImpairedPlayers() {
    }

    /** D.2.11#h2: at the start, the assistant a pairing requires and does not have. */
    static List<Decision> atStart(GameState st) {
        Impairments p = st.rules.players();
        List<Decision> out = new ArrayList<>();
        for (Color c : Color.values()) {
            if (p.visuallyImpaired(c) && p.hearingImpaired().contains(c.opposite()) && !p.assistants().contains(c)) {
                out.add(Decision.of(DecisionCode.ASSISTANT_REQUIRED, null, List.of("D.2.11#h2"),
                        "Görme engelli " + c.turkish() + " oyuncu işitme engelli bir rakiple eşleşti: hamleler söylenip tekrarlanamayacağı"
                                + " için bir yardımcı zorunludur; " + c.turkish() + " oyuncunun yardımcısı yok.",
                        "The visually impaired " + Words.en(c) + " player is paired with a hearing-impaired opponent: the moves cannot"
                                + " be announced and repeated, so an assistant is compulsory, and " + Words.en(c) + " has none.")
                        .about(c, 0));
            }
        }
        return out;
    }

    /** D.2.2: a visually impaired player feeling a piece in its hole does not touch it in the sense of 4.3. */
    static boolean onlyFeels(GameState st, Color by) {
        return st.rules.players().visuallyImpaired(by);
    }

    /** D.2.2: the lift of a visually impaired player is his touch; its obligation rests on D.2.2 too. */
    static List<Decision> lifted(GameState st, Color by, List<Decision> ds) {
        if (!st.rules.players().visuallyImpaired(by)) {
            return ds;
        }
        return ds.stream().map(d -> d.code() == DecisionCode.TOUCH_OBLIGATION ? d.alsoDecidedBy("D.2.2#h1") : d).toList();
    }

    /** D.2.3: the visually impaired player placed a piece; the move is made only if it is the move he announced. */
    static List<Decision> whenPlaced(GameState st) {
        int plies = st.game.history().plies();
        Move announced = st.announcements.last(plies);
        Move m = MoveCompletion.madeMove(st);
        return m != null && m.equals(announced) ? made(st, m) : List.of();
    }

    /** D.2.1, D.2.3, D.2.8: the player announces a move. */
    static List<Decision> announce(GameState st, Color by, String text) {
        if (!st.rules.players().visuallyImpaired(by)) {
            return List.of(); // D.2.5: the sighted player's move is made by 4.7, announced or not
        }
        if (by != st.game.toMove()) {
            throw st.input("announce", by.key() + " does not have the move: a move is announced by the player making it");
        }
        Move m = st.parseMove(text, "announce");
        int plies = st.game.history().plies();
        st.announcements.said(plies, m);
        return m.equals(MoveCompletion.madeMove(st)) ? made(st, m) : List.of();
    }

    private static List<Decision> made(GameState st, Move m) {
        List<String> a = new ArrayList<>(List.of("D.2.1#h1", "D.2.3#h1"));
        if (m.promotion() != null) {
            a.add("D.2.1#h2"); // the piece chosen was announced with the move
        }
        if (st.announcements.corrected(st.game.history().plies())) {
            a.add("D.2.8#h1");
        }
        String[] articles = a.toArray(String[]::new);
        return MoveCompletion.make(st, m, true, true).stream()
                .map(d -> d.code() != DecisionCode.MOVE_MADE ? d : d.alsoDecidedBy(articles))
                .toList();
    }

    /** D.2.1: a whole move of a visually impaired player (the shorthand) is one he announces as he makes it. */
    static void announcedWithTheMove(GameState st, Color by, Move m) {
        if (st.rules.players().visuallyImpaired(by)) {
            st.announcements.said(st.game.history().plies(), m);
        }
    }

    /**
     * D.2.3, D.2.4: the visually impaired player presses his clock while his board shows a move he has not
     * announced: the move is not made, so the press is one without a move (7.5.3) — an illegal move, and
     * the move on his board still waits for its announcement. Null when the press is an ordinary one. When
     * he announced another move and did not correct the slip (D.2.8), the two boards now differ (D.2.9),
     * which the arbiter corrects from both scoresheets — facts the case must give: an input error.
     */
    static List<Decision> pressBeforeMade(GameState st, Color by) {
        if (!st.rules.players().visuallyImpaired(by) || by != st.game.toMove() || st.clocks.awaiting() != null
                || st.turn.showsOfficial(st.position())) {
            return null;
        }
        Move onBoard = MoveCompletion.madeMove(st);
        Move said = st.announcements.last(st.game.history().plies());
        if (onBoard == null) {
            return null;
        }
        if (said != null) {
            throw st.input("pressClock", by.key() + " pressed the clock with " + Words.moveEn(st.position(), onBoard)
                    + " on his board but " + Words.moveEn(st.position(), said) + " announced: the slip was not corrected before"
                    + " the clock (D.2.8); the boards now differ and the arbiter corrects them from both scoresheets (D.2.9)"
                    + " — say which move was made");
        }
        List<Decision> out = new ArrayList<>();
        out.add(Decision.of(DecisionCode.ILLEGAL_MOVE, by, List.of("D.2.4#h1", "D.2.3#h1", "7.5.3"),
                Words.tr(by) + " özel tahtasında " + Words.moveTr(st.position(), onBoard) + " hamlesini kurdu ama söylemeden saatine"
                        + " bastı: hamle söylenmeden yapılmış sayılmaz, rakibin saati de ancak o zaman çalıştırılabilir. Bu, hamle"
                        + " yapmadan saate basmaktır ve geçersiz hamle gibi cezalandırılır; hamle sırası yine kendisindedir.",
                Words.en(by) + " set up " + Words.moveEn(st.position(), onBoard) + " on his special board but pressed the clock"
                        + " without announcing it: a move is made only once announced, and only then may the opponent's clock be"
                        + " started. This is a press without a move, penalised as an illegal move; " + Words.en(by)
                        + " still has the move."));
        out.addAll(IllegalMovePenalty.apply(st, by));
        return out;
    }

    /**
     * D.2.10, D.2.11: the decisions of an action done by the player's assistant, which rest on the
     * provision that lets the assistant do it; an action that decides nothing by itself (a clock press
     * completing a move) is reported as allowed.
     */
    static List<Decision> byAssistant(GameState st, Event action, List<Decision> ds) {
        Color c = action.by();
        String[] a = assistantArticles(st, action).toArray(String[]::new);
        List<Decision> out = new ArrayList<>(ds.stream().map(d -> d.by() == c ? d.alsoDecidedBy(a) : d).toList());
        if (out.stream().noneMatch(d -> d.by() == c)) {
            out.add(Decision.of(DecisionCode.NO_INFRACTION, c, List.of(a),
                    Words.tr(c) + " oyuncunun yardımcısı bunu onun yerine yaptı; yardımcı bunu yapabilir.",
                    Words.en(c) + "'s assistant did this for the player, as the assistant may."));
        }
        return out;
    }

    /**
     * D.2.10, D.2.11: the provisions that let the player's assistant do the action. The assistant must be one the event
     * provides; what he may do is listed in D.2.10 (D.2.11 for the sighted player's assistant).
     */
    static List<String> assistantArticles(GameState st, Event action) {
        String a = assistantArticle(st, action);
        return a.startsWith("D.2.10.") ? List.of("D.2.10#h1", a) : List.of(a);
    }

    private static String assistantArticle(GameState st, Event action) {
        Color c = action.by();
        Impairments p = st.rules.players();
        if (c == null || !p.assistants().contains(c)) {
            throw st.input("via", (c == null ? "the arbiter" : c.key()) + " has no assistant (rules.assistants)");
        }
        if (p.visuallyImpaired(c)) {
            if (action instanceof Event.PlayMove) {
                return "D.2.10.1#h1";
            }
            if (action instanceof Event.Announce) {
                return "D.2.10.2#h1";
            }
            if (action instanceof Event.PressClock || action instanceof Event.Scoresheet) {
                return "D.2.10.3#h1";
            }
            if (action instanceof Event.Claim cl && cl.kind() == Event.ClaimKind.TOUCH_MOVE) {
                return "D.2.10.5#h1";
            }
            if (action instanceof Event.Seal || action instanceof Event.PauseClock && st.adjournment.adjourned()) {
                return "D.2.10.6#h1";
            }
            throw st.input("via", "an assistant does not do that for the player (D.2.10 lists moves, announcements, the clock,"
                    + " the scoresheet, claims and the adjournment)");
        }
        if (!p.visuallyImpaired(c.opposite())) {
            throw st.input("via", "assistants of Appendix D serve a game with a visually impaired player");
        }
        if (p.assistants().contains(c.opposite())) {
            throw st.input("via", "the sighted player may use an assistant only when the visually impaired player has none (D.2.11)");
        }
        if (action instanceof Event.PlayMove || action instanceof Event.Announce) {
            return "D.2.11#h1";
        }
        throw st.input("via", "the sighted player's assistant only makes and announces moves (D.2.11)");
    }
}
