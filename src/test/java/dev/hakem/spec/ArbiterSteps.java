package dev.hakem.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.hakem.arbiter.Arbiter;
import dev.hakem.arbiter.Case;
import dev.hakem.arbiter.CompetitionRules;
import dev.hakem.arbiter.Decision;
import dev.hakem.arbiter.DeviceRules;
import dev.hakem.arbiter.Event;
import dev.hakem.arbiter.GameResult;
import dev.hakem.arbiter.Impairments;
import dev.hakem.arbiter.PointSystem;
import dev.hakem.arbiter.Sanction;
import dev.hakem.arbiter.Obligation;
import dev.hakem.arbiter.Pace;
import dev.hakem.arbiter.Ruling;
import dev.hakem.arbiter.Supervision;
import dev.hakem.arbiter.TimeControl;
import dev.hakem.chess.ChessException;
import dev.hakem.chess.Color;
import dev.hakem.chess.Piece;
import dev.hakem.chess.PieceType;
import dev.hakem.chess.Chess960;
import dev.hakem.chess.Position;
import dev.hakem.chess.Variant;
import dev.hakem.chess.notation.Notation;
import dev.hakem.chess.notation.MoveInput;
import io.cucumber.java.After;
import io.cucumber.java.AfterAll;
import io.cucumber.java.Before;
import io.cucumber.java.ParameterType;
import io.cucumber.java.Scenario;
import io.cucumber.java.tr.Diyelimki;
import io.cucumber.java.tr.Eğerki;
import io.cucumber.java.tr.Ozaman;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The step vocabulary of the executable specification (documented in features/README.md).
 * Given-steps describe the case, event steps turn the arbiter's observations into
 * {@link Event}s, and assertion steps check the {@link Ruling} of {@link Arbiter#rule}
 * (or, for pure Article 3 questions, the chess core). Each step is one line of glue.
 */
public class ArbiterSteps {

    private final Board board = new Board();
    private Scenario scenario;

    // ---------------------------------------------------------------- parameter types

    @ParameterType(name = "oyuncu", value = "[Bb]eyaz|[Ss]iyah")
    public Color oyuncu(String s) {
        return Color.parse(s);
    }

    @ParameterType(name = "oyuncunun", value = "[Bb]eyazın|[Ss]iyahın")
    public Color oyuncunun(String s) {
        return Color.parse(s.substring(0, s.length() - 2));
    }

    @ParameterType(name = "oyuncuya", value = "[Bb]eyaza|[Ss]iyaha")
    public Color oyuncuya(String s) {
        return Color.parse(s.substring(0, s.length() - 1));
    }

    @ParameterType(name = "sira", value = "beyazdadır|siyahtadır")
    public Color sira(String s) {
        return s.startsWith("beyaz") ? Color.WHITE : Color.BLACK;
    }

    @ParameterType(name = "kare", value = "[a-h][1-8](?:'[a-zçğıöşü]+)?")
    public String kare(String s) {
        return SquareWord.parse(s).name();
    }

    @ParameterType(name = "tas", value = PieceWord.REGEX)
    public PieceType tas(String s) {
        return PieceWord.parse(s);
    }

    @ParameterType(name = "hamle", value = TurkishMove.REGEX)
    public TurkishMove hamle(String s) {
        return TurkishMove.parse(s);
    }

    @ParameterType(name = "sure", value = "\\d+ dakika(?: \\d+ saniye)?|\\d+ saniye")
    public Duration sure(String s) {
        return TurkishWords.duration(s);
    }

    @ParameterType(name = "yon", value = "kısa|uzun|küçük|büyük")
    public Boolean yon(String s) {
        return s.equals("kısa") || s.equals("küçük");
    }

    @ParameterType(name = "sonuc", value = "1-0|0-1|½-½|0-0|½-0|0-½|\\*")
    public String sonuc(String s) {
        return s.replace("½", "1/2");
    }

    @ParameterType(name = "puan", value = "½|\\d+")
    public BigDecimal puan(String s) {
        return s.equals("½") ? new BigDecimal("0.5") : new BigDecimal(s);
    }

    @ParameterType(name = "davranis", value = ConductWords.REGEX)
    public Event.Conduct davranis(String s) {
        return ConductWords.finding(s);
    }

    @ParameterType(name = "yer", value = "oyun alanından|oyun yerinden")
    public Event.LeavePlace yer(String s) {
        return s.startsWith("oyun alanı") ? Event.LeavePlace.PLAYING_AREA : Event.LeavePlace.VENUE;
    }

    @ParameterType(name = "bitis", value = TurkishWords.TERMINATION_REGEX)
    public String bitis(String s) {
        return TurkishWords.termination(s);
    }

    @ParameterType(name = "talep", value = "üç kez konum tekrarı|50 hamle kuralı")
    public Event.ClaimKind talep(String s) {
        return s.startsWith("üç") ? Event.ClaimKind.REPETITION : Event.ClaimKind.FIFTY;
    }

    @ParameterType(name = "tempo", value = "hızlı satranç|yıldırım satranç|standart")
    public Pace tempo(String s) {
        return s.startsWith("hızlı") ? Pace.RAPID : s.startsWith("yıldırım") ? Pace.BLITZ : Pace.STANDARD;
    }

    @ParameterType(name = "denetim", value = "tamdır|sınırlıdır")
    public Supervision denetim(String s) {
        return s.equals("tamdır") ? Supervision.FULL : Supervision.LIMITED;
    }

    @ParameterType(name = "karar", value = "talebi kabul eder|kararını erteler|talebi reddeder")
    public Event.Answer karar(String s) {
        return s.endsWith("kabul eder") ? Event.Answer.ACCEPT : s.endsWith("erteler") ? Event.Answer.POSTPONE : Event.Answer.REJECT;
    }

    @ParameterType(name = "kaynak", value = "masadaki hakemin|yorumun")
    public String kaynak(String s) {
        return s.startsWith("masa") ? "the arbiter at the board" : "the commentary";
    }

    @ParameterType(name = "madde", value = "(?:[1-9][0-9]?|[A-D]|I{1,3})(?:\\.[0-9]+)*")
    public String madde(String s) {
        return s;
    }

    // ---------------------------------------------------------------- hooks

    @Before
    public void begin(Scenario s) {
        scenario = s;
    }

    @After
    public void end(Scenario s) {
        CitationLog.record(s, board);
    }

    @AfterAll
    public static void writeCitations() {
        CitationLog.write();
    }

    // ---------------------------------------------------------------- the case

    @Diyelimki("oyun başlangıç konumundan başlar")
    public void startpos() {
        board.start = "startpos";
    }

    @Diyelimki("tahtadaki konum {string}")
    public void fen(String fen) {
        board.start = fen;
    }

    @Diyelimki("oyun Satranç960 kurallarıyla oynanır")
    public void chess960() {
        board.chess960(board.start);
    }

    @Diyelimki("oyun {int} numaralı Satranç960 başlangıç konumundan başlar")
    public void chess960Start(int number) {
        board.chess960(String.valueOf(number));
    }

    @Diyelimki("daha önce oynanan hamleler {string}")
    public void moves(String moves) {
        board.moves = moves;
    }

    @Diyelimki("yarışma yönergesine göre iki oyuncu da {int} hamleyi tamamlamadan hakemin izni olmadan beraberlik yapılamaz")
    public void drawMinMoves(int n) {
        board.rules = board.rules.withDrawOffers(n, board.rules.drawOfferNeedsPermission());
    }

    @Diyelimki("yarışma yönergesine göre beraberlik teklifi yalnızca hakemin izniyle yapılabilir")
    public void drawNeedsPermission() {
        board.rules = board.rules.withDrawOffers(board.rules.drawOfferMinMoves(), true);
    }

    @Diyelimki("oyun {tempo} temposunda oynanmaktadır")
    public void pace(Pace pace) {
        board.rules = board.rules.withTime(pace, board.rules.supervision(), board.rules.quickplayFinish());
    }

    @Diyelimki("yarışma yönergesine göre hakem denetimi {denetim}")
    public void supervision(Supervision s) {
        board.rules = board.rules.withTime(board.rules.pace(), s, board.rules.quickplayFinish());
    }

    @Diyelimki("oyunu izleyen bir hakem yoktur")
    public void noArbiter() {
        board.rules = board.rules.withTime(board.rules.pace(), Supervision.NONE, board.rules.quickplayFinish());
    }

    @Diyelimki("yarışma yönergesi Kılavuz III'ün hızlı bitiş kurallarını ilan etmiştir")
    public void quickplayFinish() {
        board.rules = board.rules.withTime(board.rules.pace(), board.rules.supervision(), true);
    }

    @Diyelimki("zaman kontrolü: ilk {int} hamle için {sure}, sonra oyunun geri kalanı için {sure}")
    public void periods(int moves, Duration first, Duration rest) {
        board.periods = List.of(new TimeControl.Period(moves, first), new TimeControl.Period(null, rest));
    }

    @Diyelimki("zaman kontrolü: oyunun tamamı için {sure}")
    public void wholeGame(Duration d) {
        board.periods = List.of(new TimeControl.Period(null, d));
    }

    @Diyelimki("her hamle için {sure} artırım vardır")
    public void increment(Duration d) {
        board.increment = d;
    }

    @Diyelimki("saatler gecikme modunda: her hamle için {sure} sabit ek süre vardır")
    public void delay(Duration d) {
        board.delay = d;
    }

    @Diyelimki("beyazın saatinde {sure}, siyahın saatinde {sure} vardır")
    public void clocks(Duration white, Duration black) {
        board.setClocks(white, black);
    }

    @Diyelimki("{oyuncunun} bu oyunda daha önce tamamlanmış {int} geçersiz hamlesi vardır")
    public void earlierIllegal(Color c, int n) {
        board.illegal.put(c, n);
    }

    // ---------------------------------------------------------------- events at the board

    @Eğerki("{oyuncu} {kare} {tas} dokunur")
    public void touch(Color c, String sq, PieceType p) {
        board.expectOnTheBoard(sq, p);
        board.add(new Event.Touch(c, sq));
    }

    @Eğerki("{oyuncu} {kare} {tas} {kare} bırakır")
    public void release(Color c, String from, PieceType p, String to) {
        board.expectOnTheBoard(from, p);
        board.add(new Event.Release(c, from, to, false));
    }

    @Eğerki("{oyuncu} {kare} {tas} {kare} taşı alır")
    public void capture(Color c, String from, PieceType p, String to) {
        board.expectOnTheBoard(from, p);
        board.add(new Event.Release(c, from, to, true));
    }

    @Eğerki("{oyuncu} {kare} taşı tahtadan kaldırır")
    public void remove(Color c, String sq) {
        board.add(new Event.Remove(c, sq));
    }

    @Eğerki("{oyuncu} tahtadan kaldırdığı {kare} {tas} {kare} koyar")
    public void place(Color c, String from, PieceType p, String to) {
        board.expectPiece(from, c, p);
        board.add(new Event.Place(c, to, from));
    }

    @Eğerki("{oyuncu} \"düzeltiyorum\" diyerek {kare} {tas} düzeltir")
    public void adjust(Color c, String sq, PieceType p) {
        board.expectOnTheBoard(sq, p);
        board.add(new Event.Adjust(c, sq));
    }

    @Eğerki("{oyuncu} terfi karesine {tas} koyar")
    public void promote(Color c, PieceType p) {
        board.add(new Event.Promote(c, String.valueOf(p.turkishLetter())));
    }

    @Eğerki("{oyuncu} saatine basar")
    public void pressClock(Color c) {
        board.add(new Event.PressClock(c, 1));
    }

    @Eğerki("{oyuncu} hamleyi iki eliyle yapıp saatine basar")
    public void pressClockTwoHands(Color c) {
        board.add(new Event.PressClock(c, 2));
    }

    @Eğerki("{oyuncu} saatleri duraklatır")
    public void pauseClock(Color c) {
        board.add(new Event.PauseClock(c));
    }

    @Eğerki("hakem saatleri duraklatır")
    public void arbiterPausesClock() {
        board.add(new Event.PauseClock(null));
    }

    @Eğerki("{oyuncu} {hamle} oynar")
    public void play(Color c, TurkishMove m) {
        board.add(new Event.PlayMove(c, m.sanFor(c)));
    }

    @Eğerki("oyun {string} hamleleriyle sürer")
    public void playSeries(String series) {
        TurkishMove.series(series).forEach(pm -> board.add(pm));
    }

    @Eğerki("{oyuncu} beraberlik teklif eder")
    public void offer(Color c) {
        board.add(new Event.OfferDraw(c));
    }

    @Eğerki("{oyuncu} beraberliği kabul eder")
    public void accept(Color c) {
        board.add(new Event.AcceptDraw(c));
    }

    @Eğerki("{oyuncu} beraberliği reddeder")
    public void decline(Color c) {
        board.add(new Event.DeclineDraw(c));
    }

    @Eğerki("{oyuncu} {talep} nedeniyle beraberlik talep eder")
    public void claim(Color c, Event.ClaimKind kind) {
        board.add(new Event.Claim(c, kind, null));
    }

    @Eğerki("{oyuncu} {hamle} hamlesini notasyon formuna yazıp {talep} nedeniyle beraberlik talep eder")
    public void claimOnMove(Color c, TurkishMove m, Event.ClaimKind kind) {
        board.add(new Event.Claim(c, kind, m.sanFor(c)));
    }

    @Eğerki("{oyuncu} rakibinin dokunulan taş kuralını çiğnediğini ileri sürer")
    public void claimTouchMove(Color c) {
        board.add(new Event.Claim(c, Event.ClaimKind.TOUCH_MOVE, null));
    }

    @Eğerki("hakem beraberlik teklif edilmesine izin verir")
    public void permit() {
        board.add(new Event.PermitDrawOffer(null));
    }

    @Eğerki("{oyuncu} terk eder")
    public void resign(Color c) {
        board.add(new Event.Resign(c));
    }

    @Eğerki("{oyuncu} {sure} düşünür")
    public void think(Color c, Duration d) {
        board.add(new Event.Think(c, d));
    }

    @Eğerki("{oyuncunun} bayrağı düşer")
    public void flag(Color c) {
        board.add(new Event.FlagFall(c));
    }

    @Eğerki("hakem tahtaya bakar")
    public void notice() {
        board.add(new Event.Notice());
    }

    @Eğerki("{oyuncu} rakibinin geçersiz bir hamle tamamladığını ileri sürer")
    public void claimIllegalMove(Color c) {
        board.add(new Event.Claim(c, Event.ClaimKind.ILLEGAL_MOVE, null));
    }

    @Eğerki("{oyuncu} rakibinin bayrağının düştüğünü ileri sürer")
    public void claimFlag(Color c) {
        board.add(new Event.Claim(c, Event.ClaimKind.FLAG, null));
    }

    @Eğerki("{oyuncu} son iki dakikasında beraberlik talep eder")
    public void claimQuickplay(Color c) {
        board.add(new Event.Claim(c, Event.ClaimKind.QUICKPLAY, null));
    }

    @Eğerki("{oyuncu} saatin yanlış kurulduğunu ileri sürer")
    public void claimClockSetting(Color c) {
        board.add(new Event.Claim(c, Event.ClaimKind.CLOCK_SETTING, null));
    }

    @Eğerki("{oyuncu} hakemin tuttuğu notasyon formunu görmek ister")
    public void requestScoresheet(Color c) {
        board.add(new Event.Request(c, Event.RequestKind.SCORESHEET));
    }

    @Eğerki("{oyuncu} {int} kez hakemin tuttuğu notasyon formunu görmek ister")
    public void requestScoresheetTimes(Color c, int n) {
        java.util.stream.IntStream.range(0, n).forEach(i -> board.add(new Event.Request(c, Event.RequestKind.SCORESHEET)));
    }

    @Eğerki("hakem {karar}")
    public void decide(Event.Answer a) {
        board.add(new Event.Decide(null, a));
    }

    @Eğerki("{oyuncu} hamle başına 5 saniyelik artırım ister")
    public void requestIncrement(Color c) {
        board.add(new Event.Request(c, Event.RequestKind.INCREMENT));
    }

    @Eğerki("{oyuncu} oyunun başlamasından {sure} sonra tahtaya gelir")
    public void arriveAfterTheStart(Color c, Duration after) {
        board.add(new Event.Arrive(c, after));
    }

    @Eğerki("{oyuncu} terfi için gereken taş elinin altında olmadığından saatleri duraklatıp hakemi çağırır")
    public void pauseForPromotionPiece(Color c) {
        board.add(new Event.PauseClock(c, Event.PauseReason.PROMOTION_PIECE));
    }

    @Eğerki("{oyuncu} beraberlik talep etmek için saatleri duraklatıp hakemi çağırır")
    public void pauseToClaim(Color c) {
        board.add(new Event.PauseClock(c, Event.PauseReason.CLAIM));
    }

    @Eğerki("{oyuncu} kendi nedeniyle saatleri duraklatır")
    public void pauseForOwnReason(Color c) {
        board.add(new Event.PauseClock(c, Event.PauseReason.OTHER));
    }

    @Eğerki("{oyuncu} saatine hamleyi yapmadığı eliyle basar")
    public void pressWithOtherHand(Color c) {
        board.add(new Event.PressClock(c, 1, Event.Hand.OTHER, null));
    }

    @Eğerki("{oyuncu} saatine sertçe vurarak basar")
    public void hitClock(Color c) {
        board.add(new Event.PressClock(c, 1, null, Event.ClockHandling.HIT));
    }

    @Eğerki("{oyuncu} saatine bastıktan sonra parmağını saatin üzerinde tutar")
    public void hoverClock(Color c) {
        board.add(new Event.PressClock(c, 1, null, Event.ClockHandling.HOVER));
    }

    @Eğerki("hakem saatin yanlış kurulduğunu görür ve beyaza {sure}, siyaha {sure}, hamle başına {sure} artırımla kurar")
    public void clockSettingWrong(Duration white, Duration black, Duration increment) {
        board.add(new Event.SetClock(null, Event.ClockFault.WRONG_SETTING, Map.of(Color.WHITE, white, Color.BLACK, black),
                increment, null, null));
    }

    @Eğerki("hakem saatin bozuk olduğunu görür ve yerine koyduğu saati beyaza {sure}, siyaha {sure} vererek kurar")
    public void clockDefective(Duration white, Duration black) {
        board.add(new Event.SetClock(null, Event.ClockFault.DEFECTIVE, Map.of(Color.WHITE, white, Color.BLACK, black), null, null, null));
    }

    // ---------------------------------------------------------------- the ruling: position

    @Ozaman("{kare} {oyuncu} {tas} vardır")
    public void pieceOn(String sq, Color c, PieceType p) {
        assertEquals(Piece.of(c, p), board.pieceAt(sq), "piece on " + sq);
    }

    @Ozaman("{kare} boştur")
    public void emptySquare(String sq) {
        assertNull(board.pieceAt(sq), sq + " should be empty");
    }

    @Ozaman("konum {string} olur")
    public void positionIs(String fen) {
        assertEquals(Board.fenCore(fen), Board.fenCore(board.currentFen()), "position (placement, side to move, castling rights)");
    }

    @Ozaman("hamle sırası {sira}")
    public void toMove(Color c) {
        assertEquals(c, board.toMove(), "side to move");
    }

    // ---------------------------------------------------------------- the ruling: result

    @Ozaman("oyun sürer")
    public void gameGoesOn() {
        assertEquals("*", board.result(), "result");
        assertNull(board.ruling().termination(), "termination");
    }

    @Ozaman("oyun berabere biter")
    public void drawn() {
        assertEquals("1/2-1/2", board.result(), "result");
    }

    @Ozaman("hakem oyunu berabere ilan eder")
    public void arbiterDeclaresDraw() {
        assertEquals("1/2-1/2", board.result(), "result");
        board.expectDecision("GAME_DRAWN", null);
    }

    @Ozaman("{oyuncu} oyunu kazanır")
    public void wins(Color c) {
        assertEquals(c == Color.WHITE ? "1-0" : "0-1", board.result(), "result");
    }

    @Ozaman("hakem oyunu {oyuncu} için kaybedilmiş ilan eder")
    public void declaredLost(Color c) {
        assertEquals(c == Color.WHITE ? "0-1" : "1-0", board.result(), "result");
        assertTrue(board.decisions("GAME_LOST").stream().anyMatch(d -> d.player() == c),
                "a GAME_LOST decision against " + c.key() + " in " + board.ruling().decisions());
    }

    @Ozaman("bitiş nedeni: {bitis}")
    public void termination(String t) {
        assertEquals(t, board.termination(), "termination");
    }

    @Ozaman("{kaynak} verdiği {sonuc} sonucu Kurallara uymaz; oyun sürer")
    public void otherRulingWrongGameGoesOn(String who, String result) {
        assertNotEquals(result, "*", "a result that ends the game");
        assertEquals("*", board.result(), "result by the Laws (" + who + " said " + result + ")");
    }

    @Ozaman("{kaynak} verdiği {sonuc} sonucu Kurallara uymaz; doğru sonuç {sonuc}")
    public void otherRulingWrong(String who, String result, String right) {
        assertNotEquals(result, right, "the scenario names two different results");
        assertEquals(right, board.result(), "result by the Laws (" + who + " said " + result + ")");
    }

    // ---------------------------------------------------------------- the ruling: moves and penalties

    @Ozaman("{oyuncunun} hamlesi yapılmıştır")
    public void moveMade(Color c) {
        board.expectDecision("MOVE_MADE", c);
    }

    @Ozaman("hamle henüz yapılmamıştır")
    public void moveNotMade() {
        board.expectDecision("MOVE_NOT_COMPLETED", null);
    }

    @Ozaman("{oyuncu} geçersiz bir hamle tamamlamıştır")
    public void illegalCompleted(Color c) {
        board.expectDecision("ILLEGAL_MOVE", c);
    }

    @Ozaman("tamamlanmış bir geçersiz hamle yoktur")
    public void noIllegal() {
        board.expectNoDecision("ILLEGAL_MOVE");
    }

    @Ozaman("{oyuncunun} tamamlanmış geçersiz hamle sayısı: {int}")
    public void illegalCount(Color c, int n) {
        assertEquals(n, board.ruling().illegalMoves().getOrDefault(c, 0), "completed illegal moves of " + c.key());
    }

    @Ozaman("kuraldışılıktan hemen önceki konuma dönülür")
    public void reinstated() {
        board.expectDecision("POSITION_REINSTATED", null);
    }

    @Ozaman("{kare} {tas} {kare} geri konur")
    public void returned(String from, PieceType p, String to) {
        board.expectDecision("PIECE_RETURNED", null);
        assertEquals(p, board.pieceAt(to) == null ? null : board.pieceAt(to).type(), "piece back on " + to);
        board.highlight(from, to);
    }

    @Ozaman("piyonun yerine aynı renkten bir vezir konur")
    public void queenPlaced() {
        board.expectDecision("PROMOTED_TO_QUEEN", null);
    }

    @Ozaman("{oyuncunun} süresine {sure} eklenir")
    public void timeAdded(Color c, Duration d) {
        assertTrue(board.decisions("TIME_ADDED").stream().anyMatch(x -> x.player() == c && x.seconds() == d.toSeconds()),
                "TIME_ADDED " + d.toSeconds() + " s for " + c.key() + " in " + board.ruling().decisions());
        board.checkClockGain(c, d);
    }

    @Ozaman("{oyuncunun} bayrağının düşmesi sayılmaz")
    public void flagFallVoid(Color c) {
        board.expectDecision("FLAG_FALL_VOID", c);
        assertEquals("*", board.result(), "result");
    }

    @Ozaman("kimsenin süresine ekleme yapılmaz")
    public void noTimeAdded() {
        board.expectNoDecision("TIME_ADDED");
    }

    @Ozaman("{oyuncunun} saatinde {sure} vardır")
    public void clockShows(Color c, Duration d) {
        assertEquals(d, board.ruling().clocks().get(c), "clock of " + c.key());
    }

    @Ozaman("oyun {tempo} temposunda sayılır")
    public void paceOfTheTimeControl(Pace expected) {
        assertEquals(expected, Pace.of(new TimeControl(board.increment, board.delay, board.periods)), "A.1, B.1: the class of the game");
    }

    @Ozaman("{oyuncunun} ana süresinden {sure} düşer")
    public void mainTimeRan(Color c, Duration d) {
        assertTrue(board.decisions("TIME_DELAY").stream().anyMatch(x -> x.player() == c && x.seconds() == d.toSeconds()),
                "TIME_DELAY " + d.toSeconds() + " s for " + c.key() + " in " + board.ruling().decisions());
    }

    @Ozaman("{oyuncunun} ana süresi değişmez")
    public void mainTimeUnchanged(Color c) {
        List<Decision> ds = board.decisions("TIME_DELAY").stream().filter(x -> x.player() == c).toList();
        assertFalse(ds.isEmpty(), "a TIME_DELAY for " + c.key() + " in " + board.ruling().decisions());
        assertTrue(ds.stream().allMatch(x -> x.seconds() == 0), "no main time taken off " + c.key() + "'s clock: " + ds);
    }

    @Ozaman("hakem notasyon formunu {int} kez gösterir")
    public void scoresheetShown(int n) {
        assertEquals(n, board.decisions("SCORESHEET_SHOWN").size(), "SCORESHEET_SHOWN decisions");
    }

    @Ozaman("{oyuncunun} geçersiz hamlesi geçerli kalır")
    public void illegalMoveStands(Color c) {
        board.expectDecision("ILLEGAL_MOVE_STANDS", c);
    }

    @Ozaman("hakem bir sonraki hamlenin tamamlanmasını bekler")
    public void arbiterWaits() {
        board.expectDecision("ARBITER_WAITS", null);
    }

    @Ozaman("hakem saati yeniden kurar")
    public void clockCorrected() {
        board.expectDecision("CLOCK_CORRECTED", null);
    }

    @Ozaman("saatlerin duraklatılması için geçerli bir neden vardır")
    public void clockPausedValidly() {
        board.expectDecision("CLOCK_PAUSED", null);
    }

    @Ozaman("saatleri hakem duraklatmıştır; oyunun ne zaman süreceğine o karar verir")
    public void clockPausedByTheArbiter() {
        assertTrue(board.decisions("CLOCK_PAUSED").stream().anyMatch(d -> d.by() == null),
                "a CLOCK_PAUSED decision by the arbiter in " + board.ruling().decisions());
    }

    @Ozaman("oyun kaldığı yerden sürer")
    public void gameContinues() {
        board.expectDecision("GAME_CONTINUES", null);
        gameGoesOn();
    }

    @Ozaman("iki oyuncu da oyunu kaybeder")
    public void bothLose() {
        assertEquals("0-0", board.result(), "result");
        assertEquals(2, board.decisions("GAME_LOST").size(), "a GAME_LOST decision for each player");
    }

    @Ozaman("olay oyunun sonucunu değiştirmez")
    public void alreadyEnded() {
        board.expectDecision("GAME_ALREADY_ENDED", null);
    }

    @Ozaman("karar hakemin takdirindedir")
    public void arbitersJudgement() {
        board.expectDecision("ARBITER_DISCRETION", null);
    }

    @Ozaman("karar hakemin takdirinde değildir")
    public void noJudgement() {
        assertTrue(board.decisions("ARBITER_DISCRETION").isEmpty(), "no ARBITER_DISCRETION in " + board.ruling().decisions());
    }

    // ---------------------------------------------------------------- the ruling: obligation

    @Ozaman("{oyuncu} {kare} {tas} oynamak zorundadır")
    public void mustMove(Color c, String sq, PieceType p) {
        board.expectObligation(c, "move-piece", sq, null);
        board.expectPiece(sq, c, p);
    }

    @Ozaman("{oyuncu} {kare} {tas} almak zorundadır")
    public void mustCapture(Color c, String sq, PieceType p) {
        board.expectObligation(c, "capture-piece", sq, null);
        board.expectPiece(sq, c.opposite(), p);
    }

    @Ozaman("{oyuncu} {yon} rok yapmak zorundadır")
    public void mustCastle(Color c, Boolean kingside) {
        board.expectObligation(c, "castle", null, kingside ? "kingside" : "queenside");
    }

    @Ozaman("{oyuncu} {kare} {tas} {kare} {tas} almak zorundadır")
    public void mustCaptureWith(Color c, String from, PieceType own, String sq, PieceType theirs) {
        board.expectObligation(c, "capture-piece", sq, null);
        assertEquals(from, board.ruling().obligation().from(), "the piece that must capture");
        board.expectPiece(from, c, own);
        board.expectPiece(sq, c.opposite(), theirs);
    }

    @Ozaman("{oyuncu} {kare} {tas} terfisini {kare} tamamlamak zorundadır")
    public void mustPromoteOn(Color c, String from, PieceType p, String to) {
        board.expectObligation(c, "promote-on", to, null);
        assertEquals(from, board.ruling().obligation().from(), "the pawn that promotes");
        board.expectPiece(from, c, p);
    }

    @Ozaman("{oyuncu} yazdığı {hamle} hamlesini oynamak zorundadır")
    public void mustPlayIntended(Color c, TurkishMove m) {
        board.expectObligation(c, "play-move", null, null);
        Position p = board.position();
        assertEquals(MoveInput.read(p, m.sanFor(c), Notation.TURKISH).uci(), board.ruling().obligation().move(), "the intended move");
    }

    @Ozaman("{oyuncu} şahıyla oynamak zorundadır")
    public void mustMoveKing(Color c) {
        board.expectObligation(c, "move-king", null, null);
    }

    @Ozaman("{oyuncu} herhangi bir geçerli hamle yapabilir")
    public void anyMove(Color c) {
        board.expectObligation(c, "any-move", null, null);
    }

    @Ozaman("{oyuncu} dokunulan taş kuralını çiğnemiştir")
    public void breached(Color c) {
        board.expectDecision("OBLIGATION_BREACHED", c);
    }

    @Ozaman("dokunulan taş kuralı çiğnenmemiştir")
    public void notBreached() {
        board.expectNoDecision("OBLIGATION_BREACHED");
    }

    @Ozaman("{oyuncu} için dokunulan taş yükümlülüğü yoktur")
    public void noObligation(Color c) {
        assertEquals(c, board.ruling().toMove(), "side to move");
        assertNull(board.ruling().obligation(), "obligation");
    }

    // ---------------------------------------------------------------- the ruling: draws and claims

    @Ozaman("beraberlik anlaşması geçersizdir")
    public void agreementInvalid() {
        board.expectDecision("AGREEMENT_INVALID", null);
    }

    @Ozaman("beraberlik teklifi yarışma yönergesine aykırıdır")
    public void offerNotAllowed() {
        board.expectDecision("DRAW_OFFER_NOT_ALLOWED", null);
    }

    @Ozaman("hakem talebi haklı bulur")
    public void claimUpheld() {
        board.expectDecision("CLAIM_UPHELD", null);
    }

    @Ozaman("itiraz edilen geçersiz hamleyi hakem zaten düzeltmiştir; yeni bir ceza verilmez")
    public void illegalMoveAlreadyCorrected() {
        board.expectDecision("ILLEGAL_MOVE_ALREADY_CORRECTED", null);
    }

    @Ozaman("hakem talebi haksız bulur")
    public void claimRejected() {
        board.expectDecision("CLAIM_REJECTED", null);
    }

    @Ozaman("{oyuncu} bu hamlede talep hakkını yitirmiştir")
    public void claimForfeited(Color c) {
        board.expectDecision("CLAIM_FORFEITED", c);
    }

    // ---------------------------------------------------------------- the ruling: citations

    @Ozaman("hakem kararını {madde} maddesine dayandırır")
    public void cites(String article) {
        assertTrue(board.engineDecidesBy(article), "the engine should decide by " + article + "; it decided by "
                + board.decidingArticles() + " and applied in passing " + board.engineArticles());
    }

    @Ozaman("hakem, uyarı ya da 12.9'daki yaptırımlardan biri arasında takdir yetkisini kullanır")
    public void discretion() {
        assertTrue(board.decisions("ARBITER_DISCRETION").stream()
                        .anyMatch(d -> d.articles().stream().anyMatch(a -> a.startsWith("12.9"))),
                "an ARBITER_DISCRETION decision citing 12.9 in " + board.ruling().decisions());
    }

    @Ozaman("takdire bırakılan seçenekler arasında {madde} vardır")
    public void discretionOption(String article) {
        assertTrue(board.decisions("ARBITER_DISCRETION").stream()
                        .anyMatch(d -> d.options().stream().anyMatch(o -> Board.namesArticle(o, article))),
                "option " + article + " among " + board.decisions("ARBITER_DISCRETION"));
    }

    // ---------------------------------------------------------------- Article 3 on the board

    @Ozaman("{oyuncu} {yon} rok yapabilir")
    public void canCastle(Color c, Boolean kingside) {
        assertTrue(board.castlingLegal(c, kingside), c.turkish() + (kingside ? " kısa" : " uzun") + " rok yapabilmeli");
    }

    @Ozaman("{oyuncu} {yon} rok yapamaz; gerekçe {madde}")
    public void cannotCastleBecause(Color c, Boolean kingside, String article) {
        board.expectIllegal(board.positionFor(c), board.castling(c, kingside), article);
    }

    @Ozaman("{kare} {tas} {kare} gitmesi geçersizdir; gerekçe {madde}")
    public void illegalMove(String from, PieceType p, String to, String article) {
        board.expectIllegal(board.position(), board.observed(from, p, to, null), article);
    }

    @Ozaman("{kare} {tas} {kare} gidip {tas} terfi etmesi geçersizdir; gerekçe {madde}")
    public void illegalPromotion(String from, PieceType p, String to, PieceType promotion, String article) {
        board.expectIllegal(board.position(), board.observed(from, p, to, promotion), article);
    }

    @Ozaman("{oyuncu} {yon} rok yapamaz")
    public void cannotCastle(Color c, Boolean kingside) {
        assertFalse(board.castlingLegal(c, kingside), c.turkish() + (kingside ? " kısa" : " uzun") + " rok yapamamalı");
    }

    @Ozaman("{oyuncu} {yon} rok hakkını korur")
    public void keepsRight(Color c, Boolean kingside) {
        assertTrue(board.position().hasCastlingRight(c, kingside), "castling right kept");
    }

    @Ozaman("{oyuncu} {yon} rok hakkını yitirmiştir")
    public void lostRight(Color c, Boolean kingside) {
        assertFalse(board.position().hasCastlingRight(c, kingside), "castling right lost");
    }

    @Ozaman("{oyuncuya} şah çekilmiştir")
    public void inCheck(Color c) {
        assertEquals(c, board.position().sideToMove(), "side to move");
        assertTrue(board.position().isCheck(), c.turkish() + " should be in check");
    }

    @Ozaman("{oyuncunun} {int} geçerli hamlesi vardır")
    public void legalMoveCount(Color c, int n) {
        assertEquals(n, board.positionFor(c).legalMoves().size(), "legal moves of " + c.key());
    }

    @Ozaman("{kare} {oyuncu} tarafından saldırı altındadır")
    public void attacked(String sq, Color by) {
        assertTrue(board.position().isAttacked(board.square(sq), by), sq + " attacked by " + by.key());
    }

    @Ozaman("{kare} {oyuncu} tarafından saldırı altında değildir")
    public void notAttacked(String sq, Color by) {
        assertFalse(board.position().isAttacked(board.square(sq), by), sq + " not attacked by " + by.key());
    }

    @Ozaman("{kare} {tas} {kare} gitmesi geçerlidir")
    public void legalMove(String from, PieceType p, String to) {
        board.expectLegal(from, p, to, null);
    }

    @Ozaman("{kare} {tas} {kare} gidip {tas} terfi etmesi geçerlidir")
    public void legalPromotion(String from, PieceType p, String to, PieceType promotion) {
        board.expectLegal(from, p, to, promotion);
    }

    @Ozaman("konum {string} kurallara göre oluşamaz; gerekçe {madde}")
    public void impossiblePosition(String fen, String article) {
        ChessException e = assertThrows(ChessException.class, () -> Position.fromFen(fen), "an impossible position");
        board.cited(e.article());
        assertEquals(article, e.article(), "article of the impossible position (" + e.getMessage() + ")");
    }

    @Ozaman("{string} dizilişi {int} numaralı Satranç960 başlangıç konumudur")
    public void chess960Number(String backRank, int number) {
        board.expectChess960Number(backRank, number);
    }

    @Ozaman("{string} dizilişi Satranç960 başlangıç konumu olamaz; gerekçe {madde}")
    public void chess960BadBackRank(String backRank, String article) {
        board.expectNoStartPosition(() -> Chess960.number(backRank), article);
    }

    @Ozaman("konum {string} Satranç960 başlangıç konumu olamaz; gerekçe {madde}")
    public void chess960BadStart(String fen, String article) {
        board.expectNoStartPosition(() -> Chess960.number(Position.fromFen(fen, Variant.CHESS960)), article);
    }

    @Ozaman("yorum {string} der; Kurallara göre bu yanlıştır")
    public void commentaryWrong(String sentence) {
        Matcher m = CASTLING_SENTENCE.matcher(sentence);
        assertTrue(m.matches(), "a castling sentence like \"siyah uzun rok yapamaz\": " + sentence);
        Color c = Color.parse(m.group(1));
        boolean kingside = yon(m.group(2));
        boolean said = m.group(3).equals("yapabilir");
        assertNotEquals(said, board.castlingLegal(c, kingside), "the commentary's statement should be wrong");
    }

    // ================================================================ issue 12: set-up, recording, points, conduct,
    // ================================================================ the arbiter, Appendix D, Guidelines I

    // ---------------------------------------------------------------- the event's regulations and the players

    @Diyelimki("yarışma yönergesine göre galibiyet {puan}, beraberlik {puan}, yenilgi {puan} puandır")
    public void points(BigDecimal win, BigDecimal draw, BigDecimal loss) {
        board.rules = board.rules.withPoints(new PointSystem(win, draw, loss));
    }

    @Diyelimki("yarışma yönergesine göre tamamen kapalı bir aygıt çantada tutulabilir")
    public void deviceInBag() {
        board.rules = board.rules.withDevices(new DeviceRules(true, board.rules.devices().milderPenalty(), board.rules.devices().seconds()));
    }

    @Diyelimki("yarışma yönergesine göre üzerinde aygıt bulunan oyuncu oyunu kaybetmez, uyarılır")
    public void deviceWarning() {
        board.rules = board.rules.withDevices(new DeviceRules(board.rules.devices().inBag(), Sanction.WARNING, 0));
    }

    @Diyelimki("yarışma yönergesine göre üzerinde aygıt bulunan oyuncunun süresinden {sure} düşülür")
    public void deviceTimeDeducted(Duration d) {
        board.rules = board.rules.withDevices(new DeviceRules(board.rules.devices().inBag(), Sanction.TIME_DEDUCTED, d.toSeconds()));
    }

    @Diyelimki("yarışma yönergesine göre hamle sırası rakibindeyken oyun alanından ayrılan oyuncu önce hakeme bildirir")
    public void reportBeforeLeaving() {
        board.rules = board.rules.withConduct(true, board.rules.finesAnnounced());
    }

    @Diyelimki("yarışma yönergesi para cezalarını önceden duyurmuştur")
    public void finesAnnounced() {
        board.rules = board.rules.withConduct(board.rules.reportBeforeLeaving(), true);
    }

    @Diyelimki("yarışma yönergesine göre hükmen yenilme süresi {sure}")
    public void defaultTime(Duration d) {
        board.rules = board.rules.withDefaultTime(d);
    }

    @Diyelimki("yarışma yönergesi hakemin kararlarına itirazı öngörmez")
    public void noAppeals() {
        board.rules = board.rules.withAppealsExcluded(true);
    }

    @Diyelimki("{oyuncu} oyuncu görme engellidir")
    public void visuallyImpaired(Color c) {
        board.rules = board.rules.withPlayers(board.players(c, null, null));
    }

    @Diyelimki("{oyuncu} oyuncu işitme engellidir")
    public void hearingImpaired(Color c) {
        board.rules = board.rules.withPlayers(board.players(null, c, null));
    }

    @Diyelimki("{oyuncu} oyuncunun yardımcısı vardır")
    public void assistant(Color c) {
        board.rules = board.rules.withPlayers(board.players(null, null, c));
    }

    // ---------------------------------------------------------------- set-up and displaced pieces (7.2–7.4, 7.6)

    @Eğerki("hakem başlangıç konumunun yanlış dizildiğini fark eder")
    public void noticeInitialPosition() {
        board.add(new Event.Notice(Event.NoticeKind.INITIAL_POSITION, null, null, null, null));
    }

    @Eğerki("{oyuncu} başlangıç konumunun yanlış dizildiğini ileri sürer")
    public void claimInitialPosition(Color c) {
        board.add(new Event.Claim(c, Event.ClaimKind.INITIAL_POSITION, null));
    }

    @Eğerki("hakem {int}. hamleden sonra tahtanın yanlış konduğunu fark eder")
    public void noticeBoardRotated(int afterMove) {
        board.add(new Event.Notice(Event.NoticeKind.BOARD_ROTATED, afterMove, null, null, null));
    }

    @Eğerki("hakem oyuncuların renkleri ters aldığını fark eder")
    public void noticeColoursReversed() {
        board.add(new Event.Notice(Event.NoticeKind.COLOURS_REVERSED, null, null, null, null));
    }

    @Eğerki("{oyuncu} oyuncuların renkleri ters aldığını ileri sürer")
    public void claimColoursReversed(Color c) {
        board.add(new Event.Claim(c, Event.ClaimKind.COLOURS_REVERSED, null));
    }

    @Eğerki("hakem {kare} {tas} {kare} bulunduğunu fark eder; doğru olan son konum {hamle} hamlesinden sonrakidir")
    public void noticeDisplaced(String sq, PieceType p, String foundOn, TurkishMove last) {
        board.add(new Event.Notice(Event.NoticeKind.PIECE_DISPLACED, null, sq, foundOn, last.numbered()));
    }

    @Eğerki("{oyuncu} {kare} taşı devirir")
    public void knockOver(Color c, String sq) {
        board.add(new Event.KnockOver(c, List.of(sq)));
    }

    @Eğerki("{oyuncu} {kare} ve {kare} taşları devirir")
    public void knockOverTwo(Color c, String a, String b) {
        board.add(new Event.KnockOver(c, List.of(a, b)));
    }

    @Eğerki("{oyuncu} {kare} ve {kare} taşları yerine koyar")
    public void restoreTwo(Color c, String a, String b) {
        board.add(new Event.Restore(c, List.of(a, b)));
    }

    @Eğerki("hakem {kare} ve {kare} taşları yerine koyar")
    public void arbiterRestoresTwo(String a, String b) {
        board.add(new Event.Restore(null, List.of(a, b)));
    }

    @Eğerki("{oyuncu} hakemi çağırmak için saatleri duraklatır")
    public void pauseForArbiter(Color c) {
        board.add(new Event.PauseClock(c, Event.PauseReason.ARBITER_HELP));
    }

    // ---------------------------------------------------------------- the scoresheet (8)

    @Eğerki("{oyuncu} hamleleri yazmayı bırakır")
    public void notRecording(Color c) {
        board.add(new Event.Scoresheet(c, Event.ScoresheetAct.NOT_RECORDING));
    }

    @Eğerki("{oyuncu} hamlesini yapmadan önce notasyon formuna yazar")
    public void inAdvance(Color c) {
        board.add(new Event.Scoresheet(c, Event.ScoresheetAct.IN_ADVANCE));
    }

    @Eğerki("{oyuncu} rakibinin hamlesini yazmadan karşılık verir")
    public void replyFirst(Color c) {
        board.add(new Event.Scoresheet(c, Event.ScoresheetAct.REPLY_FIRST));
    }

    @Eğerki("{oyuncu} önceki hamlesini yazmadan yeni hamlesini yapar")
    public void behind(Color c) {
        board.add(new Event.Scoresheet(c, Event.ScoresheetAct.BEHIND));
    }

    @Eğerki("{oyuncu} notasyon formuna hamlelerden başka notlar yazar")
    public void otherEntries(Color c) {
        board.add(new Event.Scoresheet(c, Event.ScoresheetAct.OTHER_ENTRIES));
    }

    @Eğerki("{oyuncu} beraberlik teklifini notasyon formunda işaretlemez")
    public void drawOfferUnmarked(Color c) {
        board.add(new Event.Scoresheet(c, Event.ScoresheetAct.DRAW_OFFER_UNMARKED));
    }

    @Eğerki("{oyuncu} notasyon formunu hakemin göremeyeceği biçimde saklar")
    public void hidden(Color c) {
        board.add(new Event.Scoresheet(c, Event.ScoresheetAct.HIDDEN));
    }

    @Eğerki("{oyuncu} notasyon formunu cebirsel olmayan bir notasyonla tutar")
    public void otherNotation(Color c) {
        board.add(new Event.Scoresheet(c, Event.ScoresheetAct.OTHER_NOTATION));
    }

    @Eğerki("{oyuncu} notasyon formuna {string} yazar")
    public void entry(Color c, String entry) {
        board.add(new Event.Scoresheet(c, Event.ScoresheetAct.ENTRY, entry));
    }

    @Eğerki("{oyuncu} notasyon formunu {sonuc} sonucuyla imzalar")
    public void sign(Color c, String result) {
        board.add(new Event.Sign(c, GameResult.parse(result)));
    }

    // ---------------------------------------------------------------- devices, conduct, leaving (11)

    @Eğerki("{oyuncunun} üzerindeki telefon çalar")
    public void phoneRings(Color c) {
        board.add(new Event.Device(c, Event.DeviceFinding.RINGS, Event.DevicePlace.PERSON, false, false));
    }

    @Eğerki("{oyuncunun} üzerinde kapalı bir telefon bulunur")
    public void phoneOffOnPerson(Color c) {
        board.add(new Event.Device(c, Event.DeviceFinding.FOUND, Event.DevicePlace.PERSON, true, false));
    }

    @Eğerki("{oyuncunun} çantasında tamamen kapalı bir telefon bulunur")
    public void phoneOffInBag(Color c) {
        board.add(new Event.Device(c, Event.DeviceFinding.FOUND, Event.DevicePlace.BAG, true, false));
    }

    @Eğerki("{oyuncunun} çantasındaki telefon çalar")
    public void phoneRingsInBag(Color c) {
        board.add(new Event.Device(c, Event.DeviceFinding.RINGS, Event.DevicePlace.BAG, false, false));
    }

    @Eğerki("{oyuncunun} üzerinde hakemin onayladığı bir aygıt bulunur")
    public void approvedDevice(Color c) {
        board.add(new Event.Device(c, Event.DeviceFinding.FOUND, Event.DevicePlace.PERSON, false, true));
    }

    @Eğerki("hakem {oyuncunun} {davranis} saptar")
    public void conduct(Color c, Event.Conduct finding) {
        board.add(new Event.Conduct(c, finding.kind(), finding.how()));
    }

    @Eğerki("{oyuncu} hakemin izni olmadan {yer} ayrılır")
    public void leaveWithout(Color c, Event.LeavePlace where) {
        board.add(new Event.Leave(c, where, false, false));
    }

    @Eğerki("{oyuncu} hakemin izniyle {yer} ayrılır")
    public void leaveWith(Color c, Event.LeavePlace where) {
        board.add(new Event.Leave(c, where, true, false));
    }

    @Eğerki("{oyuncu} hakeme bildirerek oyun alanından ayrılır")
    public void leaveReported(Color c) {
        board.add(new Event.Leave(c, Event.LeavePlace.PLAYING_AREA, false, true));
    }

    @Eğerki("{oyuncu} hakeme kaç hamle tamamlandığını sorar")
    public void askMoves(Color c) {
        board.add(new Event.Ask(c, Event.Question.MOVES_COMPLETED, null));
    }

    @Eğerki("{oyuncu} hakeme rakibinin hamlesini tamamlayıp tamamlamadığını sorar")
    public void askOpponent(Color c) {
        board.add(new Event.Ask(c, Event.Question.OPPONENT_COMPLETED, null));
    }

    @Eğerki("{oyuncu} hakemden {madde} maddesini açıklamasını ister")
    public void askExplanation(Color c, String article) {
        board.add(new Event.Ask(c, Event.Question.EXPLANATION, article));
    }

    @Eğerki("{oyuncu} hakemin kararına itiraz eder")
    public void appeal(Color c) {
        board.add(new Event.Appeal(c));
    }

    // ---------------------------------------------------------------- outsiders and the arbiter (12)

    @Eğerki("bir seyirci oyunculardan birine hamle söyler")
    public void spectatorMove() {
        board.add(new Event.Interfere(Event.Interference.MOVE));
    }

    @Eğerki("bir seyirci bayrağın düştüğünü söyler")
    public void spectatorFlag() {
        board.add(new Event.Interfere(Event.Interference.FLAG));
    }

    @Eğerki("bir seyirci geçersiz bir hamleyi gösterir")
    public void spectatorIllegalMove() {
        board.add(new Event.Interfere(Event.Interference.ILLEGAL_MOVE));
    }

    @Eğerki("oyunu bitmiş bir oyuncu oyunculardan birine hamle söyler")
    public void finishedPlayerMove() {
        board.add(new Event.Interfere(Event.Interference.MOVE, true));
    }

    @Eğerki("bir seyirci izinsiz oyun alanına girer")
    public void spectatorEnters() {
        board.add(new Event.Interfere(Event.Interference.ENTERS_PLAYING_AREA));
    }

    @Eğerki("bir seyirci oyun yerinde telefonla konuşur")
    public void spectatorPhone() {
        board.add(new Event.Interfere(Event.Interference.PHONE));
    }

    @Eğerki("hakem oyunun dışarıdan rahatsız edildiğini fark eder")
    public void disturbance() {
        board.add(new Event.Notice(Event.NoticeKind.DISTURBANCE, null, null, null, null));
    }

    @Eğerki("hakem {oyuncu} oyuncuyu uyarır")
    public void warn(Color c) {
        board.add(new Event.Penalty(Sanction.WARNING, c, 0, null, null));
    }

    @Eğerki("hakem ceza olarak {oyuncunun} rakibinin süresine {sure} ekler")
    public void penaltyTimeAdded(Color c, Duration d) {
        board.add(new Event.Penalty(Sanction.TIME_ADDED, c, d.toSeconds(), null, null));
    }

    @Eğerki("hakem ceza olarak {oyuncunun} süresinden {sure} düşer")
    public void penaltyTimeDeducted(Color c, Duration d) {
        board.add(new Event.Penalty(Sanction.TIME_DEDUCTED, c, d.toSeconds(), null, null));
    }

    @Eğerki("hakem ceza olarak {oyuncunun} rakibinin puanını en yükseğe çıkarır")
    public void penaltyScoreRaised(Color c) {
        board.add(new Event.Penalty(Sanction.SCORE_RAISED, c, 0, null, null));
    }

    @Eğerki("hakem ceza olarak {oyuncunun} puanını {puan} olarak düşürür")
    public void penaltyScoreReduced(Color c, BigDecimal p) {
        board.add(new Event.Penalty(Sanction.SCORE_REDUCED, c, 0, p, null));
    }

    @Eğerki("hakem ceza olarak oyunu {oyuncu} için kaybedilmiş sayar")
    public void penaltyGameLost(Color c) {
        board.add(new Event.Penalty(Sanction.GAME_LOST, c, 0, null, null));
    }

    @Eğerki("hakem ceza olarak oyunu {oyuncu} için kaybedilmiş sayar ve rakibine {puan} puan verir")
    public void penaltyGameLostScored(Color c, BigDecimal opponent) {
        board.add(new Event.Penalty(Sanction.GAME_LOST, c, 0, null, opponent));
    }

    @Eğerki("hakem {oyuncu} oyuncuya para cezası verir")
    public void fine(Color c) {
        board.add(new Event.Penalty(Sanction.FINE, c, 0, null, null));
    }

    @Eğerki("hakem {oyuncu} oyuncuyu bir turdan men eder")
    public void exclusion(Color c) {
        board.add(new Event.Penalty(Sanction.EXCLUSION, c, 0, null, null));
    }

    @Eğerki("hakem {oyuncu} oyuncuyu yarışmadan ihraç eder")
    public void expulsion(Color c) {
        board.add(new Event.Penalty(Sanction.EXPULSION, c, 0, null, null));
    }

    @Eğerki("hakem {oyuncunun} puanını {puan} olarak belirler")
    public void award(Color c, BigDecimal p) {
        board.add(new Event.Award(c, p));
    }

    // ---------------------------------------------------------------- Appendix D

    @Eğerki("{oyuncu} {kare} {tas} eliyle yoklar")
    public void feel(Color c, String sq, PieceType p) {
        board.add(new Event.Touch(c, sq));
    }

    @Eğerki("{oyuncu} {kare} {tas} yuvasından çıkarır")
    public void lift(Color c, String sq, PieceType p) {
        board.add(new Event.Lift(c, sq));
    }

    @Eğerki("{oyuncu} {hamle} hamlesini söyler")
    public void announce(Color c, TurkishMove m) {
        board.add(new Event.Announce(c, m.sanFor(c)));
    }

    @Eğerki("{oyuncunun} yardımcısı rakibin dokunulan taş kuralını çiğnediğini bildirir")
    public void assistantClaims(Color c) {
        board.add(new Event.ByAssistant(new Event.Claim(c, Event.ClaimKind.TOUCH_MOVE, null)));
    }

    @Eğerki("{oyuncunun} yardımcısı saate basar")
    public void assistantPresses(Color c) {
        board.add(new Event.ByAssistant(new Event.PressClock(c, 1)));
    }

    @Eğerki("{oyuncunun} yardımcısı {hamle} hamlesini oynar")
    public void assistantPlays(Color c, TurkishMove m) {
        board.add(new Event.ByAssistant(new Event.PlayMove(c, m.sanFor(c))));
    }

    @Eğerki("{oyuncunun} yardımcısı {hamle} hamlesini söyler")
    public void assistantAnnounces(Color c, TurkishMove m) {
        board.add(new Event.ByAssistant(new Event.Announce(c, m.sanFor(c))));
    }

    @Eğerki("{oyuncunun} yardımcısı {string} hamlesini zarfa koyacağı kâğıda yazar")
    public void assistantSeals(Color c, String move) {
        board.add(new Event.ByAssistant(new Event.Seal(c, move)));
    }

    // ---------------------------------------------------------------- Guidelines I

    @Eğerki("hakem oturumun sona erdiğini söyler ve oyunu erteler")
    public void adjourn() {
        board.add(new Event.Adjourn());
    }

    @Eğerki("hakem oturumun bitmesine {sure} kala oyunu erteler")
    public void adjournEarly(Duration left) {
        board.add(new Event.Adjourn(left));
    }

    @Eğerki("{oyuncu} {string} hamlesini zarfa koyacağı kâğıda yazar")
    public void seal(Color c, String move) {
        board.add(new Event.Seal(c, move));
    }

    @Eğerki("{oyuncu} zarfı kapatıp saatini duraklatır")
    public void sealPause(Color c) {
        board.add(new Event.PauseClock(c));
    }

    @Eğerki("hakem devam oturumunda zarfı açar")
    public void resume() {
        board.add(new Event.Resume(java.util.Set.of()));
    }

    @Eğerki("devam oturumu başlar; {oyuncu} tahtada değildir")
    public void resumeAbsent(Color c) {
        board.add(new Event.Resume(java.util.Set.of(c)));
    }

    @Eğerki("devam oturumu başlar; iki oyuncu da tahtada değildir")
    public void resumeBothAbsent() {
        board.add(new Event.Resume(java.util.Set.of(Color.WHITE, Color.BLACK)));
    }

    @Eğerki("{oyuncu} devam saatinden {sure} sonra gelir")
    public void arrive(Color c, Duration after) {
        board.add(new Event.Arrive(c, after));
    }

    @Eğerki("hakem zarfın bulunamadığını fark eder")
    public void envelopeMissing() {
        board.add(new Event.Notice(Event.NoticeKind.ENVELOPE_MISSING, null, null, null, null));
    }

    @Eğerki("hakem ertelenen konumun yeniden kurulamadığını fark eder")
    public void positionLost() {
        board.add(new Event.Notice(Event.NoticeKind.POSITION_LOST, null, null, null, null));
    }

    // ---------------------------------------------------------------- the ruling: issue 12

    @Ozaman("sonuç {sonuc}")
    public void resultIs(String result) {
        assertEquals(result, board.result(), "result");
    }

    @Ozaman("puanlar: beyaz {puan}, siyah {puan}")
    public void scoreIs(BigDecimal white, BigDecimal black) {
        assertEquals(board.points(Color.WHITE, white) + " " + board.points(Color.BLACK, black), board.points(), "score");
    }

    @Ozaman("puan yoktur")
    public void noScore() {
        assertNull(board.ruling().score(), "score");
    }

    @Ozaman("{oyuncunun} puanını hakem belirleyecektir")
    public void scoreOpen(Color c) {
        assertNotNull(board.ruling().score(), "score");
        assertNull(board.ruling().score().of(c), "the score of " + c.key() + " is the arbiter's to decide");
        assertEquals(Set.of("1", "1/2", "0"), board.optionKeys(board.decisions("ARBITER_DISCRETION").stream()
                .filter(d -> !d.options().isEmpty() && d.options().get(0).startsWith("1:")).findFirst().orElse(null)),
                "options of the score left to the arbiter");
    }

    @Ozaman("oyun iptal edilir ve yeni bir oyun oynanır")
    public void annulled() {
        board.expectDecision("GAME_ANNULLED", null);
        assertEquals("*", board.result(), "result");
        assertEquals("annulled", board.termination(), "termination");
        assertNull(board.ruling().score(), "score");
    }

    @Ozaman("konum doğru konmuş bir tahtaya aktarılır")
    public void transferred() {
        board.expectDecision("POSITION_TRANSFERRED", null);
    }

    @Ozaman("oyun olduğu gibi sürer")
    public void continuesAsItStands() {
        board.expectDecision("GAME_CONTINUES", null);
        gameGoesOn();
    }

    @Ozaman("{oyuncu} devirdiği taşları kendi süresinden yerine koymalıdır")
    public void mustRestore(Color c) {
        board.expectDecision("PIECES_DISPLACED", c);
    }

    @Ozaman("taşlar yeniden yerindedir")
    public void restored() {
        board.expectDecision("PIECES_RESTORED", null);
    }

    @Ozaman("{oyuncunun} saati çalıştırılır")
    public void clockStarted(Color c) {
        assertTrue(board.decisions("CLOCK_STARTED").stream().anyMatch(d -> d.player() == c),
                "a CLOCK_STARTED decision for " + c.key() + " in " + board.ruling().decisions());
    }

    @Ozaman("kural ihlali yoktur")
    public void noInfraction() {
        board.expectDecision("NO_INFRACTION", null);
        noDiscretion();
    }

    @Ozaman("hakemin takdirine bırakılan bir yaptırım yoktur")
    public void noDiscretion() {
        assertTrue(board.decisions("ARBITER_DISCRETION").isEmpty(), "no ARBITER_DISCRETION in " + board.ruling().decisions());
    }

    @Ozaman("{oyuncu} hamleleri yazmak zorunda değildir")
    public void exempt(Color c) {
        board.expectDecision("RECORDING_EXEMPT", c);
    }

    @Ozaman("{oyuncu} hamleleri yazmak zorundadır")
    public void mustRecord(Color c) {
        assertTrue(board.decisions("RECORDING_EXEMPT").stream().noneMatch(d -> d.by() == c),
                "no RECORDING_EXEMPT for " + c.key() + " in " + board.ruling().decisions());
        assertTrue(board.decisions("ARBITER_DISCRETION").stream().anyMatch(d -> d.by() == c),
                "the arbiter's discretion over " + c.key() + "'s breach in " + board.ruling().decisions());
    }

    @Ozaman("{oyuncunun} kaydı yapılan hamleyi doğru gösterir")
    public void recorded(Color c) {
        board.expectRecord(c, true);
    }

    @Ozaman("{oyuncunun} kaydı yapılan hamleyi göstermez")
    public void misrecorded(Color c) {
        board.expectRecord(c, false);
    }

    @Ozaman("imzalanan sonuç geçerlidir")
    public void signed() {
        board.expectDecision("RESULT_SIGNED", null);
    }

    @Ozaman("hakem imzalanan sonucu düzeltmeye karar verebilir")
    public void mayCorrectSigned() {
        assertTrue(board.decisions("ARBITER_DISCRETION").stream().anyMatch(d -> d.articles().contains("8.7#h2")),
                "an ARBITER_DISCRETION under 8.7 in " + board.ruling().decisions());
    }

    @Ozaman("hakem bunu söyleyemez")
    public void withheld() {
        board.expectDecision("INFORMATION_WITHHELD", null);
    }

    @Ozaman("hakem istenen maddeyi açıklar")
    public void explained() {
        board.expectDecision("EXPLANATION_GIVEN", null);
    }

    @Ozaman("oyuna dışarıdan karışılmıştır; oyuncuların bir kusuru yoktur")
    public void interference() {
        board.expectDecision("INTERFERENCE", null);
        assertTrue(board.decisions("ARBITER_DISCRETION").stream().allMatch(Decision::spectator),
                "no discretion against a player in " + board.ruling().decisions());
    }

    @Ozaman("hakem karışan kişiyi oyun yerinden çıkarabilir")
    public void maySendOut() {
        assertTrue(board.decisions("ARBITER_DISCRETION").stream().anyMatch(d -> board.optionKeys(d).equals(Set.of("12.7"))),
                "the option 12.7 in " + board.ruling().decisions());
    }

    @Ozaman("hakem oyunculardan birine ya da ikisine ek süre verebilir")
    public void mayGiveExtraTime() {
        assertTrue(board.decisions("ARBITER_DISCRETION").stream()
                        .anyMatch(d -> board.optionKeys(d).equals(Set.of("white", "black", "both", "none"))),
                "extra time for white, black, both or none in " + board.ruling().decisions());
    }

    @Ozaman("{oyuncu} uyarılır")
    public void warned(Color c) {
        assertTrue(board.decisions("WARNING").stream().anyMatch(d -> d.player() == c),
                "a WARNING for " + c.key() + " in " + board.ruling().decisions());
    }

    @Ozaman("{oyuncunun} süresinden {sure} düşülür")
    public void timeDeducted(Color c, Duration d) {
        assertTrue(board.decisions("TIME_DEDUCTED").stream().anyMatch(x -> x.player() == c && x.seconds() == d.toSeconds()),
                "TIME_DEDUCTED " + d.toSeconds() + " s for " + c.key() + " in " + board.ruling().decisions());
        board.checkClockGain(c, d.negated());
    }

    @Ozaman("{oyuncunun} puanını hakem belirlemiştir")
    public void scoreSet(Color c) {
        assertTrue(board.decisions("SCORE_ADJUSTED").stream().anyMatch(x -> x.player() == c),
                "SCORE_ADJUSTED for " + c.key() + " in " + board.ruling().decisions());
    }

    @Ozaman("{oyuncu} oyunu kaybeder")
    public void loses(Color c) {
        assertTrue(board.decisions("GAME_LOST").stream().anyMatch(d -> d.player() == c),
                "a GAME_LOST decision against " + c.key() + " in " + board.ruling().decisions());
    }

    @Ozaman("{oyuncu} için bu oyunun ötesine uzanan bir yaptırım uygulanır")
    public void competitionSanction(Color c) {
        assertTrue(board.decisions("COMPETITION_SANCTION").stream().anyMatch(d -> d.player() == c),
                "a COMPETITION_SANCTION for " + c.key() + " in " + board.ruling().decisions());
    }

    @Ozaman("hamle zarftadır ve devam oturumuna dek gizli kalır")
    public void sealed() {
        board.expectDecision("MOVE_SEALED", null);
    }

    @Ozaman("bir yardımcı zorunludur")
    public void assistantRequired() {
        board.expectDecision("ASSISTANT_REQUIRED", null);
    }

    @Ozaman("{oyuncu} itiraz edebilir")
    public void mayAppeal(Color c) {
        board.expectDecision("APPEAL_ADMISSIBLE", c);
    }

    @Ozaman("itiraz kabul edilemez")
    public void noAppeal() {
        board.expectDecision("APPEAL_NOT_ADMISSIBLE", null);
    }

    private static final Pattern CASTLING_SENTENCE =
            Pattern.compile("([Bb]eyaz|[Ss]iyah) (kısa|uzun|küçük|büyük) rok (yapabilir|yapamaz)");
}
