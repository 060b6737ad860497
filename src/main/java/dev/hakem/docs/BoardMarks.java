package dev.hakem.docs;

import dev.hakem.chess.Color;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import dev.hakem.docs.BoardDiagram.Arrow;
import dev.hakem.docs.BoardDiagram.Mark;
import dev.hakem.docs.BoardDiagram.Marked;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Which squares of a case's board to mark, and why: where pieces moved from and to (the arrows),
 * the squares the case turns on (the case index's focus), the pieces that attack one of them or
 * give check (FIDE 3.8.2.2.1 looks at exactly such attacks), the pieces standing between the king
 * and a rook it still may castle with (3.8.2.2.2), and the other squares the steps name. The
 * attackers of a square in question are the opponent's of the piece on it; of an empty square, the
 * pieces of the side whose half of the board it is not (b8 is Black's half: White's attackers count).
 */
final class BoardMarks {
    private BoardMarks() {
    }

    static List<Marked> of(String fen, List<Arrow> arrows, Collection<String> focus, Collection<String> named) {
        Position p = BoardDiagram.position(fen);
        List<Marked> out = new ArrayList<>();
        Set<String> marked = new LinkedHashSet<>();
        for (Arrow a : arrows) {
            add(out, marked, a.from(), Mark.FROM);
            add(out, marked, a.to(), Mark.TO);
        }
        Color toMove = p.sideToMove();
        Set<Integer> attackers = new LinkedHashSet<>(p.checkers());
        for (String q : focus) {
            int sq = Square.parse(q);
            Color owner = p.pieceAt(sq) != null ? p.pieceAt(sq).color() : Square.rank(sq) < 4 ? Color.WHITE : Color.BLACK;
            attackers.addAll(p.attackers(sq, owner == Color.WHITE ? Color.BLACK : Color.WHITE));
        }
        attackers.forEach(sq -> add(out, marked, Square.name(sq), Mark.ATTACKER));
        int king = p.kingSquare(toMove);
        int home = toMove == Color.WHITE ? 0 : 7;
        if (king == Square.of(4, home)) {
            for (boolean kingside : List.of(true, false)) {
                if (!p.hasCastlingRight(toMove, kingside)) {
                    continue;
                }
                int[] between = kingside ? new int[] {5, 6} : new int[] {1, 2, 3};
                for (int file : between) {
                    int sq = Square.of(file, home);
                    if (p.pieceAt(sq) != null) {
                        add(out, marked, Square.name(sq), Mark.BLOCKER);
                    }
                }
            }
        }
        for (String q : focus) {
            out.add(new Marked(q, Mark.QUESTION));
            marked.add(q);
        }
        for (String q : named) {
            if (!marked.contains(q)) {
                add(out, marked, q, Mark.NAMED);
            }
        }
        return List.copyOf(out);
    }

    private static void add(List<Marked> out, Set<String> marked, String square, Mark mark) {
        out.add(new Marked(square, mark));
        marked.add(square);
    }

    /** The kinds of marks on a board, each once, in the legend's order. */
    static List<String> legend(List<Marked> marks, boolean arrows) {
        Set<Mark> kinds = new java.util.TreeSet<>();
        marks.forEach(m -> kinds.add(m.mark()));
        List<String> out = new ArrayList<>(kinds.stream().map(Mark::key).toList());
        if (arrows && !out.contains("from")) {
            out.add(0, "from");
        }
        return List.copyOf(out);
    }
}
