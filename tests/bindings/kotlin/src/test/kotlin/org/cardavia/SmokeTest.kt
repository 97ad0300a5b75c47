package org.cardavia

import org.cardavia.core.gameIds
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

class SmokeTest {
    @Test
    fun listsGames() {
        assertTrue(gameIds().contains("dicen"))
    }
}
