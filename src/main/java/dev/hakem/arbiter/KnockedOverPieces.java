package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import dev.hakem.chess.Square;
import dev.hakem.chess.TurkishSquares;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * FIDE 7.4.1–7.4.3: a player who knocks over or displaces pieces puts them right on his own time;
 * either player may pause the clocks for the arbiter's help (7.4.2); the arbiter may penalise the
 * player who displaced them (7.4.3, the options of 12.9). "On his own time": while his opponent's
 * clock runs, the opponent may press it to start the offender's, and the offender presses back
 * once the pieces stand right — neither press is a move, nor a press without one (7.5.3).
 */
final class KnockedOverPieces {
    private KnockedOverPieces() {
    }

    /** FIDE 7.4.1, 7.4.3: {@code by} knocked over the pieces on these squares. */
    static List<Decision> knockOver(GameState st, Color by, List<Integer> squares) {
        Set<Integer> sqs = new LinkedHashSet<>();
        for (int sq : squares) {
            if (st.turn.at(sq) == null) {
                throw st.input("knockOver", "no piece stands on " + Square.name(sq) + " to be knocked over");
            }
            sqs.add(sq);
        }
        Color earlier = st.displaced.offender();
        if (earlier != null && earlier != by) {
            throw st.input("knockOver", earlier.key() + " has not yet put right the pieces he displaced (7.4.1)");
        }
        st.displaced.displaced(by, sqs);
        List<Decision> out = new ArrayList<>();
        String tr = names(sqs, true);
        String en = names(sqs, false);
        boolean ownClock = running(st) == by;
        out.add(Decision.of(DecisionCode.PIECES_DISPLACED, by, List.of("7.4.1#h1"),
                Words.tr(by) + " " + tr + " taşları devirdi: onları kendi süresinden yerine koymalıdır"
                        + (ownClock ? " (saati zaten işliyor)." : "; rakibi saate basarak onun saatini çalıştırabilir."),
                Words.en(by) + " knocked over the pieces on " + en + " and must put them right on his own time"
                        + (ownClock ? " (his clock is running)." : "; the opponent may press the clock to start his."))
                .withSquares(sqs.stream().mapToInt(Integer::intValue).toArray()));
        out.add(ArbiterDiscretion.penalty(st, by, List.of("7.4.3#h1"),
                "Hakem taşları deviren oyuncuyu cezalandırabilir.",
                "The arbiter may penalise the player who displaced the pieces."));
        return out;
    }

    /** FIDE 7.4.1, 7.4.2: the displaced pieces on these squares stand right again (put back by the offender or the arbiter). */
    static List<Decision> restore(GameState st, Color by, List<Integer> squares) {
        Color offender = st.displaced.offender();
        if (!st.displaced.any()) {
            throw st.input("restore", "no pieces are displaced (knockOver) to be put right");
        }
        for (int sq : squares) {
            if (!st.displaced.contains(sq)) {
                throw st.input("restore", "the piece on " + Square.name(sq) + " was not displaced (displaced: "
                        + String.join(", ", st.displaced.squares().stream().sorted().map(Square::name).toList()) + ")");
            }
        }
        if (by != null && by != offender) {
            throw st.input("by", "the pieces are put right by the player who displaced them (" + offender.key()
                    + ", 7.4.1) or with the arbiter's help (7.4.2)");
        }
        Set<Integer> sqs = new LinkedHashSet<>(squares);
        st.displaced.restored(sqs);
        List<String> a = by == null ? List.of("7.4.1#h1", "7.4.2#h1") : List.of("7.4.1#h1");
        return List.of(Decision.of(DecisionCode.PIECES_RESTORED, offender, a,
                names(sqs, true) + " taşlar yeniden yerinde" + (by == null ? " (hakemin yardımıyla)." : "."),
                "The pieces on " + names(sqs, false) + " stand right again" + (by == null ? " (with the arbiter's help)." : "."))
                .withSquares(sqs.stream().mapToInt(Integer::intValue).toArray()));
    }

    /**
     * FIDE 7.4.1: a clock press while pieces are displaced that only moves the running time to the player
     * who owes it — the opponent starting the offender's clock, or the offender pressing back — or null
     * when the press is an ordinary one.
     */
    static List<Decision> press(GameState st, Color by) {
        DisplacedPieces d = st.displaced;
        Color offender = d.offender();
        if (offender == null) {
            return null;
        }
        if (by == offender.opposite() && !d.offenderClockRunning() && st.clocks.running(st.game.toMove()) == by) {
            d.offenderClockStarted();
            return List.of(started(by, offender, "rakibin devirdiği taşları yerine koyması onun süresinden olduğu için",
                    "the pieces the opponent displaced are put right on his own time"));
        }
        if (by == offender && d.offenderClockRunning()) {
            d.offenderClockStopped();
            return List.of(started(by, offender.opposite(), "taşları yerine koyduktan sonra",
                    "after putting the pieces right"));
        }
        return null;
    }

    /** FIDE 7.4.2: a player pauses the clocks for the arbiter's help with displaced pieces: allowed. */
    static List<Decision> pause(GameState st, Color by) {
        List<Decision> out = new ArrayList<>(ArbiterExamination.examine(st));
        out.add(Decision.of(DecisionCode.NO_INFRACTION, by, List.of("7.4.2#h1"),
                Words.tr(by) + " devrilen taşlar için hakemin yardımını istemek üzere saatleri duraklattı: buna izin vardır.",
                Words.en(by) + " paused the clocks to ask for the arbiter's help with the displaced pieces, as the Laws allow."));
        return out;
    }

    /** The clock that runs now (the offender's while he puts his pieces right, 7.4.1). */
    static Color running(GameState st) {
        return st.displaced.offenderClockRunning() ? st.displaced.offender() : st.clocks.running(st.game.toMove());
    }

    private static Decision started(Color by, Color whose, String whyTr, String whyEn) {
        return Decision.of(DecisionCode.CLOCK_STARTED, by, List.of("7.4.1#h1"),
                Words.tr(by) + " saate bastı: " + whyTr + " " + whose.turkish() + " oyuncunun saati çalışır. Bu bir hamle değildir,"
                        + " hamle yapmadan saate basmak da sayılmaz (7.5.3).",
                Words.en(by) + " pressed the clock: " + whyEn + ", " + Words.en(whose) + "'s clock runs. This is no move, nor a"
                        + " press without a move (7.5.3).").about(whose, 0);
    }

    /** "e4'teki ve e5'teki" / "e4 and e5". */
    private static String names(Set<Integer> sqs, boolean turkish) {
        List<String> out = new ArrayList<>();
        for (int sq : sqs) {
            out.add(turkish ? TurkishSquares.relative(sq) : Square.name(sq));
        }
        if (out.size() == 1) {
            return out.get(0);
        }
        return String.join(", ", out.subList(0, out.size() - 1)) + (turkish ? " ve " : " and ") + out.get(out.size() - 1);
    }
}
