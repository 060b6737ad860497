package dev.hakem.arbiter.audit;

import dev.hakem.arbiter.RecordingExemption;
import dev.hakem.chess.Color;
import dev.hakem.chess.Position;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * FIDE 8.4 seen in a PGN: from the clock readings after the moves and the TimeControl tag, the move
 * after which a player had less than five minutes left in a period whose increment is under 30
 * seconds; from there until the period ends he need not record the moves ({@link RecordingExemption},
 * the engine's rule). Nothing is reported without both, and nothing in rapid or blitz (A.1, B.1),
 * where the appendices' rules on recording apply instead.
 */
final class RecordingExemptions {
    private RecordingExemptions() {
    }

    /** The 8.4 findings of the game's plies 1 to {@code upToPly}: at most one per player and period. */
    static List<Finding> find(GameRecord g, int upToPly) {
        Optional<PgnTimeControl> read = PgnTimeControl.of(g.tag("TimeControl"));
        if (read.isEmpty() || !read.get().standard()) {
            return List.of();
        }
        PgnTimeControl tc = read.get();
        List<Finding> out = new ArrayList<>();
        Set<String> reported = new HashSet<>();
        Position p = g.start();
        int offset = g.start().sideToMove() == Color.BLACK ? 1 : 0;
        for (int ply = 1; ply <= upToPly; ply++) {
            Color mover = p.sideToMove();
            p = p.play(g.moves().get(ply - 1));
            Duration reading = g.clocks().get(ply - 1);
            int moveNumber = g.start().fullmoveNumber() + (ply - 1 + offset) / 2;
            int period = tc.periodOf(moveNumber);
            if (reading == null || period < 0) {
                continue;
            }
            Duration inc = tc.increments().get(period);
            Duration next = tc.control().nextPeriodAfter(moveNumber);
            // the reading is taken after the increment (and a new period's time) was added: what was left before
            Duration left = reading.minus(inc).minus(next == null ? Duration.ZERO : next);
            if (!RecordingExemption.frees(left, inc) || !reported.add(mover.key() + "/" + period)) {
                continue;
            }
            out.add(finding(g, ply, mover, left, inc, tc.control().lastMoveOf(period), p));
        }
        return out;
    }

    private static Finding finding(GameRecord g, int ply, Color mover, Duration left, Duration inc, int lastMove,
            Position after) {
        String move = g.numbered(ply);
        String untilEn = lastMove < 0 ? "the end of the game" : "the end of the period (move " + lastMove + ")";
        String untilTr = lastMove < 0 ? "oyunun sonuna" : "süre diliminin sonuna (" + lastMove + ". hamle)";
        String incEn = inc.isZero() ? "no increment" : "an increment of " + inc.toSeconds() + " s, less than 30 s";
        String incTr = inc.isZero() ? "hamle başına ek süre yok" : "hamle başına ek süre " + inc.toSeconds() + " sn, 30 saniyeden az";
        return new Finding(FindingKind.RECORDING_EXEMPT, ply, move, List.of("8.4"),
                "After " + move + " " + mover.english() + " had " + clock(left) + " left (" + incEn + "): from here until "
                        + untilEn + " " + mover.english() + " need not record the moves.",
                move + " sonrasında " + mover.turkishTitle() + "'ın saatinde " + clock(left) + " kaldı (" + incTr + "): "
                        + "buradan " + untilTr + " dek hamleleri yazmak zorunda değildir.",
                after.fen(), 0, 0);
    }

    /** "4:52" or "1:04:52". */
    static String clock(Duration d) {
        long s = Math.max(0, d.toSeconds());
        return s >= 3600 ? String.format(java.util.Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format(java.util.Locale.ROOT, "%d:%02d", s / 60, s % 60);
    }
}
