package dev.hakem.arch;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** Dependencies point one way: cli → docs → kb → arbiter → chess. */
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
}
