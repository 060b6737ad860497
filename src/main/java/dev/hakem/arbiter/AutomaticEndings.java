package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import dev.hakem.chess.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * FIDE 5.1.1, 5.2.1, 5.2.2, 9.6.1, 9.6.2 with 6.2.1.1: the engine applies the endings that need no
 * claim, in the order of {@link GameEndings}, to every position the game reaches — the moves
 * recorded before the arbiter looked included — and records the decision.
 *
 * <p>The dead-position check runs on the position the arbiter first looks at and after every
 * capture or pawn move (promotion included), not after other moves: those leave the material
 * unchanged and can be taken back, so (castling rights apart) they cannot turn a position in
 * which a checkmate was possible into one where it is not. In the recorded moves it runs on the
 * last position, and only when that is dead on the earlier ones (a position reached from a dead
 * one is dead), to find where the game ended. That the search bound was not enough to decide is
 * not recorded; see {@link MatingChances#AFTER_MOVE_BUDGET}.
 */
final class AutomaticEndings {
    private AutomaticEndings() {
    }

    /** After a move made: the endings at the position it reached. */
    static List<Decision> afterMove(GameState st) {
        GameHistory h = st.game.history();
        Optional<GameEndings.Ending> e = GameEndings.first(h, h.plies(),
                (hist, ply) -> hist.irreversible(ply) && MatingChances.provedDead(hist.position(ply)));
        return e.map(x -> now(st, x)).orElse(List.of());
    }

    /** FIDE 4.8 with 5.1.1#h3: the endings of a breaching move, once the breach can no longer be claimed. */
    static List<Decision> settleDeferred(GameState st) {
        if (st.breach.takeDeferredEndings() && !st.game.over()) {
            return afterMove(st);
        }
        return List.of();
    }

    /**
     * At the start of a case: the recorded moves and the position they reached, looked at once. An
     * ending in the recorded moves that nobody noticed ended the game where it happened.
     */
    static List<Decision> atStart(GameState st) {
        GameHistory h = st.game.history();
        int last = h.plies();
        boolean lastDead = MatingChances.provedDead(h.last());
        Optional<GameEndings.Ending> e = GameEndings.first(h, 0, (hist, ply) -> ply == last ? lastDead
                : lastDead && hist.irreversible(ply) && MatingChances.provedDead(hist.position(ply)));
        if (e.isEmpty()) {
            return List.of();
        }
        return e.get().ply() == last ? now(st, e.get()) : unnoticed(st, e.get());
    }

    /** The ending at the position just reached (or first looked at), decided now. */
    private static List<Decision> now(GameState st, GameEndings.Ending e) {
        Position p = st.position();
        Color other = p.sideToMove();
        Color mover = other.opposite();
        st.end(e);
        Decision d = switch (e.termination()) {
            case CHECKMATE -> {
                boolean seventyFive = e.articles().contains("9.6.2#h2");
                yield Decision.of(DecisionCode.CHECKMATE, mover, e.articles(),
                        Words.tr(mover) + " mat etti: " + other.turkish() + "a şah çekilmiştir ve geçerli hamlesi yoktur; oyun biter."
                                + (seventyFive ? " 75 hamle sınırına ulaşan son hamle mat olduğundan mat geçerlidir." : ""),
                        Words.en(mover) + " checkmated: " + Words.en(other) + "'s king is in check with no legal move; the game ends."
                                + (seventyFive ? " The move that reached the 75-move limit gave checkmate, so the checkmate stands." : ""))
                        .withSquares(p.kingSquare(other));
            }
            case STALEMATE -> Decision.of(DecisionCode.STALEMATE, mover, e.articles(),
                    Words.ofTitle(other) + " geçerli hamlesi yoktur ve " + other.turkish() + "a şah çekilmemiştir: pat, oyun berabere.",
                    Words.en(other) + " has no legal move and is not in check: stalemate, the game is drawn.").withSquares(p.kingSquare(other));
            case DEAD_POSITION -> Decision.of(DecisionCode.DEAD_POSITION, mover, e.articles(),
                    "Hiçbir oyuncu hiçbir geçerli hamle dizisiyle mat edemez: ölü konum, oyun berabere.",
                    "Neither player can checkmate by any series of legal moves: dead position, the game is drawn.");
            case FIVEFOLD -> {
                int seen = st.game.history().occurrences(e.ply());
                yield Decision.of(DecisionCode.GAME_DRAWN, mover, e.articles(),
                        "Aynı konum (aynı taşlar aynı karelerde, hamle sırası aynı tarafta, olası hamleler aynı) " + seen
                                + ". kez oluştu; kimse talep etmese de oyun berabere.",
                        "The same position (same pieces on the same squares, same side to move, same possible moves) has now stood "
                                + seen + " times; the game is drawn without any claim.");
            }
            case SEVENTY_FIVE_MOVES -> Decision.of(DecisionCode.GAME_DRAWN, mover, e.articles(),
                    "Her iki oyuncu da en az 75 hamledir taş almadı ve piyon sürmedi; kimse talep etmese de oyun berabere.",
                    "Each player has made at least 75 moves without a capture or a pawn move; the game is drawn without any claim.");
            default -> throw new IllegalStateException("not an ending without a claim: " + e);
        };
        return List.of(d);
    }

    /**
     * FIDE 5.2.2 or 9.6.2: the start position of the case had already ended the game (it is dead, or each
     * player had already made 75 moves without capture or pawn move); the game ended before the recorded
     * moves, which do not change the result. (A start position cannot stand five times, and a checkmate or
     * stalemate at the start leaves no move to record.)
     */
    private static List<Decision> endedAtTheStart(GameState st, GameEndings.Ending e) {
        st.end(e);
        return switch (e.termination()) {
            case DEAD_POSITION -> List.of(Decision.of(DecisionCode.DEAD_POSITION, null, e.articles(),
                    "Başlangıç konumu zaten ölü bir konumdu (hiçbir oyuncu hiçbir geçerli hamle dizisiyle mat edemez): oyun"
                            + " kayıtlı hamlelerden önce berabere bitmişti. Sonra oynananlar sonucu değiştirmez.",
                    "The start position was already dead (neither player could checkmate by any series of legal moves): the"
                            + " game had ended in a draw before the recorded moves. What was played after it does not change the result."));
            case SEVENTY_FIVE_MOVES -> List.of(Decision.of(DecisionCode.GAME_DRAWN, null, e.articles(),
                    "Başlangıç konumunda her iki oyuncu zaten 75 hamledir taş almamış ve piyon sürmemişti: oyun kayıtlı"
                            + " hamlelerden önce berabere bitmişti. Sonra oynananlar sonucu değiştirmez.",
                    "The start position already followed 75 moves by each player without capture or pawn move: the game had"
                            + " ended in a draw before the recorded moves. What was played after it does not change the result."));
            default -> throw new IllegalStateException("no ending at the start position before recorded moves: " + e);
        };
    }

    /**
     * FIDE 9.6 (or 5.2.2) with 6.2.1.1: an ending at an earlier position of the recorded moves, which
     * nobody noticed while play went on: the game ended with that move; what came after does not count.
     */
    private static List<Decision> unnoticed(GameState st, GameEndings.Ending e) {
        if (e.ply() == 0) {
            return endedAtTheStart(st, e);
        }
        GameHistory h = st.game.history();
        Position before = h.position(e.ply() - 1);
        String move = before.fullmoveNumber() + (before.sideToMove() == Color.WHITE ? ". " : "... ")
                + Words.moveEn(before, h.move(e.ply()));
        List<String> a = new ArrayList<>(e.articles());
        a.add("6.2.1.1");
        GameEndings.Ending ended = new GameEndings.Ending(e.termination(), e.result(), e.ply(), a);
        st.end(ended);
        String whatTr;
        String whatEn;
        DecisionCode code = DecisionCode.GAME_DRAWN;
        switch (e.termination()) {
            case FIVEFOLD -> {
                whatTr = move + " ile aynı konum beşinci kez oluşmuştu";
                whatEn = move + " made the same position stand for the fifth time";
            }
            case SEVENTY_FIVE_MOVES -> {
                whatTr = move + " ile her iki oyuncu 75 hamledir taş almamış ve piyon sürmemişti";
                whatEn = move + " completed 75 moves by each player without capture or pawn move";
            }
            case DEAD_POSITION -> {
                code = DecisionCode.DEAD_POSITION;
                whatTr = move + " ile hiçbir oyuncunun hiçbir geçerli hamle dizisiyle mat edemeyeceği ölü bir konum oluşmuştu";
                whatEn = move + " reached a dead position, from which neither player could checkmate by any series of legal moves";
            }
            default -> throw new IllegalStateException("no ending of a move before the last: " + e);
        }
        return List.of(Decision.of(code, null, a,
                "Kayıtlı hamlelerde " + whatTr + ": oyun o hamleyle berabere bitti. Sonra oynananlar sonucu değiştirmez.",
                "In the recorded moves, " + whatEn + ": the game ended in a draw with that move. What was played after it"
                        + " does not change the result."));
    }
}
