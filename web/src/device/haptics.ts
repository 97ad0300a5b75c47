// How each of the core's haptics feels on a phone: `navigator.vibrate` patterns (on, off, on… ms),
// the Android shell's waveforms without their amplitudes. The core picks which haptic a moment gets.
import type { Haptic } from '../types';

const patterns: Record<Exclude<Haptic, 'none'>, number[]> = {
  'dice-roll': [14, 30, 12, 40, 14, 55, 10, 75, 12, 100, 8, 180, 35],
  success: [30, 60, 45],
  failure: [120, 80, 160],
  steal: [18, 40, 18, 40, 18],
  'life-lost': [260, 120, 60],
};

export function play(haptic: Haptic) {
  if (haptic === 'none' || typeof navigator.vibrate !== 'function') return;
  try {
    navigator.vibrate(patterns[haptic]);
  } catch {
    // A page not yet touched may not vibrate: nothing to do.
  }
}
