package dev.hakem.kb;

/** The small knowledge base of the tests (the real ontology, sample features and run record), for tests of other packages. */
public final class KnowledgeBaseSample {
    private KnowledgeBaseSample() {
    }

    public static KnowledgeBase.Sources sources() {
        return RulingsGraphTest.sample();
    }
}
