package dev.hakem.kb;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.apache.jena.rdf.model.Model;
import org.apache.jena.rdf.model.RDFNode;
import org.apache.jena.rdf.model.Resource;
import org.apache.jena.rdf.model.Statement;
import org.apache.jena.vocabulary.OWL;
import org.apache.jena.vocabulary.RDF;
import org.junit.jupiter.api.Test;

/** Every hk: term the graph uses is declared in ontology/schema.ttl. */
class SchemaTest {
    @Test
    void everyHakemTermIsDeclared() {
        Model m = KnowledgeBase.load(RulingsGraphTest.sample()).model();
        Set<String> undeclared = new TreeSet<>();
        for (Statement s : m.listStatements().toList()) {
            check(m, s.getPredicate(), List.of(OWL.ObjectProperty, OWL.DatatypeProperty), undeclared);
            if (s.getPredicate().equals(RDF.type)) {
                check(m, s.getObject(), List.of(OWL.Class, RDF.Property, m.createResource(Iris.SKOS + "ConceptScheme")), undeclared);
            }
        }
        assertEquals(Set.of(), undeclared);
    }

    private static void check(Model m, RDFNode term, List<Resource> kinds, Set<String> undeclared) {
        if (term.isURIResource() && term.asResource().getURI().startsWith(Iris.HK)
                && kinds.stream().noneMatch(k -> m.contains(term.asResource(), RDF.type, k))) {
            undeclared.add(term.asResource().getURI());
        }
    }
}
