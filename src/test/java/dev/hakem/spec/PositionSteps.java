package dev.hakem.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.hakem.chess.Color;
import dev.hakem.chess.Position;
import io.cucumber.java.tr.Diyelimki;
import io.cucumber.java.tr.Ozaman;

/** Minimal glue for features/tahta.feature (the position on the board). */
public class PositionSteps {
    private Position position;

    @Diyelimki("başlangıç konumu")
    public void baslangicKonumu() {
        position = Position.startpos();
    }

    @Ozaman("Beyaz'ın {int} yasal hamlesi vardır")
    public void beyazinYasalHamlesi(int count) {
        assertEquals(Color.WHITE, position.sideToMove());
        assertEquals(count, position.legalMoves().size());
    }
}
