package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import dev.hakem.chess.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * The endings that need no claim, checked in this order on every position the arbiter observes:
 * checkmate (5.1.1; it prevails over the 75-move rule, 9.6.2#h2), stalemate (5.2.1), dead
 * position (5.2.2), fivefold repetition (9.6.1, identity of 9.2.3) and 75 moves by each player
 * without capture or pawn move (9.6.2).
 *
 * <p>The dead-position check runs on the first observed position and after every capture or
 * pawn move (promotion included), not after other moves: those leave the material unchanged and
 * can be taken back, so (castling rights apart) they cannot turn a position in which a
 * checkmate was possible into one where it is not. That the search bound was not enough to
 * decide is not recorded after a move; see {@link MatingChances#AFTER_MOVE_BUDGET}. A game that has ended stays ended: later events get
 * GAME_ALREADY_ENDED (6.9#h2 for a flag after an Article 5 ending), and 9.6 is never applied to a
 * game already finished under Article 5.
 */
final class GameEndings {
    private GameEndings() {
    }

    /** After a move made by {@code mover}; {@code irreversible} for a capture or pawn move. */
    static void afterMove(ArbiterSession s, Color mover, boolean irreversible) {
        check(s, mover, irreversible);
    }

    /** The position reached by the case's "moves" (played before the arbiter looked). */
    static void atObservation(ArbiterSession s) {
        check(s, s.pos.sideToMove().opposite(), true);
    }

    private static void check(ArbiterSession s, Color mover, boolean deadCheck) {
        Position p = s.pos;
        Color other = mover.opposite();
        if (p.isCheckmate()) {
            List<String> a = new ArrayList<>(List.of("5.1.1#h1", "5.1.1#h2"));
            boolean seventyFive = QuietMoves.seventyFiveComplete(p);
            if (seventyFive) {
                a.add("9.6.2#h2");
            }
            s.end(ArbiterSession.winFor(mover), "checkmate", a);
            s.record(Decision.of("CHECKMATE", mover, a,
                    Words.tr(mover) + " mat etti: " + other.turkish() + " şah tehdit altında ve geçerli hamlesi yok; oyun biter."
                            + (seventyFive ? " 75 hamle sınırına ulaşan son hamle mat olduğundan mat geçerlidir." : ""),
                    Words.en(mover) + " checkmated: " + Words.en(other) + "'s king is in check with no legal move; the game ends."
                            + (seventyFive ? " The move that reached the 75-move limit gave checkmate, so the checkmate stands." : "")).withSquares(p.kingSquare(other)));
            return;
        }
        if (p.isStalemate()) {
            List<String> a = List.of("5.2.1#h1", "5.2.1#h2");
            s.end("1/2-1/2", "stalemate", a);
            s.record(Decision.of("STALEMATE", mover, a,
                    Words.tr(other) + " oyuncunun geçerli hamlesi yok ve şahı tehdit altında değil: pat, oyun berabere.",
                    Words.en(other) + " has no legal move and is not in check: stalemate, the game is drawn.").withSquares(p.kingSquare(other)));
            return;
        }
        if (deadCheck && MatingChances.provedDead(p)) {
            List<String> a = List.of("5.2.2#h1", "5.2.2#h2");
            s.end("1/2-1/2", "dead-position", a);
            s.record(Decision.of("DEAD_POSITION", mover, a,
                    "Hiçbir oyuncu hiçbir geçerli hamle dizisiyle mat edemez: ölü konum, oyun berabere.",
                    "Neither player can checkmate by any series of legal moves: dead position, the game is drawn."));
            return;
        }
        int seen = s.occurrences(p.repetitionKey());
        if (Repetition.automatic(seen)) {
            List<String> a = List.of("9.6.1", "9.2.3#h1");
            s.end("1/2-1/2", "fivefold", a);
            s.record(Decision.of("GAME_DRAWN", mover, a,
                    "Aynı konum (aynı taşlar aynı karelerde, hamle sırası aynı tarafta, olası hamleler aynı) " + seen
                            + ". kez oluştu; kimse istemese de oyun berabere.",
                    "The same position (same pieces on the same squares, same side to move, same possible moves) has now stood "
                            + seen + " times; the game is drawn without any claim."));
            return;
        }
        if (QuietMoves.seventyFiveComplete(p)) {
            List<String> a = List.of("9.6.2#h1");
            s.end("1/2-1/2", "seventy-five-moves", a);
            s.record(Decision.of("GAME_DRAWN", mover, a,
                    "Her iki oyuncu da en az 75 hamledir taş almadı ve piyon sürmedi; kimse istemese de oyun berabere.",
                    "Each player has made at least 75 moves without a capture or a pawn move; the game is drawn without any claim."));
        }
    }

    /** A 9.6 condition met at a position of the recorded moves (before the arbiter looked). */
    record Unnoticed(List<String> articles, String tr, String en) {
    }

    /** FIDE 9.6.1 / 9.6.2 at the position just reached in the recorded moves, or null. */
    static Unnoticed automaticDrawIn(ArbiterSession s, String when) {
        Position p = s.pos;
        if (p.isCheckmate()) {
            return null;
        }
        if (Repetition.automatic(s.occurrences(p.repetitionKey()))) {
            return new Unnoticed(List.of("9.6.1", "9.2.3#h1"),
                    "Kayıtlı hamlelerde, " + when + " ile aynı konum beşinci kez oluşmuştu",
                    "In the recorded moves, " + when + " made the same position stand for the fifth time");
        }
        if (QuietMoves.seventyFiveComplete(p)) {
            return new Unnoticed(List.of("9.6.2#h1"),
                    "Kayıtlı hamlelerde, " + when + " ile her iki oyuncu 75 hamledir taş almamış ve piyon sürmemişti",
                    "In the recorded moves, " + when + " completed 75 moves by each player without capture or pawn move");
        }
        return null;
    }

    /**
     * FIDE 9.6: the game was drawn when that position arose; as nothing has ended the game under
     * Article 5 since (which would stand, commentary case 004-8), the draw is declared now.
     */
    static void unnoticedAutomaticDraw(ArbiterSession s) {
        Unnoticed u = s.unnoticedDraw;
        s.unnoticedDraw = null;
        String term = u.articles().get(0).startsWith("9.6.1") ? "fivefold" : "seventy-five-moves";
        s.end("1/2-1/2", term, u.articles());
        s.record(Decision.of("GAME_DRAWN", null, u.articles(),
                u.tr() + "; o andan beri oyun 5. maddeye göre bitmediğinden oyun beraberedir.",
                u.en() + "; nothing has ended the game under Article 5 since, so the game is drawn."));
    }

    /** An event after the end of the game changes nothing. */
    static void alreadyEnded(ArbiterSession s, Event e) {
        List<String> a = new ArrayList<>(s.endArticles);
        if (e instanceof Event.FlagFall && s.endArticles.stream().anyMatch(x -> x.startsWith("5."))) {
            a.add("6.9#h2");
        }
        s.record(Decision.of("GAME_ALREADY_ENDED", e.by(), a,
                "Oyun daha önce bitti (" + s.termination + ", " + s.result + "); bu olay sonucu değiştirmez.",
                "The game had already ended (" + s.termination + ", " + s.result + "); this event does not change the result."));
    }
}
