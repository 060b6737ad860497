package dev.hakem.bench;

import dev.hakem.chess.ChessException;
import dev.hakem.chess.Position;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Random endgames for measuring the dead-position analysis (FIDE 5.2.2): 3 to 9 men (kings
 * included, the number drawn uniformly), the kings on two squares not next to each other, every
 * other man of a random colour and kind (pawn 3 : knight 2 : bishop 2 : rook 2 : queen 1), pawns
 * on ranks 2–7, a random side to move, no castling, no en passant. Positions the core refuses
 * (the side not to move in check, impossible checks) are drawn again. Seeded: the same seed gives
 * the same positions on every machine.
 */
public final class RandomEndgames {
    private RandomEndgames() {
    }

    /** The seed of the set used by the benchmark and by the recorded verdicts. */
    public static final long SEED = 15;
    /** How many positions that set has. */
    public static final int COUNT = 2_000;

    private static final char[] KINDS = {'p', 'p', 'p', 'n', 'n', 'b', 'b', 'r', 'r', 'q'};

    /** The benchmark's set: {@link #COUNT} positions from {@link #SEED}. */
    public static List<Position> standard() {
        return generate(SEED, COUNT);
    }

    /** {@code count} distinct random endgames from {@code seed}. */
    public static List<Position> generate(long seed, int count) {
        SplittableRandom r = new SplittableRandom(seed);
        Set<String> seen = new LinkedHashSet<>();
        List<Position> out = new ArrayList<>();
        while (out.size() < count) {
            Position p = draw(r);
            if (p != null && seen.add(p.fen())) {
                out.add(p);
            }
        }
        return out;
    }

    /** The placement field of a FEN for a board of FEN letters indexed by square (a1 = 0); empty: 0 or '.'. */
    public static String placement(char[] board) {
        StringBuilder fen = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                char c = board[rank * 8 + file];
                if (c == 0 || c == '.') {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    fen.append(empty);
                    empty = 0;
                }
                fen.append(c);
            }
            if (empty > 0) {
                fen.append(empty);
            }
            if (rank > 0) {
                fen.append('/');
            }
        }
        return fen.toString();
    }

    private static Position draw(SplittableRandom r) {
        char[] board = new char[64];
        int men = 3 + r.nextInt(7);
        int wk = r.nextInt(64);
        int bk;
        do {
            bk = r.nextInt(64);
        } while (Math.max(Math.abs((bk & 7) - (wk & 7)), Math.abs((bk >>> 3) - (wk >>> 3))) <= 1);
        board[wk] = 'K';
        board[bk] = 'k';
        for (int i = 2; i < men; i++) {
            char kind = KINDS[r.nextInt(KINDS.length)];
            int sq;
            do {
                sq = kind == 'p' ? 8 + r.nextInt(48) : r.nextInt(64);
            } while (board[sq] != 0);
            board[sq] = r.nextBoolean() ? Character.toUpperCase(kind) : kind;
        }
        StringBuilder fen = new StringBuilder(placement(board));
        fen.append(r.nextBoolean() ? " w" : " b").append(" - - 0 1");
        try {
            return Position.fromFen(fen.toString());
        } catch (ChessException e) {
            return null;
        }
    }
}
