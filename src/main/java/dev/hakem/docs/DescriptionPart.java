package dev.hakem.docs;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A part of a scenario's description (the free text under its title in a feature file): a line that
 * starts with a label and a colon ("Yorumun görüşü:", "Kurallara göre:", "Metinden:") begins a part,
 * the lines after it continue it. A divergence states the commentary's argument and the Laws' in two
 * labelled parts, which the case page shows as two separate blocks, so the correction is never read
 * as the commentary's words.
 *
 * @param kind  {@code commentary} ("Yorumun görüşü"), {@code laws} ("Kurallara göre") or {@code note}
 * @param label the label as written ("" for text before the first label)
 * @param text  the part's text, its lines joined by spaces
 */
public record DescriptionPart(String kind, String label, String text) {
    /** The label of the commentary's argument in a divergence. */
    static final String COMMENTARY = "Yorumun görüşü";
    /** The label of what the Laws give in a divergence. */
    static final String LAWS = "Kurallara göre";
    private static final Pattern LABELLED = Pattern.compile("^(\\p{Lu}[\\p{L} ]{0,30}):\\s+(.*)$");

    /** The parts of {@code description}, in order; none for an empty description. */
    public static List<DescriptionPart> of(String description) {
        List<DescriptionPart> parts = new ArrayList<>();
        String label = "";
        StringBuilder text = new StringBuilder();
        for (String raw : description.split("\n")) {
            String line = raw.strip();
            if (line.isEmpty()) {
                continue;
            }
            Matcher m = LABELLED.matcher(line);
            if (m.matches()) {
                add(parts, label, text);
                label = m.group(1);
                text = new StringBuilder(m.group(2));
            } else {
                text.append(text.length() == 0 ? "" : " ").append(line);
            }
        }
        add(parts, label, text);
        return List.copyOf(parts);
    }

    private static void add(List<DescriptionPart> parts, String label, StringBuilder text) {
        if (text.length() == 0) {
            return;
        }
        String kind = label.equals(COMMENTARY) ? "commentary" : label.equals(LAWS) ? "laws" : "note";
        parts.add(new DescriptionPart(kind, label, text.toString()));
    }
}
