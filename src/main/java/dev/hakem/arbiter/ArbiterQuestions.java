package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.List;

/**
 * FIDE 12.6, 11.9: what the arbiter may answer. He must not say how many moves have been completed
 * (except applying 8.5 after a flag has fallen), nor that the opponent has completed a move or has
 * not pressed his clock (12.6); he explains a point of the Laws a player asks about (11.9), without
 * advising on the position.
 */
final class ArbiterQuestions {
    private ArbiterQuestions() {
    }

    static List<Decision> ask(GameState st, Color by, Event.Question q, String article) {
        return switch (q) {
            case MOVES_COMPLETED -> List.of(Decision.of(DecisionCode.INFORMATION_WITHHELD, by, List.of("12.6#h2"),
                    Words.tr(by) + " kaç hamle tamamlandığını sordu: hakem bunu söyleyemez (bayrak düşmeden 8.5 uygulanmaz). Oyun sürer.",
                    Words.en(by) + " asked how many moves have been completed: the arbiter must not say (8.5 applies only after a"
                            + " flag has fallen). Play goes on."));
            case OPPONENT_COMPLETED -> List.of(Decision.of(DecisionCode.INFORMATION_WITHHELD, by, List.of("12.6#h3", "12.6#h4"),
                    Words.tr(by) + " rakibinin hamlesini tamamlayıp tamamlamadığını sordu: hakem rakibin hamlesini tamamladığını ya da"
                            + " saatine basmadığını söyleyemez.",
                    Words.en(by) + " asked whether the opponent has completed his move: the arbiter must not say that the opponent"
                            + " has completed a move, nor that he has not pressed his clock."));
            case EXPLANATION -> List.of(Decision.of(DecisionCode.EXPLANATION_GIVEN, by, Cite.decided("11.9#h1").andInPassing(article),
                    Words.tr(by) + " hakemden " + article + " maddesini açıklamasını istedi: hakem açıklar, konum hakkında yol göstermeden."
                            + " Sormak bir ihlal değildir.",
                    Words.en(by) + " asked the arbiter to explain article " + article + ": the arbiter explains it, without advising"
                            + " on the position. Asking is no offence."));
        };
    }
}
