package dev.hakem.chess.mate;

/** Manual probe: java -cp ... dev.hakem.chess.mate.Probe "FEN" white|black */
public class Probe {
    public static void main(String[] a) {
        for (int i = 0; i < a.length; i += 2) {
            long t = System.nanoTime();
            Winnability.Verdict v = Winnability.analyse(Board.fromFenUnchecked(a[i]),
                    a[i + 1].startsWith("w") ? 0 : 1, Winnability.DEFAULT_NODE_BUDGET);
            System.out.println(a[i] + " " + a[i + 1] + " -> " + v + " " + (System.nanoTime() - t) / 1000 + "us");
        }
    }
}
