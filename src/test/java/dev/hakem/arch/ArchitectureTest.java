package dev.hakem.arch;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import org.junit.jupiter.api.Test;

/**
 * Dependencies point one way: cli → docs → kb → arbiter → chess; inside them, sub-packages form no
 * cycle; the chess core and the engine's core ({@code dev.hakem.arbiter} itself) know no JSON, RDF
 * or command-line library — reading and writing JSON is the adapter {@code dev.hakem.arbiter.json}.
 */
class ArchitectureTest {
    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.hakem");

    @Test
    void chessKnowsNothingOfTheOthers() {
        noClasses().that().resideInAPackage("dev.hakem.chess..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "dev.hakem.arbiter..", "dev.hakem.kb..", "dev.hakem.docs..", "dev.hakem.cli..")
                .check(MAIN);
    }

    @Test
    void arbiterDependsOnlyOnChess() {
        noClasses().that().resideInAPackage("dev.hakem.arbiter..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "dev.hakem.kb..", "dev.hakem.docs..", "dev.hakem.cli..")
                .check(MAIN);
    }

    @Test
    void kbDoesNotKnowDocsOrCli() {
        noClasses().that().resideInAPackage("dev.hakem.kb..")
                .should().dependOnClassesThat().resideInAnyPackage("dev.hakem.docs..", "dev.hakem.cli..")
                .allowEmptyShould(true) // until the package has classes
                .check(MAIN);
    }

    @Test
    void docsDoesNotKnowCli() {
        noClasses().that().resideInAPackage("dev.hakem.docs..")
                .should().dependOnClassesThat().resideInAPackage("dev.hakem.cli..")
                .allowEmptyShould(true) // until the package has classes
                .check(MAIN);
    }

    @Test
    void noCycles() {
        slices().matching("dev.hakem.(*)..").should().beFreeOfCycles().check(MAIN);
    }

    /** Each package under {@code root} (the root itself included) is one slice. */
    private static SliceAssignment packagesUnder(String root) {
        return new SliceAssignment() {
            @Override
            public SliceIdentifier getIdentifierOf(JavaClass c) {
                String p = c.getPackageName();
                return p.equals(root) || p.startsWith(root + ".") ? SliceIdentifier.of(p) : SliceIdentifier.ignore();
            }

            @Override
            public String getDescription() {
                return "the packages under " + root;
            }
        };
    }

    @Test
    void noCyclesBetweenSubPackages() {
        slices().assignedFrom(packagesUnder("dev.hakem.chess")).should().beFreeOfCycles().check(MAIN);
        slices().assignedFrom(packagesUnder("dev.hakem.arbiter")).should().beFreeOfCycles().check(MAIN);
    }

    private static final String[] LIBRARIES = {"com.fasterxml.jackson..", "org.apache.jena..", "picocli.."};

    @Test
    void chessUsesNoJsonRdfOrCommandLineLibrary() {
        noClasses().that().resideInAPackage("dev.hakem.chess..")
                .should().dependOnClassesThat().resideInAnyPackage(LIBRARIES)
                .check(MAIN);
    }

    @Test
    void theEngineCoreUsesNoJsonRdfOrCommandLineLibrary() {
        noClasses().that().resideInAPackage("dev.hakem.arbiter")
                .should().dependOnClassesThat().resideInAnyPackage(LIBRARIES)
                .check(MAIN);
    }

    @Test
    void theEngineCoreKnowsNeitherItsAdapterNorTheAudit() {
        noClasses().that().resideInAPackage("dev.hakem.arbiter")
                .should().dependOnClassesThat().resideInAnyPackage("dev.hakem.arbiter.json..", "dev.hakem.arbiter.audit..")
                .check(MAIN);
    }
}
