package dev.hakem.docs;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * The picture of an article's cross-references: the articles that refer to it on the left, the
 * ones it refers to on the right, two steps each way. A deterministic layered layout: one column
 * per distance, nodes ordered by the position of their neighbours in the column nearer the centre
 * (barycentre), ties by the order of the Laws; every arrow points from the referring article to
 * the referred one, left to right.
 */
public final class ReferenceGraph {
    private static final int MAX_PER_LAYER = 9;
    private static final int NODE_W = 74;
    private static final int NODE_H = 24;
    private static final int COL_W = 130;
    private static final int ROW_H = 32;
    private static final int PAD = 10;

    private final Map<String, List<String>> refersTo = new HashMap<>();
    private final Map<String, List<String>> referredBy = new HashMap<>();
    private final Map<String, Integer> order;

    /** @param order the position of each article in the Laws (sorts ties) */
    public ReferenceGraph(List<SiteData.Reference> references, Map<String, Integer> order) {
        this.order = order;
        for (SiteData.Reference r : references) {
            if (r.from().equals(r.to())) {
                continue;
            }
            add(refersTo, r.from(), r.to());
            add(referredBy, r.to(), r.from());
        }
    }

    private static void add(Map<String, List<String>> m, String k, String v) {
        List<String> l = m.computeIfAbsent(k, x -> new ArrayList<>());
        if (!l.contains(v)) {
            l.add(v);
        }
    }

    public List<String> refersTo(String article) {
        return sorted(refersTo.getOrDefault(article, List.of()));
    }

    public List<String> referredBy(String article) {
        return sorted(referredBy.getOrDefault(article, List.of()));
    }

    private List<String> sorted(List<String> l) {
        List<String> c = new ArrayList<>(l);
        c.sort(Comparator.comparing((String a) -> order.getOrDefault(a, Integer.MAX_VALUE)).thenComparing(a -> a));
        return c;
    }

    /** A laid-out node: its article, column (negative: refers to the centre) and y of its centre. */
    public record Node(String article, int layer, double x, double y, int hidden) {
    }

    /** The layers of the picture around {@code center}, laid out. */
    public List<Node> layout(String center) {
        Map<String, Integer> layerOf = new LinkedHashMap<>();
        layerOf.put(center, 0);
        Map<Integer, List<String>> layers = new HashMap<>();
        layers.put(0, List.of(center));
        Map<Integer, Integer> hidden = new HashMap<>();
        for (int dir : new int[] {1, -1}) {
            List<String> frontier = List.of(center);
            for (int depth = 1; depth <= 2; depth++) {
                Set<String> next = new LinkedHashSet<>();
                for (String a : frontier) {
                    for (String b : dir > 0 ? refersTo(a) : referredBy(a)) {
                        if (!layerOf.containsKey(b)) {
                            next.add(b);
                        }
                    }
                }
                int layer = dir * depth;
                List<String> nodes = orderByBarycentre(new ArrayList<>(next), layers.get(layer - dir), dir);
                if (nodes.size() > MAX_PER_LAYER) {
                    hidden.put(layer, nodes.size() - (MAX_PER_LAYER - 1));
                    nodes = nodes.subList(0, MAX_PER_LAYER - 1);
                }
                for (String n : nodes) {
                    layerOf.put(n, layer);
                }
                layers.put(layer, nodes);
                frontier = nodes;
                if (nodes.isEmpty()) {
                    break;
                }
            }
        }
        int rows = 1;
        for (Map.Entry<Integer, List<String>> e : layers.entrySet()) {
            rows = Math.max(rows, e.getValue().size() + (hidden.containsKey(e.getKey()) ? 1 : 0));
        }
        int minLayer = 0;
        while (!layers.getOrDefault(minLayer - 1, List.of()).isEmpty()) {
            minLayer--;
        }
        double height = rows * ROW_H;
        List<Node> out = new ArrayList<>();
        for (int layer = minLayer; !layers.getOrDefault(layer, List.of()).isEmpty(); layer++) {
            List<String> nodes = layers.get(layer);
            int count = nodes.size() + (hidden.containsKey(layer) ? 1 : 0);
            double top = PAD + (height - count * ROW_H) / 2.0 + ROW_H / 2.0;
            double x = PAD + (layer - minLayer) * COL_W + NODE_W / 2.0;
            for (int i = 0; i < nodes.size(); i++) {
                out.add(new Node(nodes.get(i), layer, x, top + i * ROW_H, 0));
            }
            if (hidden.containsKey(layer)) {
                out.add(new Node(null, layer, x, top + nodes.size() * ROW_H, hidden.get(layer)));
            }
        }
        return out;
    }

    private List<String> orderByBarycentre(List<String> nodes, List<String> previous, int dir) {
        Map<String, Double> bary = new HashMap<>();
        for (String n : nodes) {
            double sum = 0;
            int k = 0;
            for (int i = 0; previous != null && i < previous.size(); i++) {
                String p = previous.get(i);
                List<String> links = dir > 0 ? refersTo.getOrDefault(p, List.of()) : referredBy.getOrDefault(p, List.of());
                if (links.contains(n)) {
                    sum += i;
                    k++;
                }
            }
            bary.put(n, k == 0 ? 0 : sum / k);
        }
        nodes.sort(Comparator.comparing((String n) -> bary.get(n))
                .thenComparing(n -> order.getOrDefault(n, Integer.MAX_VALUE)).thenComparing(n -> n));
        return nodes;
    }

    /**
     * The SVG picture around {@code center}, or null when the article neither refers to another
     * nor is referred to. {@code href} gives each article's link, {@code name} its accessible name and
     * tooltip in both languages (Turkish in the page, English swapped in by the language switch).
     * The links are real links for the keyboard and screen readers: the picture is a group, not an image.
     */
    public String svg(String center, Function<String, String> href, Function<String, SiteData.Label> name) {
        List<Node> nodes = layout(center);
        if (nodes.size() == 1) {
            return null;
        }
        Map<String, Node> byArticle = new HashMap<>();
        double maxX = 0;
        double maxY = 0;
        for (Node n : nodes) {
            if (n.article() != null) {
                byArticle.put(n.article(), n);
            }
            maxX = Math.max(maxX, n.x());
            maxY = Math.max(maxY, n.y());
        }
        int width = (int) Math.ceil(maxX + NODE_W / 2.0 + PAD);
        int height = (int) Math.ceil(maxY + ROW_H / 2.0 + PAD);
        StringBuilder s = new StringBuilder(4096);
        s.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"refgraph\" viewBox=\"0 0 ").append(width).append(' ')
                .append(height).append("\" width=\"").append(width).append("\" height=\"").append(height)
                .append("\" role=\"group\" aria-labelledby=\"graph-cap\">");
        s.append("<g fill=\"none\" stroke=\"#8a94a6\" stroke-width=\"1.3\">");
        for (Node a : nodes) {
            if (a.article() == null) {
                continue;
            }
            for (String t : refersTo.getOrDefault(a.article(), List.of())) {
                Node b = byArticle.get(t);
                if (b == null || b.layer() != a.layer() + 1) {
                    continue;
                }
                double x1 = a.x() + NODE_W / 2.0;
                double x2 = b.x() - NODE_W / 2.0 - 5;
                double mid = (x1 + x2) / 2;
                s.append("<path d=\"M").append(Svg.num(x1)).append(',').append(Svg.num(a.y())).append(" C").append(Svg.num(mid)).append(',')
                        .append(Svg.num(a.y())).append(' ').append(Svg.num(mid)).append(',').append(Svg.num(b.y())).append(' ').append(Svg.num(x2))
                        .append(',').append(Svg.num(b.y())).append("\"/>");
                s.append("<polygon fill=\"#8a94a6\" stroke=\"none\" points=\"").append(Svg.num(x2 + 5)).append(',').append(Svg.num(b.y()))
                        .append(' ').append(Svg.num(x2 - 2)).append(',').append(Svg.num(b.y() - 4)).append(' ').append(Svg.num(x2 - 2)).append(',')
                        .append(Svg.num(b.y() + 4)).append("\"/>");
            }
        }
        s.append("</g>");
        s.append("<g font-family=\"DejaVu Sans, Arial, sans-serif\" font-size=\"12\" text-anchor=\"middle\">");
        for (Node n : nodes) {
            double x = n.x() - NODE_W / 2.0;
            double y = n.y() - NODE_H / 2.0;
            if (n.article() == null) {
                s.append("<text x=\"").append(Svg.num(n.x())).append("\" y=\"").append(Svg.num(n.y() + 4)).append("\" fill=\"#555\">+")
                        .append(n.hidden()).append("</text>");
                continue;
            }
            boolean c = n.layer() == 0;
            SiteData.Label label = name.apply(n.article());
            s.append("<a href=\"").append(Svg.escape(href.apply(n.article()))).append("\" aria-label=\"")
                    .append(Svg.escape(label.tr())).append("\" data-label-tr=\"").append(Svg.escape(label.tr()))
                    .append("\" data-label-en=\"").append(Svg.escape(label.en())).append("\">");
            s.append("<title data-tr=\"").append(Svg.escape(label.tr())).append("\" data-en=\"").append(Svg.escape(label.en()))
                    .append("\">").append(Svg.escape(label.tr())).append("</title>");
            s.append("<rect x=\"").append(Svg.num(x)).append("\" y=\"").append(Svg.num(y)).append("\" rx=\"5\" width=\"").append(NODE_W)
                    .append("\" height=\"").append(NODE_H).append("\" fill=\"").append(c ? "#1d3557" : "#eef2f8")
                    .append("\" stroke=\"").append(c ? "#1d3557" : "#9aa7bd").append("\"/>");
            s.append("<text x=\"").append(Svg.num(n.x())).append("\" y=\"").append(Svg.num(n.y() + 4)).append("\" fill=\"")
                    .append(c ? "#fff" : "#1d3557").append("\"").append(c ? " font-weight=\"bold\"" : "").append(">")
                    .append(Svg.escape(n.article())).append("</text></a>");
        }
        s.append("</g></svg>");
        return s.toString();
    }

}
