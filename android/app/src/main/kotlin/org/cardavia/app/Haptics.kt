package org.cardavia.app

import android.content.Context
import android.os.Build
import android.os.VibrationEffect
import android.os.Vibrator
import android.os.VibratorManager
import org.cardavia.core.Haptic
import org.cardavia.ui.HapticPatterns

/**
 * Plays the core's haptics on the phone's vibrator. Which haptic a moment gets is the core's choice
 * (the view's effects); how each feels is in [HapticPatterns] (shared with the desktop tests).
 */
class Haptics(context: Context) {
    private val vibrator: Vibrator? =
        if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.S) {
            context.getSystemService(VibratorManager::class.java)?.defaultVibrator
        } else {
            @Suppress("DEPRECATION")
            context.getSystemService(Vibrator::class.java)
        }

    fun play(haptic: Haptic) {
        val v = vibrator?.takeIf { it.hasVibrator() } ?: return
        val pattern = HapticPatterns.of(haptic) ?: return
        val amplitudes = if (v.hasAmplitudeControl()) {
            pattern.amplitudes
        } else {
            // Without amplitude control every pulse is full strength; the rhythm still tells them apart.
            IntArray(pattern.amplitudes.size) { i -> if (pattern.amplitudes[i] > 0) VibrationEffect.DEFAULT_AMPLITUDE else 0 }
        }
        v.vibrate(VibrationEffect.createWaveform(pattern.timings, amplitudes, -1))
    }
}
