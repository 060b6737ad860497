package dev.hakem.cli;

import dev.hakem.chess.Chess960;
import dev.hakem.chess.Position;
import dev.hakem.chess.Variant;
import picocli.CommandLine.Option;

/**
 * The options that choose the rules and the position for the commands that read a position:
 * {@code --fen}, {@code --chess960} (Guidelines II: Shredder-FEN or X-FEN castling rights,
 * castling written as the king taking its own rook) and {@code --number} (a Chess960 start
 * position by its number, 0–959).
 */
final class ChessRules {
    @Option(names = "--fen", description = "Position as FEN. Without a position, perft and explain take the initial "
            + "one (no. 518 with --chess960); mate-possible asks for one.")
    String fen;

    @Option(names = "--chess960", description = "Chess960 rules (FIDE Guidelines II): castling rights as rook files "
            + "(Shredder-FEN, e.g. HAha) or KQkq (X-FEN); castling is the king taking its own rook (e1h1).")
    boolean chess960;

    @Option(names = "--number", paramLabel = "N",
            description = "Chess960 start position number N (0-959; 518 is the standard set-up); implies --chess960.")
    Integer number;

    /** The rules a FEN is read with: Chess960 with {@code --chess960} or {@code --number}, standard otherwise. */
    Variant variant() {
        return chess960 || number != null ? Variant.CHESS960 : Variant.STANDARD;
    }

    /** The position the options name. */
    Position position() {
        if (number != null) {
            if (fen != null) {
                throw new UserInputException("--number and --fen both give a position; give one of them");
            }
            if (number < 0 || number > 959) {
                throw new UserInputException("--number must be between 0 and 959, got " + number);
            }
            return Chess960.startPosition(number);
        }
        Variant variant = variant();
        if (fen == null) {
            return chess960 ? Chess960.startPosition(Chess960.STANDARD) : Position.startpos();
        }
        return Position.fromFen(fen, variant);
    }
}
