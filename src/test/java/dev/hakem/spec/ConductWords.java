package dev.hakem.spec;

import dev.hakem.arbiter.Event;
import java.util.Map;

/** The arbiter's findings about a player's conduct, as the scenarios say them ("not kullandığını"). */
final class ConductWords {
    private ConductWords() {
    }

    private static final Map<String, Event.Conduct> FINDINGS = Map.ofEntries(
            Map.entry("not kullandığını", of(Event.Misconduct.NOTES, null)),
            Map.entry("tavsiye aldığını", of(Event.Misconduct.ADVICE, null)),
            Map.entry("başka bir tahtada analiz yaptığını", of(Event.Misconduct.ANALYSIS, null)),
            Map.entry("rakibini rahatsız ettiğini", of(Event.Misconduct.DISTRACTING, null)),
            Map.entry("gürültü yaparak rakibini rahatsız ettiğini", of(Event.Misconduct.DISTRACTING, Event.Distraction.NOISE)),
            Map.entry("yersiz beraberlik teklifleriyle rakibini rahatsız ettiğini",
                    of(Event.Misconduct.DISTRACTING, Event.Distraction.REPEATED_OFFERS)),
            Map.entry("yersiz taleplerle rakibini rahatsız ettiğini",
                    of(Event.Misconduct.DISTRACTING, Event.Distraction.UNREASONABLE_CLAIMS)),
            Map.entry("aramada iş birliği yapmadığını", of(Event.Misconduct.REFUSES_INSPECTION, null)),
            Map.entry("hakemin izni olmadan çantasını kullandığını", of(Event.Misconduct.USES_BAG, null)),
            Map.entry("izin verilen yerin dışında sigara içtiğini", of(Event.Misconduct.SMOKING, null)),
            Map.entry("Kurallar'a uymayı ısrarla reddettiğini", of(Event.Misconduct.PERSISTENT_REFUSAL, null)));

    /** The words of the findings (longer phrases first, so that the alternation matches whole phrases). */
    static final String REGEX = "yersiz beraberlik teklifleriyle rakibini rahatsız ettiğini|hakemin izni olmadan çantasını kullandığını|gürültü yaparak rakibini rahatsız ettiğini|yersiz taleplerle rakibini rahatsız ettiğini|izin verilen yerin dışında sigara içtiğini|Kurallar'a uymayı ısrarla reddettiğini|başka bir tahtada analiz yaptığını|aramada iş birliği yapmadığını|rakibini rahatsız ettiğini|not kullandığını|tavsiye aldığını";

    private static Event.Conduct of(Event.Misconduct kind, Event.Distraction how) {
        return new Event.Conduct(null, kind, how);
    }

    /** The finding the words name (the player is filled in by the step). */
    static Event.Conduct finding(String words) {
        Event.Conduct c = FINDINGS.get(words);
        if (c == null) {
            throw new IllegalArgumentException("not a finding about conduct: " + words);
        }
        return c;
    }
}
