package dev.hakem.cli;

import static dev.hakem.cli.BadInputTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** Finding 14 of the hostile review: help without picocli's warnings, and no command is an error. */
class HelpCommandTest {
    @Test
    void noCommandPrintsTheUsageOnStandardErrorAndExits2() {
        BadInputTest.Run r = run();
        assertEquals(2, r.code(), r.err());
        assertEquals("", r.out());
        assertTrue(r.err().startsWith("Usage: hakem"), r.err());
    }

    @Test
    void theHelpOfEveryCommandIsWrittenWithoutWarnings() {
        List<List<String>> helps = new ArrayList<>();
        helps.add(List.of("--help"));
        helps.add(List.of("help"));
        collect(Main.commandLine(), new ArrayList<>(), helps);
        assertTrue(helps.size() > 12, helps.toString());
        for (List<String> args : helps) {
            BadInputTest.Run[] r = new BadInputTest.Run[1];
            String warnings = PicocliWarnings.during(() -> r[0] = run(args.toArray(String[]::new)));
            assertEquals(0, r[0].code(), args + ": " + r[0].err());
            assertTrue(r[0].out().contains("Usage: "), args + ": " + r[0].out());
            assertFalse(warnings.contains("Format specifier") || warnings.contains("[picocli WARN]"), args + ": " + warnings);
            assertFalse(r[0].err().contains("Format specifier") || r[0].out().contains("Format specifier"), args + ": " + r[0].err());
        }
        BadInputTest.Run audit = run("audit", "--help");
        assertTrue(audit.out().contains("(from [%clk] and TimeControl)"), audit.out());
    }

    private static void collect(CommandLine cl, List<String> path, List<List<String>> helps) {
        cl.getSubcommands().forEach((name, sub) -> {
            if (name.equals("help")) {
                return;
            }
            List<String> p = new ArrayList<>(path);
            p.add(name);
            List<String> help = new ArrayList<>(p);
            help.add("--help");
            helps.add(help);
            collect(sub, p, helps);
        });
    }
}
