package dev.hakem.chess.mate;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Test/benchmark helper: replays the SAN of real games on the search board (a small resolver,
 * only for building measurement corpora; the product reads PGN through dev.hakem.chess.pgn) and
 * samples positions as FEN-like boards.
 */
final class GameSample {
    private GameSample() {
    }

    static final Path GAMES = Path.of("/work/shared/data/games/twic920-and-carlsen.pgn");

    /** Every {@code every}-th ply (and the final position) of every game. */
    static List<Board> sample(int every) throws IOException {
        List<Board> out = new ArrayList<>();
        String text = Files.readString(GAMES);
        StringBuilder moves = new StringBuilder();
        for (String line : text.split("\n")) {
            if (line.startsWith("[")) {
                if (moves.length() > 0) {
                    replay(moves.toString(), every, out);
                    moves.setLength(0);
                }
                continue;
            }
            moves.append(line).append(' ');
        }
        if (moves.length() > 0) {
            replay(moves.toString(), every, out);
        }
        return out;
    }

    private static void replay(String movetext, int every, List<Board> out) {
        Board b = Board.fromFenUnchecked("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        String cleaned = movetext.replaceAll("\\{[^}]*\\}", " ").replaceAll("\\([^)]*\\)", " ");
        int ply = 0;
        for (String tok : cleaned.trim().split("\\s+")) {
            if (tok.isEmpty() || tok.matches("\\d+\\.+") || tok.matches("1-0|0-1|1/2-1/2|\\*")) {
                continue;
            }
            tok = tok.replaceFirst("^\\d+\\.+", "");
            int m = resolve(b, tok);
            if (m < 0) {
                throw new IllegalStateException("cannot resolve " + tok);
            }
            b.make(m);
            ply++;
            if (ply % every == 0) {
                out.add(copy(b));
            }
        }
        if (ply % every != 0) {
            out.add(copy(b));
        }
    }

    static Board copy(Board b) {
        Board c = new Board();
        for (int sq = 0; sq < 64; sq++) {
            if (b.mailbox[sq] >= 0) {
                c.put(b.mailbox[sq], sq);
            }
        }
        c.side = b.side;
        c.castling = b.castling;
        c.ep = b.ep;
        c.rehash();
        return c;
    }

    static int resolve(Board b, String san) {
        String s = san.replaceAll("[+#!?]", "");
        int[] ms = new int[256];
        int n = b.legalMoves(ms);
        if (s.startsWith("O-O")) {
            boolean queenSide = s.startsWith("O-O-O");
            for (int i = 0; i < n; i++) {
                if (Board.flag(ms[i]) == Board.FLAG_CASTLE && (Board.to(ms[i]) < Board.from(ms[i])) == queenSide) {
                    return ms[i];
                }
            }
            return -1;
        }
        int promo = 0;
        int eq = s.indexOf('=');
        if (eq >= 0) {
            promo = "PNBRQK".indexOf(s.charAt(eq + 1));
            s = s.substring(0, eq);
        }
        int type = Character.isUpperCase(s.charAt(0)) ? "PNBRQK".indexOf(s.charAt(0)) : 0;
        if (type > 0) {
            s = s.substring(1);
        }
        s = s.replace("x", "");
        int to = dev.hakem.chess.Square.parse(s.substring(s.length() - 2));
        String dis = s.substring(0, s.length() - 2);
        int found = -1;
        for (int i = 0; i < n; i++) {
            int m = ms[i];
            if (Board.to(m) != to || b.mailbox[Board.from(m)] % 6 != type || Board.promo(m) != promo) {
                continue;
            }
            String fromName = dev.hakem.chess.Square.name(Board.from(m));
            boolean ok = true;
            for (char c : dis.toCharArray()) {
                ok &= fromName.indexOf(c) >= 0;
            }
            if (ok) {
                found = m;
            }
        }
        return found;
    }

    static String fen(Board b) {
        StringBuilder sb = new StringBuilder();
        for (int r = 7; r >= 0; r--) {
            int empty = 0;
            for (int f = 0; f < 8; f++) {
                int p = b.mailbox[r * 8 + f];
                if (p < 0) {
                    empty++;
                } else {
                    if (empty > 0) sb.append(empty);
                    empty = 0;
                    sb.append(dev.hakem.chess.Piece.values()[p].fenChar());
                }
            }
            if (empty > 0) sb.append(empty);
            if (r > 0) sb.append('/');
        }
        sb.append(b.side == 0 ? " w " : " b ");
        String c = ((b.castling & 1) != 0 ? "K" : "") + ((b.castling & 2) != 0 ? "Q" : "")
                + ((b.castling & 4) != 0 ? "k" : "") + ((b.castling & 8) != 0 ? "q" : "");
        sb.append(c.isEmpty() ? "-" : c).append(' ');
        sb.append(b.ep >= 0 ? dev.hakem.chess.Square.name(b.ep) : "-").append(" 0 1");
        return sb.toString();
    }
}
