package dev.hakem.arbiter;

import java.util.List;

/**
 * FIDE 12.7 (with 11.2.3.3, 11.4, 12.8): spectators and players of other games — a player whose game
 * has finished is a spectator (11.4) — must not speak about a game or interfere in it; anyone who sees
 * an irregularity may tell only the arbiter; nobody but players and arbiters enters the playing area
 * without permission (11.2.3.3) and nobody uses a phone in the venue without it (12.8); the arbiter may
 * send offenders out of the venue. The players did nothing wrong, and what the spectator said counts
 * for nothing (a flag counts as fallen only when the arbiter sees it or a player claims it, 6.8).
 */
final class Interference {
    private Interference() {
    }

    static List<Decision> interfere(Event.Interference kind, boolean finishedPlayer) {
        String who = finishedPlayer ? "oyunu bitmiş bir oyuncu" : "bir seyirci";
        String whoEn = finishedPlayer ? "a player whose game has finished" : "a spectator";
        String tr = who + switch (kind) {
            case MOVE -> " oyunculardan birine hamle söyledi";
            case FLAG -> " bir bayrağın düştüğünü gösterdi";
            case ILLEGAL_MOVE -> " geçersiz bir hamleyi gösterdi";
            case ENTERS_PLAYING_AREA -> " hakemin izni olmadan oyun alanına girdi";
            case PHONE -> " oyun yerinde cep telefonu kullandı";
        };
        String en = whoEn + switch (kind) {
            case MOVE -> " suggested a move to a player";
            case FLAG -> " pointed to a fallen flag";
            case ILLEGAL_MOVE -> " pointed to an illegal move";
            case ENTERS_PLAYING_AREA -> " entered the playing area without the arbiter's permission";
            case PHONE -> " used a mobile phone in the playing venue";
        };
        List<String> a = new java.util.ArrayList<>(switch (kind) {
            case MOVE -> List.of("12.7#h2", "12.7#h3");
            case FLAG, ILLEGAL_MOVE -> List.of("12.7#h1", "12.7#h3");
            case ENTERS_PLAYING_AREA -> List.of("11.2.3.3#h1");
            case PHONE -> List.of("12.8#h1");
        });
        if (finishedPlayer) {
            a.add(0, "11.4#h1");
        }
        return List.of(Decision.of(DecisionCode.INTERFERENCE, null, a,
                        "Oyuna dışarıdan karışıldı: " + tr + ". Oyuncu olmayanlar oyuna karışamaz, bir kuraldışılığı yalnızca"
                                + " hakeme bildirebilir; oyuncuların bir kusuru yoktur ve olan, oyunda hiçbir şeyi değiştirmez.",
                        "Interference from outside the game: " + en + ". Those who are not playing may not interfere; an"
                                + " irregularity may be reported only to the arbiter. The players did nothing wrong, and it changes"
                                + " nothing in the game.")
                        .bySpectator(),
                ArbiterDiscretion.choice(null, List.of("12.7#h4"),
                        List.of("12.7: send the spectator out of the playing venue"),
                        "Hakem karışan kişiyi oyun yerinden çıkarabilir.",
                        "The arbiter may send the offender out of the playing venue.").bySpectator());
    }

    /** FIDE 12.5: the game is disturbed from outside; the arbiter may give extra time to either player or both. */
    static List<Decision> disturbance() {
        return List.of(ArbiterDiscretion.choice(null, List.of("12.5#h1"),
                List.of("white: extra time for White", "black: extra time for Black", "both: extra time for both players",
                        "none: no extra time"),
                "Oyun dışarıdan rahatsız edildi: hakem oyunculardan birine ya da ikisine ek süre verebilir.",
                "The game was disturbed from outside: the arbiter may give either player, or both, extra time."));
    }
}
