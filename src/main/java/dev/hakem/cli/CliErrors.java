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
            cmd.getErr().println("hakem: " + ce.describe());
            return INPUT_ERROR;
        }
        if (ex instanceof dev.hakem.kb.KbInputException ke) {
            cmd.getErr().println("hakem: " + ke.getMessage());
            return INPUT_ERROR;
        }
        if (ex instanceof UserInputException ue) {
            cmd.getErr().println("hakem: " + ue.getMessage());
            return INPUT_ERROR;
        }
        cmd.getErr().println("hakem: internal error: " + ex);
        if (System.getenv("HAKEM_DEBUG") != null) {
            ex.printStackTrace(cmd.getErr());
        }
        return INTERNAL_ERROR;
    }
}
