package dev.hakem.docs;

/** Small helpers shared by the SVG pictures: numbers with one decimal, and XML escaping. */
final class Svg {
    private Svg() {
    }

    /** A coordinate with at most one decimal ("12", "12.5"), without the cost of String.format. */
    static String num(double v) {
        long t = Math.abs(Math.round(v * 10));
        return (v < 0 && t != 0 ? "-" : "") + (t / 10) + (t % 10 == 0 ? "" : "." + (t % 10));
    }

    /** Text escaped for XML content and attribute values; "" for null. */
    static String escape(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder b = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            switch (c) {
                case '&' -> b.append("&amp;");
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '"' -> b.append("&quot;");
                default -> b.append(c);
            }
        }
        return b.toString();
    }
}
