package dev.hakem.bench;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A tournament archive of any size for the audit at scale: the 4,105 real games of
 * src/test/resources/games over and over, with, at fixed places, the games an arbiter's archive
 * also holds — Chess960 games, games of a variant the Laws do not cover (unreadable: reported as
 * such), records with an illegal move, and games with deeply nested variations. Deterministic: the same size gives the
 * same file.
 */
public final class ArchivePgn {
    private ArchivePgn() {
    }

    /** The games of the real corpus, each as its record text. */
    static List<String> realGames() throws IOException {
        String text = Files.readString(GameSample.GAMES, StandardCharsets.UTF_8).replace("\r\n", "\n");
        List<String> games = new ArrayList<>();
        int start = text.indexOf("[Event ");
        while (start >= 0) {
            int next = text.indexOf("\n[Event ", start + 1);
            games.add(text.substring(start, next < 0 ? text.length() : next + 1).strip() + "\n\n");
            start = next < 0 ? -1 : next + 1;
        }
        return games;
    }

    /** A Chess960 game (FIDE Laws, Appendix II), drawn by agreement. */
    public static String chess960(int i) {
        return "[Event \"Archive 960 #" + i + "\"]\n[White \"W" + i + "\"]\n[Black \"B" + i + "\"]\n[Result \"1/2-1/2\"]\n"
                + "[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1\"]\n\n"
                + "1. e4 e5 2. Nc3 Nc6 3. Nf3 Nf6 1/2-1/2\n\n";
    }

    /** A game of a variant the Laws do not cover: unreadable, reported with its place, the audit goes on. */
    public static String otherVariant(int i) {
        return "[Event \"Archive crazyhouse #" + i + "\"]\n[White \"W" + i + "\"]\n[Black \"B" + i
                + "\"]\n[Result \"1-0\"]\n[Variant \"Crazyhouse\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n\n";
    }

    /** A record with an illegal move (the king two squares): an illegal-move finding. */
    public static String illegal(int i) {
        return "[Event \"Archive illegal #" + i + "\"]\n[White \"W" + i + "\"]\n[Black \"B" + i + "\"]\n[Result \"1-0\"]\n\n"
                + "1. e4 e5 2. Ke3 Nc6 1-0\n\n";
    }

    /** A game whose first move carries variations nested {@code depth} deep. */
    public static String nested(int i, int depth) {
        StringBuilder sb = new StringBuilder("[Event \"Archive variations #" + i + "\"]\n[White \"W" + i
                + "\"]\n[Black \"B" + i + "\"]\n[Result \"*\"]\n\n1. e4 ");
        for (int d = 0; d < depth; d++) {
            sb.append(d % 2 == 0 ? "(1. d4 " : "(1. c4 ");
        }
        sb.append(")".repeat(depth)).append(" e5 *\n\n");
        return sb.toString();
    }

    /** Writes an archive of at least {@code bytes} bytes; returns the number of games in it. */
    public static int write(Path file, long bytes) throws IOException {
        List<String> real = realGames();
        int games = 0;
        long written = 0;
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            for (int i = 0; written < bytes; i++) {
                String g = i % 50 == 7 ? chess960(i) : i % 50 == 19 ? illegal(i) : i % 50 == 31 ? otherVariant(i)
                        : i % 1000 == 3 ? nested(i, 300)
                        : real.get(i % real.size());
                w.write(g);
                written += g.getBytes(StandardCharsets.UTF_8).length;
                games++;
            }
        }
        return games;
    }
}
