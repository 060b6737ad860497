package dev.hakem.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code hakem} command line: one subcommand per job. */
@Command(name = "hakem", mixinStandardHelpOptions = true, version = "hakem 0.1.0",
        description = "FIDE Laws of Chess: rules engine, executable specification and knowledge base.",
        subcommands = {
                CommandLine.HelpCommand.class,
                RuleCommand.class,
                PerftCommand.class,
                ExplainCommand.class,
                MatePossibleCommand.class,
                AuditCommand.class,
                QueryCommand.class,
                ServeCommand.class,
                KbCommand.class,
                DocsCommand.class,
        })
public final class Main implements java.util.concurrent.Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** No command given: the usage on standard error and exit 2 (a script that forgot the command must not pass). */
    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        spec.commandLine().getErr().flush();
        return CliErrors.INPUT_ERROR;
    }

    /** Builds the command line with hakem's error handling (clear messages, no stack traces). */
    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Main());
        cl.setExecutionExceptionHandler(new CliErrors());
        cl.setParameterExceptionHandler(CliErrors::handleParameterException);
        return cl;
    }

    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }
}
