package dev.hakem.chess.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.hakem.chess.ChessException;
import dev.hakem.chess.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** MoveInput.readObserved: the physical move a person means, legal or not. */
class MoveInputObservedTest {

    @ParameterizedTest(name = "{1} in {0}")
    @CsvSource(delimiter = '|', value = {
            "startpos|e2e4|e2e4",
            "startpos|Nf3|g1f3",
            "startpos|Af3|g1f3",
            "startpos|e2-e5|e2e5",
            "startpos|e5|e2e5",
            "startpos|Qh5|d1h5",
            "startpos|Bb5|f1b5",
            "4k3/3n4/8/1B6/8/8/8/4K3 b - - 0 1|Af6|d7f6",
            "4k3/3n4/8/1B6/8/8/8/4K3 b - - 0 1|Nxf6|d7f6",
            "4k3/8/8/8/2b5/8/8/4K2R w K - 0 1|O-O|e1g1",
            "4k3/8/8/8/2b5/8/8/4K2R w K - 0 1|0-0-0|e1c1",
            "4k3/P7/8/8/8/8/8/4K3 w - - 0 1|a7a8k|a7a8k",
            "4k3/P7/8/8/8/8/8/4K3 w - - 0 1|a8=V|a7a8q",
            "4k3/P7/8/8/8/8/8/4K3 w - - 0 1|a8|a7a8",
            "4k3/8/8/8/8/8/8/R3K3 w - - 0 1|Ka5|a1a5",
            "4k3/8/8/8/8/8/8/R3K3 w - - 0 1|Şf2|e1f2",
            "startpos|Qh4|d1h4",
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2|Ke3|e1e3",
    })
    void observed(String fen, String text, String uci) {
        Position p = fen.equals("startpos") ? Position.startpos() : Position.fromFen(fen);
        assertEquals(uci, MoveInput.readObserved(p, text).uci());
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
            "startpos|z9z9|move \"z9z9\" is not a move in UCI, coordinate or SAN form (examples: e2e4, e1-g1, e7e8q, Nf3, Af3, O-O)",
            "4k3/8/8/8/8/8/4K3/R6R w - - 0 1|Nf3|move \"Nf3\": no white piece of that kind can be meant to go to f3",
            "4k3/8/8/8/8/8/4K3/R6R w - - 0 1|Rd1|move \"Rd1\" is ambiguous: it could be a1-d1, h1-d1; give the from-square (e.g. a1d1)",
            "4k3/P7/8/8/8/8/8/4K3 w - - 0 1|a8=K|\"a8=K\": the letter K is the king in English and the rook in Turkish, and here it could be the pawn a7-a8=king or the pawn a7-a8=rook; say which notation the game uses (English or Turkish)",
            "4kr2/8/8/8/8/8/8/4K2R w - - 0 1|Kf1|\"Kf1\": the letter K is the king in English and the rook in Turkish, and here it could be the king e1-f1 or the rook h1-f1; say which notation the game uses (English or Turkish)",
            "4k3/8/8/8/8/8/8/4K2R w - - 0 1|Rf1+|\"Rf1+\": marked as check (+) but the move gives no check",
    })
    void errors(String fen, String text, String message) {
        Position p = fen.equals("startpos") ? Position.startpos() : Position.fromFen(fen);
        assertEquals(message, assertThrows(ChessException.class, () -> MoveInput.readObserved(p, text)).getMessage());
    }

    /** FIDE C.2–C.3: in the game's declared letters, K is read as that language says, legal or not. */
    @ParameterizedTest(name = "{1} {2}")
    @CsvSource(delimiter = '|', value = {
            "4kr2/8/8/8/8/8/8/4K2R w - - 0 1|Kf1|ENGLISH|e1f1",
            "4kr2/8/8/8/8/8/8/4K2R w - - 0 1|Kf1|TURKISH|h1f1",
            "4k3/P7/8/8/8/8/8/4K3 w - - 0 1|a8=K|ENGLISH|a7a8k",
            "4k3/P7/8/8/8/8/8/4K3 w - - 0 1|a8=K|TURKISH|a7a8r",
            "4kr2/8/8/8/8/8/8/4K2R w - - 0 1|Ke3|ENGLISH|e1e3",
    })
    void observedInDeclaredLetters(String fen, String text, Notation letters, String uci) {
        assertEquals(uci, MoveInput.readObserved(Position.fromFen(fen), text, letters).uci());
    }

    /** A 100,000-character token is not echoed whole (hostile review, finding 16). */
    @Test
    void aLongTokenIsShortenedInTheMessage() {
        String message = assertThrows(ChessException.class,
                () -> MoveInput.readObserved(Position.startpos(), "N".repeat(100_000))).getMessage();
        assertEquals("move \"NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN… (99960 more characters)\" is not a move in UCI, "
                + "coordinate or SAN form (examples: e2e4, e1-g1, e7e8q, Nf3, Af3, O-O)", message);
    }
}
