package dev.hakem.spec;

import dev.hakem.chess.Square;
import java.util.List;
import java.util.Locale;

/**
 * A square as the scenarios write it in Turkish: the name, optionally followed by an apostrophe
 * and a case suffix that must agree with how the rank digit is read aloud ("d7'deki" — yedi,
 * "b6'ya" — altı, "f4'teki" — dört). A wrong suffix is a wording error in the feature file.
 */
record SquareWord(String name, String suffix) {

    /** Parses "d7", "d7'deki", "b6'ya", ...; throws with the allowed forms when the suffix is wrong. */
    static SquareWord parse(String word) {
        String[] parts = word.split("'", 2);
        String name = parts[0].toLowerCase(Locale.ROOT);
        if (Square.parse(name) == Square.NONE) {
            throw new IllegalArgumentException("not a square: " + word);
        }
        String suffix = parts.length == 2 ? parts[1] : "";
        if (!suffix.isEmpty() && !allowedSuffixes(name.charAt(1)).contains(suffix)) {
            throw new IllegalArgumentException("wrong Turkish suffix in \"" + word + "\"; for "
                    + name + " use one of " + allowedSuffixes(name.charAt(1)));
        }
        return new SquareWord(name, suffix);
    }

    /**
     * The suffixes a square name takes, following the spoken rank number: locative (-de/-da/-te),
     * locative + ki, dative, ablative, accusative, genitive and instrumental.
     */
    static List<String> allowedSuffixes(char rankDigit) {
        // bir, iki, üç, dört, beş, altı, yedi, sekiz
        boolean back = rankDigit == '6';
        boolean hard = rankDigit == '3' || rankDigit == '4' || rankDigit == '5';
        boolean endsInVowel = rankDigit == '2' || rankDigit == '6' || rankDigit == '7';
        boolean rounded = rankDigit == '3' || rankDigit == '4';
        String a = back ? "a" : "e";
        String i = back ? "ı" : rounded ? "ü" : "i";
        String loc = (hard ? "t" : "d") + a;
        String y = endsInVowel ? "y" : "";
        return List.of(loc, loc + "ki", y + a, loc + "n", y + i, (endsInVowel ? "n" : "") + i + "n",
                (endsInVowel ? "y" : "") + "l" + a);
    }
}
