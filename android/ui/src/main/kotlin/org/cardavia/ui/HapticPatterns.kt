package org.cardavia.ui

import org.cardavia.core.Haptic

/**
 * A vibration as timings (ms, starting with an off gap, then on, off, on…) and amplitudes
 * (0–255, one per timing; 0 for the gaps), the shape Android's `VibrationEffect.createWaveform`
 * takes. The core picks which haptic a moment gets; the shell only knows how each one feels.
 */
class HapticPattern(val timings: LongArray, val amplitudes: IntArray) {
    init {
        require(timings.size == amplitudes.size) { "one amplitude per timing" }
    }

    /** The pulses: (start ms, length ms, amplitude) for every "on" step. */
    fun pulses(): List<Triple<Long, Long, Int>> {
        var at = 0L
        val out = mutableListOf<Triple<Long, Long, Int>>()
        for (i in timings.indices) {
            if (amplitudes[i] > 0) out += Triple(at, timings[i], amplitudes[i])
            at += timings[i]
        }
        return out
    }
}

object HapticPatterns {
    private fun pattern(vararg steps: Pair<Long, Int>) =
        HapticPattern(steps.map { it.first }.toLongArray(), steps.map { it.second }.toIntArray())

    /** Dice rattling in the hand and across the table, slowing down, then one firm tick: the result. */
    val diceRoll = pattern(
        0L to 0, 14L to 90, 30L to 0, 12L to 70, 40L to 0, 14L to 100, 55L to 0, 10L to 60,
        75L to 0, 12L to 80, 100L to 0, 8L to 50, 180L to 0, 35L to 255,
    )
    val success = pattern(0L to 0, 30L to 160, 60L to 0, 45L to 255)
    val failure = pattern(0L to 0, 120L to 110, 80L to 0, 160L to 70)
    val steal = pattern(0L to 0, 18L to 255, 40L to 0, 18L to 255, 40L to 0, 18L to 255)
    val lifeLost = pattern(0L to 0, 260L to 200, 120L to 0, 60L to 90)

    /** How a haptic feels; `None` is no vibration. */
    fun of(haptic: Haptic): HapticPattern? = when (haptic) {
        Haptic.NONE -> null
        Haptic.DICE_ROLL -> diceRoll
        Haptic.SUCCESS -> success
        Haptic.FAILURE -> failure
        Haptic.STEAL -> steal
        Haptic.LIFE_LOST -> lifeLost
    }
}
