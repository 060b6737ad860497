package dev.hakem.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A user's text quoted in a one-line message: control characters escaped, a long value cut with its length said. */
class UserTextTest {
    @Test
    void controlCharactersAreEscaped() {
        assertEquals("a\\nb\\tc\\u0000", UserText.printable("a\nb\tc\u0000"));
    }

    @Test
    void aLongValueIsCutAndItsLengthSaid() {
        assertEquals("features/a.feature", UserText.clipped("features/a.feature", 120));
        assertEquals("aaaa… (1,000,000 characters)", UserText.clipped("a".repeat(1_000_000), 4));
        assertEquals("a\\n… (3 characters)", UserText.clipped("a\nb", 2));
    }
}
