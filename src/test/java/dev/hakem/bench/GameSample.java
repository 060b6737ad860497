package dev.hakem.bench;

import dev.hakem.chess.Move;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Benchmark corpus: positions sampled from the real games in src/test/resources/games (TWIC 920
 * and Carlsen's games, see its README), replayed on {@link Position} with a minimal SAN matcher
 * (enough for these well-formed records; the product reads PGN through the notation package).
 */
public final class GameSample {
    private GameSample() {
    }

    public static final Path GAMES = Path.of("src/test/resources/games/twic920-and-carlsen.pgn");

    /** Size of the dead-position corpus ({@link #winnabilityCorpus()}). */
    public static final int CORPUS_SIZE = 5_000;

    /**
     * The dead-position corpus of issue 15: the positions after every 10th ply of the games, in
     * the order of the file, without repeats (a position is its placement, side to move, castling
     * rights and en-passant square; the clocks play no part in "can this side still checkmate?"),
     * the first {@link #CORPUS_SIZE} of them.
     */
    public static List<Position> winnabilityCorpus() throws IOException {
        java.util.Set<String> seen = new java.util.HashSet<>();
        List<Position> out = new ArrayList<>();
        for (Position p : sample(10, false)) {
            String[] f = p.fen().split(" ");
            if (seen.add(f[0] + ' ' + f[1] + ' ' + f[2] + ' ' + f[3])) {
                out.add(p);
                if (out.size() == CORPUS_SIZE) {
                    break;
                }
            }
        }
        return out;
    }

    /** Every {@code every}-th ply, and the final position, of every game. */
    public static List<Position> sample(int every) throws IOException {
        return sample(every, true);
    }

    private static List<Position> sample(int every, boolean finalPositions) throws IOException {
        List<Position> out = new ArrayList<>();
        StringBuilder moves = new StringBuilder();
        for (String line : Files.readAllLines(GAMES)) {
            if (line.startsWith("[")) {
                if (moves.length() > 0) {
                    replay(moves.toString(), every, finalPositions, out);
                    moves.setLength(0);
                }
                continue;
            }
            moves.append(line).append(' ');
        }
        if (moves.length() > 0) {
            replay(moves.toString(), every, finalPositions, out);
        }
        return out;
    }

    private static void replay(String movetext, int every, boolean finalPosition, List<Position> out) {
        Position p = Position.startpos();
        String cleaned = movetext.replaceAll("\\{[^}]*\\}", " ").replaceAll("\\([^)]*\\)", " ");
        int ply = 0;
        for (String tok : cleaned.trim().split("\\s+")) {
            tok = tok.replaceFirst("^\\d+\\.+", "");
            if (tok.isEmpty() || tok.matches("1-0|0-1|1/2-1/2|\\*")) {
                continue;
            }
            Move m = resolve(p, tok);
            if (m == null) {
                throw new IllegalStateException("cannot resolve " + tok + " in " + p.fen());
            }
            p = p.play(m);
            ply++;
            if (ply % every == 0) {
                out.add(p);
            }
        }
        if (finalPosition && ply % every != 0) {
            out.add(p);
        }
    }

    private static Move resolve(Position p, String san) {
        String s = san.replaceAll("[+#!?]", "");
        List<Move> legal = p.legalMoves();
        if (s.startsWith("O-O")) {
            boolean queenSide = s.startsWith("O-O-O");
            for (Move m : legal) {
                if (p.isCastling(m) && (m.to() < m.from()) == queenSide) {
                    return m;
                }
            }
            return null;
        }
        String promo = "";
        int eq = s.indexOf('=');
        if (eq >= 0) {
            promo = s.substring(eq + 1, eq + 2);
            s = s.substring(0, eq);
        }
        char letter = Character.isUpperCase(s.charAt(0)) ? s.charAt(0) : 'P';
        if (letter != 'P') {
            s = s.substring(1);
        }
        s = s.replace("x", "");
        int to = Square.parse(s.substring(s.length() - 2));
        String dis = s.substring(0, s.length() - 2);
        for (Move m : legal) {
            if (m.to() != to || p.pieceAt(m.from()).type().englishLetter() != letter) {
                continue;
            }
            String mp = m.promotion() == null ? "" : String.valueOf(m.promotion().englishLetter());
            if (!mp.equals(promo)) {
                continue;
            }
            String fromName = Square.name(m.from());
            boolean ok = true;
            for (char c : dis.toCharArray()) {
                ok &= fromName.indexOf(c) >= 0;
            }
            if (ok) {
                return m;
            }
        }
        return null;
    }
}
