package dev.hakem.cli;

import dev.hakem.chess.ChessException;
import picocli.CommandLine;

/**
 * Turns the project's own errors into one clear line on standard error and exit code 2; anything
 * else is a bug and says so (exit 3) without a stack trace unless HAKEM_DEBUG is set.
 */
final class CliErrors implements CommandLine.IExecutionExceptionHandler {
    static final int INPUT_ERROR = 2;
    static final int INTERNAL_ERROR = 3;

    @Override
    public int handleExecutionException(Exception ex, CommandLine cmd, CommandLine.ParseResult parsed) {
        if (ex instanceof ChessException ce) {
            cmd.getErr().println("hakem: " + printable(ce.describe()));
            return INPUT_ERROR;
        }
        if (ex instanceof dev.hakem.kb.KbInputException ke) {
            cmd.getErr().println("hakem: " + printable(ke.getMessage()));
            return INPUT_ERROR;
        }
        if (ex instanceof UserInputException ue) {
            cmd.getErr().println("hakem: " + printable(ue.getMessage()));
            return INPUT_ERROR;
        }
        cmd.getErr().println("hakem: internal error: " + oneLine(String.valueOf(ex)));
        if (System.getenv("HAKEM_DEBUG") != null) {
            ex.printStackTrace(cmd.getErr());
        }
        return INTERNAL_ERROR;
    }

    /** The cause picocli appends to a value it cannot convert: "(java.nio.file.InvalidPathException: why)". */
    private static final java.util.regex.Pattern LIBRARY_CAUSE =
            java.util.regex.Pattern.compile("\\s*\\((?:[\\w$]+\\.)+\\w*(?:Exception|Error): ([^()]*)\\)");

    /**
     * A wrong argument (unknown option, missing value, a value that is not a number): one line that
     * says what is wrong and where to read more, instead of the whole usage text; exit 2.
     */
    static int handleParameterException(CommandLine.ParameterException ex, String[] args) {
        CommandLine cmd = ex.getCommandLine();
        String name = cmd.getCommandSpec().qualifiedName(" ");
        String message = LIBRARY_CAUSE.matcher(oneLine(ex.getMessage())).replaceAll(": $1");
        cmd.getErr().println(name + ": " + printable(message) + " (see '" + name + " --help')");
        cmd.getErr().flush();
        return INPUT_ERROR;
    }

    /**
     * A message as one printable line: a line break or another control character the user's input
     * brought into it is shown escaped ("\\n"), so the message stays one line.
     */
    static String printable(String s) {
        return dev.hakem.chess.UserText.printable(s);
    }

    private static String oneLine(String s) {
        String t = s == null ? "" : s.strip();
        int nl = t.indexOf('\n');
        return nl < 0 ? t : t.substring(0, nl).strip();
    }
}
