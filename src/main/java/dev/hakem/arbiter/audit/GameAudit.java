package dev.hakem.arbiter.audit;

import dev.hakem.arbiter.GameEndings;
import dev.hakem.arbiter.GameHistory;
import dev.hakem.arbiter.QuietMoves;
import dev.hakem.arbiter.Repetition;
import dev.hakem.chess.Color;
import dev.hakem.chess.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * Audits one legally replayed game record: automatic draws that play ran past (9.6.1, 9.6.2,
 * 5.2.2), moments when a draw claim would have been correct (9.2, 9.3), and a result that does not
 * fit the final position (5.1.1, 5.1.2, 5.2.1, 5.2.2, 6.9, 9.6; 8.7: signed, it stands unless the
 * arbiter decides otherwise), and, from the clock readings, the moves from which a player need not
 * record (8.4, {@link RecordingExemptions}). The game ends at the first
 * ending that needs no claim, in the order the rules engine uses ({@link GameEndings}); later
 * moves are reported no further.
 */
public final class GameAudit {
    private GameAudit() {
    }

    /** The findings for one game, in the order of the moves. */
    public static List<Finding> audit(GameRecord g) {
        List<Finding> out = new ArrayList<>();
        GameHistory history = new GameHistory(g.start());
        int n = g.moves().size();
        boolean threefoldSeen = false;
        boolean fiftySeen = false;
        GameEndings.Ending ending = null; // the ending that needs no claim (GameEndings): the game is over there
        int played = 0; // the plies up to the end of the game
        // a [FEN] start that has already ended the game (dead, 75 moves): it ended there, before the moves
        ending = GameEndings.first(history, 0, (h, k) -> DeadPositions.scan(h.position(k))).orElse(null);
        if (ending != null && n > 0) {
            Finding missed = missedAtTheStart(ending, g.start());
            if (missed != null) {
                out.add(missed);
            }
        }
        for (int ply = 1; ending == null && ply <= n; ply++) {
            played = ply;
            Position p = history.play(g.moves().get(ply - 1));
            int count = history.occurrences(ply);
            boolean last = ply == n;
            String move = g.numbered(ply);
            Color toMove = p.sideToMove();
            ending = GameEndings.first(history, ply, (h, k) -> DeadPositions.scan(h.position(k))).orElse(null);
            if (ending != null) {
                Finding missed = missed(ending, ply, move, p);
                if (missed != null && !last) {
                    out.add(missed); // moves were played after the game had ended
                }
                break;
            }
            boolean drawnHere = last && "1/2-1/2".equals(g.result());
            // FIDE 9.2: third occurrence (first time in the game)
            if (count == Repetition.CLAIMABLE && !threefoldSeen && !p.isCheckmate() && !p.isStalemate()) {
                threefoldSeen = true;
                if (!drawnHere) {
                    out.add(finding(FindingKind.CLAIMABLE_THREEFOLD, ply, move, "9.2.2", p,
                            "After " + move + " the position occurred for the third time: " + toMove.english()
                                    + ", to move, could have claimed a draw (and " + toMove.opposite().english()
                                    + " could have claimed before playing it, 9.2.1).",
                            move + " sonrasında konum üçüncü kez oluştu: hamle sırası kendisinde olan "
                                    + toMove.turkishTitle() + " beraberlik isteyebilirdi (" + toMove.opposite().turkishTitle()
                                    + " da bu hamleyi yapmadan önce isteyebilirdi, 9.2.1)."));
                }
            }
            // FIDE 9.3: fifty moves each
            if (QuietMoves.fiftyComplete(p) && !fiftySeen && !p.isCheckmate() && !p.isStalemate()) {
                fiftySeen = true;
                if (!drawnHere) {
                    out.add(finding(FindingKind.CLAIMABLE_FIFTY, ply, move, "9.3.2", p,
                            "With " + move + " each player had made 50 moves without a capture or a pawn move: "
                                    + toMove.english() + ", to move, could have claimed a draw (and "
                                    + toMove.opposite().english() + " with this move, 9.3.1).",
                            move + " ile her iki oyuncu da taş almadan ve piyon sürmeden 50 hamle yapmıştı: hamle "
                                    + "sırası kendisinde olan " + toMove.turkishTitle() + " beraberlik isteyebilirdi ("
                                    + toMove.opposite().turkishTitle() + " da bu hamleyle, 9.3.1)."));
                }
            }
        }
        Finding wrong = ResultFit.check(g, history, ending);
        if (wrong != null) {
            out.add(wrong);
        }
        Finding conflict = ResultFit.tagConflict(g);
        if (conflict != null) {
            out.add(conflict);
        }
        List<Finding> all = new ArrayList<>(RecordingExemptions.find(g, played));
        all.addAll(out);
        all.sort(java.util.Comparator.comparingInt(Finding::ply)); // stable: the order of the moves
        return all;
    }

    /** FIDE 9.6.1, 9.6.2, 5.2.2: an automatic draw as a finding (for when play went on after it); null for mate and stalemate. */
    private static Finding missed(GameEndings.Ending e, int ply, String move, Position p) {
        return switch (e.termination()) {
            case FIVEFOLD -> finding(FindingKind.MISSED_FIVEFOLD, ply, move, "9.6.1", p,
                    "After " + move + " the same position stood on the board for the fifth time: the game "
                            + "was drawn there, without a claim, but play went on.",
                    move + " sonrasında aynı konum beşinci kez oluştu: oyun orada kendiliğinden berabere "
                            + "bitmişti, yine de oynanmaya devam edildi.");
            case SEVENTY_FIVE_MOVES -> finding(FindingKind.MISSED_SEVENTY_FIVE, ply, move, "9.6.2", p,
                    "With " + move + " each player had made 75 moves without a capture or a pawn move: "
                            + "the game was drawn there, but play went on.",
                    move + " ile her iki oyuncu da taş almadan ve piyon sürmeden 75 hamle yapmıştı: "
                            + "oyun orada berabere bitmişti, yine de devam edildi.");
            case DEAD_POSITION -> finding(FindingKind.MISSED_DEAD_POSITION, ply, move, "5.2.2", p,
                    "After " + move + " neither side could checkmate by any series of legal moves: "
                            + "the game was drawn there, but play went on.",
                    move + " sonrasında hiçbir taraf hiçbir geçerli hamle dizisiyle mat edemezdi (ölü "
                            + "konum): oyun orada berabere bitmişti, yine de devam edildi.");
            default -> null;
        };
    }

    /** FIDE 9.6.2, 5.2.2: the start position had already ended the game, yet moves were recorded after it. */
    private static Finding missedAtTheStart(GameEndings.Ending e, Position start) {
        return switch (e.termination()) {
            case SEVENTY_FIVE_MOVES -> finding(FindingKind.MISSED_SEVENTY_FIVE, 0, null, "9.6.2", start,
                    "At the start position each player had already made 75 moves without a capture or a pawn move: "
                            + "the game was drawn there, but play went on.",
                    "Başlangıç konumunda her iki oyuncu da taş almadan ve piyon sürmeden 75 hamle yapmıştı: "
                            + "oyun orada berabere bitmişti, yine de devam edildi.");
            case DEAD_POSITION -> finding(FindingKind.MISSED_DEAD_POSITION, 0, null, "5.2.2", start,
                    "At the start position neither side could checkmate by any series of legal moves: "
                            + "the game was drawn there, but play went on.",
                    "Başlangıç konumunda hiçbir taraf hiçbir geçerli hamle dizisiyle mat edemezdi (ölü "
                            + "konum): oyun orada berabere bitmişti, yine de devam edildi.");
            default -> null; // a checkmate or stalemate at the start leaves no move to record
        };
    }

    static Finding finding(FindingKind kind, int ply, String move, String article, Position p, String en, String tr) {
        return new Finding(kind, ply, move, List.of(article), en, tr, p == null ? null : p.fen(), 0, 0);
    }

}
