package dev.hakem.arbiter;

import java.util.ArrayList;
import java.util.List;

/**
 * The provisions a rule applied for one decision, in order, each either deciding it or applied in
 * passing (see {@link Decision}). Immutable; built by the rule that applies them.
 */
final class Cite {
    private final List<String> all;
    private final List<String> decided;

    private Cite(List<String> all, List<String> decided) {
        this.all = List.copyOf(all);
        this.decided = List.copyOf(decided);
    }

    /** Provisions that decide. */
    static Cite decided(String... articles) {
        return decided(List.of(articles));
    }

    /** Provisions that decide. */
    static Cite decided(List<String> articles) {
        return new Cite(List.of(), List.of()).and(articles, true);
    }

    /** Provisions applied in passing. */
    static Cite inPassing(String... articles) {
        return new Cite(List.of(), List.of()).and(List.of(articles), false);
    }

    /** These and more provisions that decide (repeats are left out). */
    Cite andDecided(String... articles) {
        return and(List.of(articles), true);
    }

    /** These and more provisions that decide (repeats are left out). */
    Cite andDecided(List<String> articles) {
        return and(articles, true);
    }

    /** These and more provisions applied in passing (repeats are left out). */
    Cite andInPassing(String... articles) {
        return and(List.of(articles), false);
    }

    private Cite and(List<String> articles, boolean deciding) {
        List<String> a = new ArrayList<>(all);
        List<String> d = new ArrayList<>(decided);
        for (String x : articles) {
            if (!a.contains(x)) {
                a.add(x);
            }
            if (deciding && !d.contains(x)) {
                d.add(x);
            }
        }
        return new Cite(a, d);
    }

    List<String> all() {
        return all;
    }

    List<String> decided() {
        return decided;
    }
}
