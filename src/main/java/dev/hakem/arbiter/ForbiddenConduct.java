package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.ArrayList;
import java.util.List;

/**
 * FIDE 11.3.1, 11.3.2.1, 11.3.3, 11.3.4, 11.5 with 11.6: conduct the Laws forbid without fixing its
 * penalty — notes, sources of information or advice, analysis on another board (11.3.1), using the bag
 * without permission (11.3.2.1), refusing an inspection (11.3.3), smoking outside the designated area
 * (11.3.4), distracting or annoying the opponent, unreasonable offers and claims and noise included
 * (11.5). The arbiter's finding is an input (whether offers were "unreasonable" is his judgement,
 * the number of offers alone decides nothing); the penalty is his choice among 12.9's.
 */
final class ForbiddenConduct {
    private ForbiddenConduct() {
    }

    static List<Decision> found(GameState st, Color by, Event.Misconduct kind, Event.Distraction how) {
        return switch (kind) {
            case NOTES -> one(st, by, List.of("11.3.1#h1", "11.6"),
                    "oyun sırasında not, bilgi kaynağı kullandı", "used notes or a source of information during play");
            case ADVICE -> one(st, by, List.of("11.3.1#h1", "11.6"),
                    "oyun sırasında tavsiye aldı", "took advice during play");
            case ANALYSIS -> one(st, by, List.of("11.3.1#h2", "11.6"),
                    "oyun sırasında başka bir tahtada analiz yaptı", "analysed on another board during play");
            case DISTRACTING -> {
                List<String> a = new ArrayList<>(List.of("11.5#h1"));
                if (how != null) {
                    a.add("11.5#h2");
                }
                a.add("11.6");
                yield one(st, by, a, "rakibini rahatsız etti" + how(how, true), "distracted or annoyed the opponent" + how(how, false));
            }
            case REFUSES_INSPECTION -> one(st, by, List.of("11.3.3#h3"),
                    "hakemin istediği üst ve eşya aramasında iş birliği yapmadı", "refused to cooperate with the inspection the arbiter required");
            case USES_BAG -> one(st, by, List.of("11.3.2.1#h3", "11.6"),
                    "hakemin izni olmadan çantasını kullandı", "used his bag without the arbiter's permission");
            case SMOKING -> one(st, by, List.of("11.3.4#h1", "11.6"),
                    "hakemin belirlediği yerin dışında sigara içti", "smoked outside the area the arbiter designated");
            case PERSISTENT_REFUSAL -> PersistentRefusal.found(st, by);
        };
    }

    private static List<Decision> one(GameState st, Color by, List<String> articles, String tr, String en) {
        return List.of(ArbiterDiscretion.penalty(st, by, articles, "Hakem, " + by.turkish() + " oyuncunun " + tr + " olduğunu saptadı.",
                "The arbiter found that " + Words.en(by) + " " + en + "."));
    }

    private static String how(Event.Distraction how, boolean turkish) {
        if (how == null) {
            return "";
        }
        return switch (how) {
            case NOISE -> turkish ? " (oyun alanında gürültü)" : " (noise in the playing area)";
            case REPEATED_OFFERS -> turkish ? " (yersiz beraberlik teklifleri)" : " (unreasonable draw offers)";
            case UNREASONABLE_CLAIMS -> turkish ? " (yersiz talepler)" : " (unreasonable claims)";
        };
    }
}
