package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.time.Duration;
import java.util.List;

/**
 * FIDE 11.3.2–11.3.2.2: electronic devices. No device the arbiter has not approved may be in the
 * venue during the game (11.3.2); the event may allow one completely switched off in the player's
 * bag (11.3.2.1). A device evidently on the player's person loses him the game and the opponent
 * wins (11.3.2.2) — with no exception for an opponent who could not checkmate, unlike 6.9 and
 * 7.5.5 — unless the event's regulations set a less severe penalty. A forbidden device anywhere
 * else is a breach of 11.3 penalised at the arbiter's discretion (11.6, 12.9).
 */
final class ElectronicDevices {
    private ElectronicDevices() {
    }

    static List<Decision> found(GameState st, Event.Device e) {
        Color by = e.by();
        String what = e.finding() == Event.DeviceFinding.RINGS ? "çaldı" : "bulundu";
        String whatEn = e.finding() == Event.DeviceFinding.RINGS ? "rang" : "was found";
        if (e.approved()) {
            return List.of(Decision.of(DecisionCode.NO_INFRACTION, by, List.of("11.3.2#h1"),
                    Words.tr(by) + " oyuncunun elektronik aygıtı hakemin onayladığı bir aygıt: kural ihlali yok.",
                    Words.en(by) + "'s electronic device is one the arbiter approved: no infraction."));
        }
        if (e.where() == Event.DevicePlace.PERSON) {
            return onPerson(st, by, what, whatEn);
        }
        DeviceRules rules = st.rules.devices();
        if (rules.inBag() && e.switchedOff() && e.finding() == Event.DeviceFinding.FOUND) {
            return List.of(Decision.of(DecisionCode.NO_INFRACTION, by, List.of("11.3.2.1#h1"),
                    Words.tr(by) + " oyuncunun çantasında tamamen kapalı bir aygıt bulundu; yarışma yönergesi buna izin veriyor: kural ihlali yok.",
                    "A completely switched-off device was found in " + Words.en(by) + "'s bag, as the event's rules allow: no infraction."));
        }
        if (rules.inBag()) {
            return List.of(ArbiterDiscretion.penalty(st, by, List.of("11.3.2.1#h1", "11.6"),
                    Words.tr(by) + " oyuncunun çantasındaki aygıt " + what + "; yönerge çantada yalnızca tamamen kapalı aygıta izin verir."
                            + " Aygıt oyuncunun üzerinde olmadığından 11.3.2.2'nin oyunu kaybettirme kuralı uygulanmaz.",
                    "The device in " + Words.en(by) + "'s bag " + whatEn + "; the event allows only a completely switched-off device"
                            + " in the bag. It was not on the player's person, so 11.3.2.2's loss of the game does not apply."));
        }
        return List.of(ArbiterDiscretion.penalty(st, by, List.of("11.3.2#h1", "11.6"),
                Words.tr(by) + " oyuncunun çantasında bir aygıt " + what + "; yarışma yönergesi çantada aygıta izin vermiyor."
                        + " Aygıt oyuncunun üzerinde olmadığından 11.3.2.2'nin oyunu kaybettirme kuralı uygulanmaz.",
                "A device " + whatEn + " in " + Words.en(by) + "'s bag, and the event does not allow devices in bags. It was not"
                        + " on the player's person, so 11.3.2.2's loss of the game does not apply."));
    }

    /** FIDE 11.3.2.2: a device on the player's person: the game lost, or the event's milder penalty. */
    private static List<Decision> onPerson(GameState st, Color by, String what, String whatEn) {
        DeviceRules rules = st.rules.devices();
        Color opp = by.opposite();
        if (rules.milderPenalty() == null) {
            List<String> a = List.of("11.3.2.2#h1", "11.3.2.2#h2");
            st.end(Termination.ELECTRONIC_DEVICE, GameResult.winFor(opp), a);
            return List.of(Decision.of(DecisionCode.GAME_LOST, by, a,
                    Words.tr(by) + " oyuncunun üzerindeki elektronik aygıt " + what + ": oyunu kaybeder, " + opp.turkish()
                            + " kazanır. Konum ya da saatler önemli değildir; rakip mat edemeyecek olsa da kazanır.",
                    "An electronic device on " + Words.en(by) + "'s person " + whatEn + ": " + Words.en(by) + " loses and "
                            + Words.en(opp) + " wins, whatever the position or the clocks — even an opponent who could not"
                            + " checkmate wins.").about(by, 0));
        }
        List<String> a = List.of("11.3.2.2#h3");
        long secs = rules.seconds();
        return switch (rules.milderPenalty()) {
            case WARNING -> List.of(Decision.of(DecisionCode.WARNING, by, a,
                    Words.tr(by) + " oyuncunun üzerindeki aygıt " + what + "; yarışma yönergesinin daha hafif cezası uygulanır: uyarı.",
                    "A device on " + Words.en(by) + "'s person " + whatEn + "; the event's less severe penalty applies: a warning.")
                    .about(by, 0));
            case TIME_DEDUCTED -> {
                st.clocks.deduct(by, Duration.ofSeconds(secs));
                yield List.of(Decision.of(DecisionCode.TIME_DEDUCTED, by, a,
                        Words.tr(by) + " oyuncunun üzerindeki aygıt " + what + "; yarışma yönergesinin daha hafif cezası uygulanır: "
                                + Words.tr(by) + " oyuncunun süresinden " + Words.duration(Duration.ofSeconds(secs)) + " düşülür.",
                        "A device on " + Words.en(by) + "'s person " + whatEn + "; the event's less severe penalty applies: "
                                + Words.durationEn(Duration.ofSeconds(secs)) + " off " + Words.en(by) + "'s clock.")
                        .about(by, secs));
            }
            case TIME_ADDED -> {
                st.clocks.add(opp, Duration.ofSeconds(secs));
                yield List.of(Decision.of(DecisionCode.TIME_ADDED, by, a,
                        Words.tr(by) + " oyuncunun üzerindeki aygıt " + what + "; yarışma yönergesinin daha hafif cezası uygulanır: "
                                + opp.turkish() + " oyuncunun süresine " + Words.duration(Duration.ofSeconds(secs)) + " eklenir.",
                        "A device on " + Words.en(by) + "'s person " + whatEn + "; the event's less severe penalty applies: "
                                + Words.durationEn(Duration.ofSeconds(secs)) + " added to " + Words.en(opp) + "'s clock.")
                        .about(opp, secs));
            }
            default -> throw new IllegalStateException("not a milder device penalty: " + rules.milderPenalty());
        };
    }
}
