package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import dev.hakem.chess.Square;
import java.util.ArrayList;
import java.util.List;

/**
 * One ruling step, with the provisions of the Laws the engine applied to reach it and the reason
 * in Turkish and English.
 *
 * <p>The provisions have a role: those that <em>decided</em> this step ({@link #decidedBy()}),
 * and those merely <em>applied in passing</em> ({@link #applied()}) — a move made and the turn
 * passing (4.7, 1.3) on an ordinary move, or a touch-move obligation that the move then
 * fulfilled. {@link #articles()} lists all of them in the order they were applied.
 *
 * <p>Decisions are created only by the engine's rule classes, each of which writes the
 * provisions it applied; nothing outside the engine supplies a citation.
 *
 * @param code      what was decided
 * @param by        the player whose action it concerns (null: the arbiter's own)
 * @param player    for TIME_ADDED: the player who gets the time; for GAME_LOST: the loser; else null
 * @param seconds   for TIME_ADDED: the seconds added; TIME_DEDUCTED: taken off; TIME_DELAY: run off the main time
 *                  (whole seconds; the exact time is in the texts and the clocks); else 0
 * @param articles  every provision applied, plain numbers of the 2023 Laws ("7.5.5", "7.5.5#h1")
 * @param decidedBy the provisions among {@code articles} that decided this step
 * @param options   for ARBITER_DISCRETION: the options the Laws leave open; else empty
 * @param squares   the squares the decision is about, for board diagrams ("e1", "g1"); may be empty
 * @param fen       for POSITION_REINSTATED: the reinstated position; else null
 * @param spectator the action was a spectator's (12.7), not a player's or the arbiter's ({@code by} is then null)
 */
public record Decision(DecisionCode code, Color by, Color player, long seconds, List<String> articles,
                       List<String> decidedBy, String tr, String en, List<String> options, List<String> squares,
                       String fen, boolean spectator) {

    public Decision {
        articles = List.copyOf(articles);
        decidedBy = List.copyOf(decidedBy);
        if (!articles.containsAll(decidedBy)) {
            throw new IllegalArgumentException("decidedBy " + decidedBy + " not among the articles " + articles);
        }
        options = options == null ? List.of() : List.copyOf(options);
        squares = squares == null ? List.of() : List.copyOf(squares);
        tr = dev.hakem.chess.UserText.printable(tr); // a scoresheet entry or other typed text quoted in it stays on one line
        en = dev.hakem.chess.UserText.printable(en);
    }

    /** The provisions applied in passing: {@link #articles()} without {@link #decidedBy()}, in order. */
    public List<String> applied() {
        return articles.stream().filter(a -> !decidedBy.contains(a)).toList();
    }

    /** A decision with its provisions, without player, seconds, options, squares or position. */
    static Decision of(DecisionCode code, Color by, Cite cite, String tr, String en) {
        return new Decision(code, by, null, 0, cite.all(), cite.decided(), tr, en, List.of(), List.of(), null, false);
    }

    /** A decision whose provisions all decided it. */
    static Decision of(DecisionCode code, Color by, List<String> decidedBy, String tr, String en) {
        return of(code, by, Cite.decided(decidedBy), tr, en);
    }

    /** This decision concerning {@code p} (the player who gets time, or who loses) and {@code secs} seconds. */
    Decision about(Color p, long secs) {
        return new Decision(code, by, p, secs, articles, decidedBy, tr, en, options, squares, fen, spectator);
    }

    /** This decision with the options left to the arbiter. */
    Decision withOptions(List<String> opts) {
        return new Decision(code, by, player, seconds, articles, decidedBy, tr, en, opts, squares, fen, spectator);
    }

    /** This decision naming these squares (0..63), in order, without repeats. */
    Decision withSquares(int... sqs) {
        List<String> names = new ArrayList<>();
        for (int sq : sqs) {
            if (sq >= 0 && !names.contains(Square.name(sq))) {
                names.add(Square.name(sq));
            }
        }
        return new Decision(code, by, player, seconds, articles, decidedBy, tr, en, options, names, fen, spectator);
    }

    /** This decision carrying a position (FEN). */
    Decision withFen(String f) {
        return new Decision(code, by, player, seconds, articles, decidedBy, tr, en, options, squares, f, spectator);
    }

    /** This decision about a spectator's action (12.7). */
    Decision bySpectator() {
        return new Decision(code, null, player, seconds, articles, decidedBy, tr, en, options, squares, fen, true);
    }

    /** This decision with more provisions that decided it (repeats are left out). */
    Decision alsoDecidedBy(String... more) {
        List<String> all = new ArrayList<>(articles);
        List<String> dec = new ArrayList<>(decidedBy);
        for (String a : more) {
            if (!all.contains(a)) {
                all.add(a);
            }
            if (!dec.contains(a)) {
                dec.add(a);
            }
        }
        return new Decision(code, by, player, seconds, all, dec, tr, en, options, squares, fen, spectator);
    }

    /** This decision with every provision applied in passing (an obligation the move then fulfilled). */
    Decision inPassing() {
        return new Decision(code, by, player, seconds, articles, List.of(), tr, en, options, squares, fen, spectator);
    }
}
