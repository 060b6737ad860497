package dev.hakem.chess;

import java.util.SplittableRandom;

/** Fixed pseudo-random keys for hashing positions (placement, side, castling rights, legal en passant). */
final class Zobrist {
    private Zobrist() {
    }

    static final long[][] PIECE = new long[12][64];
    static final long[] CASTLING = new long[16];
    static final long[] EP_FILE = new long[8];
    static final long SIDE;

    static {
        SplittableRandom r = new SplittableRandom(0x6861_6B65_6DL); // "hakem"
        for (long[] row : PIECE) {
            for (int i = 0; i < 64; i++) {
                row[i] = r.nextLong();
            }
        }
        long[] rights = new long[4];
        for (int i = 0; i < 4; i++) {
            rights[i] = r.nextLong();
        }
        for (int c = 0; c < 16; c++) {
            long k = 0;
            for (int i = 0; i < 4; i++) {
                if ((c & (1 << i)) != 0) {
                    k ^= rights[i];
                }
            }
            CASTLING[c] = k;
        }
        for (int i = 0; i < 8; i++) {
            EP_FILE[i] = r.nextLong();
        }
        SIDE = r.nextLong();
    }
}
