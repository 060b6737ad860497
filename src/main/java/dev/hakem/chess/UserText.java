package dev.hakem.chess;

/**
 * Text a user typed (a scoresheet entry, a move, a field of a case) as it may appear inside a
 * message: one printable line. The ONE helper for it — the CLI's error lines, the input errors of a
 * case and the decisions that quote an entry all go through it.
 */
public final class UserText {
    private UserText() {
    }

    /**
     * The text with a line break or another control character shown escaped ("\n", "\r", "\t",
     * "\u0000"), so that it cannot break or forge a line of the message it is put in.
     */
    public static String printable(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029') {
                        b.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.toString();
    }

    /**
     * {@link #printable} text cut to at most {@code max} characters, for quoting a user's value in a
     * one-line message: a value of a million characters is not echoed whole.
     */
    public static String clipped(String s, int max) {
        if (s == null || s.length() <= max) {
            return printable(s);
        }
        return printable(s.substring(0, max)) + "… (" + String.format(java.util.Locale.ROOT, "%,d", s.length()) + " characters)";
    }
}
