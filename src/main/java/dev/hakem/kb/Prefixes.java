package dev.hakem.kb;

import org.apache.jena.shared.PrefixMapping;

/** The prefixes predeclared for every query (canned and ad hoc) and used in the exports. */
public final class Prefixes {
    private Prefixes() {
    }

    /** A fresh, locked mapping: eli, skos, dcterms, prov, rdf, rdfs, owl, xsd, hk and hakem's IRI families. */
    public static PrefixMapping standard() {
        PrefixMapping pm = PrefixMapping.Factory.create()
                .setNsPrefix("hk", Iris.HK)
                .setNsPrefix("eli", Iris.ELI)
                .setNsPrefix("skos", Iris.SKOS)
                .setNsPrefix("dcterms", Iris.DCTERMS)
                .setNsPrefix("prov", Iris.PROV)
                .setNsPrefix("rdf", "http://www.w3.org/1999/02/22-rdf-syntax-ns#")
                .setNsPrefix("rdfs", "http://www.w3.org/2000/01/rdf-schema#")
                .setNsPrefix("owl", "http://www.w3.org/2002/07/owl#")
                .setNsPrefix("xsd", "http://www.w3.org/2001/XMLSchema#")
                .setNsPrefix("sh", "http://www.w3.org/ns/shacl#")
                .setNsPrefix("art", Iris.BASE + "article/")
                .setNsPrefix("case", Iris.BASE + "case/")
                .setNsPrefix("cm", Iris.BASE + "commentary/")
                .setNsPrefix("scenario", Iris.BASE + "scenario/")
                .setNsPrefix("ruling", Iris.BASE + "ruling/")
                .setNsPrefix("dk", Iris.BASE + "decision-kind/")
                .setNsPrefix("person", Iris.BASE + "person/")
                .setNsPrefix("part", Iris.BASE + "part/");
        return pm.lock();
    }
}
