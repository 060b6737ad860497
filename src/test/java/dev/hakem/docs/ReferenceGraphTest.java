package dev.hakem.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.hakem.docs.SiteData.Reference;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ReferenceGraphTest {
    private static final List<String> ORDER = List.of("4.3", "4.7", "7.5.1", "7.5.5", "9.2", "9.3", "9.4", "9.5", "12.9");

    private static ReferenceGraph graph(Reference... refs) {
        Map<String, Integer> order = new HashMap<>();
        ORDER.forEach(a -> order.put(a, order.size()));
        return new ReferenceGraph(List.of(refs), order);
    }

    @Test
    void referrersLeftTargetsRightInLawOrder() {
        ReferenceGraph g = graph(new Reference("9.4", "9.3", ""), new Reference("9.4", "4.3", ""),
                new Reference("9.4", "9.2", ""), new Reference("9.5", "9.4", ""), new Reference("9.3", "12.9", ""));
        List<ReferenceGraph.Node> nodes = g.layout("9.4");
        Map<String, ReferenceGraph.Node> by = new HashMap<>();
        nodes.forEach(n -> by.put(n.article(), n));
        assertEquals(-1, by.get("9.5").layer());
        assertEquals(0, by.get("9.4").layer());
        assertEquals(1, by.get("4.3").layer());
        assertEquals(2, by.get("12.9").layer());
        assertTrue(by.get("4.3").y() < by.get("9.2").y() && by.get("9.2").y() < by.get("9.3").y(), "law order in a column");
        assertTrue(by.get("9.5").x() < by.get("9.4").x() && by.get("9.4").x() < by.get("4.3").x());
        assertEquals(List.of("4.3", "9.2", "9.3"), g.refersTo("9.4"));
        assertEquals(List.of("9.5"), g.referredBy("9.4"));
    }

    @Test
    void layoutIsDeterministicAndDrawsLinkedNodes() {
        ReferenceGraph g = graph(new Reference("9.4", "9.3", ""), new Reference("9.5", "9.4", ""));
        String a = g.svg("9.4", n -> n + ".html", n -> new SiteData.Label(n, n));
        assertEquals(a, g.svg("9.4", n -> n + ".html", n -> new SiteData.Label(n, n)));
        assertTrue(a.contains("<a href=\"9.3.html\" aria-label=\"9.3\"") && a.contains("<a href=\"9.5.html\" aria-label=\"9.5\""),
                "each box is a link with an accessible name");
        assertTrue(a.contains("role=\"group\"") && !a.contains("role=\"img\""), "an image role would hide the links from screen readers");
        assertEquals(2, a.split("<path ").length - 1, "one curve per reference");
        assertNull(g.svg("7.5.1", n -> n, n -> new SiteData.Label(n, n)), "an article without references gets no picture");
    }

    @Test
    void crowdedColumnsAreCut() {
        ReferenceGraph g = graph(java.util.stream.IntStream.range(0, 15)
                .mapToObj(i -> new Reference("x" + i, "7.5.5", "")).toArray(Reference[]::new));
        List<ReferenceGraph.Node> nodes = g.layout("7.5.5");
        assertEquals(1 + 8 + 1, nodes.size());
        assertEquals(7, nodes.get(nodes.size() - 2).hidden() + nodes.stream().mapToInt(ReferenceGraph.Node::hidden).sum() - 7);
    }
}
