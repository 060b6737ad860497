package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.ArrayList;
import java.util.List;

/**
 * Who saw what (FIDE 6.8, 7.5.1, A.5.2, A.5.4, A.5.5): the completed illegal moves on the record that
 * nobody has made known yet, and whether the arbiter, having seen an illegal position under lesser
 * supervision, is waiting for the next completed move (A.5.4). A fallen flag that nobody has
 * claimed or seen is simply a flag down on the {@link Clocks} while the game goes on.
 *
 * <p>An irregularity enters when it is completed and the arbiter does not see it: from the moves
 * recorded before the arbiter looked, or, under lesser supervision, from the events. Under full
 * supervision it can be corrected at any time during the game (7.5.1); under A.5 only while the
 * opponent has not made his next move (A.5.2) — after that it stands, which {@link #correctable}
 * tells from the game record. It leaves when it is ruled on (or voided by a reinstatement before it).
 * Invariant: the irregularities are in the order of their plies.
 */
final class Unnoticed {
    private final List<Irregularity> irregularities = new ArrayList<>();
    private final List<Irregularity> reportedStanding = new ArrayList<>();
    private int waitingSince = -1;
    /** The irregularity last ruled on, and the game's plies right after its correction. */
    private Irregularity lastRuled;
    private int pliesAfterRuling = -1;

    /** A completed irregularity nobody has seen. */
    void add(Irregularity i) {
        irregularities.add(i);
    }

    /** The irregularities nobody has made known, oldest first. */
    List<Irregularity> all() {
        return List.copyOf(irregularities);
    }

    boolean any() {
        return !irregularities.isEmpty();
    }

    /**
     * FIDE 7.5.1 and A.5.2: whether the irregularity can still be corrected — always during the game
     * under full supervision; under lesser supervision only while the opponent has not made his next
     * move (no move has been made since it, {@code plies} being the game's plies now).
     */
    static boolean correctable(Irregularity i, Regime regime, int plies) {
        return !regime.lesserSupervision() || plies <= i.ply();
    }

    /** The oldest irregularity of {@code offender} that can still be corrected, or null. */
    Irregularity firstCorrectable(Color offender, Regime regime, int plies) {
        for (Irregularity i : irregularities) {
            if ((offender == null || i.offender() == offender) && correctable(i, regime, plies)) {
                return i;
            }
        }
        return null;
    }

    /** The irregularities of {@code offender} (any player: null) that stand (A.5.2#h3) and were not reported yet. */
    List<Irregularity> standing(Color offender, Regime regime, int plies) {
        List<Irregularity> out = new ArrayList<>();
        for (Irregularity i : irregularities) {
            if ((offender == null || i.offender() == offender) && !correctable(i, regime, plies)
                    && !reportedStanding.contains(i)) {
                out.add(i);
            }
        }
        return out;
    }

    /** A standing irregularity has been reported (ILLEGAL_MOVE_STANDS): it is not reported again. */
    void reported(Irregularity i) {
        reportedStanding.add(i);
    }

    /**
     * The irregularity is ruled on: it leaves, and when its correction takes the game back before it,
     * so do all that came after it (their moves no longer stand on the board).
     */
    void ruled(Irregularity i) {
        int at = irregularities.indexOf(i);
        if (at < 0) {
            return;
        }
        if (i.undone()) {
            while (irregularities.size() > at) {
                irregularities.remove(irregularities.size() - 1);
            }
        } else {
            irregularities.remove(at);
        }
        waitingSince = -1;
    }

    /** The irregularity has been ruled on and corrected; the game now has {@code plies} plies. */
    void corrected(Irregularity i, int plies) {
        lastRuled = i;
        pliesAfterRuling = plies;
    }

    /**
     * FIDE 7.5.1: the illegal move of {@code offender} that has been corrected and after which nothing
     * has been played yet ({@code plies} being the game's plies now) — the one an opponent's claim now
     * can only be about — or null.
     */
    Irregularity justCorrected(Color offender, int plies) {
        return lastRuled != null && lastRuled.offender() == offender && pliesAfterRuling == plies ? lastRuled : null;
    }

    /** The game was taken back to {@code plies} moves (4.8): irregularities after that are gone. */
    void truncated(int plies) {
        irregularities.removeIf(i -> i.ply() > plies);
    }

    // ---- A.5.4 --------------------------------------------------------------------------------

    /** FIDE A.5.4#h1: the arbiter has seen an illegal position at ply {@code plies} and waits for the next completed move. */
    void waitForNextMove(int plies) {
        waitingSince = plies;
    }

    /** Whether the arbiter waits (A.5.4). */
    boolean waiting() {
        return waitingSince >= 0;
    }

    /** The ply at which the arbiter began to wait, or -1. */
    int waitingSince() {
        return waitingSince;
    }

    /** The wait is over. */
    void stopWaiting() {
        waitingSince = -1;
    }
}
