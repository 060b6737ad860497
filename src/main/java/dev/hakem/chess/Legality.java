package dev.hakem.chess;

import static dev.hakem.chess.TurkishSquares.dative;
import static dev.hakem.chess.TurkishSquares.pieceOn;

import java.util.ArrayList;
import java.util.List;

/**
 * FIDE 3.10.1–3.10.2 explained: for a move an arbiter observes (from-square, to-square, optional
 * promotion piece), says whether it is legal and, if not, which provisions of Articles 1 and 3 it
 * breaks, each with a one-sentence reason in English and Turkish naming the squares and pieces.
 * In Chess960 castling is the king taking its own rook, and its conditions are those of 3.8.2 as
 * Guidelines II.3 reads them for the actual squares; such a violation cites both.
 *
 * <p>Each provision is decided in one method below, which also records it. The verdict's
 * legal/illegal answer is always {@link Position#isLegal}; the analysis only explains it.
 */
public final class Legality {
    private Legality() {
    }

    /** Explains the move in the position. */
    public static Verdict explain(Position position, Move move) {
        boolean legal = position.isLegal(move);
        List<Violation> out = new ArrayList<>();
        if (!legal) {
            new Analysis(position, move, out).run();
            if (out.isEmpty()) {
                // Not expected: every illegal move breaks one of the provisions checked above.
                out.add(new Violation("3.10.2", "The move " + move.uci() + " is not legal in this position.",
                        move.uci() + " bu konumda geçerli bir hamle değil.", List.of(move.from(), move.to())));
            }
        }
        return new Verdict(move, legal, out);
    }

    /** Explains a move given by squares and an optional promotion piece type (null for none). */
    public static Verdict explain(Position position, int from, int to, PieceType promotion) {
        return explain(position, new Move(from, to, promotion));
    }

    /**
     * The squares of the side to move's pieces of that kind that could be meant by a move to
     * {@code to}: the destination lies on the piece's lines of movement (3.2–3.8, pawns forward),
     * before counting pieces in the way, pins or check. For reading an observed move ("the knight
     * went to f6") into a physical move that can then be {@linkplain #explain explained}. With
     * {@code to} = {@link Square#NONE}, every piece of that kind (on the given file/rank).
     *
     * @param fromFile 0–7 to keep only pieces on that file, or -1
     * @param fromRank 0–7 to keep only pieces on that rank, or -1
     */
    public static List<Integer> candidates(Position position, PieceType type, int to, int fromFile, int fromRank) {
        Color us = position.sideToMove();
        long pieces = position.board().bb[Piece.of(us, type).ordinal()];
        List<Integer> out = new ArrayList<>();
        while (pieces != 0) {
            int from = Long.numberOfTrailingZeros(pieces);
            pieces &= pieces - 1;
            if ((fromFile >= 0 && Square.file(from) != fromFile) || (fromRank >= 0 && Square.rank(from) != fromRank)) {
                continue;
            }
            long reach = switch (type) {
                case KNIGHT -> Bitboards.KNIGHT[from];
                case BISHOP -> Bitboards.BISHOP_EMPTY[from];
                case ROOK -> Bitboards.ROOK_EMPTY[from];
                case QUEEN -> Bitboards.BISHOP_EMPTY[from] | Bitboards.ROOK_EMPTY[from];
                case KING -> Bitboards.KING[from];
                case PAWN -> pawnReach(us, from);
            };
            if (to == Square.NONE || (reach & (1L << to)) != 0) {
                out.add(from);
            }
        }
        return out;
    }

    private static long pawnReach(Color us, int from) {
        int dir = us == Color.WHITE ? 8 : -8;
        long reach = Bitboards.PAWN[us.ordinal()][from];
        int one = from + dir;
        if (one >= 0 && one < 64) {
            reach |= 1L << one;
            int start = us == Color.WHITE ? 1 : 6;
            if (Square.rank(from) == start) {
                reach |= 1L << (one + dir);
            }
        }
        return reach;
    }

    private static String en(PieceType t, int sq) {
        return "the " + t.englishName() + " on " + Square.name(sq);
    }

    private static String capital(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private static String trColorHas(Color c) {
        return c == Color.WHITE ? "Beyaz'da" : "Siyah'ta";
    }

    private static String trColorOf(Color c) {
        return c == Color.WHITE ? "Beyaz'ın" : "Siyah'ın";
    }

    private static final class Analysis {
        private final Position pos;
        private final Board b;
        private final Move move;
        private final List<Violation> out;
        private final int from;
        private final int to;
        private final Color us;
        private final Color them;
        private final Piece piece;
        private final Piece target;
        /** The Guidelines provision that applies the article being recorded (Chess960 castling), or null. */
        private String under;

        Analysis(Position pos, Move move, List<Violation> out) {
            this.pos = pos;
            this.b = pos.board();
            this.move = move;
            this.out = out;
            this.from = move.from();
            this.to = move.to();
            this.us = pos.sideToMove();
            this.them = us.opposite();
            this.piece = pos.pieceAt(from);
            this.target = pos.pieceAt(to);
        }

        private void add(String article, String en, String tr, Integer... squares) {
            out.add(new Violation(article, en, tr, List.of(squares), under));
        }

        void run() {
            if (piece == null) {
                emptySquare();
                return;
            }
            if (piece.color() != us) {
                notYourMove();
                return;
            }
            PieceType type = piece.type();
            if (type == PieceType.KING && pos.variant() == Variant.CHESS960 && isCastling960Shape()) {
                castling960();
                if (move.promotion() != null) {
                    promotion();
                }
                return;
            }
            if (type == PieceType.KING && pos.variant() == Variant.STANDARD && isCastlingShape()) {
                castling();
                if (move.promotion() != null) {
                    promotion();
                }
                return;
            }
            if (from == to) {
                sameSquare();
                return;
            }
            boolean ok = true;
            if (target != null && target.color() == us) {
                ownPieceOnTarget();
                ok = false;
            }
            ok &= switch (type) {
                case KNIGHT -> knight();
                case BISHOP, ROOK, QUEEN -> linePiece(type);
                case KING -> king();
                case PAWN -> pawn(target == null || target.color() != us);
            };
            if (ok) {
                promotion();
                kingSafety();
            } else if (type != PieceType.PAWN && move.promotion() != null) {
                promotion();
            }
        }

        /** FIDE 1.1: a player moves one of their own pieces; there is none on an empty square. */
        private void emptySquare() {
            add("1.1", "There is no piece on " + Square.name(from) + " to move.",
                    TurkishSquares.locative(from) + " oynanacak bir taş yok.", from);
        }

        /** FIDE 1.3: only the player who has the move may move, and only their own pieces. */
        private void notYourMove() {
            add("1.3", "It is " + us.english() + "'s move; " + en(piece.type(), from) + " belongs to "
                            + them.english() + ".",
                    "Hamle sırası " + trColorHas(us) + "; " + pieceOn(piece.type(), from) + " " + trColorOf(them) + ".",
                    from);
        }

        /** The article that describes how this kind of piece moves (3.2–3.8). */
        private String movementArticle(PieceType t) {
            return switch (t) {
                case BISHOP -> "3.2";
                case ROOK -> "3.3";
                case QUEEN -> "3.4";
                case KNIGHT -> "3.6";
                case PAWN -> "3.7";
                case KING -> "3.8.1";
            };
        }

        private void sameSquare() {
            add(movementArticle(piece.type()), "A move must take " + en(piece.type(), from) + " to another square.",
                    pieceOn(piece.type(), from) + " başka bir kareye gitmelidir.", from);
        }

        /** FIDE 3.1: no piece may move to a square occupied by a piece of its own colour. */
        private void ownPieceOnTarget() {
            add("3.1", capital(en(piece.type(), from)) + " cannot move to " + Square.name(to) + ": its own "
                            + target.type().englishName() + " stands there.",
                    pieceOn(piece.type(), from) + " " + dative(to) + " gidemez: orada kendi "
                            + TurkishSquares.possessive(target.type()) + " duruyor.",
                    from, to);
        }

        /** FIDE 3.6: the knight's move. */
        private boolean knight() {
            int dx = Math.abs(Square.file(to) - Square.file(from));
            int dy = Math.abs(Square.rank(to) - Square.rank(from));
            if (dx * dy == 2) {
                return true;
            }
            add("3.6", capital(en(PieceType.KNIGHT, from)) + " moves only to one of the nearest squares not on its "
                            + "own rank, file or diagonal, so it cannot go to " + Square.name(to) + ".",
                    pieceOn(PieceType.KNIGHT, from) + " yalnızca kendi yatayında, dikeyinde ve çaprazında olmayan "
                            + "en yakın karelere gider; " + dative(to) + " gidemez.",
                    from, to);
            return false;
        }

        /** FIDE 3.2–3.4 (the lines each piece moves along) and 3.5 (no jumping over pieces). */
        private boolean linePiece(PieceType t) {
            int dx = Math.abs(Square.file(to) - Square.file(from));
            int dy = Math.abs(Square.rank(to) - Square.rank(from));
            boolean diagonal = dx == dy;
            boolean straight = dx == 0 || dy == 0;
            boolean fits = t == PieceType.BISHOP ? diagonal : t == PieceType.ROOK ? straight : diagonal || straight;
            if (!fits) {
                String howEn = t == PieceType.BISHOP ? "along diagonals"
                        : t == PieceType.ROOK ? "along its file or rank" : "along its file, rank or diagonals";
                String howTr = t == PieceType.BISHOP ? "çapraz" : t == PieceType.ROOK ? "dikey ya da yatay"
                        : "dikey, yatay ya da çapraz";
                // FIDE 2.4: the file (#h1), the rank (#h2) and the diagonal (#h3) the piece may move along
                List<String> lines = t == PieceType.BISHOP ? List.of("2.4#h3")
                        : t == PieceType.ROOK ? List.of("2.4#h1", "2.4#h2") : List.of("2.4#h1", "2.4#h2", "2.4#h3");
                out.add(new Violation(movementArticle(t), capital(en(t, from)) + " moves only " + howEn + ", so it cannot go to "
                                + Square.name(to) + ".",
                        pieceOn(t, from) + " yalnızca " + howTr + " gider; " + dative(to) + " gidemez.",
                        List.of(from, to), under, lines));
                return false;
            }
            long blockers = Bitboards.BETWEEN[from][to] & b.all;
            if (blockers == 0) {
                return true;
            }
            // the first piece in the way, seen from the moving piece
            int step = Integer.signum(Square.file(to) - Square.file(from))
                    + 8 * Integer.signum(Square.rank(to) - Square.rank(from));
            int sq = from + step;
            while ((blockers & (1L << sq)) == 0) {
                sq += step;
            }
            PieceType bt = pos.pieceAt(sq).type();
            add("3.5", capital(en(t, from)) + " cannot jump over " + en(bt, sq) + ".",
                    pieceOn(t, from) + " " + TurkishSquares.relative(sq) + " " + TurkishSquares.genitive(bt)
                            + " üzerinden atlayamaz.",
                    from, sq, to);
            return false;
        }

        /** FIDE 3.8.1: the king moves to an adjoining square. */
        private boolean king() {
            int dx = Math.abs(Square.file(to) - Square.file(from));
            int dy = Math.abs(Square.rank(to) - Square.rank(from));
            if (dx <= 1 && dy <= 1) {
                return true;
            }
            add("3.8.1", capital(en(PieceType.KING, from)) + " moves only to an adjoining square (apart from "
                            + "castling), so it cannot go to " + Square.name(to) + ".",
                    pieceOn(PieceType.KING, from) + " (rok dışında) yalnızca komşu bir kareye gider; "
                            + dative(to) + " gidemez.",
                    from, to);
            return false;
        }

        /** FIDE 3.7.1–3.7.3.2: how a pawn moves and captures. */
        private boolean pawn(boolean targetNotOwn) {
            int dir = us == Color.WHITE ? 1 : -1;
            int df = Square.file(to) - Square.file(from);
            int dr = (Square.rank(to) - Square.rank(from)) * dir;
            int startRank = us == Color.WHITE ? 1 : 6;
            if (df == 0 && dr == 1) {
                if (target != null && targetNotOwn) {
                    add("3.7.1", capital(en(PieceType.PAWN, from)) + " cannot advance to " + Square.name(to) + ": "
                                    + en(target.type(), to) + " stands in its way, and a pawn captures only diagonally.",
                            pieceOn(PieceType.PAWN, from) + " " + dative(to) + " ilerleyemez: "
                                    + pieceOn(target.type(), to) + " önünde duruyor ve piyon yalnızca çapraz alır.",
                            from, to);
                    return false;
                }
                return targetNotOwn;
            }
            if (df == 0 && dr == 2) {
                if (Square.rank(from) != startRank) {
                    add("3.7.2", capital(en(PieceType.PAWN, from)) + " can advance two squares only from its "
                                    + "starting square on rank " + (startRank + 1) + ".",
                            pieceOn(PieceType.PAWN, from) + " iki kare yalnızca " + (startRank + 1)
                                    + ". yataydaki başlangıç karesinden ilerleyebilir.",
                            from, to);
                    return false;
                }
                int mid = from + 8 * dir;
                int blocker = pos.pieceAt(mid) != null ? mid : (target != null && targetNotOwn ? to : Square.NONE);
                if (blocker != Square.NONE) {
                    PieceType bt = pos.pieceAt(blocker).type();
                    add("3.7.2", capital(en(PieceType.PAWN, from)) + " cannot advance two squares: "
                                    + en(bt, blocker) + " stands in its way.",
                            pieceOn(PieceType.PAWN, from) + " iki kare ilerleyemez: " + pieceOn(bt, blocker)
                                    + " önünde duruyor.",
                            from, blocker);
                    return false;
                }
                return targetNotOwn;
            }
            if (Math.abs(df) == 1 && dr == 1) {
                if (target != null) {
                    return targetNotOwn;
                }
                if (to == b.ep) {
                    return true;
                }
                int beside = Square.of(Square.file(to), Square.rank(from));
                Piece besidePiece = pos.pieceAt(beside);
                int epRank = us == Color.WHITE ? 4 : 3;
                if (Square.rank(from) == epRank && besidePiece == Piece.of(them, PieceType.PAWN)) {
                    add("3.7.3.2", capital(en(PieceType.PAWN, from)) + " may capture " + en(PieceType.PAWN, beside)
                                    + " en passant only on the move right after that pawn has advanced two squares.",
                            pieceOn(PieceType.PAWN, from) + " " + TurkishSquares.relative(beside) + " " + TurkishSquares.accusative(PieceType.PAWN)
                                    + " geçerken ancak o piyon iki kare ilerledikten hemen sonraki hamlede alabilir.",
                            from, beside, to);
                    return false;
                }
                add("3.7.3", capital(en(PieceType.PAWN, from)) + " may move diagonally to " + Square.name(to)
                                + " only to capture an opponent's piece there, and " + Square.name(to) + " is empty.",
                        pieceOn(PieceType.PAWN, from) + " " + dative(to) + " çapraz olarak yalnızca orada rakip bir "
                                + "taşı almak için gidebilir; " + Square.name(to) + " boş.",
                        from, to);
                return false;
            }
            add("3.7", capital(en(PieceType.PAWN, from)) + " moves only forward: one square, two from its starting "
                            + "square, or one square diagonally forward to capture; it cannot go to " + Square.name(to) + ".",
                    pieceOn(PieceType.PAWN, from) + " yalnızca ileri gider: bir kare, başlangıç karesinden iki kare "
                            + "ya da almak için çapraz ileri bir kare; " + dative(to) + " gidemez.",
                    from, to);
            return false;
        }

        /** FIDE 3.7.3.3: a pawn reaching the last rank must be exchanged for a Q, R, B or N; nothing else promotes. */
        private void promotion() {
            PieceType promo = move.promotion();
            boolean pawn = piece.type() == PieceType.PAWN;
            boolean lastRank = Square.rank(to) == (us == Color.WHITE ? 7 : 0);
            if (pawn && lastRank) {
                if (promo == null) {
                    add("3.7.3.3", "The pawn reaching " + Square.name(to) + " must be exchanged, in the same move, "
                                    + "for a queen, rook, bishop or knight.",
                            dative(to) + " ulaşan piyon aynı hamlede vezir, kale, fil ya da ata dönüştürülmelidir.",
                            from, to);
                } else if (promo == PieceType.KING || promo == PieceType.PAWN) {
                    add("3.7.3.3", "A pawn is promoted only to a queen, rook, bishop or knight, not to a "
                                    + promo.englishName() + ".",
                            "Piyon yalnızca vezir, kale, fil ya da ata terfi eder; " + TurkishSquares.dative(promo)
                                    + " terfi edemez.",
                            from, to);
                }
            } else if (promo != null) {
                if (pawn) {
                    add("3.7.3.3", "Only a pawn that reaches the last rank is promoted, and " + Square.name(to)
                                    + " is not on it.",
                            "Yalnızca son yataya ulaşan piyon terfi eder; " + Square.name(to) + " son yatayda değil.",
                            from, to);
                } else {
                    add("3.7.3.3", "Only a pawn is promoted; " + en(piece.type(), from) + " cannot be.",
                            "Yalnızca piyon terfi eder; " + pieceOn(piece.type(), from) + " terfi edemez.",
                            from);
                }
            }
        }

        /** FIDE 3.9.2: no move may expose the own king to check or leave it in check. */
        private void kingSafety() {
            boolean pawn = piece.type() == PieceType.PAWN;
            int flag = Board.NORMAL;
            if (pawn && Math.abs(to - from) == 16) {
                flag = Board.DOUBLE_STEP;
            } else if (pawn && target == null && to == b.ep && Square.file(to) != Square.file(from)) {
                flag = Board.EN_PASSANT;
            }
            boolean lastRank = pawn && Square.rank(to) == (us == Color.WHITE ? 7 : 0);
            int promo = lastRank ? Board.QUEEN_T : 0;
            Board after = b.copy();
            after.make(Board.encode(from, to, promo, flag));
            int ksq = after.kingSquare(us.ordinal());
            long attackers = after.attackersOf(ksq, them.ordinal(), after.all);
            long checkersBefore = b.checkers();
            while (attackers != 0) {
                int a = Long.numberOfTrailingZeros(attackers);
                attackers &= attackers - 1;
                PieceType at = after.mailbox[a] >= 0 ? Piece.values()[after.mailbox[a]].type() : PieceType.PAWN;
                if (piece.type() == PieceType.KING) {
                    add("3.9.2", "The king cannot go to " + Square.name(to) + ": " + en(at, a)
                                    + " attacks that square.",
                            "Şah " + dative(to) + " gidemez: " + pieceOn(at, a) + " o kareye saldırıyor.",
                            from, to, a);
                } else if ((checkersBefore & (1L << a)) != 0) {
                    add("3.9.2", capital(en(at, a)) + " gives check, and this move does not end it.",
                            pieceOn(at, a) + " şah çekiyor ve bu hamle şahı gidermiyor.",
                            a, ksq);
                } else if (flag == Board.EN_PASSANT) {
                    add("3.9.2", "Capturing en passant on " + Square.name(to) + " would expose the king on "
                                    + Square.name(ksq) + " to " + en(at, a) + ".",
                            dative(to) + " geçerken alma, " + TurkishSquares.relative(ksq) + " şahı "
                                    + TurkishSquares.relative(a) + " " + TurkishSquares.genitive(at)
                                    + " saldırısına açar.",
                            from, to, ksq, a);
                } else {
                    add("3.9.2", capital(en(piece.type(), from)) + " is pinned by " + en(at, a)
                                    + ": moving it would expose the king on " + Square.name(ksq) + " to check.",
                            pieceOn(piece.type(), from) + ", " + pieceOn(at, a) + " tarafından açmaza alınmış: "
                                    + "oynarsa " + TurkishSquares.relative(ksq) + " şah tehdit altında kalır.",
                            from, a, ksq);
                }
            }
        }

        // ---- FIDE 3.8.2: castling ----

        private boolean isCastlingShape() {
            int home = us == Color.WHITE ? Square.E1 : Square.E8;
            return from == home && (to == home + 2 || to == home - 2);
        }

        private void castling() {
            boolean kingside = to > from;
            int rookSq = kingside ? from + 3 : from - 4;
            Piece ownRook = Piece.of(us, PieceType.ROOK);
            boolean rookThere = pos.pieceAt(rookSq) == ownRook;
            if (!pos.hasCastlingRight(us, kingside)) {
                castlingRightLost(kingside, rookSq, rookThere);
            }
            piecesBetween(rookSq, rookThere);
            attackedSquares(kingside);
        }

        /** FIDE 3.8.2.1: the right to castle is lost for good (king moved, that rook moved) — told from history. */
        private void castlingRightLost(boolean kingside, int rookSq, boolean rookThere) {
            Piece king = Piece.of(us, PieceType.KING);
            Piece rook = Piece.of(us, PieceType.ROOK);
            Move kingMove = null, rookMove = null, rookTaken = null;
            int kingNo = 0, rookNo = 0, takenNo = 0;
            for (Position q = pos; q.previous() != null; q = q.previous()) {
                Position before = q.previous();
                Move m = q.lastMove();
                Piece moved = before.pieceAt(m.from());
                if (moved == king) {
                    kingMove = m;
                    kingNo = before.fullmoveNumber();
                }
                if (moved == rook && m.from() == rookSq) {
                    rookMove = m;
                    rookNo = before.fullmoveNumber();
                }
                if (m.to() == rookSq && before.pieceAt(rookSq) == rook && moved != null && moved.color() != us) {
                    rookTaken = m;
                    takenNo = before.fullmoveNumber();
                }
            }
            if (kingMove != null) {
                add("3.8.2.1.1", us.english() + " can no longer castle: the king has already moved ("
                                + dash(kingMove) + " on move " + kingNo + ").",
                        us.turkishTitle() + " artık rok yapamaz: şah daha önce oynadı (" + kingNo + ". hamlede "
                                + dash(kingMove) + ").",
                        from);
            }
            if (rookMove != null) {
                if (rookThere) {
                    add("3.8.2.1.2", "The rook on " + Square.name(rookSq) + " has already moved (" + dash(rookMove)
                                    + " on move " + rookNo + "), so " + us.english() + " cannot castle with it.",
                            TurkishSquares.relative(rookSq) + " kale daha önce oynadı (" + rookNo + ". hamlede "
                                    + dash(rookMove) + "); " + us.turkishTitle() + " bu kaleyle rok yapamaz.",
                            rookSq);
                } else {
                    add("3.8.2.1.2", "The rook has left " + Square.name(rookSq) + " (" + dash(rookMove) + " on move "
                                    + rookNo + "), so " + us.english() + " cannot castle on that side.",
                            "Kale " + TurkishSquares.ablative(rookSq) + " ayrıldı (" + rookNo + ". hamlede "
                                    + dash(rookMove) + "); " + us.turkishTitle() + " o kanatta rok yapamaz.",
                            rookSq);
                }
            }
            if (kingMove != null || rookMove != null) {
                return;
            }
            if (!rookThere) {
                noRook(rookSq, rookTaken, takenNo);
                return;
            }
            String sideEn = kingside ? "kingside" : "queenside";
            String sideTr = kingside ? "kısa" : "uzun";
            add("3.8.2.1", "The position gives " + us.english() + " no right to castle " + sideEn
                            + ": the king or the rook on " + Square.name(rookSq) + " has moved before.",
                    "Konumda " + trColorOf(us) + " " + sideTr + " rok hakkı yok: şah ya da "
                            + TurkishSquares.relative(rookSq) + " kale daha önce oynamış.",
                    from, rookSq);
        }

        /** FIDE 3.8.2: castling is a move of the king with a rook on its original square; there is none. */
        private void noRook(int rookSq, Move taken, int takenNo) {
            if (taken != null) {
                add("3.8.2", "There is no rook on " + Square.name(rookSq) + " to castle with: it was captured there on move "
                                + takenNo + ".",
                        TurkishSquares.locative(rookSq) + " rok yapılacak kale yok: " + takenNo + ". hamlede alındı.",
                        rookSq);
            } else {
                add("3.8.2", "There is no rook on " + Square.name(rookSq) + " to castle with.",
                        TurkishSquares.locative(rookSq) + " rok yapılacak kale yok.", rookSq);
            }
        }

        /** FIDE 3.8.2.2.2: castling is prevented while any piece stands between the king and the rook. */
        private void piecesBetween(int rookSq, boolean rookThere) {
            long between = Bitboards.BETWEEN[from][rookSq] & b.all;
            while (between != 0) {
                int sq = Long.numberOfTrailingZeros(between);
                between &= between - 1;
                PieceType t = pos.pieceAt(sq).type();
                String en = capital(en(t, sq)) + " stands between the king on " + Square.name(from) + " and "
                        + (rookThere ? "the rook on " : "") + Square.name(rookSq) + ".";
                String tr = pieceOn(t, sq) + ", " + TurkishSquares.relative(from) + " şah ile "
                        + (rookThere ? TurkishSquares.relative(rookSq) + " kale" : Square.name(rookSq))
                        + " arasında duruyor.";
                add("3.8.2.2.2", en, tr, sq, from, rookSq);
            }
        }

        /** FIDE 3.8.2.2.1: the king's square, the square it crosses and its landing square must not be attacked. */
        private void attackedSquares(boolean kingside) {
            int crossed = kingside ? from + 1 : from - 1;
            int landing = to;
            int[] squares = {from, crossed, landing};
            for (int i = 0; i < 3; i++) {
                int sq = squares[i];
                long att = b.attackersOf(sq, them.ordinal(), b.all);
                if (att == 0) {
                    continue;
                }
                int a = Long.numberOfTrailingZeros(att);
                PieceType at = pos.pieceAt(a).type();
                switch (i) {
                    case 0 -> add("3.8.2.2.1", "The king on " + Square.name(sq) + " is in check from " + en(at, a)
                                    + ", and castling is not allowed out of check.",
                            TurkishSquares.relative(sq) + " şaha " + pieceOn(at, a) + " şah çekiyor; şah tehdit "
                                    + "altındayken rok yapılamaz.",
                            sq, a);
                    case 1 -> add("3.8.2.2.1", Square.name(sq) + ", which the king would cross, is attacked by "
                                    + en(at, a) + ".",
                            "Şahın geçeceği " + dative(sq) + " " + pieceOn(at, a) + " saldırıyor.",
                            sq, a);
                    default -> add("3.8.2.2.1", Square.name(sq) + ", where the king would land, is attacked by "
                                    + en(at, a) + ".",
                            "Şahın varacağı " + dative(sq) + " " + pieceOn(at, a) + " saldırıyor.",
                            sq, a);
                }
            }
        }

        // ---- Guidelines II.3: castling in Chess960 ----

        /** II.3: in Chess960 castling is written as the king taking its own rook on its rank (or the game's castling rook square). */
        private boolean isCastling960Shape() {
            if (Square.rank(to) != Square.rank(from) || to == from) {
                return false;
            }
            if (target == Piece.of(us, PieceType.ROOK)) {
                return true;
            }
            CastlingSquares cs = b.castles;
            for (int r = us.ordinal() * 2, end = r + 2; r < end; r++) {
                if (cs.kingFrom[r] == from && cs.rookFrom[r] == to) {
                    return true;
                }
            }
            return false;
        }

        /**
         * II.3 (with 3.8.2): the castling right for that rook (II.3.1, 3.8.2.1), the squares the king
         * and the rook cross or reach empty but for themselves (II.3.2.7 Note 4, instead of
         * 3.8.2.2.2), and the king not in check, crossing or reaching no attacked square (II.3.1,
         * 3.8.2.2.1), read for the squares of this game (II.3.2.6: king to g or c, rook to f or d).
         */
        private void castling960() {
            CastlingSide side = to > from ? CastlingSide.G_SIDE : CastlingSide.C_SIDE;
            boolean gSide = side == CastlingSide.G_SIDE;
            int rank = Square.rank(from);
            int kingTo = Square.of(side.kingFile(), rank);
            int rookTo = Square.of(side.rookFile(), rank);
            int rookSq = to;
            boolean rookThere = target == Piece.of(us, PieceType.ROOK);
            int r = CastlingSquares.index(us.ordinal(), side);
            CastlingSquares cs = b.castles;
            under = "II.3.1";
            if (!pos.hasCastlingRight(us, gSide)) {
                castlingRightLost(gSide, rookSq, rookThere);
            } else if (cs.rookFrom[r] != rookSq) {
                add("3.8.2", "In this game " + us.english() + " castles on the " + (gSide ? "g" : "c") + "-side with the rook on "
                                + Square.name(cs.rookFrom[r]) + ", not with " + (rookThere ? "the rook on " : "")
                                + Square.name(rookSq) + ".",
                        "Bu oyunda " + us.turkishTitle() + " " + (gSide ? "g" : "c") + " kanadında "
                                + TurkishSquares.relative(cs.rookFrom[r]) + " kaleyle rok yapar, "
                                + (rookThere ? TurkishSquares.relative(rookSq) + " kaleyle" : Square.name(rookSq) + " ile") + " değil.",
                        from, cs.rookFrom[r], rookSq);
                under = null;
                return; // the squares of a castling with another rook say nothing more
            }
            under = "II.3.2.7";
            long kingPath = CastlingSquares.span(from, kingTo);
            long rookPath = CastlingSquares.span(rookSq, rookTo);
            long blockers = (kingPath | rookPath) & b.all & ~((1L << from) | (1L << rookSq));
            while (blockers != 0) {
                int sq = Long.numberOfTrailingZeros(blockers);
                blockers &= blockers - 1;
                PieceType t = pos.pieceAt(sq).type();
                boolean forKing = (kingPath & (1L << sq)) != 0;
                boolean forRook = (rookPath & (1L << sq)) != 0;
                String whoEn = forKing && forRook ? "both the king (" + Square.name(from) + " to " + Square.name(kingTo)
                        + ") and the rook (" + Square.name(rookSq) + " to " + Square.name(rookTo) + ") need"
                        : forKing ? "the king needs on its way from " + Square.name(from) + " to " + Square.name(kingTo)
                        : "the rook needs on its way from " + Square.name(rookSq) + " to " + Square.name(rookTo);
                String whoTr = forKing && forRook ? "hem şahın (" + Square.name(from) + "–" + Square.name(kingTo)
                        + ") hem kalenin (" + Square.name(rookSq) + "–" + Square.name(rookTo) + ") geçeceği ya da varacağı"
                        : forKing ? "şahın " + Square.name(from) + "–" + Square.name(kingTo) + " yolunda geçeceği ya da varacağı"
                        : "kalenin " + Square.name(rookSq) + "–" + Square.name(rookTo) + " yolunda geçeceği ya da varacağı";
                add("3.8.2.2.2", capital(en(t, sq)) + " stands on " + Square.name(sq) + ", which " + whoEn
                                + "; in Chess960 every square the castling king and rook cross or reach must be empty"
                                + " but for themselves.",
                        pieceOn(t, sq) + ", " + whoTr + " karede duruyor; Satranç960'ta rok yapan şahın ve kalenin"
                                + " geçeceği ya da varacağı her kare, kendileri dışında boş olmalıdır.",
                        sq, from, rookSq);
            }
            under = "II.3.1";
            long lifted = b.all & ~((1L << from) | (rookThere ? 1L << rookSq : 0L));
            long checkers = b.attackersOf(from, them.ordinal(), b.all);
            if (checkers != 0) {
                int a = Long.numberOfTrailingZeros(checkers);
                PieceType at = pos.pieceAt(a).type();
                add("3.8.2.2.1", "The king on " + Square.name(from) + " is in check from " + en(at, a)
                                + ", and castling is not allowed out of check.",
                        TurkishSquares.relative(from) + " şaha " + pieceOn(at, a) + " şah çekiyor; şah tehdit "
                                + "altındayken rok yapılamaz.",
                        from, a);
            }
            long path = kingPath | (1L << kingTo);
            while (path != 0) {
                int sq = Long.numberOfTrailingZeros(path);
                path &= path - 1;
                long att = b.attackersOf(sq, them.ordinal(), sq == from ? b.all : b.all & ~(1L << from));
                if (sq == kingTo && att == 0) {
                    // 3.9.2: the rook leaving uncovers the king's final square (the king may not move at all)
                    long after = b.attackersOf(sq, them.ordinal(), lifted);
                    if (after != 0 && rookThere) {
                        int a = Long.numberOfTrailingZeros(after);
                        PieceType at = pos.pieceAt(a).type();
                        add("3.9.2", "After castling the king on " + Square.name(sq) + " would be in check from "
                                        + en(at, a) + ": the rook on " + Square.name(rookSq) + " shields "
                                        + Square.name(sq) + " now and leaves it by castling.",
                                "Roktan sonra " + TurkishSquares.relative(sq) + " şaha " + pieceOn(at, a)
                                        + " şah çekmiş olur: " + TurkishSquares.relative(rookSq) + " kale şimdi "
                                        + TurkishSquares.accusative(sq) + " koruyor ve rokla oradan ayrılıyor.",
                                sq, a, rookSq);
                    }
                    continue;
                }
                if (att == 0 || sq == from) {
                    continue; // the king's own square: the check test above
                }
                int a = Long.numberOfTrailingZeros(att);
                PieceType at = pos.pieceAt(a).type();
                if (sq == kingTo) {
                    add("3.8.2.2.1", Square.name(sq) + ", where the king would land, is attacked by " + en(at, a) + ".",
                            "Şahın varacağı " + dative(sq) + " " + pieceOn(at, a) + " saldırıyor.",
                            sq, a);
                } else {
                    add("3.8.2.2.1", Square.name(sq) + ", which the king would cross, is attacked by " + en(at, a) + ".",
                            "Şahın geçeceği " + dative(sq) + " " + pieceOn(at, a) + " saldırıyor.",
                            sq, a);
                }
            }
            under = null;
        }

        private static String dash(Move m) {
            return Square.name(m.from()) + "-" + Square.name(m.to());
        }
    }
}
