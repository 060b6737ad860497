package dev.hakem.arbiter;

import java.util.List;

/**
 * FIDE 12.7: spectators and players of other games must not speak about a game or interfere in it;
 * anyone who sees an irregularity may tell only the arbiter; the arbiter may send offenders out of
 * the venue. The players did nothing wrong, and what the spectator said counts for nothing (a flag
 * counts as fallen only when the arbiter sees it or a player claims it, 6.8).
 */
final class Interference {
    private Interference() {
    }

    static List<Decision> interfere(Event.Interference kind) {
        String tr = switch (kind) {
            case MOVE -> "bir seyirci oyunculardan birine hamle söyledi";
            case FLAG -> "bir seyirci bir bayrağın düştüğünü gösterdi";
            case ILLEGAL_MOVE -> "bir seyirci geçersiz bir hamleyi gösterdi";
        };
        String en = switch (kind) {
            case MOVE -> "a spectator suggested a move to a player";
            case FLAG -> "a spectator pointed to a fallen flag";
            case ILLEGAL_MOVE -> "a spectator pointed to an illegal move";
        };
        List<String> a = kind == Event.Interference.MOVE ? List.of("12.7#h2", "12.7#h3") : List.of("12.7#h1", "12.7#h3");
        return List.of(Decision.of(DecisionCode.INTERFERENCE, null, a,
                        "Oyuna dışarıdan karışıldı: " + tr + ". Seyirciler oyuna karışamaz, bir kuraldışılığı yalnızca hakeme"
                                + " bildirebilir; oyuncuların bir kusuru yoktur ve söylenen hiçbir şeyi değiştirmez.",
                        "Interference from outside the game: " + en + ". Spectators may not interfere; an irregularity may be"
                                + " reported only to the arbiter. The players did nothing wrong, and what was said changes nothing.")
                        .bySpectator(),
                ArbiterDiscretion.choice(null, List.of("12.7#h4"),
                        List.of("12.7: send the spectator out of the playing venue"),
                        "Hakem karışan kişiyi oyun yerinden çıkarabilir.",
                        "The arbiter may send the offender out of the playing venue.").bySpectator());
    }
}
