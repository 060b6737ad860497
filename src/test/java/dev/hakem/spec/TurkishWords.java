package dev.hakem.spec;

import java.time.Duration;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The Turkish words of the vocabulary that name durations and the ways a game ends. */
final class TurkishWords {
    private TurkishWords() {
    }

    /** Turkish name → the engine's termination value (Ruling#termination). */
    static final Map<String, String> TERMINATIONS = Map.ofEntries(
            Map.entry("mat", "checkmate"),
            Map.entry("pat", "stalemate"),
            Map.entry("ölü konum", "dead-position"),
            Map.entry("anlaşma", "agreement"),
            Map.entry("üç kez konum tekrarı", "repetition"),
            Map.entry("50 hamle kuralı", "fifty-moves"),
            Map.entry("beş kez konum tekrarı", "fivefold"),
            Map.entry("75 hamle kuralı", "seventy-five-moves"),
            Map.entry("geçersiz hamleler", "illegal-moves"),
            Map.entry("terk", "resignation"),
            Map.entry("süre aşımı", "time"),
            Map.entry("iptal", "annulled"),
            Map.entry("elektronik aygıt", "electronic-device"),
            Map.entry("ısrarlı ret", "persistent-refusal"),
            Map.entry("hakem cezası", "penalty"),
            Map.entry("zarftaki hamle", "sealed-move"),
            Map.entry("hükmen yenilgi", "default"),
            Map.entry("kuraldışı konum", "illegal-position"),
            Map.entry("hızlı bitiş talebi", "quickplay-claim"));

    static final String TERMINATION_REGEX =
            "mat|pat|ölü konum|anlaşma|üç kez konum tekrarı|50 hamle kuralı|beş kez konum tekrarı|75 hamle kuralı|geçersiz hamleler|terk|süre aşımı"
                    + "|iptal|elektronik aygıt|ısrarlı ret|hakem cezası|zarftaki hamle|hükmen yenilgi|kuraldışı konum|hızlı bitiş talebi";

    private static final Pattern DURATION = Pattern.compile("(?:(\\d+) dakika)? ?(?:(\\d+) saniye)?");

    static String termination(String turkish) {
        String t = TERMINATIONS.get(turkish);
        if (t == null) {
            throw new IllegalArgumentException("unknown way a game ends: " + turkish);
        }
        return t;
    }

    /** "2 dakika", "1 dakika 30 saniye", "45 saniye". */
    static Duration duration(String text) {
        Matcher m = DURATION.matcher(text.trim());
        if (!m.matches() || (m.group(1) == null && m.group(2) == null)) {
            throw new IllegalArgumentException("not a duration: " + text);
        }
        long min = m.group(1) == null ? 0 : Long.parseLong(m.group(1));
        long sec = m.group(2) == null ? 0 : Long.parseLong(m.group(2));
        return Duration.ofMinutes(min).plusSeconds(sec);
    }
}
