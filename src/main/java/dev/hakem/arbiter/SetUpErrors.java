package dev.hakem.arbiter;

import dev.hakem.chess.Chess960;
import dev.hakem.chess.ChessException;
import dev.hakem.chess.Color;
import dev.hakem.chess.Piece;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import dev.hakem.chess.TurkishSquares;
import dev.hakem.chess.Variant;
import java.util.ArrayList;
import java.util.List;

/**
 * FIDE 7.2.1, 7.2.2, 7.3: faults of the set-up found during the game (by the arbiter, or raised by
 * a player — whose claim may also be wrong). A wrong initial position cancels the game, whenever it
 * is found (7.2.1) — in Chess960 one that breaks Guidelines II.2; a board
 * placed contrary to 2.1 leaves the game going on, on a correctly placed board (7.2.2); reversed
 * colours cancel the game while either player has made fewer than ten moves, else it goes on as
 * it stands (7.3). Under lesser supervision (A.5, B.3), once each player has completed ten moves, a
 * player can no longer claim a wrong set-up (A.5.1.2). Once the game has ended none of this changes
 * the result ({@link EndedGame}).
 */
final class SetUpErrors {
    private SetUpErrors() {
    }

    /** FIDE 7.3: from this many moves made by each player the game with reversed colours goes on. */
    static final int COLOURS_MOVES = 10;

    /**
     * FIDE 7.2.1: the game began from a wrong set-up — the case's start, which must be a position at
     * the start of a game (move 1, White to move) other than the initial position of 2.3.
     */
    static List<Decision> initialPosition(GameState st, Color raisedBy, String field) {
        Position start = st.game.history().position(0);
        if (start.fullmoveNumber() != 1 || start.sideToMove() != Color.WHITE) {
            throw st.input(field, "the case starts at move " + start.fullmoveNumber() + " with " + start.sideToMove().key()
                    + " to move; to rule on the set-up (7.2.1) give the set-up the game began from as \"start\" and the moves played");
        }
        if (start.variant() == Variant.CHESS960) {
            return chess960InitialPosition(st, start, raisedBy, field);
        }
        List<Integer> wrong = wrongSquares(start);
        if (wrong.isEmpty() && raisedBy != null) {
            return List.of(Decision.of(DecisionCode.CLAIM_REJECTED, raisedBy, List.of("7.2.1#h1", "2.3"),
                    Words.tr(raisedBy) + " taşların yanlış dizildiğini ileri sürdü, ama başlangıç konumu 2.3'e uygundu: oyun sürer.",
                    Words.en(raisedBy) + " claimed that the pieces were set up wrongly, but the initial position was that of 2.3:"
                            + " the game goes on."));
        }
        if (wrong.isEmpty()) {
            throw st.input(field, "the case starts from the initial position of 2.3: the pieces were set up correctly");
        }
        if (raisedBy != null && st.regime.lesserSupervision() && st.game.eachCompleted(10, st.clocks)) {
            return List.of(Decision.of(DecisionCode.CLAIM_REJECTED, raisedBy,
                    st.regime.underA5("A.5.1#h1", "A.5.1.2#h1", "A.5.1.2#h2", "A.5.1.2#h3"),
                    Words.tr(raisedBy) + " taşların yanlış dizildiğini ileri sürdü, ama iki oyuncu da on hamlesini tamamlamış: bu"
                            + " konuda artık talepte bulunulamaz; oyun sürer. Yanlış yere konmuş şahla rok yapılamaz, yanlış yere"
                            + " konmuş kaleyle de o yana rok yapılamaz.",
                    Words.en(raisedBy) + " claimed that the pieces were set up wrongly, but each player has completed ten moves:"
                            + " no such claim can be made any more; the game goes on. A misplaced king may not castle, nor a"
                            + " misplaced rook be castled with."));
        }
        List<String> tr = new ArrayList<>();
        List<String> en = new ArrayList<>();
        Position initial = Position.startpos();
        for (int sq : wrong) {
            Piece was = start.pieceAt(sq);
            Piece should = initial.pieceAt(sq);
            tr.add(TurkishSquares.locative(sq) + " " + (should == null ? "boş kare" : should.turkishName()) + " yerine "
                    + (was == null ? "boşluk" : was.turkishName()));
            en.add(Square.name(sq) + ": " + (was == null ? "nothing" : "the " + was.englishName()) + " instead of "
                    + (should == null ? "nothing" : "the " + should.englishName()));
        }
        List<String> a = List.of("7.2.1#h1", "7.2.1#h2");
        st.end(Termination.ANNULLED, GameResult.ONGOING, a);
        int[] sqs = wrong.stream().mapToInt(Integer::intValue).toArray();
        return List.of(Decision.of(DecisionCode.GAME_ANNULLED, raisedBy, a,
                "Oyun yanlış bir başlangıç konumuyla başlamış (" + String.join("; ", tr) + "). Oyun sırasında fark edildiği için"
                        + " oyun iptal edilir ve yeni bir oyun oynanır; sonuç ve puan yoktur.",
                "The game began from a wrong initial position (" + String.join("; ", en) + "). As this was found during the"
                        + " game, the game is cancelled and a new game is played; there is no result and no score.")
                .withSquares(sqs));
    }

    /**
     * FIDE 7.2.1 with Guidelines II.2: in Chess960 the initial position is a start position of II.2, not
     * that of 2.3. A set-up that is one of the 960 is taken as the one drawn for the game (the case gives
     * the set-up the game began from; which number was drawn is not part of it); one that breaks II.2
     * (pawns, II.2.1 king between the rooks, II.2.2 bishops on opposite colours, II.2.3 Black opposite
     * White) cancels the game.
     */
    private static List<Decision> chess960InitialPosition(GameState st, Position start, Color raisedBy, String field) {
        int number;
        try {
            number = Chess960.number(start);
        } catch (ChessException e) {
            String article = e.article() == null ? "II.2" : e.article();
            List<String> a = List.of("7.2.1#h1", "7.2.1#h2", article);
            st.end(Termination.ANNULLED, GameResult.ONGOING, a);
            return List.of(Decision.of(DecisionCode.GAME_ANNULLED, raisedBy, a,
                    "Oyun yanlış bir başlangıç konumuyla başlamış: " + chess960FaultTr(article) + " (Yönergeler " + article
                            + "). Oyun sırasında fark edildiği için oyun iptal edilir ve yeni bir oyun oynanır; sonuç ve puan yoktur.",
                    "The game began from a wrong initial position: " + e.getMessage() + " (Guidelines " + article + ")."
                            + " As this was found during the game, the game is cancelled and a new game is played; there is no"
                            + " result and no score."));
        }
        String rank = Chess960.backRank(number);
        if (raisedBy == null) {
            throw st.input(field, "the case starts from Chess960 start position no. " + number + " (" + rank + "), which"
                    + " Guidelines II.2 allows: the pieces were set up correctly");
        }
        return List.of(Decision.of(DecisionCode.CLAIM_REJECTED, raisedBy, List.of("7.2.1#h1", "II.2"),
                Words.tr(raisedBy) + " taşların yanlış dizildiğini ileri sürdü, ama oyun Yönergeler II.2'ye uyan " + number
                        + " numaralı Satranç960 başlangıç konumuyla (" + rank + ") başlamıştı: oyun sürer.",
                Words.en(raisedBy) + " claimed that the pieces were set up wrongly, but the game began from Chess960 start position"
                        + " no. " + number + " (" + rank + "), which Guidelines II.2 allows: the game goes on."));
    }

    /** What a Chess960 set-up that breaks {@code article} has wrong, in Turkish. */
    private static String chess960FaultTr(String article) {
        return switch (article) {
            case "II.2.1" -> "şah iki kalenin arasında durmuyor";
            case "II.2.2" -> "filler aynı renk karelerde duruyor";
            case "II.2.3" -> "siyahın taşları beyazınkilerin tam karşısında değil";
            default -> "taşlar ve piyonlar bir Satranç960 başlangıç konumundaki gibi dizilmemiş";
        };
    }

    /** The squares where the position differs from the initial position of 2.3. */
    private static List<Integer> wrongSquares(Position start) {
        Position initial = Position.startpos();
        List<Integer> out = new ArrayList<>();
        for (int sq = 0; sq < 64; sq++) {
            if (start.pieceAt(sq) != initial.pieceAt(sq)) {
                out.add(sq);
            }
        }
        return out;
    }

    /**
     * FIDE 7.2.2: the board is placed contrary to 2.1; the position reached goes onto a correctly
     * placed board and the game continues. {@code afterMove}, when given, must be the number of the
     * last move made.
     */
    static List<Decision> boardRotated(GameState st, Integer afterMove) {
        int last = st.lastMoveNumber();
        if (afterMove != null && afterMove != last) {
            throw st.input("afterMove", afterMove + " does not agree with the record: the last move made is move " + last);
        }
        return List.of(Decision.of(DecisionCode.POSITION_TRANSFERRED, null, List.of("7.2.2#h1", "7.2.2#h2"),
                "Tahta 2.1'e aykırı konmuş (oyuncuların sağ köşesindeki kare beyaz değil). Oyun sürer: "
                        + (last == 0 ? "başlangıç konumu" : last + ". hamleden sonraki konum")
                        + " doğru konmuş bir tahtaya aktarılır; hamle sırası, saatler ve sonuç değişmez.",
                "The board was placed contrary to 2.1 (the square in each player's right-hand corner is not a light one)."
                        + " The game continues: the position " + (last == 0 ? "at the start" : "after move " + last)
                        + " is transferred to a correctly placed board; the player to move, the clocks and the result stay as they are."));
    }

    /**
     * FIDE 7.3: the players have each other's colours. While either has made fewer than ten moves the
     * game is discontinued and a new one played with the right colours; from ten moves each it goes on.
     */
    static List<Decision> coloursReversed(GameState st, Color raisedBy) {
        int made = st.game.movesMadeByBoth();
        if (made >= COLOURS_MOVES) {
            return List.of(Decision.of(DecisionCode.GAME_CONTINUES, raisedBy, List.of("7.3#h2"),
                    "Oyuncular renkleri ters alarak başlamış, ama ikisi de en az " + COLOURS_MOVES + " hamle yapmış ("
                            + made + "): oyun olduğu gibi sürer.",
                    "The players started with each other's colours, but both have made at least " + COLOURS_MOVES + " moves ("
                            + made + "): the game continues as it stands."));
        }
        List<String> a = List.of("7.3#h1");
        st.end(Termination.ANNULLED, GameResult.ONGOING, a);
        return List.of(Decision.of(DecisionCode.GAME_ANNULLED, raisedBy, a,
                "Oyuncular renkleri ters alarak başlamış ve ikisi birden henüz " + COLOURS_MOVES + " hamle yapmamış (beyaz "
                        + movesMade(st, Color.WHITE) + ", siyah " + movesMade(st, Color.BLACK) + "): oyun durdurulur ve doğru"
                        + " renklerle yeni bir oyun oynanır; sonuç ve puan yoktur.",
                "The players started with each other's colours and have not both made " + COLOURS_MOVES + " moves yet (White "
                        + movesMade(st, Color.WHITE) + ", Black " + movesMade(st, Color.BLACK) + "): the game is stopped and a new"
                        + " game is played with the correct colours; there is no result and no score."));
    }

    /** FIDE 4.7: the moves the player has made (made, not necessarily completed), by the game's numbering. */
    private static int movesMade(GameState st, Color c) {
        Position p = st.position();
        return c == Color.WHITE && p.sideToMove() == Color.BLACK ? p.fullmoveNumber() : p.fullmoveNumber() - 1;
    }
}
