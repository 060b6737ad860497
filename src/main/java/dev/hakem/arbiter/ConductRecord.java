package dev.hakem.arbiter;

import dev.hakem.chess.Color;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The conduct record of a game (FIDE 11, 12.9): the infractions found against each player whose
 * penalty the Laws leave to the arbiter, the penalties he then imposed, the players found to refuse
 * persistently to comply (11.7), and a player's score the arbiter still has to decide (11.7,
 * 12.9.6). Invariant: a penalty is imposed only on a player with an infraction found against him.
 */
final class ConductRecord {
    /** An infraction found: who, and the provisions it breaks. */
    record Infraction(Color offender, List<String> articles) {
    }

    /** A score left to the arbiter: whose, and the provision that leaves it to him. */
    record OpenScore(Color player, String article) {
    }

    private final List<Infraction> infractions = new ArrayList<>();
    private final List<Sanction> imposed = new ArrayList<>();
    private final Set<Color> refusing = EnumSet.noneOf(Color.class);
    private OpenScore open;

    /** FIDE 12.9: an infraction whose penalty is at the arbiter's discretion was found. */
    void found(Color offender, List<String> articles) {
        infractions.add(new Infraction(offender, List.copyOf(articles)));
    }

    /** Whether an infraction was found against the player (so that the arbiter may penalise him). */
    boolean hasInfraction(Color c) {
        return infractions.stream().anyMatch(i -> i.offender() == c);
    }

    List<Infraction> infractions() {
        return List.copyOf(infractions);
    }

    /** A penalty the arbiter imposed. */
    void imposed(Sanction s) {
        imposed.add(s);
    }

    List<Sanction> imposedSoFar() {
        return List.copyOf(imposed);
    }

    /** FIDE 11.7: the player was found to refuse persistently to comply with the Laws. */
    void refused(Color c) {
        refusing.add(c);
    }

    boolean refusing(Color c) {
        return refusing.contains(c);
    }

    /** The score the arbiter still has to decide, or null. */
    OpenScore openScore() {
        return open;
    }

    /** FIDE 11.7#h2, 12.9.6: the player's score is left to the arbiter. */
    void leaveScoreOpen(Color c, String article) {
        open = new OpenScore(c, article);
    }

    /** The open score has been decided (or no longer needs deciding, 11.8). */
    void scoreDecided() {
        open = null;
    }
}
