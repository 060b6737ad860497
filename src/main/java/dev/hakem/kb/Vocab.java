package dev.hakem.kb;

import org.apache.jena.rdf.model.Property;
import org.apache.jena.rdf.model.Resource;
import org.apache.jena.rdf.model.ResourceFactory;

/** The terms of ontology/schema.ttl and of the reused vocabularies that the graph builder writes. */
final class Vocab {
    private Vocab() {
    }

    static Resource hk(String local) {
        return ResourceFactory.createResource(Iris.HK + local);
    }

    static Property hkp(String local) {
        return ResourceFactory.createProperty(Iris.HK + local);
    }

    static Property eli(String local) {
        return ResourceFactory.createProperty(Iris.ELI + local);
    }

    static final Resource ARTICLE = hk("Article");
    static final Resource PROVISION = hk("Provision");
    static final Resource REFERENCE = hk("Reference");
    static final Resource CASE = hk("Case");
    static final Resource SCENARIO = hk("Scenario");
    static final Resource RULING = hk("Ruling");
    static final Resource DECISION = hk("Decision");
    static final Resource TEST_RUN = hk("TestRun");
    static final Resource MODIFICATION = hk("Modification");
    static final Resource SETTLED_READING = hk("SettledReading");

    static final Property EDITION = hkp("edition");
    static final Property PART = hkp("part");
    static final Property ORDER = hkp("order");
    static final Property IS_DEFINITION = hkp("isDefinition");
    static final Property PROVISION_INDEX = hkp("provisionIndex");
    static final Property NOT_DECIDABLE = hkp("notDecidable");
    static final Property REFERENCE_FROM = hkp("referenceFrom");
    static final Property REFERENCE_TO = hkp("referenceTo");
    static final Property REFERENCE_KIND = hkp("referenceKind");
    static final Property COMMENTARY = hkp("commentary");
    static final Property SITUATION = hkp("situation");
    static final Property COMMENTARY_SAYS = hkp("commentarySays");
    static final Property COMMENTARY_WORDING = hkp("commentaryWording");
    static final Property COMMENTARY_CITES = hkp("commentaryCites");
    static final Property ENGINE_APPLIED = hkp("engineApplied");
    static final Property DECIDED_BY = hkp("decidedBy");
    static final Property APPLIED = hkp("applied");
    static final Property DIVERGES = hkp("diverges");
    static final Property TRANSCRIBES = hkp("transcribes");
    static final Property FEATURE_FILE = hkp("featureFile");
    static final Property LINE = hkp("line");
    static final Property TAG = hkp("tag");
    static final Property SCENARIO_P = hkp("scenario");
    static final Property CASE_P = hkp("case");
    static final Property LAST_STATUS = hkp("lastStatus");
    static final Property DECISION_P = hkp("decision");
    static final Property KIND = hkp("kind");
    static final Property BY = hkp("by");
    static final Property RESULT = hkp("result");
    static final Property TERMINATION = hkp("termination");
    static final Property COMMENTARY_VIEW = hkp("commentaryView");
    static final Property BY_THE_LAWS = hkp("byTheLaws");
    static final Property MODIFIES = hkp("modifies");
    static final Property LAID_DOWN_IN = hkp("laidDownIn");
    static final Property GAME_TYPE = hkp("gameType");
    static final Property CONCERNS = hkp("concerns");
    static final Property MAIN_ARTICLE = hkp("mainArticle");
    static final Property IMPLEMENTED_IN = hkp("implementedIn");
    static final Property READ_OTHERWISE_IN = hkp("readOtherwiseIn");
    static final Property EXAMPLE_CELL = hkp("exampleCell");
    static final Property COLUMN = hkp("column");
    static final Property FOCUS_SQUARE = hkp("focusSquare");

    static final Property NUMBER = eli("number");
    static final Property IS_PART_OF = eli("is_part_of");
    static final Property HAS_PART = eli("has_part");
    static final Property CITES = eli("cites");
    static final Property CITED_BY = eli("cited_by");

    static final Property PREF_LABEL = ResourceFactory.createProperty(Iris.SKOS + "prefLabel");
    static final Property NOTATION = ResourceFactory.createProperty(Iris.SKOS + "notation");
    static final Property IN_SCHEME = ResourceFactory.createProperty(Iris.SKOS + "inScheme");
    static final Property DESCRIPTION = ResourceFactory.createProperty(Iris.DCTERMS + "description");
    static final Property TITLE = ResourceFactory.createProperty(Iris.DCTERMS + "title");
    static final Property IDENTIFIER = ResourceFactory.createProperty(Iris.DCTERMS + "identifier");
    static final Property SOURCE = ResourceFactory.createProperty(Iris.DCTERMS + "source");
    static final Property WAS_DERIVED_FROM = ResourceFactory.createProperty(Iris.PROV + "wasDerivedFrom");
    static final Property WAS_GENERATED_BY = ResourceFactory.createProperty(Iris.PROV + "wasGeneratedBy");
    static final Property USED = ResourceFactory.createProperty(Iris.PROV + "used");
    static final Property ENDED_AT = ResourceFactory.createProperty(Iris.PROV + "endedAtTime");

    /** An xsd:integer literal (lines, orders, indexes). */
    static org.apache.jena.rdf.model.Literal integer(org.apache.jena.rdf.model.Model m, long n) {
        return m.createTypedLiteral(java.math.BigInteger.valueOf(n));
    }
}
