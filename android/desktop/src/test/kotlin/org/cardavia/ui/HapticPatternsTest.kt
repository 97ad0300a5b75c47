package org.cardavia.ui

import org.cardavia.core.Haptic
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

class HapticPatternsTest {
    @Test
    fun theRollRattlesThenTicksOnceForTheResult() {
        val pulses = HapticPatterns.of(Haptic.DICE_ROLL)!!.pulses()
        val rattle = pulses.dropLast(1)
        val tick = pulses.last()
        assertTrue(rattle.size >= 4, "a rolling pattern of several short pulses")
        assertTrue(rattle.all { it.third < tick.third }, "the tick is stronger than every rattle")
        val gaps = pulses.zipWithNext { a, b -> b.first - (a.first + a.second) }
        assertTrue(gaps.dropLast(1).zipWithNext().all { (a, b) -> b >= a }, "the rattle slows down")
        assertTrue(gaps.last() > gaps.dropLast(1).max(), "a clear pause before the result's tick")
    }

    @Test
    fun everyHapticFeelsDifferentAndNoneIsStill() {
        assertNull(HapticPatterns.of(Haptic.NONE))
        val felt = Haptic.entries.filter { it != Haptic.NONE }.map { HapticPatterns.of(it)!!.pulses() }
        assertEquals(felt.size, felt.toSet().size, "each haptic has its own pattern")
        felt.forEach { p -> assertTrue(p.all { it.third in 1..255 && it.second > 0 }) }
    }
}
