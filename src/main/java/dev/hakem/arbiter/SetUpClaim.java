package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import dev.hakem.chess.Position;
import java.util.List;

/**
 * FIDE 7.2.1 and A.5.1.2: a player says the pieces were set up wrongly at the start. Found during the
 * game, a wrong initial position cancels it and a new game is played (7.2.1). Under lesser
 * supervision no such claim can be made once each player has completed ten moves (A.5.1.2#h1);
 * the game goes on, without castling for a misplaced king or with a misplaced rook (#h2, #h3 — the
 * castling rights of the position say as much). The initial position is the case's start, which must
 * then be the game's set-up (move 1, White to move); it is compared with 2.3.
 */
final class SetUpClaim {
    private SetUpClaim() {
    }

    static List<Decision> claim(GameState st, Color by) {
        Position start = st.game.history().position(0);
        if (start.fullmoveNumber() != 1 || start.sideToMove() != Color.WHITE) {
            throw st.input("claim", "a claim about the initial position needs the case to start from the game's set-up"
                    + " (\"start\": the position at move 1, White to move), so that it can be compared with 2.3");
        }
        boolean right = start.placement().length == 64 && samePlacement(start, Position.startpos());
        if (right) {
            return List.of(Decision.of(DecisionCode.CLAIM_REJECTED, by, List.of("7.2.1#h1", "2.3"),
                    Words.tr(by) + " başlangıç konumunun yanlış dizildiğini ileri sürdü, ama taşlar kurala uygun dizilmişti: oyun sürer.",
                    Words.en(by) + " claimed that the pieces were set up wrongly, but the initial position was correct: the game goes on."));
        }
        if (st.regime.lesserSupervision() && st.game.eachCompleted(10, st.clocks)) {
            return List.of(Decision.of(DecisionCode.CLAIM_REJECTED, by, st.regime.underA5("A.5.1#h1", "A.5.1.2#h1", "A.5.1.2#h2", "A.5.1.2#h3"),
                    Words.tr(by) + " taşların yanlış dizildiğini ileri sürdü, ama iki oyuncu da on hamlesini tamamlamış: bu konuda artık"
                            + " sav yapılamaz; oyun sürer. Yanlış yere konmuş şahla rok yapılamaz, yanlış yere konmuş kaleyle de o yana rok yapılamaz.",
                    Words.en(by) + " claimed that the pieces were set up wrongly, but each player has completed ten moves: no such claim can"
                            + " be made any more; the game goes on. A misplaced king may not castle, nor a misplaced rook be castled with."));
        }
        List<String> a = List.of("7.2.1#h1", "7.2.1#h2", "2.3");
        st.end(Termination.ANNULLED, GameResult.ONGOING, a);
        return List.of(Decision.of(DecisionCode.GAME_ANNULLED, null, a,
                "Başlangıç konumunun yanlış dizildiği oyun sırasında anlaşıldı: oyun iptal edilir ve yeni bir oyun oynanır.",
                "The initial position was found during the game to have been set up wrongly: the game is cancelled and a new game is played."));
    }

    private static boolean samePlacement(Position a, Position b) {
        for (int sq = 0; sq < 64; sq++) {
            if (a.pieceAt(sq) != b.pieceAt(sq)) {
                return false;
            }
        }
        return true;
    }
}
